// Nothing typed twice (the candidate's journey): what quick apply took reaches the application when the account is
// claimed or the quick application attached; "Your recruiter" of the application and the dashboard's choice are one
// record; the application's desired pay does not become a job alert's minimum.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertRecruiter } from '../src/modules/recruiters/repository';
import { seedSkills } from '../src/seed/skills';
import { createTestApp, type TestApp } from './helpers/app';
import { freshEmail, outbox } from './helpers/auth';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';

let app: TestApp;
let pat: { id: string; name: string };
let sam: { id: string; name: string };
beforeAll(async () => {
  app = await createTestApp();
  await seedSkills(app.db);
  pat = await upsertRecruiter(app.db, 'MHS', { name: 'Pat Okafor', email: 'pat.okafor@meridianhealthstaffing.com', phone: '615-555-0141' });
  sam = await upsertRecruiter(app.db, 'MHS', { name: 'Sam Reyes', email: 'sam.reyes@meridianhealthstaffing.com', phone: '615-555-0142' });
}, 60_000);
afterAll(() => app?.close());

let address = 10;
const quickForm = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Quinn',
  lastName: 'Applicant',
  email,
  phone: '(615) 555-0101',
  zip: '37203',
  role: 'CNA',
  specialties: ['CNA', 'Long-Term Care'],
  states: ['TN', 'KY'],
  ...extra,
});

async function sendQuick(email: string, extra: Record<string, unknown> = {}) {
  const started = await app.inject({ method: 'POST', url: '/api/quick/application', payload: quickForm(email, extra), remoteAddress: `10.7.0.${address++}` });
  expect(started.statusCode, started.body).toBe(200);
  const draft = started.json().data.draft as string;
  const finish = await app.inject({ method: 'POST', url: '/api/quick/application/finish', headers: { 'x-quick-draft': draft }, payload: { skipChecklist: true } });
  expect(finish.statusCode, finish.body).toBe(200);
  await app.queue.runDue();
}

async function personalInfo(auth: { authorization: string }) {
  const res = await app.inject({ method: 'GET', url: '/api/candidate/application', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.sections.personalInfo as { data: Record<string, unknown>; status: string } | undefined;
}

const dashboardRecruiter = async (c: SignedInCandidate) =>
  (await app.inject({ method: 'GET', url: '/api/candidate/dash', headers: c.auth })).json().data.recruiter as { id: string; name: string } | null;

describe('nothing typed twice', () => {
  it('a claimed quick application carries its role, specialties and states into the application', async () => {
    const email = freshEmail('typed-once');
    await sendQuick(email);
    const [mail] = await outbox(app, email);
    const token = mail!.text.match(/\/quick\/success\?claim=([\w-]+)/)![1];
    const claim = await app.inject({ method: 'POST', url: '/api/quick/claim', payload: { token } });
    expect(claim.statusCode, claim.body).toBe(200);
    const section = await personalInfo({ authorization: `Bearer ${claim.json().data.token}` });
    expect(section?.status).toBe('draft');
    expect(section?.data).toMatchObject({ fName: 'Quinn', lName: 'Applicant', zip: '37203', role: 'CNA', specialties: ['CNA', 'Long-Term Care'], otherStates: ['TN', 'KY'] });
  });

  it('an attached quick application fills what a draft leaves empty, and never what the candidate entered', async () => {
    const owner = await createSignedInCandidate(app);
    const draft = await app.inject({ method: 'PUT', url: '/api/candidate/application/personalInfo', headers: owner.auth, payload: { draft: true, data: { fName: 'Owner', role: 'PCT' } } });
    expect(draft.statusCode, draft.body).toBe(200);
    await sendQuick(owner.email, { firstName: 'Mallory' });
    const pending = (await app.inject({ method: 'GET', url: '/api/quick/pending', headers: owner.auth })).json().data as Array<{ id: string }>;
    expect(pending).toHaveLength(1);
    const attach = await app.inject({ method: 'POST', url: `/api/quick/pending/${pending[0]!.id}/attach`, headers: owner.auth });
    expect(attach.statusCode, attach.body).toBe(200);
    const section = await personalInfo(owner.auth);
    expect(section?.data).toMatchObject({ fName: 'Owner', role: 'PCT', specialties: ['CNA', 'Long-Term Care'], otherStates: ['TN', 'KY'], zip: '37203' });
  });

  it('the recruiter named in the application is the one chosen on the dashboard, both ways', async () => {
    const c = await createSignedInCandidate(app);
    // Named in the application (any case): the dashboard shows that recruiter as chosen.
    const saved = await app.inject({ method: 'PUT', url: '/api/candidate/application/personalInfo', headers: c.auth, payload: { draft: true, data: { recruiter: 'pat okafor' } } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await dashboardRecruiter(c)).toMatchObject({ id: pat.id, name: 'Pat Okafor' });
    // Chosen on the dashboard: the application says so.
    const chosen = await app.inject({ method: 'POST', url: '/api/candidate/recruiter', headers: c.auth, payload: { recruiterId: sam.id } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await personalInfo(c.auth))?.data.recruiter).toBe('Sam Reyes');
    // A name the agency does not list stays as typed; the choice stays as it was.
    await app.inject({ method: 'PUT', url: '/api/candidate/application/personalInfo', headers: c.auth, payload: { draft: true, data: { recruiter: 'My cousin Dee' } } });
    expect((await personalInfo(c.auth))?.data.recruiter).toBe('My cousin Dee');
    expect((await dashboardRecruiter(c))?.id).toBe(sam.id);
  });

  it('a choice on the dashboard starts the application with it when there is none yet', async () => {
    const c = await createSignedInCandidate(app);
    expect(await personalInfo(c.auth)).toBeUndefined();
    await app.inject({ method: 'POST', url: '/api/candidate/recruiter', headers: c.auth, payload: { recruiterId: pat.id } });
    expect(await personalInfo(c.auth)).toMatchObject({ status: 'draft', data: { recruiter: 'Pat Okafor' } });
  });

  it("the application's desired weekly pay is not copied into job alerts as a minimum", async () => {
    const c = await createSignedInCandidate(app);
    await app.inject({ method: 'PUT', url: '/api/candidate/application/personalInfo', headers: c.auth, payload: { draft: true, data: { specialties: ['CNA'], otherStates: ['TN'], salary: '2000' } } });
    const alert = (await app.inject({ method: 'GET', url: '/api/candidate/subscription', headers: c.auth })).json().data;
    expect(alert).toMatchObject({ source: 'application', specialties: ['CNA'], states: ['TN'], minWeeklyPay: null });
  });
});
