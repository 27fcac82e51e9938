// The readiness meter (decision 037): the facts of a candidate the shared rule reads (packages/shared
// domain/readiness.ts), the meter of a page of jobs, and the open-jobs search narrowed to the jobs the candidate is
// ready for. Per candidate, so never kept in the search answers shared between candidates.
import { PAGE_SIZE, paging } from '@portal/shared';
import { parseFullDate } from '@portal/shared/application/validate';
import { toJobQuery } from '@portal/shared/domain/job-filter';
import {
  type ReadinessCredential,
  type ReadinessFacts,
  type ReadinessLicence,
  type ReadyGroup,
  jobReadiness,
  readySet,
} from '@portal/shared/domain/readiness';
import type { TProjectedJob } from '@portal/shared/schemas/jobs';
import type { TJobReadiness, ZReadyJobsRequest } from '@portal/shared/schemas/readiness';
import { type SQL, and, eq, gt, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { applicationSections, applications, candidateChecklists, jobs, skillChecklists } from '../../db/schema/index';
import type { AuthUser } from '../auth/sessions';
import { referenceStatus } from '../references/service';
import { selectionOf } from './columns';
import { isJobId, projectionFields, searchJobs } from './repository';

type Candidate = Pick<AuthUser, 'candidateId' | 'orgId'>;
type Entry = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const yes = (v: unknown) => v === true || v === 'true' || v === 'Yes';
const isoDate = (v: unknown): string | null => parseFullDate(text(v))?.toISOString().slice(0, 10) ?? null;
const entriesOf = (data: unknown): Entry[] => (Array.isArray(data) ? data.filter((e): e is Entry => Boolean(e) && typeof e === 'object') : []);

/** The licences, certifications and cards of the application's sections as the rule reads them. */
export function credentialsOf(sections: ReadonlyArray<{ section: string; status: string; data: unknown }>): Pick<ReadinessFacts, 'licences' | 'credentials'> {
  const licences: ReadinessLicence[] = [];
  const credentials: ReadinessCredential[] = [];
  for (const row of sections) {
    // A section marked not applicable holds nothing (its data is ignored everywhere).
    if (row.status === 'notApplicable') continue;
    for (const entry of entriesOf(row.data)) {
      if (row.section === 'licenses') {
        licences.push({
          type: text(entry.type),
          state: text(entry.state).toUpperCase(),
          multistate: yes(entry.multistate),
          status: text(entry.status),
          encumbered: yes(entry.encumbered),
          expiresOn: isoDate(entry.expiryDate),
        });
        continue;
      }
      const expiresOn = isoDate(entry.expiryDate);
      if (!expiresOn) continue;
      if (row.section === 'boardCert') credentials.push({ section: 'boardCert', name: text(entry.name) === 'Other' ? text(entry.otherName) || 'Other' : text(entry.name), expiresOn });
      else if (row.section === 'lifeSupportCert') credentials.push({ section: 'lifeSupportCert', name: text(entry.type), expiresOn });
    }
  }
  return { licences, credentials };
}

/** What the rule needs to know of the candidate: a few small reads, the references through the gate's own call. */
export async function readinessFacts(db: Db, user: Candidate, now = new Date()): Promise<ReadinessFacts> {
  const [application, sections, references, offered, done] = await Promise.all([
    db.select({ submittedAt: applications.submittedAt }).from(applications).where(eq(applications.candidateId, user.candidateId)),
    db
      .select({ section: applicationSections.section, status: applicationSections.status, data: applicationSections.data })
      .from(applicationSections)
      .where(and(eq(applicationSections.candidateId, user.candidateId), inArray(applicationSections.section, ['licenses', 'boardCert', 'lifeSupportCert']))),
    // The same rule, through the same call, as the submission gate (assertMayApply): the meter and the gate agree.
    referenceStatus(db, user, now),
    // The catalogue's current checklists (catalogue.ts currentChecklists: those not retired, the organisation's or every brand's).
    db
      .selectDistinct({ slug: skillChecklists.slug })
      .from(skillChecklists)
      .where(and(or(eq(skillChecklists.orgId, user.orgId), isNull(skillChecklists.orgId)), isNull(skillChecklists.retiredAt))),
    db
      .selectDistinct({ slug: candidateChecklists.slug })
      .from(candidateChecklists)
      .where(
        and(
          eq(candidateChecklists.candidateId, user.candidateId),
          eq(candidateChecklists.status, 'completed'),
          or(isNull(candidateChecklists.expiresAt), gt(candidateChecklists.expiresAt, now)),
        ),
      ),
  ]);
  return {
    applicationSubmitted: Boolean(application[0]?.submittedAt),
    referencesMet: references.meetsRule,
    ...credentialsOf(sections),
    checklistsOffered: offered.map((r) => r.slug),
    checklistsDone: done.map((r) => r.slug),
  };
}

/** POST /api/jobs/readiness: the meter of each asked job of the candidate's organisation, in the order asked. */
export async function readinessOfJobs(db: Db, user: Candidate, jobIds: readonly string[], now = new Date()): Promise<{ status: true; data: TJobReadiness[] }> {
  const ids = [...new Set(jobIds.filter(isJobId))];
  if (!ids.length) return { status: true, data: [] };
  const [rows, facts] = await Promise.all([
    db
      .select({ id: jobs.id, state: jobs.state, specialty: jobs.submodality, startDate: jobs.estimatedStartDate })
      .from(jobs)
      .where(and(inArray(jobs.id, ids), eq(jobs.orgId, user.orgId), eq(jobs.isComplete, true))),
    readinessFacts(db, user, now),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const data = ids.flatMap((id) => {
    const job = byId.get(id);
    return job ? [{ jobId: id, ...jobReadiness(job, facts, now) }] : [];
  });
  return { status: true, data };
}

/** The ready groups as one SQL condition over the jobs table (none: no job). */
export function readyWhere(groups: readonly ReadyGroup[]): SQL {
  if (!groups.length) return sql`false`;
  const terms = groups.map((g) =>
    and(
      'in' in g.specialties ? inArray(jobs.submodality, g.specialties.in) : notInArray(jobs.submodality, g.specialties.notIn),
      g.states === null ? undefined : inArray(jobs.state, g.states),
      g.startBy === null ? undefined : or(isNull(jobs.estimatedStartDate), lte(jobs.estimatedStartDate, g.startBy)),
    )!,
  );
  return terms.length === 1 ? terms[0]! : or(...terms)!;
}

type SearchBody = z.output<typeof ZReadyJobsRequest>;

/**
 * POST /api/jobs/ready: the open-jobs search (the same filter, projection and paging as POST /api/job/open) of the
 * jobs the candidate is ready for. The rule becomes part of the search's condition, so pages and counts are right.
 */
export async function searchReadyJobs(db: Db, user: Candidate, body: SearchBody, now = new Date()) {
  const facts = await readinessFacts(db, user, now);
  const groups = readySet(facts, now);
  const perPage = body.perPage ?? PAGE_SIZE;
  if (!groups.length) return { status: true as const, data: [] as TProjectedJob[], paging: paging(body.page, perPage, 0) };
  const selection = selectionOf(projectionFields(body.projection));
  const { rows, total } = await searchJobs<TProjectedJob>(db, user.orgId, toJobQuery(body.filter), selection, { page: body.page, perPage }, readyWhere(groups));
  return { status: true as const, data: rows, paging: paging(body.page, perPage, total) };
}
