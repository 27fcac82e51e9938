import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SPECIALTY_TYPES } from '@portal/shared/schemas/jobs';
import { SUBMISSION_STATUSES } from '@portal/shared/schemas/submissions';
import { candidates } from './candidates';
import { organizations } from './organizations';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** A job of spec §3. Column names are plain; the API keeps the spec's field names (modules/jobs/columns.ts). */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Position_ID of the agency's or VMS's system: imports upsert by it. */
    externalId: text('external_id').notNull(),
    publicNotes: text('public_notes'),
    modality: text('modality').notNull(),
    submodality: text('submodality').notNull(),
    shift: text('shift').notNull(),
    vmsName: text('vms_name'),
    positionName: text('position_name').notNull(),
    numberOfPositions: integer('number_of_positions').notNull().default(1),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    durationWeeks: integer('duration_weeks').notNull(),
    weeklyHours: numeric('weekly_hours', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    facilityName: text('facility_name').notNull(),
    completionBonusPay: money('completion_bonus_pay'),
    startingBonusPay: money('starting_bonus_pay'),
    gapRate: money('gap_rate'),
    overtimeBase: money('overtime_base'),
    otPayRate: money('ot_pay_rate'),
    weeklyPay: money('weekly_pay').notNull(),
    weeklyStipends: money('weekly_stipends'),
    estimatedStartDate: date('estimated_start_date', { mode: 'string' }),
    isOpen: boolean('is_open').notNull().default(true),
    isComplete: boolean('is_complete').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => {
    // spec §5: every search is one organisation's open, complete jobs. The two search indexes hold every column a
    // search filters or sorts on, so that counting the matches and finding a page's ids never reads the table
    // (index-only scans); only the 12 rows of the page are read. One leads with the specialty, one with the state.
    const open = sql`${t.isOpen} and ${t.isComplete}`;
    const rest = [t.modality, t.durationWeeks, t.weeklyPay, t.createdAt, t.id] as const;
    return [
      uniqueIndex('jobs_org_external_idx').on(t.orgId, t.externalId),
      index('jobs_open_specialty_idx').on(t.orgId, t.submodality, t.state, ...rest).where(open),
      index('jobs_open_state_idx').on(t.orgId, t.state, t.submodality, ...rest).where(open),
      index('jobs_open_pay_idx').on(t.orgId, t.weeklyPay).where(open),
      // Pages are newest first; this index serves the unfiltered list and broad searches.
      index('jobs_newest_idx').on(t.orgId, t.createdAt.desc(), t.id.desc()).where(open),
    ];
  },
);

/** Discipline groups (domain.md §4): Nursing, Allied, Imaging, Lab, Respiratory, Therapy. */
export const modalities = pgTable('modalities', {
  name: text('name').primaryKey(),
  /** spec §2 "Specialty picker": every option is typed Nursing or Allied. */
  type: text('type', { enum: SPECIALTY_TYPES }).notNull(),
});

/** Specialties (Submodality values) served by GET /submodalitiesList. */
export const submodalities = pgTable(
  'submodalities',
  {
    value: text('value').primaryKey(),
    label: text('label').notNull(),
    modality: text('modality')
      .notNull()
      .references(() => modalities.name, { onUpdate: 'cascade' }),
    type: text('type', { enum: SPECIALTY_TYPES }).notNull(),
  },
  (t) => [index('submodalities_modality_idx').on(t.modality)],
);

/** Nurse Licensure Compact members, kept as data with the date the list was checked (domain.md §4). */
export const compactStates = pgTable('compact_states', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  asOf: date('as_of', { mode: 'string' }).notNull(),
});

/** A candidate's favourite jobs (the heart on a job card). */
export const jobLikes = pgTable(
  'job_likes',
  {
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.jobId] }), index('job_likes_job_idx').on(t.jobId)],
);

/** A candidate's submission to a job: one per (candidate, job). */
export const jobSubmissions = pgTable(
  'job_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SUBMISSION_STATUSES })
      .notNull()
      .default('submitted'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_submissions_candidate_job_idx').on(t.candidateId, t.jobId),
    index('job_submissions_candidate_created_idx').on(t.candidateId, t.createdAt.desc()),
    index('job_submissions_job_idx').on(t.jobId),
  ],
);
