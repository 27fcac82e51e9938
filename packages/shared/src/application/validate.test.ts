import { describe, expect, it } from 'vitest';
import type { SECTION_KEYS } from './contract';
import { sampleSectionData } from './samples';
import { SECTIONS, sectionByKey } from './sections';
import { APPLICATION_MESSAGES as M, maskPhone, validateSection } from './validate';

const now = new Date('2026-11-24T12:00:00Z');
const FILE = '0b6f4c1e-6a57-4b44-9d1c-1f2b3c4d5e6f';
const personal = sectionByKey('personalInfo');
const valid = () => ({ ...(sampleSectionData(personal) as Record<string, unknown>) });

function messageAt(sectionKey: (typeof SECTION_KEYS)[number], data: unknown, path: string, draft = false): string | undefined {
  const result = validateSection(sectionByKey(sectionKey), data, { now, draft });
  return result.success ? undefined : result.errors.find((e) => e.path === path)?.message;
}
const personalMessage = (patch: Record<string, unknown>, path: string) => messageAt('personalInfo', { ...valid(), ...patch }, path);

describe('generic validator: every sample is valid', () => {
  it.each(SECTIONS.map((s) => [s.key, s] as const))('%s', (_key, section) => {
    const result = validateSection(section, sampleSectionData(section, { fileId: FILE }), { now });
    expect(result).toMatchObject({ success: true });
  });
});

describe('spec §5 application messages', () => {
  it('names', () => {
    expect(personalMessage({ fName: '' }, 'fName')).toBe('Please enter your first name.');
    expect(personalMessage({ fName: 'A'.repeat(16) }, 'fName')).toBe('First name should be no longer than 15 characters');
    expect(personalMessage({ fName: 'Al3x' }, 'fName')).toBe('Please enter only alphabets.');
    expect(personalMessage({ fName: 'A' }, 'fName')).toBeUndefined();
    expect(personalMessage({ lName: '' }, 'lName')).toBe('Please enter your last name.');
    expect(personalMessage({ lName: 'B'.repeat(31) }, 'lName')).toBe('Last name should be no longer than 30 characters');
    expect(personalMessage({ lName: "O'Neil-Santos" }, 'lName')).toBeUndefined();
  });
  it('address, zip, phone', () => {
    expect(personalMessage({ address: '  ' }, 'address')).toBe('Please enter your address.');
    for (const zip of ['1234', '123456', 'abcde', '12 34']) expect(personalMessage({ zip }, 'zip')).toBe('Zip code must be exactly 5 digits.');
    expect(personalMessage({ zip: '' }, 'zip')).toBe(M.zip);
    for (const phone of ['(123) 456-7890', '(123)456-7890', '(123)4567890', '(123) 4567890']) expect(personalMessage({ phone }, 'phone')).toBeUndefined();
    for (const phone of ['123-456-7890', '(023)456-7890', '1234567890', '(123)456-789'])
      expect(personalMessage({ phone }, 'phone')).toBe('Phone number must be (123) 456-7890 or (123)456-7890.');
    expect(personalMessage({ phone: '' }, 'phone')).toBe(M.phone);
  });
  it('phone mask (NNN)NNN-NNNN, first digit 1 to 9', () => {
    expect(maskPhone('5125550134')).toBe('(512)555-0134');
    expect(maskPhone('0512')).toBe('(512');
    expect(maskPhone('51255')).toBe('(512)55');
    expect(maskPhone('')).toBe('');
  });
  it('recruiter, role, experience, specialties', () => {
    expect(personalMessage({ recruiter: '' }, 'recruiter')).toBe('Please enter your recruiter.');
    expect(personalMessage({ recruiter: 'J' }, 'recruiter')).toBe('Recruiter must be at least 2 characters');
    expect(personalMessage({ role: '' }, 'role')).toBe('Please select your role.');
    expect(personalMessage({ role: 'Astronaut' }, 'role')).toBe('Please select one of the options.');
    expect(personalMessage({ experinceReq: undefined }, 'experinceReq')).toBe('Please select your experience.');
    expect(personalMessage({ specialties: [] }, 'specialties')).toBe('Please select at least one specialty.');
    expect(personalMessage({ specialties: ['Nope'] }, 'specialties.0')).toBe(M.selectInvalid);
  });
  it('salary digits only, 1 to 10', () => {
    for (const salary of ['12a', '12.5', '12345678901', '-5']) expect(personalMessage({ salary }, 'salary')).toBe('Salary must be only digits, 1 to 10 of them.');
    expect(personalMessage({ salary: '' }, 'salary')).toBe(M.salary);
    expect(personalMessage({ salary: '1234567890' }, 'salary')).toBeUndefined();
  });
  it('subscription options and other states', () => {
    expect(personalMessage({ subscriptionOption: [] }, 'subscriptionOption')).toBe('Please select at least one subscription option.');
    expect(personalMessage({ otherStates: [] }, 'otherStates')).toBe('Please select at least one state or compact state.');
    expect(personalMessage({ otherStates: [], otherStatesCompact: true }, 'otherStates')).toBeUndefined();
    expect(personalMessage({ otherStates: ['ZZ'] }, 'otherStates.0')).toBe('Please select a US state.');
  });
  it('pay rates: Must Be Only Digits, all five required', () => {
    for (const name of ['Regular_Rate', 'Overtime_Rate', 'OnCall_Rate', 'Callback_Rate', 'Holiday_Rate']) {
      expect(personalMessage({ [name]: 'abc' }, name)).toBe('Must Be Only Digits');
      expect(personalMessage({ [name]: '-1' }, name)).toBe('Must Be Only Digits');
      expect(personalMessage({ [name]: '' }, name)).toBe('Must Be Only Digits');
      expect(personalMessage({ [name]: '32.50' }, name)).toBeUndefined();
    }
    expect(personalMessage({ Notes: '' }, 'Notes')).toBeUndefined();
    const result = validateSection(personal, { ...valid(), Regular_Rate: '32.50' }, { now });
    expect(result.success && (result.data as Record<string, unknown>).Regular_Rate).toBe(32.5);
  });
  it('policy acceptances must equal true and may be deferred', () => {
    for (const name of ['DrugFreeEnvironment', 'MedicalInformation', 'ContactEMPLOYERS', 'BackgroundAuthorization', 'PoliciesCompliance']) {
      expect(personalMessage({ [name]: 'maybe' }, name)).toBe('Please accept this policy. You may defer it until later in the process.');
      expect(personalMessage({ [name]: 'true' }, name)).toBeUndefined();
      // Unticked is not accepted: a complete section needs every policy ticked (spec §5).
      expect(personalMessage({ [name]: undefined }, name)).toBe('Please accept this policy. You may defer it until later in the process.');
      expect(personalMessage({ [name]: false }, name)).toBe('Please accept this policy. You may defer it until later in the process.');
      expect(personalMessage({ [name]: 'false' }, name)).toBe('Please accept this policy. You may defer it until later in the process.');
      // A draft may leave them for later.
      const draft = validateSection(personal, { ...valid(), [name]: false }, { now, draft: true });
      expect(draft.success).toBe(true);
    }
    const unticked = validateSection(personal, { ...valid(), DrugFreeEnvironment: false }, { now });
    expect(unticked.success).toBe(false);
  });
  it('e-mail', () => {
    expect(personalMessage({ email: '' }, 'email')).toBe('Please enter an email.');
    expect(personalMessage({ email: 'nope' }, 'email')).toBe('Please enter a valid email.');
  });
});

