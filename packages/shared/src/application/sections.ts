// The 18 sections of the credentialing application as data (domain.md §1; spec §3 "Application details sections" and
// "Application step forms"; spec §5 application rules). The generic section form renders these descriptors, the generic
// validator (validate.ts) checks them, and the server stores what they describe.
//
// Values, by field kind (one entry of a section's data):
//   text, textarea, email, date, select, state → string ('' or absent when not filled)
//   number        → number (a numeric string is accepted and kept as a number)
//   multiselect   → string[]
//   states        → string[] of USPS codes; with `compact` the switch is a sibling boolean `<name>Compact`
//                    (spec §5 "State selection: at least one state or compact state")
//   yesNo         → boolean; with `explainIfYes` the explanation is a sibling string `<name>Explain`
//   accept        → true (the string 'true' is accepted too: spec §5 "must equal 'true'")
//   signature     → the typed full legal name (string); the server records `<name>SignedAt` (ISO time) beside it
//   file          → the id of one of the candidate's documents (see ZDocument), of the field's documentKind
// A repeating section's data is an array of entries; any other section's data is one entry (an object).
import { US_STATES } from '../domain/us-states';
import { PERSON_NAME_PATTERN_SOURCE } from '../schemas/names';
import type { Field, Option, Section, SectionKey } from './contract';
import { SECTION_KEYS } from './contract';
import { BY_ROLE } from './roles';
import { SPECIALTY_OPTIONS } from './specialties';

const opts = (...values: string[]): Option[] => values.map((value) => ({ value, label: value }));
const labelled = (pairs: Array<[string, string]>): Option[] => pairs.map(([value, label]) => ({ value, label }));

export const STATE_OPTIONS: Option[] = US_STATES.map(([value, label]) => ({ value, label }));

/** Roles the agency places (domain.md header): the application's `role` (spec §3 step forms). */
export const ROLE_OPTIONS: Option[] = labelled([
  ['RN', 'Registered Nurse (RN)'],
  ['LPN/LVN', 'Licensed Practical / Vocational Nurse (LPN/LVN)'],
  ['PCT', 'Patient Care Technician (PCT)'],
  ['CNA', 'Certified Nursing Assistant (CNA)'],
  ['Medical Assistant', 'Medical Assistant'],
  ['CMA', 'Certified Medical Assistant (CMA)'],
  ['Allied', 'Allied health (radiology, lab, respiratory, therapy)'],
]);

/** spec §3 `experinceReq`: years of experience in the role. */
export const EXPERIENCE_OPTIONS: Option[] = labelled([
  ['<1', 'Less than 1 year'],
  ['1-2', '1 to 2 years'],
  ['2-5', '2 to 5 years'],
  ['5-10', '5 to 10 years'],
  ['10+', 'More than 10 years'],
]);

export { SPECIALTY_OPTIONS } from './specialties';

/** spec §3 `certification` (array) of the step forms: the cards a candidate holds. */
export const CERTIFICATION_OPTIONS: Option[] = opts('BLS', 'ACLS', 'PALS', 'NRP', 'TNCC', 'ENPC', 'NIHSS', 'CCRN', 'PCCN', 'CEN', 'CMSRN', 'CNA', 'CMA (AAMA)', 'RMA', 'CCMA', 'CPT (phlebotomy)', 'ARRT', 'RRT');

/** spec §3 `subscriptionOption` (array): the job e-mails the candidate wants. */
export const SUBSCRIPTION_OPTIONS: Option[] = labelled([
  ['travel', 'Travel contracts'],
  ['local', 'Local contracts'],
  ['perDiem', 'Per diem shifts'],
  ['permanent', 'Permanent positions'],
]);

/** Spec §3 policy acceptances, in the spec's order, with the text the candidate accepts. */
export const POLICY_ACCEPTANCES: Array<{ name: string; label: string; text: string }> = [
  {
    name: 'DrugFreeEnvironment',
    label: 'Drug-free workplace',
    text: 'I agree to the drug-free workplace policy and to drug screening as the facility requires.',
  },
  {
    name: 'MedicalInformation',
    label: 'Medical information',
    text: 'I understand that health and immunisation records are asked for only after an offer and are kept apart from my personnel file.',
  },
  {
    name: 'ContactEMPLOYERS',
    label: 'Contacting employers',
    text: 'I authorise the agency to contact my past employers and references to verify my work history.',
  },
  {
    name: 'BackgroundAuthorization',
    label: 'Background check',
    text: 'I understand that a background check will be ordered only after I read the separate disclosure and sign the authorisation.',
  },
  {
    name: 'PoliciesCompliance',
    label: 'Agency policies',
    text: 'I agree to follow the agency’s and each facility’s policies, including HIPAA privacy and infection control.',
  },
];

/** Spec §3 pay rates (desired), spec §5 "Must Be Only Digits": all five required, notes optional. */
export const PAY_RATE_FIELDS = ['Regular_Rate', 'Overtime_Rate', 'OnCall_Rate', 'Callback_Rate', 'Holiday_Rate'] as const;

const ATTESTATION =
  'I attest that the information in this application is true, correct and complete. I understand that a false statement or an omission may lead to my application being refused or my placement ended.';

