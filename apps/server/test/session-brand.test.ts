// spec §3 auth state "brand, prefix": a signed-in candidate's pages wear their own organisation's brand, so the
// sign-in answer carries it, and a session stored without it can ask for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { post, signUp } from './helpers/auth';
import { createSignedInCandidate } from './helpers/factories';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ authRateLimitScale: 20, emailDeliverability: 'syntax' });
});
afterAll(() => app.close());

describe('the brand of a session (spec §3)', () => {
  it('sign-in answers with the organisation brand and prefix of a partner candidate', async () => {
    const user = await signUp(app, { org: 'D2D' });
    const res = await post(app, '/api/auth/login', { type: 'login', email: user.email, password: user.password, org: 'D2D' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: { org: string; prefix: string; brand: Record<string, unknown> } };
    expect(data.org).toBe('D2D');
    expect(data.prefix).toBe('D2D-candidate');
    expect(data.brand).toMatchObject({ code: 'D2D', name: 'Doc2Doc Jobs', supportEmail: 'help@doc2docjobs.com', board: null });
  });

  it('the confirmation link (magic sign-in) carries it too', async () => {
    const user = (await signUp(app, { org: 'TLC' })) as unknown as { brand: { name: string }; prefix: string };
    expect(user.brand.name).toBe('TLC Nursing Careers');
    expect(user.prefix).toBe('TLC-candidate');
  });

  it('GET /api/profile/brand gives the session organisation brand; signed out it is 401', async () => {
    const candidate = await createSignedInCandidate(app, { orgCode: 'RAD' });
    const res = await app.inject({ method: 'GET', url: '/api/profile/brand', headers: candidate.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ prefix: 'RAD-candidate', brand: { code: 'RAD', name: 'Radiant Allied Jobs' } });
    const anonymous = await app.inject({ method: 'GET', url: '/api/profile/brand' });
    expect(anonymous.statusCode).toBe(401);
  });
});
