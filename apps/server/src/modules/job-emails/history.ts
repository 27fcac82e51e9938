// The job e-mail history (spec §3 JobEmails; /jobs/email, /jobs/email/history): every alert sent, 12 a page (spec
// §9), newest first, and the detail of one e-mail with each job's state now (still open, closed, already submitted).
import { PAGE_SIZE, paging } from '@portal/shared';
import { okPaged } from '@portal/shared/api';
import type { JobEmailSummary } from '@portal/shared/dashboard';
import { ZJobEmail, type TJobEmail, type TJobEmailDetail } from '@portal/shared/schemas/job-emails';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jobEmails, jobSubmissions, jobs } from '../../db/schema/index';
import { prepareRead } from '../../db/prepared';
import { CandidatePages, isoOf, textBytes, utc, type PageAnswer } from '../../lib/candidate-pages';
import { isoText, type DashboardSource } from '../../lib/dashboard';
import { notFound } from '../../lib/errors';

export const EMAIL_NOT_FOUND = 'This e-mail was not found.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = typeof jobEmails.$inferSelect;
const sentOf = (candidateId: string) => and(eq(jobEmails.candidateId, candidateId), isNotNull(jobEmails.sentAt));

/** The latest e-mails (at most 5) and the unread count, for the dashboard (packages/shared/src/dashboard.ts). */
export const emailsSource: DashboardSource<{ emails: JobEmailSummary[] | null; unread: number }> = {
  read: (candidate) => sql`json_build_object(
    'emails', (select json_agg(json_build_object('id', t."id", 'subject', t."subject", 'sentAt', ${isoText('coalesce(t."sent_at", t."created_at")')},
        'jobCount', t."job_count") order by t."created_at" desc, t."id" desc)
      from (select "id", "subject", "sent_at", "created_at", "job_count" from "job_emails" where "candidate_id" = ${candidate.id} and "sent_at" is not null
        order by "created_at" desc, "id" desc limit 5) t),
    'unread', (select count(*) from "job_emails" where "candidate_id" = ${candidate.id} and "sent_at" is not null and "read_at" is null))`,
  part: (read) => ({ emails: read.emails ?? [], emailsUnread: Number(read.unread) }),
};

/** One e-mail (by id, or the newest holding the job Position_ID) with each job's state now; marks it read. */
export async function emailDetail(app: FastifyInstance, user: { candidateId: string }, by: { id?: string; Position_ID?: string }): Promise<TJobEmailDetail> {
  let row: Row | undefined;
  if (by.id) {
    if (!UUID.test(by.id)) throw notFound(EMAIL_NOT_FOUND);
    [row] = await app.db.select().from(jobEmails).where(and(sentOf(user.candidateId), eq(jobEmails.id, by.id)));
  } else if (by.Position_ID) {
    [row] = await app.db
      .select()
      .from(jobEmails)
      .where(and(sentOf(user.candidateId), sql`${jobEmails.jobs} @> ${JSON.stringify([{ Position_ID: by.Position_ID }])}::jsonb`))
      .orderBy(desc(jobEmails.createdAt))
      .limit(1);
  }
  if (!row) throw notFound(EMAIL_NOT_FOUND);
  const ids = row.jobs.map((j) => j.id);
  const now = ids.length
    ? await app.db.select({ id: jobs.id, isOpen: jobs.isOpen, isComplete: jobs.isComplete }).from(jobs).where(and(inArray(jobs.id, ids), eq(jobs.orgId, row.orgId)))
    : [];
  const submitted = ids.length
    ? await app.db.select({ jobId: jobSubmissions.jobId }).from(jobSubmissions).where(and(eq(jobSubmissions.candidateId, user.candidateId), inArray(jobSubmissions.jobId, ids)))
    : [];
  const open = new Set(now.filter((j) => j.isOpen && j.isComplete).map((j) => j.id));
  const done = new Set(submitted.map((s) => s.jobId));
  if (!row.readAt) await app.db.update(jobEmails).set({ readAt: new Date() }).where(eq(jobEmails.id, row.id));
  return {
    id: row.id,
    subject: row.subject,
    sentAt: row.sentAt?.toISOString() ?? null,
    jobs: row.jobs.map(({ id, ...job }) => ({
      _id: id,
      ...job,
      state: done.has(id) ? ('submitted' as const) : open.has(id) ? ('open' as const) : ('closed' as const),
    })),
  };
}

/** What GET /api/candidate/emails answers (okPaged(ZJobEmail)). */
export const ZEmailsAnswer = okPaged(ZJobEmail);


/**
 * The history's page in one prepared statement: a first row with the count (there is one past the last page too), then
 * the page's e-mails newest first, with only what the list shows: the number of jobs and the first three titles, kept
 * beside the jobs' snapshot as generated columns (migration 0036), not the snapshot (the detail reads that). Rows as
 * they are rather than one JSON text built in the database (json_agg) and parsed here: about a fifth less CPU per
 * request read (docs/performance.md).
 */
const LIST_SQL = `select "a", "b", "c", "d", "e", "f", "g" from (
    select 0 as "k", null::timestamptz as "o", null::uuid as "i", count(*)::text as "a", null as "b", null as "c", null as "d", null as "e", null as "f", null as "g"
      from "job_emails" where "candidate_id" = $1::uuid and "sent_at" is not null
  union all
    (select 1, m."created_at", m."id", m."id"::text, m."subject", ${utc('m."sent_at"')}::text, ${utc('m."created_at"')}::text, (m."read_at" is not null)::text,
        m."job_count"::text, m."job_names"
      from "job_emails" m where m."candidate_id" = $1::uuid and m."sent_at" is not null order by m."created_at" desc, m."id" desc limit ${PAGE_SIZE} offset $2::int)
  ) u order by "k", "o" desc, "i" desc`;

type EmailTuple = [id: string, subject: string, sentAt: string | null, createdAt: string, read: boolean, jobCount: number, jobNames: string[]];
type EmailsRead = { page: number; values: [total: number, emails: EmailTuple[]] };

/** The page as the route answers it (ZEmailsAnswer); nothing in it depends on the time. */
export function buildEmails({ page, values: [total, emails] }: EmailsRead): PageAnswer {
  const data = emails.map(([id, subject, sentAt, createdAt, read, jobCount, jobNames]): TJobEmail => ({
    id,
    subject,
    sentAt: isoOf(sentAt),
    createdAt: isoOf(createdAt),
    read,
    jobCount,
    jobNames,
  }));
  return { answer: { status: true, data, paging: paging(page, PAGE_SIZE, Number(total)) }, until: Infinity };
}

/** The job e-mail history of each candidate, read in one prepared statement and kept (lib/candidate-pages.ts). */
export function emailsList(app: FastifyInstance) {
  const read = prepareRead(app.db, 'portal_candidate_emails', LIST_SQL);
  const pages = new CandidatePages<EmailsRead>(app, { build: buildEmails });
  return {
    pages,
    read: async (candidateId: string, page: number) => {
      const [count, ...rows] = await read([candidateId, (page - 1) * PAGE_SIZE]);
      const emails = rows.map(([id, subject, sentAt, createdAt, read, jobCount, jobNames]): EmailTuple => [id!, subject!, sentAt ?? null, createdAt!, read === 'true', Number(jobCount), JSON.parse(jobNames!) as string[]]);
      const values: EmailsRead['values'] = [Number(count?.[0] ?? 0), emails];
      return { values: { page, values }, bytes: textBytes(rows) };
    },
  };
}
