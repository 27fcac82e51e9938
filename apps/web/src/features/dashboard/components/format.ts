/** A date as the candidate's language writes it; plain dates (YYYY-MM-DD) are calendar days, not instants. */
export function formatDate(value: string, lng: string): string {
  const plain = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const when = plain ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(when.getTime())) return value;
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: plain ? 'UTC' : undefined }).format(when);
}

/** A short weekday and day for the chart's axis (e.g. "Tue 24"). */
export function formatDay(value: string, lng: string): string {
  const when = new Date(`${value}T00:00:00Z`);
  return new Intl.DateTimeFormat(lng, { weekday: 'short', day: 'numeric', timeZone: 'UTC' }).format(when);
}
