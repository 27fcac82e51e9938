// Where a candidate goes after signing in: / (spec §4), or the page they were on their way to (Apply on a partner
// board, a protected page opened while signed out). Used by the access guard and by every sign-in flow, so whichever
// of them moves first, both go to the same place.

const RETURN_KEY = 'returnTo';
const SIGNED_IN_KEY = 'signedInJustNow';

/**
 * A same-origin path only ("/x", never "//host" or "/\\host"), and never back into the auth pages. Anything else is
 * ignored, so a crafted link cannot send a candidate to another site.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/^\/auth(\/|$|\?)/.test(value) || value.length > 500) return null;
  return value;
}

/**
 * Remembers the path in session storage, so that a sign-in finished through an e-mailed link in this browser tab
 * returns there too.
 */
export function rememberReturnPath(value: unknown): void {
  const path = safeReturnPath(value);
  if (path) sessionStorage.setItem(RETURN_KEY, path);
}

/** The page to open after signing in: the `redirect` of the current address, else the remembered one, else /. */
export function returnPathAfterSignIn(search: string = window.location.search): string {
  return (
    safeReturnPath(new URLSearchParams(search).get('redirect')) ?? safeReturnPath(sessionStorage.getItem(RETURN_KEY)) ?? '/'
  );
}

/**
 * Marks that a sign-in just completed on this page. Only then does the access guard send a signed-in candidate from
 * an auth page to the return path; otherwise it sends them to / as spec §2 says.
 */
export function markSignedIn(): void {
  sessionStorage.setItem(SIGNED_IN_KEY, '1');
}

export function justSignedIn(): boolean {
  return sessionStorage.getItem(SIGNED_IN_KEY) === '1';
}

/** Called once the candidate is signed in and past the auth pages. */
export function forgetReturnPath(): void {
  sessionStorage.removeItem(RETURN_KEY);
  sessionStorage.removeItem(SIGNED_IN_KEY);
}
