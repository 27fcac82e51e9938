// Where a candidate goes after signing in: / (spec §4), or the page they were on their way to (Apply on a partner
// board, a protected page opened while signed out). Used by the access guard and by every sign-in flow, so whichever
// of them moves first, both go to the same place.
//
// The return path belongs to one sign-in only: the one that the redirect or Apply started. A sign-in page opened any
// other way forgets it, and so do logout and the 401 rule (spec §4), so a later sign-in never lands on a stale page.

const RETURN_KEY = 'returnTo';
const SIGNED_IN_KEY = 'signedInJustNow';

/** Control characters (tab, CR, LF, ...) and backslashes, raw or percent-encoded: browsers drop or rewrite them, so
 * "/\t/evil.example" would become "//evil.example". */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const UNSAFE = /[\u0000-\u001f\u007f\\]|%(?:[01][0-9a-f]|7f|5c)/i;

/**
 * A same-origin path only ("/x", never "//host" or "/\\host"), and never back into the auth pages. Anything else is
 * ignored, so a crafted link cannot send a candidate to another site.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || UNSAFE.test(value)) return null;
  if (/^\/auth(\/|$|\?)/.test(value) || value.length > 500) return null;
  return value;
}

function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage disabled: the return path then only lives in the address (redirect=...).
  }
}

/**
 * A sign-in or sign-up page opened: remembers its return path in session storage (so that a sign-in finished through
 * an e-mailed link in this browser tab returns there too), or, opened without one, forgets any older one.
 */
export function rememberReturnPath(value: unknown): void {
  writeSession(RETURN_KEY, safeReturnPath(value));
}

/** The page to open after signing in: the `redirect` of the current address, else the remembered one, else /. */
export function returnPathAfterSignIn(search: string = window.location.search): string {
  return safeReturnPath(new URLSearchParams(search).get('redirect')) ?? safeReturnPath(readSession(RETURN_KEY)) ?? '/';
}

/** The page a session ended on (logout, the 401 rule, another tab signing out), in this page's memory. */
let sessionEndedOn: string | null = null;

/**
 * Marks that a sign-in just completed on this page. Only then does the access guard send a signed-in candidate from
 * an auth page to the return path; otherwise it sends them to / as spec §2 says.
 */
export function markSignedIn(): void {
  writeSession(SIGNED_IN_KEY, '1');
  sessionEndedOn = null;
}

export function justSignedIn(): boolean {
  return readSession(SIGNED_IN_KEY) === '1';
}

/** Called once the candidate is signed in and past the auth pages, and when a session ends. */
export function forgetReturnPath(): void {
  writeSession(RETURN_KEY, null);
  writeSession(SIGNED_IN_KEY, null);
}

/**
 * A session ended here: forget the return path, and remember the page, so that the access guard's redirect of that
 * very page to sign-in does not become the next sign-in's destination.
 */
export function noteSessionEnded(where: string = typeof window === 'undefined' ? '' : window.location.pathname + window.location.search): void {
  forgetReturnPath();
  sessionEndedOn = where;
}

/** The `from` the access guard gives sign-in for a signed-out visit of `path`: none for the page a session ended on. */
export function returnPathForGuard(path: string): string | undefined {
  return path === sessionEndedOn ? undefined : path;
}
