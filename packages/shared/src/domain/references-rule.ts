// One rule over one list (spec §1; decision 031): the candidate's references as the References feature keeps them are
// what the job-submission gate, the dashboard's refStatus and the application's references section (profReferences)
// all read. Pure, so the server, the dashboard and the tests share it; the database's copy of the section rule (the
// application's kept progress, migration 0025) is checked against `referencesSectionDone` in the server tests.
import type { RefStatus } from '../dashboard';
import { REFERENCES_REQUIRED, REFERENCE_RENEWAL_MONTHS, describeMissing, type ReferenceStatus } from '../schemas/references';

/** The stored states of a reference (`expired` is derived from the link's end). */
export type StoredReferenceStatus = 'draft' | 'requested' | 'opened' | 'completed' | 'declined';

export type RuleReference = {
  status: StoredReferenceStatus;
  referenceType: string;
  linkExpiresAt: Date | null;
  answeredAt: Date | null;
};

/** Only a Manager satisfies the "one of them a Manager" part of the rule. */
export const MANAGER_TYPE = 'Manager';

/** Completed long ago: flagged for renewal (and not counted for the rule). */
export function needsRenewal(row: Pick<RuleReference, 'status' | 'answeredAt'>, now = new Date()): boolean {
  if (row.status !== 'completed' || !row.answeredAt) return false;
  const limit = new Date(now);
  limit.setUTCMonth(limit.getUTCMonth() - REFERENCE_RENEWAL_MONTHS);
  return row.answeredAt.getTime() < limit.getTime();
}

/** draft, requested, opened, completed, declined — or expired when the link ran out unanswered. */
export function referenceStatusOf(row: Pick<RuleReference, 'status' | 'linkExpiresAt'>, now = new Date()): ReferenceStatus {
  if (row.status === 'completed' || row.status === 'declined' || row.status === 'draft') return row.status;
  if (row.linkExpiresAt && row.linkExpiresAt.getTime() <= now.getTime()) return 'expired';
  return row.status;
}

/**
 * The references rule: at least 2 completed references (not due for renewal), one from a Manager. It gates job
 * submissions unless the organisation turned it off (then meetsRule is true, and `missing` still says what is missing).
 */
export function referencesRule(rows: readonly RuleReference[], ruleEnabled: boolean, now = new Date()): RefStatus {
  const counted = rows.filter((r) => r.status === 'completed' && !needsRenewal(r, now));
  const completed = counted.length;
  const managerCompleted = counted.some((r) => r.referenceType === MANAGER_TYPE);
  const awaiting = rows.filter((r) => ['requested', 'opened'].includes(referenceStatusOf(r, now))).length;
  const met = completed >= REFERENCES_REQUIRED && managerCompleted;
  return { completed, awaiting, managerCompleted, ruleEnabled, meetsRule: met || !ruleEnabled, missing: met ? '' : describeMissing(completed, managerCompleted) };
}

/** A referee the candidate has asked: a request out (by e-mail or to be called) or answered with a reference. */
const NAMED: readonly StoredReferenceStatus[] = ['requested', 'opened', 'completed'];

/**
 * The application's references section is the candidate's part: done when they have asked at least 2 referees, one
 * of them a Manager (a request out or answered; a draft never sent or a refusal does not count). Whether the referees
 * have answered is the job-submission gate's question (referencesRule). No clock: the application's kept progress
 * (the database's copy of this rule) can never go stale.
 */
export function referencesSectionDone(rows: ReadonlyArray<Pick<RuleReference, 'status' | 'referenceType'>>): boolean {
  const named = rows.filter((r) => NAMED.includes(r.status));
  return named.length >= REFERENCES_REQUIRED && named.some((r) => r.referenceType === MANAGER_TYPE);
}

/** The section's status from the list: complete, in progress (someone named), or nothing yet (undefined). */
export function referencesSectionStatus(rows: ReadonlyArray<Pick<RuleReference, 'status' | 'referenceType'>>): 'complete' | 'draft' | undefined {
  if (referencesSectionDone(rows)) return 'complete';
  return rows.length ? 'draft' : undefined;
}
