// HTTPS and HTTP/2 (TLS_CERT_FILE, TLS_KEY_FILE): the same portal over one multiplexed connection — the web app's
// page and files, compressed API answers, the event stream — and over HTTP/1.1 for a client without HTTP/2; clear
// errors for a certificate set up wrong.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCert } from '../../../scripts/self-signed-cert.mjs';
import { loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './helpers/app';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';

const tls = selfSignedCert();
const ca = readFileSync(tls.cert);
const webDist = path.join(tls.dir, 'web');
const INDEX = '<!doctype html><html><head><title>portal</title>\n    <script type="module" crossorigin src="/assets/index-abc123.js"></script>\n  </head><body><div id="root"></div></body></html>';

afterAll(() => rmSync(tls.dir, { recursive: true, force: true }));

type Answer = { status: number; headers: http2.IncomingHttpHeaders; body: Buffer };

/** One request on an HTTP/2 session: a GET, or with `body` a POST of it. */
function h2request(session: http2.ClientHttp2Session, pathname: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': pathname, ...(body === undefined ? {} : { ':method': 'POST' }), ...headers });
    const chunks: Buffer[] = [];
    let answer: http2.IncomingHttpHeaders = {};
    stream.on('response', (h) => (answer = h));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ status: Number(answer[':status']), headers: answer, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
    stream.end(body);
  });
}

describe('HTTPS with HTTP/2', () => {
  let app: TestApp;
  let base: string;
  let session: http2.ClientHttp2Session;
  let me: SignedInCandidate;

  beforeAll(async () => {
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    app = await createTestApp({ tls: { cert: ca, key: readFileSync(tls.key) }, publicUrl: 'https://localhost', webDist });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    base = address.replace('127.0.0.1', 'localhost');
    session = http2.connect(base, { ca });
    me = await createSignedInCandidate(app);
  });
  afterAll(async () => {
    session?.close();
    await app?.close();
  });

  it('serves the page, its files and the API over one HTTP/2 connection', async () => {
    const page = await h2request(session, '/auth/login');
    expect(session.alpnProtocol).toBe('h2');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body.toString()).toContain('<div id="root"></div>');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // Served over HTTPS: browsers are told to keep to it.
    expect(page.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    const file = await h2request(session, '/assets/index-abc123.js');
    expect(file.status).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.body.toString()).toBe('console.log(1)');
    // An answer of 1 KiB or more, compressed as over HTTP/1.1.
    const specialties = await h2request(session, '/submodalitiesList', { 'accept-encoding': 'br' });
    expect(specialties.status).toBe(200);
    expect(specialties.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(specialties.body).toString())).toEqual((await app.inject('/submodalitiesList')).json());
    const profile = await h2request(session, '/api/candidate/profile', { authorization: me.auth.authorization as string });
    expect(profile.status).toBe(200);
    // Bad input is the same clear 4xx.
    const signIn = await h2request(session, '/api/auth/login', { 'content-type': 'application/json' }, '{"email":');
    expect(signIn.status).toBe(400);
    expect(JSON.parse(signIn.body.toString()).status).toBe(false);
  });

  it('streams the candidate’s events over HTTP/2, with no connection header', async () => {
    const stream = session.request({ ':path': '/api/candidate/events', accept: 'text/event-stream', authorization: me.auth.authorization as string });
    let text = '';
    const received = (needle: string) =>
      new Promise<void>((resolve, reject) => {
        const check = () => (text.includes(needle) ? resolve() : undefined);
        stream.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          check();
        });
        stream.on('error', reject);
        check();
      });
    const headers = await new Promise<http2.IncomingHttpHeaders>((resolve) => stream.on('response', resolve));
    expect(headers[':status']).toBe(200);
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(headers.connection).toBeUndefined();
    await received('event: ready');
    await app.realtime.publish(me.id, { type: 'submission.updated', submissionId: 's1', status: 'interview' });
    await received('event: submission.updated');
    stream.close();
  });

  it('answers a client without HTTP/2 over HTTP/1.1', async () => {
    const answer = await new Promise<{ status: number; body: string; version: string }>((resolve, reject) => {
      https
        .get(`${base}/readyz`, { ca }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, version: res.httpVersion }));
        })
        .on('error', reject);
    });
    expect(answer).toMatchObject({ status: 200, version: '1.1' });
    expect(JSON.parse(answer.body).status).toBe('ready');
  });
});

describe('TLS configuration', () => {
  const env = { DATA_DIR: path.join(tls.dir, 'data'), JWT_SECRET: 'test-secret-0123456789-0123456789-abcdef', LOG_LEVEL: 'silent' };

  it('reads the pair, and makes the default public address https', () => {
    const config = loadConfig({ ...env, TLS_CERT_FILE: tls.cert, TLS_KEY_FILE: tls.key, PORT: '8443' });
    expect(config.tls?.cert.toString()).toContain('-----BEGIN CERTIFICATE-----');
    expect(config.publicUrl).toBe('https://localhost:8443');
    expect(loadConfig(env).tls).toBeUndefined();
  });

  it('stops with a message naming the variable for half a pair, a missing file, the wrong file or a key of another certificate', () => {
    expect(() => loadConfig({ ...env, TLS_CERT_FILE: tls.cert })).toThrow('TLS_KEY_FILE: needed with TLS_CERT_FILE');
    expect(() => loadConfig({ ...env, TLS_KEY_FILE: tls.key })).toThrow('TLS_CERT_FILE: needed with TLS_KEY_FILE');
    expect(() => loadConfig({ ...env, TLS_CERT_FILE: '/nonexistent/cert.pem', TLS_KEY_FILE: tls.key })).toThrow(
      'TLS_CERT_FILE: cannot read /nonexistent/cert.pem',
    );
    expect(() => loadConfig({ ...env, TLS_CERT_FILE: tls.key, TLS_KEY_FILE: tls.key })).toThrow('TLS_CERT_FILE: ');
    expect(() => loadConfig({ ...env, TLS_CERT_FILE: tls.cert, TLS_KEY_FILE: tls.cert })).toThrow('TLS_KEY_FILE: ');
    mkdirSync(path.join(tls.dir, 'other'), { recursive: true });
    const other = selfSignedCert(path.join(tls.dir, 'other'));
    expect(() => loadConfig({ ...env, TLS_CERT_FILE: tls.cert, TLS_KEY_FILE: other.key })).toThrow(
      `TLS_KEY_FILE: ${other.key} is not the key of the certificate in ${tls.cert}`,
    );
  });
});
