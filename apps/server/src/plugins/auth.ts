import { createHash } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { unauthorized } from '../lib/errors';
import { touchSession } from '../modules/account/last-seen';
import { type AuthUser, resolveSession, SessionCache } from '../modules/auth/sessions';
import { createTokenSigner, type TokenSigner } from '../modules/auth/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenSigner;
    /** preHandler for secured routes: 401 unless the bearer token names a live session. */
    requireCandidate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler that sets request.user when a good token is present and lets anonymous calls through. */
    optionalCandidate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** Exactly `Bearer <token>` (security.md item 18): any other form of the header is no credential at all. */
const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  return BEARER.exec(header)?.[1] ?? null;
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    // Cookies: the `username` cookie of spec §4/§9 and the signed OAuth state cookie (security.md item 7).
    await app.register(cookie, { secret: createHash('sha256').update(`cookie:${config.secrets.jwt}`).digest('hex') });
    app.decorate('tokens', createTokenSigner(config.secrets.jwt));
    app.decorateRequest('user', null);
    // Live sessions in memory until any revocation, on any instance (modules/auth/sessions.ts SessionCache).
    const sessionCache = new SessionCache(app.versions);
    app.decorate('requireCandidate', async (request: FastifyRequest) => {
      const token = bearer(request);
      const user = token ? await resolveSession(app.db, app.tokens, token, sessionCache, app.requestVersions(request)) : null;
      if (!user) throw unauthorized();
      request.user = user;
      touchSession(app.db, user.sessionId);
    });
    app.decorate('optionalCandidate', async (request: FastifyRequest) => {
      const token = bearer(request);
      request.user = token ? await resolveSession(app.db, app.tokens, token, sessionCache, app.requestVersions(request)) : null;
    });
  },
  { name: 'auth', dependencies: ['db', 'versions'] },
);
