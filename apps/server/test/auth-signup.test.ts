import { createSocket } from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { freshEmail, lastMail, login, magicToken, outbox, PASSWORD, post, signUp } from './helpers/auth';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ authRateLimitScale: 20, emailDeliverability: 'syntax' });
});
afterAll(() => app.close());

const registration = (email: string, extra: object = {}) => ({
  firstName: 'Avery',
  lastName: "O'Brien",
  email,
  password: PASSWORD,
  reTypePassword: PASSWORD,
  ...extra,
});

describe('sign-up', () => {
  it('e-mails a confirm link; confirming creates the account and signs in (spec §7 login data)', async () => {
    const email = freshEmail('new');
    const res = await post(app, '/api/auth/register', registration(email, { utm_campaign: 'spring', source: 'indeed', referralName: 'Sam Lee' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Thank you! Check your email for a link to confirm your address and sign in.' });
    // No account until the address is confirmed: a password sign-in fails like a wrong password.
    expect((await login(app, email, PASSWORD)).statusCode).toBe(400);

    const mail = await lastMail(app, email);
    expect(mail.subject).toBe('Confirm your e-mail address | Meridian Health Staffing');
    expect(mail.text).toContain('http://localhost:3000/auth/login?signup=');
    expect(mail.html).toContain('Meridian Health Staffing');
    const confirm = await post(app, '/api/auth/login', { type: 'magic', token: await magicToken(app, email), password: PASSWORD });
    expect(confirm.statusCode).toBe(200);
    const body = confirm.json();
    expect(body.status).toBe(true);
    expect(body.data).toMatchObject({ email, org: 'MHS', profile: { firstName: 'Avery', lastName: "O'Brien", isPassword: true, avatar: null } });
    expect(typeof body.data.token).toBe('string');
    const cookie = confirm.cookies.find((c) => c.name === 'username');
    // The session dialog (spec §4) reads it; it names no one.
    expect(cookie?.value).toBe('1');
    expect(cookie?.httpOnly).toBeFalsy();

    const signedIn = await login(app, email, PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.profile.email).toBe(email);
  });

  it('links use PUBLIC_URL, never the Host header (security.md item 6)', async () => {
    const email = freshEmail('host');
    await post(app, '/api/auth/register', registration(email), { host: 'evil.example.net', 'x-forwarded-host': 'evil.example.net' });
    const mail = await lastMail(app, email);
    expect(mail.text).not.toContain('evil.example.net');
    expect(mail.text).toContain('http://localhost:3000/');
  });

  it('answers an existing e-mail exactly like a new one and tells the owner instead', async () => {
    const existing = await signUp(app);
    const fresh = freshEmail('fresh');
    const a = await post(app, '/api/auth/register', registration(existing.email));
    const b = await post(app, '/api/auth/register', registration(fresh));
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.body).toBe(b.body);
    const mail = await lastMail(app, existing.email);
    expect(mail.subject).toContain('You already have an account');
    expect(mail.text).not.toMatch(/magic=/);
    // The existing account's password is untouched.
    expect((await login(app, existing.email, PASSWORD)).statusCode).toBe(200);
  });

  it('a second sign-up does not hijack the first: each link applies its own details', async () => {
    const email = freshEmail('race');
    await post(app, '/api/auth/register', registration(email, { firstName: 'Owner' }));
    const ownerToken = await magicToken(app, email);
    await post(app, '/api/auth/register', registration(email, { firstName: 'Other', password: 'Other123!', reTypePassword: 'Other123!' }));
    const res = await post(app, '/api/auth/login', { type: 'magic', token: ownerToken, password: PASSWORD });
    expect(res.json().data.profile.firstName).toBe('Owner');
    expect((await login(app, email, 'Other123!')).statusCode).toBe(400);
  });

  // security.md item 3 (pre-account takeover): a stranger signs up with the victim's address and a password of their own.
  // The victim clicking the e-mailed link must not create an account the stranger can sign in to.
  it('a sign-up link needs the password chosen at sign-up: opening it alone creates nothing', async () => {
    const email = freshEmail('victim');
    await post(app, '/api/auth/register', registration(email, { password: 'Attack123!', reTypePassword: 'Attack123!' }));
    const token = await magicToken(app, email);
    const bare = await post(app, '/api/auth/login', { type: 'magic', token });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: 'PASSWORD_REQUIRED', message: 'Type the password you chose when you signed up to finish creating your account.' });
    const wrong = await post(app, '/api/auth/login', { type: 'magic', token, password: PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('PASSWORD_MISMATCH');
    // Still no account: the stranger's password signs nobody in.
    expect((await login(app, email, 'Attack123!')).statusCode).toBe(400);
    // The owner of the address signs up with their own password and finishes; the stranger's password never works.
    await post(app, '/api/auth/register', registration(email), {}, '10.20.0.2');
    const own = await post(app, '/api/auth/login', { type: 'magic', token: await magicToken(app, email), password: PASSWORD });
    expect(own.statusCode).toBe(200);
    expect((await login(app, email, 'Attack123!')).statusCode).toBe(400);
    expect((await login(app, email, PASSWORD)).statusCode).toBe(200);
  });

  it('a sign-up link dies after five wrong passwords', async () => {
    const email = freshEmail('tries');
    await post(app, '/api/auth/register', registration(email));
    const token = await magicToken(app, email);
    for (let i = 0; i < 5; i++) expect((await post(app, '/api/auth/login', { type: 'magic', token, password: 'Wrong123!' })).json().code).toBe('PASSWORD_MISMATCH');
    const res = await post(app, '/api/auth/login', { type: 'magic', token, password: PASSWORD });
    expect(res.json().code).toBe('LINK_INVALID');
  });

  it('the confirmation e-mail carries no text typed by the requester (security.md item 21)', async () => {
    const email = freshEmail('spam');
    await post(app, '/api/auth/register', registration(email, { firstName: 'Visit', lastName: 'Evilsite' }));
    const mail = await lastMail(app, email);
    expect(mail.text).not.toMatch(/Visit|Evilsite/);
    expect(mail.html).not.toMatch(/Visit|Evilsite/);
    expect(mail.text).toContain('Hello,');
  });

  it('rejects bad input with the spec §5 messages and never a 5xx', async () => {
    const cases: [object, string][] = [
      [registration('not-an-email'), 'Please enter a valid email.'],
      [registration(''), 'Please enter an email.'],
      [registration(freshEmail(), { firstName: 'A' }), 'First name must be at least 2 characters'],
      [registration(freshEmail(), { lastName: 'R2D2' }), 'Please enter only alphabets.'],
      [registration(freshEmail(), { password: 'short1!', reTypePassword: 'short1!' }), 'Password must be at least 8 characters'],
      [registration(freshEmail(), { password: 'Abcdefghijk12!@x', reTypePassword: 'Abcdefghijk12!@x' }), 'Password should be no longer than 15 characters'],
      [registration(freshEmail(), { password: 'abcdefgh1', reTypePassword: 'abcdefgh1' }), 'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character'],
      [registration(freshEmail(), { reTypePassword: 'Start123?' }), 'Passwords must match'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(app, '/api/auth/register', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    for (const payload of [{}, { firstName: 5 }, 'x'.repeat(100), { ...registration(freshEmail()), firstName: 'x'.repeat(100_000) }]) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('keeps utm_campaign, source and referral on the account', async () => {
    const email = freshEmail('utm');
    await post(app, '/api/auth/register', registration(email, { utm_campaign: 'fall-2026', source: 'facebook-ad', referralName: 'Dana Cruz' }));
    await post(app, '/api/auth/login', { type: 'magic', token: await magicToken(app, email), password: PASSWORD });
    const { candidates } = await import('../src/db/schema/index');
    const { eq } = await import('drizzle-orm');
    const [row] = await app.db.select().from(candidates).where(eq(candidates.email, email));
    expect(row).toMatchObject({ utmCampaign: 'fall-2026', source: 'facebook-ad', referralName: 'Dana Cruz' });
  });

  it('signs up in the organisation of the org field (white-label boards)', async () => {
    const user = await signUp(app, { org: 'TLC' });
    expect(user.org).toBe('TLC');
    const mail = (await outbox(app, user.email)).at(-1);
    expect(mail?.subject).toContain('TLC Nursing Careers');
    // The same address is a separate account in another organisation.
    expect((await login(app, user.email, PASSWORD)).statusCode).toBe(400);
  });
});

describe('e-mail checks', () => {
  it('validateEmailAddress answers {status, data:{isDeliverable}} (spec §7)', async () => {
    expect((await post(app, '/api/auth/validateEmailAddress', { email: 'a@example.com' })).json()).toEqual({ status: true, data: { isDeliverable: true } });
    expect((await post(app, '/api/auth/validateEmailAddress', { email: 'nope' })).json()).toEqual({ status: true, data: { isDeliverable: false } });
  });

  it('the availability check reveals nothing about existing accounts', async () => {
    const user = await signUp(app);
    const a = await post(app, '/api/auth/checkEmailAvailability', { email: user.email });
    const b = await post(app, '/api/auth/checkEmailAvailability', { email: freshEmail() });
    expect(a.body).toBe(b.body);
    expect(a.json().data).toEqual({ isDeliverable: true, isAvailable: true });
  });

  it('with EMAIL_DELIVERABILITY=dns a resolver that says "no such domain" to every name (offline stub) does not block', async () => {
    // A DNS server answering NXDOMAIN to every query, like the local stub of a machine without a network.
    const socket = createSocket('udp4');
    socket.on('message', (query, peer) => {
      const answer = Buffer.from(query);
      answer[2] = 0x81; // QR=1, RD=1
      answer[3] = 0x83; // RA=1, RCODE=3 (NXDOMAIN)
      answer.writeUInt16BE(0, 6); // no answers
      answer.writeUInt16BE(0, 8);
      answer.writeUInt16BE(0, 10);
      socket.send(answer, peer.port, peer.address);
    });
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    const stubApp = await createTestApp({ emailDeliverability: 'dns', dnsServers: [`127.0.0.1:${socket.address().port}`] });
    try {
      const res = await post(stubApp, '/api/auth/validateEmailAddress', { email: 'someone@meridianhealthstaffing.com' });
      expect(res.json().data.isDeliverable).toBe(true);
      const bad = await post(stubApp, '/api/auth/validateEmailAddress', { email: 'not an address' });
      expect(bad.json().data.isDeliverable).toBe(false);
    } finally {
      await stubApp.close();
      socket.close();
    }
  }, 120_000);

  it('with EMAIL_DELIVERABILITY=dns an unreachable resolver does not block', async () => {
    const dnsApp = await createTestApp({ emailDeliverability: 'dns', dnsServers: ['127.0.0.1:9'] });
    try {
      const started = Date.now();
      const res = await post(dnsApp, '/api/auth/validateEmailAddress', { email: 'someone@meridianhealthstaffing.com' });
      expect(res.json().data.isDeliverable).toBe(true);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await dnsApp.close();
    }
  }, 120_000);
});
