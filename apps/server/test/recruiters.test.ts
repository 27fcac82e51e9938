// Recruiters (spec §1, §7 GET /api/auth/recruiters/{org}): the agency's list, choosing and changing one, and the
// e-mail the chosen recruiter gets through the queue and a real SMTP peer. Both engines (TEST_DATABASE_URL).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSession } from '../src/modules/auth/sessions';
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
/** Runs `work` with the clock an hour and a minute ahead (Date only: timers and the database run as they do). */
const afterAnHour = async (work: () => Promise<void>) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 61 * 60_000);
  try {
    await work();
  } finally {
    vi.useRealTimers();
  }
};
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

    // Changing within the hour: saved at once; the new recruiter is told when the hour is over, naming the previous one.
    expect((await choose(me, morgan.id)).statusCode).toBe(200);
    expect((await list('MHS', me)).data.chosenId).toBe(morgan.id);
    await app.queue.runDue();
    await app.mailer.idle();
    expect(received.filter((m) => m.to.includes(morgan.email))).toHaveLength(0);
    await afterAnHour(async () => {
      await app.queue.runDue();
      await app.mailer.idle();
    });
    const second = received.filter((m) => m.to.includes(morgan.email));
    expect(second).toHaveLength(1);
    expect(decodeQp(second[0]!.raw)).toContain('(until now Avery Thompson)');
    // Told once: running the queue again sends nothing more.
    await app.queue.runDue();
    await app.mailer.idle();
    expect(received.filter((m) => m.to.includes(morgan.email))).toHaveLength(1);
  });

  it('30 choices in a row: each saved until the limit, then a 429; at most one e-mail in the hour; after the hour a choice is told again', async () => {
    const me = await createSignedInCandidate(app);
    const { data } = await list('MHS');
    const [first, second, third] = data.recruiters;
    const before = received.length;
    const mine = () => received.slice(before).filter((m) => decodeQp(m.raw).includes(me.email));
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const pick = i % 2 ? second! : first!;
      const res = await choose(me, pick.id);
      statuses.push(res.statusCode);
      if (res.statusCode === 200) expect((await list('MHS', me)).data.chosenId).toBe(pick.id);
      else {
        expect(res.statusCode).toBe(429);
        expect(res.headers['retry-after']).toBeDefined();
        expect(res.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
      }
      await app.queue.runDue();
    }
    await app.mailer.idle();
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    expect(mine()).toHaveLength(1);
    // The last saved choice (the 10th: `second`) waits for the hour; a choice after it is what is told.
    await afterAnHour(async () => {
      // On PostgreSQL the counters are rows on the database's clock.
      await app.db.execute(sql`DELETE FROM rate_limits WHERE key LIKE 'candidate:recruiter-choice:%'`);
      // The test's session lasted an hour: the candidate signs in again.
      const session = await openSession(app.db, app.tokens, { candidateId: me.id, orgCode: me.orgCode, method: 'test', ttlMinutes: 60 });
      const res = await choose({ ...me, auth: { authorization: `Bearer ${session.token}` } }, third!.id);
      expect(res.statusCode, res.body).toBe(200);
      await app.queue.runDue();
      await app.mailer.idle();
    });
    expect(mine()).toHaveLength(2);
    expect(mine()[1]!.to).toEqual([third!.email]);
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
