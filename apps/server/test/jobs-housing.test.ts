// Housing near a job: unavailable without a provider (information, not an error); with one, the spec §7 payload is
// passed on and the answer mapped, against a local fake provider started here.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { createSignedInCandidate } from './helpers/factories';
import { HOUSING_SEARCH } from './helpers/job-factories';

const payload = HOUSING_SEARCH;

describe('without a provider', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('says housing search is unavailable, with a 200', async () => {
    const { auth } = await createSignedInCandidate(app);
    const res = await app.inject({ method: 'POST', url: '/api/auth/get-Housing-Data', headers: auth, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Housing search is unavailable at the moment.', data: { available: false, results: [] } });
  });

  it('says so before any search, so job pages offer none', async () => {
    const { auth } = await createSignedInCandidate(app);
    const res = await app.inject({ method: 'GET', url: '/api/auth/get-Housing-Data', headers: auth });
    expect(res.json()).toEqual({ status: true, data: { available: false } });
    expect((await app.inject({ method: 'GET', url: '/api/auth/get-Housing-Data' })).statusCode).toBe(401);
  });
});

describe('with a provider', () => {
  let app: TestApp;
  let provider: Server;
  const received: { body: unknown; authorization: string | undefined }[] = [];
  let mode: 'ok' | 'fail' | 'garbage' = 'ok';

  beforeAll(async () => {
    provider = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        received.push({ body: JSON.parse(raw), authorization: req.headers.authorization });
        if (mode === 'fail') return res.writeHead(500).end('down');
        res.writeHead(200, { 'content-type': 'application/json' });
        if (mode === 'garbage') return res.end('{"hotels": 3}');
        res.end(
          JSON.stringify({
            results: [
              { id: 1, name: 'Extended Stay Midtown', address: '1 Church St', city: 'Nashville', state: 'TN', distanceMiles: 1.2, nightlyRate: 89, totalPrice: 8099, currency: 'USD', url: 'https://stay.example.com/1', imageUrl: 'javascript:alert(1)' },
              { name: 'no id, dropped' },
              { id: 'b', name: 'Furnished 1BR near the hospital' },
            ],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    app = await createTestApp({ housing: { url: `http://127.0.0.1:${port}/search`, token: 'provider-token', timeoutMs: 2000 } });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => provider.close(resolve));
  });

  it('passes the spec payload on and maps the results', async () => {
    const { auth } = await createSignedInCandidate(app);
    expect((await app.inject({ method: 'GET', url: '/api/auth/get-Housing-Data', headers: auth })).json().data).toEqual({ available: true });
    const res = await app.inject({ method: 'POST', url: '/api/auth/get-Housing-Data', headers: auth, payload: { ...payload, org: 'MHS' } });
    expect(res.statusCode).toBe(200);
    expect(received.at(-1)).toEqual({ body: payload, authorization: 'Bearer provider-token' });
    const { data } = res.json();
    expect(data.available).toBe(true);
    expect(data.results).toEqual([
      { id: '1', name: 'Extended Stay Midtown', address: '1 Church St', city: 'Nashville', state: 'TN', distanceMiles: 1.2, nightlyRate: 89, totalPrice: 8099, currency: 'USD', url: 'https://stay.example.com/1', imageUrl: null },
      { id: 'b', name: 'Furnished 1BR near the hospital', address: null, city: null, state: null, distanceMiles: null, nightlyRate: null, totalPrice: null, currency: 'USD', url: null, imageUrl: null },
    ]);
  });

  it('answers 502 with a clear message when the provider fails', async () => {
    const { auth } = await createSignedInCandidate(app);
    for (const failure of ['fail', 'garbage'] as const) {
      mode = failure;
      const res = await app.inject({ method: 'POST', url: '/api/auth/get-Housing-Data', headers: auth, payload });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('The housing search did not answer. Please try again in a few minutes.');
    }
    mode = 'ok';
  });

  it('validates the payload and needs a token', async () => {
    const { auth } = await createSignedInCandidate(app);
    const bad = await app.inject({ method: 'POST', url: '/api/auth/get-Housing-Data', headers: auth, payload: { ...payload, checkOut: '2026-12-01' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Check-out must be after check-in.');
    expect((await app.inject({ method: 'POST', url: '/api/auth/get-Housing-Data', headers: auth, payload: { ...payload, zip: '3720' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/auth/get-Housing-Data', payload })).statusCode).toBe(401);
  });
});
