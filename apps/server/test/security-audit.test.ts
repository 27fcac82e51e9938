// Regression tests of the findings of the outside security audit (docs/security.md), each from where an attacker
// stands: another host, a forged header, a second account, a second server instance.
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { demoAccountWarning, seedCandidates } from '../src/seed/candidates';
import { createTestApp, openTestDatabase, testConfig, type TestApp } from './helpers/app';
import { freshEmail, lastMail, login, magicToken, PASSWORD, post, resetCode, signUp } from './helpers/auth';
import { createSignedInCandidate } from './helpers/factories';
import { HOUSING_SEARCH } from './helpers/job-factories';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ authRateLimitScale: 20, emailDeliverability: 'syntax' });
});
afterAll(() => app.close());

describe('1. the development mailbox answers only this machine', () => {
  const paths = ['/dev/mailbox', '/api/dev/mailbox'];

  it('answers a loopback client that asks for a loopback host (the README newcomer flow)', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'localhost']) {
      for (const url of paths) expect((await app.inject({ url, headers: { host } })).statusCode, `${url} ${host}`).toBe(200);
    }
  });

  it('refuses a foreign Host header (DNS rebinding), also one that merely starts with 127.', async () => {
    for (const host of ['evil.example', '127.0.0.1.nip.io', 'localhost.evil.example', '10.0.0.5:3000']) {
      for (const url of paths) expect((await app.inject({ url, headers: { host } })).statusCode, `${url} ${host}`).toBe(404);
    }
  });

  it('refuses another machine, whatever X-Forwarded-For it claims, and anything relayed by a proxy', async () => {
    for (const url of paths) {
      const remote = await app.inject({ url, remoteAddress: '203.0.113.9', headers: { host: 'localhost:3000', 'x-forwarded-for': '127.0.0.1' } });
      expect(remote.statusCode).toBe(404);
      const relayed = await app.inject({ url, headers: { host: 'localhost:3000', 'x-forwarded-for': '203.0.113.9' } });
      expect(relayed.statusCode).toBe(404);
    }
  });

  it('refuses another machine also when TRUST_PROXY makes the forged address the client address', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const res = await proxied.inject({ url: '/api/dev/mailbox', remoteAddress: '203.0.113.9', headers: { host: 'localhost', 'x-forwarded-for': '127.0.0.1' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it('is off with SMTP, in production, and for a PUBLIC_URL that is not this machine (127.0.0.1.nip.io included)', () => {
    const base = { DATA_DIR: '/tmp/portal-test-unused', JWT_SECRET: 'test-secret-0123456789-0123456789-abcdef' };
    expect(loadConfig({ ...base }).mail.devMailbox).toBe(true);
    expect(loadConfig({ ...base, PUBLIC_URL: 'http://127.0.0.1:3000' }).mail.devMailbox).toBe(true);
    expect(loadConfig({ ...base, SMTP_URL: 'smtp://mail.example.com' }).mail.devMailbox).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).mail.devMailbox).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production', DEV_MAILBOX: 'true' }).mail.devMailbox).toBe(false);
    expect(loadConfig({ ...base, PUBLIC_URL: 'http://127.0.0.1.nip.io' }).mail.devMailbox).toBe(false);
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://jobs.example.com' }).mail.devMailbox).toBe(false);
  });
});

describe('2. per-candidate limits key on the verified session, and only `Bearer <token>` is a credential', () => {
  it('refuses every other form of the Authorization header', async () => {
    const who = await createSignedInCandidate(app);
    const with_ = (authorization: string) => app.inject({ url: '/api/profile', headers: { authorization } });
    expect((await with_(`Bearer ${who.token}`)).statusCode).toBe(200);
    for (const bad of [`bearer ${who.token}`, `Bearer ${who.token} x1`, `Bearer  ${who.token}`, `Bearer ${who.token},x`, `Basic ${who.token}`, who.token]) {
      expect((await with_(bad)).statusCode, bad).toBe(401);
    }
  });

  it('submissions: the 31st call in a minute is refused, and header variants open no new budget', async () => {
    const who = await createSignedInCandidate(app);
    const submit = (authorization: string) =>
      app.inject({ method: 'POST', url: '/api/candidate/submission/add', headers: { authorization }, payload: [{ jobId: randomUUID() }] });
    for (let i = 0; i < 30; i++) expect((await submit(`Bearer ${who.token}`)).statusCode).toBe(404);
    expect((await submit(`Bearer ${who.token}`)).statusCode).toBe(429);
    expect((await submit(`Bearer ${who.token} x1`)).statusCode).toBe(401);
    expect((await submit(`bearer ${who.token}`)).statusCode).toBe(401);
  });

  it('housing: a second session of the same candidate shares the budget of 20 a minute', async () => {
    const user = await signUp(app);
    const other = (await login(app, user.email, PASSWORD)).json().data.token as string;
    const search = (token: string) =>
      app.inject({ method: 'POST', url: '/api/auth/get-Housing-Data', headers: { authorization: `Bearer ${token}` }, payload: HOUSING_SEARCH });
    for (let i = 0; i < 20; i++) expect((await search(i % 2 ? other : user.token)).statusCode).not.toBe(429);
    expect((await search(other)).statusCode).toBe(429);
    expect((await search(user.token)).statusCode).toBe(429);
  });
});

