// The dashboard's own data (spec §3 dashboardData.cands) and the candidate analytics (spec §7
// api/candidate/analytics/candidate): both read what is stored, nothing is estimated.
import { SECTION_KEYS } from '@portal/shared/application/contract';
import { SPECIALTY_PLACEHOLDER } from '@portal/shared/application/specialties';
import type { CandidateAnalytics, CandsSummary, DashboardData, DayCount } from '@portal/shared/dashboard';
import { and, count, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { candidates, documents, jobLikes, jobSubmissions, jobs } from '../../db/schema/index';
import { expiringSoon } from '../application/reminders';
import { loadApplication } from '../application/service';

const DAY_MS = 86_400_000;
/** Submissions that are over: the rest are still in play. */
const CLOSED_STATUSES = ['placed', 'not_selected', 'withdrawn'] as const;
/** Specialty values that are placeholders until the candidate picks (spec §4 specialty dialog). */
const PLACEHOLDER_SPECIALTIES = [SPECIALTY_PLACEHOLDER];

type Candidate = { id: string; orgId: string };

export async function candsSummary(app: FastifyInstance, candidate: Candidate, now = new Date()): Promise<CandsSummary> {
  const [person] = await app.db.select({ firstName: candidates.firstName }).from(candidates).where(eq(candidates.id, candidate.id));
  const application = await loadApplication(app, candidate.id);
  const mine = and(eq(jobSubmissions.candidateId, candidate.id), eq(jobs.orgId, candidate.orgId));
  const byStatusRows = await app.db
    .select({ status: jobSubmissions.status, n: count() })
    .from(jobSubmissions)
    .innerJoin(jobs, eq(jobs.id, jobSubmissions.jobId))
    .where(mine)
    .groupBy(jobSubmissions.status);
  const latest = await app.db
    .select({
      id: jobSubmissions.id,
      jobId: jobSubmissions.jobId,
      status: jobSubmissions.status,
      positionName: jobs.positionName,
      facilityName: jobs.facilityName,
      city: jobs.city,
      state: jobs.state,
      updatedAt: jobSubmissions.updatedAt,
    })
    .from(jobSubmissions)
    .innerJoin(jobs, eq(jobs.id, jobSubmissions.jobId))
    .where(mine)
    .orderBy(desc(jobSubmissions.updatedAt), desc(jobSubmissions.id))
    .limit(5);
  const byStatus = Object.fromEntries(byStatusRows.map((r) => [r.status, Number(r.n)]));
  const expiring = await expiringSoon(app, candidate.id, now);
  return {
    firstName: person?.firstName ?? '',
    step: application.step,
    stepKey: SECTION_KEYS[application.step] ?? SECTION_KEYS[0],
    completeness: application.completeness,
    submittedAt: application.submittedAt,
    hasResume: application.documents.some((d) => d.kind === 'resume'),
    submissions: {
      total: byStatusRows.reduce((sum, r) => sum + Number(r.n), 0),
      byStatus,
      latest: latest.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
    },
    expiring: expiring.map((e) => ({ section: e.section, label: e.label, expiresOn: e.expiresOn, daysLeft: e.daysLeft })),
  };
}

/** Every dashboard source, side by side; a source that fails leaves its part out (its card says nothing yet). */
export async function dashboardData(app: FastifyInstance, candidate: Candidate): Promise<DashboardData> {
  const parts = await Promise.all(
    app.dashboardSources.map((source) =>
      source(candidate, app).catch((error: unknown) => {
        app.log.error({ err: error }, 'a dashboard source failed');
        return {};
      }),
    ),
  );
  return Object.assign({}, ...parts) as DashboardData;
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
  const application = await loadApplication(app, candidate.id);
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
    completeness: application.completeness,
    daysSinceSignUp: person ? Math.max(0, Math.floor((now.getTime() - person.createdAt.getTime()) / DAY_MS)) : 0,
    jobUpdates: await jobUpdatesByDay(app, candidate.orgId, now),
  };
}
