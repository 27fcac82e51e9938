// Submissions (spec §7): a candidate puts themself forward for jobs of their organisation, once per job.
import { PAGE_SIZE, paging } from '@portal/shared';
import type { SubmissionStatus, ZSubmissionAddBody } from '@portal/shared/schemas/submissions';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { candidates, jobSubmissions, jobs } from '../../db/schema/index';
import { agencyEvent } from '../../lib/agency-events';
import { candidateNotice } from '../../lib/candidate-notices';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { RealtimeEvent } from '../../lib/realtime';
import type { AuthUser } from '../auth/sessions';
import { assertMayApply } from '../references/service';
import { JOB_NOT_FOUND } from './service';

type Candidate = Pick<AuthUser, 'candidateId' | 'orgId'>;

const describeJob = (job: { positionName: string; facilityName: string; city: string; state: string }) =>
  `${job.positionName} at ${job.facilityName} (${job.city}, ${job.state})`;

const submissionColumns = {
  _id: jobSubmissions.id,
  jobId: jobSubmissions.jobId,
  status: jobSubmissions.status,
  note: jobSubmissions.note,
  createdAt: jobSubmissions.createdAt,
  updatedAt: jobSubmissions.updatedAt,
  job: {
    _id: jobs.id,
    Position_Name: jobs.positionName,
    facilityName: jobs.facilityName,
    City: jobs.city,
    State: jobs.state,
    Submodality: jobs.submodality,
    Shift: jobs.shift,
    Duration_Amount: jobs.durationWeeks,
    weeklyPay: jobs.weeklyPay,
    weeklyStipends: jobs.weeklyStipends,
    Estimated_Start_Date: jobs.estimatedStartDate,
  },
};

type SubmissionRow = { createdAt: Date; updatedAt: Date } & Record<string, unknown>;
const toApi = <T extends SubmissionRow>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });

/**
 * All or nothing: every job must be the candidate's organisation's and open, and none submitted to before; a second
 * submission to the same job is refused with 409 naming the job (the unique (candidate, job) index settles races).
 */
export async function addSubmissions(db: Db, user: Candidate, body: z.output<typeof ZSubmissionAddBody>) {
  const byJob = new Map(body.map((item) => [item.jobId, item]));
  const ids = [...byJob.keys()];
  const found = await db
    .select({ id: jobs.id, isOpen: jobs.isOpen, positionId: jobs.externalId, positionName: jobs.positionName, facilityName: jobs.facilityName, city: jobs.city, state: jobs.state })
    .from(jobs)
    .where(and(inArray(jobs.id, ids), eq(jobs.orgId, user.orgId), eq(jobs.isComplete, true)));
  if (found.length !== ids.length) throw notFound(JOB_NOT_FOUND);
  const closed = found.find((job) => !job.isOpen);
  if (closed) throw conflict(`${describeJob(closed)} is no longer open.`, 'JOB_CLOSED');
  // spec §1: no applying without references (2 completed, one from a Manager) unless the organisation turned it off.
  await assertMayApply(db, user);

  const insertedIds = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(jobSubmissions)
      .values(ids.map((jobId) => ({ candidateId: user.candidateId, jobId, note: byJob.get(jobId)?.note ?? null })))
      .onConflictDoNothing()
      .returning({ id: jobSubmissions.id, jobId: jobSubmissions.jobId });
    if (inserted.length !== ids.length) {
      const already = found.find((job) => !inserted.some((row) => row.jobId === job.id));
      // Throwing rolls the whole batch back.
      throw already ? conflict(`You have already submitted to ${describeJob(already)}.`, 'ALREADY_SUBMITTED') : new AppError(409, 'Already submitted.');
    }
    for (const row of inserted) {
      const job = found.find((j) => j.id === row.jobId)!;
      const data = { candidateId: user.candidateId, submissionId: row.id, jobId: job.id, positionId: job.positionId, status: 'submitted' };
      await agencyEvent(tx, { type: 'submission.created', orgId: user.orgId, data });
    }
    // The candidate's receipt, one e-mail for the batch.
    await candidateNotice(tx, { kind: 'submission.created', submissionIds: inserted.map((row) => row.id) });
    return inserted.map((row) => row.id);
  });
  const rows = await db
    .select(submissionColumns)
    .from(jobSubmissions)
    .innerJoin(jobs, eq(jobs.id, jobSubmissions.jobId))
    .where(inArray(jobSubmissions.id, insertedIds));
  return { status: true as const, message: 'Your submission has been sent.', data: rows.map(toApi) };
}

/** /submissions: newest first, 12 a page (spec §9), each with its status, date and the job's key facts. */
export async function listSubmissions(db: Db, user: Candidate, page: number) {
  const where = and(eq(jobSubmissions.candidateId, user.candidateId), eq(jobs.orgId, user.orgId));
  const rows = await db
    .select(submissionColumns)
    .from(jobSubmissions)
    .innerJoin(jobs, eq(jobs.id, jobSubmissions.jobId))
    .where(where)
    .orderBy(desc(jobSubmissions.createdAt), desc(jobSubmissions.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(jobSubmissions).innerJoin(jobs, eq(jobs.id, jobSubmissions.jobId)).where(where);
  return { status: true as const, data: rows.map(toApi), paging: paging(page, PAGE_SIZE, total) };
}

/** Tells a candidate's open pages (the API's realtime channel, or the database's NOTIFY from a `portal` command). */
export type NotifyCandidate = (candidateId: string, event: RealtimeEvent) => Promise<void>;

/**
 * The agency sets where a submission stands: `portal submissions:set-status` and the agency API's PATCH both come here.
 * `orgId` limits it to one organisation's submissions (the API key's); null when the submission is not there.
 */
export async function setSubmissionStatus(db: Db, notify: NotifyCandidate, id: string, status: SubmissionStatus, orgId?: string) {
  const [found] = await db
    .select({ id: jobSubmissions.id, candidateId: jobSubmissions.candidateId, orgId: jobs.orgId, positionId: jobs.externalId, position: jobs.positionName, facility: jobs.facilityName })
    .from(jobSubmissions)
    .innerJoin(jobs, eq(jobs.id, jobSubmissions.jobId))
    .innerJoin(candidates, eq(candidates.id, jobSubmissions.candidateId))
    .where(and(eq(jobSubmissions.id, id), orgId ? and(eq(jobs.orgId, orgId), eq(candidates.orgId, orgId)) : undefined));
  if (!found) return null;
  await db.update(jobSubmissions).set({ status, updatedAt: new Date() }).where(eq(jobSubmissions.id, found.id));
  await notify(found.candidateId, { type: 'submission.updated', submissionId: found.id, status });
  await candidateNotice(db, { kind: 'submission.status', submissionId: found.id, status });
  const data = { submissionId: found.id, candidateId: found.candidateId, positionId: found.positionId, status };
  await agencyEvent(db, { type: status === 'withdrawn' ? 'submission.withdrawn' : 'submission.status_changed', orgId: found.orgId, data });
  const { positionId: _positionId, ...result } = found;
  return { ...result, status };
}

/** Every submission of a candidate to their organisation's jobs, newest first (the agency API). */
export async function listCandidateSubmissions(db: Db, candidateId: string, orgId: string) {
  const rows = await db
    .select(submissionColumns)
    .from(jobSubmissions)
    .innerJoin(jobs, eq(jobs.id, jobSubmissions.jobId))
    .where(and(eq(jobSubmissions.candidateId, candidateId), eq(jobs.orgId, orgId)))
    .orderBy(desc(jobSubmissions.createdAt), desc(jobSubmissions.id));
  return rows.map(toApi);
}
