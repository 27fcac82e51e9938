// "Jobs for you" (decision 045): the candidate's profile (the application's role, specialties and states, where a quick
// application's answers land too) as the Open Jobs filter, and the dashboard's three best matches. The search is the
// ordinary one (the open-jobs index, decision 040); only the profile is the candidate's, and nothing of it is kept in
// the answers shared between candidates.
import type { JobForYou, JobsForYou } from '@portal/shared/dashboard';
import { buildJobFilter } from '@portal/shared/domain/job-filter';
import { parseJobFilter } from '@portal/shared/domain/job-filter-parse';
import { type ProfileMatch, bestMatches, profileFilter, profileOf } from '@portal/shared/domain/jobs-for-you';
import type { ReadinessLicence } from '@portal/shared/domain/readiness';
import { type JobField, ZJobSearchRequest } from '@portal/shared/schemas/jobs';
import type { TOpeningPage } from '@portal/shared/schemas/jobs-for-you';
import { CARD_PROJECTION, EMPTY_JOB_FILTER_FORM, PER_PAGE_OPTIONS } from '@portal/shared/schemas/jobs-values';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DashboardSource } from '../../lib/dashboard';
import type { Versions } from '../../plugins/versions';
import { selectionOf } from './columns';
import type { AuthUser } from '../auth/sessions';
import { credentialsOf, readinessOfJobs } from './readiness';
import { searchJobs } from './repository';
import { bestInIndex } from './search-index';
import { type JobCaches, compactCodesOf, jobsById, searchOpenJobs } from './service';

/** How many best matches the dashboard shows. */
export const JOBS_FOR_YOU = 3;
/** When the database answers instead of the index (a rebuild of a large catalogue under way): the newest this many are ranked. */
const SQL_POOL = 100;

const CARD_FIELDS = ['Position_Name', 'facilityName', 'City', 'State', 'Submodality', 'weeklyPay', 'Estimated_Start_Date'] as const satisfies readonly JobField[];

/** What is read of the candidate: the personal information's four answers the search uses, and the licences. */
export type ProfileRead = { info: unknown; licences: unknown } | null;

/**
 * One SQL expression (a dashboard source's `read`, and the whole query of GET /api/jobs/for-you). Only plain answers
 * are read (role, specialties and states are not among the encrypted ones); a section marked not applicable holds nothing.
 */
export const profileRead = (candidateId: string): SQL => sql`(select json_build_object(
  'info', (select json_build_object('role', s."data"->'role', 'specialties', s."data"->'specialties', 'otherStates', s."data"->'otherStates',
      'otherStatesCompact', s."data"->'otherStatesCompact')
    from "application_sections" s where s."candidate_id" = ${candidateId} and s."section" = 'personalInfo' and s."status" <> 'notApplicable'),
  'licences', (select s."data" from "application_sections" s
    where s."candidate_id" = ${candidateId} and s."section" = 'licenses' and s."status" <> 'notApplicable')))`;

export function profileFacts(read: ProfileRead): { match: ProfileMatch; licences: readonly ReadinessLicence[] } {
  const match = profileFilter(profileOf(read?.info));
  const { licences } = credentialsOf([{ section: 'licenses', status: 'complete', data: read?.licences ?? null }]);
  return { match, licences };
}

/** GET /api/jobs/for-you: the profile's filter (one read; per candidate, never kept). */
export async function profileMatch(db: Db, candidateId: string): Promise<ProfileMatch> {
  const result = (await db.execute(sql`select ${profileRead(candidateId)} as "profile"`)) as unknown as { rows: Array<{ profile: ProfileRead }> };
  return profileFacts(result.rows[0]?.profile ?? null).match;
}

/**
 * The first page Open Jobs opens on when it has no search of its own (decision 057; the web's openingState): the
 * profile's search, then, when nothing matches it, every job; made as the page makes it (shared buildJobFilter, the
 * compact codes of GET /api/job/compactStatesCode, page 1, the first page size, the cards' projection) and answered by
 * the same search as POST /api/job/open, with the meters POST /api/jobs/readiness gives its jobs. The page uses a page
 * only when its own search is the same one (the query's key), so a difference costs the round trips saved, nothing else.
 */
