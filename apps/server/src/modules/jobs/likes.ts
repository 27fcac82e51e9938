// Favourite jobs (the heart on a job card). A like joins the candidate to a job of their own organisation.
import { PAGE_SIZE, paging } from '@portal/shared';
import type { TCandidateJob } from '@portal/shared/schemas/jobs';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobLikes, jobs } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../auth/sessions';
import { CANDIDATE_SELECTION, toApiJob } from './columns';
import { findJob } from './repository';
import { JOB_NOT_FOUND } from './service';

type Candidate = Pick<AuthUser, 'candidateId' | 'orgId'>;

const ofCandidate = (user: Candidate) => and(eq(jobLikes.candidateId, user.candidateId), eq(jobs.orgId, user.orgId), eq(jobs.isComplete, true));

export async function likedJobIds(db: Db, user: Candidate): Promise<string[]> {
  const rows = await db
    .select({ id: jobLikes.jobId })
    .from(jobLikes)
    .innerJoin(jobs, eq(jobs.id, jobLikes.jobId))
    .where(ofCandidate(user))
    .orderBy(desc(jobLikes.createdAt));
  return rows.map((row) => row.id);
}

/** Like or unlike; either way the job must be one the candidate can see, else it does not exist for them (404). */
export async function setLike(db: Db, user: Candidate, jobId: string, liked: boolean) {
  if (!(await findJob(db, user.orgId, jobId, { _id: jobs.id }))) throw notFound(JOB_NOT_FOUND);
  if (liked) await db.insert(jobLikes).values({ candidateId: user.candidateId, jobId }).onConflictDoNothing();
  else await db.delete(jobLikes).where(and(eq(jobLikes.candidateId, user.candidateId), eq(jobLikes.jobId, jobId)));
  return { status: true as const, data: { jobId, liked } };
}

/** /jobs/favorite: the liked jobs, most recently liked first, 12 a page; closed ones stay listed, marked by isOpen. */
export async function favoriteJobs(db: Db, user: Candidate, page: number) {
  const rows = await db
    .select(CANDIDATE_SELECTION)
    .from(jobLikes)
    .innerJoin(jobs, eq(jobs.id, jobLikes.jobId))
    .where(ofCandidate(user))
    .orderBy(desc(jobLikes.createdAt), desc(jobLikes.jobId))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(jobLikes).innerJoin(jobs, eq(jobs.id, jobLikes.jobId)).where(ofCandidate(user));
  return { status: true as const, data: rows.map(toApiJob) as TCandidateJob[], paging: paging(page, PAGE_SIZE, total) };
}
