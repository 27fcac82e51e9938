// Tokens for signed-in journeys. The web app counts as signed in when local storage `jwt` holds a token (spec §4).
import type { Page } from '@playwright/test';
import { signUpCandidate } from './accounts';

/**
 * A well-formed JWT the server never signed. The access rules of spec §2 look only at whether a token is stored, so it
 * is enough for them; any secured API call answers 401 and the client's 401 rule (spec §4) then signs the user out.
 */
export const FAKE_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJlMmUtZmFrZSIsInNpZCI6ImUyZS1mYWtlIn0.ZmFrZS1zaWduYXR1cmUtbm90LXZhbGlk';

/**
 * Stores `token` as local storage `jwt` for the app's origin before the app loads. It opens a static file of the
 * origin (no app boot), so the next `page.goto` starts signed in; later reloads do not put it back after a logout.
 */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate((value) => localStorage.setItem('jwt', value), token);
}

/**
 * The token for signed-in journeys: a fresh candidate signed up through the real API (support/accounts.ts). The call
 * goes through page.request, which shares the browser context's cookies, so the `username` session cookie of spec §4
 * is set as well (without it the session dialog reports an expired session).
 */
export async function createSessionToken(page: Page): Promise<string> {
  return (await signUpCandidate(page.request)).token;
}
