// Every constant of spec §9 kept here is used by the product: an unused one is either a feature still to be built
// (which brings its own limits when it lands) or dead code.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CONSTANTS = path.join(ROOT, 'packages/shared/src/constants.ts');

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => path.join(dir, file));
}

describe('constants of spec §9', () => {
  it('are each used outside constants.ts (no dead constants)', () => {
    const names = [...readFileSync(CONSTANTS, 'utf8').matchAll(/^export const (\w+)/gm)].map((match) => match[1]!);
    const code = [
      ...sources(path.join(ROOT, 'apps/web/src')),
      ...sources(path.join(ROOT, 'apps/server/src')),
      ...sources(path.join(ROOT, 'packages/shared/src')).filter((file) => file !== CONSTANTS),
    ]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = names.filter((name) => !new RegExp(`\\b${name}\\b`).test(code));
    expect(unused).toEqual([]);
  });
});
