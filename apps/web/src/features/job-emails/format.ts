// Money and dates as the candidate's language writes them (US dollars: US staffing).
export const money = (amount: number, lng: string) => new Intl.NumberFormat(lng, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount);

/** A calendar date (YYYY-MM-DD) or a timestamp, without shifting a calendar date by the viewer's time zone. */
export function date(value: string, lng: string): string {
  const calendar = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: calendar ? 'UTC' : undefined }).format(new Date(calendar ? `${value}T00:00:00Z` : value));
}
