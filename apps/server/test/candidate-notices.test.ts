// The candidate is told by e-mail what happened without them: a referee answered (never what they said), a
// submission's status changed (from the agency API or the `portal` command alike), and a job submission went out.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletions, mailOutbox } from '../src/db/schema/index';
import { NOTICE_TASK } from '../src/lib/candidate-notices';
import { setSubmissionStatus } from '../src/modules/jobs/submissions';
import { createTestApp, type TestApp } from './helpers/app';
import { outbox } from './helpers/auth';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';
import { createJob } from './helpers/job-factories';
import { giveCompletedReferences, refereeAnswer, referenceLinkFor, referenceRequest } from './helpers/reference-factories';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
}, 60_000);
afterAll(() => app?.close());

const ANSWER = refereeAnswer({ additionalNotes: 'A SECRET REMARK for the agency only' });

const SUBJECTS = {
  'reference.answered': /^A referee has answered/,
  'submission.created': /^Your (\d+ )?job submissions? (was|were) sent/,
  'submission.status': /^Your job submission has a new status/,
};

/** The notices due run, then their e-mails; the candidate's e-mails of a kind (by subject), newest first. */
async function mailsOf(who: SignedInCandidate, kind: keyof typeof SUBJECTS) {
  await app.queue.runDue();
  const mails = await outbox(app, who.email);
  return mails.filter((m) => SUBJECTS[kind].test(m.subject));
}

async function submitTo(who: SignedInCandidate, positionName: string) {
  const job = await createJob(app, 'MHS', { positionName, facilityName: 'Saint Thomas Midtown', city: 'Nashville', state: 'TN' });
  const sent = await app.inject({ method: 'POST', url: '/api/candidate/submission/add', headers: who.auth, payload: [{ jobId: job.id }] });
  expect(sent.statusCode, sent.body).toBe(201);
  return sent.json().data[0]._id as string;
}

describe('candidate notices', () => {
  it('a referee who answers: the candidate is told who answered, never what', async () => {
    const who = await createSignedInCandidate(app, { firstName: 'Alice' });
    const referee = `priya.${who.id.slice(0, 8)}@example.com`;
    const added = await app.inject({ method: 'POST', url: '/api/reference/add', headers: who.auth, payload: referenceRequest({ email: referee, firstName: 'Priya', lastName: 'Natarajan' }) });
    expect(added.statusCode, added.body).toBe(201);
    const token = await referenceLinkFor(app, referee);
    expect(await mailsOf(who, 'reference.answered')).toHaveLength(0);
    const answered = await app.inject({ method: 'POST', url: '/api/reference/verify', payload: { token, ...ANSWER } });
    expect(answered.statusCode, answered.body).toBe(200);
    const [mail, ...more] = await mailsOf(who, 'reference.answered');
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('A referee has answered | Meridian Health Staffing');
    expect(mail!.text).toContain('Priya Natarajan has given you a reference. What they wrote goes to Meridian Health Staffing only.');
    expect(mail!.text).toContain('/references');
    for (const secret of ['SECRET REMARK', 'excellent', 'Charge Nurse', 'contractEnded']) expect(mail!.text + mail!.html).not.toContain(secret);
  });

  it('a job submission gets a receipt naming the job', async () => {
    const who = await createSignedInCandidate(app, { firstName: 'Sam' });
    await giveCompletedReferences(app, who);
    await submitTo(who, 'Travel RN - Step-Down');
    const [mail] = await mailsOf(who, 'submission.created');
    expect(mail!.subject).toBe('Your job submission was sent | Meridian Health Staffing');
    expect(mail!.text).toContain('Your profile was sent to Meridian Health Staffing for Travel RN - Step-Down at Saint Thomas Midtown (Nashville, TN).');
  });

  it("a submission's new status is e-mailed once, the status it has when the e-mail goes", async () => {
    const who = await createSignedInCandidate(app);
    await giveCompletedReferences(app, who);
    const id = await submitTo(who, 'Travel CNA - Long-Term Care');
    // From the agency's side (the API and the command share this call); two changes before the queue runs.
    await setSubmissionStatus(app.db, async () => {}, id, 'in_review');
    await setSubmissionStatus(app.db, async () => {}, id, 'interview');
    const mails = await mailsOf(who, 'submission.status');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Travel CNA - Long-Term Care at Saint Thomas Midtown (Nashville, TN): Interview.');
  });

  it('a notice is due at once by the queue\'s clock: queued and run within one millisecond, it is sent', async () => {
    const who = await createSignedInCandidate(app);
    await giveCompletedReferences(app, who);
    const id = await submitTo(who, 'Travel PCT - Dialysis');
    await app.queue.runDue();
    // The queue runs what is due by a JavaScript time (milliseconds): a run_at with microseconds (the database's now())
    // of the same millisecond would be later than the run's time, and wait for the next run.
    await setSubmissionStatus(app.db, async () => {}, id, 'offered');
    const due = (await app.db.execute(
      sql`select count(*)::int as n from tasks where kind = ${NOTICE_TASK} and status = 'pending' and run_at <> date_trunc('milliseconds', run_at)`,
    )) as unknown as { rows: { n: number }[] };
    expect(due.rows[0]!.n).toBe(0);
    const mails = await mailsOf(who, 'submission.status');
    expect(mails.map((m) => m.text.includes('Travel PCT - Dialysis at Saint Thomas Midtown (Nashville, TN): Offered.'))).toEqual([true]);
  });

  it('an account waiting for its deletion is told nothing more', async () => {
    const who = await createSignedInCandidate(app);
    await giveCompletedReferences(app, who);
    const id = await submitTo(who, 'Travel PCT - Med-Surg');
    await mailsOf(who, 'submission.created');
    await app.db.insert(accountDeletions).values({ candidateId: who.id, orgId: who.orgId, dueAt: new Date(Date.now() + 14 * 86_400_000) });
    await setSubmissionStatus(app.db, async () => {}, id, 'offered');
    expect(await mailsOf(who, 'submission.status')).toHaveLength(0);
    await app.db.delete(mailOutbox).where(eq(mailOutbox.to, who.email));
  });
});
