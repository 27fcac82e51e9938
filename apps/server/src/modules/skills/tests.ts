// Timed skills tests (domain.md §2): multiple choice, a deadline fixed by the server's clock when an attempt starts (so a
// reload, another device or a changed computer clock changes nothing), attempts limited per test (default 2), a score
// against the pass mark, and a result valid for the test's validity period. The right answers never leave the server.
import { SKILLS_MESSAGES, type TTestAttempt, type TTestStatus } from '@portal/shared/skills';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { skillTestAttempts, skillTests } from '../../db/schema/index';
import { agencyEvent } from '../../lib/agency-events';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { publishToCandidate } from '../../lib/realtime';
import { currentTest, currentTests, toTestSummary } from './catalogue';

type Candidate = { id: string; orgId: string };
type AttemptRow = typeof skillTestAttempts.$inferSelect;
type TestRow = typeof skillTests.$inferSelect;
const DAY_MS = 86_400_000;
/** Answers sent this long after the deadline still count (the network, not the candidate, was late). */
export const GRACE_MS = 5_000;

function view(attempt: AttemptRow, test: TestRow, now: Date): TTestAttempt {
  return {
    id: attempt.id,
    slug: attempt.slug,
    name: test.name,
    attemptNo: attempt.attemptNo,
    maxAttempts: test.maxAttempts,
    startedAt: attempt.startedAt.toISOString(),
    deadlineAt: attempt.deadlineAt.toISOString(),
    serverNow: now.toISOString(),
    questions: test.questions.map(({ id, text, options }) => ({ id, text, options })),
    answers: attempt.answers,
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    score: attempt.score,
    passed: attempt.passed,
    timedOut: attempt.timedOut,
    expiresAt: attempt.expiresAt?.toISOString() ?? null,
  };
}

/** Scores and closes an attempt once; a closed attempt is returned as it is. */
async function finish(app: FastifyInstance, attempt: AttemptRow, test: TestRow, now: Date, timedOut: boolean): Promise<AttemptRow> {
  const right = test.questions.filter((q) => attempt.answers[q.id] === q.answer).length;
  const score = Math.floor((right * 100) / test.questions.length);
  const passed = score >= test.passMark;
  const [closed] = await app.db
    .update(skillTestAttempts)
    .set({ submittedAt: now, timedOut, score, passed, expiresAt: new Date(now.getTime() + test.validDays * DAY_MS) })
    .where(and(eq(skillTestAttempts.id, attempt.id), isNull(skillTestAttempts.submittedAt)))
    .returning();
  if (closed) {
    const data = { candidateId: closed.candidateId, attemptId: closed.id, slug: closed.slug, score: closed.score, passed: closed.passed, timedOut: closed.timedOut };
    await agencyEvent(app.db, { type: 'test.completed', orgId: closed.orgId, data });
    await publishToCandidate(app, attempt.candidateId, { type: 'skills.updated' });
    return closed;
  }
  const [current] = await app.db.select().from(skillTestAttempts).where(eq(skillTestAttempts.id, attempt.id));
  return current!;
}

const overdue = (attempt: AttemptRow, now: Date) => !attempt.submittedAt && now.getTime() > attempt.deadlineAt.getTime() + GRACE_MS;

async function attemptsOf(db: Db, candidateId: string, slug: string): Promise<AttemptRow[]> {
  return db
    .select()
    .from(skillTestAttempts)
    .where(and(eq(skillTestAttempts.candidateId, candidateId), eq(skillTestAttempts.slug, slug)))
    .orderBy(asc(skillTestAttempts.attemptNo));
}

async function loadOwn(db: Db, candidate: Candidate, id: string): Promise<{ attempt: AttemptRow; test: TestRow }> {
  const [found] = await db
    .select({ attempt: skillTestAttempts, test: skillTests })
    .from(skillTestAttempts)
    .innerJoin(skillTests, eq(skillTests.id, skillTestAttempts.testId))
    .where(and(eq(skillTestAttempts.id, id), eq(skillTestAttempts.candidateId, candidate.id)))
    .limit(1);
  if (!found) throw notFound(SKILLS_MESSAGES.testNotFound);
  return found;
}

export async function listTests(app: FastifyInstance, candidate: Candidate, now = new Date()): Promise<TTestStatus[]> {
  const tests = await currentTests(app.db, candidate.orgId);
  const out: TTestStatus[] = [];
  for (const test of tests) {
    const attempts = await attemptsOf(app.db, candidate.id, test.slug);
    for (const [i, a] of attempts.entries()) if (overdue(a, now)) attempts[i] = await finish(app, a, test, a.deadlineAt, true);
    const open = attempts.find((a) => !a.submittedAt);
    const scored = attempts.filter((a) => a.submittedAt && a.score !== null).sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
    const best = scored[0];
    out.push({
      ...toTestSummary(test),
      attemptsUsed: attempts.length,
      openAttemptId: open?.id ?? null,
      best: best ? { score: best.score!, passed: Boolean(best.passed), submittedAt: best.submittedAt!.toISOString(), expiresAt: best.expiresAt?.toISOString() ?? null } : null,
    });
  }
  return out;
}

