import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import { organizations } from './organizations';

/** An agency's recruiter (spec §1 "Choose a recruiter"), managed with `portal recruiters:*`; one e-mail per organisation. */
export const recruiters = pgTable(
  'recruiters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** An image URL or a site path (/brand/...). */
    photo: text('photo'),
    specialties: jsonb('specialties').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Two-letter state codes the recruiter places in. */
    states: jsonb('states').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Removed recruiters stay for the candidates who chose them, but are no longer offered. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recruiters_org_email_idx').on(t.orgId, t.email)],
);

/** The recruiter a candidate chose: one per candidate, changeable. */
export const candidateRecruiters = pgTable(
  'candidate_recruiters',
  {
    candidateId: uuid('candidate_id')
      .primaryKey()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    recruiterId: uuid('recruiter_id')
      .notNull()
      .references(() => recruiters.id, { onDelete: 'cascade' }),
    chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a recruiter was last told of this candidate's choice (at most once an hour), and which one. */
    noticeAt: timestamp('notice_at', { withTimezone: true }),
    noticedRecruiterId: uuid('noticed_recruiter_id').references(() => recruiters.id, { onDelete: 'set null' }),
  },
  (t) => [index('candidate_recruiters_recruiter_idx').on(t.recruiterId)],
);
