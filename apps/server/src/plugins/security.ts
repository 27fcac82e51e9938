import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/** Security headers of security.md item 11 on every response, and CORS from an allowlist. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(helmet, {
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
    const allowed = new Set([new URL(config.publicUrl).origin, ...config.corsOrigins]);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, !origin || allowed.has(origin)),
      credentials: true,
      // The methods the API uses (a preflight lists exactly these).
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
      maxAge: 600,
    });
  },
  { name: 'security' },
);
