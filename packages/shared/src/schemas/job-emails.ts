// Job e-mails and the subscription (spec §3 subscription data, JobEmails, job e-mail detail request; §7 calls).
// A subscription is the open-jobs search's form (spec §5 "Job search") plus shift and frequency: alerts match with
// the very same rule (domain/job-filter.ts), so what a candidate saves from the search is what the alerts find.
import { z } from 'zod';
import { isUsStateCode } from '../domain/us-states';
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

const int = (max: number) => z.number().int().min(0).max(max);

export const ZSubscriptionCriteria = z.object({
  states: z
    .array(z.string().trim().toUpperCase().refine(isUsStateCode, { error: 'Please choose states from the list.' }))
    .max(60)
    .transform((list) => [...new Set(list)]),
  compactState: z.boolean(),
  specialties: z
    .array(z.string().trim().min(1).max(80))
    .max(50)
    .transform((list) => [...new Set(list)]),
  /** The search form's modality (Nursing, Allied, ...); empty for any. Optional in a body: empty when left out. */
  modality: z.string().trim().max(80).default(''),
  shift: z.enum(SHIFT_PREFERENCES),
  minWeeklyPay: int(100_000).nullable(),
  durationMin: int(104).nullable(),
  durationMax: int(104).nullable(),
  frequency: z.enum(FREQUENCIES),
});
export type TSubscriptionCriteria = z.output<typeof ZSubscriptionCriteria>;

/** PUT /api/candidate/subscription: the criteria and whether alerts are on. */
export const ZSubscriptionBody = ZSubscriptionCriteria.extend({ active: z.boolean(), org: z.string().max(60).optional() }).strict();
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
  active: z.boolean(),
  /** Where the values came from: saved, or pre-filled from the application's preferences, or the defaults. */
  source: z.enum(['saved', 'application', 'default']),
  unsubscribedAt: z.string().nullable(),
  postalAddress: z.string().nullable(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

/** POST /api/subcribe (public, double opt-in). */
export const ZPublicSubscribeBody = ZSubscriptionCriteria.extend({ email: ZEmail, org: z.string().max(60).optional() }).strict();
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

export const ZJobEmail = z.object({
  id: z.string(),
  subject: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
  jobCount: z.number().int(),
  jobs: z.array(ZAlertJob),
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
