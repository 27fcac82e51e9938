// Job search and job pages: the filter (already through the whitelist) becomes conditions, then one page of SQL.
import { PAGE_SIZE, paging } from '@portal/shared';
import { buildJobFilter, publicQueryToForm, type TJobQuery, toJobQuery } from '@portal/shared/domain/job-filter';
import { parseJobFilter } from '@portal/shared/domain/job-filter-parse';
import {
  JOB_FIELDS,
  type JobField,
  PUBLIC_JOB_FIELDS,
  ZProjectedJob,
  ZPublicJob,
  type TCandidateJob,
  type TPublicJob,
  type ZJobSearchRequest,
  ZJobSearchResponse,
  ZPublicInitialResponse,
  type ZPublicJobsQuery,
  ZPublicJobsResponse,
} from '@portal/shared/schemas/jobs';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { jobSubmissions, jobs } from '../../db/schema/index';
import { EncodedAnswer } from '../../lib/encoded-answer';
import { badRequest, notFound } from '../../lib/errors';
import type { AuthUser } from '../auth/sessions';
import { type VersionSource, type Versions, VersionedCache } from '../../plugins/versions';
import { type OrgDirectory, orgDirectory } from '../orgs/repository';
import { CANDIDATE_SELECTION, selectionOf, toApiJob } from './columns';
import { findJob, getCompactStates, type Page, projectionFields, searchJobs } from './repository';
import { JobSearchIndex, searchIndex } from './search-index';

const PUBLIC_FIELDS: readonly JobField[] = PUBLIC_JOB_FIELDS;

export const JOB_NOT_FOUND = 'This job was not found.';

/**
 * Searches and reference data kept in memory under the catalogue's version: any write to jobs (an import, an edit,
 * closing a job), from any process, drops them before it is acknowledged (plugins/versions.ts). A search is kept
 * whole, with its count, by organisation + normalised conditions + page + page size + fields.
 */
/** At most 5,000 searches and 48 MiB of them (a page of 12 jobs is about 5 KiB; one of 100, about 40 KiB). */
const SEARCH_BUDGET = { bytes: 48 * 2 ** 20, weigh: (answer: EncodedAnswer) => answer.memory };

/**
 * A job's every API field, kept by id for the pages the index finds, with the bytes it takes (about); and the JSON
 * text of the job as a page last showed it (its fields and the page's item schema): a page of a search is then a join
 * of its jobs' texts, each checked against the schema once, when made.
 */
type KeptJob = { job: Record<string, unknown>; bytes: number; fields?: readonly JobField[]; item?: z.ZodType; text?: string };
/** At most 8 MiB of jobs (a job is about 1 KiB, its text at most as much again): the pages candidates look at, not the catalogue. */
const JOB_BUDGET = { bytes: 8 * 2 ** 20, weigh: (kept: KeptJob) => kept.bytes };

export type JobCaches = {
  searches: VersionedCache<EncodedAnswer>;
  reference: VersionedCache<unknown>;
  orgs: OrgDirectory;
  /** The open jobs' exact index (search-index.ts): a search's page and count without the database. */
  index: JobSearchIndex;
  /** The jobs of the pages found, by id. */
  jobs: VersionedCache<KeptJob>;
  /** The jobs of some ids, every API field: one statement, prepared once. */
  jobsByIds: ReturnType<typeof prepareJobsByIds>;
  fence: VersionSource;
};

const ALL_FIELDS = selectionOf(JOB_FIELDS);

