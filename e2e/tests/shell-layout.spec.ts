// spec §2 "Sidebar menu" and "Layout", desktop and phone.
import type { Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { expect, heading, test } from '../support/fixtures';

// Full motion: this file is about the page's fade, drawers, menus and focus through them (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

const MENU = [
  'Dashboard',
  'Jobs',
  'Open Jobs',
  'Favorite Jobs',
  'Submissions',
  'Job Email History',
  'Application',
  'Skills Checklist',
  'References',
  'Subscription',
  'My Account',
  'FAQs',
];

test.describe('desktop layout', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop only');

  test('sidebar has exactly the menu of spec §2, 240 px wide, with the brand linking to /', async ({ signedInPage: page }) => {
    await page.goto('/jobs/open');
    await expect(heading(page)).toHaveText('Open Jobs');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link').or(nav.getByRole('button'))).toHaveText(MENU);
    const links = {
      Dashboard: '/',
      'Open Jobs': '/jobs/open',
      'Favorite Jobs': '/jobs/favorite',
      Application: '/application',
      Submissions: '/submissions',
      'Job Email History': '/jobs/email',
      Subscription: '/subscription',
      'My Account': '/accounts',
    };
    for (const [name, href] of Object.entries(links))
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);

    const drawer = page.locator('.MuiDrawer-paper').first();
    expect((await drawer.boundingBox())?.width).toBe(240);
    await expect(page.getByRole('link', { name: 'Meridian Health Staffing home' }).first()).toHaveAttribute('href', '/');
    expect((await page.locator('footer').boundingBox())?.height).toBe(40);
  });

  test('the Jobs group collapses and expands; the menu toggle hides and shows the sidebar', async ({ signedInPage: page }) => {
    await page.goto('/');
    await expect(heading(page)).toHaveText('Dashboard');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: 'Jobs' }).click();
    await expect(nav.getByRole('link', { name: 'Open Jobs' })).toHaveCount(0);
    await nav.getByRole('button', { name: 'Jobs' }).click();
    await expect(nav.getByRole('link', { name: 'Open Jobs' })).toBeVisible();

    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(nav).toBeVisible();
  });

  test('menu links navigate, with breadcrumbs', async ({ signedInPage: page }) => {
    await page.goto('/');
    await expect(heading(page)).toHaveText('Dashboard');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Favorite Jobs' }).click();
    await expect(page).toHaveURL(/\/jobs\/favorite$/);
    await expect(heading(page)).toHaveText('Favorite Jobs');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home/Jobs/Favorite Jobs');
  });

  test('no breadcrumbs on /app/crm-dashboard', async ({ signedInPage: page }) => {
    await page.goto('/app/crm-dashboard');
    await expect(heading(page)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  });

  test('dark mode toggles and is kept after a reload', async ({ signedInPage: page }) => {
    await page.goto('/');
    await expect(heading(page)).toBeVisible();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect.poll(background).not.toBe(light);
    const dark = await background();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    expect(await background()).toBe(dark);
  });

  test('the status picker offers online, idle, bussy and offline', async ({ signedInPage: page }) => {
    await page.goto('/');
    await expect(heading(page)).toBeVisible();
    await page.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Online', 'Idle', 'Busy', 'Offline']);
    await page.getByRole('menuitem', { name: 'Offline' }).click();
    await expect(page.getByRole('button', { name: 'Change status' })).toHaveText('Offline');
  });

  test('the change-log panel lists releases with dates, coloured types and search', async ({ signedInPage: page }) => {
    await page.goto('/');
    await expect(heading(page)).toBeVisible();
    const logs = page.waitForResponse((response) => response.url().endsWith('/api/tech/getLogs'));
    await page.getByRole('button', { name: 'Change log' }).click();
    expect((await logs).request().postDataJSON()).toEqual({ portal: 'Candidate', release: true });

    const panel = page.getByRole('region', { name: 'Change Log' });
    const entries = panel.getByTestId('changelog-entry');
    // The server's release notes (e2e/support/release-notes/CHANGELOG.md): released versions only, dates as MM/DD/YYYY.
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText('1.2.0');
    await expect(entries.nth(0)).toContainText('Deployed 03/04/2026');
    await expect(entries.nth(1)).toContainText('Deployed 01/15/2026');
    await expect(entries.nth(0).locator('strong', { hasText: 'open jobs' })).toBeVisible();
    const chipColour = (name: string) =>
      panel
        .locator('.MuiChip-root', { hasText: name })
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await chipColour('New Feature')).toBe('rgb(255, 160, 0)');
    expect(await chipColour('Bugs')).toBe('rgb(211, 47, 47)');
    expect(await chipColour('Improvement')).toBe('rgb(46, 125, 50)');

    const search = panel.getByRole('textbox', { name: 'Search changes' });
    await search.fill('ACCOUNTS');
    await search.press('Enter');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText('signing in keeps the e-mail address');
    await expect(entries.first()).not.toContainText('open jobs');
    await search.fill('faster');
    await panel.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText('1.1.0');
    await search.fill('');
    await expect(entries).toHaveCount(2);

    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
  });

  test('Add Checklist on /skills/checklist opens /skills/checklist/pickTest', async ({ signedInPage: page }) => {
    await page.goto('/skills/checklist');
    await expect(heading(page)).toHaveText('Skills Checklist');
    await page.getByRole('link', { name: 'Add Checklist' }).click();
    await expect(page).toHaveURL(/\/skills\/checklist\/pickTest$/);
    await expect(heading(page)).toHaveText('Pick a Skills Test');
  });

  test('German is available and kept', async ({ signedInPage: page }) => {
    await page.goto('/jobs/open');
    await expect(heading(page)).toHaveText('Open Jobs');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(heading(page)).toHaveText('Offene Stellen');
    await page.reload();
    await expect(heading(page)).toHaveText('Offene Stellen');
  });

  test('My Profile and Log Out fit the sidebar in every language', async ({ signedInPage: page }) => {
    await page.goto('/jobs/open');
    await expect(heading(page)).toHaveText('Open Jobs');
    for (const [language, title] of [['Deutsch', 'Offene Stellen'], ['Español', 'Empleos disponibles'], ['English', 'Open Jobs']] as const) {
      await page.getByRole('button', { name: /^[A-Z]{2}, / }).click();
      await page.getByRole('menuitem', { name: language }).click();
      await expect(heading(page)).toHaveText(title);
      // Each button shows its whole label, inside the panel, and neither covers the other.
      const fits = await page.getByTestId('user-actions').evaluate((row) => {
        const panel = row.getBoundingClientRect();
        const boxes = [...row.querySelectorAll('a, button')].map((b) => ({ box: b.getBoundingClientRect(), clipped: b.scrollWidth > b.clientWidth }));
        const overlap = boxes.length === 2 && boxes[0]!.box.right > boxes[1]!.box.left && boxes[0]!.box.bottom > boxes[1]!.box.top;
        return boxes.every(({ box, clipped }) => !clipped && box.left >= panel.left - 0.5 && box.right <= panel.right + 0.5) && !overlap;
      });
      expect(fits, language).toBe(true);
    }
  });
});

