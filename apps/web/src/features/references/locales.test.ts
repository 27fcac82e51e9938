// Every string of the references feature is in English, German and Spanish, and the English messages are the shared
// schema's (spec §5 wording byte for byte), so a message the server gives is found and translated.
import { RATING_FIELDS, REFERENCE_MESSAGES, RESPONSE_MESSAGES, describeMissing } from '@portal/shared/schemas/references';
import { describe, expect, it } from 'vitest';
import { Translator } from '../../lib/translator';
import de from '../../locales/de/references.json';
import en from '../../locales/en/references.json';
import es from '../../locales/es/references.json';

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('references locales', () => {
  it('German and Spanish have every English key and no other', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it('the English messages are the shared messages, and every shared message has a key', () => {
    expect(en.messages).toEqual({ ...REFERENCE_MESSAGES, ...RESPONSE_MESSAGES });
    expect(en.messages.phoneInvalid).toBe('Phone number is not valid.');
    for (const field of RATING_FIELDS) expect(en.referee.ratings[field]).toBeTruthy();
  });

  it('the rule says in English exactly what the server says', async () => {
    const t = new Translator({ lng: 'en', fallbackLng: 'en', resources: { en: { references: en } }, defaultNS: 'references' });
    expect(t.t('rule.needMoreWithManager', { count: 2 })).toBe(describeMissing(0, false));
    expect(t.t('rule.needMoreWithManager', { count: 1 })).toBe(describeMissing(1, false));
    expect(t.t('rule.needMore', { count: 1 })).toBe(describeMissing(1, true));
    expect(t.t('rule.needManagerOnly')).toBe(describeMissing(2, false));
  });
});
