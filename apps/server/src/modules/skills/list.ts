// GET /api/skills/checklists: a page of the candidate's completed checklists (12, newest first), their count and the
// checklists in progress with their progress, read in one prepared statement and kept per candidate, page and language
// (lib/candidate-pages.ts). Only what the list shows is read: names in the candidate's language, not the translations;
// the item ids of a checklist in progress, not its texts. "Expired" depends on the time: it is built with the request's
// `now`, and a kept answer is built again when a checklist expires.
import { okPaged, paging } from '@portal/shared/api';
import {
  CHECKLIST_PAGE_SIZE,
  checklistProgress,
  type TChecklistSections,
  type TCompletedChecklist,
  type TContentLanguage,
  type TInProgressChecklist,
  type TItemAnswer,
} from '@portal/shared/skills';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { prepareRead } from '../../db/prepared';
import { CandidatePages, isoOf, utc, type PageAnswer } from '../../lib/candidate-pages';

export const ZChecklistsAnswer = okPaged(z.any()).extend({ inProgress: z.array(z.any()) });

/** A checklist's text in the language $3 when it carries it, else English (as catalogue.ts checklistTextIn). */
const textIn = (field: 'name' | 'role') => `coalesce(k."translations" -> $3::text ->> '${field}', k."${field}")`;

/**
 * Each checklist row finds its checklist in a lateral subquery (at most one row: by its key), not in a join: the plan
 * then visits the checklists only for the candidate's rows, where a hash join over the checklists, which the planner
 * prefers for small tables, built two hash tables on every read, rows or none (about 40 % of the statement's time).
 */
const LIST_SQL = `select json_build_array(
  (select count(*) from "candidate_checklists" where "candidate_id" = $1::uuid and "status" = 'completed'),
  (select coalesce(json_agg(json_build_array(t."id", t."slug", ${utc('coalesce(t."completed_at", t."updated_at")')},
      ${utc('coalesce(t."expires_at", t."updated_at")')}, ${utc('t."expires_at"')}, coalesce(t."signature", ''), t."version", t."name", t."category", t."role")
      order by t."completed_at" desc, t."id" desc), '[]')
    from (select c."id", c."slug", c."completed_at", c."updated_at", c."expires_at", c."signature", k."version", k."name", k."category", k."role"
      from "candidate_checklists" c cross join lateral (select k."version", ${textIn('name')} as "name", k."category", ${textIn('role')} as "role"
        from "skill_checklists" k where k."id" = c."checklist_id" limit 1) k
      where c."candidate_id" = $1::uuid and c."status" = 'completed'
      order by c."completed_at" desc, c."id" desc limit ${CHECKLIST_PAGE_SIZE} offset $2::int) t),
  (select coalesce(json_agg(json_build_array(t."slug", t."name", ${utc('t."updated_at"')}, t."ids", t."answers") order by t."updated_at" desc), '[]')
    from (select c."slug", k."name", c."updated_at", k."ids", c."answers"
      from "candidate_checklists" c cross join lateral (select ${textIn('name')} as "name", jsonb_path_query_array(k."sections", '$[*].items[*].id') as "ids"
        from "skill_checklists" k where k."id" = c."checklist_id" limit 1) k
      where c."candidate_id" = $1::uuid and c."status" = 'draft') t))::text`;

type Completed = [id: string, slug: string, completedAt: string, expiresAt: string, expiresAtOrNull: string | null, signature: string, version: number, name: string, category: string, role: string];
type InProgress = [slug: string, name: string, updatedAt: string, ids: string[], answers: Record<string, TItemAnswer>];
type Read = { page: number; values: [total: number, completed: Completed[], inProgress: InProgress[]] };

export function buildChecklists({ page, values: [total, completed, drafts] }: Read, now: Date): PageAnswer {
  const t = now.getTime();
  let until = Infinity;
  const data = completed.map(([id, slug, completedAt, expiresAt, expiresAtOrNull, signature, version, name, category, role]): TCompletedChecklist => {
    const expires = expiresAtOrNull === null ? null : Date.parse(isoOf(expiresAtOrNull));
    if (expires !== null && expires > t) until = Math.min(until, expires);
    return {
      id,
      slug,
      version,
      name,
      category: category as TCompletedChecklist['category'],
      role,
      completedAt: isoOf(completedAt),
      expiresAt: isoOf(expiresAt),
      expired: expires !== null && expires <= t,
      signature,
    };
  });
  // The progress as checklists.ts computes it from the checklist's items: only their ids count.
  const inProgress = drafts.map(([slug, name, updatedAt, ids, answers]): TInProgressChecklist => ({
    slug,
    name,
    updatedAt: isoOf(updatedAt),
    progress: checklistProgress([{ items: ids.map((id) => ({ id })) }] as unknown as TChecklistSections, answers),
  }));
  return { answer: { status: true, data, paging: paging(page, CHECKLIST_PAGE_SIZE, Number(total)), inProgress }, until };
}

/** The checklists page of each candidate, read in one prepared statement and kept. */
export function checklistsList(app: FastifyInstance) {
  const read = prepareRead(app.db, 'portal_candidate_checklists', LIST_SQL);
  const pages = new CandidatePages<Read>(app, { build: buildChecklists });
  return {
    pages,
    read: async (candidateId: string, page: number, lang: TContentLanguage | null) => {
      const [row] = await read([candidateId, (page - 1) * CHECKLIST_PAGE_SIZE, lang]);
      const text = row?.[0] ?? '[0, [], []]';
      return { values: { page, values: JSON.parse(text) as Read['values'] }, bytes: text.length };
    },
  };
}
