// security.md items 5 and 18: per-IP and per-account limits on every sign-in, sign-up, reset, magic-link and code call
// → 429 saying how long to wait. Account budgets are per (address, e-mail) pair with a higher ceiling per e-mail, and
// sign-in counts failures only, so nobody without the password can lock the owner out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { freshEmail, login, PASSWORD, post, signUp } from './helpers/auth';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ authRateLimitScale: 1, emailDeliverability: 'syntax' });
});
afterAll(() => app.close());

let ipCounter = 0;
/** A new client address per call, so only the per-account ceiling can apply. */
const newIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

type Res = { statusCode: number; json: () => { message: string }; headers: Record<string, unknown> };
async function untilLimited(send: () => Promise<Res>, max: number) {
  for (let i = 1; i <= max; i++) {
    const res = await send();
    if (res.statusCode === 429) {
      expect(res.json().message).toMatch(/^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/);
      return i;
    }
  }
  return Infinity;
}

describe('rate limits answer 429 saying how long to wait', () => {
  it('sign-in per IP', async () => {
    const ip = '10.1.0.1';
    const n = await untilLimited(() => post(app, '/api/auth/login', { type: 'login', email: freshEmail(), password: 'Wrong123!' }, {}, ip), 40);
    expect(n).toBe(31);
  });

  it('sign-in failures per address and e-mail: the 11th try waits, and the answer names the wait in minutes', async () => {
    const email = freshEmail('pair');
    const ip = '10.1.1.1';
    for (let i = 0; i < 10; i++) expect((await login(app, email, 'Wrong123!', ip)).statusCode).toBe(400);
    const res = await login(app, email, 'Wrong123!', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many attempts\. Please try again in (9|10) minutes\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(500);
  });

  it('does not lock the owner out: ten wrong passwords from elsewhere leave the right one working from the owner’s address', async () => {
    const user = await signUp(app);
    const attacker = '10.66.0.1';
    for (let i = 0; i < 12; i++) await login(app, user.email, 'Wrong123!', attacker);
    expect((await login(app, user.email, 'Wrong123!', attacker)).statusCode).toBe(429);
    expect((await login(app, user.email, PASSWORD, '10.77.0.1')).statusCode).toBe(200);
  });

  it('never counts a successful sign-in toward a failure limit', async () => {
    const user = await signUp(app);
    const ip = '10.1.2.1';
    for (let i = 0; i < 15; i++) expect((await login(app, user.email, PASSWORD, ip)).statusCode).toBe(200);
    expect((await login(app, user.email, 'Wrong123!', ip)).statusCode).toBe(400);
  });

  it('sign-in per account has a ceiling that only a distributed attack reaches, the same for unknown accounts', async () => {
    const email = freshEmail('target');
    const n = await untilLimited(() => post(app, '/api/auth/login', { type: 'login', email, password: 'Wrong123!' }, {}, newIp()), 110);
    expect(n).toBe(101);
  });

  it('sign-up per IP, per address and e-mail, and per e-mail', async () => {
    const body = (email: string) => ({ firstName: 'Rae', lastName: 'Lim', email, password: PASSWORD, reTypePassword: PASSWORD });
    expect(await untilLimited(() => post(app, '/api/auth/register', body(freshEmail()), {}, '10.2.0.1'), 15)).toBe(11);
    const email = freshEmail('signup');
    expect(await untilLimited(() => post(app, '/api/auth/register', body(email), {}, '10.2.0.2'), 10)).toBe(4);
    const other = freshEmail('signup');
    expect(await untilLimited(() => post(app, '/api/auth/register', body(other), {}, newIp()), 15)).toBe(11);
  });

  it('magic link per IP, per address and e-mail, and per e-mail', async () => {
    expect(await untilLimited(() => post(app, '/api/auth/login', { type: 'magic', email: freshEmail() }, {}, '10.3.0.1'), 15)).toBe(11);
    const email = freshEmail('magic');
    expect(await untilLimited(() => post(app, '/api/auth/login', { type: 'magic', email }, {}, '10.3.0.2'), 10)).toBe(4);
    const other = freshEmail('magic');
    expect(await untilLimited(() => post(app, '/api/auth/login', { type: 'magic', email: other }, {}, newIp()), 15)).toBe(11);
  });

  it('reset request per IP, per address and e-mail, and per e-mail', async () => {
    expect(await untilLimited(() => post(app, '/api/auth/reset-password', { email: freshEmail() }, {}, '10.4.0.1'), 15)).toBe(11);
    const email = freshEmail('reset');
    expect(await untilLimited(() => post(app, '/api/auth/reset-password', { email }, {}, '10.4.0.2'), 10)).toBe(4);
    const other = freshEmail('reset');
    expect(await untilLimited(() => post(app, '/api/auth/reset-password', { email: other }, {}, newIp()), 15)).toBe(11);
  });

  it('code entry per IP and per address and e-mail (wrong codes count)', async () => {
    const verify = (email: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/reset-password-verify',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email, otp: '123456', code: 'MHS' }).toString(),
        remoteAddress,
      });
    expect(await untilLimited(() => verify(freshEmail(), '10.5.0.1'), 25)).toBe(21);
    const email = freshEmail('code');
    expect(await untilLimited(() => verify(email, '10.5.0.2'), 15)).toBe(11);
  });
});
