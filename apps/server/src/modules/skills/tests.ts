// Timed skills tests (domain.md §2): multiple choice, a deadline fixed by the server's clock when an attempt starts (so a
// reload, another device or a changed computer clock changes nothing), attempts limited per test (default 2), a score
// against the pass mark, and a result valid for the test's validity period. The right answers never leave the server.
// Each attempt draws its questions (a subset when the test says how many) and shuffles them and their options; what it
// drew is stored with it, and only that set is accepted and graded, so a client can neither choose questions nor learn
// a right answer by where it sits.
import { randomInt } from 'node:crypto';
import { SKILLS_MESSAGES, type TDrawnQuestion, type TTestAttempt, type TTestLanguage, type TTestStatus } from '@portal/shared/skills';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { skillTestAttempts, skillTests } from '../../db/schema/index';
import { agencyEvent } from '../../lib/agency-events';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { publishToCandidate } from '../../lib/realtime';
import { currentTest, currentTests, questionsPerAttempt, testTextIn, toTestSummary } from './catalogue';

type Lang = TTestLanguage | null;
/** The candidate, and the language they read in (the test's questions are shown in it where the test carries it). */
type Candidate = { id: string; orgId: string; lang?: Lang };
export type AttemptRow = typeof skillTestAttempts.$inferSelect;
export type TestRow = typeof skillTests.$inferSelect;
const DAY_MS = 86_400_000;
/** Answers sent this long after the deadline still count (the network, not the candidate, was late). */
export const GRACE_MS = 5_000;

/** Fisher–Yates with the system's random source. */
function shuffle<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A new attempt's questions: drawn at random (as many as the test asks), in a random order, each with its options shuffled. */
export function drawQuestions(test: Pick<TestRow, 'questions' | 'drawCount'>): TDrawnQuestion[] {
  return shuffle(test.questions)
    .slice(0, questionsPerAttempt(test))
    .map((q) => ({ id: q.id, order: shuffle(q.options.map((_, i) => i)) }));
}

/** What an attempt drew; an attempt from before tests drew has every question in the test's own order. */
function drawnOf(attempt: Pick<AttemptRow, 'drawn'>, test: TestRow): TDrawnQuestion[] {
  return attempt.drawn ?? test.questions.map((q) => ({ id: q.id, order: q.options.map((_, i) => i) }));
}

export type AttemptQuestion = { id: string; text: string; options: string[]; chosen: number | null; correct: boolean };

/** The attempt's questions as it showed them, in a language the test carries (else English), each with how it was answered. */
export function attemptQuestions(attempt: Pick<AttemptRow, 'drawn' | 'answers'>, test: TestRow, lang: Lang): AttemptQuestion[] {
  const byId = new Map(test.questions.map((q) => [q.id, q]));
  return drawnOf(attempt, test).flatMap(({ id, order }) => {
    const q = byId.get(id);
    if (!q) return [];
    const own = lang ? q.translations?.[lang] : undefined;
    const options = own && own.options.length === q.options.length ? own.options : q.options;
    const shown = attempt.answers[id];
    const chosen = shown !== undefined && order[shown] !== undefined ? shown : null;
    return [{ id, text: own?.text ?? q.text, options: order.map((i) => options[i]!), chosen, correct: chosen !== null && order[chosen] === q.answer }];
  });
}

/** Right answers among the drawn questions, and how many were drawn. */
function grade(attempt: Pick<AttemptRow, 'drawn' | 'answers'>, test: TestRow): { right: number; total: number } {
  const questions = attemptQuestions(attempt, test, null);
  return { right: questions.filter((q) => q.correct).length, total: questions.length };
}

function view(attempt: AttemptRow, test: TestRow, now: Date, lang: Lang): TTestAttempt {
  return {
    id: attempt.id,
    slug: attempt.slug,
    name: testTextIn(test, lang).name,
    attemptNo: attempt.attemptNo,
    maxAttempts: test.maxAttempts,
    startedAt: attempt.startedAt.toISOString(),
    deadlineAt: attempt.deadlineAt.toISOString(),
    serverNow: now.toISOString(),
    questions: attemptQuestions(attempt, test, lang).map(({ id, text, options }) => ({ id, text, options })),
    answers: attempt.answers,
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    score: attempt.score,
    passed: attempt.passed,
    timedOut: attempt.timedOut,
    expiresAt: attempt.expiresAt?.toISOString() ?? null,
    rightCount: attempt.submittedAt ? grade(attempt, test).right : null,
  };
}

/** Scores and closes an attempt once (`closed`: this call closed it); a closed attempt is returned as it is. */
async function close(db: Db, attempt: AttemptRow, test: TestRow, now: Date, timedOut: boolean): Promise<{ row: AttemptRow; closed: boolean }> {
  const { right, total } = grade(attempt, test);
  const score = total ? Math.floor((right * 100) / total) : 0;
  const passed = score >= test.passMark;
  const [closed] = await db
    .update(skillTestAttempts)
    .set({ submittedAt: now, timedOut, score, passed, expiresAt: new Date(now.getTime() + test.validDays * DAY_MS) })
    .where(and(eq(skillTestAttempts.id, attempt.id), isNull(skillTestAttempts.submittedAt)))
    .returning();
  if (closed) {
    const data = { candidateId: closed.candidateId, attemptId: closed.id, slug: closed.slug, score: closed.score, passed: closed.passed, timedOut: closed.timedOut };
    await agencyEvent(db, { type: 'test.completed', orgId: closed.orgId, data });
    return { row: closed, closed: true };
  }
  const [current] = await db.select().from(skillTestAttempts).where(eq(skillTestAttempts.id, attempt.id));
  return { row: current!, closed: false };
}

