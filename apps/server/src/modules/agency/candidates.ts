// What an agency key reads of its organisation's candidates (decision 033): the list with its cursor, one candidate
// with the application (masked unless the key may see sensitive answers), documents, references with the referees'
// answers, checklists and test results. Every query is bounded to the key's organisation: another organisation's
// candidate is not found (404).
import { SECTION_KEYS, type SectionKey, type TApplication } from '@portal/shared/application/contract';
import { applicationDetails, completenessPercent, type SectionStatus } from '@portal/shared/application/progress';
import type { TAgencyCandidate } from '@portal/shared/schemas/agency';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import {
  applicationSections,
  candidateChecklists,
  candidateRecruiters,
  candidateReferences,
  documents,
  organizations,
  recruiters,
} from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/errors';
import { SealedValueError } from '../application/crypto';
import { referenceAnswerPlace } from '../application/sealed';
import { cipherOf, loadApplication, loadPlainSections } from '../application/service';
import { needsRenewal, ruleStatus, statusOf } from '../references/service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A timestamptz as PostgreSQL writes it as text (what a cursor carries, to the microsecond). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
export const CANDIDATE_NOT_FOUND = 'This candidate was not found.';

type BaseRow = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  created_at: string | Date;
  submitted_at: string | Date | null;
  offer_recorded_at: string | Date | null;
  app_created_at: string | Date | null;
  changed_at: string | Date;
  changed_text: string;
};
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());

// The latest change of the account or of its application: what updatedSince and the cursor follow.
const CHANGED = sql`greatest(c.updated_at, coalesce(a.updated_at, c.updated_at))`;

function readCursor(cursor: string): { at: string; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof at === 'string' && typeof id === 'string' && UUID.test(id) && TIMESTAMP.test(at)) return { at, id };
  } catch {
    // refused below
  }
  throw badRequest('The cursor is not one this API gave: start again without it.');
}
const writeCursor = (row: BaseRow) => Buffer.from(JSON.stringify([row.changed_text, row.id]), 'utf8').toString('base64url');

async function baseRows(db: Db, orgId: string, where: ReturnType<typeof sql>, limit: number): Promise<BaseRow[]> {
  return rowsOf<BaseRow>(
    await db.execute(sql`
      SELECT c.id, c.email, c.first_name, c.last_name, c.created_at, a.submitted_at, a.offer_recorded_at,
             a.created_at AS app_created_at, ${CHANGED} AS changed_at, (${CHANGED})::text AS changed_text
      FROM candidates c LEFT JOIN applications a ON a.candidate_id = c.id
      WHERE c.org_id = ${orgId}::uuid AND ${where}
      ORDER BY ${CHANGED}, c.id
      LIMIT ${limit}`),
  );
}

/** The summaries of several candidates of one organisation, in a fixed number of queries whatever their count. */
async function summaries(db: Db, orgId: string, rows: BaseRow[]): Promise<TAgencyCandidate[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [sections, resumes, refs, org, checklists, chosen] = await Promise.all([
    db
      .select({ candidateId: applicationSections.candidateId, section: applicationSections.section, status: applicationSections.status })
      .from(applicationSections)
      .where(inArray(applicationSections.candidateId, ids)),
    db
      .selectDistinct({ candidateId: documents.candidateId })
      .from(documents)
      .where(and(inArray(documents.candidateId, ids), eq(documents.kind, 'resume'))),
    db
      .select({
        candidateId: candidateReferences.candidateId,
        status: candidateReferences.status,
        answeredAt: candidateReferences.answeredAt,
        linkExpiresAt: candidateReferences.linkExpiresAt,
        referenceType: candidateReferences.referenceType,
      })
      .from(candidateReferences)
      .where(inArray(candidateReferences.candidateId, ids)),
    db.select({ rule: organizations.referencesRule }).from(organizations).where(eq(organizations.id, orgId)),
    db
      .select({ candidateId: candidateChecklists.candidateId, status: candidateChecklists.status, expiresAt: candidateChecklists.expiresAt })
      .from(candidateChecklists)
      .where(inArray(candidateChecklists.candidateId, ids)),
    db
      .select({ candidateId: candidateRecruiters.candidateId, id: recruiters.id, name: recruiters.name, email: recruiters.email })
      .from(candidateRecruiters)
      .innerJoin(recruiters, eq(recruiters.id, candidateRecruiters.recruiterId))
      .where(inArray(candidateRecruiters.candidateId, ids)),
  ]);
  const now = new Date();
  const rule = org[0]?.rule ?? true;
  const hasResume = new Set(resumes.map((r) => r.candidateId));
  return rows.map((row) => {
    const statuses: Partial<Record<SectionKey, SectionStatus>> = {};
    for (const s of sections) if (s.candidateId === row.id && (SECTION_KEYS as readonly string[]).includes(s.section)) statuses[s.section as SectionKey] = s.status;
    const details = applicationDetails(statuses, { createdAt: iso(row.app_created_at), updatedAt: iso(row.changed_at) }, { offerRecorded: row.offer_recorded_at !== null });
    const refStatus = ruleStatus(refs.filter((r) => r.candidateId === row.id), rule, now);
    const own = checklists.filter((c) => c.candidateId === row.id);
    const recruiter = chosen.find((c) => c.candidateId === row.id);
    return {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      status: row.submitted_at ? 'submitted' : Object.keys(statuses).length ? 'in_progress' : 'registered',
      completeness: completenessPercent(details, hasResume.has(row.id)),
      submittedAt: iso(row.submitted_at),
      offerRecorded: row.offer_recorded_at !== null,
      recruiter: recruiter ? { id: recruiter.id, name: recruiter.name, email: recruiter.email } : null,
      references: { completed: refStatus.completed, awaiting: refStatus.awaiting, managerCompleted: refStatus.managerCompleted, meetsRule: refStatus.meetsRule },
      checklists: {
        signed: own.filter((c) => c.status === 'completed' && !(c.expiresAt && c.expiresAt <= now)).length,
        inProgress: own.filter((c) => c.status === 'draft').length,
        expired: own.filter((c) => c.status === 'completed' && c.expiresAt && c.expiresAt <= now).length,
      },
      createdAt: iso(row.created_at)!,
      updatedAt: iso(row.changed_at)!,
    };
  });
}

