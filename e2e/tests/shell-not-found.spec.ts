// spec §2: unknown paths show "Oops" / "Page Not Found :(" with Go To Dashboard; unknown auth sub-paths too; unknown
// paths containing /login redirect to /.
import { expect, heading, test } from '../support/fixtures';
import { navigations, recordNavigations } from '../support/navigation-log';

test('@phone signed in, an unknown path shows the not-found page and Go To Dashboard leads to /', async ({
  signedInPage: page,
}) => {
  await recordNavigations(page);
  await page.goto('/no-such-page');
  await expect(heading(page)).toHaveText('Oops');
  await expect(page.getByText('Page Not Found :(')).toBeVisible();
  await page.getByRole('link', { name: 'Go To Dashboard' }).click();
  await expect.poll(async () => (await navigations(page)).map((nav) => nav.url)).toContain('/');
});

test('signed out, an unknown sub-path of auth shows the not-found page in the public layout', async ({ page }) => {
  await page.goto('/auth/no-such-step');
  await expect(heading(page)).toHaveText('Oops');
  await expect(page.getByText('Page Not Found :(')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  // Go To Dashboard: / needs a token, so a visitor lands on sign-in.
  await page.getByRole('link', { name: 'Go To Dashboard' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('an unknown path containing /login redirects to /', async ({ page }) => {
  await recordNavigations(page);
  // Under a public path (faqs) the guard lets it through to the route table signed out.
  await page.goto('/faqs/old-page/login');
  await expect.poll(async () => (await navigations(page)).map((nav) => nav.url)).toContain('/');
  // / then needs a token.
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the server answers unknown paths with the app (history fallback), not a bare 404', async ({ request }) => {
  const response = await request.get('/some/deep/unknown/path');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
});
