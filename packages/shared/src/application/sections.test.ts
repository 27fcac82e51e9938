import { describe, expect, it } from 'vitest';
import { SECTION_KEYS } from './contract';
import { DOCUMENT_KINDS, SECTIONS, sectionByKey } from './sections';

describe('the 18 sections as data', () => {
  it('are in wizard order with the spec keys', () => {
    expect(SECTIONS.map((s) => s.key)).toEqual([...SECTION_KEYS]);
    expect(SECTIONS.map((s) => s.step)).toEqual(SECTION_KEYS.map((_k, i) => i));
  });
  it('have unique field names and valid showWhen references', () => {
    for (const section of SECTIONS) {
      const names = section.fields.map((f) => f.name);
      expect(new Set(names).size, section.key).toBe(names.length);
      for (const f of section.fields) if (f.showWhen) expect(names, `${section.key}.${f.name}`).toContain(f.showWhen.field);
    }
  });
  it('carry the domain’s gates, uploads and policy acceptances', () => {
    expect(sectionByKey('healthStatus').gate).toBe('offer');
    expect(sectionByKey('backgroundCheck').gate).toBe('standalone');
    expect(sectionByKey('backgroundCheck').disclosure).toMatch(/^DISCLOSURE REGARDING BACKGROUND INVESTIGATION/);
    expect(DOCUMENT_KINDS).toEqual(expect.arrayContaining(['resume', 'license', 'blsFront', 'blsBack', 'dd214', 'coiFaceSheet']));
    const personal = sectionByKey('personalInfo').fields.map((f) => f.name);
    for (const name of ['fName', 'lName', 'email', 'address', 'phone', 'recruiter', 'zip', 'certification', 'role', 'experinceReq', 'specialties', 'salary', 'subscriptionOption', 'otherStates', 'cell', 'DrugFreeEnvironment', 'MedicalInformation', 'ContactEMPLOYERS', 'BackgroundAuthorization', 'PoliciesCompliance', 'Regular_Rate', 'Overtime_Rate', 'OnCall_Rate', 'Callback_Rate', 'Holiday_Rate', 'Notes'])
      expect(personal).toContain(name);
    const sanctions = sectionByKey('actionsAndSanctions').fields;
    expect(sanctions.filter((f) => f.kind === 'yesNo')).toHaveLength(9);
    expect(sanctions.some((f) => f.kind === 'signature')).toBe(true);
    const w9 = sectionByKey('formW9').fields;
    expect(w9.find((f) => f.name === 'ssn')).toMatchObject({ sensitive: true, mask: 'ssn' });
    expect(w9.find((f) => f.name === 'ein')).toMatchObject({ sensitive: true, mask: 'ein' });
    const bg = sectionByKey('backgroundCheck').fields;
    for (const name of ['dob', 'ssn', 'driversLicenseNumber', 'addressHistory', 'aliases']) expect(bg.find((f) => f.name === name)?.sensitive).toBe(true);
    expect(sectionByKey('healthStatus').fields.filter((f) => f.kind !== 'file').every((f) => f.sensitive)).toBe(true);
  });
});
