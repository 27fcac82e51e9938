import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import { organizations } from './organizations';

/**
 * An organisation's key to the agency API (`portal agency:key`, decision 033). Only the SHA-256 of the key is kept;
 * `prefix` is its first characters, shown in listings so an operator can tell which key a system holds.
 */
export const agencyKeys = pgTable(
  'agency_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Updated at most once a minute. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('agency_keys_hash_idx').on(t.keyHash), index('agency_keys_org_idx').on(t.orgId, t.createdAt)],
);

/**
 * Every read of a candidate's sensitive answers, documents or generated PDFs through the agency API: which key read
 * what, and when. The candidate sees these on My Account (modules/account/activity.ts).
 */
export const agencyReads = pgTable(
  'agency_reads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    keyId: uuid('key_id').references(() => agencyKeys.id, { onDelete: 'set null' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    /** application (unmasked), document, packet, checklist, test. */
    what: text('what').notNull(),
    /** The document's file name, the checklist's or test's name. */
    subject: text('subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agency_reads_candidate_idx').on(t.candidateId, t.createdAt)],
);

/**
 * An organisation's webhook endpoint (`portal agency:webhook`, decision 036): where its agency events are delivered,
 * signed with `secret` (Standard Webhooks: `whsec_` and base64 of 32 random bytes; kept, as the signature needs it).
 * `events`: the event types it receives.
 */
export const agencyWebhooks = pgTable(
  'agency_webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    events: jsonb('events').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agency_webhooks_org_idx').on(t.orgId, t.createdAt)],
);

/**
 * One event for one endpoint and how its delivery went: the body is kept as sent (the same bytes are signed at every
 * attempt), with the attempts, the last HTTP status or error, a short excerpt of the last answer and the next try.
 * Status: pending → delivered | failed.
 */
export const agencyWebhookDeliveries = pgTable(
  'agency_webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => agencyWebhooks.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The candidate the event is about: deleting the account deletes its deliveries (their bodies name it). */
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    responseExcerpt: text('response_excerpt'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agency_webhook_deliveries_org_idx').on(t.orgId, t.createdAt), index('agency_webhook_deliveries_webhook_idx').on(t.webhookId),
    index('agency_webhook_deliveries_candidate_idx').on(t.candidateId),
  ],
);
