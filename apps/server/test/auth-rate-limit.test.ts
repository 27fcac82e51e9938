// security.md item 5: per-IP and per-account limits on every sign-in, sign-up, reset, magic-link and code call → 429.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_REQUESTS } from '../src/plugins/rate-limit';
import { createTestApp, type TestApp } from './helpers/app';
import { freshEmail, PASSWORD, post } from './helpers/auth';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ authRateLimitScale: 1, emailDeliverability: 'syntax' });
});
afterAll(() => app.close());

let ipCounter = 0;
/** A new client address per call, so only the per-account limit can apply. */
const newIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

async function untilLimited(send: () => Promise<{ statusCode: number; json: () => { message: string } }>, max: number) {
  for (let i = 1; i <= max; i++) {
    const res = await send();
    if (res.statusCode === 429) {
      expect(res.json().message).toBe(TOO_MANY_REQUESTS);
      return i;
    }
  }
  return Infinity;
}

describe('rate limits answer 429 with a clear message', () => {
  it('sign-in per IP', async () => {
    const ip = '10.1.0.1';
    const n = await untilLimited(() => post(app, '/api/auth/login', { type: 'login', email: freshEmail(), password: 'Wrong123!' }, {}, ip), 40);
    expect(n).toBe(31);
  });

  it('sign-in per account, from changing addresses, the same for unknown accounts', async () => {
    const email = freshEmail('target');
    const n = await untilLimited(() => post(app, '/api/auth/login', { type: 'login', email, password: 'Wrong123!' }, {}, newIp()), 20);
    expect(n).toBe(11);
  });

  it('sign-up per IP and per account', async () => {
    const ip = '10.2.0.1';
    const body = (email: string) => ({ firstName: 'Rae', lastName: 'Lim', email, password: PASSWORD, reTypePassword: PASSWORD });
    expect(await untilLimited(() => post(app, '/api/auth/register', body(freshEmail()), {}, ip), 15)).toBe(11);
    const email = freshEmail('signup');
    expect(await untilLimited(() => post(app, '/api/auth/register', body(email), {}, newIp()), 10)).toBe(4);
  });

  it('magic link per IP and per account', async () => {
    const ip = '10.3.0.1';
    expect(await untilLimited(() => post(app, '/api/auth/login', { type: 'magic', email: freshEmail() }, {}, ip), 15)).toBe(11);
    const email = freshEmail('magic');
    expect(await untilLimited(() => post(app, '/api/auth/login', { type: 'magic', email }, {}, newIp()), 10)).toBe(4);
  });

  it('reset request per IP and per account', async () => {
    const ip = '10.4.0.1';
    expect(await untilLimited(() => post(app, '/api/auth/reset-password', { email: freshEmail() }, {}, ip), 15)).toBe(11);
    const email = freshEmail('reset');
    expect(await untilLimited(() => post(app, '/api/auth/reset-password', { email }, {}, newIp()), 10)).toBe(4);
  });

  it('code entry per IP and per account', async () => {
    const ip = '10.5.0.1';
    const verify = (email: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/reset-password-verify',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email, otp: '123456', code: 'MHS' }).toString(),
        remoteAddress,
      });
    expect(await untilLimited(() => verify(freshEmail(), ip), 25)).toBe(21);
    const email = freshEmail('code');
    expect(await untilLimited(() => verify(email, newIp()), 15)).toBe(11);
  });
});
