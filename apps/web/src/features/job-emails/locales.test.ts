// Every string of the job e-mails feature exists in English, German and Spanish, with the same keys.
import { describe, expect, it } from 'vitest';
import de from '../../locales/de/jobEmails.json';
import en from '../../locales/en/jobEmails.json';
import es from '../../locales/es/jobEmails.json';

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('jobEmails locales', () => {
  it('German and Spanish have every English key and no other', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it('no string is empty', () => {
    for (const messages of [en, de, es]) for (const key of keys(messages)) expect(key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], messages)).not.toBe('');
  });

  it('the spec toast text byte for byte', () => {
    expect(en.subscription.saved).toBe('Data has been saved');
  });
});
