import { describe, expect, it } from 'vitest';
import { samePreviousIn } from './language-placeholder';

describe('the checklist on screen while another language loads', () => {
  it('stays for the same checklist in another language, never for another checklist', () => {
    const keep = samePreviousIn('cna');
    expect(keep({ name: 'Certified Nursing Assistant (CNA)' }, { queryKey: ['skills', 'draft', 'cna', 'en'] })).toEqual({ name: 'Certified Nursing Assistant (CNA)' });
    expect(keep({ name: 'Patient Care Technician (PCT)' }, { queryKey: ['skills', 'draft', 'pct', 'de'] })).toBeUndefined();
    expect(keep(undefined, undefined)).toBeUndefined();
  });
});
