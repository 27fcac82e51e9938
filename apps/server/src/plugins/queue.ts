// The product's one durable job queue, kept in the database (table `tasks`, db/schema/tasks.ts). Every e-mail,
// reminder and scheduled job goes through it, so a crash between an answer and the work loses nothing, and several
// server instances on one PostgreSQL share the work: a task is claimed with `FOR UPDATE SKIP LOCKED`, so exactly one
// instance runs it. Delivery is at least once: a handler that was cut off mid-way (the process died) runs again after
// its lock passes, so handlers make their effects idempotent where a repeat would show (decision 011).
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { tasks } from '../db/schema/index';

/** `now`: the time the queue ran the task at (runDue's `now` in tests); tasks a handler queues are due by then. */
export type TaskContext = { attempt: number; taskId: string; app: FastifyInstance; now: Date };
export type TaskHandler = (payload: Record<string, unknown>, context: TaskContext) => Promise<void>;

export type EnqueueOptions = {
  /** When the task may run (default now). */
  runAt?: Date;
  /** Idempotency key: enqueuing the same key again keeps the first task (and returns null). */
  key?: string;
  /** Attempts before the task is marked failed (default: the kind's, else 5). */
  maxAttempts?: number;
  /** Run the insert in this transaction, so the task exists exactly when the caller's write does. */
  tx?: Db;
};

export type Queue = {
  /** `retryDelayMs`: the kind's own back-off after a failed attempt (default: retryDelayMs below). */
  register(kind: string, handler: TaskHandler, options?: { maxAttempts?: number; retryDelayMs?: (attempt: number) => number }): void;
  enqueue(kind: string, payload: Record<string, unknown>, options?: EnqueueOptions): Promise<string | null>;
  /** Cancels a task that has not started; true when one was cancelled. */
  cancel(key: string): Promise<boolean>;
  /**
   * Schedules `kind` once per period of `everyMs`, across all instances (the period is part of the task key, so
   * each period runs once however many instances enqueue it).
   */
  every(kind: string, everyMs: number): void;
  /**
   * Runs every task due at `now` (default: the real now) until none is left; returns how many ran. For tests and the
   * CLI; `kinds` limits it to those kinds (the mailer's idle() delivers only mail).
   */
  runDue(options?: { now?: Date; kinds?: string[] }): Promise<number>;
  /** Starts the background worker (the server process; tests call runDue instead). */
  start(): void;
};

export type QueueOptions = {
  /** Poll interval of the worker. */
  pollMs?: number;
  /** Tasks one instance runs at once. */
  concurrency?: number;
  /** How long a claimed task is locked before another instance may take it over. */
  lockMs?: number;
};

/** Back-off after a failure: 10 s, 20 s, 40 s ... at most one hour. */
export const retryDelayMs = (attempt: number) => Math.min(3_600_000, 10_000 * 2 ** Math.max(0, attempt - 1));

/** Finished tasks are kept this long (their keys keep repeats out), then pruned. */
const KEEP_FINISHED_MS = 30 * 24 * 3_600_000;

type Row = { id: string; kind: string; payload: Record<string, unknown>; attempts: number; max_attempts: number };

declare module 'fastify' {
  interface FastifyInstance {
    queue: Queue;
  }
}

