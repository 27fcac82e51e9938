// Quick apply through the API: the same answer for a new and an existing e-mail, the e-mail through the queue, the link
// that creates an account, and the owner's choice that adds to one without changing what was there.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateChecklists, candidates, quickApplications } from '../src/db/schema/index';
import { seedSkills } from '../src/seed/skills';
import { createTestApp, type TestApp } from './helpers/app';
import { freshEmail, outbox } from './helpers/auth';
import { createSignedInCandidate } from './helpers/factories';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seedSkills(app.db);
}, 60_000);
afterAll(() => app?.close());

const form = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Quinn',
  lastName: 'Applicant',
  email,
  phone: '(615) 555-0101',
  zip: '37203',
  role: 'CNA',
  specialties: ['CNA'],
  states: ['TN', 'KY'],
  ...extra,
});

let address = 10;
const nextIp = () => `10.9.0.${address++}`;

async function start(email: string, ip = nextIp(), extra: Record<string, unknown> = {}) {
  return app.inject({ method: 'POST', url: '/api/quick/application', payload: form(email, extra), remoteAddress: ip });
}

async function claimLink(email: string): Promise<string> {
  await app.queue.runDue();
  const [mail] = await outbox(app, email);
  const match = mail?.text.match(/\/quick\/success\?claim=([\w-]+)/);
  if (!match?.[1]) throw new Error(`no claim link to ${email}`);
  return match[1];
}

