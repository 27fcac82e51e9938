// References for tests that need a candidate who may apply (spec §1: 2 completed references, one from a Manager), and
// the request body the web form sends.
import type { TReferenceRequest } from '@portal/shared/schemas/references';
import { candidateReferences } from '../../src/db/schema/index';
import type { TestApp } from './app';
import { lastMail } from './auth';

/** A referee's full answer with a reference (the body of POST /api/reference/verify, without the token). */
export function refereeAnswer(overrides: Record<string, string> = {}) {
  return {
    outcome: 'reference',
    answeredByName: 'Priya Natarajan',
    answeredByTitle: 'Charge Nurse',
    jobPerformance: 'excellent',
    dependabilityOrAttendanceOrPunctuality: 'good',
    interpersonalSkillsOrRelationships: 'excellent',
    acceptanceOfSuggestionsAndCriticism: 'good',
    goodCommunicationSkills: 'excellent',
    leadershipSkills: 'fair',
    emotionalStability: 'good',
    enthusiasmTowardJob: 'excellent',
    clinicalCompetency: 'excellent',
    reasonTheEmployeeIsLeavingTheFacility: 'contractEnded',
    wouldYouHireThisEmployeeAgain: 'yes',
    additionalNotes: 'Steady on nights; the unit asked for her back.',
    ...overrides,
  };
}

export function referenceRequest(overrides: Partial<TReferenceRequest> = {}): TReferenceRequest {
  return {
    salutation: 'Ms.',
    firstName: 'Dana',
    lastName: 'Whitfield',
    contactMethod: 'email',
    email: `referee-${Math.random().toString(36).slice(2, 10)}@example.com`,
    country: 'United States',
    city: 'Tulsa',
    state: 'OK',
    workPhone: '',
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

/** Two completed references (one from a Manager) straight in the database: the candidate meets the rule. */
export async function giveCompletedReferences(app: TestApp, who: { id: string; orgId: string }, { answeredAt = new Date() } = {}) {
  const base = {
    candidateId: who.id,
    orgId: who.orgId,
    salutation: 'Mr.',
    contactMethod: 'email' as const,
    country: 'United States',
    city: 'Tulsa',
    state: 'OK',
    referenceIsOrWasMy: 'Direct supervisor',
    workTogetherFrom: '2020-01',
    workTogetherTo: '2023-12',
    jobTitle: 'Charge Nurse',
    companyName: 'Riverbend Care Center',
    status: 'completed' as const,
    outcome: 'reference' as const,
    answeredAt,
    answeredByName: 'Test Referee',
    answeredByTitle: 'Manager',
    answerMethod: 'test factory',
  };
  return app.db
    .insert(candidateReferences)
    .values([
      { ...base, firstName: 'Morgan', lastName: 'Reyes', email: 'morgan.reyes@example.com', referenceType: 'Manager' },
      { ...base, firstName: 'Alex', lastName: 'Kim', email: 'alex.kim@example.com', referenceType: 'Charge Nurse' },
    ])
    .returning();
}

/** Runs the queue and gives the token of the last reference link e-mailed to the address. */
export async function referenceLinkFor(app: TestApp, to: string): Promise<string> {
  await app.queue.runDue();
  const mail = await lastMail(app, to);
  const match = mail.text.match(/\/verify-references(?:\?[\w=&-]+)?#token=([\w-]+)/);
  if (!match?.[1]) throw new Error(`no reference link in "${mail.subject}"`);
  return match[1];
}