describe('generic rules', () => {
  it('explain if Yes', () => {
    const data = { ...(sampleSectionData(sectionByKey('actionsAndSanctions')) as object), felony: true };
    expect(messageAt('actionsAndSanctions', data, 'felonyExplain')).toBe('Please explain your Yes answer.');
    expect(messageAt('actionsAndSanctions', { ...data, felonyExplain: 'Dismissed in 2010.' }, 'felonyExplain')).toBeUndefined();
    expect(messageAt('actionsAndSanctions', { ...data, felony: 'maybe' }, 'felony')).toBe('Please answer Yes or No.');
    expect(messageAt('actionsAndSanctions', { ...data, felony: undefined }, 'felony')).toBe(M.yesNoRequired);
    expect(messageAt('actionsAndSanctions', { ...data, essentialFunctions: false, essentialFunctionsExplain: '' }, 'essentialFunctionsExplain')).toBe(M.required);
  });
  it('attestation and signature', () => {
    const data = sampleSectionData(sectionByKey('actionsAndSanctions')) as object;
    expect(messageAt('actionsAndSanctions', { ...data, attestation: false }, 'attestation')).toBe('Please tick the box to continue.');
    expect(messageAt('actionsAndSanctions', { ...data, signature: '' }, 'signature')).toBe('Please type your full legal name to sign.');
    expect(messageAt('actionsAndSanctions', { ...data, signature: 'A'.repeat(101) }, 'signature')).toBe(M.textMax(100));
  });
  it('showWhen: hidden values are dropped, shown ones required', () => {
    const w9 = sectionByKey('formW9');
    const data = { ...(sampleSectionData(w9) as object), tinType: 'ein', ssn: '123-45-6789', ein: '' };
    expect(messageAt('formW9', data, 'ein')).toBe(M.required);
    const ok = validateSection(w9, { ...data, ein: '12-3456789' }, { now });
    expect(ok.success && (ok.data as Record<string, unknown>).ssn).toBeUndefined();
    expect(messageAt('formW9', { ...data, ein: '123' }, 'ein')).toBe('The EIN is 9 digits: 12-3456789.');
    expect(messageAt('formW9', { ...data, tinType: 'ssn', ssn: '12-345' }, 'ssn')).toBe('The Social Security number is 9 digits: 123-45-6789.');
  });
  describe('work history: at most one current job (domain.md §1)', () => {
    const job = (current: boolean | string, extra: Record<string, unknown> = {}) => {
      const entry: Record<string, unknown> = { ...(sampleSectionData(sectionByKey('workHistory')) as Array<Record<string, unknown>>)[0]!, current, ...extra };
      if (current === true || current === 'true') delete entry.endDate;
      return entry;
    };
    const errorsOf = (data: unknown, draft = false) => {
      const result = validateSection(sectionByKey('workHistory'), data, { now, draft });
      return result.success ? [] : result.errors.filter((e) => e.message === M.oneCurrentJob).map((e) => e.path);
    };
    it.each([
      ['no current job', [job(false), job(false)], false, []],
      ['one current job', [job(true), job(false)], false, []],
      ['one current job, last', [job(false), job(false), job(true)], false, []],
      ['two current jobs: the second is flagged', [job(true), job(true)], false, ['1.current']],
      ['three current jobs, with a past one between', [job(true), job(false), job('true'), job(true)], false, ['2.current', '3.current']],
      ['as the form posts it ("true")', [job('true'), job('true')], false, ['1.current']],
      ['alongside another error of the entry', [job(true), job(true, { employer: '' })], false, ['1.current']],
      ['a draft keeps two for later', [job(true), job(true)], true, []],
    ] as const)('%s', (_name, data, draft, paths) => {
      expect(errorsOf(data, draft)).toEqual(paths);
    });
    it('says so clearly', () => {
      expect(messageAt('workHistory', [job(true), job(true)], '1.current')).toBe('Only one job can be your current job. Please answer No here, or on the other current job.');
    });
  });
  it('dates: format, future, order', () => {
    const work = sampleSectionData(sectionByKey('workHistory')) as Array<Record<string, unknown>>;
    const entry = { ...work[0]!, current: false };
    expect(messageAt('workHistory', [{ ...entry, startDate: '2020-01' }], '0.startDate')).toBe('Enter the date as MM/YYYY.');
    expect(messageAt('workHistory', [{ ...entry, startDate: '13/2020' }], '0.startDate')).toBe(M.dateFormat('MM/YYYY'));
    expect(messageAt('workHistory', [{ ...entry, startDate: '01/2027' }], '0.startDate')).toBe('The date cannot be in the future.');
    expect(messageAt('workHistory', [{ ...entry, startDate: '05/2021', endDate: '04/2021' }], '0.endDate')).toBe('The end cannot be before the start.');
    expect(messageAt('workHistory', [{ ...entry, endDate: '' }], '0.endDate')).toBe(M.required);
    const lic = (sampleSectionData(sectionByKey('licenses'), { fileId: FILE }) as Array<Record<string, unknown>>)[0]!;
    expect(messageAt('licenses', [{ ...lic, expiryDate: '02/30/2027' }], '0.expiryDate')).toBe('Enter the date as MM/DD/YYYY.');
    expect(messageAt('licenses', [{ ...lic, issueDate: '12/01/2026' }], '0.issueDate')).toBe(M.dateFuture);
    expect(messageAt('licenses', [{ ...lic, state: 'XX' }], '0.state')).toBe(M.stateInvalid);
    expect(messageAt('licenses', [{ ...lic, state: '' }], '0.state')).toBe(M.selectRequired);
    expect(messageAt('licenses', [{ ...lic, image: 'not-an-id' }], '0.image')).toBe('Please upload the document again.');
  });
  it('a licence or certification marked Active cannot have expired (complete and draft alike)', () => {
    const lic = (sampleSectionData(sectionByKey('licenses'), { fileId: FILE }) as Array<Record<string, unknown>>)[0]!;
    const cert = (sampleSectionData(sectionByKey('boardCert'), { fileId: FILE }) as Array<Record<string, unknown>>)[0]!;
    expect(M.activeExpired).toBe('This is marked Active, but its expiry date has passed. Correct the date, or change the status.');
    expect(messageAt('licenses', [{ ...lic, status: 'Active', expiryDate: '11/23/2026' }], '0.expiryDate')).toBe(M.activeExpired);
    expect(messageAt('licenses', [{ status: 'Active', expiryDate: '11/23/2026' }], '0.expiryDate', true)).toBe(M.activeExpired);
    expect(messageAt('boardCert', [{ ...cert, status: 'Active', expiryDate: '01/01/2020' }], '0.expiryDate')).toBe(M.activeExpired);
    // Valid through its expiry date; an expired credential marked Expired or Inactive is kept (and listed as expired).
    expect(messageAt('licenses', [{ ...lic, status: 'Active', expiryDate: '11/24/2026' }], '0.expiryDate')).toBeUndefined();
    expect(messageAt('licenses', [{ ...lic, status: 'Expired', expiryDate: '11/23/2026' }], '0.expiryDate')).toBeUndefined();
    expect(messageAt('licenses', [{ ...lic, status: 'Inactive', expiryDate: '11/23/2026' }], '0.expiryDate')).toBeUndefined();
  });
  it('numbers, text length, uploads, entries', () => {
    const exam = (sampleSectionData(sectionByKey('LicenseandExams')) as Array<Record<string, unknown>>)[0]!;
    expect(messageAt('LicenseandExams', [{ ...exam, attempts: 'x' }], '0.attempts')).toBe('Please enter a number.');
    expect(messageAt('LicenseandExams', [{ ...exam, attempts: '1.5' }], '0.attempts')).toBe('Please enter a whole number.');
    expect(messageAt('LicenseandExams', [{ ...exam, attempts: 0 }], '0.attempts')).toBe('Must be at least 1.');
    expect(messageAt('LicenseandExams', [{ ...exam, attempts: 21 }], '0.attempts')).toBe('Must be at most 20.');
    const bls = (sampleSectionData(sectionByKey('lifeSupportCert')) as Array<Record<string, unknown>>)[0]!;
    expect(messageAt('lifeSupportCert', [bls], '0.cardFront')).toBe('Please upload the document.');
    expect(messageAt('lifeSupportCert', [], '')).toBe('Please add at least one entry.');
    expect(messageAt('miltaryHistory', Array(6).fill({}), '')).toBe('Please add no more than 5 entries.');
    expect(messageAt('lifeSupportCert', { not: 'a list' }, '')).toBe('The section data must be a list of entries.');
    expect(messageAt('personalInfo', ['a list'], '')).toBe('The section data must be an object.');
    expect(personalMessage({ otherNames: 'x'.repeat(301) }, 'otherNames')).toBe('Must be no longer than 300 characters');
    expect(personalMessage({ npi: '12' }, 'npi')).toBe('The NPI is 10 digits.');
    expect(personalMessage({ certification: ['BLS', 'BLS'] }, 'certification')).toBeUndefined();
    expect(personalMessage({ psor: '' }, 'psor')).toBe(M.selectRequired);
    expect(M.multiRequired(2)).toBe('Please select at least 2.');
    expect(M.multiRequired(1)).toBe('Please select at least one.');
    expect(M.datePast).toBe('The date has already passed.');
    expect(M.pattern).toBe('Please check the format.');
  });
});

