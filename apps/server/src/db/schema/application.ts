import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * One credentialing application per candidate (spec §3 applicationInfo): when it was submitted, whether an offer has
 * been recorded (healthStatus opens only then, ADA), and when the background-check disclosure was read (FCRA).
 */
export const applications = pgTable('applications', {
  candidateId: uuid('candidate_id')
    .primaryKey()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  offerRecordedAt: timestamp('offer_recorded_at', { withTimezone: true }),
  disclosureViewedAt: timestamp('disclosure_viewed_at', { withTimezone: true }),
  disclosureVersion: text('disclosure_version'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Where the application stands (spec §4 wizard step, completeness, a CV on file), kept by the database's triggers in
   * the transaction of every section, document or offer write (migration 0015_application_progress); never written here.
   */
  step: smallint('step').notNull().default(0),
  completeness: smallint('completeness').notNull().default(0),
  hasResume: boolean('has_resume').notNull().default(false),
});

/** One row per candidate and section; sensitive values inside `data` are encrypted (modules/application/crypto.ts). */
export const applicationSections = pgTable(
  'application_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    status: text('status').$type<'draft' | 'complete' | 'notApplicable'>().notNull(),
    data: jsonb('data').$type<unknown>().notNull().default(sql`'null'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('application_sections_candidate_section_idx').on(t.candidateId, t.section)],
);

/**
 * Uploaded documents (CV, licence images, BLS cards, DD-214, ...): kept in the database, or in an S3-compatible bucket
 * (FILE_STORE=s3), so every instance reads them.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    filename: text('filename').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** The bytes, when kept in the database (`store` database); empty when they are elsewhere. */
    content: bytea('content').notNull(),
    /**
     * Where the bytes are: `database` (content), `file` (DATA_DIR/documents/<candidate>/<id>, FILE_STORE=files) or `s3`
     * (the object `documents/<candidate>/<id>`, FILE_STORE=s3).
     */
    store: text('store').$type<'database' | 's3' | 'file'>().notNull().default('database'),
    /**
     * The section and entry it was uploaded for (migration 0024): an entry holds at most 3 files and they go with it.
     * `entry_id` is the entry's `_entry` id in a repeating section, '' in a single one; both null for the CV and for
     * rows written before, until the section that points at them is saved again.
     */
    section: text('section'),
    entryId: text('entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documents_candidate_kind_idx').on(t.candidateId, t.kind), index('documents_candidate_entry_idx').on(t.candidateId, t.section, t.entryId)],
);

/**
 * Licence and certification expiry reminders (60, 30 and 7 days before) and the notice once expired (days_before -1,
 * the day after): one row per credential, expiry and lead time. The queue task that sends it carries the row's id;
 * `sent_at` makes each go out once. The expiring list reads the credentials of the `current` rows.
 */
export const expiryReminders = pgTable(
  'expiry_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    /** What expires, as the candidate sees it: "RN licence TX 123456". */
    label: text('label').notNull(),
    /** YYYY-MM-DD. */
    expiresOn: text('expires_on').notNull(),
    daysBefore: integer('days_before').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** False once the application no longer lists the credential (a sent row is kept so it is not sent twice). */
    current: boolean('current').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('expiry_reminders_once_idx').on(t.candidateId, t.section, t.label, t.expiresOn, t.daysBefore)],
);
