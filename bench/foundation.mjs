// Foundation figures: GET /healthz and a database-backed route (the identity call), and the JS the sign-in page loads.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { fmt, startServer } from './lib/server.mjs';
import { load } from './lib/load.mjs';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

async function signInPageJs(url) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((b) => ({ url: response.url(), raw: b.length, gz: gzipSync(b).length })));
    });
    await page.goto(`${url}/auth/login`, { waitUntil: 'networkidle' });
    const files = await Promise.all(scripts);
    return { files: files.length, raw: files.reduce((s, f) => s + f.raw, 0), gz: files.reduce((s, f) => s + f.gz, 0) };
  } finally {
    await browser.close();
  }
}

export async function run() {
  const server = await startServer();
  try {
    const rows = [];
    for (const [name, path] of [
      ['GET /healthz', '/healthz'],
      ['GET /api/identity (database)', '/api/identity?path=/tlcjobs'],
    ]) {
      await load({ url: server.url + path, duration: 2 }); // warm-up
      const r = await load({ url: server.url + path, connections: 10, duration: 10 });
      rows.push(`${name.padEnd(34)} ${fmt(r.rps).padStart(8)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   errors ${r.errors}`);
    }
    console.log('\n# Foundation (10 connections, 10 s each)');
    rows.forEach((row) => console.log(row));
    const js = await signInPageJs(server.url);
    console.log(`JS loaded by /auth/login: ${js.files} files, ${fmt(js.raw / 1024, 1)} KiB raw, ${fmt(js.gz / 1024, 1)} KiB gzipped`);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
