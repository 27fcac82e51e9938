// GET /api/candidate/dash and POST api/candidate/analytics/candidate (spec §3, §7) on the embedded database, or on
// PostgreSQL with TEST_DATABASE_URL: real rows in, the candidate's own numbers out, nobody else's.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobLikes, jobSubmissions } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/app';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';
import { createJob } from './helpers/job-factories';
import { giveCompletedReferences } from './helpers/reference-factories';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const dash = (who: SignedInCandidate) => app.inject({ method: 'GET', url: '/api/candidate/dash', headers: who.auth });
const analytics = (who: SignedInCandidate, payload: object = { email: who.email, org: who.orgCode }) =>
  app.inject({ method: 'POST', url: '/api/candidate/analytics/candidate', headers: who.auth, payload });

describe('GET /api/candidate/dash', () => {
  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/candidate/dash' })).statusCode).toBe(401);
  });

  it('for a fresh candidate: step 0, nothing submitted, no recruiter yet', async () => {
    const me = await createSignedInCandidate(app, { firstName: 'Robin' });
    const res = await dash(me);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.cands).toMatchObject({
      firstName: 'Robin',
      step: 0,
      stepKey: 'personalInfo',
      completeness: 0,
      submittedAt: null,
      hasResume: false,
      submissions: { total: 0, byStatus: {}, latest: [] },
      expiring: [],
    });
    expect(data.recruiter).toBeNull();
  });

  it('counts the candidate’s submissions by status, newest change first, and only theirs', async () => {
    const me = await createSignedInCandidate(app);
    const other = await createSignedInCandidate(app);
    await giveCompletedReferences(app, me);
    await giveCompletedReferences(app, other);
    const a = await createJob(app, 'MHS', { positionName: 'PCT - Med Surg', facilityName: 'Saint Mary' });
    const b = await createJob(app, 'MHS', { positionName: 'CNA - Rehab', facilityName: 'Lakeside' });
    const res1 = await app.inject({ method: 'POST', url: '/api/candidate/submission/add', headers: me.auth, payload: [{ jobId: a.id }, { jobId: b.id }] });
    expect(res1.statusCode, res1.body).toBe(201);
    await app.inject({ method: 'POST', url: '/api/candidate/submission/add', headers: other.auth, payload: [{ jobId: a.id }] });
    await app.db
      .update(jobSubmissions)
      .set({ status: 'interview', updatedAt: new Date(Date.now() + 1000) })
      .where(eq(jobSubmissions.jobId, a.id));

    const data = (await dash(me)).json().data;
    expect(data.cands.submissions.total).toBe(2);
    expect(data.cands.submissions.byStatus).toEqual({ interview: 1, submitted: 1 });
    expect(data.cands.submissions.latest.map((s: { positionName: string; status: string }) => [s.positionName, s.status])).toEqual([
      ['PCT - Med Surg', 'interview'],
      ['CNA - Rehab', 'submitted'],
    ]);
    expect((await dash(other)).json().data.cands.submissions.total).toBe(1);
  });

  it('lists a licence that expires within 90 days from the application', async () => {
    const me = await createSignedInCandidate(app);
    const soon = new Date(Date.now() + 40 * 86_400_000);
    const mmddyyyy = `${String(soon.getUTCMonth() + 1).padStart(2, '0')}/${String(soon.getUTCDate()).padStart(2, '0')}/${soon.getUTCFullYear()}`;
    const save = await app.inject({
      method: 'PUT',
      url: '/api/candidate/application/lifeSupportCert',
      headers: me.auth,
      payload: { draft: true, data: [{ type: 'BLS', expiryDate: mmddyyyy }] },
    });
    expect(save.statusCode, save.body).toBe(200);
    const expiring = (await dash(me)).json().data.cands.expiring;
    expect(expiring).toHaveLength(1);
    expect(expiring[0]).toMatchObject({ section: 'lifeSupportCert', label: 'BLS card' });
    expect(expiring[0].daysLeft).toBeGreaterThanOrEqual(39);
    expect(expiring[0].daysLeft).toBeLessThanOrEqual(41);
  });
});

describe('POST api/candidate/analytics/candidate', () => {
  it('answers the candidate’s own numbers from what is stored', async () => {
    const me = await createSignedInCandidate(app, { specialties: ['PCT'] });
    await giveCompletedReferences(app, me);
    const pct = await createJob(app, 'MHS', { submodality: 'PCT' });
    await createJob(app, 'MHS', { submodality: 'PCT' });
    await createJob(app, 'MHS', { submodality: 'PCT', isOpen: false });
    await createJob(app, 'D2D', { submodality: 'PCT' });
    await app.inject({ method: 'POST', url: '/api/candidate/submission/add', headers: me.auth, payload: [{ jobId: pct.id }] });
    await app.db.insert(jobLikes).values({ candidateId: me.id, jobId: pct.id });

    const res = await analytics(me);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.submissions).toEqual({ total: 1, last30Days: 1, active: 1, placed: 0 });
    expect(data.favorites).toBe(1);
    expect(data.matchingOpenJobs).toBeGreaterThanOrEqual(2);
    expect(data.specialtiesChosen).toBe(true);
    expect(data.openJobs).toBeGreaterThanOrEqual(data.matchingOpenJobs);
    expect(data.documents).toBe(0);
    // Its two completed references are its references section (decision 031): 1 of 18 parts (17 sections due, the CV).
    expect(data.completeness).toBe(5);
    expect(data.daysSinceSignUp).toBe(0);
    expect(data.jobUpdates).toHaveLength(7);
    const today = new Date().toISOString().slice(0, 10);
    expect(data.jobUpdates.at(-1).date).toBe(today);
    expect(data.jobUpdates.at(-1).count).toBeGreaterThanOrEqual(3);
  });

  it('counts the organisation’s job changes per day over the last 7 days, zero days included', async () => {
    const me = await createSignedInCandidate(app, { orgCode: 'TLC' });
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    await createJob(app, 'TLC', { updatedAt: threeDaysAgo });
    await createJob(app, 'TLC', { updatedAt: threeDaysAgo });
    await createJob(app, 'TLC', { updatedAt: new Date(Date.now() - 10 * 86_400_000) });
    const answer = (await analytics(me)).json().data;
    // No specialty chosen: every open job of the organisation counts.
    expect(answer.specialtiesChosen).toBe(false);
    expect(answer.matchingOpenJobs).toBe(answer.openJobs);
    expect(answer.openJobs).toBe(3);
    const days = answer.jobUpdates as { date: string; count: number }[];
    expect(days.map((d) => d.count)).toEqual([0, 0, 0, 2, 0, 0, 0]);
    expect(days[3]!.date).toBe(threeDaysAgo.toISOString().slice(0, 10));
  });

  it('refuses another candidate’s e-mail, and needs a session', async () => {
    const me = await createSignedInCandidate(app);
    const other = await createSignedInCandidate(app);
    const res = await analytics(me, { email: other.email, org: 'MHS' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only see your own analytics.');
    expect((await app.inject({ method: 'POST', url: '/api/candidate/analytics/candidate', payload: {} })).statusCode).toBe(401);
    expect((await analytics(me, {})).statusCode).toBe(200);
  });
});
