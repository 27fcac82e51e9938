// Every language has exactly the keys of English, in every namespace: a key missing (or left over) in any language
// fails here. Namespaces are found from the files, so a namespace added later is checked without an edit.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE, LOCALES } from '@portal/shared/constants';
import { describe, expect, it } from 'vitest';

const DIR = path.dirname(fileURLToPath(import.meta.url));
type Tree = { [key: string]: string | Tree };

/** i18next plural forms (key_one, key_other...) count as the one key: languages have different plural categories. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key.replace(PLURAL, '')}`],
  );
}
const read = (lng: string, file: string) => JSON.parse(readFileSync(path.join(DIR, lng, file), 'utf8')) as Tree;
const namespaces = readdirSync(path.join(DIR, DEFAULT_LOCALE)).filter((file) => file.endsWith('.json'));

describe('translations', () => {
  it('every language of LOCALES has a folder', () => {
    for (const lng of LOCALES) expect(readdirSync(DIR), lng).toContain(lng);
  });

  for (const lng of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
    it(`${lng} has every namespace of ${DEFAULT_LOCALE} and no other`, () => {
      expect(readdirSync(path.join(DIR, lng)).filter((f) => f.endsWith('.json')).sort()).toEqual([...namespaces].sort());
    });
    for (const ns of namespaces) {
      it(`${lng}/${ns} has exactly the keys of ${DEFAULT_LOCALE}/${ns}`, () => {
        const expected = [...new Set(keys(read(DEFAULT_LOCALE, ns)))].sort();
        const actual = (() => {
          try {
            return [...new Set(keys(read(lng, ns)))].sort();
          } catch {
            return [];
          }
        })();
        const missing = expected.filter((k) => !actual.includes(k));
        const extra = actual.filter((k) => !expected.includes(k));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });
      it(`${lng}/${ns} has no empty text`, () => {
        const empty = (tree: Tree, prefix = ''): string[] =>
          Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? (v.trim() ? [] : [`${prefix}${k}`]) : empty(v, `${prefix}${k}.`)));
        const tree = (() => {
          try {
            return read(lng, ns);
          } catch {
            return {};
          }
        })();
        expect(empty(tree)).toEqual([]);
      });
    }
  }
});
