// Job e-mails: the subscription (pre-filled from the application), alerts matched by the worker on the durable
// queue (once per period, nothing twice under a stop mid-batch), history and detail, unsubscribe token rules, the
// public double opt-in subscribe, ownership.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobEmails, jobs, jobSubmissions, mailOutbox, organizations, tasks } from '../src/db/schema/index';
import { MATCH_EVERY_MS, MATCH_TASK, catalogueWatch, periodKey, runMatching } from '../src/modules/job-emails/alerts';
import { issueUnsubscribeToken } from '../src/modules/job-emails/tokens';
import { JOBS_NAMED, criteriaFromSearchForm } from '@portal/shared/schemas/job-emails';
import { createTestApp, type TestApp } from './helpers/app';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';
import { createJob } from './helpers/job-factories';
import { dashboardData } from '../src/modules/dashboard/service';

let app: TestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const SUB = { states: ['TX'], compactState: false, specialties: ['ICU'], shift: 'any', minWeeklyPay: null, durationMin: null, durationMax: null, frequency: 'daily', active: true };

async function subscribe(who: SignedInCandidate, body: Record<string, unknown> = {}) {
  const res = await app.inject({ method: 'PUT', url: '/api/candidate/subscription', headers: who.auth, payload: { ...SUB, ...body } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const alertMails = async (to: string) => {
  await app.mailer.idle();
  return app.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, '%matching your alert%')));
};

const tokenIn = (text: string) => decodeURIComponent(/\/unsubscribe\?token=([^\s]+)/.exec(text)![1]!);

describe('subscription', () => {
  it('starts from the defaults, then from the application preferences, and saves', async () => {
    const c = await createSignedInCandidate(app);
    let res = await app.inject({ method: 'GET', url: '/api/candidate/subscription', headers: c.auth });
    expect(res.json().data).toMatchObject({ source: 'default', active: false, frequency: 'daily', postalAddress: expect.stringContaining('Nashville, TN') });

    const saved0 = await app.inject({
      method: 'PUT',
      url: '/api/candidate/application/personalInfo',
      headers: c.auth,
      payload: { draft: true, data: { specialties: ['ICU', 'ER'], otherStates: ['tx', 'CA'], otherStatesCompact: true, salary: '2000' } },
    });
    expect(saved0.statusCode, saved0.body).toBe(200);
    res = await app.inject({ method: 'GET', url: '/api/candidate/subscription', headers: c.auth });
    // The desired weekly pay is not a minimum: copied in, it hid every job of the role paying less.
    expect(res.json().data).toMatchObject({ source: 'application', specialties: ['ICU', 'ER'], states: ['TX', 'CA'], compactState: true, minWeeklyPay: null });

    const saved = await subscribe(c, { frequency: 'weekly', shift: 'Nights' });
    expect(saved).toMatchObject({ source: 'saved', frequency: 'weekly', shift: 'Nights', active: true, id: expect.any(String) });
    const byId = await app.inject({ method: 'GET', url: `/api/candidate/subscription/${saved.id}`, headers: c.auth });
    expect(byId.json().data.id).toBe(saved.id);

    // Another account (and another organisation) never reads it.
    const other = await createSignedInCandidate(app, { orgCode: 'D2D' });
    expect((await app.inject({ method: 'GET', url: `/api/candidate/subscription/${saved.id}`, headers: other.auth })).statusCode).toBe(404);
  });

  it('keeps the modality of a search saved as an alert, and matches with it', async () => {
    const c = await createSignedInCandidate(app);
    // What "save this search as an alert" sends: the search form as criteria (packages/shared criteriaFromSearchForm).
    const criteria = criteriaFromSearchForm({ state: ['WA'], compactState: false, specialties: [], modaility: 'Allied', durationWeek: null, salary: null });
    const saved = await subscribe(c, { ...criteria });
    expect(saved).toMatchObject({ source: 'saved', states: ['WA'], modality: 'Allied' });
    expect((await app.inject({ method: 'GET', url: '/api/candidate/subscription', headers: c.auth })).json().data.modality).toBe('Allied');
    // Left out of a body, the modality is any.
    expect((await subscribe(c, { states: ['WA'] })).modality).toBe('');
    await subscribe(c, { ...criteria });

    for (let i = 0; i < 4; i++) await createJob(app, 'MHS', { state: 'WA', modality: 'Nursing', submodality: 'ICU', positionName: `WA Nursing ${i}` });
    for (let i = 0; i < 3; i++) await createJob(app, 'MHS', { state: 'WA', modality: 'Allied', submodality: 'Radiology Tech', positionName: `WA Allied ${i}` });
    await runMatching(app);
    const list = (await app.inject({ method: 'GET', url: '/api/candidate/emails', headers: c.auth })).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ jobCount: 3 });
    expect([...list[0].jobNames].sort()).toEqual(['WA Allied 0', 'WA Allied 1', 'WA Allied 2']);
  });

  it('refuses bad input with a 400 and a message', async () => {
    const c = await createSignedInCandidate(app);
    for (const bad of [{ frequency: 'hourly' }, { states: ['XX'] }, { minWeeklyPay: -5 }, { shift: 'Mornings' }, { extra: 1 }]) {
      const res = await app.inject({ method: 'PUT', url: '/api/candidate/subscription', headers: c.auth, payload: { ...SUB, ...bad } });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await app.inject({ method: 'GET', url: '/api/candidate/subscription' })).statusCode).toBe(401);
  });
});

