// Does a list of dated entries cover the last N years without a gap (backgroundCheck's 7-year address history,
// domain.md §1)? Month by month, from the month N years before the current one up to the current month: an entry covers
// its `from` month through its `to` month, or through today when it is the current one. Entries without a usable start
// cover nothing (a draft may be partial).
import type { Coverage } from './contract';
import { monthIndex, monthOf, toMonthYear, type MonthRange } from './months';

/** The first month the history must cover: the same month N years ago (11/2019 on a day of 11/2026). */
export const coverageStart = (years: number, now: Date): string => toMonthYear(monthOf(now) - years * 12);

/** The runs of months the entries leave uncovered, oldest first (empty when the whole period is covered). */
export function uncoveredPeriods(entries: unknown, rule: Pick<Coverage, 'years' | 'from' | 'to' | 'current'>, now: Date): MonthRange[] {
  const today = monthOf(now);
  const first = today - rule.years * 12;
  const covered = new Set<number>();
  for (const entry of Array.isArray(entries) ? (entries as unknown[]) : []) {
    if (!entry || typeof entry !== 'object') continue;
    const e = entry as Record<string, unknown>;
    const start = monthIndex(e[rule.from]);
    if (start === null) continue;
    const ongoing = e[rule.current] === true || e[rule.current] === 'true';
    const end = ongoing ? today : monthIndex(e[rule.to]);
    if (end === null) continue;
    for (let m = Math.max(start, first); m <= Math.min(end, today); m += 1) covered.add(m);
  }
  const gaps: MonthRange[] = [];
  let open: number | null = null;
  for (let m = first; m <= today + 1; m += 1) {
    const hole = m <= today && !covered.has(m);
    if (hole && open === null) open = m;
    if (!hole && open !== null) {
      gaps.push({ from: toMonthYear(open), to: toMonthYear(m - 1) });
      open = null;
    }
  }
  return gaps;
}
