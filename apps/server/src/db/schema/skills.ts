import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TChecklistSections, TChecklistTranslations, TDrawnQuestion, TItemAnswer, TTestDefinition } from '@portal/shared/skills';
import { candidates } from './candidates';
import type { Language } from '../../lib/language';
import { organizations } from './organizations';

/**
 * The skills-checklist catalogue (domain.md §2), versioned: each import that changes a checklist adds a version, and the
 * newest is the one candidates start. Answers keep the version they were given against. `org_id` null: every brand.
 */
export const skillChecklists = pgTable(
  'skill_checklists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    role: text('role').notNull(),
    description: text('description').notNull().default(''),
    /** The categories and items in English, the text of record. */
    sections: jsonb('sections').$type<TChecklistSections>().notNull(),
    itemCount: integer('item_count').notNull(),
    /** SHA-256 of the English content, so an unchanged re-import adds no version (translations are not part of it). */
    contentHash: text('content_hash').notNull(),
    /** German and Spanish texts by language, the categories and items by id (decision 043); `{}`: English only. */
    translations: jsonb('translations').$type<TChecklistTranslations>().notNull().default(sql`'{}'::jsonb`),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('skill_checklists_scope_slug_version_idx').on(sql`coalesce(${t.orgId}::text, '*')`, t.slug, t.version)],
);

/** A candidate's checklist: a draft saved as they go, then completed with an attestation and e-signature. */
export const candidateChecklists = pgTable(
  'candidate_checklists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id').notNull(),
    checklistId: uuid('checklist_id')
      .notNull()
      .references(() => skillChecklists.id),
    slug: text('slug').notNull(),
    status: text('status').$type<'draft' | 'completed'>().notNull(),
    answers: jsonb('answers').$type<Record<string, TItemAnswer>>().notNull().default(sql`'{}'::jsonb`),
    ageGroups: jsonb('age_groups').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    signature: text('signature'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('candidate_checklists_one_draft_idx').on(t.candidateId, t.slug).where(sql`${t.status} = 'draft'`),
    index('candidate_checklists_completed_idx').on(t.candidateId, t.completedAt).where(sql`${t.status} = 'completed'`),
  ],
);

/** Timed multiple-choice skills tests the agency loads (questions with their right answers stay on the server). */
export const skillTests = pgTable(
  'skill_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    timeLimitMinutes: integer('time_limit_minutes').notNull(),
    passMark: integer('pass_mark').notNull(),
    maxAttempts: integer('max_attempts').notNull().default(2),
    validDays: integer('valid_days').notNull().default(365),
    questions: jsonb('questions').$type<TTestDefinition['questions']>().notNull(),
    /** How many questions each attempt draws from `questions` (null: every question). */
    drawCount: integer('draw_count'),
    /** The name and description in German and Spanish (each question carries its own translations). */
    translations: jsonb('translations').$type<TTestDefinition['translations']>().notNull().default(sql`'{}'::jsonb`),
    contentHash: text('content_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('skill_tests_scope_slug_version_idx').on(sql`coalesce(${t.orgId}::text, '*')`, t.slug, t.version)],
);

/** One attempt at a test. The deadline is set by the server's clock when it starts; answers after it do not count. */
export const skillTestAttempts = pgTable(
  'skill_test_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id').notNull(),
    testId: uuid('test_id')
      .notNull()
      .references(() => skillTests.id),
    slug: text('slug').notNull(),
    attemptNo: integer('attempt_no').notNull(),
    /** Answers by question id: the index of the option as this attempt showed it (see `drawn`). */
    answers: jsonb('answers').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    /**
     * What this attempt drew, in the order shown: each question's id and its options' order (shown index → the test's
     * own index). Graded against this set only. Null for attempts started before tests drew: every question, unshuffled.
     */
    drawn: jsonb('drawn').$type<TDrawnQuestion[]>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    timedOut: boolean('timed_out').notNull().default(false),
    score: integer('score'),
    passed: boolean('passed'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('skill_test_attempts_no_idx').on(t.candidateId, t.slug, t.attemptNo)],
);

/**
 * A quick application (spec §2 quick routes): what was entered without an account. It stays pending, tied to no
 * account, until the link e-mailed to its address is followed; then it is attached to that address's account
 * (created when there is none) without overwriting anything there (decision 016).
 */
export const quickApplications = pgTable(
  'quick_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** SHA-256 of the browser's draft secret (it continues the quick flow until it is finished). */
    draftHash: text('draft_hash').notNull(),
    checklistId: uuid('checklist_id').references(() => skillChecklists.id),
    answers: jsonb('answers').$type<Record<string, TItemAnswer>>().notNull().default(sql`'{}'::jsonb`),
    ageGroups: jsonb('age_groups').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    signature: text('signature'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When the e-mail went out (its link, for a new address, is a `quick_apply` one-time token in auth_tokens). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** The language of the requests that started and finished it: its e-mail is written in it (decision 042). */
    language: text('language').$type<Language>().notNull().default('en'),
    /** Set when it was added to an account (the new account its link made, or the owner's choice): that account. */
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quick_applications_draft_idx').on(t.draftHash),
    index('quick_applications_org_email_idx').on(t.orgId, t.email),
    index('quick_applications_candidate_idx').on(t.candidateId),
  ],
);