describe('alerts', () => {
  it('sends one branded alert per period with 3 to 10 matching jobs, recorded in the history', async () => {
    const c = await createSignedInCandidate(app, { firstName: 'Avery' });
    await subscribe(c, { states: ['TX'], specialties: ['ICU'], frequency: 'daily' });
    const made = [];
    for (let i = 0; i < 12; i++) made.push(await createJob(app, 'MHS', { state: 'TX', submodality: 'ICU', positionName: `ICU RN ${i}` }));
    await createJob(app, 'MHS', { state: 'CA', submodality: 'ICU', positionName: 'Other state' });
    await createJob(app, 'D2D', { state: 'TX', submodality: 'ICU', positionName: 'Other organisation' });

    await runMatching(app);
    await runMatching(app);
    const mails = await alertMails(c.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('10 new jobs matching your alert | Meridian Health Staffing');
    expect(mail.text).toContain('Hello Avery,');
    expect(mail.text).toContain('500 Church Street, Suite 300, Nashville, TN 37219');
    expect(mail.text).toContain('/subscription');
    expect(mail.text).toMatch(/\/openjobs\/[0-9a-f-]{36}/);
    expect(mail.text).not.toContain('Other state');
    expect(mail.text).not.toContain('Other organisation');
    // Each job's pay as its page shows it: the weekly pay, the stipends, and their sum as the estimated weekly gross.
    const page = (await app.inject({ method: 'GET', url: `/api/job/${made[11]!.id}`, headers: c.auth })).json().data as { weeklyPay: number; weeklyStipends: number | null };
    const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
    expect(page.weeklyStipends).toBeGreaterThan(0);
    expect(mail.text).toContain(`${usd(page.weeklyPay)} a week + ${usd(page.weeklyStipends!)} stipends · est. weekly gross ${usd(page.weeklyPay + page.weeklyStipends!)}`);

    const list = await app.inject({ method: 'GET', url: '/api/candidate/emails', headers: c.auth });
    expect(list.json().paging).toMatchObject({ page: 1, perPage: 12, total: 1 });
    const email = list.json().data[0];
    expect(email).toMatchObject({ jobCount: 10, read: false });
    // The list names the e-mail's first JOBS_NAMED jobs, in the e-mail's order (generated columns beside the snapshot,
    // migration 0036: this fails if the constant and the migration disagree); the detail holds them all.
    const sent = (await app.db.select({ jobs: jobEmails.jobs }).from(jobEmails).where(eq(jobEmails.id, email.id)))[0]!.jobs;
    expect(email.jobNames).toEqual(sent.slice(0, JOBS_NAMED).map((job) => job.Position_Name));
    expect(email).not.toHaveProperty('jobs');

    // The detail shows each job's state now.
    const [closed, submitted] = sent.map((job) => ({ _id: job.id, Position_ID: job.Position_ID }));
    await app.db.update(jobs).set({ isOpen: false }).where(eq(jobs.id, closed!._id));
    await app.db.insert(jobSubmissions).values({ candidateId: c.id, jobId: submitted!._id });
    const detail = await app.inject({ method: 'POST', url: '/api/candidate/emails/history/detail', headers: c.auth, payload: { id: email.id } });
    expect(detail.statusCode, detail.body).toBe(200);
    const states = Object.fromEntries(detail.json().data.jobs.map((j: { _id: string; state: string }) => [j._id, j.state]));
    expect(states[closed!._id]).toBe('closed');
    expect(states[submitted!._id]).toBe('submitted');
    expect(Object.values(states).filter((s) => s === 'open')).toHaveLength(8);
    // spec §3 job e-mail detail request {Position_ID, org}.
    const byPosition = await app.inject({ method: 'POST', url: '/api/candidate/emails/history/detail', headers: c.auth, payload: { Position_ID: closed!.Position_ID, org: 'MHS' } });
    expect(byPosition.json().data.id).toBe(email.id);
    // Read now; the dashboard source counts it.
    expect(await dashboardData(app, { id: c.id, orgId: c.orgId })).toMatchObject({ emailsUnread: 0, emails: [{ id: email.id, jobCount: 10 }] });
    // History by encoded id: the caller's own id or e-mail only.
    expect((await app.inject({ method: 'GET', url: `/api/candidate/emails/history/${encodeURIComponent(c.email)}`, headers: c.auth })).json().paging.total).toBe(1);
    const stranger = await createSignedInCandidate(app);
    expect((await app.inject({ method: 'GET', url: `/api/candidate/emails/history/${c.id}`, headers: stranger.auth })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/candidate/emails/history/detail', headers: stranger.auth, payload: { id: email.id } })).statusCode).toBe(404);

    // The next day brings the two left over plus new ones; jobs already sent are not sent again.
    for (let i = 0; i < 2; i++) await createJob(app, 'MHS', { state: 'TX', submodality: 'ICU', positionName: `Later ${i}` });
    await runMatching(app, { now: new Date(Date.now() + DAY) });
    const after = await alertMails(c.email);
    expect(after).toHaveLength(2);
    const sentIds = (await app.db.select({ jobs: jobEmails.jobs }).from(jobEmails).where(eq(jobEmails.candidateId, c.id))).flatMap((r) => r.jobs.map((j) => j.id));
    expect(new Set(sentIds).size).toBe(sentIds.length);
    expect(sentIds).toHaveLength(14);
    expect(made.every((job) => sentIds.includes(job.id))).toBe(true);
  });

  it('the history counts every e-mail on each page, past the last page too', async () => {
    const c = await createSignedInCandidate(app);
    await subscribe(c, { states: ['NM'], specialties: ['ICU'], frequency: 'daily' });
    for (let i = 0; i < 3; i++) await createJob(app, 'MHS', { state: 'NM', submodality: 'ICU' });
    await runMatching(app);
    const [sent] = await app.db.select().from(jobEmails).where(eq(jobEmails.candidateId, c.id));
    const { id: _id, ...copy } = sent!;
    await app.db.insert(jobEmails).values(Array.from({ length: 12 }, (_, i) => ({ ...copy, periodKey: `daily:copy-${i}`, createdAt: new Date(Date.now() - (i + 1) * 60_000) })));
    const page = async (n: number) => (await app.inject({ method: 'GET', url: `/api/candidate/emails?page=${n}`, headers: c.auth })).json();
    const [first, second, past] = [await page(1), await page(2), await page(3)];
    expect(first.data).toHaveLength(12);
    expect(first.data[0].id).toBe(sent!.id);
    expect(second.data).toHaveLength(1);
    expect(past.data).toHaveLength(0);
    for (const answer of [first, second, past]) expect(answer.paging.total).toBe(13);
  });

  it('waits until at least 3 jobs match, and sends nothing to an unsubscribed candidate', async () => {
    const c = await createSignedInCandidate(app);
    await subscribe(c, { states: ['WY'], specialties: ['Cath Lab'], frequency: 'instant' });
    await createJob(app, 'MHS', { state: 'WY', submodality: 'Cath Lab' });
    await createJob(app, 'MHS', { state: 'WY', submodality: 'Cath Lab' });
    await runMatching(app);
    expect(await alertMails(c.email)).toHaveLength(0);
    await subscribe(c, { states: ['WY'], specialties: ['Cath Lab'], frequency: 'instant', active: false });
    for (let i = 0; i < 3; i++) await createJob(app, 'MHS', { state: 'WY', submodality: 'Cath Lab' });
    await runMatching(app);
    expect(await alertMails(c.email)).toHaveLength(0);
  });

  it('"As jobs arrive": a change to the catalogue brings a match run within seconds, one for every instance that sees it', async () => {
    // Two instances' watches; each first looks at the version it starts with.
    const [one, two] = [catalogueWatch(app), catalogueWatch(app)];
    expect(await one.check()).toBe(false);
    expect(await two.check()).toBe(false);
    const c = await createSignedInCandidate(app);
    await subscribe(c, { states: ['VT'], specialties: ['PACU'], frequency: 'instant' });
    expect(await one.check()).toBe(false);
    for (let i = 0; i < 3; i++) await createJob(app, 'MHS', { state: 'VT', submodality: 'PACU' });
    const now = new Date();
    expect(await one.check(now)).toBe(true);
    expect(await two.check(now)).toBe(true);
    const soon = await app.db.select().from(tasks).where(like(tasks.key, `${MATCH_TASK}@soon:%`));
    expect(soon).toHaveLength(1);
    // Only the match task runs here (no minute schedule): the alert comes from the watch's run.
    await app.queue.runDue({ kinds: [MATCH_TASK] });
    expect(await alertMails(c.email)).toHaveLength(1);
    // Nothing moved since: no run.
    expect(await one.check()).toBe(false);
  });

  it('runs on the durable queue as a scheduled task', async () => {
    const c = await createSignedInCandidate(app);
    await subscribe(c, { states: ['ME'], specialties: ['NICU'], frequency: 'instant' });
    for (let i = 0; i < 3; i++) await createJob(app, 'MHS', { state: 'ME', submodality: 'NICU' });
    // The server process schedules it (worker on); here the schedule is added as the worker would.
    app.queue.every(MATCH_TASK, MATCH_EVERY_MS);
    await app.queue.runDue();
    expect(await alertMails(c.email)).toHaveLength(1);
    expect(periodKey('weekly', new Date('2026-11-26T10:00:00Z'))).toBe('weekly:2026-11-23');
    expect(MATCH_TASK).toBe('job-emails.match');
  });

  it('stopped mid-batch and run again: every subscriber gets the alert once, none twice', async () => {
    const people: SignedInCandidate[] = [];
    for (let i = 0; i < 5; i++) {
      const c = await createSignedInCandidate(app);
      await subscribe(c, { states: ['VT'], specialties: ['PACU'], frequency: 'daily' });
      people.push(c);
    }
    for (let i = 0; i < 4; i++) await createJob(app, 'MHS', { state: 'VT', submodality: 'PACU' });
    await expect(runMatching(app, { stopAfter: 2 })).rejects.toThrow(/mid-batch/);
    await runMatching(app);
    await runMatching(app);
    for (const c of people) expect(await alertMails(c.email)).toHaveLength(1);
  });
});

describe('unsubscribe', () => {
  async function alertFor(c: SignedInCandidate, state: string) {
    await subscribe(c, { states: [state], specialties: ['Telemetry'], frequency: 'daily' });
    for (let i = 0; i < 3; i++) await createJob(app, 'MHS', { state, submodality: 'Telemetry' });
    await runMatching(app);
    const [mail] = await alertMails(c.email);
    return { mail: mail!, token: tokenIn(mail!.text) };
  }
  const state = async (c: SignedInCandidate) => (await app.inject({ method: 'GET', url: '/api/candidate/subscription', headers: c.auth })).json().data;

  it('one click unsubscribes at once; a replay after subscribing again changes nothing', async () => {
    const c = await createSignedInCandidate(app);
    const { token } = await alertFor(c, 'NH');
    const info = await app.inject({ method: 'GET', url: `/api/unsubscribe?token=${encodeURIComponent(token)}` });
    expect(info.json().data).toMatchObject({ brand: 'Meridian Health Staffing', frequency: 'daily', unsubscribed: false });
    const res = await app.inject({
      method: 'POST',
      url: `/api/unsubscribe/one-click?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'You are unsubscribed. You will receive no more job e-mails.', data: { changed: true } });
    expect(await state(c)).toMatchObject({ active: false, unsubscribedAt: expect.any(String) });

    await subscribe(c, { states: ['NH'], specialties: ['Telemetry'] });
    const replay = await app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token, action: 'unsubscribe' } });
    expect(replay.json()).toMatchObject({ data: { changed: false } });
    expect(await state(c)).toMatchObject({ active: true });
  });

  it('one click is honoured whatever form the mail client posts: multipart (RFC 8058), form-urlencoded, no content type', async () => {
    const boundary = '----portalOneClick7MA4YWxkTrZu0gW';
    const multipart = [`--${boundary}`, 'Content-Disposition: form-data; name="List-Unsubscribe"', '', 'One-Click', `--${boundary}--`, ''].join('\r\n');
    const forms: Array<{ name: string; headers: Record<string, string>; payload?: string }> = [
      { name: 'multipart', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: multipart },
      { name: 'form-urlencoded', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' },
      { name: 'no content type, with a body', headers: {}, payload: 'List-Unsubscribe=One-Click' },
      { name: 'no content type, no body', headers: {} },
    ];
    for (const [i, form] of forms.entries()) {
      const c = await createSignedInCandidate(app);
      const { token } = await alertFor(c, ['ME', 'VT', 'WY', 'MT'][i]!);
      const res = await app.inject({ method: 'POST', url: `/api/unsubscribe/one-click?token=${encodeURIComponent(token)}`, headers: form.headers, payload: form.payload });
      expect(res.statusCode, `${form.name}: ${res.body}`).toBe(200);
      expect(res.json(), form.name).toMatchObject({ message: 'You are unsubscribed. You will receive no more job e-mails.', data: { changed: true } });
      expect(await state(c), form.name).toMatchObject({ active: false });
    }
  });

  it('one click reads no file and no large body: a file part or an oversized body is a 4xx, never a 5xx', async () => {
    const c = await createSignedInCandidate(app);
    const { token } = await alertFor(c, 'ND');
    const url = `/api/unsubscribe/one-click?token=${encodeURIComponent(token)}`;
    const boundary = '----portalOneClickFile';
    const withFile = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="List-Unsubscribe"',
      '',
      'One-Click',
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="a.exe"',
      'Content-Type: application/octet-stream',
      '',
      'MZ'.padEnd(2000, 'x'),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const file = await app.inject({ method: 'POST', url, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: withFile });
    expect(file.statusCode, file.body).toBe(400);
    const big = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `List-Unsubscribe=One-Click&x=${'a'.repeat(100_000)}` });
    expect(big.statusCode).toBe(413);
    const broken = await app.inject({ method: 'POST', url, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsub` });
    expect(broken.statusCode).toBe(400);
    // None of these unsubscribed.
    expect(await state(c)).toMatchObject({ active: true });
  });

  it('the confirm page can lower the frequency instead', async () => {
    const c = await createSignedInCandidate(app);
    const { token } = await alertFor(c, 'RI');
    const res = await app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token, action: 'frequency', frequency: 'weekly' } });
    expect(res.json()).toMatchObject({ data: { changed: true } });
    expect(await state(c)).toMatchObject({ active: true, frequency: 'weekly' });
  });

  it('refuses forged and expired tokens; a 30-day-old link still works', async () => {
    const c = await createSignedInCandidate(app);
    const { token } = await alertFor(c, 'DE');
    const [body, sig] = token.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'hex').toString()), i: '00000000-0000-0000-0000-000000000000' })).toString('hex');
    for (const bad of [`${forgedBody}.${sig}`, `${body}.${sig!.slice(0, -2)}xx`, 'nonsense', `${body}`]) {
      const res = await app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token: bad, action: 'unsubscribe' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/not valid/);
    }
    const [email] = await app.db.select().from(jobEmails).where(eq(jobEmails.candidateId, c.id));
    const old = issueUnsubscribeToken(app.config.secrets.jwt, { kind: 'email', id: email!.id }, new Date(Date.now() - 61 * DAY));
    const expired = await app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token: old, action: 'unsubscribe' } });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/expired/);
    const month = issueUnsubscribeToken(app.config.secrets.jwt, { kind: 'email', id: email!.id }, new Date(Date.now() - 31 * DAY));
    const works = await app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token: month, action: 'unsubscribe' } });
    expect(works.json()).toMatchObject({ data: { changed: true } });
    // Signed with another secret: forged.
    const foreign = issueUnsubscribeToken('another-secret', { kind: 'email', id: email!.id });
    expect((await app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token: foreign, action: 'unsubscribe' } })).statusCode).toBe(400);
  });

  it('transactional mail is never blocked by an unsubscribe', async () => {
    const c = await createSignedInCandidate(app);
    const { token } = await alertFor(c, 'CT');
    await app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token, action: 'unsubscribe' } });
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: c.email, type: 'magic', org: 'MHS' } });
    await app.mailer.idle();
    const all = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, c.email));
    expect(all.some((m) => !m.subject.includes('matching your alert'))).toBe(true);
    // ...and carries no marketing: no alert text, no unsubscribe link.
    for (const m of all.filter((x) => !x.subject.includes('matching your alert'))) expect(m.text).not.toContain('/unsubscribe');
  });
});