export function createQueue(app: FastifyInstance, options: QueueOptions = {}): Queue & { stop(): Promise<void> } {
  const pollMs = options.pollMs ?? 1_000;
  const concurrency = options.concurrency ?? 4;
  const lockMs = options.lockMs ?? 5 * 60_000;
  const worker = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const handlers = new Map<string, { handler: TaskHandler; maxAttempts: number; retryDelayMs: (attempt: number) => number }>();
  const schedules = new Map<string, number>();
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let lastPrune = 0;

  async function claim(now: Date, limit: number, only?: string[]): Promise<Row[]> {
    const kinds = [...handlers.keys()].filter((kind) => !only || only.includes(kind));
    if (!kinds.length || limit <= 0) return [];
    const until = new Date(now.getTime() + lockMs);
    const result = await app.db.execute(sql`
      UPDATE ${tasks} SET status = 'running', attempts = attempts + 1, locked_by = ${worker},
        locked_until = ${until.toISOString()}::timestamptz
      WHERE id IN (
        SELECT id FROM ${tasks}
        WHERE kind IN (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
          AND ((status = 'pending' AND run_at <= ${now.toISOString()}::timestamptz)
            OR (status = 'running' AND locked_until < ${now.toISOString()}::timestamptz))
        ORDER BY run_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, payload, attempts, max_attempts`);
    return (result as unknown as { rows: Row[] }).rows;
  }

  async function run(row: Row, now: Date): Promise<void> {
    const entry = handlers.get(row.kind);
    try {
      if (!entry) throw new Error(`no handler for ${row.kind}`);
      await entry.handler(row.payload ?? {}, { attempt: row.attempts, taskId: row.id, app, now });
      await app.db
        .update(tasks)
        .set({ status: 'done', finishedAt: new Date(), lockedUntil: null, lastError: null })
        .where(and(eq(tasks.id, row.id), eq(tasks.lockedBy, worker)));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = row.attempts >= row.max_attempts;
      app.log.warn({ task: row.id, kind: row.kind, attempt: row.attempts, failed, err: error }, 'task failed');
      await app.db
        .update(tasks)
        .set(
          failed
            ? { status: 'failed', finishedAt: new Date(), lockedUntil: null, lastError: message.slice(0, 2000) }
            : {
                status: 'pending',
                lockedUntil: null,
                runAt: new Date(now.getTime() + (entry?.retryDelayMs ?? retryDelayMs)(row.attempts)),
                lastError: message.slice(0, 2000),
              },
        )
        .where(and(eq(tasks.id, row.id), eq(tasks.lockedBy, worker)))
        .catch((e: unknown) => app.log.error({ err: e, task: row.id }, 'task state could not be saved'));
    }
  }

  async function enqueueSchedules(now: Date): Promise<void> {
    for (const [kind, everyMs] of schedules) {
      const period = Math.floor(now.getTime() / everyMs);
      await queue.enqueue(kind, { period }, { key: `${kind}@${period}`, runAt: new Date(period * everyMs) });
    }
  }

  async function prune(now: Date): Promise<void> {
    if (now.getTime() - lastPrune < 3_600_000) return;
    lastPrune = now.getTime();
    await app.db
      .delete(tasks)
      .where(and(inArray(tasks.status, ['done', 'cancelled', 'failed']), lt(tasks.finishedAt, new Date(now.getTime() - KEEP_FINISHED_MS))));
  }

  async function tick(): Promise<void> {
    if (stopped) return;
    const now = new Date();
    try {
      await enqueueSchedules(now);
      await prune(now);
      const rows = await claim(now, concurrency - running.size);
      for (const row of rows) {
        const job = run(row, now).finally(() => running.delete(job));
        running.add(job);
      }
    } catch (error) {
      if (!stopped) app.log.error({ err: error }, 'task queue poll failed');
    }
  }

  const queue: Queue & { stop(): Promise<void> } = {
    register(kind, handler, opts) {
      handlers.set(kind, { handler, maxAttempts: opts?.maxAttempts ?? 5, retryDelayMs: opts?.retryDelayMs ?? retryDelayMs });
    },
    async enqueue(kind, payload, opts = {}) {
      const db = opts.tx ?? app.db;
      const rows = await db
        .insert(tasks)
        .values({
          kind,
          key: opts.key ?? null,
          payload,
          runAt: opts.runAt ?? new Date(),
          maxAttempts: opts.maxAttempts ?? handlers.get(kind)?.maxAttempts ?? 5,
        })
        .onConflictDoNothing({ target: tasks.key })
        .returning({ id: tasks.id });
      return rows[0]?.id ?? null;
    },
    async cancel(key) {
      const rows = await app.db
        .update(tasks)
        .set({ status: 'cancelled', finishedAt: new Date() })
        .where(and(eq(tasks.key, key), eq(tasks.status, 'pending')))
        .returning({ id: tasks.id });
      return rows.length > 0;
    },
    every(kind, everyMs) {
      schedules.set(kind, everyMs);
    },
    async runDue(opts = {}) {
      const now = opts.now ?? new Date();
      if (!opts.kinds) await enqueueSchedules(now);
      let count = 0;
      for (;;) {
        const rows = await claim(now, concurrency, opts.kinds);
        if (!rows.length) return count;
        await Promise.all(rows.map((row) => run(row, now)));
        count += rows.length;
      }
    },
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => void tick(), pollMs);
      timer.unref();
      void tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
  return queue;
}

/** Decorates `app.queue`; the worker starts when the app is ready if `worker` is on (the server process). */
export default fp<{ worker: boolean } & QueueOptions>(
  async (app, { worker, ...options }) => {
    const queue = createQueue(app, options);
    app.decorate('queue', queue);
    if (worker) app.addHook('onReady', async () => queue.start());
    // Stop claiming before the database closes; tasks in flight finish first.
    app.addHook('preClose', () => queue.stop());
  },
  { name: 'queue', dependencies: ['db'] },
);
