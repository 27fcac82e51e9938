import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import type { Language } from '../../lib/language';
import { organizations } from './organizations';

/**
 * A candidate's reference (spec §3 reference request, extended fields) and the referee's answer. The e-mailed link is
 * a one-time token (security.md item 3): only its hash is kept (`token_hash`); `link_version` counts the links issued,
 * so a resend or a fixed address voids the old link and the old link's reminders. The answer is encrypted at rest.
 * (Named `candidate_references` because REFERENCES is an SQL keyword.)
 */
export const candidateReferences = pgTable(
  'candidate_references',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    salutation: text('salutation').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    contactMethod: text('contact_method').$type<'email' | 'phone' | 'both'>().notNull(),
    email: text('email').notNull().default(''),
    country: text('country').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    workPhone: text('work_phone').notNull().default(''),
    phone: text('phone').notNull().default(''),
    referenceType: text('reference_type').notNull(),
    referenceIsOrWasMy: text('reference_is_or_was_my').notNull(),
    /** YYYY-MM. */
    workTogetherFrom: text('work_together_from').notNull(),
    workTogetherTo: text('work_together_to').notNull(),
    jobTitle: text('job_title').notNull(),
    companyName: text('company_name').notNull(),
    currentCompanyName: text('current_company_name').notNull().default(''),
    specificAreaOfExpertise: text('specific_area_of_expertise').notNull().default(''),
    currentJobTitle: text('current_job_title').notNull().default(''),
    /**
     * draft (kept, no request sent: a referee moved from the application's section, migration 0025) | requested |
     * opened | completed | declined; "expired" is derived from link_expires_at.
     */
    status: text('status').$type<'draft' | 'requested' | 'opened' | 'completed' | 'declined'>().notNull().default('requested'),
    /** Where the referee was first entered: `references` (the References page or the application's step) or `application` (moved from the section's own list). */
    origin: text('origin').$type<'references' | 'application'>().notNull().default('references'),
    linkVersion: integer('link_version').notNull().default(0),
    /** Random per link; the link's token is an HMAC of it under the server key, so reminders can repeat the same link. */
    linkNonce: text('link_nonce'),
    tokenHash: text('token_hash'),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    reminder3SentAt: timestamp('reminder3_sent_at', { withTimezone: true }),
    reminder7SentAt: timestamp('reminder7_sent_at', { withTimezone: true }),
    /** The candidate's language when the request was sent: the request, its reminders and the referee's page use it (decision 042). */
    language: text('language').$type<Language>().notNull().default('en'),
    // The answer and its audit fields (domain.md §3: completed-by, method, date, how the referee was verified).
    outcome: text('outcome').$type<'reference' | 'declined' | 'datesOnly'>(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredByName: text('answered_by_name'),
    answeredByTitle: text('answered_by_title'),
    /** The address the link was sent to: opening it proves the referee reads that mailbox. */
    verifiedEmail: text('verified_email'),
    answerMethod: text('answer_method'),
    answeredIp: text('answered_ip'),
    answeredUserAgent: text('answered_user_agent'),
    /** An answer taken by phone: who at the agency recorded it, and when (the agency's; never the candidate's). */
    recordedBy: text('recorded_by'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('candidate_references_candidate_idx').on(t.candidateId), index('candidate_references_token_idx').on(t.tokenHash)],
);
