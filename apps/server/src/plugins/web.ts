import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { pickEncoding } from '../lib/encoded-answer';

const STATIC_FILE = /\.(js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|txt|json|webmanifest)$/i;
const API_PREFIXES = ['/api/', '/microservices/', '/healthz', '/readyz', '/api-docs', '/submodalitiesList'];
/**
 * Headers other hooks put on every answer that a hashed file does not need: it is same-origin (no CORS answer), the
 * same for every origin (no Vary), and its name is its version (no request id to trace it by). On HTTP/1.1 each costs
 * its bytes again on every file of a first visit.
 */
const NOT_FOR_ASSETS = ['vary', 'access-control-allow-credentials', 'access-control-allow-origin', 'x-request-id'];

type FirstPage = { pattern: RegExp; html: string; br: Buffer; gzip: Buffer; etag: string };

/**
 * index.html for the addresses a visit most often starts on (the web build's `first-pages.json`): the same page with
 * a `<link rel="modulepreload">` for each file that address's first page loads, so that the browser asks for them with
 * the entry instead of after it has run. Made once at start, with its brotli and gzip copies.
 */
function firstPages(root: string): FirstPage[] {
  const manifest = path.join(root, 'first-pages.json');
  if (!existsSync(manifest)) return [];
  const index = readFileSync(path.join(root, 'index.html'), 'utf8');
  const at = index.indexOf('<script type="module"');
  if (at < 0) return [];
  const rules = JSON.parse(readFileSync(manifest, 'utf8')) as { pattern: string; files: string[] }[];
  return rules.map(({ pattern, files }) => {
    const links = files
      .filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="${file}">\n    `)
      .join('');
    const html = index.slice(0, at) + links + index.slice(at);
    return {
      pattern: new RegExp(pattern),
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(html, { level: 9 }),
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    };
  });
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached,
 * and every other GET that is not an API path answered with index.html (history fallback).
 * The build leaves a brotli and a gzip copy beside each text file (apps/web/vite.config.ts); a browser that accepts one
 * gets it, with no compression work per request. Source maps are never served, even if a build left one here.
 * Files carry an ETag (a reload revalidates index.html with it) and no Last-Modified or Accept-Ranges: a hashed file is
 * never revalidated while cached, and scripts and styles are not fetched in ranges.
 */
export default fp<{ root: string | undefined }>(
  async (app, { root }) => {
    const hasWeb = root !== undefined && existsSync(path.join(root, 'index.html'));
    const pages = hasWeb ? firstPages(root) : [];
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        lastModified: false,
        acceptRanges: false,
        allowedPath: (pathName) => !pathName.endsWith('.map'),
        setHeaders(res, filePath) {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('Cache-Control', 'public, max-age=31536000, immutable');
          } else {
            res.header('Cache-Control', 'no-cache');
          }
        },
      });
    }
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/assets/')) for (const name of NOT_FOR_ASSETS) reply.removeHeader(name);
      done(null, payload);
    });
    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isApi = API_PREFIXES.some((prefix) => url.startsWith(prefix));
      // A missing file (an asset of another build, a mistyped image) is a 404, not the app's HTML under a .js name.
      // Only static-file endings count: a path parameter may hold a dot (/auth/login/indeed.com).
      const isFile = url.startsWith('/assets/') || STATIC_FILE.test(url);
      if (!isApi && !isFile && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
        reply.header('Cache-Control', 'no-cache');
        const page = pages.find((candidate) => candidate.pattern.test(url));
        if (!page) return reply.sendFile('index.html');
        reply.header('ETag', page.etag).header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
        if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
        const encoding = pickEncoding(request.headers['accept-encoding']);
        if (encoding === 'br') return reply.header('Content-Encoding', 'br').send(page.br);
        if (encoding === 'gzip') return reply.header('Content-Encoding', 'gzip').send(page.gzip);
        return reply.send(page.html);
      }
      return reply.code(404).send({ status: false, message: 'Not found.' });
    });
  },
  { name: 'web' },
);
