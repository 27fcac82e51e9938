import { SECTION_KEYS, type TApplication } from '@portal/shared/application/contract';
import { SECTIONS, sectionByKey } from '@portal/shared/application/sections';
import { describe, expect, it } from 'vitest';
import {
  allSectionsDone,
  applyDateMask,
  applyMask,
  entriesOf,
  isMaskedValue,
  isShown,
  issuesToErrors,
  missingRows,
  reviewRows,
  sectionStatus,
  singleOf,
  stepFromSearch,
  toData,
  visibleFields,
  withoutUntouchedMasked,
} from './form-logic';
import { validateEntries } from './validation';

const application = (over: Partial<TApplication> = {}): TApplication => ({
  sections: {},
  applicationDetails: {},
  step: 3,
  completeness: 0,
  submittedAt: null,
  offerRecorded: false,
  documents: [],
  ...over,
});

describe('input masks', () => {
  it('phone: (NNN)NNN-NNNN as typed, first digit 1-9 (spec §5)', () => {
    expect(applyMask('phone', '5')).toBe('(5');
    expect(applyMask('phone', '51255')).toBe('(512)55');
    expect(applyMask('phone', '5125550134')).toBe('(512)555-0134');
    expect(applyMask('phone', '(512) 555-0134 ext 9')).toBe('(512)555-0134');
    expect(applyMask('phone', '0512')).toBe('(512');
    expect(applyMask('phone', 'abc')).toBe('');
  });
  it('ssn, ein, zip, npi', () => {
    expect(applyMask('ssn', '123456789')).toBe('123-45-6789');
    expect(applyMask('ssn', '1234')).toBe('123-4');
    expect(applyMask('ein', '123456789')).toBe('12-3456789');
    expect(applyMask('zip', '787011234')).toBe('78701');
    expect(applyMask('npi', '12345678901')).toBe('1234567890');
  });
  it('dates MM/YYYY and MM/DD/YYYY', () => {
    expect(applyDateMask('MM/YYYY', '012020')).toBe('01/2020');
    expect(applyDateMask('MM/YYYY', '01')).toBe('01');
    expect(applyDateMask('MM/DD/YYYY', '03152020')).toBe('03/15/2020');
    expect(applyDateMask('MM/DD/YYYY', '0315')).toBe('03/15');
  });
  it('masked values from the server are recognised', () => {
    expect(isMaskedValue('***-**-6789')).toBe(true);
    expect(isMaskedValue('**/**/1980')).toBe(true);
    expect(isMaskedValue('123-45-6789')).toBe(false);
    expect(isMaskedValue(true)).toBe(false);
  });
});

describe('entries and stored data', () => {
  const workHistory = sectionByKey('workHistory');
  const education = sectionByKey('education');

  it('a repeating section starts with repeat.min entries', () => {
    expect(entriesOf(education, undefined)).toHaveLength(1);
    expect(entriesOf(workHistory, [{ employer: 'A' }, { employer: 'B' }, { employer: 'C' }]).map((e) => e.employer)).toEqual([
      'A',
      'B',
      'C',
    ]);
  });

  it('showWhen hides endDate of a current job, and hidden or empty values are not stored', () => {
    const field = workHistory.fields.find((f) => f.name === 'endDate')!;
    expect(isShown(field, { current: true })).toBe(false);
    expect(isShown(field, { current: false })).toBe(true);
    const data = toData(workHistory, [{ employer: 'A', current: true, endDate: '01/2020', unit: '', hoursPerWeek: '36' }]);
    expect(data).toEqual([{ employer: 'A', current: true, hoursPerWeek: 36 }]);
  });

  it('an explanation goes with a Yes only; a single section is one object', () => {
    const sanctions = sectionByKey('actionsAndSanctions');
    expect(toData(sanctions, [{ felony: false, felonyExplain: 'old text' }])).toEqual({ felony: false });
    expect(toData(sanctions, [{ felony: true, felonyExplain: 'why' }])).toEqual({ felony: true, felonyExplain: 'why' });
    expect(singleOf(sanctions, { felony: true }).felony).toBe(true);
  });

  it('issue paths become "<entry>.<field>" keys', () => {
    expect(
      issuesToErrors(workHistory, [
        { path: '1.endDate', message: 'x' },
        { path: '', message: 'list' },
      ]),
    ).toEqual({ '1.endDate': 'x', _section: 'list' });
    expect(
      issuesToErrors(sectionByKey('personalInfo'), [{ path: ['zip'], message: 'Zip code must be exactly 5 digits.' }]),
    ).toEqual({
      '0.zip': 'Zip code must be exactly 5 digits.',
    });
  });

  it('a sensitive value still masked is kept: no error for it; a retyped one is checked', () => {
    const w9 = sectionByKey('formW9');
    const masked = [{ tinType: 'ssn', ssn: '***-**-6789' }];
    expect(withoutUntouchedMasked({ '0.ssn': 'bad', '0.name': 'required' }, w9, masked)).toEqual({ '0.name': 'required' });
    expect(validateEntries(w9, [{ tinType: 'ssn', ssn: '12-34' }])['0.ssn']).toBe(
      'The Social Security number is 9 digits: 123-45-6789.',
    );
    expect(validateEntries(w9, masked)['0.ssn']).toBeUndefined();
  });

  it('the shared validator gives spec §5 messages per field', () => {
    const errors = validateEntries(sectionByKey('personalInfo'), [{ zip: '123', phone: '(012)555-0134' }]);
    expect(errors['0.zip']).toBe('Zip code must be exactly 5 digits.');
    expect(errors['0.phone']).toBe('Phone number must be (123) 456-7890 or (123)456-7890.');
    expect(errors['0.fName']).toBeTruthy();
  });
});

