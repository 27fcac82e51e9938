// Several saved searches a candidate, each with its own alert and its own one-click unsubscribe; a new subscriber's
// first alert lists the matching jobs already open; the public subscribe call answers bad input in sentences.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobEmails, jobSubscriptions, mailOutbox } from '../src/db/schema/index';
import { runMatching } from '../src/modules/job-emails/alerts';
import { createTestApp, type TestApp } from './helpers/app';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';
import { createJob } from './helpers/job-factories';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const SEARCH = { states: ['TX'], compactState: false, specialties: ['ICU'], shift: 'any', minWeeklyPay: null, durationMin: null, durationMax: null, frequency: 'daily', active: true };

async function saveSearch(who: SignedInCandidate, body: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: '/api/candidate/subscriptions', headers: who.auth, payload: { ...SEARCH, ...body } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; name: string; states: string[]; active: boolean };
}
const listOf = async (who: SignedInCandidate) =>
  (await app.inject({ method: 'GET', url: '/api/candidate/subscriptions', headers: who.auth })).json().data as Array<{ id: string; name: string; states: string[]; active: boolean }>;

const alertMails = async (to: string) => {
  await app.mailer.idle();
  return app.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, '%matching your alert%')));
};
const tokenIn = (text: string) => decodeURIComponent(/\/unsubscribe\?token=([^\s]+)/.exec(text)![1]!);

