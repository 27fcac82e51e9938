import { describe, expect, it } from 'vitest';
import type { Field } from './contract';
import { ROLE_CERTIFICATIONS, ROLE_SPECIALTIES, shortlistOf } from './roles';
import { CERTIFICATION_OPTIONS, ROLE_OPTIONS, SPECIALTY_OPTIONS, sectionByKey } from './sections';
import { requirementsOf } from '../domain/readiness';

const personal = sectionByKey('personalInfo');
const field = (name: string) => personal.fields.find((f) => f.name === name) as Extract<Field, { kind: 'multiselect' }>;
const specialties = field('specialties');
const certification = field('certification');

describe('what fits each role (decision 044)', () => {
  it('every role has its specialties and certifications, each one of the field’s options', () => {
    const specialtyValues = SPECIALTY_OPTIONS.map((o) => o.value);
    const certificationValues = CERTIFICATION_OPTIONS.map((o) => o.value);
    for (const { value: role } of ROLE_OPTIONS) {
      const own = ROLE_SPECIALTIES[role as keyof typeof ROLE_SPECIALTIES];
      const cards = ROLE_CERTIFICATIONS[role as keyof typeof ROLE_CERTIFICATIONS];
      expect(own?.length, role).toBeGreaterThan(0);
      expect(cards?.length, role).toBeGreaterThan(0);
      for (const value of own) expect(specialtyValues, `${role}: ${value}`).toContain(value);
      for (const value of cards) expect(certificationValues, `${role}: ${value}`).toContain(value);
    }
  });

  it('a CNA meets the nurse-aide specialties, an RN the nursing units: the jobs whose licence the role holds', () => {
    expect(ROLE_SPECIALTIES.CNA).toEqual(['CNA', 'PCT']);
    expect(ROLE_CERTIFICATIONS.CNA).toEqual(['BLS', 'CNA']);
    for (const value of ROLE_SPECIALTIES.CNA) expect(requirementsOf(value).licence?.types).toEqual(['CNA registry']);
    for (const value of ROLE_SPECIALTIES.RN) expect(requirementsOf(value).licence?.types).toEqual(['RN']);
    expect(ROLE_SPECIALTIES.RN).not.toContain('CNA');
    expect(ROLE_CERTIFICATIONS.RN).toEqual(expect.arrayContaining(['BLS', 'ACLS', 'CCRN']));
  });

  it('the form shows the role’s own options first, the role’s own one leading', () => {
    expect(shortlistOf(specialties, { role: 'CNA' })).toEqual(['CNA', 'PCT']);
    expect(shortlistOf(specialties, { role: 'PCT' })).toEqual(['PCT', 'CNA', 'Phlebotomist']);
    expect(shortlistOf(certification, { role: 'CNA' })).toEqual(['BLS', 'CNA']);
    expect(shortlistOf(specialties, { role: 'RN' })).toEqual([...ROLE_SPECIALTIES.RN]);
  });

  it('a choice outside the role’s options is never hidden', () => {
    expect(shortlistOf(specialties, { role: 'CNA', specialties: ['Long-Term Care', 'ICU'] })).toEqual(['CNA', 'PCT', 'ICU', 'Long-Term Care']);
    expect(shortlistOf(specialties, { role: 'CNA', specialties: ['CNA'] })).toEqual(['CNA', 'PCT']);
  });

  it('every option shows before the role is chosen, for a role without a list, and for a field without a shortlist', () => {
    expect(shortlistOf(specialties, {})).toBeNull();
    expect(shortlistOf(specialties, { role: '' })).toBeNull();
    expect(shortlistOf(specialties, { role: 'Astronaut' })).toBeNull();
    expect(shortlistOf(field('subscriptionOption'), { role: 'CNA' })).toBeNull();
    // Every option chosen: nothing left to show on request.
    expect(shortlistOf(certification, { role: 'CNA', certification: CERTIFICATION_OPTIONS.map((o) => o.value) })).toBeNull();
  });
});
