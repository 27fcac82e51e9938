// What counts as expiring and as expired (domain.md §1 licenses, boardCert, lifeSupportCert): one rule for the
// dashboard's list, the sidebar badge, the expiring route and the reminders. Dates are calendar days (UTC): a credential
// is valid through its expiry date, expired from the day after.

/** Credentials are listed as expiring this many days ahead. */
export const EXPIRING_WITHIN_DAYS = 90;
/** Reminders before the expiry date, in days; each goes out once, and only those still ahead when the date is saved. */
export const REMINDER_DAYS = [60, 30, 7] as const;

const DAY_MS = 86_400_000;

export type ExpiryState = 'expired' | 'expiring' | 'valid';

/** Whole days from `now`'s UTC date to `expiresOn` (YYYY-MM-DD): 0 on the day itself, negative once it has passed. */
export function daysUntilExpiry(expiresOn: string, now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((Date.parse(`${expiresOn}T00:00:00Z`) - today) / DAY_MS);
}

/** Expired (the date has passed), expiring (today up to EXPIRING_WITHIN_DAYS ahead) or valid. */
export function expiryState(expiresOn: string, now: Date): { state: ExpiryState; daysLeft: number } {
  const daysLeft = daysUntilExpiry(expiresOn, now);
  return { state: daysLeft < 0 ? 'expired' : daysLeft <= EXPIRING_WITHIN_DAYS ? 'expiring' : 'valid', daysLeft };
}
