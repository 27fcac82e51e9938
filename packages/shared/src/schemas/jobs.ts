// Jobs of spec §3/§7: the Job record, the open-jobs filter form, the Mongo-like filter object the search call accepts,
// its projection and paging. Field names are the spec's, misspellings included (`modaility`).
import { z } from 'zod';
import { ok, okPaged } from '../api';
import { PAGE_SIZE } from '../constants';
import { isUsStateCode, US_STATE_CODES } from '../domain/us-states';
import { DURATION_WEEKS_MAX, EMPTY_JOB_FILTER_FORM as EMPTY_FORM } from './jobs-values';

/** Every field of spec §3 "Job", in the spec's order. */
export const JOB_FIELDS = [
  '_id',
  'Public_Notes',
  'Modality',
  'Submodality',
  'Shift',
  'VMS_Name',
  'Position_Name',
  'NumberOfPositions',
  'City',
  'State',
  'Zip',
  'Duration_Amount',
  'Weekly_Hours',
  'facilityName',
  'completionBonusPay',
  'startingBonusPay',
  'gapRate',
  'OvertimeBase',
  'OtPayRate',
  'weeklyPay',
  'weeklyStipends',
  'createdAt',
  'Estimated_Start_Date',
  'isOpen',
  'isComplete',
] as const;
export type JobField = (typeof JOB_FIELDS)[number];

/**
 * Fields shown on public boards and on the job page. VMS_Name names the client's vendor-management system, which is
 * the agency's business; isOpen/isComplete are always true on a public list.
 */
export const PUBLIC_JOB_FIELDS = JOB_FIELDS.filter(
  (field): field is Exclude<JobField, 'VMS_Name' | 'isOpen' | 'isComplete'> => !['VMS_Name', 'isOpen', 'isComplete'].includes(field),
);

export { DURATION_WEEKS_MAX, DURATION_WEEKS_MIN, PER_PAGE_OPTIONS, WEEKLY_PAY_MAX, estimatedWeeklyGross } from './jobs-values';

export const ZStateCode = z
  .string({ error: 'Please use a 2-letter US state code such as TX.' })
  .trim()
  .toUpperCase()
  .refine(isUsStateCode, { message: 'Please use a 2-letter US state code such as TX.' })
  .meta({ enum: [...US_STATE_CODES], description: 'A US state code (two letters, such as TX).' });

/** Largest amount of money a job field or a pay filter holds (US dollars). */
export const MONEY_MAX = 1_000_000;
const money = z.number().min(0).max(MONEY_MAX);

export const ZJob = z.object({
  _id: z.string(),
  Public_Notes: z.string().nullable(),
  /** Discipline group (Nursing, Allied, Imaging, Lab, Respiratory, Therapy). */
  Modality: z.string(),
  /** Specialty or role within the modality (ICU, Med-Surg, PCT, CNA, CT Tech, ...). */
  Submodality: z.string(),
  Shift: z.string(),
  VMS_Name: z.string().nullable(),
  Position_Name: z.string(),
  NumberOfPositions: z.number().int(),
  City: z.string(),
  State: z.string(),
  Zip: z.string(),
  /** Contract length in weeks. */
  Duration_Amount: z.number().int(),
  Weekly_Hours: z.number(),
  facilityName: z.string(),
  completionBonusPay: money.nullable(),
  startingBonusPay: money.nullable(),
  /** Hourly rate for hours above the contracted hours and below the overtime threshold (domain.md §4). */
  gapRate: money.nullable(),
  /** Hourly base rate that overtime is computed from. */
  OvertimeBase: money.nullable(),
  /** Hourly overtime rate (at least 1.5x the base under FLSA). */
  OtPayRate: money.nullable(),
  /** Taxable weekly pay. */
  weeklyPay: money,
  /** Non-taxable weekly stipends (lodging, meals and incidentals). */
  weeklyStipends: money.nullable(),
  createdAt: z.string().describe('ISO 8601 date-time'),
  Estimated_Start_Date: z.string().nullable().describe('YYYY-MM-DD'),
  isOpen: z.boolean(),
  isComplete: z.boolean(),
});
export type TJob = z.infer<typeof ZJob>;

