// Sessions for signed-in journeys. The web app counts as signed in when local storage `jwt` holds a token (spec §4);
// the session dialog (spec §4) also wants the `username` cookie that the server sets with a real session.
import { type Page, expect } from '@playwright/test';
import { markGuideSeen, signUpCandidate } from './accounts';

/** The demo candidate that SEED_DEMO=true creates (apps/server/src/seed/candidates.ts). */
export const DEMO_CANDIDATE = {
  email: 'demo@meridianhealthstaffing.com',
  password: 'Demo2026!',
  firstName: 'Jordan',
  lastName: 'Rivera',
};

/**
 * A well-formed JWT the server never signed. The access rules of spec §2 look only at whether a token is stored, so it
 * is enough for them; any secured API call answers 401 and the client's 401 rule (spec §4) then signs the user out,
 * and without the `username` cookie the session dialog opens.
 */
export const FAKE_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJlMmUtZmFrZSIsInNpZCI6ImUyZS1mYWtlIn0.ZmFrZS1zaWduYXR1cmUtbm90LXZhbGlk';

/**
 * Stores `value` under local storage `key` before the app's first page load in this tab. Later loads of the same tab
 * do not put it back, so a logout (or the 401 rule) followed by a reload stays signed out.
 */
export async function storeBeforeLoad(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((values) => {
    try {
      if (sessionStorage.getItem('e2e-storage-seeded')) return;
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      sessionStorage.setItem('e2e-storage-seeded', '1');
    } catch {
      // about:blank has no storage.
    }
  }, entries);
}

type SessionData = {
  token: string;
  email: string;
  org: string;
  profile: { firstName: string; lastName: string; avatar: string | null; isPassword: boolean; cell: string };
};

/**
 * Signs in through the API with `credentials` (default: the demo candidate). The request shares the page's cookie
 * jar, so the browser gets the `username` cookie; the token and the auth state go into local storage the way the sign-in
 * page stores them (apps/web/src/features/auth/session.ts). Returns the token.
 */
export async function signIn(page: Page, credentials: { email: string; password: string } = DEMO_CANDIDATE): Promise<string> {
  const response = await page.request.post('/api/auth/login', { data: { type: 'login', ...credentials } });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: SessionData };
  // The guide (spec §4) is not what these journeys are about; the demo candidate, shared by many tests, starts each one
  // with the default UI settings (a test that switched it to dark mode or another layout does not carry over).
  await markGuideSeen(page.request, data.token);
  if (credentials.email === DEMO_CANDIDATE.email) {
    const reset = await page.request.delete('/api/candidate/ui-settings', { headers: { authorization: `Bearer ${data.token}` } });
    expect(reset.ok(), await reset.text()).toBe(true);
  }
  const auth = {
    email: data.email,
    org: data.org,
    profileData: {
      firstName: data.profile.firstName,
      lastName: data.profile.lastName,
      avatar: data.profile.avatar,
      isPassword: data.profile.isPassword,
    },
    fName: data.profile.firstName,
    lName: data.profile.lastName,
    phone: data.profile.cell || null,
    likes: [],
  };
  await storeBeforeLoad(page, { jwt: data.token, auth: JSON.stringify(auth), email: data.email });
  return data.token;
}

/**
 * The token of a fresh candidate signed up through the real API (support/accounts.ts). The call goes through
 * page.request, which shares the browser context's cookies, so the `username` session cookie of spec §4 is set as well.
 */
export async function createSessionToken(page: Page): Promise<string> {
  return (await signUpCandidate(page.request)).token;
}
