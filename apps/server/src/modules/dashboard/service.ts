// The dashboard's own data (spec §3 dashboardData.cands) and the candidate analytics (spec §7
// api/candidate/analytics/candidate): both read what is stored, nothing is estimated.
import { SECTION_KEYS } from '@portal/shared/application/contract';
import { SPECIALTY_PLACEHOLDER } from '@portal/shared/application/specialties';
import type { CandidateAnalytics, CandsSummary, DashboardData, DayCount } from '@portal/shared/dashboard';
import { and, count, eq, gte, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applications, candidates, documents, jobLikes, jobSubmissions, jobs } from '../../db/schema/index';
import { isoText, type DashboardContext, type DashboardSource } from '../../lib/dashboard';
import { expiringList } from '../application/reminders';
import { VersionedCache, type Versions } from '../../plugins/versions';

const DAY_MS = 86_400_000;
/** Submissions that are over: the rest are still in play. */
const CLOSED_STATUSES = ['placed', 'not_selected', 'withdrawn'] as const;
/** Specialty values that are placeholders until the candidate picks (spec §4 specialty dialog). */
const PLACEHOLDER_SPECIALTIES = [SPECIALTY_PLACEHOLDER];

type Candidate = { id: string; orgId: string };

/** What the dashboard's own source reads: the application's stored progress, the submissions, what expires soon. */
type CandsRead = {
  firstName: string | null;
  step: number | null;
  completeness: number | null;
  hasResume: boolean | null;
  submittedAt: string | null;
  byStatus: Record<string, number> | null;
  latest: CandsSummary['submissions']['latest'] | null;
  expiring: Array<{ section: string; label: string; expiresOn: string }> | null;
};

/**
 * The dashboard's own source (spec §3 dashboardData.cands). The step, completeness and CV flag are the application
 * row's stored progress (kept by the database in every write's transaction, migration 0015): no section is read or
 * decrypted. A candidate without an application row has nothing yet (step 0, 0 %).
 */
export const candsSource: DashboardSource<CandsRead> = {
  read: (candidate) => sql`(select json_build_object(
    'firstName', (select "first_name" from "candidates" where "id" = ${candidate.id}),
    'step', a."step", 'completeness', a."completeness", 'hasResume', a."has_resume", 'submittedAt', ${isoText('a."submitted_at"')},
    'byStatus', (select json_object_agg(t."status", t."n") from (
      select s."status", count(*) as "n" from "job_submissions" s join "jobs" j on j."id" = s."job_id"
      where s."candidate_id" = ${candidate.id} and j."org_id" = ${candidate.orgId} group by s."status") t),
    'latest', (select json_agg(json_build_object('id', t."id", 'jobId', t."job_id", 'status', t."status", 'positionName', t."position_name",
        'facilityName', t."facility_name", 'city', t."city", 'state', t."state", 'updatedAt', ${isoText('t."updated_at"')}) order by t."updated_at" desc, t."id" desc)
      from (select s."id", s."job_id", s."status", j."position_name", j."facility_name", j."city", j."state", s."updated_at"
        from "job_submissions" s join "jobs" j on j."id" = s."job_id"
        where s."candidate_id" = ${candidate.id} and j."org_id" = ${candidate.orgId}
        order by s."updated_at" desc, s."id" desc limit 5) t),
    'expiring', (select json_agg(json_build_object('section', t."section", 'label', t."label", 'expiresOn', t."expires_on") order by t."expires_on")
      from (select distinct "section", "label", "expires_on" from "expiry_reminders" where "candidate_id" = ${candidate.id} and "current") t)
  ) from (select 1) one left join "applications" a on a."candidate_id" = ${candidate.id})`,
  part: (read, _candidate, now) => {
    const byStatus = read.byStatus ?? {};
    return {
      cands: {
        firstName: read.firstName ?? '',
        step: read.step ?? 0,
        stepKey: SECTION_KEYS[read.step ?? 0] ?? SECTION_KEYS[0],
        completeness: read.completeness ?? 0,
        submittedAt: read.submittedAt,
        hasResume: read.hasResume ?? false,
        submissions: {
          total: Object.values(byStatus).reduce((sum, n) => sum + Number(n), 0),
          byStatus: Object.fromEntries(Object.entries(byStatus).map(([status, n]) => [status, Number(n)])),
          latest: read.latest ?? [],
        },
        // Those expired or due within 90 days (the shared expiryState, UTC dates), soonest first.
        expiring: expiringList(read.expiring ?? [], now),
      },
    };
  },
};

/** What a candidate's dashboard read: each source's value, in the order of app.dashboardSources. */
type DashboardValues = readonly unknown[];

/**
 * The values read for each candidate's dashboard, kept under the "dashboard" cache version (migration 0016: any write
 * to what the sources read bumps it in its own transaction). Only the values are kept: each part is built again on
 * every request with its own `now`, so a link that expires or a credential that comes due shows at once.
 */
export function createDashboardCache(app: FastifyInstance): VersionedCache<DashboardValues> {
  return new VersionedCache<DashboardValues>(app.versions, 'dashboard', 5000);
}

/** Some source could not be read: its part is left out, and nothing is kept. */
class PartlyRead extends Error {
  constructor(readonly values: DashboardValues) {
    super('a dashboard source failed');
  }
}

/**
 * Every dashboard source, side by side. The sources are read in one statement (or taken from `cache`, under the
 * request's `versions`). Should that statement fail, each source is read on its own, so that a source that fails
 * leaves only its part out (its card says nothing yet).
 */
