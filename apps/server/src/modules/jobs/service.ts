// Job search and job pages: the filter (already through the whitelist) becomes conditions, then one page of SQL.
import { PAGE_SIZE, paging } from '@portal/shared';
import { buildJobFilter, publicQueryToForm, type TJobQuery, toJobQuery } from '@portal/shared/domain/job-filter';
import { parseJobFilter } from '@portal/shared/domain/job-filter-parse';
import {
  type JobField,
  type TCandidateJob,
  type TProjectedJob,
  type TPublicJob,
  type ZJobSearchRequest,
  ZJobSearchResponse,
  ZPublicInitialResponse,
  type ZPublicJobsQuery,
  ZPublicJobsResponse,
} from '@portal/shared/schemas/jobs';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { jobSubmissions, jobs } from '../../db/schema/index';
import { EncodedAnswer } from '../../lib/encoded-answer';
import { badRequest, notFound } from '../../lib/errors';
import type { AuthUser } from '../auth/sessions';
import { type VersionSource, type Versions, VersionedCache } from '../../plugins/versions';
import { type OrgDirectory, orgDirectory } from '../orgs/repository';
import { CANDIDATE_SELECTION, PUBLIC_SELECTION, selectionOf } from './columns';
import { findJob, getCompactStates, projectionFields, searchJobs } from './repository';

export const JOB_NOT_FOUND = 'This job was not found.';

/**
 * Searches and reference data kept in memory under the catalogue's version: any write to jobs (an import, an edit,
 * closing a job), from any process, drops them before it is acknowledged (plugins/versions.ts). A search is kept
 * whole, with its count, by organisation + normalised conditions + page + page size + fields.
 */
/** At most 5,000 searches and 48 MiB of them (a page of 12 jobs is about 5 KiB; one of 100, about 40 KiB). */
const SEARCH_BUDGET = { bytes: 48 * 2 ** 20, weigh: (answer: EncodedAnswer) => answer.memory };

export type JobCaches = { searches: VersionedCache<EncodedAnswer>; reference: VersionedCache<unknown>; orgs: OrgDirectory };

export function createJobCaches(db: Db, fence: VersionSource): JobCaches {
  return { searches: new VersionedCache(fence, 'catalogue', 5000, true, SEARCH_BUDGET), reference: new VersionedCache(fence, 'catalogue', 50), orgs: orgDirectory(db, fence) };
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
    const fields = projectionFields(body.projection);
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
      async () => {
        const { rows, total } = await searchJobs<TProjectedJob>(db, orgId, search.query, selectionOf(search.fields), body);
        return new EncodedAnswer(ZJobSearchResponse, { status: true as const, data: rows, paging: paging(body.page, body.perPage, total) });
      },
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

async function compactCodesOf(db: Db, caches: JobCaches): Promise<string[]> {
  return ((await caches.reference.get('compact', () => getCompactStates(db))) as Awaited<ReturnType<typeof getCompactStates>>).codes;
}

/** GET /api/job/public/list: the same rules of spec §5, read from query parameters, 12 a page (spec §9). */
export async function searchPublicJobs(db: Db, caches: JobCaches, query: z.output<typeof ZPublicJobsQuery>): Promise<EncodedAnswer> {
  const orgId = await boardOrgId(caches, query.board);
  const compactCodes = query.compactState ? await compactCodesOf(db, caches) : [];
  const parsed = parseJobFilter(buildJobFilter(publicQueryToForm(query), compactCodes));
  if (!parsed.ok) throw badRequest(parsed.message);
  return caches.searches.get(searchKey(orgId, parsed.query, ['public'], query.page, PAGE_SIZE), async () => {
    const { rows, total } = await searchJobs<TPublicJob>(db, orgId, parsed.query, PUBLIC_SELECTION, { page: query.page, perPage: PAGE_SIZE });
    return new EncodedAnswer(ZPublicJobsResponse, { status: true as const, data: rows, paging: paging(query.page, PAGE_SIZE, total) });
  });
}

/** GET /api/job/public/initial: a board's newest jobs and the states and specialties its search can offer. */
export async function publicInitial(db: Db, caches: JobCaches, board: string | undefined): Promise<EncodedAnswer> {
  const orgId = await boardOrgId(caches, board);
  return caches.searches.get(JSON.stringify(['initial', orgId]), async () => new EncodedAnswer(ZPublicInitialResponse, await initialOf(db, orgId)));
}

async function initialOf(db: Db, orgId: string) {
  const open = and(eq(jobs.orgId, orgId), eq(jobs.isOpen, true), eq(jobs.isComplete, true));
  const first = await searchJobs<TPublicJob>(db, orgId, [], PUBLIC_SELECTION, { page: 1, perPage: PAGE_SIZE });
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
