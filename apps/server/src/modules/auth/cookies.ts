import { createHash } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '@portal/shared';
import type { Config } from '../../config';

/**
 * Cookies: the `username` cookie of spec §4/§9 and the signed OAuth state cookie (security.md item 7). Read and set by
 * a few route modules (sign-in, reset, account, quick apply), which each register the cookie plugin in their own
 * scope: its hooks (reading the Cookie header, writing Set-Cookie) then run for their routes only, not for every call
 * of the API. The signing key is derived from JWT_SECRET.
 */
export async function acceptCookies(scope: FastifyInstance): Promise<void> {
  await scope.register(cookie, { secret: createHash('sha256').update(`cookie:${scope.config.secrets.jwt}`).digest('hex') });
}

/**
 * spec §4/§9: the `username` cookie lives exactly as long as the session, so the client's once-a-second check sees it
 * vanish when the session ends. The client reads it, so it cannot be httpOnly; it therefore names no one: its value only
 * says that a session is open (the e-mail stays out of what every script and every request to the site carry).
 * Secure when the portal is served over HTTPS (PUBLIC_URL) or the request came over HTTPS.
 */
export const SESSION_COOKIE_VALUE = '1';

const cookieOptions = (reply: FastifyReply, config: Config) => ({
  path: '/',
  sameSite: 'strict' as const,
  secure: config.publicUrl.startsWith('https://') || reply.request.protocol === 'https',
});

export function setUsernameCookie(reply: FastifyReply, config: Config, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, SESSION_COOKIE_VALUE, { ...cookieOptions(reply, config), expires: expiresAt, httpOnly: false });
}

export function clearUsernameCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(reply, config));
}

/** The OAuth state (and PKCE verifier) travel in a signed, httpOnly cookie bound to the browser that started. */
export const OAUTH_COOKIE = 'oauth_state';
export const OAUTH_COOKIE_PATH = '/api/auth';