export async function openingPages(db: Db, caches: JobCaches, user: Pick<AuthUser, 'candidateId' | 'orgId'>, match: ProfileMatch, versions: Versions): Promise<TOpeningPage[]> {
  const compactCodes = match.applies && match.filter.compactState ? await compactCodesOf(db, caches) : [];
  const filters = [...(match.applies ? [buildJobFilter({ ...EMPTY_JOB_FILTER_FORM, ...match.filter }, compactCodes)] : []), buildJobFilter(EMPTY_JOB_FILTER_FORM, [])];
  const pages: TOpeningPage[] = [];
  for (const filter of filters) {
    const search = { filter, page: 1, perPage: PER_PAGE_OPTIONS[0] };
    const answer = await searchOpenJobs(db, caches, user.orgId, ZJobSearchRequest.parse({ ...search, projection: CARD_PROJECTION }), versions);
    const { data, paging } = JSON.parse(answer.json) as Pick<TOpeningPage, 'data' | 'paging'>;
    const readiness = data.length ? (await readinessOfJobs(db, user, data.map((job) => job._id))).data : [];
    pages.push({ search, data, paging, readiness });
    if (paging.total > 0) break;
  }
  return pages;
}

const cardOf = (job: Record<string, unknown>): JobForYou => ({
  _id: job._id as string,
  Position_Name: job.Position_Name as string,
  facilityName: job.facilityName as string,
  City: job.City as string,
  State: job.State as string,
  Submodality: job.Submodality as string,
  weeklyPay: Number(job.weeklyPay),
  Estimated_Start_Date: (job.Estimated_Start_Date as string | null) ?? null,
});

/**
 * The dashboard's "Jobs for you": the profile's search as Open Jobs makes it, its count, and its best three. From the
 * open-jobs index (one pass over the matches, the three jobs from the cache by id); when the index is being rebuilt
 * for a large catalogue, the database's newest matches are ranked instead.
 */
export async function jobsForYou(db: Db, caches: JobCaches, orgId: string, read: ProfileRead, versions: Versions): Promise<JobsForYou> {
  const { match, licences } = profileFacts(read);
  const none: JobsForYou = { ...match, total: 0, jobs: [] };
  if (!match.applies) return none;
  const compactCodes = match.filter.compactState ? await compactCodesOf(db, caches) : [];
  // The filter Open Jobs sends for the same profile, through the same whitelist.
  const parsed = parseJobFilter(buildJobFilter(match.filter, compactCodes));
  if (!parsed.ok) return none;
  const facts = { filter: match.filter, licences };
  const index = caches.index.peek(versions.catalogue) ?? (await caches.index.at(versions.catalogue));
  if (index) {
    const { ids, total } = bestInIndex(index, orgId, parsed.query, facts, JOBS_FOR_YOU);
    const found = await jobsById(db, caches, ids, versions);
    if (found) return { ...match, total, jobs: found.map(cardOf) };
  }
  const { rows, total } = await searchJobs<Record<string, unknown>>(db, orgId, parsed.query, selectionOf(['_id', ...CARD_FIELDS]), { page: 1, perPage: SQL_POOL });
  const ranked = bestMatches(
    rows.map((job) => ({ job, state: job.State as string, specialty: job.Submodality as string, weeklyPay: Number(job.weeklyPay) })),
    facts,
    JOBS_FOR_YOU,
  );
  return { ...match, total, jobs: ranked.map(({ job }) => cardOf(job)) };
}

/**
 * The dashboard source: the profile is read with the rest of the dashboard (and kept with it); the jobs are found at a
 * request. The value read is the same object while the dashboard's values are kept, so the answer is kept beside it
 * for the catalogue version it was found under: a dashboard asked again costs nothing more until a job changes.
 */
export function jobsForYouSource(db: Db, caches: JobCaches): DashboardSource<ProfileRead> {
  const found = new WeakMap<object, { catalogue: number; orgId: string; answer: JobsForYou }>();
  return {
    read: (candidate) => profileRead(candidate.id),
    part: async (read, candidate, _now, context) => {
      const versions = await context.versions();
      const kept = read ? found.get(read) : undefined;
      if (kept && kept.catalogue === versions.catalogue && kept.orgId === candidate.orgId) return { jobsForYou: kept.answer };
      const answer = await jobsForYou(db, caches, candidate.orgId, read, versions);
      if (read) found.set(read, { catalogue: versions.catalogue, orgId: candidate.orgId, answer });
      return { jobsForYou: answer };
    },
  };
}
