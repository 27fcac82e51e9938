// A candidate's skills checklists (domain.md §2): a draft saved as they go (restored on any device), completed with an
// attestation and e-signature, current for a year; the completed ones listed 12 a page, newest first (spec §9).
import {
  CHECKLIST_VALID_DAYS,
  EXPIRING_SOON_DAYS,
  SKILLS_MESSAGES,
  type TChecklistDraft,
  type TContentLanguage,
  type TCompleteChecklistBody,
  type TCompletedChecklist,
  type TCompletedChecklistDetail,
  type TItemAnswer,
  type TSaveChecklistBody,
  checklistProgress,
} from '@portal/shared/skills';
import type { SkillsSummary } from '@portal/shared/dashboard';
import type { TUserDataChecklist } from '@portal/shared/application/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { candidateChecklists, skillChecklists } from '../../db/schema/index';
import { isoText, type DashboardSource } from '../../lib/dashboard';
import { agencyEvent } from '../../lib/agency-events';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { publishToCandidate } from '../../lib/realtime';
import { checklistTextIn, currentChecklist, sectionsIn, toFull } from './catalogue';

/** The candidate, and the language they read in (null: English), which the checklist is shown in. */
type Candidate = { id: string; orgId: string; lang?: TContentLanguage | null };
type ChecklistRow = typeof skillChecklists.$inferSelect;
const DAY_MS = 86_400_000;

/** Keeps only answers to items of this checklist, with values the scale allows. */
export function cleanAnswers(row: Pick<ChecklistRow, 'sections'>, answers: Record<string, TItemAnswer>): Record<string, TItemAnswer> {
  const ids = new Set(row.sections.flatMap((s) => s.items.map((i) => i.id)));
  const out: Record<string, TItemAnswer> = {};
  for (const [id, answer] of Object.entries(answers)) {
    if (!ids.has(id)) continue;
    const kept: TItemAnswer = {};
    if (answer.rating) kept.rating = answer.rating;
    if (answer.frequency) kept.frequency = answer.frequency;
    if (kept.rating || kept.frequency) out[id] = kept;
  }
  return out;
}

async function checklistOrThrow(db: Db, orgId: string, slug: string): Promise<ChecklistRow> {
  const row = await currentChecklist(db, orgId, slug);
  if (!row) throw notFound(SKILLS_MESSAGES.notFound);
  return row;
}

async function findDraft(db: Db, candidateId: string, slug: string) {
  const [draft] = await db
    .select()
    .from(candidateChecklists)
    .where(and(eq(candidateChecklists.candidateId, candidateId), eq(candidateChecklists.slug, slug), eq(candidateChecklists.status, 'draft')))
    .limit(1);
  return draft;
}

async function lastCompleted(db: Db, candidateId: string, slug: string) {
  const [row] = await db
    .select()
    .from(candidateChecklists)
    .where(and(eq(candidateChecklists.candidateId, candidateId), eq(candidateChecklists.slug, slug), eq(candidateChecklists.status, 'completed')))
    .orderBy(desc(candidateChecklists.completedAt))
    .limit(1);
  return row;
}

/**
 * The checklist to take: the saved draft's answers, or on a retake the last completed answers to start from. The draft
 * keeps the version it was started on; a new start takes the newest version (answers carry over by item id). The text
 * is in the candidate's language; the answers are by item id, the same in every language.
 */
export async function loadDraft(db: Db, candidate: Candidate, slug: string): Promise<TChecklistDraft> {
  const draft = await findDraft(db, candidate.id, slug);
  let row: ChecklistRow | undefined;
  if (draft) [row] = await db.select().from(skillChecklists).where(eq(skillChecklists.id, draft.checklistId));
  row ??= await checklistOrThrow(db, candidate.orgId, slug);
  if (draft) {
    const answers = cleanAnswers(row, draft.answers);
    return { checklist: toFull(row, candidate.lang), answers, ageGroups: draft.ageGroups, progress: checklistProgress(row.sections, answers), updatedAt: draft.updatedAt.toISOString(), fromPrevious: false };
  }
  const previous = await lastCompleted(db, candidate.id, slug);
  const answers = previous ? cleanAnswers(row, previous.answers) : {};
  return {
    checklist: toFull(row, candidate.lang),
    answers,
    ageGroups: previous?.ageGroups ?? [],
    progress: checklistProgress(row.sections, answers),
    updatedAt: null,
    fromPrevious: Boolean(previous),
  };
}

