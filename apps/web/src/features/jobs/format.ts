// Money and dates as the candidate's language writes them. Amounts are US dollars (US staffing).
const moneyFormats = new Map<string, Intl.NumberFormat>();

export function money(amount: number, lng: string): string {
  let format = moneyFormats.get(lng);
  if (!format) {
    format = new Intl.NumberFormat(lng, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    moneyFormats.set(lng, format);
  }
  return format.format(amount);
}

export function rate(amount: number, lng: string): string {
  return new Intl.NumberFormat(lng, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** A calendar date (YYYY-MM-DD) or a timestamp, without shifting it by the viewer's time zone. */
export function date(value: string, lng: string): string {
  const when = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  const timeZone = /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'UTC' : undefined;
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone }).format(when);
}