const BACKGROUND_DISCLOSURE = [
  'DISCLOSURE REGARDING BACKGROUND INVESTIGATION',
  '',
  'The agency may obtain information about you from a third-party consumer reporting agency for employment purposes. You may be the subject of a "consumer report" which may include information about your character, general reputation, personal characteristics and/or mode of living. These reports may contain information regarding your criminal history, Social Security verification, motor vehicle records, verification of your education or employment history, professional licences and certifications, exclusion lists (OIG, SAM and state Medicaid), sex-offender registries and drug screening.',
  '',
  'You have the right, upon written request made within a reasonable time, to request whether a consumer report has been run about you, and to request a copy of your report. These searches will be conducted by a consumer reporting agency whose name, address and telephone number will be given to you with any report.',
].join('\n');

// ---- reusable field builders ----

const text = (name: string, label: string, extra: Partial<Extract<Field, { kind: 'text' }>> = {}): Field => ({ kind: 'text', name, label, maxLength: 100, ...extra });
const req = <F extends Field>(field: F): F => ({ ...field, required: true });
const monthYear = (name: string, label: string, extra: Partial<Extract<Field, { kind: 'date' }>> = {}): Field => ({
  kind: 'date',
  name,
  label,
  format: 'MM/YYYY',
  notFuture: true,
  width: 'half',
  ...extra,
});
const fullDate = (name: string, label: string, extra: Partial<Extract<Field, { kind: 'date' }>> = {}): Field => ({
  kind: 'date',
  name,
  label,
  format: 'MM/DD/YYYY',
  width: 'half',
  ...extra,
});
const state = (name: string, label: string, extra: Partial<Extract<Field, { kind: 'state' }>> = {}): Field => ({ kind: 'state', name, label, width: 'half', ...extra });
const yesNo = (name: string, label: string, extra: Partial<Extract<Field, { kind: 'yesNo' }>> = {}): Field => ({ kind: 'yesNo', name, label, ...extra });
const select = (name: string, label: string, options: Option[], extra: Partial<Extract<Field, { kind: 'select' }>> = {}): Field => ({ kind: 'select', name, label, options, ...extra });
const file = (name: string, label: string, documentKind: string, extra: Partial<Extract<Field, { kind: 'file' }>> = {}): Field => ({
  kind: 'file',
  name,
  label,
  accept: 'documentOrImage',
  documentKind,
  ...extra,
});
const phone = (name: string, label: string, extra: Partial<Extract<Field, { kind: 'text' }>> = {}): Field => text(name, label, { mask: 'phone', maxLength: 14, width: 'half', ...extra });
const notes = (name: string, label: string, maxLength = 500): Field => ({ kind: 'textarea', name, label, maxLength });

/** A name as sign-up takes it: the one name rule (schemas/names.ts), a `u`-flag pattern. */
export const NAME_PATTERN_SOURCE = PERSON_NAME_PATTERN_SOURCE;

