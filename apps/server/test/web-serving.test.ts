// The server serves the built web app: history fallback, long cache for hashed assets, no cache for index.html.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app';

const BIG_JS = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;
// What the web build writes: index.html with its entry, and the files each first page loads (first-pages.json).
// The entry comes first (the largest file), the first-calls script after it, then what the server adds.
const ENTRY = '<script type="module" crossorigin src="/assets/index-abc123.js">';
const INDEX = `<!doctype html><head><title>portal</title>\n    ${ENTRY}</script>\n    <script type="module" async crossorigin src="/assets/first-calls-fff000.js"></script>\n  </head>`;
const FIRST_PAGES = [
  { pattern: '^/auth/login(/[^/]+)?/?$', files: ['/assets/sign-in-aaa111.js'] },
  {
    pattern: '^/jobs/open/?$',
    files: ['/assets/app-layout-bbb222.js', '/assets/open-jobs-ccc333.js', '/assets/x.js"><script>alert(1)</script>'],
    // Loaded with the page only where the media query matches (the docked sidebar of a wide screen).
    media: { '(min-width: 900px)': ['/assets/side-navigation-ddd444.js'], '"><script>alert(2)</script>': ['/assets/y-eee555.js'] },
  },
];
const webDist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
let app: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  writeFileSync(path.join(webDist, 'first-pages.json'), JSON.stringify(FIRST_PAGES));
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // What the production build leaves: compressed copies beside a file, and (from an older build) a source map.
  writeFileSync(path.join(webDist, 'assets', 'app-def456.js'), BIG_JS);
  writeFileSync(path.join(webDist, 'assets', 'app-def456.js.br'), brotliCompressSync(BIG_JS));
  writeFileSync(path.join(webDist, 'assets', 'app-def456.js.gz'), gzipSync(BIG_JS));
  writeFileSync(path.join(webDist, 'assets', 'app-def456.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
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

  it('sends a hashed file the headers a file reads, and a page every security header', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js', headers: { origin: 'http://localhost:3000' } });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.etag).toBeTruthy();
    for (const name of ['content-security-policy', 'x-frame-options', 'vary', 'access-control-allow-credentials', 'x-request-id', 'last-modified', 'accept-ranges']) {
      expect(asset.headers[name], name).toBeUndefined();
    }
    const page = await app.inject('/auth/login');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-request-id']).toBeTruthy();
  });

  it('names the files of a first page in its HTML as module preloads, with no inline script and script-src self', async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const login = await app.inject('/auth/login/indeed');
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(preloads(login.body)).toEqual(['/assets/sign-in-aaa111.js']);
    // After the entry, the page's first request (the largest file, on HTTP/1.1 not queued behind the others), and the
    // first-calls script; a name that is not a plain asset path is left out.
    expect(login.body.indexOf(ENTRY)).toBeLessThan(login.body.indexOf('/assets/first-calls-'));
    expect(login.body.indexOf('/assets/first-calls-')).toBeLessThan(login.body.indexOf('modulepreload'));
    const open = await app.inject('/jobs/open');
    expect(preloads(open.body)).toEqual(['/assets/app-layout-bbb222.js', '/assets/open-jobs-ccc333.js']);
    expect(open.body).toContain('<link rel="modulepreload" crossorigin media="(min-width: 900px)" href="/assets/side-navigation-ddd444.js">');
    // A media query is an attribute value: it cannot close the element.
    expect(open.body).toContain('media="&#34;&#62;&#60;script&#62;alert(2)&#60;/script&#62;" href="/assets/y-eee555.js"');
    expect(open.body).not.toContain('alert(1)');
    for (const page of [login, open]) {
      expect(page.body).not.toMatch(/<script>/);
      const scriptSrc = String(page.headers['content-security-policy']).split(';').find((directive) => directive.startsWith('script-src'));
      expect(scriptSrc).toBe("script-src 'self'");
    }
    // Any other address: index.html with only the brand of its path.
    const faqs = (await app.inject('/faqs')).body;
    expect(preloads(faqs)).toEqual([]);
    expect(faqs.replace(/<script type="application\/json" id="portal-brand">.*?<\/script>\n {4}/, '')).toBe(INDEX);
  });

  /** The brand element of a page, parsed; undefined when the page has none. */
  const pageBrand = (html: string): unknown => {
    const found = /<script type="application\/json" id="portal-brand">(.*?)<\/script>/s.exec(html);
    return found ? JSON.parse(found[1] as string) : undefined;
  };
  const identity = async (pathname: string) => (await app.inject(`/api/identity?path=${encodeURIComponent(pathname)}`)).json().data.result.meta;

  it.each(['/auth/login', '/tlcjobs', '/auth/login/tlcjobs', '/auth/register/radjobs?utm_campaign=x', '/jobs/open', '/faqs'])(
    'puts the brand the identity call gives for %s in the page, as JSON that does not run',
    async (url) => {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(pageBrand(res.body)).toEqual(await identity(url.split('?')[0] as string));
      // In the head, which the parser has read before the entry (a module script) runs and reads it.
      expect(res.body.indexOf('id="portal-brand"')).toBeGreaterThan(0);
      expect(res.body.indexOf('id="portal-brand"')).toBeLessThan(res.body.indexOf('</head>'));
    },
  );

  it("gives a partner board's page its partner's brand and every other path the agency's own", async () => {
    expect(pageBrand((await app.inject('/tlcjobs')).body)).toMatchObject({ code: 'TLC', name: 'TLC Nursing Careers', board: 'tlcjobs' });
    expect(pageBrand((await app.inject('/auth/login/doc2docjobs')).body)).toMatchObject({ code: 'D2D', board: 'doc2docjobs' });
    expect(pageBrand((await app.inject('/auth/login')).body)).toMatchObject({ code: 'MHS', board: null });
  });

  it("names a partner board's and the sign-in pages' first public calls as fetch preloads, and no other page's", async () => {
    const fetches = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(fetches((await app.inject('/tlcjobs')).body)).toEqual(['/api/job/public/initial?board=tlcjobs', '/api/job/compactStatesCode', '/submodalitiesList']);
    expect(fetches((await app.inject('/radjobs/')).body)).toEqual(['/api/job/public/initial?board=radjobs', '/api/job/compactStatesCode', '/submodalitiesList']);
    for (const url of ['/auth/login', '/auth/login/tlcjobs', '/auth/register/', '/auth/register/indeed.com?utm_campaign=x']) {
      expect(fetches((await app.inject(url)).body), url).toEqual(['/api/auth/providers']);
    }
    for (const url of ['/jobs/open', '/faqs', '/nosuchboard', '/auth/reset-password/enter-code']) expect(fetches((await app.inject(url)).body), url).toEqual([]);
  });

  it("escapes an organisation's text so that it cannot close the element, and a new brand gives the page a new ETag", async () => {
    const before = await app.inject('/auth/login');
    const etag = String(before.headers.etag);
    const name = 'Meridian </script><script>alert(1)</script> <!-- & \u2028';
    await app.db.execute(sql`update organizations set name = ${name} where is_default`);
    try {
      const after = await app.inject('/auth/login');
      expect(after.headers['cache-control']).toBe('no-cache');
      expect(after.body).not.toContain('</script><script>');
      expect(after.body).not.toContain('<!--');
      expect(after.body.match(/<\/script>/g)?.length).toBe(before.body.match(/<\/script>/g)?.length);
      expect(pageBrand(after.body)).toMatchObject({ name });
      expect(pageBrand(after.body)).toEqual(await identity('/auth/login'));
      expect(after.headers.etag).not.toBe(etag);
      // A browser holding the page with the old brand gets the new page, not a 304.
      const revalidated = await app.inject({ url: '/auth/login', headers: { 'if-none-match': etag } });
      expect(revalidated.statusCode).toBe(200);
      expect(pageBrand(revalidated.body)).toMatchObject({ name });
    } finally {
      await app.db.execute(sql`update organizations set name = 'Meridian Health Staffing' where is_default`);
    }
  });

  it("sends a first page's HTML compressed as the browser accepts, and revalidates it by its ETag", async () => {
    const plain = await app.inject('/auth/login');
    const br = await app.inject({ url: '/auth/login', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await app.inject({ url: '/auth/login', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({ url: '/auth/login', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
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

  it('sends the pre-compressed copy a browser accepts, still cached for a year', async () => {
    const br = await app.inject({ url: '/assets/app-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);
    const gz = await app.inject({ url: '/assets/app-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);
    const plain = await app.inject('/assets/app-def456.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
  });

  it('never serves a source map', async () => {
    const res = await app.inject('/assets/app-def456.js.map');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret');
  });

  it('compresses API answers of 1 KiB or more, not smaller ones', async () => {
    const big = await app.inject({ url: '/submodalitiesList', headers: { 'accept-encoding': 'gzip, br' } });
    expect(big.statusCode).toBe(200);
    // Built for the request: gzip when the client takes it (lib/compression.ts), brotli when only that.
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(big.rawPayload).toString()).status).toBe(true);
    const brOnly = await app.inject({ url: '/submodalitiesList', headers: { 'accept-encoding': 'br' } });
    expect(brOnly.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brOnly.rawPayload).toString()).status).toBe(true);
    const small = await app.inject({ url: '/healthz', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('web app serving before any organisation is set up', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  let bare: TestApp;
  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    bare = await createTestApp({ webDist: dist }, { seed: false });
  });
  afterAll(async () => {
    await bare.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the page without a brand (the app asks for it), never an error', async () => {
    const res = await bare.inject('/faqs');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect((await bare.inject('/tlcjobs')).body).not.toContain('portal-brand');
  });
});
