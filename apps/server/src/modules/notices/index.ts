// The candidate's notices (lib/candidate-notices.ts): the e-mails that tell a candidate what happened without them —
// a referee answered, the agency moved a submission on — and the receipt of a job submission. Rendered in the
// organisation's frame like every e-mail, in the candidate's language, sent by the queue task the event wrote, so a
// `portal` command's event is told too. Nothing a referee said is in them (decision 031): only that they answered, and whether with a reference.
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { accountDeletions, candidateReferences, candidates, jobSubmissions, jobs, organizations } from '../../db/schema/index';
import { type CandidateNotice, NOTICE_TASK } from '../../lib/candidate-notices';
import type { Language } from '../../lib/language';
import { renderMail } from '../../mail/layout';
import { JOB_PLACE, type MailValues, mailWords, wordsOf } from '../../mail/texts';
import { withBoard } from '../orgs/repository';

type Recipient = { id: string; email: string; firstName: string; language: Language; org: typeof organizations.$inferSelect };

/** The candidate and their organisation; null when the account is gone or waits for its deletion (nothing is sent). */
async function recipient(app: FastifyInstance, candidateId: string): Promise<Recipient | null> {
  const [row] = await app.db
    .select({ id: candidates.id, email: candidates.email, firstName: candidates.firstName, language: candidates.language, org: organizations, deleting: accountDeletions.candidateId })
    .from(candidates)
    .innerJoin(organizations, eq(organizations.id, candidates.orgId))
    .leftJoin(accountDeletions, eq(accountDeletions.candidateId, candidates.id))
    .where(eq(candidates.id, candidateId));
  if (!row || row.deleting) return null;
  return row;
}

type NoticeKind = 'reference.answered' | 'submission.created' | 'submission.status';

/** The notice in the candidate's language (decision 042); its button opens `path` on the portal. */
async function send<K extends NoticeKind>(app: FastifyInstance, kind: K, to: Recipient, values: Omit<MailValues<K>, 'org' | 'firstName'>, path: string) {
  const words = mailWords(kind, to.language, { ...values, org: to.org.name, firstName: to.firstName } as MailValues<K>);
  const mail = renderMail(await withBoard(app, to.org), app.config.publicUrl, to.language, words, { url: `${app.config.publicUrl}${path}` });
  await app.mailer.send({ kind, to: to.email, fromName: to.org.name, ...mail });
}

async function tell(app: FastifyInstance, notice: CandidateNotice): Promise<void> {
  if (notice.kind === 'reference.answered') {
    const [reference] = await app.db
      .select({ candidateId: candidateReferences.candidateId, firstName: candidateReferences.firstName, lastName: candidateReferences.lastName, status: candidateReferences.status })
      .from(candidateReferences)
      .where(eq(candidateReferences.id, notice.referenceId));
    if (!reference || (reference.status !== 'completed' && reference.status !== 'declined')) return;
    const to = await recipient(app, reference.candidateId);
    if (!to) return;
    const referee = `${reference.firstName} ${reference.lastName}`.trim();
    await send(app, 'reference.answered', to, { referee, completed: reference.status === 'completed' }, '/references');
    return;
  }
  const ids = notice.kind === 'submission.created' ? notice.submissionIds : [notice.submissionId];
  const rows = await app.db
    .select({ candidateId: jobSubmissions.candidateId, status: jobSubmissions.status, position: jobs.positionName, facility: jobs.facilityName, city: jobs.city, state: jobs.state })
    .from(jobSubmissions)
    .innerJoin(jobs, eq(jobs.id, jobSubmissions.jobId))
    .where(inArray(jobSubmissions.id, ids.length ? ids : ['00000000-0000-0000-0000-000000000000']));
  if (!rows.length) return;
  const to = await recipient(app, rows[0]!.candidateId);
  if (!to) return;
  const place = (r: (typeof rows)[number]) => wordsOf(JOB_PLACE, to.language, r);
  if (notice.kind === 'submission.created') {
    await send(app, 'submission.created', to, { places: rows.map(place) }, '/submissions');
    return;
  }
  const row = rows[0]!;
  // Only the news of the status it has now: a later change sends its own e-mail.
  if (row.status !== notice.status) return;
  await send(app, 'submission.status', to, { place: place(row), status: row.status }, '/submissions');
}

const notices: FastifyPluginAsync = async (app) => {
  app.queue.register(NOTICE_TASK, async (payload) => tell(app, payload as CandidateNotice));
};
export default notices;