describe('several saved searches', () => {
  it('saving a second search keeps the first; each is listed, read and changed by its id, only by its owner', async () => {
    const c = await createSignedInCandidate(app);
    const nights = await saveSearch(c, { name: 'ICU in Texas', states: ['TX'], shift: 'Nights' });
    const er = await saveSearch(c, { name: 'ER in Ohio', states: ['OH'], specialties: ['ER'] });
    expect(nights.id).not.toBe(er.id);
    expect((await listOf(c)).map((s) => [s.name, s.states])).toEqual([
      ['ICU in Texas', ['TX']],
      ['ER in Ohio', ['OH']],
    ]);

    const byId = await app.inject({ method: 'GET', url: `/api/candidate/subscription/${er.id}`, headers: c.auth });
    expect(byId.json().data).toMatchObject({ id: er.id, name: 'ER in Ohio', states: ['OH'] });
    const changed = await app.inject({ method: 'PUT', url: `/api/candidate/subscriptions/${er.id}`, headers: c.auth, payload: { ...SEARCH, states: ['OH', 'PA'], specialties: ['ER'] } });
    expect(changed.json().data).toMatchObject({ id: er.id, name: 'ER in Ohio', states: ['OH', 'PA'] });
    // The spec's calls keep working: the subscription is the first saved search, and PUT changes it alone.
    expect((await app.inject({ method: 'GET', url: '/api/candidate/subscription', headers: c.auth })).json().data).toMatchObject({ id: nights.id, source: 'saved' });
    await app.inject({ method: 'PUT', url: '/api/candidate/subscription', headers: c.auth, payload: { ...SEARCH, states: ['NM'] } });
    expect((await listOf(c)).map((s) => s.states)).toEqual([['NM'], ['OH', 'PA']]);

    const other = await createSignedInCandidate(app);
    expect((await app.inject({ method: 'GET', url: `/api/candidate/subscription/${er.id}`, headers: other.auth })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url: `/api/candidate/subscriptions/${er.id}`, headers: other.auth, payload: SEARCH })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/candidate/subscriptions/${er.id}`, headers: other.auth })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: '/api/candidate/subscriptions/not-an-id', headers: c.auth })).statusCode).toBe(404);
    expect(await listOf(other)).toEqual([]);
  });

  it('each saved search sends its own alert with its own unsubscribe: one click stops that one only', async () => {
    const c = await createSignedInCandidate(app);
    const a = await saveSearch(c, { name: 'Kansas', states: ['KS'], specialties: ['Telemetry'] });
    const b = await saveSearch(c, { name: 'Nebraska', states: ['NE'], specialties: ['Telemetry'] });
    for (const state of ['KS', 'NE']) for (let i = 0; i < 3; i++) await createJob(app, 'MHS', { state, submodality: 'Telemetry', positionName: `Tele ${state} ${i}` });
    await runMatching(app);
    await runMatching(app);
    const mails = await alertMails(c.email);
    expect(mails).toHaveLength(2);
    const kansas = mails.find((m) => m.text.includes('Tele KS'))!;
    const nebraska = mails.find((m) => m.text.includes('Tele NE'))!;
    expect(kansas.text).not.toContain('Tele NE');
    expect(kansas.text).toContain('Kansas: Telemetry');
    expect(tokenIn(kansas.text)).not.toBe(tokenIn(nebraska.text));
    expect((await app.db.select().from(jobEmails).where(eq(jobEmails.candidateId, c.id))).map((e) => e.subscriptionId).sort()).toEqual([a.id, b.id].sort());

    const res = await app.inject({
      method: 'POST',
      url: `/api/unsubscribe/one-click?token=${encodeURIComponent(tokenIn(kansas.text))}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.json()).toMatchObject({ data: { changed: true } });
    expect(Object.fromEntries((await listOf(c)).map((s) => [s.name, s.active]))).toEqual({ Kansas: false, Nebraska: true });

    // The next day: only the search still on sends.
    for (const state of ['KS', 'NE']) for (let i = 0; i < 3; i++) await createJob(app, 'MHS', { state, submodality: 'Telemetry', positionName: `Later ${state} ${i}` });
    await runMatching(app, { now: new Date(Date.now() + 86_400_000) });
    const after = await alertMails(c.email);
    expect(after).toHaveLength(3);
    expect(after.some((m) => m.text.includes('Later NE'))).toBe(true);
    expect(after.some((m) => m.text.includes('Later KS'))).toBe(false);
  });

  it('a deleted search sends nothing and is no longer listed; the e-mails it sent stay in the history', async () => {
    const c = await createSignedInCandidate(app);
    const keep = await saveSearch(c, { name: 'Keep', states: ['ID'], specialties: ['PACU'] });
    const drop = await saveSearch(c, { name: 'Drop', states: ['MT'], specialties: ['PACU'] });
    for (let i = 0; i < 3; i++) await createJob(app, 'MHS', { state: 'MT', submodality: 'PACU' });
    await runMatching(app);
    expect(await alertMails(c.email)).toHaveLength(1);
    const removed = await app.inject({ method: 'DELETE', url: `/api/candidate/subscriptions/${drop.id}`, headers: c.auth });
    expect(removed.json()).toMatchObject({ status: true, message: 'Item has been removed' });
    expect((await listOf(c)).map((s) => s.id)).toEqual([keep.id]);
    for (let i = 0; i < 3; i++) await createJob(app, 'MHS', { state: 'MT', submodality: 'PACU' });
    await runMatching(app, { now: new Date(Date.now() + 86_400_000) });
    expect(await alertMails(c.email)).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: '/api/candidate/emails', headers: c.auth })).json().paging.total).toBe(1);
    // Its old link still answers, and changes nothing for the other search.
    const [mail] = await alertMails(c.email);
    const info = await app.inject({ method: 'GET', url: `/api/unsubscribe?token=${encodeURIComponent(tokenIn(mail!.text))}` });
    expect(info.json().data).toMatchObject({ unsubscribed: true });
    expect((await listOf(c))[0]).toMatchObject({ id: keep.id, active: true });
  });

  it('keeps at most 10 saved searches, with a message', async () => {
    const c = await createSignedInCandidate(app);
    for (let i = 0; i < 10; i++) await saveSearch(c, { name: `Search ${i}`, active: false });
    const res = await app.inject({ method: 'POST', url: '/api/candidate/subscriptions', headers: c.auth, payload: SEARCH });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You can keep up to 10 saved searches. Delete one to add another.');
    const [first] = await app.db.select().from(jobSubscriptions).where(eq(jobSubscriptions.candidateId, c.id)).limit(1);
    await app.inject({ method: 'DELETE', url: `/api/candidate/subscriptions/${first!.id}`, headers: c.auth });
    expect((await app.inject({ method: 'POST', url: '/api/candidate/subscriptions', headers: c.auth, payload: SEARCH })).statusCode).toBe(200);
  });
});

