import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '@portal/shared';
import type { Config } from '../../config';

/**
 * spec §4/§9: the `username` cookie lives exactly as long as the session, so the client's once-a-second check sees it
 * vanish when the session ends. Not httpOnly: the client reads it (it holds the e-mail, never the token).
 */
export function setUsernameCookie(reply: FastifyReply, config: Config, email: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, email, {
    path: '/',
    expires: expiresAt,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    httpOnly: false,
  });
}

export function clearUsernameCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', sameSite: 'lax', secure: config.publicUrl.startsWith('https://') });
}

/** The OAuth state (and PKCE verifier) travel in a signed, httpOnly cookie bound to the browser that started. */
export const OAUTH_COOKIE = 'oauth_state';
export const OAUTH_COOKIE_PATH = '/api/auth';
