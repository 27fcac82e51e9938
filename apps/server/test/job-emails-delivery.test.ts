// Delivery: every e-mail goes through the durable queue (plugins/mail.ts → plugins/queue.ts). A real SMTP peer
// receives an alert with its List-Unsubscribe headers; a sign-in e-mail answered while SMTP is down is delivered by
// the next instance; two instances on one PostgreSQL send each alert once.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { jobEmails, mailOutbox, tasks } from '../src/db/schema/index';
import { MAIL_TASK } from '../src/plugins/mail';
import { MATCH_EVERY_MS, MATCH_TASK, runMatching } from '../src/modules/job-emails/alerts';
import { seedOrgs } from '../src/seed/orgs';
import { createPgDatabase, createTestApp, openTestDatabase, testConfig, type TestApp } from './helpers/app';
import { createSignedInCandidate } from './helpers/factories';
import { createJob } from './helpers/job-factories';
import { startSmtpPeer } from './helpers/smtp';

const SUB = { states: ['TX'], compactState: false, specialties: ['ICU'], shift: 'any', minWeeklyPay: null, durationMin: null, durationMax: null, frequency: 'daily', active: true };
const smtpConfig = (port: number) =>
  loadConfig({ DATA_DIR: '/tmp/portal-test-unused', JWT_SECRET: 'test-secret-0123456789-0123456789-abcdef', SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'no-reply@jobs.example.com' }).mail;
/** Unfolds headers and undoes quoted-printable, enough to read headers and links. */
const readable = (raw: string) =>
  raw
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('alerts over real SMTP', () => {
  it('carry List-Unsubscribe and List-Unsubscribe-Post, the postal address, and a working one-click link', async () => {
    const peer = await startSmtpPeer();
    const app = await createTestApp({ mail: smtpConfig(peer.port) });
    try {
      const c = await createSignedInCandidate(app);
      expect((await app.inject({ method: 'PUT', url: '/api/candidate/subscription', headers: c.auth, payload: SUB })).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) await createJob(app, 'MHS', { state: 'TX', submodality: 'ICU' });
      await runMatching(app);
      await app.mailer.idle();
      const mine = peer.received.filter((m) => m.to.includes(c.email));
      expect(mine).toHaveLength(1);
      const raw = readable(mine[0]!.raw);
      const link = /^List-Unsubscribe: <(http:\/\/localhost:3000\/api\/unsubscribe\/one-click\?token=[^>\s]+)>/m.exec(raw)?.[1];
      expect(link, raw.slice(0, 2000)).toBeTruthy();
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      expect(raw).toMatch(/^Subject: 4 new jobs matching your alert \| Meridian Health Staffing/m);
      expect(raw).toContain('500 Church Street, Suite 300, Nashville, TN 37219');
      expect(raw).toMatch(/^Message-ID: <[0-9a-f-]{36}@localhost>/m);

      // What a mail client does with the header (RFC 8058): POST the URL with List-Unsubscribe=One-Click.
      const url = new URL(link!);
      const res = await app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      expect(res.json()).toMatchObject({ status: true, data: { changed: true } });
      const now = (await app.inject({ method: 'GET', url: '/api/candidate/subscription', headers: c.auth })).json().data;
      expect(now.active).toBe(false);
    } finally {
      await app.close();
      await peer.close();
    }
  }, 120_000);
});

