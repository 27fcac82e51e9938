import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { answers } from '../lib/contract';
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
    app.decorate('tokens', createTokenSigner(config.secrets.jwt));
    app.decorateRequest('user', null);
    // Live sessions in memory until any revocation, on any instance (modules/auth/sessions.ts SessionCache).
    const sessionCache = new SessionCache(app.versions);
    /** The token's candidate: a kept session is found without a promise once the request's versions are in. */
    const candidateOf = async (request: FastifyRequest): Promise<AuthUser | null> => {
      const token = bearer(request);
      if (!token) return null;
      const versions = await app.requestVersions(request);
      const kept = sessionCache.peek(token, versions);
      return kept !== undefined ? kept : resolveSession(app.db, app.tokens, token, sessionCache, versions);
    };
    app.decorate(
      'requireCandidate',
      answers(async (request: FastifyRequest) => {
        const user = await candidateOf(request);
        if (!user) throw unauthorized();
        request.user = user;
        touchSession(app.db, user.sessionId);
      }, 401),
    );
    app.decorate('optionalCandidate', async (request: FastifyRequest) => {
      request.user = await candidateOf(request);
    });
  },
  { name: 'auth', dependencies: ['db', 'versions'] },
);