describe('5. a password change, a reset or "sign out everywhere" spends every outstanding link and code', () => {
  async function outstanding(email: string) {
    await post(app, '/api/auth/login', { type: 'magic', email });
    const magic = await magicToken(app, email);
    await post(app, '/api/auth/reset-password', { email });
    const code = await resetCode(app, email);
    return { magic, code };
  }
  const linkWorks = async (token: string) => (await post(app, '/api/auth/login', { type: 'magic', token })).statusCode === 200;
  const codeWorks = async (email: string, otp: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password-verify',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email, otp, code: 'MHS' }).toString(),
      })
    ).statusCode === 200;

  it('on a password change', async () => {
    const user = await signUp(app);
    const { magic, code } = await outstanding(user.email);
    const res = await post(app, '/api/auth/change-password', { oldPassword: PASSWORD, newPassword: 'Newer123!', reTypePassword: 'Newer123!' }, user.auth);
    expect(res.statusCode).toBe(200);
    expect(await linkWorks(magic)).toBe(false);
    expect(await codeWorks(user.email, code)).toBe(false);
  });

  it('on a reset', async () => {
    const user = await signUp(app);
    await post(app, '/api/auth/login', { type: 'magic', email: user.email });
    const magic = await magicToken(app, user.email);
    await post(app, '/api/auth/reset-password', { email: user.email });
    const code = await resetCode(app, user.email);
    const verify = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password-verify',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: user.email, otp: code, code: 'MHS' }).toString(),
    });
    const resetToken = verify.json().data.resetToken as string;
    expect((await post(app, '/api/auth/new-password', { resetToken, newpas: 'Newer123!', retypepas: 'Newer123!' })).statusCode).toBe(200);
    expect(await linkWorks(magic)).toBe(false);
  });

  it('on "sign out everywhere", which also ends every session', async () => {
    const user = await signUp(app);
    const second = (await login(app, user.email, PASSWORD)).json().data.token as string;
    const { magic, code } = await outstanding(user.email);
    const res = await post(app, '/api/auth/logout-everywhere', {}, user.auth);
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/profile', headers: user.auth })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/profile', headers: { authorization: `Bearer ${second}` } })).statusCode).toBe(401);
    expect(await linkWorks(magic)).toBe(false);
    expect(await codeWorks(user.email, code)).toBe(false);
    expect((await login(app, user.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('6 and 10. uploads: malformed multipart is a 400 with a clear message; images are re-encoded', () => {
  const upload = (auth: Record<string, string>, contentType: string, payload: Buffer | string) =>
    app.inject({ method: 'POST', url: '/api/profile/avatar', headers: { ...auth, 'content-type': contentType }, payload });
  const part = (boundary: string, name: string, filename: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
      bytes,
      Buffer.from('\r\n'),
    ]);

  it('answers a bad boundary, a truncated body, too many parts and no file with 400, never a 5xx or a stack', async () => {
    const { auth } = await createSignedInCandidate(app);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
    const whole = Buffer.concat([part('b0undary', 'file', 'a.png', png), Buffer.from('--b0undary--\r\n')]);
    const cases: Array<[string, Buffer | string]> = [
      ['multipart/form-data', whole], // no boundary at all
      ['multipart/form-data; boundary=other', whole], // a boundary the body does not use
      ['multipart/form-data; boundary=b0undary', whole.subarray(0, whole.length - 40)], // truncated
      ['multipart/form-data; boundary=b0undary', 'garbage without any structure'],
      [
        'multipart/form-data; boundary=b0undary',
        Buffer.concat([...Array.from({ length: 8 }, (_, i) => Buffer.from(`--b0undary\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`)), Buffer.from('--b0undary--\r\n')]),
      ],
    ];
    for (const [type, body] of cases) {
      const res = await upload(auth, type, body);
      expect(res.statusCode, `${type} ${String(body).slice(0, 30)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message).toMatch(/^(The upload could not be read\. Please choose the file again\.|Please choose a file\.)$/);
      expect(res.body).not.toMatch(/at .*\.js|busboy|node_modules/i);
    }
  });

  it('reads multipart bodies on upload routes only: elsewhere they are a 415 with a clear message', async () => {
    const { auth } = await createSignedInCandidate(app);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
    const body = Buffer.concat([part('b0undary', 'file', 'a.png', png), Buffer.from('--b0undary--\r\n')]);
    const type = 'multipart/form-data; boundary=b0undary';
    for (const url of ['/api/job/open', '/api/auth/login', '/api/reference/add']) {
      const res = await app.inject({ method: 'POST', url, headers: { ...auth, 'content-type': type }, payload: body });
      expect(res.statusCode, url).toBe(415);
      expect(res.json().message).toBe('This content type is not supported here.');
    }
    // The upload routes of both modules still read it.
    expect((await upload(auth, type, body)).statusCode).toBe(200);
    const document = await app.inject({
      method: 'POST',
      url: '/api/candidate/documents',
      headers: { ...auth, 'content-type': type },
      payload: Buffer.concat([Buffer.from('--b0undary\r\nContent-Disposition: form-data; name="kind"\r\n\r\nother\r\n'), body]),
    });
    expect(document.statusCode, document.body).not.toBe(415);
  });

  it('strips metadata such as GPS location, and drops what a polyglot appended to the image', async () => {
    const { auth } = await createSignedInCandidate(app);
    const withGps = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCam', ImageDescription: 'home address' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 9/1 0/1' } })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeTruthy();
    const polyglot = Buffer.concat([withGps, Buffer.from('<script>alert(document.cookie)</script>PK\u0003\u0004')]);
    const boundary = 'b0undary';
    const res = await upload(auth, `multipart/form-data; boundary=${boundary}`, Buffer.concat([part(boundary, 'file', 'me.jpg', polyglot), Buffer.from(`--${boundary}--\r\n`)]));
    expect(res.statusCode).toBe(200);
    const served = await app.inject(`/api/auth/avatars/${res.json().data.avatar as string}`);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('PhoneCam'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
  });
});

describe('8. demo data only on this machine, and a warning while the demo account exists', () => {
  it('seeds by default only when PUBLIC_URL is this machine', () => {
    const base = { DATA_DIR: '/tmp/portal-test-unused', JWT_SECRET: 'test-secret-0123456789-0123456789-abcdef' };
    expect(loadConfig({ ...base }).seedDemo).toBe(true);
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://jobs.example.com' }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, PUBLIC_URL: 'http://127.0.0.1.nip.io:3000' }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://jobs.example.com', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://x@127.0.0.1/db' }).seedDemo).toBe(false);
  });

  it('names the demo account in a warning once it exists', async () => {
    expect(await demoAccountWarning(app.db)).toBeNull();
    await seedCandidates(app.db);
    expect(await demoAccountWarning(app.db)).toContain('demo@meridianhealthstaffing.com');
  });
});

describe('10. headers and the outbox', () => {
  it('lists the methods the API uses in a CORS preflight', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/job/favorite',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'DELETE' },
    });
    expect(res.statusCode).toBe(204);
    const methods = String(res.headers['access-control-allow-methods']);
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) expect(methods).toContain(method);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-allow-headers']).toBe('Authorization, Content-Type, X-Request-Id');
    expect(res.headers['access-control-max-age']).toBe('600');
  });

  it('answers CORS only for the portal origin and CORS_ORIGINS, never for another site', async () => {
    const other = await createTestApp({ corsOrigins: ['https://careers.example.org'] });
    try {
      for (const origin of ['http://localhost:3000', 'https://careers.example.org']) {
        const res = await other.inject({ url: '/api/identity?path=/tlcjobs', headers: { origin } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['access-control-allow-origin'], origin).toBe(origin);
        expect(res.headers['access-control-allow-credentials']).toBe('true');
        expect(String(res.headers.vary)).toMatch(/origin/i);
      }
      for (const origin of ['https://evil.example', 'null', 'http://localhost:3000.evil.example', 'https://careers.example.org:8443']) {
        const res = await other.inject({ url: '/api/identity?path=/tlcjobs', headers: { origin } });
        expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
        expect(res.headers['access-control-allow-credentials'], origin).toBeUndefined();
        // A preflight from another site is not answered: the browser then refuses the call.
        const preflight = await other.inject({
          method: 'OPTIONS',
          url: '/api/job/favorite',
          headers: { origin, 'access-control-request-method': 'DELETE', 'access-control-request-headers': 'authorization' },
        });
        expect(preflight.statusCode, origin).toBe(404);
        expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
        expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
      }
      // Without an Origin header (a same-origin GET, a server-side client) nothing of CORS is said.
      const plain = await other.inject({ url: '/api/identity?path=/tlcjobs' });
      expect(plain.headers['access-control-allow-origin']).toBeUndefined();
      expect(plain.headers['access-control-allow-credentials']).toBeUndefined();
      // An OPTIONS that is not a preflight is not answered either.
      const bare = await other.inject({ method: 'OPTIONS', url: '/api/job/favorite', headers: { origin: 'http://localhost:3000' } });
      expect(bare.statusCode).toBe(404);
      // The web app's own files answer no origin.
      const asset = await other.inject({ url: '/assets/missing.js', headers: { origin: 'https://careers.example.org' } });
      expect(asset.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it('refuses a compressed request body with a clear 400 (no client sends one; nothing is inflated)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'someone@example.com', password: 'x' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });

  it('forbids framing in both headers (X-Frame-Options DENY agrees with frame-ancestors none)', async () => {
    const res = await app.inject('/healthz');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('accepts a caller request id only when it is a UUID', async () => {
    const id = randomUUID();
    expect((await app.inject({ url: '/healthz', headers: { 'x-request-id': id } })).headers['x-request-id']).toBe(id);
    for (const forged of ['admin-login-succeeded-for-everyone', 'x'.repeat(64), '../../etc/passwd']) {
      const res = await app.inject({ url: '/healthz', headers: { 'x-request-id': forged } });
      expect(res.headers['x-request-id']).not.toBe(forged);
      expect(String(res.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('stores the sender of an outbox e-mail as a name and an address', async () => {
    const email = freshEmail('from');
    await post(app, '/api/auth/login', { type: 'magic', email });
    await signUp(app, { email });
    const mail = await lastMail(app, email);
    expect(mail.from).toBe('"Meridian Health Staffing" <no-reply@localhost.localdomain>');
  });
});

describe('shared rate-limit counters: two server instances on one database count together', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let first: Awaited<ReturnType<typeof buildApp>>;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await openTestDatabase();
    const { seedOrgs } = await import('../src/seed/orgs');
    await seedOrgs(database.database.db);
    const config = testConfig({ rateLimitStore: 'database', emailDeliverability: 'syntax' });
    first = await buildApp({ config, database: database.database, closeDatabase: false, logger: false });
    second = await buildApp({ config, database: database.database, closeDatabase: false, logger: false });
    await Promise.all([first.ready(), second.ready()]);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.cleanup();
  });

  it('the sign-in limit per client address holds across instances (30 a minute in all, not 30 each)', async () => {
    const ip = '10.88.0.1';
    let refused = 0;
    for (let i = 0; i < 40; i++) {
      const target = i % 2 ? first : second;
      const res = await target.inject({ method: 'POST', url: '/api/auth/login', payload: { type: 'login', email: freshEmail(), password: 'Wrong123!' }, remoteAddress: ip });
      if (res.statusCode === 429) refused++;
    }
    expect(refused).toBe(10);
  });

  it('an account budget holds across instances', async () => {
    const email = freshEmail('shared');
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const target = i % 2 ? first : second;
      codes.push((await target.inject({ method: 'POST', url: '/api/auth/login', payload: { type: 'magic', email }, remoteAddress: '10.88.0.2' })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe.runIf(process.env.REDIS_URL)('shared rate-limit counters in Redis (REDIS_URL)', () => {
  it('two instances count together', async () => {
    const database = await openTestDatabase();
    const { seedOrgs } = await import('../src/seed/orgs');
    await seedOrgs(database.database.db);
    const config = testConfig({ rateLimitStore: 'redis', redisUrl: process.env.REDIS_URL, emailDeliverability: 'syntax' });
    const apps = [
      await buildApp({ config, database: database.database, closeDatabase: false, logger: false }),
      await buildApp({ config, database: database.database, closeDatabase: false, logger: false }),
    ];
    try {
      const email = freshEmail('redis');
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        codes.push((await apps[i % 2]!.inject({ method: 'POST', url: '/api/auth/login', payload: { type: 'magic', email }, remoteAddress: '10.89.0.2' })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      for (const a of apps) await a.close();
      await database.cleanup();
    }
  });
});
