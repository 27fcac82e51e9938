import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ReadinessFacts,
  type ReadinessJob,
  type ReadinessLicence,
  SPECIALTY_REQUIREMENTS,
  inReadySet,
  jobReadiness,
  readySet,
} from './readiness';

const NOW = new Date('2026-11-27T12:00:00Z');

const txRn: ReadinessLicence = { type: 'RN', state: 'TX', multistate: false, status: 'Active', encumbered: false, expiresOn: '2028-01-31' };
const multistateRn: ReadinessLicence = { ...txRn, multistate: true };

/** A candidate ready for an ICU job in Texas starting in February. */
const READY: ReadinessFacts = {
  applicationSubmitted: true,
  referencesMet: true,
  licences: [txRn],
  credentials: [
    { section: 'lifeSupportCert', name: 'BLS', expiresOn: '2027-10-31' },
    { section: 'boardCert', name: 'CCRN', expiresOn: '2028-06-30' },
  ],
  checklistsOffered: ['icu-rn', 'cna', 'pct'],
  checklistsDone: ['icu-rn'],
};
const ICU_TX: ReadinessJob = { state: 'TX', specialty: 'ICU', startDate: '2027-02-01' };

type Row = { name: string; job?: Partial<ReadinessJob>; facts?: Partial<ReadinessFacts>; todo: string[] };

// Each row breaks one condition of the ready candidate (or shows one way it still holds).
const ROWS: Row[] = [
  { name: 'ready: a licence of the state, the checklist, references, a submitted application, nothing expiring', todo: [] },
  { name: 'no licence of the job state', job: { state: 'CA' }, todo: ['licence'] },
  { name: 'a licence of another type (LPN for an RN job)', facts: { licences: [{ ...txRn, type: 'LPN/LVN' }] }, todo: ['licence'] },
  { name: 'a licence that is not active', facts: { licences: [{ ...txRn, status: 'Suspended' }] }, todo: ['licence'] },
  { name: 'a multistate licence covers another compact state', job: { state: 'FL' }, facts: { licences: [multistateRn] }, todo: [] },
  { name: 'a multistate licence does not cover a state outside the compact', job: { state: 'CA' }, facts: { licences: [multistateRn] }, todo: ['licence'] },
  { name: 'a single-state licence does not cover another compact state', job: { state: 'FL' }, todo: ['licence'] },
  { name: 'an encumbered multistate licence covers only its own state', job: { state: 'FL' }, facts: { licences: [{ ...multistateRn, encumbered: true }] }, todo: ['licence'] },
  { name: 'a multistate licence of a state outside the compact covers nothing else', job: { state: 'FL' }, facts: { licences: [{ ...multistateRn, state: 'CA' }] }, todo: ['licence'] },
  {
    name: 'the compact does not cover a CNA registry listing',
    job: { specialty: 'CNA', state: 'FL' },
    facts: { licences: [{ ...multistateRn, type: 'CNA registry' }], checklistsDone: ['cna'] },
    todo: ['licence'],
  },
  { name: 'a CNA listing of the job state counts', job: { specialty: 'CNA' }, facts: { licences: [{ ...txRn, type: 'CNA registry' }], checklistsDone: ['cna'] }, todo: [] },
  { name: 'the specialty checklist not completed', facts: { checklistsDone: [] }, todo: ['checklist'] },
  { name: 'no checklist asked when the catalogue has none for the specialty', facts: { checklistsOffered: [], checklistsDone: [] }, todo: [] },
  { name: 'no licence asked for a medical assistant', job: { specialty: 'Medical Assistant' }, facts: { licences: [], checklistsOffered: [] }, todo: [] },
  { name: 'the references rule not met', facts: { referencesMet: false }, todo: ['references'] },
  { name: 'the application not submitted', facts: { applicationSubmitted: false }, todo: ['application'] },
  { name: 'the licence expires before the start date', facts: { licences: [{ ...txRn, expiresOn: '2027-01-31' }] }, todo: ['expiry'] },
  { name: 'a credential valid through the start date is not expired', facts: { credentials: [{ section: 'lifeSupportCert', name: 'BLS', expiresOn: '2027-02-01' }] }, todo: [] },
  { name: 'a life-support card expires before the start date', facts: { credentials: [{ section: 'lifeSupportCert', name: 'BLS', expiresOn: '2027-01-31' }] }, todo: ['expiry'] },
  { name: 'a job without a start date starts today', job: { startDate: null }, facts: { credentials: [{ section: 'boardCert', name: 'CCRN', expiresOn: '2026-11-26' }] }, todo: ['expiry'] },
  { name: 'two things to do', facts: { referencesMet: false, applicationSubmitted: false }, todo: ['references', 'application'] },
];

