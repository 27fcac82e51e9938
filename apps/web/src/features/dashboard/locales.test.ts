// Every string of the dashboard and the sidebar's additions is in English, German and Spanish, with the same keys.
import { describe, expect, it } from 'vitest';
import de from '../../locales/de/dashboard.json';
import en from '../../locales/en/dashboard.json';
import es from '../../locales/es/dashboard.json';

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('dashboard locales', () => {
  it('German and Spanish have every English key and no other', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it('no value is empty, and the placeholders match English', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    const flat = (value: unknown, prefix = ''): [string, string][] =>
      value !== null && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, child]) => flat(child, prefix ? `${prefix}.${key}` : key))
        : [[prefix, String(value)]];
    const english = new Map(flat(en));
    for (const [lng, messages] of [['de', de], ['es', es]] as const)
      for (const [key, text] of flat(messages)) {
        expect(text.trim(), `${lng} ${key}`).not.toBe('');
        expect(placeholders(text), `${lng} ${key}`).toEqual(placeholders(english.get(key) ?? ''));
      }
  });

  it('spec §8: the analytics failure text', () => {
    expect(en.analytics.error).toBe('Something went wrong');
  });
});
