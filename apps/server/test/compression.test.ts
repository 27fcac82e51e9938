// How an answer built for one request is compressed (lib/compression.ts): in gzip when the client takes it, with an
// encoder fitted to the answer, so that compressing it does not map fresh memory from the kernel on every request
// under the server's own memory settings (`npm run serve`). The memory is measured as what the kernel counts, page
// faults per compression, in a process started with the serve script's environment; no time is measured.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, constants, gunzipSync, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliFor, fittedZlib, gzipFor, PER_REQUEST_ENCODINGS } from '../src/lib/compression';
import { seedSkills } from '../src/seed/skills';
import { createTestApp, type TestApp } from './helpers/app';
import { createSignedInCandidate } from './helpers/factories';

const ROOT = path.resolve(__dirname, '../../..');
/** What a browser sends. */
const BROWSER = 'gzip, deflate, br, zstd';

/** The environment variables the serve script sets (`exec env A=1 B=2 node …`). */
function serveEnv(): Record<string, string> {
  const serve = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.serve as string;
  return Object.fromEntries([...serve.matchAll(/\b([A-Z_]+)=(\S+)/g)].map(([, name, value]) => [name, value!]));
}

/** A dashboard-sized answer (about 6 KiB of JSON). */
const ANSWER = JSON.stringify({
  status: true,
  data: Array.from({ length: 70 }, (_, i) => ({ id: `job-${i}`, name: 'Registered Nurse - Telemetry', city: 'Dallas', pay: 2100 + i * 7 })),
});

/**
 * Minor page faults per compression of ANSWER, 300 times after 50 to warm up, in a Node process with the serve
 * script's environment: memory the heap reuses faults nothing; memory mapped afresh for each call faults every page
 * it touches.
 */
function faultsPerCall(kind: 'gzip' | 'br', options: ZlibOptions | BrotliOptions): number {
  const script = `
    const zlib = require('node:zlib');
    const [kind, options, text] = JSON.parse(process.argv[1]);
    const f = kind === 'gzip' ? () => zlib.gzipSync(text, options) : () => zlib.brotliCompressSync(text, options);
    for (let i = 0; i < 50; i++) f();
    const before = process.resourceUsage().minorPageFault;
    for (let i = 0; i < 300; i++) f();
    process.stdout.write(String((process.resourceUsage().minorPageFault - before) / 300));`;
  const out = execFileSync(process.execPath, ['-e', script, JSON.stringify([kind, options, ANSWER])], { env: { ...process.env, ...serveEnv() }, encoding: 'utf8' });
  return Number(out);
}

describe('compressing an answer built per request', () => {
  it('maps no memory afresh for each answer under the serve script’s memory settings', () => {
    expect(serveEnv().MALLOC_MMAP_THRESHOLD_).toBeDefined();
    // The encoding a browser gets, with the settings fitted to the answer.
    expect(PER_REQUEST_ENCODINGS[0]).toBe('gzip');
    const fitted = faultsPerCall('gzip', gzipFor(Buffer.byteLength(ANSWER), 6));
    expect(fitted).toBeLessThan(8);
    // What it was: brotli at quality 4 with its default 4 MiB window (@fastify/compress's defaults) faulted 80–90
    // pages for each answer; fitted to the answer, brotli still faults about 30.
    expect(faultsPerCall('br', { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })).toBeGreaterThan(20);
    expect(faultsPerCall('br', brotliFor(Buffer.byteLength(ANSWER), 4))).toBeGreaterThan(fitted);
  });

  it('gives the same bytes back, and about as few, for answers from 1 KiB to 1 MiB', () => {
    for (const size of [1024, 6000, 70_000, 1_100_000]) {
      const text = ANSWER.repeat(Math.ceil(size / ANSWER.length)).slice(0, size);
      const gz = fittedZlib.gzipSync(text);
      expect(gunzipSync(gz).toString()).toBe(text);
      // A window no larger than the answer loses nothing; the smaller hash costs at most a few per cent.
      expect(gz.length).toBeLessThanOrEqual(Math.ceil(gzipSync(text).length * 1.03));
      expect(brotliDecompressSync(fittedZlib.brotliCompressSync(text)).toString()).toBe(text);
      expect(brotliDecompressSync(fittedZlib.brotliCompressSync(Buffer.from(text))).toString()).toBe(text);
    }
  });
});

describe('the API’s answers built per request', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await seedSkills(app.db);
  });
  afterAll(async () => {
    await app?.close();
  });

  // The skills checklists' categories (spec §3), a list of some KiB built for each request.
  it('go in gzip to a browser, in brotli to a client that takes only brotli, the same JSON either way', async () => {
    const me = await createSignedInCandidate(app);
    const ask = (encoding?: string) => app.inject({ method: 'GET', url: '/api/auth/get-skillsCategory', headers: { ...me.auth, ...(encoding ? { 'accept-encoding': encoding } : {}) } });
    const plain = await ask();
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const browser = await ask(BROWSER);
    expect(browser.headers['content-encoding']).toBe('gzip');
    expect(browser.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(browser.rawPayload).toString())).toEqual(plain.json());
    const br = await ask('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    // Refused with q=0, gzip is not used.
    const noGzip = await ask('gzip;q=0, br');
    expect(noGzip.headers['content-encoding']).toBe('br');
  });
});
