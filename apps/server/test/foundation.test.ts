import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { createSignedInCandidate } from './helpers/factories';
import { resolveSession, revokeSession } from '../src/modules/auth/sessions';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('health', () => {
  it('answers /healthz and /readyz with the database engine', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
    expect(['pglite', 'postgres']).toContain(ready.json().engine);
  });
});

describe('identity (white-label brand)', () => {
  it('gives the agency brand on its own paths', async () => {
    const res = await app.inject({ url: '/api/identity', query: { path: '/auth/login' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.result.meta).toMatchObject({ code: 'MHS', name: 'Meridian Health Staffing', board: null });
  });

  it.each([
    ['/doc2docjobs', 'D2D'],
    ['/tlcjobs/search', 'TLC'],
    ['/radjobs', 'RAD'],
    ['/lhsjobs', 'LHS'],
    ['/n2njobs', 'N2N'],
    ['/mynjobs?page=2', 'MYN'],
  ])('gives the partner brand on %s', async (path, code) => {
    const res = await app.inject({ url: '/api/identity', query: { path } });
    expect(res.json().data.result.meta.code).toBe(code);
  });
});

describe('errors', () => {
  it('answers a malformed JSON body with 400 and a clear message, never 5xx', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/tech/getLogs', headers: { 'content-type': 'application/json' }, payload: '{"portal":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message: 'The request body is not valid JSON.' });
  });

  it('answers a wrong type with 400 naming the field', async () => {
    const res = await app.inject({ method: 'POST', url: '/microservices/api/tech/errorBoundary', payload: { url: 5, errorDetails: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('url');
  });

  it('marks API answers no-store', async () => {
    const res = await app.inject({ url: '/api/identity', query: { path: '/' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, message: 'Not found.' });
  });

  it('sets security headers and a request id on every response', async () => {
    const res = await app.inject('/healthz');
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('gives API answers the strictest CSP and no page-only headers; a page under /api/ keeps the page headers', async () => {
    const api = await app.inject({ url: '/api/identity', query: { path: '/' } });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'");
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(api.headers['cross-origin-opener-policy']).toBeUndefined();
    const page = await app.inject({ url: '/api/auth/confirm-password', query: { token: 'x'.repeat(43) } });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['cache-control']).toBe('no-store');
  });
});

describe('error boundary reports', () => {
  it('stores a report', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/microservices/api/tech/errorBoundary',
      payload: { url: '/jobs/open', portalName: 'Candidate', errorDetails: '{"message":"boom"}' },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('change log', () => {
  it('lists released versions from CHANGELOG.md', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/tech/getLogs', payload: { portal: 'Candidate', release: true } });
    expect(res.statusCode).toBe(200);
    const entries = res.json().data.data;
    expect(Array.isArray(entries)).toBe(true);
    for (const entry of entries) expect(entry.version).not.toMatch(/unreleased/i);
  });
});

describe('sessions', () => {
  it('accepts a live session token and refuses a revoked or forged one', async () => {
    const candidate = await createSignedInCandidate(app);
    expect((await resolveSession(app.db, app.tokens, candidate.token))?.candidateId).toBe(candidate.id);
    await revokeSession(app.db, candidate.sessionId);
    expect(await resolveSession(app.db, app.tokens, candidate.token)).toBeNull();
    const [header, , signature] = candidate.token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: candidate.id, sid: candidate.sessionId, org: 'MHS' })).toString('base64url');
    expect(await resolveSession(app.db, app.tokens, `${header}.${forgedPayload}.${signature}`)).toBeNull();
  });
});
