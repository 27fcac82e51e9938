// spec §2 "Access rules by path" in a real browser, for every path of spec §2, signed out and with a stored token.
//
// With a token the test uses FAKE_TOKEN: the rules look only at whether a token is stored. A page may then call the
// API, get 401 and be signed out by the 401 rule (spec §4), so the guard's own decision is read from the history
// changes it made (support/navigation-log.ts): its redirects carry state.from = the path asked for.
import { SPEC_ROUTES } from '../support/spec-routes';
import { expect, test } from '../support/fixtures';
import { guardDecision, recordNavigations } from '../support/navigation-log';

test.describe('access rules, signed out', () => {
  for (const route of SPEC_ROUTES) {
    test(`${route.path} → ${route.signedOut}`, async ({ page }) => {
      await recordNavigations(page);
      await page.goto(route.path);
      // The first heading is rendered only after the guard has decided (a redirect renders nothing).
      await page.locator('h1').first().waitFor({ state: 'attached' });
      expect(await guardDecision(page, route.path, { signedIn: false })).toBe(route.signedOut);
      // A redirect lands on sign-in. (An allowed page may move on by itself, e.g. enter-code without a requested code.)
      if (route.signedOut !== 'allow') await expect(page).toHaveURL((url) => url.pathname === route.signedOut);
      await expect(page.locator('h1').first()).toBeVisible();
    });
  }
});

test.describe('access rules, with a stored token', () => {
  for (const route of SPEC_ROUTES) {
    test(`${route.path} → ${route.signedIn}`, async ({ fakeTokenPage: page }) => {
      await recordNavigations(page);
      await page.goto(route.path);
      await page.locator('h1').first().waitFor({ state: 'attached' });
      expect(await guardDecision(page, route.path, { signedIn: true })).toBe(route.signedIn);
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
