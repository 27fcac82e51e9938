import { describe, expect, it } from 'vitest';
import { REFERENCE_TYPES } from '@portal/shared/schemas/references';
import { MANAGER_TYPE } from '@portal/shared/domain/references-rule';
import de from '../../locales/de/faqs.json';
import en from '../../locales/en/faqs.json';
import es from '../../locales/es/faqs.json';
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
  it('the references answer counts as the Manager only what the form counts (the type Manager, never a charge nurse)', () => {
    const others = REFERENCE_TYPES.filter((type) => type !== MANAGER_TYPE);
    for (const faqs of [en, de, es]) {
      const answer = (faqs.items as Record<string, { a: string }>).references!.a;
      expect(answer).toContain(MANAGER_TYPE);
      // A type the rule does not count is never offered as an example of the Manager.
      const examples = /Manager[^.:]*\(([^)]*)\)/.exec(answer)?.[1] ?? '';
      for (const type of [...others, 'charge nurse', 'Stationsleitung', 'enfermera jefa']) expect(examples.toLowerCase()).not.toContain(type.toLowerCase());
    }
  });
});