/** A page of the organisation's candidates, oldest change first, from a cursor (and a time) on. */
export async function listAgencyCandidates(db: Db, orgId: string, query: { cursor?: string; updatedSince?: string; limit: number }) {
  const after = query.cursor ? readCursor(query.cursor) : null;
  const where = sql.join(
    [
      sql`true`,
      query.updatedSince ? sql`${CHANGED} >= ${new Date(query.updatedSince).toISOString()}::timestamptz` : sql`true`,
      after ? sql`(${CHANGED}, c.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql`true`,
    ],
    sql` AND `,
  );
  const rows = await baseRows(db, orgId, where, query.limit + 1);
  const page = rows.slice(0, query.limit);
  return { data: await summaries(db, orgId, page), nextCursor: rows.length > query.limit ? writeCursor(page[page.length - 1]!) : null };
}

/** The candidate of the key's organisation with this id; 404 for any other (another organisation's included). */
export async function agencyCandidate(db: Db, orgId: string, id: string): Promise<TAgencyCandidate> {
  if (!UUID.test(id)) throw notFound(CANDIDATE_NOT_FOUND);
  const rows = await baseRows(db, orgId, sql`c.id = ${id}::uuid`, 1);
  if (!rows.length) throw notFound(CANDIDATE_NOT_FOUND);
  return (await summaries(db, orgId, rows))[0]!;
}

/** The application as the key may see it: masked as the candidate sees it, or with the sensitive answers in clear. */
export async function agencyApplication(app: FastifyInstance, candidateId: string, sensitive: boolean): Promise<TApplication & { masked: boolean }> {
  const application = await loadApplication(app, candidateId);
  if (!sensitive) return { ...application, masked: true };
  const plain = await loadPlainSections(app, candidateId);
  const sections: TApplication['sections'] = { ...application.sections };
  for (const row of plain) {
    const shown = sections[row.key];
    if (shown) sections[row.key] = { ...shown, data: row.plain as never };
  }
  return { ...application, sections, masked: false };
}

/** The candidate's references with the referees' answers and their audit fields: the agency's view, never the candidate's. */
export async function agencyReferences(app: FastifyInstance, candidateId: string) {
  const rows = await app.db.select().from(candidateReferences).where(eq(candidateReferences.candidateId, candidateId)).orderBy(candidateReferences.createdAt);
  const cipher = cipherOf(app);
  const now = new Date();
  return rows.map((ref) => {
    let answers: Record<string, unknown> | null = null;
    if (ref.answer) {
      try {
        answers = cipher.decrypt(ref.answer, referenceAnswerPlace(candidateId, ref.id)) as Record<string, unknown>;
      } catch (error) {
        if (!(error instanceof SealedValueError)) throw error;
        app.log.warn({ reference: ref.id, reason: error.reason }, 'a reference answer does not decrypt; sent as unavailable');
      }
    }
    return {
      id: ref.id,
      referee: { salutation: ref.salutation, firstName: ref.firstName, lastName: ref.lastName, email: ref.email, phone: ref.phone, workPhone: ref.workPhone },
      referenceType: ref.referenceType,
      referenceIsOrWasMy: ref.referenceIsOrWasMy,
      companyName: ref.companyName,
      jobTitle: ref.jobTitle,
      workTogetherFrom: ref.workTogetherFrom,
      workTogetherTo: ref.workTogetherTo,
      status: statusOf(ref, now),
      needsRenewal: needsRenewal(ref, now),
      sentAt: iso(ref.sentAt),
      answeredAt: iso(ref.answeredAt),
      outcome: ref.outcome ?? null,
      answers,
      answeredBy: { name: ref.answeredByName, title: ref.answeredByTitle, method: ref.answerMethod, verifiedEmail: ref.verifiedEmail },
    };
  });
}

/** A reference of this candidate (404 otherwise). */
export async function assertReferenceOf(db: Db, candidateId: string, refId: string): Promise<void> {
  if (!UUID.test(refId)) throw notFound('This reference was not found.');
  const [row] = await db
    .select({ id: candidateReferences.id })
    .from(candidateReferences)
    .where(and(eq(candidateReferences.id, refId), eq(candidateReferences.candidateId, candidateId)));
  if (!row) throw notFound('This reference was not found.');
}
