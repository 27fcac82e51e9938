// Job e-mails and the subscription (spec §3 subscription data, JobEmails, job e-mail detail request; §7 calls).
// A subscription is the open-jobs search's form (spec §5 "Job search") plus shift and frequency: alerts match with
// the very same rule (domain/job-filter.ts), so what a candidate saves from the search is what the alerts find.
import { z } from 'zod';
import { isUsStateCode, US_STATE_CODES } from '../domain/us-states';
import type { JobFilterFormInput } from '../domain/job-filter';
import { ZEmail } from './auth';

export const FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type TFrequency = (typeof FREQUENCIES)[number];

/** Shift preference: a job's shift starts with the word (seed and imports name shifts "Days 3x12 (07:00-19:00)" etc.). */
export const SHIFT_PREFERENCES = ['any', 'Days', 'Nights', 'Evenings', 'Rotating'] as const;
export type TShiftPreference = (typeof SHIFT_PREFERENCES)[number];

/** An alert carries 3 to 10 jobs (domain.md §5). */
export const ALERT_MIN_JOBS = 3;
export const ALERT_MAX_JOBS = 10;
/** The unsubscribe link of an alert works this long (CAN-SPAM asks at least 30 days). */
export const UNSUBSCRIBE_VALID_DAYS = 60;

/** A candidate keeps at most this many saved searches, each with its own alert. */
export const MAX_SAVED_SEARCHES = 10;

/**
 * What a subscription body that is missing a field or has a wrong one is answered: a sentence a person reads (spec §5's
 * wording where it has one), never a validator's default text. The server translates them (account/language.ts).
 */
export const SUBSCRIPTION_MESSAGES = {
  body: 'Please send the subscription as a JSON object.',
  states: 'Please choose states from the list.',
  compactState: 'Please say whether compact states are included (true or false).',
  specialties: 'Please choose specialties from the list.',
  modality: 'Please choose a modality from the list.',
  shift: 'Please choose a shift: any, Days, Nights, Evenings or Rotating.',
  minWeeklyPay: 'The minimum weekly pay must be a whole number of dollars from 0 to 100000.',
  duration: 'The duration must be a whole number of weeks from 0 to 104.',
  frequency: 'Please choose how often: instant, daily or weekly.',
  active: 'Please say whether the alert is on (true or false).',
  name: 'The name of a saved search is at most 80 characters.',
  org: 'The organisation code is at most 60 characters.',
  unknownField: (keys: readonly string[]) => `This form has no field named ${keys.join(', ')}.`,
  tooMany: `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one to add another.`,
  notFound: 'This saved search was not found.',
  deleted: 'Item has been removed',
  saved: 'Data has been saved',
} as const;
const SM = SUBSCRIPTION_MESSAGES;

const int = (max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(max, { error: message });

/** A strict object whose unknown fields are named in a sentence. */
const strictObject = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? SM.unknownField(issue.keys) : issue.code === 'invalid_type' ? SM.body : undefined),
  });

const criteriaShape = {
  states: z
    .array(z.string({ error: SM.states }).trim().toUpperCase().refine(isUsStateCode, { error: SM.states }).meta({ enum: [...US_STATE_CODES] }), { error: SM.states })
    .max(60, { error: SM.states })
    .transform((list) => [...new Set(list)]),
  compactState: z.boolean({ error: SM.compactState }),
  specialties: z
    .array(z.string({ error: SM.specialties }).trim().min(1, { error: SM.specialties }).max(80, { error: SM.specialties }), { error: SM.specialties })
    .max(50, { error: SM.specialties })
    .transform((list) => [...new Set(list)]),
  /** The search form's modality (Nursing, Allied, ...); empty for any. Optional in a body: empty when left out. */
  modality: z.string({ error: SM.modality }).trim().max(80, { error: SM.modality }).default(''),
  shift: z.enum(SHIFT_PREFERENCES, { error: SM.shift }),
  minWeeklyPay: int(100_000, SM.minWeeklyPay).nullable(),
  durationMin: int(104, SM.duration).nullable(),
  durationMax: int(104, SM.duration).nullable(),
  frequency: z.enum(FREQUENCIES, { error: SM.frequency }),
};

export const ZSubscriptionCriteria = z.object(criteriaShape);
export type TSubscriptionCriteria = z.output<typeof ZSubscriptionCriteria>;

const ZSearchName = z.string({ error: SM.name }).trim().max(80, { error: SM.name });

/**
 * PUT /api/candidate/subscription, POST /api/candidate/subscriptions, PUT /api/candidate/subscriptions/:id: the
 * criteria, whether the alert is on, and (optional) the saved search's name.
 */
export const ZSubscriptionBody = strictObject({
  ...criteriaShape,
  active: z.boolean({ error: SM.active }),
  name: ZSearchName.optional(),
  org: z.string({ error: SM.org }).max(60, { error: SM.org }).optional(),
});
export type TSubscriptionBody = z.input<typeof ZSubscriptionBody>;

/** The criteria as the server answers them (plain values: a response schema has no transforms). */
const ZCriteriaOut = z.object({
  states: z.array(z.string()),
  compactState: z.boolean(),
  specialties: z.array(z.string()),
  modality: z.string(),
  shift: z.enum(SHIFT_PREFERENCES),
  minWeeklyPay: z.number().nullable(),
  durationMin: z.number().nullable(),
  durationMax: z.number().nullable(),
  frequency: z.enum(FREQUENCIES),
});

