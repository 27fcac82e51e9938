// The candidate's notices (lib/candidate-notices.ts): the e-mails that tell a candidate what happened without them —
// a referee answered, the agency moved a submission on — and the receipt of a job submission. Rendered in the
// organisation's frame like every e-mail, sent by the queue task the event wrote, so a `portal` command's event is
// told too. Nothing a referee said is in them (decision 031): only that they answered, and whether with a reference.
import { type SubmissionStatus } from '@portal/shared/schemas/submissions';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { accountDeletions, candidateReferences, candidates, jobSubmissions, jobs, organizations } from '../../db/schema/index';
import { type CandidateNotice, NOTICE_TASK } from '../../lib/candidate-notices';
import { renderMail } from '../../mail/layout';
import { withBoard } from '../orgs/repository';

/** How a status reads in the e-mail (the Submissions page's words). */
export const STATUS_WORDS: Record<SubmissionStatus, string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  interview: 'Interview',
  offered: 'Offered',
  placed: 'Placed',
  not_selected: 'Not selected',
  withdrawn: 'Withdrawn',
};

type Recipient = { id: string; email: string; firstName: string; org: typeof organizations.$inferSelect };

/** The candidate and their organisation; null when the account is gone or waits for its deletion (nothing is sent). */
async function recipient(app: FastifyInstance, candidateId: string): Promise<Recipient | null> {
  const [row] = await app.db
    .select({ id: candidates.id, email: candidates.email, firstName: candidates.firstName, org: organizations, deleting: accountDeletions.candidateId })
    .from(candidates)
    .innerJoin(organizations, eq(organizations.id, candidates.orgId))
    .leftJoin(accountDeletions, eq(accountDeletions.candidateId, candidates.id))
    .where(eq(candidates.id, candidateId));
  if (!row || row.deleting) return null;
  return row;
}

async function send(app: FastifyInstance, kind: 'reference.answered' | 'submission.created' | 'submission.status', to: Recipient, content: { subject: string; paragraphs: string[]; action: { label: string; path: string } }) {
  const mail = renderMail(await withBoard(app, to.org), app.config.publicUrl, {
    subject: content.subject,
    greeting: to.firstName ? `Hello ${to.firstName},` : 'Hello,',
    paragraphs: content.paragraphs,
    action: { label: content.action.label, url: `${app.config.publicUrl}${content.action.path}` },
    reason: `you have an account on the ${to.org.name} candidate portal`,
  });
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
    await send(app, 'reference.answered', to, {
      subject: 'A referee has answered',
      paragraphs: [
        reference.status === 'completed'
          ? `${referee} has given you a reference. What they wrote goes to ${to.org.name} only.`
          : `${referee} declined to give a reference. You can ask someone else who saw your work.`,
        'Your References page shows where each request stands and whether you can apply for jobs.',
      ],
      action: { label: 'Open my references', path: '/references' },
    });
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
  const place = (r: (typeof rows)[number]) => `${r.position} at ${r.facility} (${r.city}, ${r.state})`;
  if (notice.kind === 'submission.created') {
    await send(app, 'submission.created', to, {
      subject: rows.length === 1 ? 'Your job submission was sent' : `Your ${rows.length} job submissions were sent`,
      paragraphs: [
        `Your profile was sent to ${to.org.name} for ${rows.map(place).join('; ')}.`,
        'Your recruiter will be in touch. Your Submissions page shows where each one stands.',
      ],
      action: { label: 'Open my submissions', path: '/submissions' },
    });
    return;
  }
  const row = rows[0]!;
  // Only the news of the status it has now: a later change sends its own e-mail.
  if (row.status !== notice.status) return;
  await send(app, 'submission.status', to, {
    subject: 'Your job submission has a new status',
    paragraphs: [`${place(row)}: ${STATUS_WORDS[row.status as SubmissionStatus] ?? row.status}.`, 'Your Submissions page shows every submission and where it stands.'],
    action: { label: 'Open my submissions', path: '/submissions' },
  });
}

const notices: FastifyPluginAsync = async (app) => {
  app.queue.register(NOTICE_TASK, async (payload) => tell(app, payload as CandidateNotice));
};
export default notices;