export async function dashboardData(
  app: FastifyInstance,
  candidate: Candidate,
  { now = new Date(), cache, versions }: { now?: Date; cache?: VersionedCache<DashboardValues>; versions?: Promise<Versions> } = {},
): Promise<DashboardData> {
  const sources = app.dashboardSources;
  const read = () => readSources(app, candidate);
  let values: DashboardValues;
  try {
    values = cache ? await cache.get(`${candidate.id}:${candidate.orgId}`, read, versions) : await read();
  } catch (error) {
    if (!(error instanceof PartlyRead)) throw error;
    values = error.values;
  }
  const context: DashboardContext = { versions: () => versions ?? app.versions.read() };
  const parts = await Promise.all(
    sources.map(async (source, i) => {
      if (values[i] === FAILED) return {};
      try {
        return await source.part(values[i] as never, candidate, now, context);
      } catch (error) {
        app.log.error({ err: error }, 'a dashboard source failed');
        return {};
      }
    }),
  );
  return Object.assign({}, ...parts) as DashboardData;
}

const FAILED = Symbol('failed');

async function readSources(app: FastifyInstance, candidate: Candidate): Promise<DashboardValues> {
  const sources = app.dashboardSources;
  try {
    return Object.freeze(await readAll(app, sources.map((source) => source.read(candidate))));
  } catch (error) {
    app.log.error({ err: error }, 'the dashboard statement failed; each source is read on its own');
  }
  const each = await Promise.all(
    sources.map((source) =>
      readAll(app, [source.read(candidate)]).then(
        ([value]) => value,
        (error: unknown) => {
          app.log.error({ err: error }, 'a dashboard source failed');
          return FAILED;
        },
      ),
    ),
  );
  if (each.includes(FAILED)) throw new PartlyRead(each);
  return Object.freeze(each);
}

async function readAll(app: FastifyInstance, reads: SQL[]): Promise<unknown[]> {
  if (!reads.length) return [];
  const columns = sql.join(
    reads.map((read, i) => sql`(${read}) as ${sql.identifier(`p${i}`)}`),
    sql`, `,
  );
  const result = (await app.db.execute(sql`select ${columns}`)) as unknown as { rows: Array<Record<string, unknown>> };
  const row = result.rows[0] ?? {};
  return reads.map((_, i) => row[`p${i}`]);
}

/** The last 7 days (UTC dates, oldest first) with how many of the organisation's jobs were created or updated each day. */
export async function jobUpdatesByDay(app: FastifyInstance, orgId: string, now = new Date()): Promise<DayCount[]> {
  const today = Date.parse(now.toISOString().slice(0, 10));
  const start = new Date(today - 6 * DAY_MS);
  const day = sql<string>`to_char(${jobs.updatedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await app.db
    .select({ day, n: count() })
    .from(jobs)
    .where(and(eq(jobs.orgId, orgId), gte(jobs.updatedAt, start)))
    .groupBy(day);
  const counts = new Map(rows.map((r) => [r.day, Number(r.n)]));
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(start.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    return { date, count: counts.get(date) ?? 0 };
  });
}

export async function candidateAnalytics(app: FastifyInstance, candidate: Candidate, now = new Date()): Promise<CandidateAnalytics> {
  const db = app.db;
  const [person] = await db
    .select({ createdAt: candidates.createdAt, specialties: candidates.specialties })
    .from(candidates)
    .where(eq(candidates.id, candidate.id));
  const mine = and(eq(jobSubmissions.candidateId, candidate.id), eq(jobs.orgId, candidate.orgId));
  const [subs] = await db
    .select({
      total: count(),
      last30: sql<number>`count(*) filter (where ${jobSubmissions.createdAt} >= ${new Date(now.getTime() - 30 * DAY_MS)})`,
      active: sql<number>`count(*) filter (where ${notInArray(jobSubmissions.status, [...CLOSED_STATUSES])})`,
      placed: sql<number>`count(*) filter (where ${jobSubmissions.status} = 'placed')`,
    })
    .from(jobSubmissions)
    .innerJoin(jobs, eq(jobs.id, jobSubmissions.jobId))
    .where(mine);
  const [favorites] = await db
    .select({ n: count() })
    .from(jobLikes)
    .innerJoin(jobs, eq(jobs.id, jobLikes.jobId))
    .where(and(eq(jobLikes.candidateId, candidate.id), eq(jobs.orgId, candidate.orgId)));
  const open = and(eq(jobs.orgId, candidate.orgId), eq(jobs.isOpen, true), eq(jobs.isComplete, true));
  const [openJobs] = await db.select({ n: count() }).from(jobs).where(open);
  const specialties = (person?.specialties ?? []).filter((s) => !PLACEHOLDER_SPECIALTIES.includes(s));
  const [matching] = specialties.length
    ? await db.select({ n: count() }).from(jobs).where(and(open, inArray(jobs.submodality, specialties)))
    : [openJobs];
  const [docs] = await db.select({ n: count() }).from(documents).where(eq(documents.candidateId, candidate.id));
  const [application] = await db.select({ completeness: applications.completeness }).from(applications).where(eq(applications.candidateId, candidate.id));
  return {
    submissions: {
      total: Number(subs?.total ?? 0),
      last30Days: Number(subs?.last30 ?? 0),
      active: Number(subs?.active ?? 0),
      placed: Number(subs?.placed ?? 0),
    },
    favorites: Number(favorites?.n ?? 0),
    matchingOpenJobs: Number(matching?.n ?? 0),
    specialtiesChosen: specialties.length > 0,
    openJobs: Number(openJobs?.n ?? 0),
    documents: Number(docs?.n ?? 0),
    completeness: application?.completeness ?? 0,
    daysSinceSignUp: person ? Math.max(0, Math.floor((now.getTime() - person.createdAt.getTime()) / DAY_MS)) : 0,
    jobUpdates: await jobUpdatesByDay(app, candidate.orgId, now),
  };
}
