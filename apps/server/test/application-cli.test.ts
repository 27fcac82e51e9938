// `portal application:record-offer EMAIL`, run as an operator runs it, on a fresh embedded database.
import { describe, expect, it } from 'vitest';
import { portalInProcess } from './helpers/cli';

const { portal } = portalInProcess('portal-cli-offer-');

describe('portal application:record-offer', () => {
  it('records an offer for a candidate, and names an unknown e-mail', async () => {
    expect((await portal('seed:demo')).code).toBe(0);
    const ok = await portal('application:record-offer', 'Demo@MeridianHealthStaffing.com');
    expect(ok.code, ok.err).toBe(0);
    expect(ok.out).toContain('Offer recorded for Demo@MeridianHealthStaffing.com (MHS): the health-status section is open.');
    const unknown = await portal('application:record-offer', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('No candidate with the e-mail nobody@example.com.');
  }, 180_000);
});
