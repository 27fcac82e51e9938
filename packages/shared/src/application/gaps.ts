// Employment gaps (domain.md §1 gapHistory: explain any gap over 30 days; calculate gaps from education, work history
// and military service). Dates are MM/YYYY, so an activity covers its whole first and last month; an entry without an
// end (current job, still studying, still serving) runs to today. A gap is the run of whole months covered by nothing;
// it is offered when it lasts more than 30 days. Months before the first activity are not a gap.
import { parseMonthYear } from './validate';

export { SPECIALTY_PLACEHOLDER, needsSpecialtyPicker, replaceSpecialtyPlaceholder, specialtyPickerOptions } from './specialties';

export const GAP_MIN_DAYS = 30;

type Dated = { startDate?: unknown; endDate?: unknown; current?: unknown; currentlyServing?: unknown };
export type GapSources = { education?: unknown; workHistory?: unknown; miltaryHistory?: unknown };
export type GapEntry = { startDate: string; endDate: string; reason?: string; explanation: string };

/** Months since year 0 (January 2026 = 2026 * 12). */
const monthIndex = (value: unknown): number | null => {
  if (typeof value !== 'string') return null;
  const p = parseMonthYear(value.trim());
  return p ? p.year * 12 + p.month - 1 : null;
};
const toMonthYear = (index: number): string => `${String((index % 12) + 1).padStart(2, '0')}/${Math.floor(index / 12)}`;
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

/**
 * The gaps to offer as pre-filled gapHistory entries: those not already explained by an existing entry that covers
 * the same months.
 */
export function suggestGapEntries(sources: GapSources, existing: unknown, options: { now?: Date } = {}): GapEntry[] {
  const explained = intervals(Array.isArray(existing) ? existing : [], Number.MAX_SAFE_INTEGER);
  return findEmploymentGaps(sources, options).filter((gap) => {
    const from = monthIndex(gap.startDate)!;
    const to = monthIndex(gap.endDate)!;
    return !explained.some(([a, b]) => a <= from && b >= to);
  });
}