test('@phone Log Out clears the session and leaves the signed-in area', async ({ signedInPage: page, isMobile }) => {
  await page.goto('/');
  await expect(heading(page)).toHaveText('Dashboard');
  if (isMobile) await page.getByRole('button', { name: 'Toggle menu' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
});

test.describe('phone layout', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone only');

  test('@phone the menu opens as a drawer over the page and closes after choosing', async ({ signedInPage: page }) => {
    await page.goto('/');
    await expect(heading(page)).toHaveText('Dashboard');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Full Screen' })).toBeVisible();
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(nav.getByRole('link').or(nav.getByRole('button'))).toHaveText(MENU);
    await nav.getByRole('link', { name: 'Submissions' }).click();
    await expect(heading(page)).toHaveText('Submissions');
    await expect(nav).toBeHidden();
  });
});

/** The page fades in over 700 ms (spec §9): wait until it is fully shown. */
async function fullyShown(page: Page) {
  await expect(heading(page)).toBeVisible();
  await expect
    .poll(() => heading(page).evaluate((element) => getComputedStyle(element.closest('[style*="opacity"]') ?? element).opacity))
    .toBe('1');
}

test('@phone screenshots of the sign-in page and the signed-in layout', async ({ page }, testInfo) => {
  await page.goto('/auth/login');
  await fullyShown(page);
  await page.screenshot({ path: testInfo.outputPath(`sign-in-${testInfo.project.name}.png`) });
  await signIn(page);
  await page.goto('/jobs/open');
  await fullyShown(page);
  await page.screenshot({ path: testInfo.outputPath(`layout-${testInfo.project.name}.png`) });
  // On a phone the user panel is in the menu drawer, which mounts when it first opens.
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Toggle menu' }).click();
  await expect(page.getByTestId('user-name')).toHaveText('Jordan Rivera');
});
