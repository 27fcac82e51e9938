import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { BRAND_ELEMENT_ID, PARTNER_BOARDS } from '@portal/shared/constants';
import type { TBrand } from '@portal/shared/schemas/org';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pickEncoding } from '../lib/encoded-answer';
import { orgDirectory } from '../modules/orgs/repository';

const STATIC_FILE = /\.(js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|txt|json|webmanifest)$/i;
const API_PREFIXES = ['/api/', '/microservices/', '/healthz', '/readyz', '/api-docs', '/submodalitiesList'];


/**
 * JSON that can stand inside a `<script>` element: `<`, `>` and `&` as JSON escapes, so no text of an organisation
 * (its name, its support e-mail) can close the element or open a comment; U+2028/2029 escaped too.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A media query as an attribute value (the build's, but never trusted to hold no quote). */
function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The public calls a first page makes first, with no token: a partner board's first answer, the compact states and
 * the specialties (spec §6); the sign-in and sign-up pages' providers. The HTML names them as preloads so they start with the page's scripts, not after them;
 * the app's own fetch of the same address takes the preloaded answer.
 */
export function dataPreloads(url: string): string[] {
  // The sign-in and sign-up pages' social buttons (shown once the providers are known).
  if (/^\/auth\/(login|register)(\/[^/]+)?\/?$/.test(url)) return ['/api/auth/providers'];
  const board = /^\/([a-z0-9]+)\/?$/.exec(url)?.[1];
  if (!board || !(PARTNER_BOARDS as readonly string[]).includes(board)) return [];
  return [`/api/job/public/initial?board=${board}`, '/api/job/compactStatesCode', '/submodalitiesList'];
}

type PageRule = { pattern: RegExp | null; links: string };
type Rendered = { html: string; br: Buffer; gzip: Buffer; etag: string };

/**
 * index.html as the server answers it. For the addresses a visit most often starts on (the web build's
 * `first-pages.json`) it carries a `<link rel="modulepreload">` for each file that address's first page loads, so that
 * the browser asks for them with the entry instead of after it has run (a file with a media query, e.g. the docked
 * sidebar's, only where the query matches); a partner board's page also names its first
 * data calls as preloads. Every page carries the brand of its path (what `GET /api/identity?path=` answers) as a JSON
 * element the app reads instead of making that call first: its logo, name and support footer show with the first
 * render. The JSON element does not run (type application/json): the CSP stays `script-src 'self'`.
 * Each variant (rule × brand) is made once, with its brotli and gzip copies and an ETag of its own text: a brand that
 * changes changes the ETag, so a revalidated page never keeps an old brand.
 */
class Pages {
  private readonly rules: PageRule[];
  private readonly at: number;
  private readonly made = new Map<string, Rendered>();

  constructor(private readonly index: string, root: string) {
    // At the end of the head: after the app's entry script, the page's first request after the document (the
    // largest file, which then takes the document's open connection on HTTP/1.1, not a new one or a place in the
    // queue for the six), and after the first-calls script.
    this.at = index.indexOf('</head>');
    const manifest = path.join(root, 'first-pages.json');
    const rules = existsSync(manifest)
      ? (JSON.parse(readFileSync(manifest, 'utf8')) as { pattern: string; files: string[]; media?: Record<string, string[]> }[])
      : [];
    const link = (file: string, media?: string) =>
      /^\/assets\/[\w.-]+\.js$/.test(file)
        ? `<link rel="modulepreload" crossorigin${media ? ` media="${escapeAttribute(media)}"` : ''} href="${file}">\n    `
        : '';
    this.rules = rules.map(({ pattern, files, media = {} }) => ({
      pattern: new RegExp(pattern),
      // Files with a media query (the docked sidebar's, on a wide screen) load with the page only where it matches.
      links: [...files.map((file) => link(file)), ...Object.entries(media).flatMap(([query, list]) => list.map((file) => link(file, query)))].join(''),
    }));
  }

  page(url: string, brand: unknown): Rendered {
    const index = this.rules.findIndex((rule) => rule.pattern?.test(url));
    const preloads = dataPreloads(url);
    const brandJson = brand === undefined ? '' : scriptSafeJson(brand);
    const key = `${index}\n${preloads.join(' ')}\n${brandJson}`;
    let rendered = this.made.get(key);
    if (!rendered) {
      const head =
        (this.rules[index]?.links ?? '') +
        preloads.map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">\n    `).join('') +
        (brandJson ? `<script type="application/json" id="${BRAND_ELEMENT_ID}">${brandJson}</script>\n    ` : '');
      const html = this.at < 0 ? head + this.index : this.index.slice(0, this.at) + head + this.index.slice(this.at);
      rendered = {
        html,
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(html, { level: 9 }),
        etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
      };
      // Rules × boards × brand versions: a handful; an organisation edited many times leaves old variants behind.
      if (this.made.size >= 200) this.made.clear();
      this.made.set(key, rendered);
    }
    return rendered;
  }
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
    const pages = hasWeb ? new Pages(readFileSync(path.join(root, 'index.html'), 'utf8'), root) : null;
    const directory = orgDirectory(app.db, app.versions);
    /** The path's brand, as the identity call gives it; none (the app asks) when no organisation is set up yet. */
    const brandOf = (request: FastifyRequest, url: string): Promise<TBrand | undefined> =>
      directory.brandForPath(url, app.requestVersions(request)).catch((error: unknown) => {
        request.log.warn({ err: error }, 'page served without its brand');
        return undefined;
      });
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
    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isApi = API_PREFIXES.some((prefix) => url.startsWith(prefix));
      // A missing file (an asset of another build, a mistyped image) is a 404, not the app's HTML under a .js name.
      // Only static-file endings count: a path parameter may hold a dot (/auth/login/indeed.com).
      const isFile = url.startsWith('/assets/') || STATIC_FILE.test(url);
      if (!isApi && !isFile && pages && (request.method === 'GET' || request.method === 'HEAD')) {
        // The brand comes from the path and its `board` parameter (decision 034), never from the Host header.
        const page = pages.page(url, await brandOf(request, request.url));
        reply.header('Cache-Control', 'no-cache').header('ETag', page.etag).header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
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
