import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import { organizations } from './organizations';

/**
 * One-time tokens sent by e-mail (security.md item 3): only the SHA-256 hash is kept, each is bound to one purpose,
 * expires, and is consumed by a single `UPDATE ... WHERE used_at IS NULL ... RETURNING`.
 * Purposes: signup (confirm a new account), magic_link, reset_code, reset_grant, password_change, quick_apply.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Null only for a sign-up, whose account is created when the link is confirmed. */
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** What the token applies when used (a pending sign-up, a new password hash). */
    data: jsonb('data').$type<Record<string, unknown>>(),
    /** Wrong codes tried against this token (reset codes die after 5). */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_tokens_hash_idx').on(t.tokenHash),
    index('auth_tokens_candidate_idx').on(t.candidateId, t.purpose),
    index('auth_tokens_org_email_idx').on(t.orgId, t.email),
  ],
);

/**
 * A social sign-in identity (security.md item 7): (provider, subject) within the organisation, never the e-mail alone.
 * Accounts are per organisation (candidates_org_email_idx), so the same Google account may hold one account per brand.
 */
export const identities = pgTable(
  'identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('identities_provider_subject_idx').on(t.orgId, t.provider, t.subject), index('identities_candidate_idx').on(t.candidateId)],
);
