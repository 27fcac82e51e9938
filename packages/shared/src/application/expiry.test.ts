import { describe, expect, it } from 'vitest';
import { expiryState } from './expiry';

describe('expiryState', () => {
  const now = new Date('2026-11-27T15:30:00Z');
  it.each([
    ['5 days left', '2026-12-02', 'expiring', 5],
    ['expires today', '2026-11-27', 'expiring', 0],
    ['expired yesterday', '2026-11-26', 'expired', -1],
    ['expired a year ago', '2025-11-27', 'expired', -365],
    ['61 days left', '2027-01-27', 'expiring', 61],
    ['90 days left', '2027-02-25', 'expiring', 90],
    ['91 days left', '2027-02-26', 'valid', 91],
  ])('%s', (_, expiresOn, state, daysLeft) => {
    expect(expiryState(expiresOn, now)).toEqual({ state, daysLeft });
  });
});