describe('the first alert lists the matching jobs already open', () => {
  it('for a candidate who saves a search after the jobs were posted', async () => {
    const c = await createSignedInCandidate(app);
    for (let i = 0; i < 3; i++) await createJob(app, 'MHS', { state: 'AK', submodality: 'Dialysis', positionName: `Open before ${i}` });
    await saveSearch(c, { states: ['AK'], specialties: ['Dialysis'] });
    await runMatching(app);
    const [mail] = await alertMails(c.email);
    expect(mail?.text).toContain('Open before 0');
    expect(mail?.text).toContain('Open before 2');
  });

  it('for a public subscriber, from the first alert after confirming', async () => {
    for (let i = 0; i < 3; i++) await createJob(app, 'MHS', { state: 'HI', submodality: 'Dialysis', positionName: `Island ${i}` });
    const email = 'early.bird@example.com';
    const res = await app.inject({ method: 'POST', url: '/api/subcribe', payload: { email, states: ['HI'], specialties: ['Dialysis'], org: 'MHS' } });
    expect(res.statusCode, res.body).toBe(200);
    await app.mailer.idle();
    const [confirm] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const token = decodeURIComponent(/\/subcribe\?token=([\w-]+)/.exec(confirm!.text)![1]!);
    expect((await app.inject({ method: 'POST', url: '/api/subcribe/confirm', payload: { token } })).statusCode).toBe(200);
    await runMatching(app);
    const [alert] = await alertMails(email);
    expect(alert?.text).toContain('Island 1');
  });
});

describe('public subscribe answers bad input in sentences', () => {
  const subscribe = (payload: unknown) => app.inject({ method: 'POST', url: '/api/subcribe', payload: payload as Record<string, unknown> });
  const VALIDATOR_WORDS = /Required|Expected|Invalid input|Unrecognized|received/;

  it.each([
    ['no e-mail', {}, 'email', 'Please enter an email.'],
    ['a bad e-mail', { email: 'nope' }, 'email', 'Please enter a valid email.'],
    ['a state not in the list', { email: 'a@example.com', states: ['XX'] }, 'states.0', 'Please choose states from the list.'],
    ['states as text', { email: 'a@example.com', states: 'TX' }, 'states', 'Please choose states from the list.'],
    ['a wrong frequency', { email: 'a@example.com', frequency: 'hourly' }, 'frequency', 'Please choose how often: instant, daily or weekly.'],
    ['a wrong shift', { email: 'a@example.com', shift: 'Mornings' }, 'shift', 'Please choose a shift: any, Days, Nights, Evenings or Rotating.'],
    ['pay as text', { email: 'a@example.com', minWeeklyPay: '2000' }, 'minWeeklyPay', 'The minimum weekly pay must be a whole number of dollars from 0 to 100000.'],
    ['an unknown field', { email: 'a@example.com', colour: 'blue' }, '', 'This form has no field named colour.'],
  ])('%s', async (_name, payload, path, message) => {
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[0]).toEqual({ path, message });
    for (const error of res.json().errors) expect(error.message).not.toMatch(VALIDATOR_WORDS);
  });

  it('a body that is not an object', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/subcribe', headers: { 'content-type': 'application/json' }, payload: '"TX"' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please send the subscription as a JSON object.');
  });

  it('the message comes in the reader’s language', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/subcribe', headers: { 'accept-language': 'es' }, payload: { email: 'a@example.com', frequency: 'hourly' } });
    expect(res.json().message).toBe('Elija con qué frecuencia: instant, daily o weekly.');
  });

  it('an e-mail alone is enough: every criterion left out means any', async () => {
    const res = await subscribe({ email: 'only.email@example.com', org: 'MHS' });
    expect(res.statusCode, res.body).toBe(200);
  });
});
