// The realtime channel (plugins/realtime.ts, GET /api/candidate/events): server-sent events over real HTTP, only to
// the candidate they concern, and — on PostgreSQL (TEST_DATABASE_URL) — across two server instances through
// LISTEN/NOTIFY, also after the LISTEN connection drops, and from a process that only shares the database.
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { STREAM_TIMING } from '../src/modules/dashboard/routes';
import { seedRecruiters } from '../src/modules/recruiters/seed';
import { notifyThroughDatabase, type RealtimeHub } from '../src/plugins/realtime';
import { createPgDatabase, createTestApp, type TestApp, testConfig } from './helpers/app';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';
import { seedOrgs } from '../src/seed/orgs';

type Received = { event: string; data: unknown };

/** A server-sent-events reader as a browser's fetch would read the stream. */
async function openStream(base: string, auth: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/candidate/events`, { headers: { ...auth, accept: 'text/event-stream' }, signal: controller.signal });
  const events: Received[] = [];
  const waiters: Array<() => void> = [];
  let ended = false;
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const name = /^event: (.+)$/m.exec(block)?.[1];
            const data = /^data: (.+)$/m.exec(block)?.[1];
            if (name && data) events.push({ event: name, data: JSON.parse(data) });
            waiters.splice(0).forEach((w) => w());
          }
        }
      } catch {
        // aborted
      }
      ended = true;
      waiters.splice(0).forEach((w) => w());
    })();
  }
  const next = async (type: string, timeoutMs = 5000): Promise<Received> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find((e) => e.event === type);
      if (found) {
        events.splice(events.indexOf(found), 1);
        return found;
      }
      if (ended) throw new Error(`stream ended before ${type}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, Math.min(left, 100));
      });
    }
  };
  return { res, events, next, close: () => controller.abort(), get ended() { return ended; } };
}

async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

