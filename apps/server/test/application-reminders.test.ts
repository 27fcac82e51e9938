// Licence and certification expiry reminders 60, 30 and 7 days before, through the durable queue (app.queue), each
// e-mailed once; the "expiring soon" list.
import { sampleSectionData } from '@portal/shared/application/samples';
import { sectionByKey } from '@portal/shared/application/sections';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/app';
import { PDF, upload } from './helpers/documents';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';
import { smtpMailConfig, startSmtpPeer } from './helpers/smtp';

let app: TestApp;
let casey: SignedInCandidate;
let fileId: string;
const DAY = 86_400_000;

beforeAll(async () => {
  app = await createTestApp();
  casey = await createSignedInCandidate(app, { firstName: 'Casey' });
  const body = upload('license', 'licence.pdf', PDF);
  fileId = (await app.inject({ method: 'POST', url: '/api/candidate/documents', headers: { ...casey.auth, ...body.headers }, payload: body.payload })).json().data.id;
});
afterAll(async () => {
  await app?.close();
});

const mmddyyyy = (d: Date) => `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
const mails = async () => (await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, casey.email))).filter((m) => m.subject.includes('expires in'));

describe('expiry reminders', () => {
  const expiry = new Date(Math.floor((Date.now() + 80 * DAY) / DAY) * DAY);
  const expiryText = mmddyyyy(expiry);

  it('saving a licence queues reminders at 60, 30 and 7 days; each is e-mailed once', async () => {
    const entry = { ...(sampleSectionData(sectionByKey('licenses'), { fileId }) as Array<Record<string, unknown>>)[0], type: 'RN', state: 'TX', number: 'RN-778899', expiryDate: expiryText };
    const res = await app.inject({ method: 'PUT', url: '/api/candidate/application/licenses', headers: casey.auth, payload: { data: [entry] } });
    expect(res.statusCode, res.body).toBe(200);
    // Saving the same data again queues nothing new.
    expect((await app.inject({ method: 'PUT', url: '/api/candidate/application/licenses', headers: casey.auth, payload: { data: [entry] } })).statusCode).toBe(200);

    const expiring = await app.inject({ method: 'GET', url: '/api/candidate/application/expiring', headers: casey.auth });
    expect(expiring.json().data).toEqual([{ section: 'licenses', label: 'RN licence TX RN-778899', expiresOn: expiry.toISOString().slice(0, 10), daysLeft: expect.any(Number), expired: false }]);

    await app.queue.runDue({ now: new Date(expiry.getTime() - 61 * DAY) });
    expect(await mails()).toHaveLength(0);
    for (const days of [60, 30, 7]) {
      const at = new Date(expiry.getTime() - days * DAY + 15 * 3_600_000);
      await app.queue.runDue({ now: at });
      await app.queue.runDue({ now: at });
      const sent = await mails();
      expect(sent.filter((m) => m.subject.startsWith(`Your RN licence TX RN-778899 expires in ${days} days`))).toHaveLength(1);
    }
    expect(await mails()).toHaveLength(3);
    const [first] = await mails();
    expect(first!.text).toContain(`expires on ${expiryText}`);
    expect(first!.text).toContain('/editApplication');
  });

  it('a changed expiry date drops the pending reminders of the old date', async () => {
    const later = new Date(expiry.getTime() + 365 * DAY);
    const entry = { ...(sampleSectionData(sectionByKey('lifeSupportCert'), { fileId }) as Array<Record<string, unknown>>)[0], type: 'BLS', expiryDate: mmddyyyy(later) };
    expect((await app.inject({ method: 'PUT', url: '/api/candidate/application/lifeSupportCert', headers: casey.auth, payload: { data: [entry] } })).statusCode).toBe(200);
    const newer = new Date(later.getTime() + 30 * DAY);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/candidate/application/lifeSupportCert', headers: casey.auth, payload: { data: [{ ...entry, expiryDate: mmddyyyy(newer) }] } })).statusCode,
    ).toBe(200);
    await app.queue.runDue({ now: new Date(later.getTime() - 7 * DAY + 15 * 3_600_000) });
    const bls = (await app.db.select().from(mailOutbox).where(like(mailOutbox.subject, 'Your BLS card%')));
    // Only the new date's 60-day reminder has come due by then (the old date's three were dropped).
    expect(bls.map((m) => m.subject.split(' |')[0])).toEqual(['Your BLS card expires in 60 days']);
  });
});

describe('expiry reminders through real SMTP', () => {
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let smtpApp: TestApp;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    const mail = smtpMailConfig(peer.port);
    smtpApp = await createTestApp({ mail });
  });
  afterAll(async () => {
    await smtpApp?.close();
    await peer?.close();
  });

  it('each of the three reminders reaches the SMTP peer once', async () => {
    const who = await createSignedInCandidate(smtpApp, { firstName: 'Dana' });
    const expiry = new Date(Math.floor((Date.now() + 90 * DAY) / DAY) * DAY);
    const entry = { ...(sampleSectionData(sectionByKey('boardCert')) as Array<Record<string, unknown>>)[0], name: 'CCRN', expiryDate: mmddyyyy(expiry) };
    const res = await smtpApp.inject({ method: 'PUT', url: '/api/candidate/application/boardCert', headers: who.auth, payload: { data: [entry] } });
    expect(res.statusCode, res.body).toBe(200);
    for (const days of [60, 30, 7]) {
      const at = new Date(expiry.getTime() - days * DAY + 15 * 3_600_000);
      await smtpApp.queue.runDue({ now: at });
      await smtpApp.queue.runDue({ now: at });
    }
    const mine = peer.received.filter((m) => m.to.includes(who.email));
    expect(mine).toHaveLength(3);
    for (const days of [60, 30, 7]) expect(mine.filter((m) => m.raw.includes(`Subject: Your CCRN certification expires in ${days} days`))).toHaveLength(1);
  });
});

describe('what expires soon and what has expired', () => {
  // Calendar days ahead of today (UTC), as the candidate types them.
  const inDays = (days: number) => new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY);
  const licence = (file: string, number: string, expiry: Date, status = 'Inactive') => ({
    ...(sampleSectionData(sectionByKey('licenses'), { fileId: file }) as Array<Record<string, unknown>>)[0],
    type: 'RN',
    state: 'OR',
    number,
    status,
    expiryDate: mmddyyyy(expiry),
  });
  const saveLicences = async (who: SignedInCandidate, data: unknown[]) => {
    const res = await app.inject({ method: 'PUT', url: '/api/candidate/application/licenses', headers: who.auth, payload: { data } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const dash = async (who: SignedInCandidate) => (await app.inject({ method: 'GET', url: '/api/candidate/dash', headers: who.auth })).json().data.cands.expiring;
  const mailsTo = async (who: SignedInCandidate) => app.db.select().from(mailOutbox).where(eq(mailOutbox.to, who.email));
  let fileOf: (who: SignedInCandidate) => Promise<string>;
  beforeAll(() => {
    fileOf = async (who) => {
      const body = upload('license', 'licence.pdf', PDF);
      return (await app.inject({ method: 'POST', url: '/api/candidate/documents', headers: { ...who.auth, ...body.headers }, payload: body.payload })).json().data.id;
    };
  });

  it('a licence saved with 5 days left shows in the dashboard and the expiring list', async () => {
    const who = await createSignedInCandidate(app, { firstName: 'Eli' });
    const expiry = inDays(5);
    await saveLicences(who, [licence(await fileOf(who), 'RN-5DAYS', expiry, 'Active')]);
    const item = { section: 'licenses', label: 'RN licence OR RN-5DAYS', expiresOn: expiry.toISOString().slice(0, 10), daysLeft: 5, expired: false };
    expect(await dash(who)).toEqual([item]);
    expect((await app.inject({ method: 'GET', url: '/api/candidate/application/expiring', headers: who.auth })).json().data).toEqual([item]);
  });

  it('an expired licence is listed as expired and gets its own notice once, at save time', async () => {
    const who = await createSignedInCandidate(app, { firstName: 'Fran' });
    const expiry = inDays(-1);
    const entry = licence(await fileOf(who), 'RN-GONE', expiry, 'Expired');
    await saveLicences(who, [entry]);
    expect(await dash(who)).toEqual([{ section: 'licenses', label: 'RN licence OR RN-GONE', expiresOn: expiry.toISOString().slice(0, 10), daysLeft: -1, expired: true }]);
    await app.queue.runDue({ now: new Date() });
    await saveLicences(who, [entry]);
    await app.queue.runDue({ now: new Date(Date.now() + 60_000) });
    await app.queue.runDue({ now: new Date(Date.now() + 2 * DAY) });
    const notices = (await mailsTo(who)).filter((m) => m.subject.startsWith('Your RN licence OR RN-GONE has expired'));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain(`expired on ${mmddyyyy(expiry)}`);
  });

  it('saved with 20 days left: exactly the 7-day reminder, then the expired notice the day after expiry', async () => {
    const who = await createSignedInCandidate(app, { firstName: 'Gus' });
    const expiry = inDays(20);
    await saveLicences(who, [licence(await fileOf(who), 'RN-20DAYS', expiry)]);
    for (let day = 0; day <= 22; day++) {
      const at = new Date(Math.floor(Date.now() / DAY) * DAY + day * DAY + 15 * 3_600_000);
      await app.queue.runDue({ now: at });
    }
    const subjects = (await mailsTo(who)).map((m) => m.subject.split(' |')[0]);
    expect(subjects).toEqual(['Your RN licence OR RN-20DAYS expires in 7 days', 'Your RN licence OR RN-20DAYS has expired']);
  });

  it('a removed credential leaves the list', async () => {
    const who = await createSignedInCandidate(app, { firstName: 'Hal' });
    await saveLicences(who, [licence(await fileOf(who), 'RN-OLD', inDays(-3))]);
    await app.queue.runDue({ now: new Date() });
    expect(await dash(who)).toHaveLength(1);
    await saveLicences(who, [licence(await fileOf(who), 'RN-NEW', inDays(700))]);
    expect(await dash(who)).toEqual([]);
  });
});

describe('an Active entry with a past expiry date', () => {
  it('is refused with a readable message, in the reader’s language', async () => {
    const who = await createSignedInCandidate(app, { firstName: 'Ida' });
    const yesterday = new Date(Math.floor(Date.now() / DAY) * DAY - DAY);
    const entry = { ...(sampleSectionData(sectionByKey('boardCert')) as Array<Record<string, unknown>>)[0], name: 'CCRN', status: 'Active', expiryDate: mmddyyyy(yesterday) };
    const res = await app.inject({ method: 'PUT', url: '/api/candidate/application/boardCert', headers: who.auth, payload: { data: [entry] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: '0.expiryDate', message: 'This is marked Active, but its expiry date has passed. Correct the date, or change the status.' });
    const de = await app.inject({ method: 'PUT', url: '/api/candidate/application/boardCert', headers: { ...who.auth, 'accept-language': 'de' }, payload: { data: [entry] } });
    expect(de.json().errors[0].message).toMatch(/^Dies ist als aktiv angegeben/);
  });
});
