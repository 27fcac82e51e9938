import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/app';
import { freshEmail, login, outbox, PASSWORD, post, resetCode, signUp } from './helpers/auth';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ authRateLimitScale: 50, emailDeliverability: 'syntax' });
});
afterAll(() => app.close());

/** spec §7: reset-password-verify is form-encoded with code (organisation code), org and otp. */
const verify = (email: string, otp: string, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/reset-password-verify',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, otp, code: 'MHS', org: 'MHS' }).toString(),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const requestCode = async (email: string) => {
  const res = await post(app, '/api/auth/reset-password', { email });
  await app.mailer.idle();
  return res;
};

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('password reset (spec §4: request code, verify code, new password)', () => {
  it('resets the password and ends every session', async () => {
    const user = await signUp(app);
    const res = await requestCode(user.email);
    expect(res.json()).toEqual({ status: true, message: 'Check your email: if an account exists for it, we have sent you a code.' });
    const code = await resetCode(app, user.email);

    const verified = await verify(user.email, code);
    expect(verified.statusCode).toBe(200);
    const resetToken = verified.json().data.resetToken as string;
    expect(resetToken.length).toBeGreaterThanOrEqual(40);

    const mismatch = await post(app, '/api/auth/new-password', { resetToken, newpas: 'Fresh123!', retypepas: 'Fresh123?' });
    expect(mismatch.json().message).toBe('Passwords must match');
    const done = await post(app, '/api/auth/new-password', { resetToken, newpas: 'Fresh123!', retypepas: 'Fresh123!' });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Your password has been reset. Please sign in with your new password.');

    expect((await app.inject({ url: '/api/profile', headers: user.auth })).statusCode).toBe(401);
    expect((await login(app, user.email, PASSWORD)).statusCode).toBe(400);
    expect((await login(app, user.email, 'Fresh123!')).statusCode).toBe(200);
    // The grant is single use.
    expect((await post(app, '/api/auth/new-password', { resetToken, newpas: 'Other123!', retypepas: 'Other123!' })).statusCode).toBe(400);
  });

  it('answers an unknown e-mail exactly like a known one', async () => {
    const user = await signUp(app);
    const ghost = freshEmail('ghost');
    const a = await requestCode(user.email);
    const b = await requestCode(ghost);
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.body).toBe(b.body);
    expect(await outbox(app, ghost)).toHaveLength(0);
    const va = await verify(user.email, '000000');
    const vb = await verify(ghost, '000000');
    expect(va.statusCode).toBe(400);
    expect(va.body).toBe(vb.body);
  });

  it('20 parallel uses of one code: exactly one succeeds', async () => {
    const user = await signUp(app);
    await requestCode(user.email);
    const code = await resetCode(app, user.email);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => verify(user.email, code, `10.0.1.${i + 1}`)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(19);
  });

  it('a used code cannot be replayed', async () => {
    const user = await signUp(app);
    await requestCode(user.email);
    const code = await resetCode(app, user.email);
    expect((await verify(user.email, code)).statusCode).toBe(200);
    const replay = await verify(user.email, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('The code is not valid or has expired.');
  });

  it('an expired code is refused', async () => {
    const user = await signUp(app);
    await requestCode(user.email);
    const code = await resetCode(app, user.email);
    await app.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(authTokens.email, user.email));
    expect((await verify(user.email, code)).statusCode).toBe(400);
  });

  it('a code dies after 5 wrong tries, even when the right one follows', async () => {
    const user = await signUp(app);
    await requestCode(user.email);
    const code = await resetCode(app, user.email);
    for (let i = 0; i < 5; i++) expect((await verify(user.email, wrongCode(code))).statusCode).toBe(400);
    expect((await verify(user.email, code)).statusCode).toBe(400);
  });

  it('4 wrong tries still leave the right code usable', async () => {
    const user = await signUp(app);
    await requestCode(user.email);
    const code = await resetCode(app, user.email);
    for (let i = 0; i < 4; i++) await verify(user.email, wrongCode(code));
    expect((await verify(user.email, code)).statusCode).toBe(200);
  });

  it('a new code voids the old one', async () => {
    const user = await signUp(app);
    await requestCode(user.email);
    const first = await resetCode(app, user.email);
    await requestCode(user.email);
    const second = await resetCode(app, user.email);
    if (first !== second) expect((await verify(user.email, first)).statusCode).toBe(400);
    expect((await verify(user.email, second)).statusCode).toBe(200);
  });

  it('codes are stored only as hashes', async () => {
    const user = await signUp(app);
    await requestCode(user.email);
    const code = await resetCode(app, user.email);
    const rows = await app.db.select().from(authTokens).where(eq(authTokens.email, user.email));
    for (const row of rows) {
      expect(row.tokenHash).toMatch(/^[a-f0-9]{64}$/);
      expect(row.tokenHash).not.toContain(code);
    }
  });

  it('accepts JSON too, and rejects malformed codes with a message', async () => {
    const res = await post(app, '/api/auth/reset-password-verify', { email: 'a@example.com', otp: '12ab', code: 'MHS' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The code is 6 digits.');
  });

  it('spec §7 payload without the e-mail (code, org, otp only) says the e-mail is what is missing (decision 013)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password-verify',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ otp: '123456', code: 'MHS', org: 'MHS' }).toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The e-mail address the code was sent to is missing. Please request a new code.');
    const invalid = await post(app, '/api/auth/reset-password-verify', { email: 'not-an-email', otp: '123456', code: 'MHS' });
    expect(invalid.json().message).toBe('Please enter a valid email.');
  });
});