describe('draft mode', () => {
  it('accepts partial data but checks what is filled', () => {
    expect(validateSection(personal, { fName: 'Alex' }, { now, draft: true })).toMatchObject({ success: true, data: { fName: 'Alex' } });
    expect(validateSection(personal, {}, { now, draft: true })).toMatchObject({ success: true });
    expect(messageAt('personalInfo', { zip: '12' }, 'zip', true)).toBe(M.zip);
    expect(messageAt('personalInfo', { phone: '555' }, 'phone', true)).toBe(M.phone);
    expect(messageAt('personalInfo', { fName: 'A'.repeat(16) }, 'fName', true)).toBe(M.firstNameMax);
    expect(validateSection(sectionByKey('licenses'), [], { now, draft: true })).toMatchObject({ success: true });
    expect(validateSection(sectionByKey('licenses'), [{ number: 'RN-001' }], { now, draft: true })).toMatchObject({ success: true });
    expect(messageAt('licenses', [{ expiryDate: 'soon' }], '0.expiryDate', true)).toBe(M.dateFormat('MM/DD/YYYY'));
  });
  it('drops unknown keys and empty values', () => {
    const result = validateSection(personal, { fName: ' Alex ', lName: '', hacker: '<script>' }, { now, draft: true });
    expect(result).toEqual({ success: true, data: { fName: 'Alex' } });
  });
});
