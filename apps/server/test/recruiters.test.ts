// Recruiters (spec §1, §7 GET /api/auth/recruiters/{org}): the agency's list, choosing and changing one, and the
// e-mail the chosen recruiter gets through the queue and a real SMTP peer. Both engines (TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertRecruiter } from '../src/modules/recruiters/repository';
import { seedRecruiters } from '../src/modules/recruiters/seed';
import { createTestApp, type TestApp } from './helpers/app';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';
import { type ReceivedMail, smtpMailConfig, startSmtpPeer } from './helpers/smtp';

let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let received: ReceivedMail[];
let app: TestApp;

beforeAll(async () => {
  peer = await startSmtpPeer();
  received = peer.received;
  const mail = smtpMailConfig(peer.port);
  app = await createTestApp({ mail });
  await seedRecruiters(app.db);
  // Seeding again changes nothing.
  await seedRecruiters(app.db);
});
afterAll(async () => {
  await app?.close();
  await peer?.close();
});

type Listed = { id: string; name: string; email: string; phone: string; photo: string | null; specialties: string[]; states: string[] };
const list = async (org: string, who?: SignedInCandidate) => {
  const res = await app.inject({ method: 'GET', url: `/api/auth/recruiters/${org}`, headers: who?.auth ?? {} });
  return { res, data: res.json().data as { recruiters: Listed[]; chosenId: string | null } };
};
const choose = (who: SignedInCandidate, recruiterId: string) =>
  app.inject({ method: 'POST', url: '/api/candidate/recruiter', headers: who.auth, payload: { recruiterId, org: who.orgCode } });
const decodeQp = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('GET /api/auth/recruiters/{org}', () => {
  it('lists the organisation’s recruiters with how to reach them, by name', async () => {
    const { res, data } = await list('MHS');
    expect(res.statusCode).toBe(200);
    expect(data.recruiters.map((r) => r.name)).toEqual(['Avery Thompson', 'Morgan Diaz', 'Riley Chen']);
    expect(data.recruiters[0]).toMatchObject({
      email: 'avery.thompson@meridianhealthstaffing.com',
      phone: '(615) 555-0101',
      photo: '/brand/recruiters/avery.svg',
      specialties: ['PCT', 'CNA'],
      states: ['TN', 'KY', 'AL'],
    });
    expect(data.chosenId).toBeNull();
    // Case of the code does not matter; another organisation has its own.
    expect((await list('mhs')).data.recruiters).toHaveLength(3);
    expect((await list('D2D')).data.recruiters.map((r) => r.name)).toEqual(['Samira Patel']);
  });

  it('answers 404 with a message for an unknown organisation', async () => {
    const { res } = await list('NOPE');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, message: 'There is no such organisation.' });
  });
});

