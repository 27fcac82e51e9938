// Employment gaps (domain.md §1 gapHistory: explain any gap over 30 days; calculate gaps from education, work history
// and military service). Dates are MM/YYYY, so an activity covers its whole first and last month; an entry without an
// end (current job, still studying, still serving) runs to today. A gap is the run of whole months covered by nothing;
// it is offered when it lasts more than 30 days. Months before the first activity are not a gap.
//
// A gap found this way must be explained before the application is submitted: every month of it lies in a gapHistory
// entry with an explanation. "Not applicable" is for a history without such gaps (decision 035).
import { formatRange, monthIndex, toMonthYear } from './months';

export { SPECIALTY_PLACEHOLDER, needsSpecialtyPicker, replaceSpecialtyPlaceholder, specialtyPickerOptions } from './specialties';

export const GAP_MIN_DAYS = 30;

type Dated = { startDate?: unknown; endDate?: unknown; current?: unknown; currentlyServing?: unknown };
export type GapSources = { education?: unknown; workHistory?: unknown; miltaryHistory?: unknown };
export type GapEntry = { startDate: string; endDate: string; reason?: string; explanation: string };

/** Days from the first day of month `from` to the last day of month `to`, inclusive. */
const daysBetween = (from: number, to: number): number =>
  Math.round((Date.UTC(Math.floor((to + 1) / 12), (to + 1) % 12, 1) - Date.UTC(Math.floor(from / 12), from % 12, 1)) / 86_400_000);

function intervals(list: unknown, nowIndex: number): Array<[number, number]> {
  if (!Array.isArray(list)) return [];
  const out: Array<[number, number]> = [];
  for (const item of list as Dated[]) {
    if (!item || typeof item !== 'object') continue;
    const start = monthIndex(item.startDate);
    if (start === null) continue;
    const ongoing = item.current === true || item.currentlyServing === true;
    const end = ongoing ? nowIndex : (monthIndex(item.endDate) ?? nowIndex);
    if (end >= start) out.push([start, Math.min(end, nowIndex)]);
  }
  return out;
}

/** Gaps of more than 30 days between the candidate's education, jobs and military service, oldest first. */
export function findEmploymentGaps(sources: GapSources, options: { now?: Date; minDays?: number } = {}): GapEntry[] {
  const now = options.now ?? new Date();
  const minDays = options.minDays ?? GAP_MIN_DAYS;
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const all = [
    ...intervals(sources.education, nowIndex),
    ...intervals(sources.workHistory, nowIndex),
    ...intervals(sources.miltaryHistory, nowIndex),
  ].sort((a, b) => a[0] - b[0]);
  if (all.length === 0) return [];
  const gaps: GapEntry[] = [];
  let coveredTo = all[0]![1];
  for (const [start, end] of all.slice(1)) {
    if (start > coveredTo + 1) {
      const from = coveredTo + 1;
      const to = start - 1;
      if (daysBetween(from, to) > minDays) gaps.push({ startDate: toMonthYear(from), endDate: toMonthYear(to), explanation: '' });
    }
    coveredTo = Math.max(coveredTo, end);
  }
  // Up to last month: the current month is still under way.
  if (coveredTo + 1 <= nowIndex - 1 && daysBetween(coveredTo + 1, nowIndex - 1) > minDays)
    gaps.push({ startDate: toMonthYear(coveredTo + 1), endDate: toMonthYear(nowIndex - 1), explanation: '' });
  return gaps;
}

/** The gapHistory entries' months: all of them, or only those of entries with an explanation. */
function explainedMonths(existing: unknown, withExplanation: boolean): Set<number> {
  const months = new Set<number>();
  for (const item of Array.isArray(existing) ? (existing as unknown[]) : []) {
    if (!item || typeof item !== 'object') continue;
    const entry = item as Record<string, unknown>;
    if (withExplanation && !(typeof entry.explanation === 'string' && entry.explanation.trim())) continue;
    const from = monthIndex(entry.startDate);
    const to = monthIndex(entry.endDate);
    if (from === null || to === null) continue;
    for (let m = from; m <= to; m += 1) months.add(m);
  }
  return months;
}

function gapsOutside(sources: GapSources, months: Set<number>, options: { now?: Date }): GapEntry[] {
  return findEmploymentGaps(sources, options).filter((gap) => {
    for (let m = monthIndex(gap.startDate)!; m <= monthIndex(gap.endDate)!; m += 1) if (!months.has(m)) return true;
    return false;
  });
}

/** The gaps to offer as pre-filled gapHistory entries: those with a month no existing entry covers. */
export function suggestGapEntries(sources: GapSources, existing: unknown, options: { now?: Date } = {}): GapEntry[] {
  return gapsOutside(sources, explainedMonths(existing, false), options);
}

/** The gaps not yet explained: a month of them lies in no gapHistory entry that has an explanation. */
export function unexplainedGaps(sources: GapSources, gapHistory: unknown, options: { now?: Date } = {}): GapEntry[] {
  return gapsOutside(sources, explainedMonths(gapHistory, true), options);
}

const listOf = (gaps: GapEntry[]) => gaps.map((g) => formatRange({ from: g.startDate, to: g.endDate })).join(', ');

/** The messages by the list of periods they name (the server's message catalogue translates them by these). */
export const GAP_TEXTS = {
  unexplained: (periods: string) => `Please explain every gap of more than 30 days in your history under "Employment gaps" before you submit: ${periods}.`,
  notApplicable: (periods: string) => `Your history has gaps of more than 30 days to explain (${periods}), so this section cannot be marked not applicable.`,
} as const;

export const GAP_MESSAGES = {
  /** The submit, while a gap is not explained. */
  unexplained: (gaps: GapEntry[]) => GAP_TEXTS.unexplained(listOf(gaps)),
  /** "Not applicable" on gapHistory while the history has gaps. */
  notApplicable: (gaps: GapEntry[]) => GAP_TEXTS.notApplicable(listOf(gaps)),
} as const;

/**
 * What the server refuses about gaps (null: nothing): marking gapHistory not applicable while gaps are found, and
 * submitting while one is not explained (gapHistory not applicable counts as no explanation).
 */
export function gapRefusal(
  action: 'notApplicable' | 'submit',
  sources: GapSources,
  gapHistory: { status: 'draft' | 'complete' | 'notApplicable'; data: unknown } | null,
  options: { now?: Date } = {},
): string | null {
  if (action === 'notApplicable') {
    const gaps = findEmploymentGaps(sources, options);
    return gaps.length ? GAP_MESSAGES.notApplicable(gaps) : null;
  }
  const gaps = unexplainedGaps(sources, gapHistory?.status === 'notApplicable' ? [] : gapHistory?.data, options);
  return gaps.length ? GAP_MESSAGES.unexplained(gaps) : null;
}
