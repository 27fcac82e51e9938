// spec §2 "Access rules by path" in a real browser, for every path of spec §2, signed out and with a stored token.
//
// With a token the test uses FAKE_TOKEN: the rules look only at whether a token is stored. A page may then call the
// API, get 401 and be signed out by the 401 rule (spec §4), so the guard's own decision is read from the history
// changes it made (support/navigation-log.ts): its redirects carry state.from = the path asked for.
//
// One test per path and state. Each worker keeps one tab per state and loads each path in it afresh (a new document
// with its storage set first), so the app's files come from the tab's cache instead of a new browser context each time.
import { type Browser, type BrowserContext, type Page, test as base } from '@playwright/test';
import { FAKE_TOKEN } from '../support/auth';
import { SPEC_ROUTES } from '../support/spec-routes';
import { expect, test } from '../support/fixtures';
import { guardDecision, recordNavigations } from '../support/navigation-log';

type Tab = { context: BrowserContext; page: Page; errors: Error[] };
const tabs = new Map<string, Tab>();

base.afterAll(async () => {
  for (const tab of tabs.values()) await tab.context.close();
  tabs.clear();
});

/**
 * The worker's tab for a state, on a document of the portal's origin that runs no app code (the favicon), with its
 * storage as a new visitor's or holding `token`: whatever the last path's page was still doing has stopped.
 */
async function freshTab(browser: Browser, baseURL: string, token: string | null): Promise<Tab> {
  const key = token ? 'token' : 'none';
  let tab = tabs.get(key);
  if (!tab) {
    const context = await browser.newContext({ baseURL, locale: 'en-US' });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await recordNavigations(page);
    tabs.set(key, (tab = { context, page, errors }));
  }
  await tab.page.goto('/favicon.ico');
  await tab.context.clearCookies();
  await tab.page.evaluate((jwt) => {
    localStorage.clear();
    sessionStorage.clear();
    if (jwt) localStorage.setItem('jwt', jwt);
  }, token);
  tab.errors.length = 0;
  return tab;
}

base.describe('access rules, signed out', () => {
  for (const route of SPEC_ROUTES) {
    base(`${route.path} → ${route.signedOut}`, async ({ browser, baseURL }) => {
      const { page, errors } = await freshTab(browser, baseURL!, null);
      await page.goto(route.path);
      // The first heading is rendered only after the guard has decided (a redirect renders nothing).
      await page.locator('h1').first().waitFor({ state: 'attached' });
      expect(await guardDecision(page, route.path, { signedIn: false })).toBe(route.signedOut);
      // A redirect lands on sign-in. (An allowed page may move on by itself, e.g. enter-code without a requested code.)
      if (route.signedOut !== 'allow') await expect(page).toHaveURL((url) => url.pathname === route.signedOut);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    });
  }
});

base.describe('access rules, with a stored token', () => {
  for (const route of SPEC_ROUTES) {
    base(`${route.path} → ${route.signedIn}`, async ({ browser, baseURL }) => {
      const { page, errors } = await freshTab(browser, baseURL!, FAKE_TOKEN);
      await page.goto(route.path);
      await page.locator('h1').first().waitFor({ state: 'attached' });
      expect(await guardDecision(page, route.path, { signedIn: true })).toBe(route.signedIn);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    });
  }
});

test('@phone a protected page sends a signed-out visitor to sign-in, and sign-in sends a signed-in one to /', async ({
  page,
}) => {
  await recordNavigations(page);
  await page.goto('/jobs/open');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.evaluate(() => localStorage.setItem('jwt', 'x.y.z'));
  await page.goto('/auth/register');
  await page.locator('h1').first().waitFor({ state: 'attached' });
  expect(await guardDecision(page, '/auth/register', { signedIn: true })).toBe('/');
});
