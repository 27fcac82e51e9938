import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './helpers/app';
import { freshEmail, login, magicToken, outbox, PASSWORD, post, signUp } from './helpers/auth';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ authRateLimitScale: 20, emailDeliverability: 'syntax' });
});
afterAll(() => app.close());

/** Status and body, which must not differ between a known and an unknown e-mail (security.md item 2). */
const answer = (res: { statusCode: number; body: string }) => ({ status: res.statusCode, body: res.body });

describe('sign-in by password', () => {
  it('answers a wrong password and an unknown e-mail with the same 400 and message', async () => {
    const user = await signUp(app);
    const wrong = await login(app, user.email, 'Wrong123!');
    const unknown = await login(app, freshEmail('ghost'), 'Wrong123!');
    expect(wrong.statusCode).toBe(400);
    expect(answer(wrong)).toEqual(answer(unknown));
    expect(wrong.json()).toMatchObject({ status: false, message: 'The email or password is incorrect.' });
  });

  it('takes about the same time for known and unknown e-mails (a dummy hash is verified)', async () => {
    const user = await signUp(app);
    const time = async (email: string) => {
      const started = performance.now();
      await login(app, email, 'Wrong123!');
      return performance.now() - started;
    };
    await time(user.email);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await time(user.email));
      unknown.push(await time(freshEmail('ghost')));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[3]!;
    // Both pay one argon2id verification; an unknown e-mail answered without hashing would be about ten times faster.
    // The bounds are wide because other work on the machine adds noise to single requests.
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
    expect(median(unknown)).toBeLessThan(median(known) * 3);
  });

  it('requires the password with the spec message', async () => {
    const res = await post(app, '/api/auth/login', { type: 'login', email: 'a@example.com', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter your password.');
  });

  it('an account made by a link (no password) cannot be entered with any password', async () => {
    const { candidates } = await import('../src/db/schema/index');
    const { eq } = await import('drizzle-orm');
    const user = await signUp(app);
    await app.db.update(candidates).set({ passwordHash: null }).where(eq(candidates.email, user.email));
    expect((await login(app, user.email, PASSWORD)).statusCode).toBe(400);
  });
});

describe('magic link', () => {
  it('e-mails a link for a known address and answers an unknown one identically', async () => {
    const user = await signUp(app);
    const ghost = freshEmail('ghost');
    const known = await post(app, '/api/auth/login', { type: 'magic', email: user.email });
    const unknown = await post(app, '/api/auth/login', { type: 'magic', email: ghost });
    expect(answer(known)).toEqual(answer(unknown));
    expect(known.json()).toEqual({ status: true, message: 'Check your email: if an account exists for it, we have sent you a sign-in link.', data: { sent: true } });
    expect(await outbox(app, ghost)).toHaveLength(0);

    const token = await magicToken(app, user.email);
    const res = await post(app, '/api/auth/login', { type: 'magic', token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: user.email, org: 'MHS' });
  });

  it('a link works once: a replay is refused', async () => {
    const user = await signUp(app);
    await post(app, '/api/auth/login', { type: 'magic', email: user.email });
    const token = await magicToken(app, user.email);
    expect((await post(app, '/api/auth/login', { type: 'magic', token })).statusCode).toBe(200);
    const replay = await post(app, '/api/auth/login', { type: 'magic', token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('This link is invalid or has expired. Please request a new one.');
  });

  it('parallel uses of one link: exactly one signs in', async () => {
    const user = await signUp(app);
    await post(app, '/api/auth/login', { type: 'magic', email: user.email });
    const token = await magicToken(app, user.email);
    const results = await Promise.all(Array.from({ length: 10 }, () => post(app, '/api/auth/login', { type: 'magic', token })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('an expired link is refused', async () => {
    const { authTokens } = await import('../src/db/schema/index');
    const { eq } = await import('drizzle-orm');
    const user = await signUp(app);
    await post(app, '/api/auth/login', { type: 'magic', email: user.email });
    const token = await magicToken(app, user.email);
    await app.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.email, user.email));
    expect((await post(app, '/api/auth/login', { type: 'magic', token })).statusCode).toBe(400);
  });

  it('a token of another purpose does not sign in (purpose-bound hashes)', async () => {
    const user = await signUp(app);
    await post(app, '/api/auth/reset-password', { email: user.email });
    await app.mailer.idle();
    const verify = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password-verify',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: user.email, otp: (await outbox(app, user.email))[0]!.text.match(/^(\d{6})$/m)![1]!, code: 'MHS', org: 'MHS' }).toString(),
    });
    const grant = verify.json().data.resetToken as string;
    expect((await post(app, '/api/auth/login', { type: 'magic', token: grant })).statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('the token carries a session that logout revokes at once; the username cookie is cleared', async () => {
    const user = await signUp(app);
    expect((await app.inject({ url: '/api/profile', headers: user.auth })).statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.auth });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === 'username');
    expect(cleared?.value).toBe('');
    expect((await app.inject({ url: '/api/profile', headers: user.auth })).statusCode).toBe(401);
  });

  it('the username cookie expires with the session (SESSION_TTL_MINUTES)', async () => {
    const shortApp = await createTestApp({ sessionTtlMinutes: 2, emailDeliverability: 'syntax' });
    try {
      const user = await signUp(shortApp);
      const res = await login(shortApp, user.email, PASSWORD);
      const cookie = res.cookies.find((c) => c.name === 'username');
      const expires = new Date(cookie!.expires!).getTime();
      expect(Math.abs(expires - (Date.now() + 120_000))).toBeLessThan(5_000);
      const { decodeJwt } = await import('jose');
      expect(Math.abs(decodeJwt(res.json().data.token).exp! * 1000 - expires)).toBeLessThan(2_000);
    } finally {
      await shortApp.close();
    }
  }, 120_000);

  it('a session shorter than a minute only on a portal served on this machine; 15 seconds to 12 hours (SESSION_TTL_MINUTES)', () => {
    const base = { DATA_DIR: '/tmp/portal-test-unused', JWT_SECRET: 'test-secret-0123456789-0123456789-abcdef', DATA_ENCRYPTION_KEY: 'a'.repeat(64) };
    const ttl = (minutes: string, publicUrl: string) => loadConfig({ ...base, SESSION_TTL_MINUTES: minutes, PUBLIC_URL: publicUrl }).sessionTtlMinutes;
    expect(loadConfig(base).sessionTtlMinutes).toBe(720);
    expect(ttl('0.5', 'http://127.0.0.1:3000')).toBe(0.5);
    expect(ttl('0.25', 'http://localhost:3000')).toBe(0.25);
    expect(ttl('1', 'https://jobs.example.com')).toBe(1);
    expect(ttl('90.5', 'https://jobs.example.com')).toBe(90.5);
    expect(() => ttl('0.5', 'https://jobs.example.com')).toThrow(/SESSION_TTL_MINUTES: at least 1 unless PUBLIC_URL is this machine/);
    expect(() => ttl('0.99', 'http://127.0.0.1.nip.io:3000')).toThrow(/at least 1 unless PUBLIC_URL is this machine/);
    expect(() => ttl('0.2', 'http://127.0.0.1:3000')).toThrow(/at least 15 seconds/);
    expect(() => ttl('0', 'http://127.0.0.1:3000')).toThrow(/at least 15 seconds/);
    expect(() => ttl('721', 'http://127.0.0.1:3000')).toThrow(/at most 12 hours/);
    expect(() => ttl('ten', 'http://127.0.0.1:3000')).toThrow(/must be a number of minutes/);
  });

  it('the username cookie tells scripts only that a session is open: no e-mail; Secure over HTTPS', async () => {
    const user = await signUp(app);
    const res = await login(app, user.email, PASSWORD);
    const header = String(res.headers['set-cookie']);
    const cookie = res.cookies.find((c) => c.name === 'username')!;
    expect(cookie).toBeDefined();
    expect(header).not.toContain(user.email);
    expect(header).not.toContain(encodeURIComponent(user.email));
    expect(header.toLowerCase()).not.toContain(user.email.split('@')[0]!.toLowerCase());
    expect(cookie.value).toBe('1');
    expect(cookie.sameSite).toBe('Strict');
    expect(cookie.secure).toBeFalsy();
    // A request that came over HTTPS (through a proxy the portal trusts) gets a Secure cookie, and so does a portal
    // whose public address is https.
    const behindProxy = await createTestApp({ trustProxy: true, emailDeliverability: 'syntax' });
    const httpsPortal = await createTestApp({ publicUrl: 'https://portal.example.com', emailDeliverability: 'syntax' });
    try {
      const proxied = await signUp(behindProxy);
      const overHttps = await behindProxy.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { type: 'login', email: proxied.email, password: PASSWORD, org: 'MHS' },
      });
      expect(overHttps.statusCode, overHttps.body).toBe(200);
      expect(overHttps.cookies.find((c) => c.name === 'username')?.secure).toBe(true);
      const out = await behindProxy.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...proxied.auth, 'x-forwarded-proto': 'https' } });
      expect(out.cookies.find((c) => c.name === 'username')?.secure).toBe(true);
      const configured = await signUp(httpsPortal);
      const res2 = await login(httpsPortal, configured.email, PASSWORD);
      expect(res2.cookies.find((c) => c.name === 'username')?.secure).toBe(true);
    } finally {
      await behindProxy.close();
      await httpsPortal.close();
    }
  }, 120_000);

  it('secured calls refuse missing, forged and other-algorithm tokens', async () => {
    const user = await signUp(app);
    expect((await app.inject({ url: '/api/profile' })).statusCode).toBe(401);
    const [header, payload] = user.token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await app.inject({ url: '/api/profile', headers: { authorization: `Bearer ${none}` } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/profile', headers: { authorization: `Bearer ${header}.${payload}.AAAA` } })).statusCode).toBe(401);
  });
});

describe('profile', () => {
  it('GET /api/profile gives the profile; /api/candidate/profile (data.data) the profile and UserData', async () => {
    const user = await signUp(app, { firstName: 'Robin', lastName: 'Hale' });
    const a = await app.inject({ url: '/api/profile', headers: user.auth });
    const b = await app.inject({ url: '/api/candidate/profile', headers: user.auth });
    expect(a.json().data).toMatchObject({ firstName: 'Robin', lastName: 'Hale', fName: 'Robin', lName: 'Hale', email: user.email, isPassword: true });
    // spec §3 UserData beside the profile's fields.
    expect(b.json().data.data).toMatchObject({ ...a.json().data, resume: null, specialties: [], skillsChecklist: [], references: [] });
    expect(b.json().data.data.applicationDetails).toMatchObject({ personalInfo: false, backgroundCheck: false });
    expect(a.headers['cache-control']).toBe('no-store');
  });

  it('updates fName, lName, description, cell and office; the e-mail stays', async () => {
    const user = await signUp(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: user.auth,
      payload: { fName: 'Jamie Lee', lName: 'Parker', description: 'ICU nurse', cell: '(615) 555-0100', office: '', email: 'other@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ firstName: 'Jamie Lee', lastName: 'Parker', description: 'ICU nurse', cell: '(615) 555-0100', email: user.email });
    const bad = await app.inject({ method: 'PUT', url: '/api/profile', headers: user.auth, payload: { fName: 'J4mie', lName: 'P' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter only alphabets.');
    const long = await app.inject({ method: 'PUT', url: '/api/profile', headers: user.auth, payload: { fName: 'Jo', lName: 'P', description: 'x'.repeat(201) } });
    expect(long.json().message).toBe('Description should be no longer than 200 characters');
  });
});

describe('OpenAPI', () => {
  it('documents the account calls', async () => {
    const res = await app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/auth/login',
      '/api/auth/register',
      '/api/auth/logout',
      '/api/auth/reset-password',
      '/api/auth/reset-password-verify',
      '/api/auth/new-password',
      '/api/auth/change-password',
      '/api/auth/validateEmailAddress',
      '/api/auth/checkEmailAvailability',
      '/api/auth/oauth/{provider}',
      '/api/profile',
      '/api/candidate/profile',
      '/api/profile/avatar',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});

describe('social providers off', () => {
  it('lists no provider and refuses to start one that is not configured', async () => {
    expect((await app.inject('/api/auth/providers')).json().data).toEqual({ google: false, facebook: false, linkedin: false });
    expect((await app.inject('/api/auth/oauth/google')).statusCode).toBe(404);
    const res = await post(app, '/api/auth/login', { type: 'google', token: 'code', state: 'state' });
    expect(res.statusCode).toBe(400);
  });
});

describe('dev mailbox', () => {
  it('lists outbox e-mails as JSON and HTML while the outbox transport is on', async () => {
    const email = freshEmail('box');
    await post(app, '/api/auth/login', { type: 'magic', email });
    const user = await signUp(app);
    const json = await app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(user.email)}` });
    expect(json.statusCode).toBe(200);
    expect(json.json().data[0].subject).toContain('Confirm your e-mail address');
    const html = await app.inject({ url: `/dev/mailbox?to=${encodeURIComponent(user.email)}` });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('/auth/login?signup=');
  });

  it('does not exist when SMTP is configured', async () => {
    const smtpApp = await createTestApp({ mail: { smtpUrl: 'smtp://127.0.0.1:1', from: 'no-reply@example.com', devMailbox: false } });
    try {
      expect((await smtpApp.inject('/api/dev/mailbox')).statusCode).toBe(404);
    } finally {
      await smtpApp.close();
    }
  }, 120_000);
});
