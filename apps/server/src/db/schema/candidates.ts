import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '../../lib/language';
import { organizations } from './organizations';

/** A candidate account. The e-mail is stored lower-cased and is unique within an organisation. */
export const candidates = pgTable(
  'candidates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Null for accounts created by magic link or social sign-in (spec §2: the change-password form differs). */
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    avatar: text('avatar'),
    description: text('description'),
    cell: text('cell'),
    office: text('office'),
    referralName: text('referral_name'),
    source: text('source'),
    utmCampaign: text('utm_campaign'),
    specialties: jsonb('specialties').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /**
     * The language the candidate reads the portal in (en, de or es; decision 042): their e-mails are written in it. Set
     * at sign-up, quick apply and every sign-in from the request's language, and whenever the web client's language
     * changes (PUT /api/account/language).
     */
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('candidates_org_email_idx').on(t.orgId, t.email)],
);

/** A server-side record per sign-in (security.md item 4); the bearer token carries its id. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    /** When the session was last used (My Account's signed-in devices); updated at most every few minutes. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [index('sessions_candidate_idx').on(t.candidateId)],
);