describe('wizard step (spec §4)', () => {
  it('?step=N opens that step; otherwise the first missing section', () => {
    expect(stepFromSearch('?step=5', application())).toBe(5);
    expect(stepFromSearch('?step=0', application())).toBe(0);
    expect(stepFromSearch('?step=17', application())).toBe(17);
    expect(stepFromSearch('?step=18', application())).toBe(3);
    expect(stepFromSearch('?step=x', application())).toBe(3);
    expect(stepFromSearch('', application({ step: 0 }))).toBe(0);
  });

  it('a section is complete, not applicable, a draft, empty, or waiting for an offer', () => {
    const app = application({
      sections: {
        personalInfo: { data: {}, status: 'complete', updatedAt: '' },
        education: { data: [], status: 'draft', updatedAt: '' },
        medicalTraining: { data: null, status: 'notApplicable', updatedAt: '' },
      },
    });
    expect(sectionStatus('personalInfo', app)).toBe('complete');
    expect(sectionStatus('education', app)).toBe('draft');
    expect(sectionStatus('medicalTraining', app)).toBe('notApplicable');
    expect(sectionStatus('boardCert', app)).toBe('empty');
    expect(sectionStatus('healthStatus', app, 'offer')).toBe('waiting');
    expect(sectionStatus('healthStatus', { ...app, offerRecorded: true }, 'offer')).toBe('empty');
    expect(allSectionsDone(app)).toBe(false);
  });

  it('can be submitted with health status still waiting for an offer (it is not due), not with another section missing', () => {
    const flags = Object.fromEntries(SECTION_KEYS.map((key) => [key, true])) as Record<string, boolean | null>;
    expect(allSectionsDone(application({ applicationDetails: { ...flags, healthStatus: null } }))).toBe(true);
    expect(allSectionsDone(application({ applicationDetails: { ...flags, healthStatus: false } }))).toBe(false);
    expect(allSectionsDone(application({ applicationDetails: { ...flags, licenses: false, healthStatus: null } }))).toBe(false);
  });
});

describe('the review', () => {
  it('lists every section with its status; a draft counts the policies it left for later; missing are the draft and empty ones that are due', () => {
    const app = application({
      sections: {
        personalInfo: { data: { fName: 'Ann', DrugFreeEnvironment: true, MedicalInformation: false }, status: 'draft', updatedAt: '' },
        education: { data: [], status: 'complete', updatedAt: '' },
        medicalTraining: { data: null, status: 'notApplicable', updatedAt: '' },
      },
    });
    const rows = reviewRows(SECTIONS, app);
    expect(rows.map((row) => row.key)).toEqual([...SECTION_KEYS]);
    expect(rows[0]).toEqual({ key: 'personalInfo', step: 0, status: 'draft', deferredPolicies: 4 });
    expect(rows[1]).toMatchObject({ status: 'complete', deferredPolicies: 0 });
    expect(rows.find((row) => row.key === 'healthStatus')?.status).toBe('waiting');
    const missing = missingRows(rows).map((row) => row.key);
    expect(missing).toContain('personalInfo');
    expect(missing).toContain('boardCert');
    expect(missing).not.toContain('education');
    expect(missing).not.toContain('medicalTraining');
    expect(missing).not.toContain('healthStatus');
    expect(missingRows(reviewRows(SECTIONS, { ...app, offerRecorded: true })).map((row) => row.key)).toContain('healthStatus');
  });
});

describe('a list inside an entry (background check addresses)', () => {
  const background = sectionByKey('backgroundCheck');
  it('keeps each address in its place, without empty values and hidden answers', () => {
    const data = toData(background, [
      {
        addresses: [
          { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', current: true, from: '01/2010', to: '12/2011' },
          { street: '', city: '', state: '', zip: '', current: undefined, from: '', to: '' },
        ],
      },
    ]) as { addresses: unknown[] };
    expect(data.addresses).toEqual([{ street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', current: true, from: '01/2010' }, {}]);
  });
  it('gives each message of an address its own key, and the list its own', () => {
    expect(
      issuesToErrors(background, [
        { path: 'addresses.1.zip', message: 'Zip code must be exactly 5 digits.' },
        { path: 'addresses', message: 'uncovered' },
      ]),
    ).toEqual({ '0.addresses.1.zip': 'Zip code must be exactly 5 digits.', '0.addresses': 'uncovered' });
    const found = validateEntries(background, [{ ...singleOf(background, {}), addresses: [{ street: '1 Main St', zip: '787' }] }], { draft: true });
    expect(found['0.addresses.0.zip']).toBe('Zip code must be exactly 5 digits.');
  });
  it('shows the earlier text field only while it holds something', () => {
    const names = (entry: Record<string, unknown>) => visibleFields(background.fields, entry).map((f) => f.name);
    expect(names({})).not.toContain('addressHistory');
    expect(names({ addressHistory: '' })).not.toContain('addressHistory');
    expect(names({ addressHistory: '1 Main St, Austin' })).toContain('addressHistory');
    expect(names({})).toContain('addresses');
  });
});
