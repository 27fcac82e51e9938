// Open Sans' faces are made from the bundled rules, and only the Latin ones are loaded before the faces are added.
import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { facesOf } from './fonts';

// The rules as the bundle has them (the tests' build leaves CSS imports empty): the package's own files.
const require = createRequire(import.meta.url);
const openSansFaces = ['400', '600', '700']
  .map((weight) => readFileSync(require.resolve(`@fontsource/open-sans/${weight}.css`), 'utf8'))
  .join('');

class FakeFace {
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {}
}

/** As the production build writes the rules: no spaces, no semicolon after a rule's last descriptor. */
const minified = openSansFaces
  .replace(/\/\*[^*]*\*\//g, '')
  .replace(/\s*([{};:,])\s*/g, '$1')
  .replace(/;}/g, '}')
  .replace(/U\+0000-00FF/g, 'U+??');

describe('Open Sans faces', () => {
  it.each([
    ['as written', openSansFaces],
    ['minified', minified],
  ])('are every rule of the three weights, with their ranges; one Latin face per weight (%s)', (_, css) => {
    vi.stubGlobal('FontFace', FakeFace);
    try {
      const faces = facesOf(css) as unknown as { face: FakeFace; latin: boolean }[];
      expect(faces.length).toBe((css.match(/@font-face/g) ?? []).length);
      expect(faces.length).toBeGreaterThanOrEqual(9);
      expect(new Set(faces.map((f) => f.face.descriptors.weight))).toEqual(new Set(['400', '600', '700']));
      expect(faces.every((f) => f.face.family === 'Open Sans' && /url\(.+\) format\('woff2'\)/.test(f.face.source))).toBe(true);
      const latin = faces.filter((f) => f.latin);
      expect(latin.map((f) => f.face.descriptors.weight).sort()).toEqual(['400', '600', '700']);
      expect(latin.every((f) => /^U\+(0000-00FF|\?\?),/.test(f.face.descriptors.unicodeRange ?? ''))).toBe(true);
      expect(
        faces.filter((f) => !f.latin).every((f) => f.face.descriptors.unicodeRange && f.face.descriptors.display === 'swap'),
      ).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
