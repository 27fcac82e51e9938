// What a new candidate tripped over in the shell (desktop and phone): My Profile reachable from the user panel, the
// phone header showing the whole brand, titles that name the page, favicon.ico, toasts that leave the top bar free,
// messages shown once, an "In favorites" button that does not read as an error, and the profile's fields.
import type { Page } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { expect, getJobs, heading, test } from '../support/fixtures';

const afterLoad = { timeout: 20_000 };

/** Whether the element's text is shown whole (not cut by an ellipsis or a line clamp). */
const shownWhole = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1);

test('@phone My Profile is linked from the user panel', async ({ signedInPage: page, isMobile }) => {
  await page.goto('/jobs/favorite');
  await expect(heading(page)).toHaveText('Favorite Jobs', afterLoad);
  if (isMobile) await page.getByRole('button', { name: 'Toggle menu' }).click();
  await page.getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(heading(page)).toHaveText('My Profile', afterLoad);
  await expect(page).toHaveTitle('My Profile · Meridian Health Staffing Compliances');
});

test('@phone the top bar shows the whole brand name and every control on a phone', async ({ signedInPage: page, isMobile }) => {
  test.skip(!isMobile, 'phone width only');
  await page.goto('/jobs/open');
  await expect(heading(page)).toHaveText('Open Jobs', afterLoad);
  const bar = page.getByRole('banner');
  const title = bar.getByText('Meridian Health Staffing', { exact: true });
  await expect(title).toBeVisible();
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1)).toBe(true);
  for (const name of ['Toggle menu', 'EN, Language: English', 'Full Screen', 'Switch to dark mode', 'Change log'])
    await expect(bar.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  expect(await shownWhole(page, 'header .MuiToolbar-root')).toBe(true);
});

test('the tab names the page; favicon.ico is served', async ({ signedInPage: page }) => {
  await page.goto('/jobs/open');
  await expect(heading(page)).toHaveText('Open Jobs', afterLoad);
  await expect(page).toHaveTitle('Open Jobs · Meridian Health Staffing Compliances');
  await page.goto('/no-such-page');
  await expect(heading(page)).toHaveText('Oops', afterLoad);
  await expect(page).toHaveTitle('Page not found · Meridian Health Staffing Compliances');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText('Home/Page not found');
  const icon = await page.request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/icon/);
});

test('@phone a toast leaves the top bar free and shows once; the profile explains the locked e-mail', async ({
  page,
  isMobile,
}) => {
  await signInAs(page);
  await page.goto('/profile');
  await expect(heading(page)).toHaveText('My Profile', afterLoad);
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toBeDisabled();
  await expect(email).toHaveAccessibleDescription('Your e-mail address is how you sign in; it cannot be changed here.');
  if (!isMobile) {
    // Password fields are as wide as a password needs, not the whole page.
    for (const field of await page.locator('input[type="password"]').all())
      expect((await field.boundingBox())!.width).toBeLessThanOrEqual(480);
  }

  await page.getByRole('textbox', { name: 'Cell phone' }).fill('(615) 555-0198');
  await page.getByRole('textbox', { name: 'Office phone' }).fill('(615) 555-0199');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const toast = page.getByText('Data has been updated');
  await expect(toast).toBeVisible(afterLoad);
  await expect(toast).toHaveCount(1);
  const bar = (await page.getByRole('banner').boundingBox())!;
  const shown = (await toast.boundingBox())!;
  expect(shown.y).toBeGreaterThanOrEqual(bar.y + bar.height);
});

test('"In favorites" is in the page colour, not the error colour; no housing search is offered without a provider', async ({ page }) => {
  await signInAs(page);
  await page.goto('/jobs/open');
  await expect(heading(page)).toHaveText('Open Jobs', afterLoad);
  await getJobs(page);
  const housingAsked = page.waitForResponse((r) => r.url().endsWith('/api/auth/get-Housing-Data') && r.request().method() === 'GET');
  await page.getByRole('article').first().getByRole('link', { name: 'View job' }).click();
  await expect(page.getByRole('button', { name: 'Submit to this job' })).toBeVisible(afterLoad);
  const favourite = page.getByRole('button', { name: 'Favorite', exact: true });
  const colour = (locator: typeof favourite) => locator.evaluate((el) => getComputedStyle(el).color);
  const primary = await colour(favourite);
  await favourite.click();
  const inFavourites = page.getByRole('button', { name: 'In favorites' });
  await expect(inFavourites).toHaveAttribute('aria-pressed', 'true');
  expect(await colour(inFavourites)).toBe(primary);

  // These journeys run without a housing provider: the page offers no search that could only say it is unavailable.
  expect(await (await housingAsked).json()).toMatchObject({ data: { available: false } });
  await expect(page.getByRole('button', { name: 'Search housing' })).toHaveCount(0);
  await expect(page.getByText(/Housing search is unavailable/)).toHaveCount(0);
});