describe('public subscribe (double opt-in)', () => {
  const body = { email: 'Public.Person@example.com', states: ['OR'], compactState: false, specialties: ['Oncology'], shift: 'any', minWeeklyPay: null, durationMin: null, durationMax: null, frequency: 'instant', org: 'MHS' };

  it('answers alike for any address, e-mails a link, and alerts only after confirmation', async () => {
    for (let i = 0; i < 3; i++) await createJob(app, 'MHS', { state: 'OR', submodality: 'Oncology' });
    const res = await app.inject({ method: 'POST', url: '/api/subcribe', payload: body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Check your inbox: we sent a link to confirm your job alerts.' });
    await runMatching(app);
    const first = await alertMails('public.person@example.com');
    expect(first).toHaveLength(0);
    const [confirmMail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'public.person@example.com'));
    expect(confirmMail!.subject).toContain('Confirm your job alerts');
    expect(confirmMail!.text).not.toContain('Oncology');
    const token = decodeURIComponent(/\/subcribe\?token=([\w-]+)/.exec(confirmMail!.text)![1]!);

    const data = await app.inject({ method: 'GET', url: `/api/subcribe/confirm?token=${token}` });
    expect(data.json().data).toMatchObject({ email: 'public.person@example.com', criteria: { states: ['OR'], specialties: ['Oncology'] } });
    expect((await app.inject({ method: 'POST', url: '/api/subcribe/confirm', payload: { token } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/subcribe/confirm', payload: { token } })).statusCode).toBe(400);

    for (let i = 0; i < 3; i++) await createJob(app, 'MHS', { state: 'OR', submodality: 'Oncology' });
    await runMatching(app);
    await runMatching(app);
    const alerts = await alertMails('public.person@example.com');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain('/unsubscribe?token=');
    const unsub = await app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token: tokenIn(alerts[0]!.text), action: 'unsubscribe' } });
    expect(unsub.json()).toMatchObject({ data: { changed: true } });
    for (let i = 0; i < 3; i++) await createJob(app, 'MHS', { state: 'OR', submodality: 'Oncology' });
    await runMatching(app, { now: new Date(Date.now() + 120_000) });
    expect(await alertMails('public.person@example.com')).toHaveLength(1);
  });

  it('refuses a bad address or criteria with a 400', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/subcribe', payload: { ...body, email: 'nope' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/subcribe', payload: { ...body, frequency: 'never' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/subcribe/confirm?token=made-up' })).statusCode).toBe(400);
  });
});

describe('organisation address', () => {
  it('the demo organisations have one', async () => {
    const rows = await app.db.select({ code: organizations.code, address: organizations.postalAddress }).from(organizations);
    expect(rows.every((r) => (r.address ?? '').length > 10)).toBe(true);
  });
});