async function answerCna(draft: string) {
  const cna = (await app.inject({ method: 'GET', url: '/api/auth/get-skillTestData?slug=cna' })).json().data as { sections: Array<{ items: Array<{ id: string }> }> };
  const answers = Object.fromEntries(cna.sections.flatMap((s) => s.items.map((i) => [i.id, { rating: 2, frequency: 'monthly' }])));
  const res = await app.inject({ method: 'PUT', url: '/api/quick/application/checklist/cna', headers: { 'x-quick-draft': draft }, payload: { answers }, remoteAddress: '10.8.0.1' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('quick apply', () => {
  it('answers a new and an existing e-mail alike, in about the same time', async () => {
    const existing = await createSignedInCandidate(app, { firstName: 'Existing', cell: '(615) 555-0000' });
    const fresh = freshEmail('quick-new');
    const a = await start(fresh);
    const b = await start(existing.email);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const strip = (body: string) => body.replace(/"draft":"[^"]+"/, '"draft":"?"');
    expect(strip(a.body)).toBe(strip(b.body));
    const finishA = await app.inject({ method: 'POST', url: '/api/quick/application/finish', headers: { 'x-quick-draft': a.json().data.draft }, payload: { skipChecklist: true } });
    const finishB = await app.inject({ method: 'POST', url: '/api/quick/application/finish', headers: { 'x-quick-draft': b.json().data.draft }, payload: { skipChecklist: true } });
    expect(finishA.body).toBe(finishB.body);
    expect(finishA.json().message).toBe('Thank you! Check your email for a link to finish your application and sign in.');

    // Timing: the answer does no lookup by e-mail. Interleaved runs, middle values compared, with room for a busy machine.
    const newTimes: number[] = [];
    const oldTimes: number[] = [];
    const timed = async (email: string, into: number[]) => {
      const t0 = performance.now();
      expect((await start(email)).statusCode).toBe(200);
      into.push(performance.now() - t0);
    };
    for (let i = 0; i < 4; i++) {
      await timed(freshEmail('quick-t'), newTimes);
      await timed(existing.email, oldTimes);
    }
    const middle = (xs: number[]) => [...xs].sort((x, y) => x - y).slice(1, 3).reduce((sum, x) => sum + x, 0) / 2;
    const [tNew, tOld] = [middle(newTimes), middle(oldTimes)];
    expect(Math.abs(tNew - tOld)).toBeLessThan(Math.max(50, 2 * Math.min(tNew, tOld)));

    // Nothing of the existing account changed before its owner follows the link.
    const [row] = await app.db.select().from(candidates).where(eq(candidates.id, existing.id));
    expect(row).toMatchObject({ firstName: 'Existing', cell: '(615) 555-0000', specialties: [] });
  });

  it('a new e-mail: checklist saved as you go, signed, the link through the queue creates the account and signs in', async () => {
    const email = freshEmail('quick-flow');
    const started = await start(email);
    const draft = started.json().data.draft as string;
    // No account and no e-mail yet.
    expect(await app.db.select().from(candidates).where(eq(candidates.email, email))).toHaveLength(0);
    const saved = await answerCna(draft);
    expect(saved.progress.percent).toBe(100);
    const restored = (await app.inject({ method: 'GET', url: '/api/quick/application/checklist/cna', headers: { 'x-quick-draft': draft } })).json().data;
    expect(restored.progress.percent).toBe(100);
    expect((await app.inject({ method: 'GET', url: '/api/quick/application/checklist/cna', headers: { 'x-quick-draft': 'wrong' } })).statusCode).toBe(401);

    const unsigned = await app.inject({ method: 'POST', url: '/api/quick/application/finish', headers: { 'x-quick-draft': draft }, payload: {} });
    expect(unsigned.statusCode).toBe(400);
    const finish = await app.inject({ method: 'POST', url: '/api/quick/application/finish', headers: { 'x-quick-draft': draft }, payload: { attest: true, signature: 'Quinn Applicant' } });
    expect(finish.statusCode, finish.body).toBe(200);
    // The draft is closed once finished.
    expect((await app.inject({ method: 'PUT', url: '/api/quick/application/checklist/cna', headers: { 'x-quick-draft': draft }, payload: { answers: {} } })).statusCode).toBe(401);

    const token = await claimLink(email);
    const [mail] = await outbox(app, email);
    expect(mail!.subject).toContain('Finish your application');
    expect(mail!.text).not.toContain('Quinn'); // security.md item 21: no text typed by the requester
    const claim = await app.inject({ method: 'POST', url: '/api/quick/claim', payload: { token } });
    expect(claim.statusCode, claim.body).toBe(200);
    const session = claim.json().data;
    expect(session.email).toBe(email);
    expect(claim.headers['set-cookie']).toBeDefined();
    const list = (await app.inject({ method: 'GET', url: '/api/skills/checklists', headers: { authorization: `Bearer ${session.token}` } })).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ slug: 'cna', signature: 'Quinn Applicant' });
    const [account] = await app.db.select().from(candidates).where(eq(candidates.email, email));
    expect(account).toMatchObject({ firstName: 'Quinn', lastName: 'Applicant', cell: '(615) 555-0101', specialties: ['CNA'], passwordHash: null });
    // The short form pre-fills the application's personal information as a draft.
    const application = (await app.inject({ method: 'GET', url: '/api/candidate/application', headers: { authorization: `Bearer ${session.token}` } })).json().data;
    expect(JSON.stringify(application)).toContain('37203');
    // Single use.
    expect((await app.inject({ method: 'POST', url: '/api/quick/claim', payload: { token } })).statusCode).toBe(400);
  });

  it('an existing e-mail: the e-mail only points to the sign-in; the owner adds it, and nothing there is overwritten', async () => {
    const owner = await createSignedInCandidate(app, { firstName: 'Owner', lastName: 'Real', cell: '(615) 555-0199', specialties: ['PCT'] });
    const started = await start(owner.email, nextIp(), { firstName: 'Mallory', lastName: 'Intruder', phone: '(615) 555-0666', specialties: ['CNA'] });
    const draft = started.json().data.draft as string;
    await answerCna(draft);
    await app.inject({ method: 'POST', url: '/api/quick/application/finish', headers: { 'x-quick-draft': draft }, payload: { attest: true, signature: 'Mallory Intruder' } });
    await app.queue.runDue();
    expect((await app.db.select().from(candidateChecklists).where(eq(candidateChecklists.candidateId, owner.id)))).toHaveLength(0);
    const [mail] = await outbox(app, owner.email);
    expect(mail!.subject).toContain('Review a quick application');
    expect(mail!.text).toContain('/auth/login?redirect=%2F%3Fquick%3Dreview');
    expect(mail!.text).not.toContain('claim=');
    const [pending] = (await app.inject({ method: 'GET', url: '/api/quick/pending', headers: owner.auth })).json().data as Array<{ id: string }>;
    const attach = await app.inject({ method: 'POST', url: `/api/quick/pending/${pending!.id}/attach`, headers: owner.auth, payload: {} });
    expect(attach.statusCode, attach.body).toBe(200);
    const [row] = await app.db.select().from(candidates).where(eq(candidates.id, owner.id));
    expect(row).toMatchObject({ firstName: 'Owner', lastName: 'Real', cell: '(615) 555-0199' });
    expect(row!.specialties.sort()).toEqual(['CNA', 'PCT']);
    const [quick] = await app.db.select().from(quickApplications).where(eq(quickApplications.candidateId, owner.id));
    expect(quick?.claimedAt).toBeTruthy();
  });

  it('is rate limited per address and refuses bad input with a 4xx', async () => {
    const ip = '10.7.0.1';
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await start(freshEmail('quick-rl'), ip)).statusCode;
    expect(last).toBe(429);
    const bad = await app.inject({ method: 'POST', url: '/api/quick/application', payload: form('not-an-email', { zip: '12' }), remoteAddress: '10.7.0.2' });
    expect(bad.statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/quick/claim', payload: { token: 'x'.repeat(40) } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/quick/application/finish', payload: {} })).statusCode).toBe(401);
  });
});
