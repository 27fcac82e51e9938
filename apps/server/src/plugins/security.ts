import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/**
 * Headers that only a document (a page) reads: the web app's hashed files (scripts, styles, fonts under /assets/) are
 * sent without them. On HTTP/1.1 headers are not compressed, and a first visit loads several such files: each keeps
 * what a file needs (nosniff, the resource and referrer policies; the caching headers come from plugins/web.ts) and
 * none of the rest. The CSP is a document's: the app starts no worker, and a script file's own CSP would only govern
 * it as a worker.
 */
const DOCUMENT_ONLY = new Set([
  'content-security-policy',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-dns-prefetch-control',
  'origin-agent-cluster',
  'cross-origin-opener-policy',
]);

/**
 * What an API answer (JSON, a file download, the health checks) needs of them: a document's CSP is of no use to JSON,
 * so these answers get the strictest one (nothing may load, nothing may frame it), plus nosniff, the referrer and
 * resource policies, X-Frame-Options and HSTS where it is on. Fewer headers are less work on every API call.
 */
const API_KEEP = new Set(['x-content-type-options', 'referrer-policy', 'cross-origin-resource-policy', 'x-frame-options', 'strict-transport-security']);
const API_CSP = "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** A preflight's answer for an allowed origin: the methods and request headers the API uses, for ten minutes. */
const PREFLIGHT_HEADERS = {
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
  'access-control-allow-headers': 'Authorization, Content-Type, X-Request-Id',
  'access-control-max-age': '600',
};

/** Not a page: answers of the API and the health checks. */
const isApi = (url: string) => url.startsWith('/api/') || url === '/healthz' || url === '/readyz';

/** The headers every answer has anyway; whatever else a probe answer carries is helmet's. */
const BASE_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sends with these options. They depend on nothing in the request, so they are computed once, by
 * one request to a probe instance with helmet registered exactly so, and then set on every answer as they are:
 * @fastify/helmet would otherwise build helmet's middleware, and parse the CSP directives, again for each request.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  try {
    const res = await probe.inject({ method: 'GET', url: '/' });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.headers)) {
      if (!BASE_HEADERS.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return headers;
  } finally {
    await probe.close();
  }
}

/** Security headers of security.md item 11 on every response, and CORS from an allowlist. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const headers = await helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI (emotion) injects <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      // HSTS only makes sense over HTTPS.
      strictTransportSecurity: config.publicUrl.startsWith('https://') ? { maxAge: 15552000 } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      // Agrees with CSP frame-ancestors 'none': no framing at all, also for browsers that only read this header.
      xFrameOptions: { action: 'deny' },
    });
    const assetHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => !DOCUMENT_ONLY.has(name)));
    // A page the API serves itself (the e-mailed password confirmation) sets these (`reply.headers(app.documentHeaders)`).
    app.decorate('documentHeaders', headers);
    const apiHeaders = {
      ...Object.fromEntries(Object.entries(headers).filter(([name]) => API_KEEP.has(name))),
      'content-security-policy': API_CSP,
    };
    // CORS (security.md item 11): only the portal's own origin and CORS_ORIGINS may call the API from a browser, with
    // credentials. A request without an Origin header (same-origin GETs, every non-browser client) costs nothing more.
    // API answers are never stored by a cache (no-store), so only an answer that names an origin says `Vary: Origin`.
    const allowed = new Set([new URL(config.publicUrl).origin, ...config.corsOrigins]);
    app.addHook('onRequest', (request, reply, done) => {
      const url = request.url;
      // The web app's hashed files: same-origin and the same for every origin (no CORS answer, no Vary), named by their
      // version (no request id to trace them by). On HTTP/1.1 each header costs its bytes again on every file of a
      // first visit.
      if (url.startsWith('/assets/')) {
        reply.headers(assetHeaders);
        return done();
      }
      reply.header('x-request-id', request.id);
      if (isApi(url)) {
        reply.headers(apiHeaders);
        // API answers carry tokens and personal data (security.md item 12): never stored by a browser or proxy cache
        // unless the route sets its own Cache-Control.
        if (url.startsWith('/api/')) reply.header('cache-control', 'no-store');
      } else reply.headers(headers);
      const origin = request.headers.origin;
      if (origin === undefined || !allowed.has(origin)) return done();
      reply.header('access-control-allow-origin', origin).header('access-control-allow-credentials', 'true').header('vary', 'Origin');
      // A preflight is answered here, before any route or hook could refuse it for want of the token it asks about.
      if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
        reply.headers(PREFLIGHT_HEADERS).code(204).send();
        return;
      }
      done();
    });
  },
  { name: 'security' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers of a page (a document), for the few HTML answers under /api/. */
    documentHeaders: Record<string, string>;
  }
}
