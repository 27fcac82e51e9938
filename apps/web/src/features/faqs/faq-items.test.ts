import { describe, expect, it } from 'vitest';
import en from '../../locales/en/faqs.json';
import { FAQ_IDS, matchesQuery } from './faq-items';

describe('FAQs', () => {
  it('every question has its text', () => {
    for (const id of FAQ_IDS) {
      expect((en.items as Record<string, { q: string; a: string }>)[id]?.q, id).toBeTruthy();
      expect((en.items as Record<string, { q: string; a: string }>)[id]?.a, id).toBeTruthy();
    }
  });
  it('search matches every word, ignoring case and accents', () => {
    expect(matchesQuery('¿Cuántas referencias necesito?', 'cuantas REFERENCIAS')).toBe(true);
    expect(matchesQuery('How many references do I need?', 'references password')).toBe(false);
    expect(matchesQuery('anything', '  ')).toBe(true);
  });
});
