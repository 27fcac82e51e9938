// SQL of the job catalogue: searches, one job, reference data. Every query names the organisation it serves.
import type { TJobCondition, TJobQuery } from '@portal/shared/domain/job-filter';
import { type JobField, JOB_FIELDS } from '@portal/shared/schemas/jobs';
import { type SQL, and, asc, count, desc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { compactStates, jobs, submodalities } from '../../db/schema/index';
import { COLUMN_OF, selectionOf, toApiJob } from './columns';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids in paths come from anyone; a malformed one names no job (404), it must not reach the uuid cast. */
export const isJobId = (id: string): boolean => UUID.test(id);

/** One condition as SQL. Values travel as bound parameters; field names come from the fixed map, never from input. */
function conditionSql(condition: TJobCondition): SQL | undefined {
  const column = COLUMN_OF[condition.field];
  if ('in' in condition) return condition.in.length ? inArray(column, condition.in) : sql`false`;
  if (column === jobs.durationWeeks) {
    // Weeks are whole numbers and a fraction must not reach the integer parameter (the database refuses it): a bound
    // becomes the whole-number bound that selects the same rows (as the open-jobs index does).
    const { gte: atLeast, lte: atMost, gt: above, lt: below } = condition;
    return and(
      atLeast === undefined ? undefined : gte(column, Math.ceil(atLeast)),
      atMost === undefined ? undefined : lte(column, Math.floor(atMost)),
      above === undefined ? undefined : gte(column, Math.floor(above) + 1),
      below === undefined ? undefined : lte(column, Math.ceil(below) - 1),
    );
  }
  return and(
    condition.gte === undefined ? undefined : gte(column, condition.gte),
    condition.lte === undefined ? undefined : lte(column, condition.lte),
    condition.gt === undefined ? undefined : gt(column, condition.gt),
    condition.lt === undefined ? undefined : lt(column, condition.lt),
  );
}

/** spec §5: a search only ever sees one organisation's open, complete jobs. `extra`: a condition of the caller's own. */
export function searchWhere(orgId: string, query: TJobQuery, extra?: SQL): SQL | undefined {
  return and(eq(jobs.orgId, orgId), eq(jobs.isOpen, true), eq(jobs.isComplete, true), ...query.map(conditionSql), extra);
}

export type Page = { page: number; perPage: number };

/**
 * One page (newest first) and the count of all matches; the cost follows the page, not the catalogue.
 * `T` is the API shape the selection produces (its keys are API field names, see columns.ts).
 */
export async function searchJobs<T>(db: Db, orgId: string, query: TJobQuery, selection: Record<string, AnyPgColumn>, { page, perPage }: Page, extra?: SQL) {
  const where = searchWhere(orgId, query, extra);
  // The page's ids come from the search index alone; only those rows are then read in full (a deferred join).
  const pageIds = db
    .select({ id: jobs.id, createdAt: jobs.createdAt })
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(perPage)
    .offset((page - 1) * perPage)
    .as('page_ids');
  const rows = await db
    .select(selection)
    .from(pageIds)
    .innerJoin(jobs, eq(jobs.id, pageIds.id))
    .orderBy(desc(pageIds.createdAt), desc(pageIds.id));
  // The count is only needed when the page does not show that it holds everything.
  const total =
    page === 1 && rows.length < perPage ? rows.length : ((await db.select({ total: count() }).from(jobs).where(where))[0]?.total ?? 0);
  return { rows: rows.map(toApiJob) as T[], total };
}

export function projectionFields(projection: Partial<Record<JobField, unknown>> | undefined): readonly JobField[] {
  if (!projection) return JOB_FIELDS;
  const chosen = JOB_FIELDS.filter((field) => projection[field] !== undefined);
  return chosen.length ? chosen : JOB_FIELDS;
}

/** A job of the organisation that candidates may see (complete), open or not; undefined when there is none. */
export async function findJob<T>(db: Db, orgId: string, id: string, selection: Record<string, AnyPgColumn> = selectionOf(JOB_FIELDS)) {
  if (!isJobId(id)) return undefined;
  const [row] = await db
    .select(selection)
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.orgId, orgId), eq(jobs.isComplete, true)))
    .limit(1);
  return row ? (toApiJob(row) as T) : undefined;
}

export async function listSpecialties(db: Db) {
  return db
    .select({ label: submodalities.label, value: submodalities.value, type: submodalities.type, modality: submodalities.modality })
    .from(submodalities)
    .orderBy(asc(submodalities.type), asc(submodalities.modality), asc(submodalities.label));
}

export async function getCompactStates(db: Db) {
  const rows = await db.select({ code: compactStates.code, asOf: compactStates.asOf }).from(compactStates).orderBy(asc(compactStates.code));
  const asOf = rows.reduce<string | null>((latest, row) => (latest === null || row.asOf > latest ? row.asOf : latest), null);
  return { asOf, codes: rows.map((row) => row.code) };
}
