import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

const STATIC_FILE = /\.(js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|txt|json|webmanifest)$/i;
const API_PREFIXES = ['/api/', '/microservices/', '/healthz', '/readyz', '/api-docs', '/submodalitiesList'];
/**
 * Headers other hooks put on every answer that a hashed file does not need: it is same-origin (no CORS answer), the
 * same for every origin (no Vary), and its name is its version (no request id to trace it by). On HTTP/1.1 each costs
 * its bytes again on every file of a first visit.
 */
const NOT_FOR_ASSETS = ['vary', 'access-control-allow-credentials', 'access-control-allow-origin', 'x-request-id'];

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
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).send({ status: false, message: 'Not found.' });
    });
  },
  { name: 'web' },
);
