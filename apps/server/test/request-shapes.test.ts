// Requests of odd shapes get the API's one error shape with a message that says what is wrong: a key a JSON parser
// must refuse, an over-long path, a form body where only JSON is taken, a second file where one is taken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { PDF } from './helpers/documents';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';

let app: TestApp;
let who: SignedInCandidate;
beforeAll(async () => {
  app = await createTestApp();
  who = await createSignedInCandidate(app);
});
afterAll(() => app.close());

/** A multipart body of `files` (field name, file name, bytes) and plain `fields`. */
function multipart(files: Array<[string, string, Buffer]>, fields: Record<string, string> = {}) {
  const boundary = '----portal-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const [field, filename, bytes] of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`));
    parts.push(bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('odd request shapes', () => {
  it('a JSON body with a "constructor" or "__proto__" key is refused for that key, not called invalid JSON', async () => {
    for (const body of ['{"constructor":{"prototype":{"x":1}},"email":"a@example.com"}', '{"__proto__":{"x":1}}']) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: body });
      expect(res.statusCode, body).toBe(400);
      expect(res.json()).toMatchObject({ status: false, message: 'The request body may not use "__proto__" or "constructor" as a key.' });
    }
    const broken = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(broken.json().message).toBe('The request body is not valid JSON.');
  });

  it('a path segment over 200 characters is a 414 in the API error shape that does not echo the address; so is a bad one', async () => {
    const long = 'x'.repeat(300);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await app.inject({ method, url: `/api/job/${long}`, headers: who.auth });
      expect(res.statusCode, method).toBe(414);
      expect(res.json()).toEqual({ status: false, message: 'The address is too long.', code: 'URI_TOO_LONG' });
      expect(res.body).not.toContain(long);
    }
    const bad = await app.inject({ method: 'GET', url: '/api/job/%E0%A4%A', headers: who.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: false, message: 'The address is not valid.', code: 'BAD_URL' });
  });

  it('a form body (or text, or a multipart body) where only JSON is taken is a 415 in the error shape; a call that takes forms takes it', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const [url, payload] of [
      ['/api/auth/login', 'type=login&email=a%40example.com&password=x'],
      ['/api/auth/validateEmailAddress', 'email=a%40example.com'],
      ['/api/auth/checkEmailAvailability', 'email=a%40example.com'],
      ['/api/auth/reset-password', 'email=a%40example.com'],
      ['/api/support/contact', 'email=a%40example.com'],
    ] as const) {
      const res = await app.inject({ method: 'POST', url, headers: form, payload });
      expect(res.statusCode, url).toBe(415);
      expect(res.json(), url).toEqual({ status: false, message: 'This content type is not supported here.', code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });
    }
    const text = await app.inject({ method: 'PUT', url: '/api/profile', headers: { ...who.auth, 'content-type': 'text/plain' }, payload: 'fName=Jo' });
    expect(text.statusCode).toBe(415);
    const parts = multipart([], { fName: 'Jo', lName: 'Lee' });
    const multi = await app.inject({ method: 'PUT', url: '/api/profile', headers: { ...who.auth, ...parts.headers }, payload: parts.payload });
    expect(multi.statusCode).toBe(415);
    // The reset code form is form-encoded (spec §7): taken, and answered on its merits.
    const verify = await app.inject({ method: 'POST', url: '/api/auth/reset-password-verify', headers: form, payload: 'email=a%40example.com&otp=123456' });
    expect(verify.statusCode).not.toBe(415);
  });

  it('two files where one is taken: a 400 that says one file, and nothing is kept', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/candidate/application', headers: who.auth })).json().data.documents.length;
    const body = multipart([['file', 'a.pdf', PDF], ['file', 'b.pdf', PDF]], { kind: 'license' });
    const res = await app.inject({ method: 'POST', url: '/api/candidate/documents', headers: { ...who.auth, ...body.headers }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message: 'Send one file at a time.' });
    const after = (await app.inject({ method: 'GET', url: '/api/candidate/application', headers: who.auth })).json().data.documents.length;
    expect(after).toBe(before);
  });
});
