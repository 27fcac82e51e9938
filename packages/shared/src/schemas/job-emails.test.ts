// A saved search becomes an alert with the same meaning: the search form → criteria → search form gives the same
// filter object (domain/job-filter.ts), so the alert finds what the search found, its modality included.
import { describe, expect, it } from 'vitest';
import { buildJobFilter } from '../domain/job-filter';
import { ZSubscriptionBody, criteriaFromSearchForm, criteriaToSearchForm } from './job-emails';

describe('save a search as an alert', () => {
  const codes = ['TX', 'AZ'];
  const forms = [
    { state: ['tx', 'CA'], compactState: true, specialties: ['ICU', ' '], modaility: '', durationWeek: [26, 8] as const, salary: [1500, 5000] as const },
    { state: [], compactState: false, specialties: [], modaility: '', durationWeek: null, salary: [0, 5000] as const },
    { state: ['NY'], compactState: false, specialties: ['ER'], modaility: '', durationWeek: [4, 52] as const, salary: null },
    { state: ['FL'], compactState: false, specialties: [], modaility: 'Nursing', durationWeek: null, salary: null },
  ];

  it('keeps the meaning of the search', () => {
    for (const form of forms) {
      const criteria = criteriaFromSearchForm(form, 'weekly');
      expect(ZSubscriptionBody.safeParse({ ...criteria, active: true }).success).toBe(true);
      expect(buildJobFilter(criteriaToSearchForm(criteria), codes)).toEqual(buildJobFilter(form, codes));
    }
    expect(criteriaFromSearchForm(forms[3]!)).toMatchObject({ modality: 'Nursing' });
    expect(buildJobFilter(criteriaToSearchForm(criteriaFromSearchForm(forms[3]!)), codes)).toMatchObject({ Modality: 'Nursing' });
  });

  it('a subscription body without a modality means any modality', () => {
    const parsed = ZSubscriptionBody.parse({ states: [], compactState: false, specialties: [], shift: 'any', minWeeklyPay: null, durationMin: null, durationMax: null, frequency: 'daily', active: true });
    expect(parsed.modality).toBe('');
  });

  it('drops what a subscription cannot hold: unknown states, blank specialties, a zero pay floor', () => {
    const criteria = criteriaFromSearchForm({ state: ['ZZ', 'FL'], specialties: ['', 'PACU'], salary: [0, 100] });
    expect(criteria).toMatchObject({ states: ['FL'], specialties: ['PACU'], minWeeklyPay: null, frequency: 'daily', shift: 'any' });
  });
});
