// The open-jobs search of spec §5 "Job search", written once: the filter FORM becomes the filter object of spec §7
// (what the client sends), and a filter object, once it passed the whitelist (ZJobFilter), becomes a list of plain
// conditions the server turns into parameterised SQL.
import type { z } from 'zod';
import type { TJobFilterForm, ZJobFilter, ZPublicJobsQuery } from '../schemas/jobs';

export type TJobFilterObject = {
  isOpen: true;
  isComplete: true;
  State?: { $in: string[] };
  $or?: { Submodality: string }[];
  Modality?: string;
  Duration_Amount?: { $gte?: number; $lte?: number };
  weeklyPay?: { $gte: number };
};

type Bound = number | null | undefined;
/** The form as it comes from a screen or a query string: any part may be missing, a range side may be empty. */
export type JobFilterFormInput = Omit<Partial<TJobFilterForm>, 'durationWeek' | 'salary'> & {
  durationWeek?: readonly [Bound, Bound] | null;
  salary?: readonly [Bound, Bound] | null;
};

const unique = (values: readonly string[]) => [...new Set(values)];
const cleanTexts = (values: readonly (string | null | undefined)[] | undefined) =>
  unique((values ?? []).map((value) => (typeof value === 'string' ? value.trim() : '')).filter(Boolean));
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * spec §5 "Job search":
 * - always open and complete;
 * - the chosen states, plus the compact-state codes when compactState is set;
 * - specialties OR-ed over Submodality;
 * - modality exact;
 * - duration between the two range values, inclusive;
 * - minimum weekly pay only when the salary lower bound is above 0;
 * - empty values dropped.
 */
export function buildJobFilter(form: JobFilterFormInput, compactStateCodes: readonly string[]): TJobFilterObject {
  const filter: TJobFilterObject = { isOpen: true, isComplete: true };

  const states = cleanTexts([...(form.state ?? []), ...(form.compactState ? compactStateCodes : [])]).map((s) => s.toUpperCase());
  if (states.length) filter.State = { $in: unique(states) };

  const specialties = cleanTexts(form.specialties);
  if (specialties.length) filter.$or = specialties.map((Submodality) => ({ Submodality }));

  const modality = form.modaility?.trim();
  if (modality) filter.Modality = modality;

  const [from, to] = form.durationWeek ?? [];
  if (isNumber(from) && isNumber(to)) {
    // A range pair may arrive reversed (two slider thumbs crossed); the range is what lies between them.
    filter.Duration_Amount = { $gte: Math.min(from, to), $lte: Math.max(from, to) };
  } else if (isNumber(from)) filter.Duration_Amount = { $gte: from };
  else if (isNumber(to)) filter.Duration_Amount = { $lte: to };

  const lowerPay = form.salary?.[0];
  if (isNumber(lowerPay) && lowerPay > 0) filter.weeklyPay = { $gte: lowerPay };

  return filter;
}

/** The search of a public board (query parameters of GET /api/job/public/list) as the same form. */
export function publicQueryToForm(query: z.output<typeof ZPublicJobsQuery>): JobFilterFormInput {
  return {
    state: query.state,
    compactState: query.compactState,
    specialties: query.specialties,
    modaility: query.modality ?? '',
    durationWeek: query.durationMin === undefined && query.durationMax === undefined ? null : [query.durationMin, query.durationMax],
    salary: query.minPay === undefined ? null : [query.minPay, null],
  };
}

// ---------------------------------------------------------------------------------------------------------------

export type TextField = 'State' | 'Submodality' | 'Modality';
export type NumberField = 'Duration_Amount' | 'weeklyPay';

/** One condition of a search; a query is the AND of its conditions (open and complete are implied). */
export type TJobCondition =
  | { field: TextField; in: string[] }
  | { field: NumberField; gte?: number; lte?: number; gt?: number; lt?: number };

export type TJobQuery = TJobCondition[];

type ParsedFilter = z.output<typeof ZJobFilter>;

/** Turns a whitelisted filter object into conditions. `$or` only carries Submodality, so it is `Submodality IN (...)`. */
export function toJobQuery(filter: ParsedFilter): TJobQuery {
  const conditions: TJobQuery = [];
  for (const field of ['State', 'Submodality', 'Modality'] as const) {
    const value = filter[field];
    if (value === undefined) continue;
    conditions.push({ field, in: unique(typeof value === 'string' ? [value] : value.$in) });
  }
  if (filter.$or) conditions.push({ field: 'Submodality', in: unique(filter.$or.map((entry) => entry.Submodality)) });
  for (const field of ['Duration_Amount', 'weeklyPay'] as const) {
    const value = filter[field];
    if (value === undefined) continue;
    if (typeof value === 'number') conditions.push({ field, gte: value, lte: value });
    else {
      const condition: TJobCondition = { field };
      if (value.$gte !== undefined) condition.gte = value.$gte;
      if (value.$lte !== undefined) condition.lte = value.$lte;
      if (value.$gt !== undefined) condition.gt = value.$gt;
      if (value.$lt !== undefined) condition.lt = value.$lt;
      conditions.push(condition);
    }
  }
  return conditions;
}