export const ZPublicJob = ZJob.omit({ VMS_Name: true, isOpen: true, isComplete: true });
export type TPublicJob = z.infer<typeof ZPublicJob>;

/** A job as a signed-in candidate sees it on its page and among favourites: public fields, and whether it is still open. */
export const ZCandidateJob = ZPublicJob.extend({ isOpen: z.boolean() });
export type TCandidateJob = z.infer<typeof ZCandidateJob>;

/** A job as the search returns it: the projected fields, `_id` always. */
export const ZProjectedJob = ZJob.partial().extend({ _id: z.string() });
export type TProjectedJob = z.infer<typeof ZProjectedJob>;


// ---------------------------------------------------------------------------------------------------------------
// The filter form of spec §3 (what the candidate chooses on /jobs/open).

const ZRangePair = z.tuple([z.number().min(0), z.number().min(0)]);

export const ZJobFilterForm = z.object({
  state: z.array(ZStateCode).max(60).default([]),
  compactState: z.boolean().default(false),
  specialties: z.array(z.string().trim().max(80)).max(100).default([]),
  /** spec §3 spelling. */
  modaility: z.string().trim().max(80).default(''),
  /** [from, to] in weeks, inclusive. */
  durationWeek: ZRangePair.nullable().optional(),
  /** [lower, upper] weekly pay; only the lower bound filters, and only when above 0 (spec §5). */
  salary: ZRangePair.nullable().optional(),
});
export type TJobFilterForm = z.input<typeof ZJobFilterForm>;

export const EMPTY_JOB_FILTER_FORM: z.output<typeof ZJobFilterForm> = EMPTY_FORM;

// ---------------------------------------------------------------------------------------------------------------
// The filter object of spec §7, accepted as data through a whitelist of fields and operators (security: nothing of it
// is ever concatenated into SQL). Anything outside the whitelist fails validation with a message naming it.

/** Largest list a `$in` or `$or` may carry; there are 54 state codes and well under 100 specialties. */
export const FILTER_LIST_MAX = 100;