/** Starts an attempt, or returns the one still running (a reload continues it with the same deadline). */
export async function startAttempt(app: FastifyInstance, candidate: Candidate, slug: string, now = new Date()): Promise<TTestAttempt> {
  const test = await currentTest(app.db, candidate.orgId, slug);
  if (!test) throw notFound(SKILLS_MESSAGES.testNotFound);
  const attempts = await attemptsOf(app.db, candidate.id, slug);
  for (const a of attempts) {
    if (a.submittedAt) continue;
    const [own] = await app.db.select().from(skillTests).where(eq(skillTests.id, a.testId));
    if (overdue(a, now)) await finish(app, a, own!, a.deadlineAt, true);
    else return view(a, own!, now);
  }
  const passed = attempts.find((a) => a.passed && a.expiresAt && a.expiresAt.getTime() > now.getTime());
  if (passed) throw conflict(`You passed this test; your result is valid until ${passed.expiresAt!.toISOString().slice(0, 10)}.`, 'ALREADY_PASSED');
  if (attempts.length >= test.maxAttempts) throw conflict(SKILLS_MESSAGES.noAttemptsLeft, 'NO_ATTEMPTS_LEFT');
  const [created] = await app.db
    .insert(skillTestAttempts)
    .values({
      candidateId: candidate.id,
      orgId: candidate.orgId,
      testId: test.id,
      slug,
      attemptNo: attempts.length + 1,
      startedAt: now,
      deadlineAt: new Date(now.getTime() + test.timeLimitMinutes * 60_000),
    })
    .onConflictDoNothing()
    .returning();
  if (!created) return startAttempt(app, candidate, slug, now); // two tabs pressed Start at once: continue the one that won
  return view(created, test, now);
}

export async function getAttempt(app: FastifyInstance, candidate: Candidate, id: string, now = new Date()): Promise<TTestAttempt> {
  const found = await loadOwn(app.db, candidate, id);
  const attempt = overdue(found.attempt, now) ? await finish(app, found.attempt, found.test, found.attempt.deadlineAt, true) : found.attempt;
  return view(attempt, found.test, now);
}

function checkAnswers(test: TestRow, answers: Record<string, number>): void {
  for (const [id, choice] of Object.entries(answers)) {
    const question = test.questions.find((q) => q.id === id);
    if (!question) throw badRequest(`There is no question ${id} in this test.`);
    if (choice >= question.options.length) throw badRequest(`Question ${id} has ${question.options.length} options.`);
  }
}

/** Saves answers while the time runs; after the deadline the attempt is closed and nothing changes. */
export async function saveAnswers(app: FastifyInstance, candidate: Candidate, id: string, answers: Record<string, number>, now = new Date()): Promise<TTestAttempt> {
  const { attempt, test } = await loadOwn(app.db, candidate, id);
  if (attempt.submittedAt) throw new AppError(409, SKILLS_MESSAGES.attemptClosed, 'ATTEMPT_CLOSED');
  if (overdue(attempt, now)) {
    await finish(app, attempt, test, attempt.deadlineAt, true);
    throw new AppError(409, SKILLS_MESSAGES.attemptClosed, 'ATTEMPT_CLOSED');
  }
  checkAnswers(test, answers);
  const [saved] = await app.db
    .update(skillTestAttempts)
    .set({ answers: { ...attempt.answers, ...answers } })
    .where(and(eq(skillTestAttempts.id, id), isNull(skillTestAttempts.submittedAt)))
    .returning();
  return view(saved ?? attempt, test, now);
}

/** Submits (answers sent with it count while the time runs) and scores the attempt. Submitting twice changes nothing. */
export async function submitAttempt(app: FastifyInstance, candidate: Candidate, id: string, answers: Record<string, number> | undefined, now = new Date()): Promise<TTestAttempt> {
  const { test, attempt: loaded } = await loadOwn(app.db, candidate, id);
  let attempt = loaded;
  if (attempt.submittedAt) return view(attempt, test, now);
  if (overdue(attempt, now)) return view(await finish(app, attempt, test, attempt.deadlineAt, true), test, now);
  if (answers && Object.keys(answers).length) {
    checkAnswers(test, answers);
    const [saved] = await app.db
      .update(skillTestAttempts)
      .set({ answers: { ...attempt.answers, ...answers } })
      .where(and(eq(skillTestAttempts.id, id), isNull(skillTestAttempts.submittedAt)))
      .returning();
    if (saved) attempt = saved;
  }
  return view(await finish(app, attempt, test, now, false), test, now);
}
