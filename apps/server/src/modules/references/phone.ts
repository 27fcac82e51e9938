// A referee reached by phone (domain.md §3 audit fields: completed by, method, date): the agency records the answer
// it was given, with who recorded it and when. One function for every agency tool: `portal references:record-phone`
// today (cli.ts), an agency HTTP call later. The caller tells the candidate's pages (realtime) with what it returns.
//
// The same guarantees as the referee's own page (decision 015, 024): one answer per request (a single guarded UPDATE;
// the e-mailed link, if any, is spent by it and answers 410 afterwards), the answer encrypted for its place, and the
// candidate sees only that the reference is complete (the answer, the recorder and the method are the agency's).
import { candidateNotice } from '../../lib/candidate-notices';
import { PHONE_ANSWER_MESSAGES, ZPhoneAnswer } from '@portal/shared/schemas/references';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidateReferences } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { createCipher, type DataKeys } from '../application/crypto';
import { referenceAnswerPlace } from '../application/sealed';

export const PHONE_METHOD = 'phone call';

export type PhoneAnswerInput = {
  referenceId: string;
  /** Who at the agency took the answer (their name as they sign it). */
  recordedBy: string;
  /** The answer as the referee's page takes it, without the token (ZPhoneAnswer). */
  answer: unknown;
};

export type RecordedPhoneAnswer = { id: string; candidateId: string; orgId: string; status: 'completed' | 'declined'; recordedAt: Date };

/** The reasons an answer is refused, one per line (`outcome: Please choose how you answer.`). */
function describeIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  return issues.map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message)).join('\n');
}

/** Records an answer taken by phone for an outstanding request; 404 unknown, 400 bad input or a draft, 409 answered. */
export async function recordPhoneAnswer(db: Db, keys: DataKeys, input: PhoneAnswerInput, now = new Date()): Promise<RecordedPhoneAnswer> {
  const recordedBy = input.recordedBy.trim();
  if (!recordedBy) throw badRequest(PHONE_ANSWER_MESSAGES.recordedByRequired, 'RECORDED_BY');
  if (recordedBy.length > 80) throw badRequest(PHONE_ANSWER_MESSAGES.recordedByTooLong, 'RECORDED_BY');
  const parsed = ZPhoneAnswer.safeParse(input.answer);
  if (!parsed.success) throw badRequest(describeIssues(parsed.error.issues), 'VALIDATION');
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(input.referenceId)) throw notFound(PHONE_ANSWER_MESSAGES.notFound);
  const [target] = await db
    .select({ id: candidateReferences.id, candidateId: candidateReferences.candidateId, status: candidateReferences.status, outcome: candidateReferences.outcome })
    .from(candidateReferences)
    .where(eq(candidateReferences.id, input.referenceId));
  if (!target) throw notFound(PHONE_ANSWER_MESSAGES.notFound);
  if (target.status === 'draft') throw badRequest(PHONE_ANSWER_MESSAGES.draft, 'DRAFT');
  const { outcome, answeredByName, answeredByTitle, ...rest } = parsed.data;
  const answer = createCipher(keys).encrypt(rest, referenceAnswerPlace(target.candidateId, target.id));
  const [row] = await db
    .update(candidateReferences)
    .set({
      status: outcome === 'declined' ? 'declined' : 'completed',
      outcome,
      answer,
      answeredAt: now,
      answeredByName,
      answeredByTitle,
      answerMethod: PHONE_METHOD,
      recordedBy,
      recordedAt: now,
      verifiedEmail: null,
      answeredIp: null,
      answeredUserAgent: null,
      // The e-mailed link, if one is out, is spent with this answer: one answer per request.
      tokenHash: null,
      updatedAt: now,
    })
    .where(and(eq(candidateReferences.id, target.id), isNull(candidateReferences.outcome), inArray(candidateReferences.status, ['requested', 'opened'])))
    .returning({ id: candidateReferences.id, candidateId: candidateReferences.candidateId, orgId: candidateReferences.orgId });
  if (!row) throw new AppError(409, PHONE_ANSWER_MESSAGES.alreadyAnswered, 'ANSWERED');
  await candidateNotice(db, { kind: 'reference.answered', referenceId: row.id });
  return { ...row, status: outcome === 'declined' ? 'declined' : 'completed', recordedAt: now };
}
