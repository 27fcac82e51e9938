// References through the real API, for journeys that need a candidate who may apply (spec §1: 2 completed references,
// one from a Manager): the candidate requests them, each referee's link is read from the dev mailbox and answered.
//
//   const candidate = await signInAs(page);
//   await completeReferences(page.request, candidate);
import { expect, type APIRequestContext } from '@playwright/test';
import { freshEmail, linkIn, waitForMail } from './accounts';

export type ReferenceFields = Record<string, unknown>;

export function referenceFields(overrides: ReferenceFields = {}): ReferenceFields {
  return {
    salutation: 'Ms.',
    firstName: 'Dana',
    lastName: 'Whitfield',
    contactMethod: 'email',
    email: freshEmail('referee'),
    country: 'United States',
    city: 'Tulsa',
    state: 'OK',
    phone: '(918)555-0142',
    referenceType: 'Manager',
    referenceIsOrWasMy: 'Nurse manager',
    workTogetherFrom: '2021-03',
    workTogetherTo: '2024-06',
    referenceJobTitleWhenWorkingWithMe: 'Nurse Manager',
    companyName: 'Riverbend Care Center',
    ...overrides,
  };
}

/** The token of the newest reference request e-mailed to `email`. */
export async function referenceToken(request: APIRequestContext, email: string): Promise<string> {
  const mail = await waitForMail(request, email, /request for a professional reference/);
  return new URL(linkIn(mail, /https?:\/\/\S+verify-references(?:\?board=[a-z0-9]+)?#token=[\w-]+/)).hash.replace('#token=', '');
}

export const REFEREE_ANSWER = {
  outcome: 'reference',
  answeredByName: 'Dana Whitfield',
  answeredByTitle: 'Nurse Manager',
  jobPerformance: 'excellent',
  dependabilityOrAttendanceOrPunctuality: 'good',
  interpersonalSkillsOrRelationships: 'excellent',
  acceptanceOfSuggestionsAndCriticism: 'good',
  goodCommunicationSkills: 'excellent',
  leadershipSkills: 'good',
  emotionalStability: 'good',
  enthusiasmTowardJob: 'excellent',
  clinicalCompetency: 'excellent',
  reasonTheEmployeeIsLeavingTheFacility: 'contractEnded',
  wouldYouHireThisEmployeeAgain: 'yes',
  additionalNotes: 'Reliable and calm.',
};

/** Requests two references (a Manager and a Charge Nurse) and answers both as their referees would. */
export async function completeReferences(request: APIRequestContext, candidate: { token: string }): Promise<void> {
  for (const referenceType of ['Manager', 'Charge Nurse']) {
    const fields = referenceFields({ referenceType });
    const added = await request.post('/api/reference/add', { headers: { authorization: `Bearer ${candidate.token}` }, data: fields });
    expect(added.ok(), await added.text()).toBe(true);
    const token = await referenceToken(request, String(fields.email));
    const answered = await request.post('/api/reference/verify', { data: { token, ...REFEREE_ANSWER } });
    expect(answered.ok(), await answered.text()).toBe(true);
  }
}
