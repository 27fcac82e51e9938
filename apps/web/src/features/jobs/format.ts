// Money and dates as the candidate's language writes them. Amounts are US dollars (US staffing). A formatter is
// costly to make (a page of job cards formats scores of values): each is made once per language and options.
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export function money(amount: number, lng: string): string {
  return formatter(`money ${lng}`, () => new Intl.NumberFormat(lng, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })).format(amount);
}

export function rate(amount: number, lng: string): string {
  return formatter(
    `rate ${lng}`,
    () => new Intl.NumberFormat(lng, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ).format(amount);
}

/** A count (a page's range, a number of jobs) as the language writes numbers. */
export function count(value: number, lng: string): string {
  return formatter(`count ${lng}`, () => new Intl.NumberFormat(lng)).format(value);
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date (YYYY-MM-DD) or a timestamp, without shifting it by the viewer's time zone. */
export function date(value: string, lng: string): string {
  const calendar = CALENDAR_DATE.test(value);
  const when = calendar ? new Date(`${value}T00:00:00Z`) : new Date(value);
  const timeZone = calendar ? 'UTC' : undefined;
  return formatter(`date ${lng} ${timeZone ?? ''}`, () => new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone })).format(when);
}