/** Save as you go: the answers sent are merged into the draft (created on the first save). */
export async function saveDraft(db: Db, candidate: Candidate, slug: string, body: TSaveChecklistBody): Promise<TChecklistDraft> {
  const existing = await findDraft(db, candidate.id, slug);
  if (existing) {
    const [row] = await db.select().from(skillChecklists).where(eq(skillChecklists.id, existing.checklistId));
    const answers = cleanAnswers(row!, { ...existing.answers, ...body.answers });
    await db
      .update(candidateChecklists)
      .set({ answers, ...(body.ageGroups ? { ageGroups: body.ageGroups } : {}), updatedAt: new Date() })
      .where(eq(candidateChecklists.id, existing.id));
  } else {
    const row = await checklistOrThrow(db, candidate.orgId, slug);
    const previous = await lastCompleted(db, candidate.id, slug);
    const answers = cleanAnswers(row, { ...(previous?.answers ?? {}), ...body.answers });
    await db
      .insert(candidateChecklists)
      .values({ candidateId: candidate.id, orgId: candidate.orgId, checklistId: row.id, slug, status: 'draft', answers, ageGroups: body.ageGroups ?? previous?.ageGroups ?? [] })
      // Two first saves at once (two tabs): the second merges into the first.
      .onConflictDoUpdate({
        target: [candidateChecklists.candidateId, candidateChecklists.slug],
        targetWhere: sql`${candidateChecklists.status} = 'draft'`,
        set: { answers: sql`${candidateChecklists.answers} || excluded.answers`, updatedAt: new Date() },
      });
  }
  return loadDraft(db, candidate, slug);
}

/** Completes the draft: every item rated with a frequency, the attestation ticked and signed. */
export async function completeDraft(app: FastifyInstance, candidate: Candidate, slug: string, body: TCompleteChecklistBody, now = new Date()) {
  const draft = await findDraft(app.db, candidate.id, slug);
  if (!draft) throw badRequest(SKILLS_MESSAGES.incomplete);
  const [row] = await app.db.select().from(skillChecklists).where(eq(skillChecklists.id, draft.checklistId));
  const answers = cleanAnswers(row!, draft.answers);
  const progress = checklistProgress(row!.sections, answers);
  if (progress.answered < progress.total) throw new AppError(400, `${SKILLS_MESSAGES.incomplete} (${progress.answered} of ${progress.total} done)`, 'INCOMPLETE');
  const [done] = await app.db
    .update(candidateChecklists)
    .set({
      status: 'completed',
      answers,
      signature: body.signature,
      signedAt: now,
      completedAt: now,
      expiresAt: new Date(now.getTime() + CHECKLIST_VALID_DAYS * DAY_MS),
      updatedAt: now,
    })
    .where(and(eq(candidateChecklists.id, draft.id), eq(candidateChecklists.status, 'draft')))
    .returning();
  if (!done) throw badRequest(SKILLS_MESSAGES.incomplete);
  await agencyEvent(app.db, {
    type: 'checklist.completed',
    orgId: candidate.orgId,
    data: { candidateId: candidate.id, checklistId: done.id, slug: done.slug, version: row!.version, expiresAt: done.expiresAt?.toISOString() ?? null },
  });
  await publishToCandidate(app, candidate.id, { type: 'skills.updated' });
  return toCompleted(done, row!, candidate.lang, now);
}

/** What a completed checklist's summary needs of its row and of its checklist. */
type CompletedRow = Pick<typeof candidateChecklists.$inferSelect, 'id' | 'slug' | 'completedAt' | 'updatedAt' | 'expiresAt' | 'signature'>;
type CompletedChecklist = Pick<ChecklistRow, 'version' | 'name' | 'category' | 'role' | 'description' | 'translations'>;

function toCompleted(row: CompletedRow, checklist: CompletedChecklist, lang: TContentLanguage | null = null, now = new Date()): TCompletedChecklist {
  const { name, role } = checklistTextIn(checklist, lang);
  return {
    id: row.id,
    slug: row.slug,
    version: checklist.version,
    name,
    category: checklist.category,
    role,
    completedAt: (row.completedAt ?? row.updatedAt).toISOString(),
    expiresAt: (row.expiresAt ?? row.updatedAt).toISOString(),
    expired: Boolean(row.expiresAt && row.expiresAt.getTime() <= now.getTime()),
    signature: row.signature ?? '',
  };
}

