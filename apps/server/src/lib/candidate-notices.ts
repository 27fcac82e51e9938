// What the candidate is told by e-mail when something happens to them that they did not do on the page: a referee
// answered, the agency changed a submission's status, and (as a receipt) a job submission went out. One call, made
// wherever the event is made (a request, a `portal` command in another process, a task): it writes a queue task in the
// caller's database (its transaction when given), and the notices module renders and sends the e-mail through the
// durable mail queue. The realtime part of each event is published by its own code path as before.
import type { Db } from '../db/client';
import { tasks } from '../db/schema/index';

export const NOTICE_TASK = 'candidate.notice';

export type CandidateNotice =
  | { kind: 'reference.answered'; referenceId: string }
  | { kind: 'submission.created'; submissionIds: string[] }
  | { kind: 'submission.status'; submissionId: string; status: string };

export async function candidateNotice(db: Db, notice: CandidateNotice): Promise<void> {
  await db.insert(tasks).values({ kind: NOTICE_TASK, payload: notice, maxAttempts: 5 });
}
