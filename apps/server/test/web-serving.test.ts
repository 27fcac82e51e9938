// The server serves the built web app: history fallback, long cache for hashed assets, no cache for index.html.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

const webDist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
let app: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  app = await createTestApp({ webDist });
});
afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('web app serving', () => {
  it.each(['/', '/jobs/open', '/openjobs/123', '/auth/login/indeed?utm_campaign=x', '/auth/register/indeed.com'])('answers %s with index.html, not cached', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>portal</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not with the HTML', async () => {
    expect((await app.inject('/assets/index-old999.js')).statusCode).toBe(404);
    expect((await app.inject('/logo.png')).statusCode).toBe(404);
  });

  it('keeps API paths out of the fallback', async () => {
    const res = await app.inject('/api/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe(false);
  });
});
