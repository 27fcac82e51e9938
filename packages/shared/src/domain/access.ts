// Access rules by path of spec §2, in one place for the router and its tests.
import { PARTNER_BOARDS } from '../constants';

const PUBLIC_MARKERS = ['faqs', 'public', 'unsubscribe', 'auth', 'linkedin', 'verify-references', 'quick/', 'subcribe'];

/** Public without login: paths containing any marker, or a partner job-board path. */
export function isPublicPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  if (PUBLIC_MARKERS.some((marker) => path.includes(marker))) return true;
  return PARTNER_BOARDS.some((board) => path.includes(board));
}

/** A path that signed-in users are sent away from (to /): auth pages and anything with "login". */
export function isAuthPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path.startsWith('/auth') || path.includes('login');
}

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * spec §2 "Access rules by path":
 * - with a token, auth or login paths go to /;
 * - public paths are open without login;
 * - any other path without a stored token goes to /auth/login.
 * The first rule has no exception: /faqs/login-from-new-device is public, and signed in it goes to / like every path
 * with "login" in it (the FAQ is for a candidate who cannot sign in).
 */
export function decideAccess(pathname: string, hasToken: boolean): AccessDecision {
  if (hasToken && isAuthPath(pathname)) return { kind: 'redirect', to: '/' };
  if (isPublicPath(pathname)) return { kind: 'allow' };
  if (!hasToken) return { kind: 'redirect', to: '/auth/login' };
  return { kind: 'allow' };
}