async function finish(app: FastifyInstance, attempt: AttemptRow, test: TestRow, now: Date, timedOut: boolean): Promise<AttemptRow> {
  const { row, closed } = await close(app.db, attempt, test, now, timedOut);
  if (closed) await publishToCandidate(app, attempt.candidateId, { type: 'skills.updated' });
  return row;
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
      ...toTestSummary(test, candidate.lang ?? null),
      attemptsUsed: attempts.length,
      openAttemptId: open?.id ?? null,
      best: best
        ? { attemptId: best.id, score: best.score!, passed: Boolean(best.passed), submittedAt: best.submittedAt!.toISOString(), expiresAt: best.expiresAt?.toISOString() ?? null }
        : null,
    });
  }
  return out;
}

/** Starts an attempt (drawing its questions), or returns the one still running (a reload continues it: same deadline, same draw). */
export async function startAttempt(app: FastifyInstance, candidate: Candidate, slug: string, now = new Date()): Promise<TTestAttempt> {
  const lang = candidate.lang ?? null;
  const test = await currentTest(app.db, candidate.orgId, slug);
  if (!test) throw notFound(SKILLS_MESSAGES.testNotFound);
  const attempts = await attemptsOf(app.db, candidate.id, slug);
  for (const a of attempts) {
    if (a.submittedAt) continue;
    const [own] = await app.db.select().from(skillTests).where(eq(skillTests.id, a.testId));
    if (overdue(a, now)) await finish(app, a, own!, a.deadlineAt, true);
    else return view(a, own!, now, lang);
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
      drawn: drawQuestions(test),
      startedAt: now,
      deadlineAt: new Date(now.getTime() + test.timeLimitMinutes * 60_000),
    })
    .onConflictDoNothing()
    .returning();
  if (!created) return startAttempt(app, candidate, slug, now); // two tabs pressed Start at once: continue the one that won
  return view(created, test, now, lang);
}

export async function getAttempt(app: FastifyInstance, candidate: Candidate, id: string, now = new Date()): Promise<TTestAttempt> {
  const found = await loadOwn(app.db, candidate, id);
  const attempt = overdue(found.attempt, now) ? await finish(app, found.attempt, found.test, found.attempt.deadlineAt, true) : found.attempt;
  return view(attempt, found.test, now, candidate.lang ?? null);
}

/**
 * A finished attempt with its test; one whose time ran out is scored and closed first (as any look at it does). 409
 * while it runs. `candidateId` null: whoever's it is (the agency's `portal` command).
 */
export async function finishedAttempt(db: Db, candidateId: string | null, id: string, now = new Date()): Promise<{ attempt: AttemptRow; test: TestRow; closed: boolean }> {
  const [found] = await db
    .select({ attempt: skillTestAttempts, test: skillTests })
    .from(skillTestAttempts)
    .innerJoin(skillTests, eq(skillTests.id, skillTestAttempts.testId))
    .where(candidateId ? and(eq(skillTestAttempts.id, id), eq(skillTestAttempts.candidateId, candidateId)) : eq(skillTestAttempts.id, id))
    .limit(1);
  if (!found) throw notFound(SKILLS_MESSAGES.testNotFound);
  if (found.attempt.submittedAt) return { ...found, closed: false };
  if (!overdue(found.attempt, now)) throw conflict(SKILLS_MESSAGES.attemptRunning, 'ATTEMPT_RUNNING');
  const { row, closed } = await close(db, found.attempt, found.test, found.attempt.deadlineAt, true);
  return { attempt: row, test: found.test, closed };
}

/** Only the questions this attempt drew, each with an option it showed. */
function checkAnswers(attempt: AttemptRow, test: TestRow, answers: Record<string, number>): void {
  const drawn = new Map(drawnOf(attempt, test).map((d) => [d.id, d.order.length]));
  for (const [id, choice] of Object.entries(answers)) {
    const options = drawn.get(id);
    if (options === undefined) throw badRequest(`There is no question ${id} in this attempt.`);
    if (choice >= options) throw badRequest(`Question ${id} has ${options} options.`);
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
  checkAnswers(attempt, test, answers);
  const [saved] = await app.db
    .update(skillTestAttempts)
    .set({ answers: { ...attempt.answers, ...answers } })
    .where(and(eq(skillTestAttempts.id, id), isNull(skillTestAttempts.submittedAt)))
    .returning();
  return view(saved ?? attempt, test, now, candidate.lang ?? null);
}

/** Submits (answers sent with it count while the time runs) and scores the attempt. Submitting twice changes nothing. */
export async function submitAttempt(app: FastifyInstance, candidate: Candidate, id: string, answers: Record<string, number> | undefined, now = new Date()): Promise<TTestAttempt> {
  const lang = candidate.lang ?? null;
  const { test, attempt: loaded } = await loadOwn(app.db, candidate, id);
  let attempt = loaded;
  if (attempt.submittedAt) return view(attempt, test, now, lang);
  if (overdue(attempt, now)) return view(await finish(app, attempt, test, attempt.deadlineAt, true), test, now, lang);
  if (answers && Object.keys(answers).length) {
    checkAnswers(attempt, test, answers);
    const [saved] = await app.db
      .update(skillTestAttempts)
      .set({ answers: { ...attempt.answers, ...answers } })
      .where(and(eq(skillTestAttempts.id, id), isNull(skillTestAttempts.submittedAt)))
      .returning();
    if (saved) attempt = saved;
  }
  return view(await finish(app, attempt, test, now, false), test, now, lang);
}