describe('one instance', () => {
  let app: TestApp;
  let base: string;
  let me: SignedInCandidate;
  let other: SignedInCandidate;
  beforeAll(async () => {
    app = await createTestApp();
    await seedRecruiters(app.db);
    base = await listen(app);
    me = await createSignedInCandidate(app);
    other = await createSignedInCandidate(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('needs a session, and a reader that asks for an event stream', async () => {
    const res = await fetch(`${base}/api/candidate/events`, { headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { status: boolean }).status).toBe(false);
    const plain = await app.inject({ method: 'GET', url: '/api/candidate/events', headers: me.auth });
    expect(plain.statusCode).toBe(406);
    expect(plain.json().message).toBe('This address streams events: ask for text/event-stream.');
  });

  it('delivers the candidate’s events as server-sent events, and no one else’s', async () => {
    const mine = await openStream(base, me.auth);
    const theirs = await openStream(base, other.auth);
    try {
      expect(mine.res.status).toBe(200);
      expect(mine.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      await mine.next('ready');
      await theirs.next('ready');
      await app.realtime.publish(me.id, { type: 'submission.updated', submissionId: 's1', status: 'interview' });
      expect((await mine.next('submission.updated')).data).toEqual({ type: 'submission.updated', submissionId: 's1', status: 'interview' });
      await new Promise((r) => setTimeout(r, 200));
      expect(theirs.events.filter((e) => e.event !== 'ready')).toEqual([]);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('choosing a recruiter is an event on the candidate’s other open pages', async () => {
    const page = await openStream(base, me.auth);
    try {
      await page.next('ready');
      const list = (await app.inject({ method: 'GET', url: '/api/auth/recruiters/MHS' })).json().data.recruiters as { id: string }[];
      const res = await app.inject({ method: 'POST', url: '/api/candidate/recruiter', headers: me.auth, payload: { recruiterId: list[0]!.id } });
      expect(res.statusCode).toBe(200);
      await page.next('recruiter.updated');
    } finally {
      page.close();
    }
  });

  it('ends the stream when the session is signed out', async () => {
    STREAM_TIMING.heartbeatMs = 200;
    try {
      const who = await createSignedInCandidate(app);
      const page = await openStream(base, who.auth);
      await page.next('ready');
      const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: who.auth, payload: {} });
      expect(out.statusCode).toBeLessThan(300);
      await expect.poll(() => page.ended, { timeout: 5000 }).toBe(true);
      // A page still signed in keeps its stream.
      const mine = await openStream(base, me.auth);
      await mine.next('ready');
      await new Promise((r) => setTimeout(r, 600));
      expect(mine.ended).toBe(false);
      mine.close();
    } finally {
      STREAM_TIMING.heartbeatMs = 25_000;
    }
  });

  it('closes the streams when the server stops', async () => {
    const second = await createTestApp();
    const url = await listen(second);
    const who = await createSignedInCandidate(second);
    const page = await openStream(url, who.auth);
    await page.next('ready');
    await second.close();
    await expect.poll(() => page.ended, { timeout: 5000 }).toBe(true);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two instances on one PostgreSQL', () => {
  let created: Awaited<ReturnType<typeof createPgDatabase>>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let baseA: string;
  let me: SignedInCandidate;

  beforeAll(async () => {
    created = await createPgDatabase(process.env.TEST_DATABASE_URL!);
    const first = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5 });
    await first.migrate();
    await seedOrgs(first.db);
    const second = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5 });
    a = await buildApp({ config: testConfig(), database: first, logger: false });
    b = await buildApp({ config: testConfig(), database: second, logger: false });
    await seedRecruiters(first.db);
    baseA = await listen(a);
    await b.ready();
    me = await createSignedInCandidate(a as TestApp);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await created?.drop();
  });

  it('an event published on one instance reaches a page open on the other', async () => {
    const page = await openStream(baseA, me.auth);
    try {
      await page.next('ready');
      await b.realtime.publish(me.id, { type: 'reference.updated', referenceId: 'r1' });
      expect((await page.next('reference.updated')).data).toEqual({ type: 'reference.updated', referenceId: 'r1' });
      // A request served by the other instance (choosing a recruiter there) reaches this page too.
      const list = (await b.inject({ method: 'GET', url: '/api/auth/recruiters/MHS' })).json().data.recruiters as { id: string }[];
      expect((await b.inject({ method: 'POST', url: '/api/candidate/recruiter', headers: me.auth, payload: { recruiterId: list[1]!.id } })).statusCode).toBe(200);
      await page.next('recruiter.updated');
    } finally {
      page.close();
    }
  });

  it('a process that only shares the database (the portal command) reaches the page', async () => {
    const page = await openStream(baseA, me.auth);
    const cli = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 1 });
    try {
      await page.next('ready');
      await notifyThroughDatabase(cli.db, cli.engine, me.id, { type: 'submission.updated', status: 'offered' });
      expect((await page.next('submission.updated')).data).toMatchObject({ status: 'offered' });
    } finally {
      page.close();
      await cli.close();
    }
  });

  it('listens again after its database connection drops', async () => {
    const page = await openStream(baseA, me.auth);
    try {
      await page.next('ready');
      const hub = a.realtime as unknown as RealtimeHub;
      expect(hub.listening).toBe(true);
      const before = hub.listens;
      // The database ends the LISTEN sessions, as a restart or a network failure would.
      const admin = new pg.Client({ connectionString: created.url });
      await admin.connect();
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN portal_realtime'`,
      );
      await admin.end();
      expect(killed.rowCount).toBeGreaterThanOrEqual(1);
      await expect.poll(() => hub.listens, { timeout: 10_000 }).toBeGreaterThan(before);
      expect(hub.listening).toBe(true);
      await b.realtime.publish(me.id, { type: 'jobEmail.received', id: 'e1' });
      expect((await page.next('jobEmail.received')).data).toMatchObject({ id: 'e1' });
    } finally {
      page.close();
    }
  });
});
