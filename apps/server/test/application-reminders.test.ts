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
    expect(expiring.json().data).toEqual([{ section: 'licenses', label: 'RN licence TX RN-778899', expiresOn: expiry.toISOString().slice(0, 10), daysLeft: expect.any(Number) }]);

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