const SECTIONS_BY_KEY: Record<SectionKey, Omit<Section, 'key' | 'step'>> = {
  personalInfo: {
    title: 'Personal information',
    intro: 'Who you are and how to reach you, the work you are looking for, and the agency policies. We match these details to your licences and background check.',
    // Decision 044: the first screen asks only what every candidate knows at once; the rest, with the long lists cut to
    // the role's own options, comes on the second.
    parts: [
      {
        key: 'start',
        title: 'About you',
        intro: 'Who you are, how to reach you, your role and the states you would work in: that is all we need to start.',
        fields: ['fName', 'middleName', 'lName', 'email', 'phone', 'address', 'city', 'state', 'zip', 'role', 'otherStates'],
      },
      {
        key: 'more',
        title: 'Your work and preferences',
        intro: 'Your experience, specialties and certifications, the job e-mails and pay you would like, and the agency policies. Every answer is saved as you go.',
        fields: [
          'experinceReq',
          'recruiter',
          'specialties',
          'certification',
          'subscriptionOption',
          'psor',
          'workAuthorized',
          'cell',
          'npi',
          'otherNames',
          'emergencyContactName',
          'emergencyContactRelationship',
          'emergencyContactPhone',
          'salary',
          ...PAY_RATE_FIELDS,
          'Notes',
          ...POLICY_ACCEPTANCES.map((p) => p.name),
        ],
      },
    ],
    fields: [
      // About you
      req(text('fName', 'Legal first name', { maxLength: 15, pattern: NAME_PATTERN_SOURCE, width: 'third', fromAccount: 'firstName' })),
      text('middleName', 'Middle name', { maxLength: 30, pattern: NAME_PATTERN_SOURCE, width: 'third' }),
      req(text('lName', 'Legal last name', { maxLength: 30, pattern: NAME_PATTERN_SOURCE, width: 'third', fromAccount: 'lastName' })),
      req({ kind: 'email', name: 'email', label: 'E-mail', width: 'half', fromAccount: 'email' }),
      req(phone('phone', 'Phone')),
      req(text('address', 'Street address', { maxLength: 150 })),
      req(text('city', 'City', { maxLength: 60, width: 'third' })),
      req(state('state', 'State', { width: 'third' })),
      req(text('zip', 'ZIP code', { mask: 'zip', maxLength: 5, width: 'third' })),
      req(select('role', 'Role', ROLE_OPTIONS, { width: 'half' })),
      req({ kind: 'states', name: 'otherStates', label: 'States you would work in', min: 1, compact: true }),
      // Your work and preferences
      req(select('experinceReq', 'Experience in this role', EXPERIENCE_OPTIONS, { width: 'half' })),
      req(text('recruiter', 'Your recruiter', { maxLength: 60, width: 'half', suggest: 'recruiters', help: 'Choose one of the agency’s recruiters, or type the name of the person you talk to.' })),
      req({ kind: 'multiselect', name: 'specialties', label: 'Specialties', options: SPECIALTY_OPTIONS, min: 1, shortlist: BY_ROLE.specialties }),
      { kind: 'multiselect', name: 'certification', label: 'Certifications you hold', options: CERTIFICATION_OPTIONS, shortlist: BY_ROLE.certification },
      req({ kind: 'multiselect', name: 'subscriptionOption', label: 'Job e-mails you want', options: SUBSCRIPTION_OPTIONS, min: 1 }),
      req(state('psor', 'Primary state of residence', { help: 'The state where you vote, pay taxes and hold your driver’s licence; it decides whether you can hold a multistate licence.' })),
      req(yesNo('workAuthorized', 'Are you legally authorised to work in the United States?', { width: 'half' })),
      phone('cell', 'Mobile phone'),
      text('npi', 'NPI number', { mask: 'npi', maxLength: 10, pattern: '^\\d{10}$', patternMessage: 'The NPI is 10 digits.', width: 'half', help: 'Optional: 10 digits.' }),
      { kind: 'textarea', name: 'otherNames', label: 'Other names used (maiden or previous names), one a line', maxLength: 300 },
      text('emergencyContactName', 'Emergency contact name', { maxLength: 60, width: 'third' }),
      text('emergencyContactRelationship', 'Relationship', { maxLength: 40, width: 'third' }),
      phone('emergencyContactPhone', 'Emergency contact phone', { width: 'third' }),
      req(
        text('salary', 'Desired weekly pay (USD)', {
          maxLength: 10,
          pattern: '^\\d{1,10}$',
          width: 'third',
          help: 'What you hope to earn a week. It is not a minimum: you still see every job of your role.',
        }),
      ),
      ...PAY_RATE_FIELDS.map(
        (name): Field =>
          req({
            kind: 'number',
            name,
            label: { Regular_Rate: 'Regular rate ($/h)', Overtime_Rate: 'Overtime rate ($/h)', OnCall_Rate: 'On-call rate ($/h)', Callback_Rate: 'Callback rate ($/h)', Holiday_Rate: 'Holiday rate ($/h)' }[name],
            min: 0,
            max: 100000,
            money: true,
            width: 'third',
          }),
      ),
      notes('Notes', 'Notes on pay', 500),
      ...POLICY_ACCEPTANCES.map((p): Field => ({ kind: 'accept', name: p.name, label: p.label, text: p.text, deferrable: true })),
    ],
  },
  education: {
    title: 'Education',
    intro: 'The schools and programmes that qualify you for your role: nursing, nurse-aide, medical-assistant or allied programmes.',
    repeat: { min: 1, max: 10, itemLabel: 'School' },
    fields: [
      req(text('school', 'School or programme', { maxLength: 120 })),
      req(text('city', 'City', { maxLength: 60, width: 'half' })),
      req(state('state', 'State')),
      req(select('credential', 'Credential', opts('High school diploma / GED', 'Certificate', 'Diploma (nursing)', 'ADN', 'BSN', 'MSN', 'DNP', 'AS (allied)', 'BS (allied)', 'Other'), { width: 'half' })),
      text('major', 'Major or field of study', { maxLength: 80, width: 'half' }),
      req(monthYear('startDate', 'Start (MM/YYYY)')),
      monthYear('endDate', 'End (MM/YYYY)', { help: 'Leave empty while you are still studying.' }),
      req(yesNo('graduated', 'Graduated?')),
      file('diploma', 'Diploma or transcript', 'diploma'),
    ],
  },
  medicalTraining: {
    title: 'Medical training',
    intro: 'Training after your licence: residencies, fellowships, nurse residency or specialty programmes.',
    notApplicable: true,
    repeat: { min: 1, max: 10, itemLabel: 'Programme' },
    fields: [
      req(text('program', 'Programme', { maxLength: 120 })),
      req(text('institution', 'Institution', { maxLength: 120 })),
      req(select('type', 'Type', opts('Nurse residency', 'Specialty programme', 'Residency', 'Fellowship', 'Internship', 'Other'), { width: 'half' })),
      text('specialty', 'Specialty', { maxLength: 80, width: 'half' }),
      req(monthYear('startDate', 'Start (MM/YYYY)')),
      monthYear('endDate', 'End (MM/YYYY)', { help: 'A completion date cannot be in the future.' }),
      req(yesNo('completed', 'Completed?')),
      file('certificate', 'Completion certificate', 'trainingCertificate'),
    ],
  },
  boardCert: {
    title: 'Board certifications',
    intro: 'Specialty certifications such as CCRN, PCCN, CEN, ARRT, NBRC, ASCP, CMA (AAMA), RMA or CCMA.',
    notApplicable: true,
    repeat: { min: 1, max: 15, itemLabel: 'Certification' },
    fields: [
      req(select('issuingBody', 'Issuing body', opts('AACN', 'BCEN', 'MSNCB', 'ANCC', 'ARRT', 'ARDMS', 'NBRC', 'ASCP', 'AAMA', 'AMT', 'NHA', 'NCCPA', 'Other'), { width: 'half' })),
      req(select('name', 'Certification', opts('CCRN', 'PCCN', 'CEN', 'CPEN', 'CMSRN', 'RNC-OB', 'OCN', 'ARRT (R)', 'ARRT (CT)', 'ARRT (MR)', 'RDMS', 'CRT', 'RRT', 'MLS (ASCP)', 'CMA (AAMA)', 'RMA', 'CCMA', 'CPT', 'Other'), { width: 'half' })),
      text('otherName', 'Name of the certification', { maxLength: 80, showWhen: { field: 'name', equals: 'Other' } }),
      req(text('number', 'Certification number', { maxLength: 40, width: 'half' })),
      fullDate('initialDate', 'Initial date (MM/DD/YYYY)', { notFuture: true }),
      req(fullDate('expiryDate', 'Expiry (MM/DD/YYYY)')),
      select('status', 'Status', opts('Active', 'Inactive', 'Expired'), { width: 'half' }),
      file('card', 'Certificate or card', 'boardCert'),
    ],
  },
  lifeSupportCert: {
    title: 'Life support certifications',
    intro: 'BLS and other resuscitation cards. AHA BLS, ACLS and PALS cards last 2 years; some facilities accept only AHA cards.',
    repeat: { min: 1, max: 10, itemLabel: 'Card' },
    fields: [
      req(select('type', 'Type', opts('BLS', 'ACLS', 'PALS', 'NRP', 'TNCC', 'ENPC', 'NIHSS', 'Other'), { width: 'half' })),
      req(select('issuer', 'Issuer', labelled([['AHA', 'American Heart Association'], ['Red Cross', 'American Red Cross'], ['ENA', 'Emergency Nurses Association'], ['AAP', 'American Academy of Pediatrics'], ['Other', 'Other']]), { width: 'half' })),
      text('cardNumber', 'Card or eCard number', { maxLength: 40, width: 'half' }),
      fullDate('issueDate', 'Issue date (MM/DD/YYYY)', { notFuture: true }),
      req(fullDate('expiryDate', 'Expiry (MM/DD/YYYY)')),
      req(file('cardFront', 'Card front', 'blsFront', { width: 'half' })),
      file('cardBack', 'Card back', 'blsBack', { width: 'half' }),
    ],
  },
  licenses: {
    title: 'Licences',
    intro: 'Every licence or registry listing that lets you practise. We verify each one with the issuing board.',
    repeat: { min: 1, max: 20, itemLabel: 'Licence' },
    fields: [
      req(select('type', 'Type', opts('RN', 'LPN/LVN', 'APRN', 'CNA registry', 'Medication aide', 'Radiologic technologist', 'Respiratory therapist', 'Clinical laboratory', 'Other'), { width: 'half' })),
      req(state('state', 'Issuing state')),
      req(text('number', 'Licence number', { maxLength: 40, width: 'half', help: 'As printed, with any letters, dashes and leading zeros.' })),
      req(yesNo('multistate', 'Multistate (compact) licence?', { width: 'half' })),
      fullDate('issueDate', 'Issue date (MM/DD/YYYY)', { notFuture: true }),
      req(fullDate('expiryDate', 'Expiry (MM/DD/YYYY)')),
      req(select('status', 'Status', opts('Active', 'Inactive', 'Expired', 'Probation', 'Suspended', 'Revoked'), { width: 'half' })),
      req(yesNo('encumbered', 'Is the licence encumbered (restricted or under discipline)?', { explainIfYes: true })),
      file('image', 'Licence image or verification', 'license'),
    ],
  },
  LicenseandExams: {
    title: 'Licensing exams',
    intro: 'Entry and qualifying exams: NCLEX, ARRT, NBRC, ASCP BOC, state nurse-aide or CMA exams.',
    notApplicable: true,
    repeat: { min: 1, max: 10, itemLabel: 'Exam' },
    fields: [
      req(select('exam', 'Exam', opts('NCLEX-RN', 'NCLEX-PN', 'ARRT', 'NBRC TMC', 'NBRC CSE', 'ASCP BOC', 'State nurse-aide exam', 'CMA exam', 'Agency competency exam', 'Other'), { width: 'half' })),
      req(monthYear('date', 'Date (MM/YYYY)')),
      state('state', 'State'),
      req(select('result', 'Result', opts('Pass', 'Fail'), { width: 'half' })),
      { kind: 'number', name: 'attempts', label: 'Attempts', min: 1, max: 20, integer: true, width: 'half' },
    ],
  },
  workHistory: {
    title: 'Work history',
    intro: 'Your jobs, newest first, month and year. Enter each travel contract on its own (agency and facility). We ask about gaps over 30 days.',
    repeat: { min: 1, max: 40, itemLabel: 'Position' },
    fields: [
      req(text('employer', 'Employer or agency', { maxLength: 120, width: 'half' })),
      text('facility', 'Facility', { maxLength: 120, width: 'half' }),
      req(text('city', 'City', { maxLength: 60, width: 'half' })),
      req(state('state', 'State')),
      req(text('title', 'Job title', { maxLength: 80, width: 'half' })),
      text('unit', 'Unit', { maxLength: 60, width: 'half' }),
      select('specialty', 'Specialty', SPECIALTY_OPTIONS, { width: 'half' }),
      req(select('type', 'Type', labelled([['staff', 'Staff'], ['travel', 'Travel'], ['perDiem', 'Per diem'], ['local', 'Local contract']]), { width: 'half' })),
      req(monthYear('startDate', 'Start (MM/YYYY)')),
      req(monthYear('endDate', 'End (MM/YYYY)', { showWhen: { field: 'current', equals: false } })),
      req(yesNo('current', 'Is this your current job?', { onlyOneYes: true })),
      { kind: 'number', name: 'hoursPerWeek', label: 'Hours a week', min: 0, max: 100, integer: true, width: 'third' },
      select('shift', 'Shift', opts('Days', 'Nights', 'Evenings', 'Rotating'), { width: 'third' }),
      yesNo('charge', 'Charge duties?', { width: 'third' }),
      { kind: 'number', name: 'unitBeds', label: 'Beds on the unit', min: 0, max: 2000, integer: true, width: 'third' },
      select('traumaLevel', 'Trauma level', opts('None', 'I', 'II', 'III', 'IV', 'V'), { width: 'third' }),
      select('ehr', 'EHR', opts('Epic', 'Oracle Health (Cerner)', 'Meditech', 'Allscripts', 'athenahealth', 'Other'), { width: 'third' }),
      text('supervisor', 'Supervisor', { maxLength: 80, width: 'half' }),
      phone('supervisorPhone', 'Supervisor phone'),
      yesNo('mayContact', 'May we contact this employer?', { width: 'half' }),
      notes('reasonForLeaving', 'Reason for leaving', 300),
    ],
  },
  miltaryHistory: {
    title: 'Military history',
    intro: 'Military service, for example as a medic or corpsman. This section is optional.',
    notApplicable: true,
    repeat: { min: 1, max: 5, itemLabel: 'Service' },
    fields: [
      req(select('branch', 'Branch', opts('Army', 'Navy', 'Air Force', 'Marine Corps', 'Coast Guard', 'Space Force'), { width: 'half' })),
      req(select('component', 'Component', opts('Active duty', 'Reserve', 'National Guard'), { width: 'half' })),
      text('rank', 'Rank', { maxLength: 40, width: 'third' }),
      text('mos', 'MOS / rating', { maxLength: 40, width: 'third' }),
      req(monthYear('startDate', 'Start (MM/YYYY)')),
      req(monthYear('endDate', 'End (MM/YYYY)', { showWhen: { field: 'currentlyServing', equals: false } })),
      req(yesNo('currentlyServing', 'Currently serving?')),
      file('dd214', 'DD-214', 'dd214', { help: 'Your discharge papers are kept private.' }),
    ],
  },
  gapHistory: {
    title: 'Employment gaps',
    intro: 'Explain every gap of more than 30 days between your education, jobs and military service. Gaps found in your history are filled in for you.',
    notApplicable: true,
    repeat: { min: 1, max: 30, itemLabel: 'Gap' },
    fields: [
      req(monthYear('startDate', 'From (MM/YYYY)')),
      req(monthYear('endDate', 'To (MM/YYYY)')),
      req(select('reason', 'Reason', labelled([['education', 'Education'], ['caregiving', 'Caregiving'], ['relocation', 'Relocation'], ['leave', 'Personal or medical leave'], ['jobSearch', 'Job search'], ['military', 'Military'], ['other', 'Other']]), { width: 'half' })),
      req({ kind: 'textarea', name: 'explanation', label: 'Explanation', maxLength: 500, help: 'No medical details are needed.' }),
    ],
  },
  hospitalAffilation: {
    title: 'Hospital affiliations',
    intro: 'Facilities where you hold or held privileges, or where you worked or were credentialed.',
    notApplicable: true,
    repeat: { min: 1, max: 30, itemLabel: 'Facility' },
    fields: [
      req(text('facility', 'Facility', { maxLength: 120 })),
      req(text('city', 'City', { maxLength: 60, width: 'half' })),
      req(state('state', 'State')),
      req(select('type', 'Type', labelled([['privileges', 'Privileges'], ['employee', 'Employee'], ['contractor', 'Contractor']]), { width: 'half' })),
      text('department', 'Department', { maxLength: 80, width: 'half' }),
      req(monthYear('startDate', 'Start (MM/YYYY)')),
      monthYear('endDate', 'End (MM/YYYY)'),
      select('status', 'Status', opts('Active', 'Ended', 'Pending'), { width: 'half' }),
      req(yesNo('restricted', 'Were your privileges or work there ever restricted or terminated?', { explainIfYes: true })),
    ],
  },
  profLiability: {
    title: 'Professional liability',
    intro: 'Your malpractice insurance and claims history. W-2 travellers are usually covered by the agency.',
    notApplicable: true,
    repeat: { min: 1, max: 10, itemLabel: 'Policy' },
    fields: [
      req(yesNo('coveredByAgency', 'Covered by the agency’s policy?')),
      req(text('carrier', 'Carrier', { maxLength: 120, width: 'half', showWhen: { field: 'coveredByAgency', equals: false } })),
      req(text('policyNumber', 'Policy number', { maxLength: 40, width: 'half', showWhen: { field: 'coveredByAgency', equals: false } })),
      req(select('type', 'Type', labelled([['occurrence', 'Occurrence'], ['claimsMade', 'Claims-made']]), { width: 'half', showWhen: { field: 'coveredByAgency', equals: false } })),
      req({ kind: 'number', name: 'perClaim', label: 'Per-claim limit (USD)', min: 0, max: 100_000_000, money: true, width: 'half', showWhen: { field: 'coveredByAgency', equals: false } }),
      req({ kind: 'number', name: 'aggregate', label: 'Aggregate limit (USD)', min: 0, max: 100_000_000, money: true, width: 'half', showWhen: { field: 'coveredByAgency', equals: false } }),
      req(fullDate('effectiveDate', 'Effective (MM/DD/YYYY)', { showWhen: { field: 'coveredByAgency', equals: false } })),
      req(fullDate('expiryDate', 'Expiry (MM/DD/YYYY)', { showWhen: { field: 'coveredByAgency', equals: false } })),
      req(file('faceSheet', 'Certificate of insurance (face sheet)', 'coiFaceSheet', { showWhen: { field: 'coveredByAgency', equals: false }, help: 'Showing your name, the dates and the limits.' })),
      req(yesNo('claims', 'Any malpractice claims in the past 5 years?', { help: 'Give the details of each claim under Supplemental claims.' })),
    ],
  },
  actionsAndSanctions: {
    title: 'Actions and sanctions',
    intro: 'Answer each question. A "Yes" needs an explanation; it does not by itself stop your application.',
    fields: [
      req(yesNo('licenseAction', 'Has any licence, certification or registration of yours ever been denied, limited, suspended, revoked, placed on probation or surrendered, or is such an action pending?', { explainIfYes: true })),
      req(yesNo('boardDiscipline', 'Have you ever been disciplined by a licensing board or registry?', { explainIfYes: true })),
      req(yesNo('programExclusion', 'Have you ever been excluded, debarred or sanctioned by Medicare, Medicaid or another federal or state programme?', { explainIfYes: true })),
      req(yesNo('privilegesAction', 'Have your privileges or employment ever been restricted or terminated, or did you resign while under investigation?', { explainIfYes: true })),
      req(yesNo('felony', 'Have you ever been convicted of a felony?', { explainIfYes: true })),
      req(yesNo('currentDrugUse', 'Do you currently use illegal drugs?', { explainIfYes: true })),
      req(yesNo('abuseRegistry', 'Are you listed on any abuse or neglect registry?', { explainIfYes: true })),
      req(yesNo('essentialFunctions', 'Can you perform the essential functions of the job, with or without reasonable accommodation?', { help: 'Answer No only if you cannot, even with an accommodation.' })),
      {
        kind: 'textarea',
        name: 'essentialFunctionsExplain',
        label: 'Please explain',
        maxLength: 1000,
        required: true,
        showWhen: { field: 'essentialFunctions', equals: false },
      },
      req(yesNo('malpracticeClaims', 'Have you had any malpractice claims or settlements?', { explainIfYes: true, help: 'Give the details under Supplemental claims.' })),
      file('supportingDocument', 'Supporting documents for any Yes answer', 'sanctionDocument'),
      req({ kind: 'accept', name: 'attestation', label: 'Attestation', text: ATTESTATION }),
      req({ kind: 'signature', name: 'signature', label: 'E-signature (type your full legal name)', statement: ATTESTATION }),
    ],
  },
  healthStatus: {
    title: 'Health status',
    intro: 'Immunisations, TB screening and fitness for duty. Asked only after an offer, of everyone in the same job category, and kept apart from your personnel file.',
    gate: 'offer',
    fields: [
      req(select('mmr', 'MMR', opts('2 doses', 'Positive titre', 'Declined'), { sensitive: true, width: 'half' })),
      req(select('varicella', 'Varicella', opts('2 doses', 'Positive titre', 'History of disease', 'Declined'), { sensitive: true, width: 'half' })),
      req(select('hepB', 'Hepatitis B', opts('3-dose series', '2-dose series (Heplisav-B)', 'Positive titre', 'Declined'), { sensitive: true, width: 'half', help: 'The employer offers the vaccine at no cost.' })),
      req(fullDate('tdapDate', 'Tdap date (MM/DD/YYYY)', { notFuture: true, sensitive: true })),
      select('flu', 'Seasonal flu', opts('Vaccinated this season', 'Declined'), { sensitive: true, width: 'half' }),
      fullDate('fluDate', 'Flu vaccine date (MM/DD/YYYY)', { notFuture: true, sensitive: true, showWhen: { field: 'flu', equals: 'Vaccinated this season' } }),
      req(select('tbTest', 'TB screening', opts('2-step TST', 'IGRA blood test', 'Chest X-ray', 'Symptom screen'), { sensitive: true, width: 'half' })),
      req(fullDate('tbDate', 'TB screening date (MM/DD/YYYY)', { notFuture: true, sensitive: true })),
      req(select('tbResult', 'TB result', opts('Negative', 'Positive'), { sensitive: true, width: 'half' })),
      fullDate('chestXrayDate', 'Chest X-ray date (MM/DD/YYYY)', { notFuture: true, sensitive: true, showWhen: { field: 'tbResult', equals: 'Positive' } }),
      fullDate('physicalDate', 'Physical exam date (MM/DD/YYYY)', { notFuture: true, sensitive: true }),
      fullDate('fitTestDate', 'N95 fit test date (MM/DD/YYYY)', { notFuture: true, sensitive: true }),
      fullDate('drugScreenDate', 'Drug screen date (MM/DD/YYYY)', { notFuture: true, sensitive: true }),
      req(yesNo('restrictions', 'Do you have work restrictions the facility should know about?', { explainIfYes: true, sensitive: true })),
      file('immunizationRecords', 'Immunisation records', 'immunizationRecords'),
    ],
  },
  profReferences: {
    title: 'Professional references',
    intro: 'At least two people who supervised or worked with you in a clinical role, one of them a Manager. They are your references in References: add one here or there, and each is asked once.',
    // The entries are the References feature's records (decision 031): shown and added in this step through the
    // reference calls, never saved through the section route; complete when 2 are asked, one a Manager.
    list: 'references',
    fields: [],
  },
  supplementalClaims: {
    title: 'Supplemental claims',
    intro: 'One record for each malpractice claim you disclosed, from the past 5 years.',
    notApplicable: true,
    repeat: { min: 1, max: 20, itemLabel: 'Claim' },
    fields: [
      req(fullDate('incidentDate', 'Incident date (MM/DD/YYYY)', { notFuture: true })),
      fullDate('filedDate', 'Date filed (MM/DD/YYYY)', { notFuture: true }),
      req({ kind: 'textarea', name: 'allegation', label: 'Allegation', maxLength: 500 }),
      text('patientOutcome', 'Patient outcome', { maxLength: 200 }),
      req(select('status', 'Status', labelled([['open', 'Open'], ['closed', 'Closed'], ['dismissed', 'Dismissed'], ['settled', 'Settled']]), { width: 'half' })),
      { kind: 'number', name: 'amountPaid', label: 'Amount paid (USD)', min: 0, max: 100_000_000, money: true, width: 'half' },
      text('carrier', 'Carrier', { maxLength: 120, width: 'half' }),
      text('role', 'Your role', { maxLength: 100, width: 'half' }),
      req({ kind: 'textarea', name: 'narrative', label: 'What happened', maxLength: 2000 }),
    ],
  },
  formW9: {
    title: 'Form W-9',
    intro: 'Your taxpayer identification for 1099 pay (Form W-9, Rev. March 2024). W-2 employees fill in a W-4 and an I-9 instead.',
    notApplicable: true,
    fields: [
      req(text('name', 'Line 1: Name (as shown on your income tax return)', { maxLength: 100 })),
      text('businessName', 'Line 2: Business name / disregarded entity name', { maxLength: 100 }),
      req(
        select(
          'taxClassification',
          'Line 3a: Federal tax classification',
          labelled([
            ['individual', 'Individual / sole proprietor'],
            ['cCorp', 'C corporation'],
            ['sCorp', 'S corporation'],
            ['partnership', 'Partnership'],
            ['trust', 'Trust / estate'],
            ['llc', 'Limited liability company'],
            ['other', 'Other'],
          ]),
        ),
      ),
      req(select('llcClassification', 'LLC tax classification', labelled([['C', 'C corporation'], ['S', 'S corporation'], ['P', 'Partnership']]), { showWhen: { field: 'taxClassification', equals: 'llc' }, width: 'half' })),
      req(text('otherClassification', 'Other classification', { maxLength: 60, showWhen: { field: 'taxClassification', equals: 'other' }, width: 'half' })),
      yesNo('foreignPartners', 'Line 3b: Foreign partners, owners or beneficiaries?', { showWhen: { field: 'taxClassification', equals: ['partnership', 'trust', 'llc'] } }),
      text('exemptPayeeCode', 'Line 4: Exempt payee code (entities only)', { maxLength: 2, width: 'half' }),
      text('fatcaCode', 'Line 4: FATCA exemption code (entities only)', { maxLength: 1, width: 'half' }),
      req(text('address', 'Line 5: Address (number, street, apt. or suite)', { maxLength: 150 })),
      req(text('city', 'Line 6: City', { maxLength: 60, width: 'third' })),
      req(state('state', 'State', { width: 'third' })),
      req(text('zip', 'ZIP code', { mask: 'zip', maxLength: 5, width: 'third' })),
      text('accountNumbers', 'Line 7: Account numbers (optional)', { maxLength: 60 }),
      req(select('tinType', 'Part I: Taxpayer identification number', labelled([['ssn', 'Social Security number'], ['ein', 'Employer identification number']]), { width: 'half' })),
      req(text('ssn', 'Social Security number', { mask: 'ssn', sensitive: true, maxLength: 11, width: 'half', showWhen: { field: 'tinType', equals: 'ssn' } })),
      req(text('ein', 'Employer identification number', { mask: 'ein', sensitive: true, maxLength: 10, width: 'half', showWhen: { field: 'tinType', equals: 'ein' } })),
      req({
        kind: 'signature',
        name: 'signature',
        label: 'Part II: Signature of U.S. person (type your full legal name)',
        statement:
          'Under penalties of perjury, I certify that: 1. The number shown on this form is my correct taxpayer identification number; 2. I am not subject to backup withholding; 3. I am a U.S. citizen or other U.S. person; and 4. The FATCA code(s) entered on this form (if any) are correct.',
      }),
    ],
  },
  backgroundCheck: {
    title: 'Background check',
    intro: 'Read the disclosure on its own screen first; then authorise the check and give the details the screening company needs.',
    gate: 'standalone',
    disclosure: BACKGROUND_DISCLOSURE,
    fields: [
      req(text('legalFirstName', 'Legal first name', { maxLength: 30, pattern: NAME_PATTERN_SOURCE, width: 'third', sensitive: true })),
      text('legalMiddleName', 'Middle name', { maxLength: 30, pattern: NAME_PATTERN_SOURCE, width: 'third', sensitive: true }),
      req(text('legalLastName', 'Legal last name', { maxLength: 30, pattern: NAME_PATTERN_SOURCE, width: 'third', sensitive: true })),
      { kind: 'textarea', name: 'aliases', label: 'Other names used (aliases, maiden names), one a line', maxLength: 300, sensitive: true },
      req(fullDate('dob', 'Date of birth (MM/DD/YYYY)', { notFuture: true, sensitive: true })),
      req(text('ssn', 'Social Security number', { mask: 'ssn', maxLength: 11, sensitive: true, width: 'half' })),
      req({
        kind: 'list',
        name: 'addresses',
        label: 'Every address of the past 7 years',
        help: 'Start with your present address. Together the addresses must cover the past 7 years, month by month, without a gap.',
        itemLabel: 'Address',
        max: 20,
        sensitive: true,
        covers: { years: 7, from: 'from', to: 'to', current: 'current' },
        fields: [
          req(text('street', 'Street address', { maxLength: 150 })),
          req(text('city', 'City', { maxLength: 60, width: 'third' })),
          req(state('state', 'State', { width: 'third' })),
          req(text('zip', 'ZIP code', { mask: 'zip', maxLength: 5, width: 'third' })),
          req(yesNo('current', 'Is this your present address?', { onlyOneYes: true })),
          req(monthYear('from', 'From (MM/YYYY)')),
          req(monthYear('to', 'To (MM/YYYY)', { showWhen: { field: 'current', equals: false } })),
        ],
      }),
      {
        kind: 'textarea',
        name: 'addressHistory',
        label: 'Your address history as you typed it before',
        help: 'Kept from an earlier version of this form so that nothing is lost. Please enter each address above, then clear this box.',
        maxLength: 2000,
        sensitive: true,
        keptOnly: true,
      },
      req(text('driversLicenseNumber', 'Driver’s licence number', { maxLength: 30, sensitive: true, width: 'half' })),
      req(state('driversLicenseState', 'Driver’s licence state', { sensitive: true })),
      req({
        kind: 'accept',
        name: 'stateNotices',
        label: 'State notices',
        text: 'I have read the notices for my state of residence and the Summary of Your Rights Under the Fair Credit Reporting Act.',
      }),
      req({
        kind: 'signature',
        name: 'authorization',
        label: 'Authorisation (type your full legal name)',
        statement:
          'I have read the separate disclosure and I authorise the agency to obtain consumer reports about me for employment purposes, now and during my placement.',
      }),
    ],
  },
};

/** The 18 sections, in wizard order (step 0 … 17). */
export const SECTIONS: Section[] = SECTION_KEYS.map((key, step) => ({ key, step, ...SECTIONS_BY_KEY[key] }));

export const sectionByKey = (key: SectionKey): Section => SECTIONS[SECTION_KEYS.indexOf(key)]!;

/** Fields holding documents, with their documentKind: the kinds a candidate may upload (plus the CV). */
export const DOCUMENT_KINDS: string[] = [
  'resume',
  ...new Set(SECTIONS.flatMap((s) => s.fields.flatMap((f) => (f.kind === 'file' ? [f.documentKind] : [])))),
];

/** Fields of entries that carry an expiry the agency must follow (licences and certifications → reminders). */
export const EXPIRY_SECTIONS = ['licenses', 'boardCert', 'lifeSupportCert'] as const satisfies readonly SectionKey[];
