// The jobs schemas' bounds, choices and defaults without zod (spec §3, §5, §9): the job board and Open Jobs read these
// (a partner board's first load has no zod), and `jobs.ts` builds the schemas with the same values.

/** Duration slider bounds in weeks (domain.md §4: contracts run 4 to 26 weeks, with extensions). */
export const DURATION_WEEKS_MIN = 1;
export const DURATION_WEEKS_MAX = 52;
/** Upper bound of the weekly-pay control and of imported pay values (US dollars). */
export const WEEKLY_PAY_MAX = 20_000;

/** Per-page choices offered on /jobs/open (spec §9: 12 by default, changeable). */
export const PER_PAGE_OPTIONS = [12, 24, 48, 96] as const;

/**
 * What a job card of Open Jobs shows (spec §2 Open jobs): the facts a candidate decides on. The projection the page
 * sends with its search, and the one of the first page GET /api/jobs/for-you brings (decision 057).
 */
export const CARD_PROJECTION = {
  Position_Name: 1,
  facilityName: 1,
  City: 1,
  State: 1,
  Shift: 1,
  Submodality: 1,
  Duration_Amount: 1,
  Weekly_Hours: 1,
  weeklyPay: 1,
  weeklyStipends: 1,
  completionBonusPay: 1,
  startingBonusPay: 1,
  Estimated_Start_Date: 1,
  createdAt: 1,
} as const;

/** The filter form of spec §3 as its schema (`ZJobFilterForm`) outputs it. */
export type JobFilterFormValues = {
  state: string[];
  compactState: boolean;
  specialties: string[];
  /** spec §3 spelling. */
  modaility: string;
  /** [from, to] in weeks, inclusive. */
  durationWeek?: [number, number] | null;
  /** [lower, upper] weekly pay; only the lower bound filters, and only when above 0 (spec §5). */
  salary?: [number, number] | null;
};

export const EMPTY_JOB_FILTER_FORM: JobFilterFormValues = {
  state: [],
  compactState: false,
  specialties: [],
  modaility: '',
  durationWeek: [DURATION_WEEKS_MIN, DURATION_WEEKS_MAX],
  salary: [0, WEEKLY_PAY_MAX],
};

/** Domain.md §4: estimated weekly gross = taxable weekly pay + non-taxable stipends. */
export const estimatedWeeklyGross = (job: { weeklyPay: number; weeklyStipends?: number | null }): number =>
  job.weeklyPay + (job.weeklyStipends ?? 0);
