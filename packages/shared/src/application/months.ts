// Month/year values of the application's history (domain.md "Formats": MM/YYYY), as numbers that compare and count.
const MONTH_YEAR = /^(0[1-9]|1[0-2])\/(\d{4})$/;

/** A parsed MM/YYYY, or null. */
export function parseMonthYear(value: string): { year: number; month: number } | null {
  const m = MONTH_YEAR.exec(value);
  if (!m) return null;
  const year = Number(m[2]);
  if (year < 1900 || year > 2200) return null;
  return { year, month: Number(m[1]) };
}

/** Months since year 0 (January 2026 = 2026 * 12), or null for anything but a valid MM/YYYY. */
export const monthIndex = (value: unknown): number | null => {
  if (typeof value !== 'string') return null;
  const p = parseMonthYear(value.trim());
  return p ? p.year * 12 + p.month - 1 : null;
};

/** The month of a day, in UTC. */
export const monthOf = (date: Date): number => date.getUTCFullYear() * 12 + date.getUTCMonth();

export const toMonthYear = (index: number): string => `${String((index % 12) + 1).padStart(2, '0')}/${Math.floor(index / 12)}`;

/** A run of whole months, first and last included. */
export type MonthRange = { from: string; to: string };

/** "04/2020" for one month, "04/2020 to 06/2020" for several. */
export const formatRange = (range: MonthRange): string => (range.from === range.to ? range.from : `${range.from} to ${range.to}`);
