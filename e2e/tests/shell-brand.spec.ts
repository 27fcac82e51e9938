// spec §1/§2: the page title is "<brand name> Compliances"; partner boards show their partner's brand; the support
// footer gives that organisation's e-mail and phone.
import { expect, heading, test } from '../support/fixtures';

/** The tab title ends with "<brand> Compliances"; the page's own name comes first ("Sign In · ..."). */
const brandTitle = (brand: string) => new RegExp(`(^|· )${brand} Compliances$`);

test('@phone the agency brand on / (signed in)', async ({ signedInPage: page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(brandTitle('Meridian Health Staffing'));
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/brand/meridian-favicon.svg');
  const footer = page.locator('footer');
  await expect(footer).toContainText('support@meridianhealthstaffing.com');
  await expect(footer).toContainText('615-555-0142');
});

test('the agency brand on the sign-in page, with logo and support footer', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(heading(page)).toBeVisible();
  await expect(page).toHaveTitle(brandTitle('Meridian Health Staffing'));
  await expect(page.getByRole('link', { name: 'Meridian Health Staffing home' })).toBeVisible();
  await expect(page.locator('footer')).toContainText(
    'Technical support by e-mail (support@meridianhealthstaffing.com) and phone (615-555-0142)',
  );
  // The brand is cached for the next visit (spec §9 local storage `identity`).
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('identity') ?? 'null')?.name))
    .toBe('Meridian Health Staffing');
});

test('@phone a partner board shows the partner brand', async ({ page }) => {
  await page.goto('/tlcjobs');
  await expect(page).toHaveTitle(brandTitle('TLC Nursing Careers'));
  const footer = page.locator('footer');
  await expect(footer).toContainText('care@tlcjobs.com');
  await expect(footer).toContainText('214-555-0178');
  await expect(page.getByRole('link', { name: 'TLC Nursing Careers home' })).toBeVisible();
});

test('leaving a partner board for sign-in shows the agency brand again', async ({ page }) => {
  await page.goto('/doc2docjobs');
  await expect(page).toHaveTitle(brandTitle('Doc2Doc Jobs'));
  await page.goto('/auth/login');
  await expect(page).toHaveTitle(brandTitle('Meridian Health Staffing'));
});
