// The job e-mail history (spec §3 JobEmails; /jobs/email, /jobs/email/history): every alert sent, 12 a page (spec
// §9), newest first, and the detail of one e-mail with each job's state now (still open, closed, already submitted).
import { PAGE_SIZE, paging } from '@portal/shared';
import { okPaged } from '@portal/shared/api';
import type { JobEmailSummary } from '@portal/shared/dashboard';
import { ZJobEmail, type TJobEmail, type TJobEmailDetail } from '@portal/shared/schemas/job-emails';
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jobEmails, jobSubmissions, jobs } from '../../db/schema/index';
import { prepareRead } from '../../db/prepared';
import { CandidatePages, type PageAnswer } from '../../lib/candidate-pages';
import { isoText, type DashboardSource } from '../../lib/dashboard';
import { notFound } from '../../lib/errors';

export const EMAIL_NOT_FOUND = 'This e-mail was not found.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = typeof jobEmails.$inferSelect;
const toEmail = (row: Pick<Row, 'id' | 'subject' | 'sentAt' | 'createdAt' | 'readAt' | 'jobs'>): TJobEmail => ({
  id: row.id,
  subject: row.subject,
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
  jobCount: row.jobs.length,
  jobs: row.jobs.map(({ id, ...job }) => ({ _id: id, ...job })),
});

const sentOf = (candidateId: string) => and(eq(jobEmails.candidateId, candidateId), isNotNull(jobEmails.sentAt));

/**
 * One query: the page's e-mails (only what the list shows) with the count of all of them on each row. The routes answer
 * through emailsList below (one prepared statement, kept); this plain read is what the tests compare it with.
 */
export async function listEmails(app: FastifyInstance, candidateId: string, page: number) {
  const rows = await app.db
    .select({
      id: jobEmails.id,
      subject: jobEmails.subject,
      sentAt: jobEmails.sentAt,
      createdAt: jobEmails.createdAt,
      readAt: jobEmails.readAt,
      jobs: jobEmails.jobs,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(jobEmails)
    .where(sentOf(candidateId))
    .orderBy(desc(jobEmails.createdAt), desc(jobEmails.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  // A page past the end has no row to carry the count: only then is it counted on its own.
  const total = rows[0]?.total ?? (page > 1 ? ((await app.db.select({ total: count() }).from(jobEmails).where(sentOf(candidateId)))[0]?.total ?? 0) : 0);
  return { status: true as const, data: rows.map(toEmail), paging: paging(page, PAGE_SIZE, total) };
}

/** The latest e-mails (at most 5) and the unread count, for the dashboard (packages/shared/src/dashboard.ts). */
export const emailsSource: DashboardSource<{ emails: JobEmailSummary[] | null; unread: number }> = {
  read: (candidate) => sql`json_build_object(
    'emails', (select json_agg(json_build_object('id', t."id", 'subject', t."subject", 'sentAt', ${isoText('coalesce(t."sent_at", t."created_at")')},
        'jobCount', jsonb_array_length(t."jobs")) order by t."created_at" desc, t."id" desc)
      from (select "id", "subject", "sent_at", "created_at", "jobs" from "job_emails" where "candidate_id" = ${candidate.id} and "sent_at" is not null
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

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** listEmails in one prepared statement: the count, and the page's e-mails (only what the list shows). */
const LIST_SQL = `select json_build_array(
  (select count(*) from "job_emails" where "candidate_id" = $1::uuid and "sent_at" is not null),
  (select coalesce(json_agg(json_build_array(t."id", t."subject", ${iso('t."sent_at"')}, ${iso('t."created_at"')}, t."read_at" is not null, t."jobs")
      order by t."created_at" desc, t."id" desc), '[]')
    from (select "id", "subject", "sent_at", "created_at", "read_at", "jobs" from "job_emails"
      where "candidate_id" = $1::uuid and "sent_at" is not null order by "created_at" desc, "id" desc limit ${PAGE_SIZE} offset $2::int) t))::text`;

type EmailTuple = [id: string, subject: string, sentAt: string | null, createdAt: string, read: boolean, jobs: Row['jobs']];
type EmailsRead = { page: number; values: [total: number, emails: EmailTuple[]] };

/** The page as listEmails gives it; nothing in it depends on the time. */
export function buildEmails({ page, values: [total, emails] }: EmailsRead): PageAnswer {
  const data = emails.map(([id, subject, sentAt, createdAt, read, jobs]): TJobEmail => ({
    id,
    subject,
    sentAt,
    createdAt,
    read,
    jobCount: jobs.length,
    jobs: jobs.map(({ id: jobId, ...job }) => ({ _id: jobId, ...job })),
  }));
  return { answer: { status: true, data, paging: paging(page, PAGE_SIZE, Number(total)) }, until: Infinity };
}

/** The job e-mail history of each candidate, read in one prepared statement and kept (lib/candidate-pages.ts). */
export function emailsList(app: FastifyInstance) {
  const read = prepareRead(app.db, 'portal_candidate_emails', LIST_SQL);
  const pages = new CandidatePages<EmailsRead>(app, { schema: ZEmailsAnswer, build: buildEmails });
  return {
    pages,
    read: async (candidateId: string, page: number) => {
      const [row] = await read([candidateId, (page - 1) * PAGE_SIZE]);
      const text = row?.[0] ?? '[0, []]';
      return { values: { page, values: JSON.parse(text) as EmailsRead['values'] }, bytes: text.length };
    },
  };
}
