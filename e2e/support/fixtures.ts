// Fixtures for every browser journey: import { test, expect } from '../support/fixtures'.
//
// - `signedInPage`: a page signed in as the demo candidate (a real session: token in local storage, `username`
//   cookie); use support/auth.ts signIn(page, credentials) for another candidate.
// - `pageErrors`: uncaught errors of the page; each test fails if any occurred (a broken page is never "passing").
// Pages start at about:blank; the first `page.goto` loads the app.
import { test as base, expect, type Page } from '@playwright/test';
import { signIn } from './auth';

type Fixtures = {
  signedInPage: Page;
  pageErrors: Error[];
};

export const test = base.extend<Fixtures>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  signedInPage: async ({ page }, use) => {
    await signIn(page);
    await use(page);
  },
});

export { expect };

/** The page's main heading, once the route has rendered (pages fade in 500 ms after a route change, spec §4). */
export const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Get Jobs on Open Jobs, then waits for what the page does once the answer is in: it focuses the results and scrolls them
 * into view. A card clicked before that moment may move under the pointer between the press and the release.
 */
export async function getJobs(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Get Jobs' }).click();
  await expect(page.getByRole('region', { name: 'Search results' })).toBeFocused({ timeout: 20_000 });
}