export const ZSubscription = ZCriteriaOut.extend({
  id: z.string().nullable(),
  /** The saved search's name ('' when unnamed). Optional addition. */
  name: z.string().optional(),
  active: z.boolean(),
  /** Where the values came from: saved, or pre-filled from the application's preferences, or the defaults. */
  source: z.enum(['saved', 'application', 'default']),
  unsubscribedAt: z.string().nullable(),
  postalAddress: z.string().nullable(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

/** GET /api/candidate/subscriptions: the candidate's saved searches, oldest first. */
export const ZSavedSearches = z.array(ZSubscription);

/**
 * POST /api/subcribe (public, double opt-in): the e-mail (spec §5 messages) and the criteria; a criterion left out
 * means any (no states, no specialties, any shift, no pay or duration bound), and alerts come daily.
 */
export const ZPublicSubscribeBody = strictObject({
  email: ZEmail,
  states: criteriaShape.states.default([]),
  compactState: criteriaShape.compactState.default(false),
  specialties: criteriaShape.specialties.default([]),
  modality: criteriaShape.modality,
  shift: criteriaShape.shift.default('any'),
  minWeeklyPay: criteriaShape.minWeeklyPay.default(null),
  durationMin: criteriaShape.durationMin.default(null),
  durationMax: criteriaShape.durationMax.default(null),
  frequency: criteriaShape.frequency.default('daily'),
  org: z.string({ error: SM.org }).max(60, { error: SM.org }).optional(),
});
export type TPublicSubscribeBody = z.input<typeof ZPublicSubscribeBody>;

export const ZAlertJob = z.object({
  _id: z.string(),
  Position_ID: z.string(),
  Position_Name: z.string(),
  Submodality: z.string(),
  City: z.string(),
  State: z.string(),
  Shift: z.string(),
  Duration_Amount: z.number(),
  Estimated_Start_Date: z.string().nullable(),
  weeklyPay: z.number(),
});
export type TAlertJob = z.infer<typeof ZAlertJob>;

/** One job of an e-mail with its state now (spec issue: still open, closed, already submitted). */
export const ZAlertJobNow = ZAlertJob.extend({ state: z.enum(['open', 'closed', 'submitted']) });

/** How many of an e-mail's jobs the history list names by title (the rest are counted). */
export const JOBS_NAMED = 3;

export const ZJobEmail = z.object({
  id: z.string(),
  subject: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
  jobCount: z.number().int(),
  /** The titles of the e-mail's first JOBS_NAMED jobs, as the list names them; the detail (below) holds every job. */
  jobNames: z.array(z.string()).max(JOBS_NAMED),
});
export type TJobEmail = z.infer<typeof ZJobEmail>;

/** POST /api/candidate/emails/history/detail: spec §3 job e-mail detail request {Position_ID, org}; `id` narrows it to one e-mail. */
export const ZJobEmailDetailBody = z
  .object({ Position_ID: z.string().trim().min(1).max(200).optional(), org: z.string().max(60).optional(), id: z.string().max(60).optional() })
  .strict()
  .refine((b) => b.Position_ID || b.id, { error: 'Please name the e-mail (id) or the job (Position_ID).' });

export const ZJobEmailDetail = z.object({ id: z.string(), subject: z.string(), sentAt: z.string().nullable(), jobs: z.array(ZAlertJobNow) });
export type TJobEmailDetail = z.infer<typeof ZJobEmailDetail>;

export const ZUnsubscribeBody = z
  .object({ token: z.string().min(1).max(400), action: z.enum(['unsubscribe', 'frequency']), frequency: z.enum(FREQUENCIES).optional() })
  .strict();

export const ZUnsubscribeInfo = z.object({
  email: z.string(),
  brand: z.string(),
  frequency: z.enum(FREQUENCIES),
  unsubscribed: z.boolean(),
});

/** The search form of the open-jobs page (spec §5) as subscription criteria, for "save this search as an alert". */
export function criteriaFromSearchForm(form: JobFilterFormInput, frequency: TFrequency = 'daily'): TSubscriptionCriteria {
  const [from, to] = form.durationWeek ?? [];
  const pay = form.salary?.[0];
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : null);
  return {
    states: (form.state ?? []).filter((s): s is string => typeof s === 'string' && isUsStateCode(s.toUpperCase())).map((s) => s.toUpperCase()),
    compactState: !!form.compactState,
    specialties: (form.specialties ?? []).filter((s): s is string => typeof s === 'string' && s.trim() !== ''),
    modality: typeof form.modaility === 'string' ? form.modaility.trim().slice(0, 80) : '',
    shift: 'any',
    minWeeklyPay: num(pay) && num(pay)! > 0 ? num(pay) : null,
    durationMin: num(from),
    durationMax: num(to),
    frequency,
  };
}

/** Subscription criteria as the search's form, so matching goes through buildJobFilter like the search does. */
export function criteriaToSearchForm(
  c: Pick<TSubscriptionCriteria, 'states' | 'compactState' | 'specialties' | 'modality' | 'minWeeklyPay' | 'durationMin' | 'durationMax'>,
): JobFilterFormInput {
  return {
    state: c.states,
    compactState: c.compactState,
    specialties: c.specialties,
    modaility: c.modality,
    durationWeek: c.durationMin === null && c.durationMax === null ? null : [c.durationMin, c.durationMax],
    salary: c.minWeeklyPay === null ? null : [c.minWeeklyPay, null],
  };
}
