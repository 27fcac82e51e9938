import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/app';
import { lastMail, login, PASSWORD, post, signUp } from './helpers/auth';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ authRateLimitScale: 20, emailDeliverability: 'syntax' });
});
afterAll(() => app.close());

const change = (headers: Record<string, string>, payload: object) => post(app, '/api/auth/change-password', payload, headers);

describe('change password with a current password', () => {
  it('requires the current one', async () => {
    const user = await signUp(app);
    const missing = await change(user.auth, { newPassword: 'Newer123!', reTypePassword: 'Newer123!' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please enter your current password.');
    const wrong = await change(user.auth, { oldPassword: 'Wrong123!', newPassword: 'Newer123!', reTypePassword: 'Newer123!' });
    expect(wrong.json().message).toBe('Your current password is incorrect.');
    const policy = await change(user.auth, { oldPassword: PASSWORD, newPassword: 'newer', reTypePassword: 'newer' });
    expect(policy.json().message).toBe('Password must be at least 8 characters');
  });

  it('revokes every session and hands this device a fresh one', async () => {
    const user = await signUp(app);
    const other = (await login(app, user.email, PASSWORD)).json().data.token as string;
    const res = await change(user.auth, { oldPassword: PASSWORD, newPassword: 'Newer123!', reTypePassword: 'Newer123!' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your password has been changed.');
    const fresh = res.json().data.token as string;
    expect((await app.inject({ url: '/api/profile', headers: user.auth })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/profile', headers: { authorization: `Bearer ${other}` } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/profile', headers: { authorization: `Bearer ${fresh}` } })).statusCode).toBe(200);
    expect((await login(app, user.email, 'Newer123!')).statusCode).toBe(200);
    expect((await lastMail(app, user.email)).subject).toContain('Your password was changed');
  });
});

describe('change password without a password (link or social account)', () => {
  it('is confirmed by an e-mailed link; GET shows a page without using it, POST applies', async () => {
    const user = await signUp(app);
    await app.db.update(candidates).set({ passwordHash: null }).where(eq(candidates.email, user.email));
    expect((await app.inject({ url: '/api/profile', headers: user.auth })).json().data.isPassword).toBe(false);

    const res = await change(user.auth, { newPassword: 'First123!', reTypePassword: 'First123!' });
    expect(res.json()).toEqual({ status: true, message: 'We have sent you an email. Open its link to confirm your new password.', data: null });
    expect((await login(app, user.email, 'First123!')).statusCode).toBe(400);

    const mail = await lastMail(app, user.email);
    const link = mail.text.match(/http:\/\/localhost:3000(\/api\/auth\/confirm-password\?token=[\w%-]+)/)?.[1];
    expect(link).toBeTruthy();
    const page = await app.inject({ url: link! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post"');
    // A second GET (a mail scanner) changes nothing either.
    await app.inject({ url: link! });
    expect((await login(app, user.email, 'First123!')).statusCode).toBe(400);

    const token = decodeURIComponent(new URL(`http://x${link}`).searchParams.get('token')!);
    const submit = (password?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/confirm-password',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token, ...(password === undefined ? {} : { password }) }).toString(),
      });
    // security.md item 3: clicking the link is not enough; the new password is typed again on the page.
    const bare = await submit();
    expect(bare.statusCode).toBe(400);
    expect(bare.body).toContain('Type your new password again to confirm it.');
    const wrong = await submit('Other123!');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('This is not the new password you chose.');
    expect((await login(app, user.email, 'Other123!')).statusCode).toBe(400);
    const confirm = await submit('First123!');
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('Your password is set.');
    expect((await login(app, user.email, 'First123!')).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/profile', headers: user.auth })).statusCode).toBe(401);
    const replay = await post(app, '/api/auth/confirm-password', { token });
    expect(replay.statusCode).toBe(400);
  });
});

describe('avatar', () => {
  let PNG: Buffer;
  beforeAll(async () => {
    PNG = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } }).png().toBuffer();
  });
  const multipart = (filename: string, content: Buffer, type = 'image/png') => {
    const boundary = '----portal-test';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };

  it('stores an image under a server-made name and serves it with nosniff', async () => {
    const user = await signUp(app);
    const { payload, headers } = multipart('../../etc/me.png', PNG);
    const res = await app.inject({ method: 'POST', url: '/api/profile/avatar', payload, headers: { ...headers, ...user.auth } });
    expect(res.statusCode).toBe(200);
    const name = res.json().data.avatar as string;
    expect(name).toMatch(/^[a-f0-9]{32}\.png$/);
    const served = await app.inject(`/api/auth/avatars/${name}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // What is served is the image re-encoded by the server, still a PNG of the same size.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 8, height: 8 });
    expect((await app.inject('/api/auth/avatars/..%2F..%2Fsecrets.json')).statusCode).toBe(404);
  });

  it('refuses other types by content, whatever the name says', async () => {
    const user = await signUp(app);
    const { payload, headers } = multipart('evil.png', Buffer.from('<script>alert(1)</script>'), 'image/png');
    const res = await app.inject({ method: 'POST', url: '/api/profile/avatar', payload, headers: { ...headers, ...user.auth } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose a PNG, JPEG, GIF or WebP image.');
  });

  it('refuses a file over the limit with 413 and keeps nothing', async () => {
    const user = await signUp(app);
    const { payload, headers } = multipart('big.png', Buffer.concat([PNG, Buffer.alloc(1_000_001)]));
    const res = await app.inject({ method: 'POST', url: '/api/profile/avatar', payload, headers: { ...headers, ...user.auth } });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File is too big. Please select file size less then 1MB.');
    expect((await app.inject({ url: '/api/profile', headers: user.auth })).json().data.avatar).toBeNull();
  });

  it('needs a session', async () => {
    const { payload, headers } = multipart('me.png', PNG);
    expect((await app.inject({ method: 'POST', url: '/api/profile/avatar', payload, headers })).statusCode).toBe(401);
  });
});