function prepareJobsByIds(db: Db) {
  return db
    .select(ALL_FIELDS)
    .from(jobs)
    .where(sql`${jobs.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('portal_jobs_by_ids');
}

export function createJobCaches(
  db: Db,
  fence: VersionSource,
  { waitForRebuildMax, catchUpMax }: { waitForRebuildMax?: number; catchUpMax?: number } = {},
): JobCaches {
  return {
    // Kept from a search's second ask: a search asked once (most new searches) is answered by the index and forgotten.
    searches: new VersionedCache(fence, 'catalogue', 5000, true, SEARCH_BUDGET, true),
    reference: new VersionedCache(fence, 'catalogue', 50),
    orgs: orgDirectory(db, fence),
    index: new JobSearchIndex(db, fence, { waitMax: waitForRebuildMax, catchUpMax }),
    jobs: new VersionedCache(fence, 'catalogue', 20_000, false, JOB_BUDGET),
    jobsByIds: prepareJobsByIds(db),
    fence,
  };
}

/**
 * One page (newest first) of a search and the count of all its matches: from the index when it is current for the
 * request's `versions` (the page's jobs from memory, the missing ones read in one query), else from SQL (repository.ts).
 */
export async function findJobs<T>(db: Db, caches: JobCaches, orgId: string, query: TJobQuery, fields: readonly JobField[], { page, perPage }: Page, versions: Versions) {
  const found = await pageFromIndex(db, caches, orgId, query, { page, perPage }, versions);
  if (found) return { rows: found.jobs.map((kept) => project(kept.job, fields)) as T[], total: found.total };
  return searchJobs<T>(db, orgId, query, selectionOf(fields), { page, perPage });
}

/** A page's jobs and the count of all matches from the index; undefined when the database must answer (counted here). */
async function pageFromIndex(db: Db, caches: JobCaches, orgId: string, query: TJobQuery, { page, perPage }: Page, versions: Versions) {
  const index = caches.index.peek(versions.catalogue) ?? (await caches.index.at(versions.catalogue));
  if (index) {
    const { ids, total } = searchIndex(index, orgId, query, (page - 1) * perPage, perPage);
    const jobs = await keptJobsById(db, caches, ids, versions);
    // A job of the page gone since the index was built (deleted): the database answers this one.
    if (jobs) {
      JobSearchIndex.answered.index += 1;
      return { jobs, total };
    }
  }
  JobSearchIndex.answered.sql += 1;
  return undefined;
}

/**
 * A page's answer ({status, data, paging}) as its route's schema would write it: from the index, the JSON of each job
 * of the page as `item` checks and writes it (kept with the job), joined; from SQL, the rows through `schema`.
 */
async function pagedAnswer(
  db: Db,
  caches: JobCaches,
  orgId: string,
  query: TJobQuery,
  fields: readonly JobField[],
  { page, perPage }: Page,
  versions: Versions,
  schema: typeof ZJobSearchResponse | typeof ZPublicJobsResponse,
  item: z.ZodType,
): Promise<EncodedAnswer> {
  const found = await pageFromIndex(db, caches, orgId, query, { page, perPage }, versions);
  if (found) {
    const data = found.jobs.map((kept) => textOf(kept, fields, item)).join(',');
    return new EncodedAnswer(`{"status":true,"data":[${data}],"paging":${JSON.stringify(paging(page, perPage, found.total))}}`);
  }
  const { rows, total } = await searchJobs(db, orgId, query, selectionOf(fields), { page, perPage });
  return new EncodedAnswer(schema, { status: true as const, data: rows, paging: paging(page, perPage, total) });
}

/** A kept job's JSON as a page of `fields` shows it, checked by `item` (made once for the fields the job was last shown with). */
function textOf(kept: KeptJob, fields: readonly JobField[], item: z.ZodType): string {
  if (kept.text === undefined || kept.fields !== fields || kept.item !== item) {
    kept.text = JSON.stringify(z.encode(item, project(kept.job, fields)));
    kept.fields = fields;
    kept.item = item;
  }
  return kept.text;
}

/** The jobs of `ids` (every API field), from the cache by id, the missing ones read in one query; undefined when one is gone. */
export async function jobsById(db: Db, caches: JobCaches, ids: readonly string[], versions: Versions): Promise<Record<string, unknown>[] | undefined> {
  return (await keptJobsById(db, caches, ids, versions))?.map((kept) => kept.job);
}

async function keptJobsById(db: Db, caches: JobCaches, ids: readonly string[], versions: Versions): Promise<KeptJob[] | undefined> {
  const found: (KeptJob | undefined)[] = ids.map((id) => caches.jobs.peek(id, versions));
  const missing = ids.filter((_, at) => found[at] === undefined);
  if (missing.length) {
    const rows = await caches.jobsByIds.execute({ ids: missing });
    const byId = new Map<string, KeptJob>();
    for (const row of rows) {
      const job = toApiJob(row);
      // The job's JSON, and room for its text as a page shows it (at most as long).
      const kept: KeptJob = { job, bytes: 3 * JSON.stringify(job).length + 200 };
      byId.set(job._id as string, kept);
      caches.jobs.put(job._id as string, kept, versions);
    }
    for (let at = 0; at < ids.length; at++) found[at] ??= byId.get(ids[at]!);
  }
  return found.every((job) => job !== undefined) ? (found as KeptJob[]) : undefined;
}

/** A job's fields as a search selects them (repository.ts selectionOf: `_id` first, then the fields in their order). */
function project(job: Record<string, unknown>, fields: readonly JobField[]): Record<string, unknown> {
  const out: Record<string, unknown> = { _id: job._id };
  for (const field of fields) out[field] = job[field];
  return out;
}

/**
 * One array for each list of fields asked (a job keeps the text of the fields it was last shown with, found by the
 * array): at most 256 lists, then they start again.
 */
const fieldLists = new Map<string, readonly JobField[]>();
function internFields(fields: readonly JobField[]): readonly JobField[] {
  const key = fields.join(',');
  let found = fieldLists.get(key);
  if (!found) {
    if (fieldLists.size >= 256) fieldLists.clear();
    fieldLists.set(key, (found = fields));
  }
  return found;
}

/** The same conditions in any order, and the same values in any order or repeated, make the same key. */
export function searchKey(orgId: string, query: TJobQuery, fields: readonly string[], page: number, perPage: number): string {
  return JSON.stringify([orgId, ...keyParts(query, fields, page, perPage)]);
}

function keyParts(query: TJobQuery, fields: readonly string[], page: number, perPage: number): [string[], readonly string[], number, number] {
  const conditions = query
    .map((c) =>
      'in' in c ? `${c.field} in ${JSON.stringify([...new Set(c.in)].sort())}` : `${c.field} ${JSON.stringify([c.gte ?? null, c.lte ?? null, c.gt ?? null, c.lt ?? null])}`,
    )
    .sort();
  return [conditions, fields, page, perPage];
}

type SearchBody = z.output<typeof ZJobSearchRequest>;
type PreparedSearch = { fields: readonly JobField[]; query: TJobQuery; keyTail: string; keys: Map<string, string> };
/**
 * What a checked search body means (its fields, its conditions, the organisation-free part of its key, and its whole
 * key for each organisation that asked it), worked out once per body object: a body seen before arrives as the same
 * frozen object (routes.ts CheckedBodies). A key made once is one string, whose hash is worked out once too.
 */
const prepared = new WeakMap<SearchBody, PreparedSearch>();
function prepare(body: SearchBody): PreparedSearch {
  let found = prepared.get(body);
  if (!found) {
    const fields = internFields(projectionFields(body.projection));
    const query = toJobQuery(body.filter);
    // searchKey's JSON without its opening bracket and organisation: the key is `["<orgId>",` + keyTail.
    found = { fields, query, keyTail: JSON.stringify(keyParts(query, fields, body.page, body.perPage)).slice(1), keys: new Map() };
    prepared.set(body, found);
  }
  return found;
}

/**
 * POST /api/job/open for a signed-in candidate: their organisation's jobs only (the session's, never the body's).
 * `versions`: the request's cache versions (app.requestVersions), shared with its session check.
 */
export function searchOpenJobs(db: Db, caches: JobCaches, orgId: string, body: SearchBody, versions: Versions): EncodedAnswer | Promise<EncodedAnswer> {
  const search = prepare(body);
  let key = search.keys.get(orgId);
  if (key === undefined) {
    // One key per organisation that asked (they are few): at most as many as the directory holds.
    if (search.keys.size >= 64) search.keys.clear();
    search.keys.set(orgId, (key = `[${JSON.stringify(orgId)},${search.keyTail}`));
  }
  // A kept answer is sent without a promise; a miss computes (or waits for the same search of another request).
  return (
    caches.searches.peek(key, versions) ??
    caches.searches.get(
      key,
      () => pagedAnswer(db, caches, orgId, search.query, search.fields, body, versions, ZJobSearchResponse, ZProjectedJob),
      versions,
    )
  );
}

/** A public board's organisation: its partner's for a known slug, the agency's own without one. */
async function boardOrgId(caches: JobCaches, board: string | undefined): Promise<string> {
  if (!board) return (await caches.orgs.defaultOrg()).id;
  const org = await caches.orgs.byBoard(board);
  if (!org) throw notFound('This job board does not exist.');
  return org.id;
}

/** The compact states' codes the search's compact switch adds (kept under the catalogue version). */
export async function compactCodesOf(db: Db, caches: JobCaches): Promise<string[]> {
  return ((await caches.reference.get('compact', () => getCompactStates(db))) as Awaited<ReturnType<typeof getCompactStates>>).codes;
}

/** GET /api/job/public/list: the same rules of spec §5, read from query parameters, 12 a page (spec §9). */
export async function searchPublicJobs(db: Db, caches: JobCaches, query: z.output<typeof ZPublicJobsQuery>): Promise<EncodedAnswer> {
  const orgId = await boardOrgId(caches, query.board);
  const compactCodes = query.compactState ? await compactCodesOf(db, caches) : [];
  const parsed = parseJobFilter(buildJobFilter(publicQueryToForm(query), compactCodes));
  if (!parsed.ok) throw badRequest(parsed.message);
  const versions = await caches.fence.read();
  return caches.searches.get(
    searchKey(orgId, parsed.query, ['public'], query.page, PAGE_SIZE),
    () => pagedAnswer(db, caches, orgId, parsed.query, PUBLIC_FIELDS, { page: query.page, perPage: PAGE_SIZE }, versions, ZPublicJobsResponse, ZPublicJob),
    versions,
  );
}

/** GET /api/job/public/initial: a board's newest jobs and the states and specialties its search can offer. */
export async function publicInitial(db: Db, caches: JobCaches, board: string | undefined): Promise<EncodedAnswer> {
  const orgId = await boardOrgId(caches, board);
  const versions = await caches.fence.read();
  return caches.searches.get(JSON.stringify(['initial', orgId]), async () => new EncodedAnswer(ZPublicInitialResponse, await initialOf(db, caches, orgId, versions)), versions);
}

async function initialOf(db: Db, caches: JobCaches, orgId: string, versions: Versions) {
  const open = and(eq(jobs.orgId, orgId), eq(jobs.isOpen, true), eq(jobs.isComplete, true));
  const first = await findJobs<TPublicJob>(db, caches, orgId, [], PUBLIC_FIELDS, { page: 1, perPage: PAGE_SIZE }, versions);
  const states = await db.selectDistinct({ value: jobs.state }).from(jobs).where(open).orderBy(asc(jobs.state));
  const specialties = await db.selectDistinct({ value: jobs.submodality }).from(jobs).where(open).orderBy(asc(jobs.submodality));
  return {
    status: true as const,
    data: first.rows,
    paging: paging(1, PAGE_SIZE, first.total),
    facets: { states: states.map((s) => s.value), specialties: specialties.map((s) => s.value) },
  };
}

/** GET /api/job/:id: one job of the candidate's organisation (another organisation's does not exist for them). */
export async function getJobForCandidate(db: Db, user: Pick<AuthUser, 'candidateId' | 'orgId'>, id: string) {
  const job = await findJob<TCandidateJob>(db, user.orgId, id, CANDIDATE_SELECTION);
  if (!job) throw notFound(JOB_NOT_FOUND);
  const [submission] = await db
    .select({ status: jobSubmissions.status, createdAt: jobSubmissions.createdAt })
    .from(jobSubmissions)
    .where(and(eq(jobSubmissions.candidateId, user.candidateId), eq(jobSubmissions.jobId, id)))
    .limit(1);
  return {
    status: true as const,
    data: { ...job, submission: submission ? { status: submission.status, createdAt: submission.createdAt.toISOString() } : null },
  };
}