describe('mail reliability', () => {
  it('a sign-in e-mail answered while SMTP is down is delivered by the next instance, once', async () => {
    const down = await startSmtpPeer();
    const deadPort = down.port;
    await down.close();
    const { database, cleanup } = await openTestDatabase();
    await seedOrgs(database.db);
    const first = await buildApp({ config: testConfig({ mail: smtpConfig(deadPort), emailDeliverability: 'syntax' }), database, closeDatabase: false, logger: false });
    await first.ready();
    const peer = await startSmtpPeer();
    try {
      const known = await createSignedInCandidate(first as TestApp);
      const answers = [];
      for (const email of [known.email, 'nobody-here@example.com']) {
        const res = await first.inject({ method: 'POST', url: '/api/auth/login', payload: { email, type: 'magic', org: 'MHS' } });
        answers.push({ status: res.statusCode, body: res.body });
      }
      // Known and unknown addresses answer alike.
      expect(answers[0]).toEqual(answers[1]);
      await first.mailer.idle();
      const [pending] = await first.db.select().from(tasks).where(eq(tasks.kind, MAIL_TASK));
      expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
      expect(pending!.lastError).toBeTruthy();
      await first.close();

      // The next instance (SMTP back) delivers it after the back-off.
      const second = await buildApp({ config: testConfig({ mail: smtpConfig(peer.port), emailDeliverability: 'syntax' }), database, closeDatabase: false, logger: false });
      await second.ready();
      await second.queue.runDue({ now: new Date(Date.now() + 3_600_000), kinds: [MAIL_TASK] });
      await second.queue.runDue({ now: new Date(Date.now() + 7_200_000), kinds: [MAIL_TASK] });
      const delivered = peer.received.filter((m) => m.to.includes(known.email));
      expect(delivered).toHaveLength(1);
      expect(readable(delivered[0]!.raw)).toMatch(/\/auth\/login\?magic=[\w-]+/);
      expect(peer.received.filter((m) => m.to.includes('nobody-here@example.com'))).toHaveLength(0);
      // A delivered message's link is not kept in the queue's history.
      const [done] = await second.db.select().from(tasks).where(eq(tasks.kind, MAIL_TASK));
      expect(done).toMatchObject({ status: 'done', payload: { sent: true } });
      await second.close();
    } finally {
      await peer.close();
      await cleanup();
    }
  }, 120_000);
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two instances on one PostgreSQL', () => {
  it('send each alert once between them', async () => {
    const created = await createPgDatabase(process.env.TEST_DATABASE_URL!);
    const one = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5 });
    await one.migrate();
    await seedOrgs(one.db);
    const two = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5 });
    const a = await buildApp({ config: testConfig(), database: one, logger: false });
    const b = await buildApp({ config: testConfig(), database: two, logger: false });
    await a.ready();
    await b.ready();
    try {
      const people = [];
      for (let i = 0; i < 8; i++) {
        const c = await createSignedInCandidate(a as TestApp);
        expect((await a.inject({ method: 'PUT', url: '/api/candidate/subscription', headers: c.auth, payload: SUB })).statusCode).toBe(200);
        people.push(c);
      }
      for (let i = 0; i < 5; i++) await createJob(a as TestApp, 'MHS', { state: 'TX', submodality: 'ICU' });
      // Both instances run the schedule (as their workers would) and, for good measure, a matching pass each, at once.
      a.queue.every(MATCH_TASK, MATCH_EVERY_MS);
      b.queue.every(MATCH_TASK, MATCH_EVERY_MS);
      await Promise.all([a.queue.runDue(), b.queue.runDue(), runMatching(a), runMatching(b)]);
      await Promise.all([a.mailer.idle(), b.mailer.idle()]);
      for (const c of people) {
        const rows = await a.db.select().from(jobEmails).where(eq(jobEmails.candidateId, c.id));
        expect(rows).toHaveLength(1);
        const mails = await a.db.select().from(mailOutbox).where(eq(mailOutbox.to, c.email));
        expect(mails).toHaveLength(1);
      }
      // One task for the period, however many instances enqueued it.
      const result = (await a.db.execute(sql`select count(*)::int as n from tasks where kind = 'job-emails.match'`)) as unknown as { rows: { n: number }[] };
      expect(result.rows[0]!.n).toBe(1);
    } finally {
      await a.close();
      await b.close();
      await one.close().catch(() => {});
      await two.close().catch(() => {});
      await created.drop();
    }
  }, 120_000);
});
