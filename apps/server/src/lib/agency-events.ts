// What happens that an agency's systems may want to hear of (decisions 033, 036): the one list of agency events, and the
// one call every place that makes one goes through, whether it runs in the API, a `portal` command or a task. The call
// writes, for each of the organisation's webhook endpoints that listens to the event, a delivery (its body, signed
// later at each attempt) and a queue task that sends it (modules/agency/webhooks.ts). Both are rows of the database the
// caller writes to (its transaction when it is given one), so an event made by a command in another process is
// delivered too, and the request that made it never waits for an agency's server.
//
// Payloads carry ids and a short summary, never a sensitive field (no SSN, date of birth, application answers,
// referees' answers or contact details); the candidate's e-mail is in candidate.created only (decision 036).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agencyWebhookDeliveries, agencyWebhooks, organizations, tasks } from '../db/schema/index';

export const AGENCY_EVENTS = [
  /** An account was made: sign-up, social sign-in or a claimed quick application (candidateId, email, source). */
  'candidate.created',
  /** The candidate sent the application for review (candidateId). */
  'application.submitted',
  /** The candidate uploaded a document (candidateId, documentId, type). */
  'document.uploaded',
  /** A referee answered a reference (candidateId, referenceId). */
  'reference.completed',
  /** The candidate finished a skills checklist (candidateId, checklistId, slug). */
  'checklist.completed',
  /** The candidate finished a skills test (candidateId, attemptId, slug, passed). */
  'test.completed',
  /** The candidate submitted to a job (candidateId, submissionId, positionId). */
  'submission.created',
  /** The candidate withdrew a submission (candidateId, submissionId, positionId). */
  'submission.withdrawn',
  /** A submission's status was set (API or `portal submissions:set-status`). */
  'submission.status_changed',
  /** An offer was recorded for a candidate (API or `portal application:record-offer`). */
  'candidate.offer_recorded',
  /** A licence or certification is about to expire; sent with the candidate's reminder (candidateId, what, expiresOn). */
  'credential.expiring',
  /** The candidate asked for their account to be deleted (candidateId, deleteAfter). */
  'account.deletion_requested',
  /** A job was added or changed by its Position_ID (API or `portal jobs:import`). */
  'job.upserted',
  /** A job was closed by its Position_ID. */
  'job.closed',
] as const;
export type AgencyEventType = (typeof AGENCY_EVENTS)[number];

export type AgencyEvent = { type: AgencyEventType; orgId: string; data: Record<string, unknown> };

/** The queue task that sends one delivery (registered by modules/agency/webhooks.ts). */
export const WEBHOOK_TASK = 'agency.webhook';
/** Attempts of one delivery: at once, then after 1, 4, 16 and 64 minutes, about 4 h, then 6 h three times (~a day). */
export const WEBHOOK_ATTEMPTS = 9;
/** The wait after failed attempt `attempt` (1-based): a minute, multiplied by four each time, at most six hours. */
export const webhookRetryDelayMs = (attempt: number) => Math.min(6 * 3_600_000, 60_000 * 4 ** Math.max(0, attempt - 1));

/**
 * Records an agency event of an organisation: a delivery and its task for each endpoint that listens to it. One
 * indexed read when the organisation has no endpoint. `db` may be the caller's transaction.
 */
export async function agencyEvent(db: Db, event: AgencyEvent): Promise<void> {
  const endpoints = await db.select({ id: agencyWebhooks.id, events: agencyWebhooks.events }).from(agencyWebhooks).where(eq(agencyWebhooks.orgId, event.orgId));
  const listening = endpoints.filter((endpoint) => endpoint.events.includes(event.type));
  if (!listening.length) return;
  const [org] = await db.select({ code: organizations.code }).from(organizations).where(eq(organizations.id, event.orgId));
  const body = JSON.stringify({ type: event.type, timestamp: new Date().toISOString(), data: { organisation: org?.code ?? null, ...event.data } });
  const candidateId = typeof event.data.candidateId === 'string' ? event.data.candidateId : null;
  for (const endpoint of listening) {
    const id = randomUUID();
    await db.insert(agencyWebhookDeliveries).values({ id, webhookId: endpoint.id, orgId: event.orgId, candidateId, eventType: event.type, body, nextAttemptAt: new Date() });
    await db.insert(tasks).values({ kind: WEBHOOK_TASK, key: `${WEBHOOK_TASK}:${id}`, payload: { deliveryId: id }, maxAttempts: WEBHOOK_ATTEMPTS });
  }
}

/**
 * candidate.created, the same from each of the three places an account is made (sign-up link, social sign-in, claimed
 * quick application): the candidate's id, e-mail (what an ATS matches a person on; decision 036) and where they came
 * from.
 */
export const candidateCreated = (candidate: { id: string; orgId: string; email: string; source: string | null }, via: 'signup' | 'social' | 'quick'): AgencyEvent => ({
  type: 'candidate.created',
  orgId: candidate.orgId,
  data: { candidateId: candidate.id, email: candidate.email, via, source: candidate.source },
});