const unknownKeys = (what: string, allowed: readonly string[]) => (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys'
    ? `${what} ${(issue.keys ?? []).map((key) => `"${key}"`).join(', ')} ${issue.keys?.length === 1 ? 'is' : 'are'} not allowed. Allowed: ${allowed.join(', ')}.`
    : undefined;

/**
 * A field takes a plain value or an operator object. A failing union would only say "invalid input", so the message of
 * the branch that matches the input's shape is passed on (it names the operator or value at fault).
 */
type BranchIssue = { code?: string; message?: string };
const valueOrOperators = (fallback: string) => (issue: { code?: string; input?: unknown; errors?: BranchIssue[][] }) => {
  if (issue.code !== 'invalid_union') return undefined;
  const isObject = issue.input !== null && typeof issue.input === 'object' && !Array.isArray(issue.input);
  if (!isObject && typeof issue.input !== 'string' && typeof issue.input !== 'number') return fallback;
  const branch = issue.errors?.[isObject ? 1 : 0] ?? [];
  // An operator outside the whitelist is the news, more than the operator that is missing.
  return (branch.find((i) => i.code === 'unrecognized_keys') ?? branch[0])?.message ?? fallback;
};

const ZFilterText = z.string({ error: 'Must be a text value.' }).trim().min(1, 'Must not be empty.').max(80, 'At most 80 characters.');

const inList = <T extends z.ZodType>(item: T, field: string) =>
  z.strictObject(
    { $in: z.array(item, { error: `${field}.$in must be a list.` }).max(FILTER_LIST_MAX, `${field}.$in takes at most ${FILTER_LIST_MAX} values.`) },
    { error: unknownKeys(`Operator(s) on ${field}:`, ['$in']) },
  );

const range = (field: string, value: z.ZodNumber) =>
  z
    .strictObject(
      { $gte: value.optional(), $lte: value.optional(), $gt: value.optional(), $lt: value.optional() },
      { error: unknownKeys(`Operator(s) on ${field}:`, ['$gte', '$lte', '$gt', '$lt']) },
    )
    .refine((ops) => Object.values(ops).some((v) => v !== undefined), `${field} needs at least one of $gte, $lte, $gt, $lt.`);

const ZFilterNumber = (max: number) => z.number({ error: 'Must be a number.' }).finite().min(0, 'Must be 0 or more.').max(max, `At most ${max}.`);

export const FILTER_FIELDS = ['isOpen', 'isComplete', 'State', 'Submodality', 'Modality', 'Duration_Amount', 'weeklyPay', '$or'] as const;

export const ZJobFilter = z.strictObject(
  {
    // spec §5: the search always restricts to open, complete jobs; asking for anything else is refused.
    isOpen: z.literal(true, { error: 'Only open jobs can be searched (isOpen must be true).' }).optional(),
    isComplete: z.literal(true, { error: 'Only complete jobs can be searched (isComplete must be true).' }).optional(),
    State: z.union([ZStateCode, inList(ZStateCode, 'State')], { error: valueOrOperators('State must be a state code or {$in: [codes]}.') }).optional(),
    Submodality: z.union([ZFilterText, inList(ZFilterText, 'Submodality')], { error: valueOrOperators('Submodality must be a text or {$in: [texts]}.') }).optional(),
    Modality: z.union([ZFilterText, inList(ZFilterText, 'Modality')], { error: valueOrOperators('Modality must be a text or {$in: [texts]}.') }).optional(),
    Duration_Amount: z
      .union([ZFilterNumber(DURATION_WEEKS_MAX * 10), range('Duration_Amount', ZFilterNumber(DURATION_WEEKS_MAX * 10))], { error: valueOrOperators('Duration_Amount must be a number or {$gte, $lte}.') })
      .optional(),
    weeklyPay: z
      .union([ZFilterNumber(MONEY_MAX), range('weeklyPay', ZFilterNumber(MONEY_MAX))], { error: valueOrOperators('weeklyPay must be a number or {$gte, $lte}.') })
      .optional(),
    // spec §7: the specialties are OR-ed as `$or: [{Submodality: ...}, ...]`; nothing else may appear inside it.
    $or: z
      .array(
        z.strictObject({ Submodality: ZFilterText }, { error: unknownKeys('Inside $or, field(s)', ['Submodality']) }),
        { error: '$or must be a list of {Submodality: text}.' },
      )
      .min(1, '$or needs at least one entry.')
      .max(FILTER_LIST_MAX, `$or takes at most ${FILTER_LIST_MAX} entries.`)
      .optional(),
  },
  { error: unknownKeys('Filter field(s)', FILTER_FIELDS) },
);
export type TJobFilter = z.input<typeof ZJobFilter>;

/** Mongo-style inclusion projection over the Job fields (`{Position_Name: 1, City: 1}`); `_id` always comes back. */
export const ZJobProjection = z.strictObject(
  Object.fromEntries(JOB_FIELDS.map((field) => [field, z.union([z.literal(1), z.literal(true)], { error: 'Use 1 or true to include a field.' }).optional()])) as {
    [K in JobField]: z.ZodOptional<z.ZodUnion<[z.ZodLiteral<1>, z.ZodLiteral<true>]>>;
  },
  { error: unknownKeys('Projection field(s)', JOB_FIELDS) },
);
export type TJobProjection = z.input<typeof ZJobProjection>;

export const PER_PAGE_MAX = 100;

const ZPage = z.coerce.number({ error: 'page must be a number.' }).int().min(1, 'page starts at 1.').max(100_000).default(1);

/** POST /api/job/open. `org` is accepted because the spec's client sends it, and ignored: the session decides. */
export const ZJobSearchRequest = z.object({
  filter: ZJobFilter.default({}),
  projection: ZJobProjection.optional(),
  page: ZPage,
  perPage: z.coerce.number({ error: 'perPage must be a number.' }).int().min(1).max(PER_PAGE_MAX, `perPage is at most ${PER_PAGE_MAX}.`).default(PAGE_SIZE),
  org: z.string().max(64).optional(),
});
export type TJobSearchRequest = z.input<typeof ZJobSearchRequest>;

export const ZJobSearchResponse = okPaged(ZProjectedJob);
export const ZPublicJobsResponse = okPaged(ZPublicJob);
/** The first page of a board plus what its search form can offer (the states and specialties it has jobs in). */
export const ZPublicInitialResponse = ZPublicJobsResponse.extend({
  facets: z.object({ states: z.array(z.string()), specialties: z.array(z.string()) }),
});

/**
 * GET /api/job/public/list: the same search for anonymous visitors of a board, as query parameters.
 * Lists are comma-separated (`state=TX,CA&specialties=ICU,PCT`); the page size is fixed at 12 (spec §9).
 */
const csv = (item: z.ZodType<string, string>) =>
  z
    .string()
    .max(4000)
    .optional()
    .transform((value) => (value ? value.split(',').map((part) => part.trim()).filter(Boolean) : []))
    .pipe(z.array(item).max(FILTER_LIST_MAX, `At most ${FILTER_LIST_MAX} values.`));

const optionalNumber = z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().min(0).max(1_000_000).optional());

