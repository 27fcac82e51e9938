import { describe, expect, it } from 'vitest';
import { fieldsThrough, hasPart } from './contract';
import { openingPart, partDone, partOfField } from './parts';
import { sampleSectionData } from './samples';
import { SECTIONS, sectionByKey } from './sections';
import { APPLICATION_MESSAGES as M, validateSection } from './validate';

const now = new Date('2026-11-24T12:00:00Z');
const personal = sectionByKey('personalInfo');

/** What a new CNA knows at once: who they are, how to reach them, their role and states. */
const firstStep = {
  fName: 'Dana',
  lName: 'Price',
  email: 'dana.price@example.com',
  phone: '(615)555-0188',
  address: '12 Elm Street',
  city: 'Nashville',
  state: 'TN',
  zip: '37203',
  role: 'CNA',
  otherStates: ['TN'],
};

describe('sections in parts (decision 044)', () => {
  it('every field of a section in parts is in exactly one part, and the parts follow the section’s order', () => {
    for (const section of SECTIONS.filter((s) => s.parts)) {
      const inParts = section.parts!.flatMap((part) => part.fields);
      expect([...inParts].sort(), section.key).toEqual(section.fields.map((f) => f.name).sort());
      expect(inParts, section.key).toEqual(section.fields.map((f) => f.name));
      for (const field of section.fields) if (field.showWhen) expect(partOfField(section, field.showWhen.field)).toBe(partOfField(section, field.name));
    }
  });

  it('personal information: the first part is who you are, how to reach you, role and states; nothing a candidate cannot know yet', () => {
    expect(personal.parts!.map((p) => p.key)).toEqual(['start', 'more']);
    const first = fieldsThrough(personal, 'start');
    for (const name of ['fName', 'lName', 'email', 'phone', 'address', 'city', 'state', 'zip', 'role', 'otherStates']) expect(first.has(name), name).toBe(true);
    for (const name of ['salary', 'Regular_Rate', 'Overtime_Rate', 'OnCall_Rate', 'Callback_Rate', 'Holiday_Rate', 'specialties', 'certification', 'experinceReq', 'recruiter', 'subscriptionOption', 'DrugFreeEnvironment'])
      expect(first.has(name), name).toBe(false);
    expect(fieldsThrough(personal, 'more').size).toBe(personal.fields.length);
    expect(hasPart(personal, 'start')).toBe(true);
    expect(hasPart(personal, 'later')).toBe(false);
    expect(hasPart(sectionByKey('education'), 'start')).toBe(false);
    expect(() => fieldsThrough(personal, 'later')).toThrow();
  });

  it('the first part is done with the short set alone; the section is complete only with every part', () => {
    expect(validateSection(personal, firstStep, { draft: true, through: 'start', now })).toEqual({ success: true, data: firstStep });
    expect(partDone(personal, firstStep, 'start', now)).toBe(true);
    expect(partDone(personal, firstStep, 'more', now)).toBe(false);
    expect(validateSection(personal, firstStep, { now }).success).toBe(false);
    expect(partDone(personal, sampleSectionData(personal), 'more', now)).toBe(true);
  });

  it('a part is checked with the spec’s messages, and only its own fields are required', () => {
    const result = validateSection(personal, { ...firstStep, zip: '', role: '', otherStates: [], otherStatesCompact: false }, { draft: true, through: 'start', now });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.fromEntries(result.errors.map((e) => [e.path, e.message]))).toEqual({ zip: M.zip, role: M.roleRequired, otherStates: M.statesRequired });
    // The compact switch stands for the states (spec §5 "at least one state or compact state").
    expect(partDone(personal, { ...firstStep, otherStates: [], otherStatesCompact: true }, 'start', now)).toBe(true);
    // What is filled in the later part must still have the right format.
    expect(partDone(personal, { ...firstStep, salary: '12a' }, 'start', now)).toBe(false);
  });

  it('without `draft`, `through` changes nothing: a complete save checks the whole section', () => {
    expect(validateSection(personal, firstStep, { through: 'start', now }).success).toBe(false);
  });

  it('the wizard opens a new or complete section at its first part, a draft at the first part not done', () => {
    expect(openingPart(personal, undefined)).toBe('start');
    expect(openingPart(personal, { status: 'draft', data: { fName: 'Dana' } }, now)).toBe('start');
    expect(openingPart(personal, { status: 'draft', data: firstStep }, now)).toBe('more');
    expect(openingPart(personal, { status: 'complete', data: sampleSectionData(personal) }, now)).toBe('start');
    expect(openingPart(sectionByKey('education'), undefined)).toBeNull();
  });
});