describe('choosing a recruiter', () => {
  it('chooses, tells the recruiter by e-mail, shows on the dashboard, and changes', async () => {
    const me = await createSignedInCandidate(app, { firstName: 'Dana', lastName: 'Whitfield', cell: '(615) 555-0199', specialties: ['PCT'] });
    const { data } = await list('MHS', me);
    const avery = data.recruiters.find((r) => r.name === 'Avery Thompson')!;
    const morgan = data.recruiters.find((r) => r.name === 'Morgan Diaz')!;

    const res = await choose(me, avery.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: 'Your recruiter has been updated.', data: { id: avery.id, name: 'Avery Thompson' } });
    expect((await list('MHS', me)).data.chosenId).toBe(avery.id);
    const dash = (await app.inject({ method: 'GET', url: '/api/candidate/dash', headers: me.auth })).json().data;
    expect(dash.recruiter).toMatchObject({ id: avery.id, name: 'Avery Thompson', phone: '(615) 555-0101', email: avery.email });

    // The e-mail goes out through the durable queue.
    expect(received.filter((m) => m.to.includes(avery.email))).toHaveLength(0);
    await app.queue.runDue();
    await app.mailer.idle();
    const mail = received.find((m) => m.to.includes(avery.email));
    expect(mail).toBeTruthy();
    const body = decodeQp(mail!.raw);
    expect(mail!.raw.replace(/\r?\n[ \t]+/g, ' ')).toContain('Subject: Dana Whitfield chose you as their recruiter | Meridian Health Staffing');
    expect(body).toContain(`Reach them at ${me.email} or (615) 555-0199.`);
    expect(body).toMatch(new RegExp(`^Reply-To: ${me.email.replace(/[.]/g, '\\.')}`, 'm'));

    // Choosing the same one again sends nothing more.
    expect((await choose(me, avery.id)).statusCode).toBe(200);
    await app.queue.runDue();
    await app.mailer.idle();
    expect(received.filter((m) => m.to.includes(avery.email))).toHaveLength(1);

    // Changing: the new recruiter is told, naming the previous one.
    expect((await choose(me, morgan.id)).statusCode).toBe(200);
    await app.queue.runDue();
    await app.mailer.idle();
    const second = received.find((m) => m.to.includes(morgan.email));
    expect(decodeQp(second!.raw)).toContain('(until now Avery Thompson)');
    expect((await list('MHS', me)).data.chosenId).toBe(morgan.id);
  });

  it('sends only the last choice when the candidate changes twice before the queue runs', async () => {
    const me = await createSignedInCandidate(app);
    const { data } = await list('MHS');
    const riley = data.recruiters.find((r) => r.name === 'Riley Chen')!;
    const avery = data.recruiters.find((r) => r.name === 'Avery Thompson')!;
    const before = received.length;
    await choose(me, riley.id);
    await choose(me, avery.id);
    await app.queue.runDue();
    await app.mailer.idle();
    const mine = received.slice(before).filter((m) => decodeQp(m.raw).includes(me.email));
    expect(mine.map((m) => m.to[0])).toEqual([avery.email]);
  });

  it('refuses a recruiter of another organisation, a removed one, a bad id, and no session', async () => {
    const me = await createSignedInCandidate(app);
    const partner = (await list('D2D')).data.recruiters[0]!;
    const res = await choose(me, partner.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Choose one of the recruiters listed.');
    const bad = await choose(me, 'not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose one of the recruiters listed.');
    const gone = await upsertRecruiter(app.db, 'MHS', { name: 'Leaving Soon', email: 'leaving@meridianhealthstaffing.com', phone: '615-555-0111' });
    await app.db.update((await import('../src/db/schema/index')).recruiters).set({ active: false });
    expect((await choose(me, gone.id)).statusCode).toBe(404);
    await app.db.update((await import('../src/db/schema/index')).recruiters).set({ active: true });
    expect((await app.inject({ method: 'POST', url: '/api/candidate/recruiter', payload: { recruiterId: gone.id } })).statusCode).toBe(401);
    // A candidate of another organisation sees that organisation's list without a choice of ours.
    const partnerCandidate = await createSignedInCandidate(app, { orgCode: 'D2D' });
    expect((await list('MHS', partnerCandidate)).data.chosenId).toBeNull();
  });

  it('rejects bad recruiter data with clear messages', async () => {
    await expect(upsertRecruiter(app.db, 'MHS', { name: 'X', email: 'nope', phone: '12' })).rejects.toThrow(/name: A recruiter name needs at least 2 characters/);
    await expect(upsertRecruiter(app.db, 'MHS', { name: 'Pat Lee', email: 'pat@x.com', phone: '615-555-0100', states: ['Tennessee'] })).rejects.toThrow(
      /A state is its two-letter code/,
    );
    await expect(upsertRecruiter(app.db, 'ZZZ', { name: 'Pat Lee', email: 'pat@x.com', phone: '615-555-0100' })).rejects.toThrow('There is no organisation ZZZ.');
  });
});