export const ZPublicJobsQuery = z.object({
  board: z.string().trim().toLowerCase().max(40).optional().describe('Partner board slug (doc2docjobs, tlcjobs, ...); absent: the agency’s own jobs'),
  page: ZPage,
  state: csv(ZStateCode).meta({ pattern: '^[A-Za-z]{2}( *, *[A-Za-z]{2})*$', description: 'US state codes, comma-separated (TX,CA).' }),
  compactState: z.enum(['true', 'false']).optional().transform((value) => value === 'true'),
  specialties: csv(ZFilterText),
  modality: z.string().trim().max(80).optional(),
  durationMin: optionalNumber,
  durationMax: optionalNumber,
  minPay: optionalNumber,
});
export type TPublicJobsQuery = z.input<typeof ZPublicJobsQuery>;

export const ZBoardQuery = z.object({ board: ZPublicJobsQuery.shape.board });


// ---------------------------------------------------------------------------------------------------------------
// Reference data: specialties (spec §2 "Specialty picker": label, value, type) and Nurse Licensure Compact states.

export const SPECIALTY_TYPES = ['Nursing', 'Allied'] as const;
export type SpecialtyType = (typeof SPECIALTY_TYPES)[number];

export const ZSpecialty = z.object({ label: z.string(), value: z.string(), type: z.enum(SPECIALTY_TYPES), modality: z.string() });
export type TSpecialty = z.infer<typeof ZSpecialty>;
export const ZSpecialtiesResponse = ok(z.array(ZSpecialty));

export const ZCompactStates = z.object({
  /** The date the member list was last checked (domain.md §4: treat it as data with an "as of" date). */
  asOf: z.string().nullable(),
  codes: z.array(z.string()),
});
export type TCompactStates = z.infer<typeof ZCompactStates>;
export const ZCompactStatesResponse = ok(ZCompactStates);

export const ZLikedJobIdsResponse = ok(z.array(z.string()));
export const ZLikeResponse = ok(z.object({ jobId: z.string(), liked: z.boolean() }));
export const ZFavoriteJobsResponse = okPaged(ZCandidateJob);
export const ZPagedQuery = z.object({ page: ZPage });
