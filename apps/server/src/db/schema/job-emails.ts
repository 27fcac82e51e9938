import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import type { Language } from '../../lib/language';
import { organizations } from './organizations';

/** One job as it stood when an alert was sent (the alert's own text never changes; the detail call adds its state now). */
export type AlertJobSnapshot = {
  id: string;
  Position_ID: string;
  Position_Name: string;
  Submodality: string;
  City: string;
  State: string;
  Shift: string;
  Duration_Amount: number;
  Estimated_Start_Date: string | null;
  weeklyPay: number;
  /** Absent from snapshots kept before stipends were shown: read as none. */
  weeklyStipends?: number | null;
};

/** The criteria an alert matches (spec §3 subscription data): the open-jobs search's form plus shift and frequency. */
const criteria = {
  states: jsonb('states').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  compactState: boolean('compact_state').notNull().default(false),
  specialties: jsonb('specialties').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  /** The search form's modality; empty for any (migration 0017). */
  modality: text('modality').notNull().default(''),
  shift: text('shift').$type<'any' | 'Days' | 'Nights' | 'Evenings' | 'Rotating'>().notNull().default('any'),
  minWeeklyPay: integer('min_weekly_pay'),
  durationMin: integer('duration_min'),
  durationMax: integer('duration_max'),
  frequency: text('frequency').$type<'instant' | 'daily' | 'weekly'>().notNull().default('daily'),
};

/** A candidate's saved search with its own alert: several per candidate (migration 0024); deleted ones are kept. */
export const jobSubscriptions = pgTable(
  'job_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ...criteria,
    /** The candidate's name for the saved search ('' until named). */
    name: text('name').notNull().default(''),
    active: boolean('active').notNull().default(true),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** Deleted by the candidate: no more alerts, not listed; kept for its alerts' history and unsubscribe links. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_subscriptions_candidate_idx').on(t.candidateId), index('job_subscriptions_org_idx').on(t.orgId).where(sql`${t.active}`)],
);

/**
 * A subscription made on the public /subcribe page without an account (double opt-in): active only once the e-mailed
 * link is confirmed. `lastPeriod` is the alert period last sent, claimed atomically so a period goes out once.
 */
export const publicSubscriptions = pgTable(
  'public_job_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    ...criteria,
    /** Criteria waiting for the e-mailed confirmation (a stranger cannot change a confirmed subscriber's alerts). */
    pending: jsonb('pending').$type<Record<string, unknown>>(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    lastPeriod: text('last_period'),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /**
     * The language of the request that was confirmed: the alerts are written in it (decision 042). A new request's
     * language waits in `pending` with its criteria, like them.
     */
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('public_job_subscriptions_org_email_idx').on(t.orgId, t.email)],
);

/** Every alert sent to a candidate (spec §3 JobEmails): one per saved search and period, listed 12 a page. */
export const jobEmails = pgTable(
  'job_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => jobSubscriptions.id, { onDelete: 'cascade' }),
    /** instant:<slot>, daily:<date> or weekly:<monday>: the unique key that keeps a period to one alert. */
    periodKey: text('period_key').notNull(),
    subject: text('subject').notNull(),
    jobs: jsonb('jobs').$type<AlertJobSnapshot[]>().notNull(),
    /** What the history's list shows of the jobs, generated from them (migration 0036): their number … */
    jobCount: integer('job_count')
      .notNull()
      .generatedAlwaysAs(sql`jsonb_array_length("jobs")`),
    /** … and the first JOBS_NAMED titles, as a JSON array's text. */
    jobNames: text('job_names')
      .notNull()
      .generatedAlwaysAs(sql`(jsonb_path_query_array("jobs", '$[0 to 2].Position_Name'))::text`),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The unsubscribe link of this alert was used (a replay changes nothing). */
    unsubscribeUsedAt: timestamp('unsubscribe_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_emails_subscription_period_idx').on(t.subscriptionId, t.periodKey),
    index('job_emails_candidate_created_idx').on(t.candidateId, t.createdAt.desc()),
  ],
);
