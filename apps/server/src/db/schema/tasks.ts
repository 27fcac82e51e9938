import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The product's one durable job queue (plugins/queue.ts): every e-mail, reminder and scheduled job is a row here, so a
 * crash or a restart loses nothing and several server instances on one PostgreSQL share the work (claimed with
 * `FOR UPDATE SKIP LOCKED`). Status: pending → running → done | failed | cancelled.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** Idempotency key: a second enqueue with the same key keeps the first task (e.g. one reminder per reference and day). */
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    status: text('status').$type<'pending' | 'running' | 'done' | 'failed' | 'cancelled'>().notNull().default('pending'),
    /**
     * Due by the queue's clock: plugins/queue.ts claims what is due by a JavaScript time (milliseconds), so a task
     * inserted without a time gets one from that clock (the database's now() has microseconds: a task queued in the
     * same millisecond as a run would not be due to it). The database's default stays for rows written in SQL.
     */
    runAt: timestamp('run_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** A running task whose lock has passed was abandoned by a stopped instance and is claimed again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tasks_key_idx').on(t.key),
    index('tasks_due_idx').on(t.runAt).where(sql`${t.status} in ('pending', 'running')`),
    index('tasks_finished_idx').on(t.finishedAt),
  ],
);
