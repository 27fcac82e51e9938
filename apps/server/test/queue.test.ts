// The durable task queue (plugins/queue.ts) on the embedded database or PostgreSQL (TEST_DATABASE_URL), and with two
// app instances sharing one PostgreSQL database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { tasks } from '../src/db/schema/index';
import { createQueue, retryDelayMs } from '../src/plugins/queue';
import { createPgDatabase, createTestApp, type TestApp, testConfig } from './helpers/app';
import { openDatabase } from '../src/db/client';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, { seed: false });
});
afterAll(async () => {
  await app?.close();
});

const statusOf = async (id: string) => (await app.db.select().from(tasks).where(eq(tasks.id, id)))[0];

describe('task queue', () => {
  it('runs a due task once and keeps it as done', async () => {
    const seen: unknown[] = [];
    app.queue.register('test.once', async (payload) => {
      seen.push(payload);
    });
    const id = await app.queue.enqueue('test.once', { n: 1 });
    expect(id).toBeTruthy();
    expect(await app.queue.runDue()).toBe(1);
    expect(await app.queue.runDue()).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
    expect((await statusOf(id!))?.status).toBe('done');
  });

  it('waits for runAt: a task due in 3 days runs only when now has reached it', async () => {
    const seen: string[] = [];
    app.queue.register('test.later', async (payload) => {
      seen.push(String(payload.id));
    });
    const in3days = new Date(Date.now() + 3 * 86_400_000);
    await app.queue.enqueue('test.later', { id: 'r1' }, { runAt: in3days });
    expect(await app.queue.runDue()).toBe(0);
    expect(await app.queue.runDue({ now: new Date(in3days.getTime() - 60_000) })).toBe(0);
    expect(await app.queue.runDue({ now: new Date(in3days.getTime() + 1) })).toBe(1);
    expect(seen).toEqual(['r1']);
  });

  it('keeps one task per key, also after it ran', async () => {
    let runs = 0;
    app.queue.register('test.keyed', async () => {
      runs++;
    });
    const first = await app.queue.enqueue('test.keyed', {}, { key: 'keyed:1' });
    const second = await app.queue.enqueue('test.keyed', {}, { key: 'keyed:1' });
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    await app.queue.runDue();
    expect(await app.queue.enqueue('test.keyed', {}, { key: 'keyed:1' })).toBeNull();
    await app.queue.runDue();
    expect(runs).toBe(1);
  });

  it('cancels a pending task by key', async () => {
    let runs = 0;
    app.queue.register('test.cancel', async () => {
      runs++;
    });
    await app.queue.enqueue('test.cancel', {}, { key: 'cancel:1', runAt: new Date(Date.now() + 86_400_000) });
    expect(await app.queue.cancel('cancel:1')).toBe(true);
    expect(await app.queue.cancel('cancel:1')).toBe(false);
    await app.queue.runDue({ now: new Date(Date.now() + 2 * 86_400_000) });
    expect(runs).toBe(0);
  });

  it('retries a failing task with back-off and marks it failed after its attempts', async () => {
    let calls = 0;
    app.queue.register(
      'test.flaky',
      async () => {
        calls++;
        throw new Error('transport down');
      },
      { maxAttempts: 3 },
    );
    const id = (await app.queue.enqueue('test.flaky', {}))!;
    const start = Date.now();
    expect(await app.queue.runDue({ now: new Date(start) })).toBe(1);
    let row = await statusOf(id);
    expect(row?.status).toBe('pending');
    expect(row?.lastError).toBe('transport down');
    expect(row!.runAt.getTime()).toBe(start + retryDelayMs(1));
    // Not due before its back-off has passed.
    expect(await app.queue.runDue({ now: new Date(start + retryDelayMs(1) - 1) })).toBe(0);
    await app.queue.runDue({ now: new Date(start + retryDelayMs(1)) });
    await app.queue.runDue({ now: new Date(start + 3_600_000 * 3) });
    row = await statusOf(id);
    expect(calls).toBe(3);
    expect(row?.status).toBe('failed');
    expect(await app.queue.runDue({ now: new Date(start + 3_600_000 * 10) })).toBe(0);
  });

  it('takes over a task whose worker died mid-run once its lock has passed', async () => {
    let runs = 0;
    app.queue.register('test.abandoned', async () => {
      runs++;
    });
    const id = (await app.queue.enqueue('test.abandoned', {}))!;
    // A worker that claimed it and then died: running, locked for 5 minutes by someone else.
    await app.db.update(tasks).set({ status: 'running', attempts: 1, lockedBy: 'dead', lockedUntil: new Date(Date.now() + 300_000) }).where(eq(tasks.id, id));
    expect(await app.queue.runDue()).toBe(0);
    expect(await app.queue.runDue({ now: new Date(Date.now() + 301_000) })).toBe(1);
    expect(runs).toBe(1);
    expect((await statusOf(id))?.status).toBe('done');
  });

  it('schedules a periodic kind once per period', async () => {
    const periods: unknown[] = [];
    app.queue.register('test.hourly', async (payload) => {
      periods.push(payload.period);
    });
    app.queue.every('test.hourly', 3_600_000);
    const t = Date.UTC(2030, 0, 1, 10, 30);
    await app.queue.runDue({ now: new Date(t) });
    await app.queue.runDue({ now: new Date(t + 60_000) });
    await app.queue.runDue({ now: new Date(t + 3_600_000) });
    expect(periods).toEqual([Math.floor(t / 3_600_000), Math.floor(t / 3_600_000) + 1]);
  });

  it('the background worker picks up a task without being asked', async () => {
    const worker = createQueue(app, { pollMs: 20 });
    const seen = new Promise<unknown>((resolve) => worker.register('test.worker', async (payload) => resolve(payload)));
    await app.queue.enqueue('test.worker', { hello: 'worker' });
    worker.start();
    try {
      expect(await seen).toEqual({ hello: 'worker' });
    } finally {
      await worker.stop();
    }
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two instances on one PostgreSQL', () => {
  it('run each task exactly once between them', async () => {
    const created = await createPgDatabase(process.env.TEST_DATABASE_URL!);
    const first = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5 });
    await first.migrate();
    const second = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5 });
    const a = await buildApp({ config: testConfig(), database: first, logger: false });
    const b = await buildApp({ config: testConfig(), database: second, logger: false });
    try {
      const ranBy: string[] = [];
      const handler = (name: string) => async (payload: Record<string, unknown>) => {
        await new Promise((r) => setTimeout(r, 2));
        ranBy.push(`${name}:${String(payload.n)}`);
      };
      a.queue.register('test.shared', handler('a'));
      b.queue.register('test.shared', handler('b'));
      for (let n = 0; n < 60; n++) await a.queue.enqueue('test.shared', { n });
      const [ranA, ranB] = await Promise.all([a.queue.runDue(), b.queue.runDue()]);
      expect(ranA + ranB).toBe(60);
      const numbers = ranBy.map((entry) => Number(entry.split(':')[1])).sort((x, y) => x - y);
      expect(numbers).toEqual(Array.from({ length: 60 }, (_, n) => n));
    } finally {
      await a.close();
      await b.close();
      await created.drop();
    }
  });
});