describe('jobReadiness (decision 037)', () => {
  it.each(ROWS)('$name', ({ job, facts, todo }) => {
    const result = jobReadiness({ ...ICU_TX, ...job }, { ...READY, ...facts }, NOW);
    expect(result.todo.map((t) => t.kind)).toEqual(todo);
    expect(result.ready).toBe(todo.length === 0);
  });

  it('gives each thing to do one place to fix it', () => {
    const { todo } = jobReadiness(
      ICU_TX,
      { ...READY, licences: [], referencesMet: false, applicationSubmitted: false, checklistsDone: [], credentials: [{ section: 'lifeSupportCert', name: 'BLS', expiresOn: '2026-01-01' }] },
      NOW,
    );
    expect(Object.fromEntries(todo.map((t) => [t.kind, t.link]))).toEqual({
      licence: '/application?step=5',
      checklist: '/skills/checklist/test?name=icu-rn',
      references: '/references',
      application: '/application/review',
      expiry: '/application?step=4',
    });
  });

  it('names the licence the job needs, and whether a multistate licence would do', () => {
    const [licence] = jobReadiness({ ...ICU_TX, state: 'FL' }, { ...READY, licences: [] }, NOW).todo;
    expect(licence).toMatchObject({ kind: 'licence', types: ['RN'], state: 'FL', compact: true });
    const [californian] = jobReadiness({ ...ICU_TX, state: 'CA' }, { ...READY, licences: [] }, NOW).todo;
    expect(californian).toMatchObject({ compact: false });
  });
});

describe('readySet ("jobs I\'m ready for")', () => {
  const specialties = [...Object.keys(SPECIALTY_REQUIREMENTS), 'Wound Care'];
  const states = ['TX', 'FL', 'CA', 'NY', 'AZ'];
  const dates = [null, '2026-10-01', '2026-11-27', '2027-01-31', '2027-02-01', '2028-12-31'];
  const licence = fc.record({
    type: fc.constantFrom('RN', 'LPN/LVN', 'CNA registry', 'Radiologic technologist', 'APRN'),
    state: fc.constantFrom(...states),
    multistate: fc.boolean(),
    status: fc.constantFrom('Active', 'Active', 'Expired'),
    encumbered: fc.boolean(),
    expiresOn: fc.constantFrom(...dates),
  });
  const facts = fc.record({
    applicationSubmitted: fc.boolean(),
    referencesMet: fc.boolean(),
    licences: fc.array(licence, { maxLength: 3 }),
    credentials: fc.array(
      fc.record({ section: fc.constantFrom('boardCert' as const, 'lifeSupportCert' as const), name: fc.constant('BLS'), expiresOn: fc.constantFrom(...(dates.filter(Boolean) as string[])) }),
      { maxLength: 2 },
    ),
    checklistsOffered: fc.subarray(['icu-rn', 'er-rn', 'cna', 'pct']),
    checklistsDone: fc.subarray(['icu-rn', 'er-rn', 'cna', 'pct']),
  });
  const job = fc.record({ state: fc.constantFrom(...states), specialty: fc.constantFrom(...specialties), startDate: fc.constantFrom(...dates) });

  it('holds exactly the jobs the meter calls ready', () => {
    fc.assert(
      fc.property(facts, fc.array(job, { minLength: 1, maxLength: 8 }), (candidate, jobs) => {
        const groups = readySet(candidate, NOW);
        for (const j of jobs) expect(inReadySet(groups, j)).toBe(jobReadiness(j, candidate, NOW).ready);
      }),
      { numRuns: 400 },
    );
  });

  it('is empty while something every job needs is missing', () => {
    expect(readySet({ ...READY, applicationSubmitted: false }, NOW)).toEqual([]);
    expect(readySet({ ...READY, referencesMet: false }, NOW)).toEqual([]);
  });
});