const completedOf = (candidateId: string) => and(eq(candidateChecklists.candidateId, candidateId), eq(candidateChecklists.status, 'completed'));

/**
 * spec §3 UserData.skillsChecklist: every checklist of the candidate's, in progress or signed, newest first, in one
 * query that reads only the columns the list shows (not the answers, nor the checklist's items).
 */
export async function listForProfile(db: Db, candidateId: string): Promise<TUserDataChecklist[]> {
  const rows = await db
    .select({
      id: candidateChecklists.id,
      slug: candidateChecklists.slug,
      status: candidateChecklists.status,
      signedAt: candidateChecklists.signedAt,
      completedAt: candidateChecklists.completedAt,
      expiresAt: candidateChecklists.expiresAt,
      createdAt: candidateChecklists.createdAt,
      updatedAt: candidateChecklists.updatedAt,
      name: skillChecklists.name,
    })
    .from(candidateChecklists)
    .innerJoin(skillChecklists, eq(skillChecklists.id, candidateChecklists.checklistId))
    .where(eq(candidateChecklists.candidateId, candidateId))
    .orderBy(desc(candidateChecklists.createdAt), desc(candidateChecklists.id));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    status: row.status === 'completed' ? ('signed' as const) : ('inProgress' as const),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    signedAt: row.status === 'completed' ? (row.signedAt ?? row.completedAt ?? row.updatedAt).toISOString() : null,
    expiresAt: row.status === 'completed' && row.expiresAt ? row.expiresAt.toISOString() : null,
  }));
}

/** One completed checklist of the caller's (404 for anyone else's), in their language (null: English, as the PDF). */
export async function loadCompleted(db: Db, candidateId: string, id: string, lang: TContentLanguage | null = null): Promise<TCompletedChecklistDetail> {
  const [found] = await db
    .select({ row: candidateChecklists, checklist: skillChecklists })
    .from(candidateChecklists)
    .innerJoin(skillChecklists, eq(skillChecklists.id, candidateChecklists.checklistId))
    .where(and(eq(candidateChecklists.id, id), completedOf(candidateId)))
    .limit(1);
  if (!found) throw notFound(SKILLS_MESSAGES.notFound);
  return { ...toCompleted(found.row, found.checklist, lang), sections: sectionsIn(found.checklist, lang), answers: found.row.answers, ageGroups: found.row.ageGroups };
}

/** The dashboard's skills card (packages/shared/src/dashboard.ts): only the newest checklist of each kind counts. */
/** The dashboard's skills part: how many checklists are completed, how many expire soon, the newest one. */
export const skillsSource: DashboardSource<{
  completed: number;
  newest: Array<string | null> | null;
  latest: SkillsSummary['latest'];
}> = {
  read: (candidate) => sql`json_build_object(
    'completed', (select count(*) from "candidate_checklists" where "candidate_id" = ${candidate.id} and "status" = 'completed'),
    'newest', (select json_agg(t."expires_at") from (
      select distinct on ("slug") ${isoText('"expires_at"')} as "expires_at" from "candidate_checklists"
      where "candidate_id" = ${candidate.id} and "status" = 'completed' order by "slug", "completed_at" desc) t),
    'latest', (select json_build_object('id', c."id", 'name', k."name", 'completedAt', ${isoText('coalesce(c."completed_at", c."updated_at")')},
        'expiresAt', ${isoText('coalesce(c."expires_at", c."updated_at")')})
      from "candidate_checklists" c join "skill_checklists" k on k."id" = c."checklist_id"
      where c."candidate_id" = ${candidate.id} and c."status" = 'completed' order by c."completed_at" desc, c."id" desc limit 1))`,
  part: (read, _candidate, now) => {
    // Per checklist, its newest completion decides: one that expires within EXPIRING_SOON_DAYS (or has expired).
    const soon = now.getTime() + EXPIRING_SOON_DAYS * DAY_MS;
    const expiring = (read.newest ?? []).filter((at) => at !== null && Date.parse(at) < soon).length;
    return { skills: { completed: Number(read.completed), expiring, latest: read.latest ?? null } };
  },
};
