// The settings drawer (spec §2, §9): Theme and Layout tabs, applied at once, kept per candidate on the server (after a
// reload, and at a new sign-in in another browser); the five layouts and right-to-left at 1280 and 390 px without
// sideways scrolling (screenshots kept with the run's results); axe in each layout, light and dark.
import type { Page } from '@playwright/test';
import { LAYOUTS, type TUiSettingsUpdate } from '@portal/shared/schemas/ui-settings';
import { type Candidate, signInAs } from '../support/accounts';
import { axeViolations, blocking, settle } from '../support/axe';
import { expect, heading, test } from '../support/fixtures';

const afterLoad = { timeout: 20_000 };

/** Waits until no transition runs (a dialog or drawer opening); settle() looks for the page's heading, hidden behind it. */
const still = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function saveSettings(page: Page, candidate: Candidate, settings: TUiSettingsUpdate) {
  const response = await page.request.put('/api/candidate/ui-settings', {
    headers: { authorization: `Bearer ${candidate.token}` },
    data: settings,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

// Full motion: this file is about the page's fade, drawers, menus and focus through them (playwright.config.ts).
test.use({ bypassCSP: true, reducedMotion: 'no-preference' });

test('settings apply at once and follow the candidate: after a reload and at a new sign-in elsewhere', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'desktop');
  const candidate = await signInAs(page);
  await page.goto('/');
  await settle(page);
  const light = await background(page);

  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer.getByRole('tab', { name: 'Theme' })).toHaveAttribute('aria-selected', 'true');
  const saved = () =>
    page.waitForResponse((r) => r.url().endsWith('/api/candidate/ui-settings') && r.request().method() === 'PUT');
  let put = saved();
  await drawer.getByRole('button', { name: 'Dark' }).click();
  await put;
  await expect.poll(() => background(page)).not.toBe(light);
  // spec §9: the first 8 colours until Show All.
  const colours = drawer.getByRole('group', { name: 'Theme colour' });
  await expect(colours.getByRole('button')).toHaveCount(8);
  await drawer.getByRole('button', { name: 'Show All' }).click();
  await expect(colours.getByRole('button')).toHaveCount(18);
  put = saved();
  await colours.getByRole('button', { name: 'Graphite' }).click();
  await put;
  await expect(colours.getByRole('button', { name: 'Graphite' })).toHaveAttribute('aria-pressed', 'true');
  put = saved();
  await drawer.getByRole('button', { name: 'Random theme' }).click();
  await put;
  await expect(colours.getByRole('button', { name: 'Graphite' })).toHaveAttribute('aria-pressed', 'false');
  put = saved();
  await colours.getByRole('button', { name: 'Graphite' }).click();
  await put;
  put = saved();
  await drawer.getByRole('button', { name: 'Full' }).click();
  await put;
  await expect(page.getByTestId('theme-backdrop')).toHaveAttribute('data-size', 'full');
  put = saved();
  await drawer.getByLabel('Art decoration').click();
  await put;
  await expect(page.getByTestId('art-decoration')).toHaveCount(0);
  await drawer.getByRole('tab', { name: 'Layout' }).click();
  put = saved();
  await drawer.getByRole('radio', { name: 'Top navigation' }).check();
  await put;
  await page.screenshot({ path: testInfo.outputPath('settings-drawer.png') });
  await drawer.getByRole('button', { name: 'Close settings' }).click();
  await expect(drawer).toBeHidden();
  // The top navigation: the menu as a bar, no sidebar, the account menu in the top bar.
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Application' })).toBeVisible();
  await expect(page.locator('.MuiDrawer-paper')).toHaveCount(0);
  const dark = await background(page);

  await page.reload();
  await settle(page);
  expect(await background(page)).toBe(dark);
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'top-navigation');
  await expect(page.getByTestId('theme-backdrop')).toHaveAttribute('data-size', 'full');

  // Another browser, nothing stored on it: signing in brings the candidate's settings.
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  await signInAs(second, candidate);
  await second.goto('/jobs/open');
  await expect(second.locator('[data-layout]')).toHaveAttribute('data-layout', 'top-navigation', afterLoad);
  await expect(second.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  expect(await background(second)).toBe(dark);
  await second.getByRole('button', { name: 'Account menu' }).click();
  await expect(second.getByRole('menu').getByTestId('user-name')).toHaveText(`${candidate.firstName} ${candidate.lastName}`);
  await other.close();
});

for (const layout of ['top-navigation', 'mega-menu'] as const)
  test(`${layout}: every menu entry is named, the brand shows with its logo`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'desktop: a phone opens every layout as the drawer');
    const candidate = await signInAs(page);
    await saveSettings(page, candidate, { layout });
    await page.goto('/jobs/open');
    await settle(page);
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', layout);
    const banner = page.getByRole('banner');
    const home = banner.getByRole('link', { name: 'Meridian Health Staffing home' });
    await expect(home).toBeVisible();
    await expect(home.locator('img, .MuiAvatar-root')).toBeVisible();
    if (layout === 'mega-menu') {
      // One button of the top bar opens the panel: the menu's sections side by side, each under its heading.
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
      const trigger = banner.getByRole('button', { name: 'Menu', exact: true });
      await trigger.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('navigation', { name: 'Main menu' });
      await expect(panel.getByRole('heading')).toHaveText(['Overview', 'Job search', 'Credentials', 'Account']);
      const columns = await panel
        .getByRole('heading')
        .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().top));
      expect(new Set(columns).size, 'the sections are columns of one row').toBe(1);
      await expect(panel.getByRole('region', { name: 'Credentials' }).getByRole('link')).toHaveText([
        'Application',
        'Skills Checklist',
        'References',
      ]);
      await expect(page.getByText(/^nav\./)).toHaveCount(0);
      // Keyboard: the focus is in the panel; Escape closes it and gives the focus back to the button.
      await expect(panel.getByRole('link', { name: 'Dashboard' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await trigger.press('Enter');
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'References' }).click();
      await expect(heading(page)).toHaveText('References', afterLoad);
    } else {
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      await expect(nav.getByRole('link').or(nav.getByRole('button'))).toHaveText([
        'Dashboard',
        'Jobs',
        'Submissions',
        'Job Email History',
        'Application',
        'Skills Checklist',
        'References',
        'Subscription',
        'My Account',
        'FAQs',
      ]);
      await expect(page.getByText(/^nav\./)).toHaveCount(0);
    }
    await saveSettings(page, candidate, { layout: 'left-sidebar' });
  });

test('RTL mirrors the layout: the sidebar and the text start on the right', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'desktop');
  const candidate = await signInAs(page);
  await page.goto('/jobs/open');
  await settle(page);
  const ltrSidebar = await page.locator('.MuiDrawer-paper').boundingBox();
  expect(ltrSidebar!.x).toBe(0);
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.getByRole('button', { name: 'Right to left' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The drawer itself moved to the other side, and stays open while the direction changes.
  await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
  await drawer.getByRole('button', { name: 'Close settings' }).click();
  await expect(drawer).toBeHidden();
  const rtlSidebar = await page.locator('.MuiDrawer-paper').boundingBox();
  expect(rtlSidebar!.x + rtlSidebar!.width).toBe(1280);
  const title = await heading(page).boundingBox();
  expect(title!.x + title!.width).toBeGreaterThan(1280 - 240 - 120);
  expect(await noSidewaysScroll(page)).toBe(true);
  await saveSettings(page, candidate, { direction: 'ltr' });
});

for (const layout of LAYOUTS)
  test(`@phone ${layout}: no sideways scrolling at this width, in LTR and RTL; axe light and dark`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const candidate = await signInAs(page);
    const phone = testInfo.project.name === 'phone';
    for (const direction of ['ltr', 'rtl'] as const) {
      await saveSettings(page, candidate, { layout, direction, mode: 'light' });
      await page.goto('/jobs/open');
      await settle(page);
      await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', layout);
      await expect(page.locator('html')).toHaveAttribute('dir', direction);
      expect(await noSidewaysScroll(page), `${layout} ${direction}`).toBe(true);
      if (!phone && (layout === 'top-navigation' || layout === 'mega-menu')) {
        if (layout === 'mega-menu') await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
        else await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Jobs' }).click();
        const favourites = page.getByRole(layout === 'mega-menu' ? 'link' : 'menuitem', { name: 'Favorite Jobs' });
        await expect(favourites).toBeVisible();
        expect(await noSidewaysScroll(page), `${layout} ${direction} menu open`).toBe(true);
        await page.screenshot({ path: testInfo.outputPath(`${layout}-${direction}-menu.png`) });
        await favourites.click();
        await expect(heading(page)).toHaveText('Favorite Jobs', afterLoad);
      }
      if (!phone && layout === 'big-sidebar') expect((await page.locator('.MuiDrawer-paper').boundingBox())?.width).toBe(280);
      if (!phone && layout === 'right-sidebar') {
        const sidebar = await page.locator('.MuiDrawer-paper').boundingBox();
        // Right in LTR, mirrored to the left in RTL.
        expect(direction === 'ltr' ? sidebar!.x + sidebar!.width : sidebar!.x).toBe(direction === 'ltr' ? 1280 : 0);
      }
      if (phone) {
        await page.getByRole('button', { name: 'Toggle menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
        expect(await noSidewaysScroll(page), `${layout} ${direction} menu open`).toBe(true);
        await page.screenshot({ path: testInfo.outputPath(`${layout}-${direction}-menu.png`) });
        await page.keyboard.press('Escape');
      }
      await page.screenshot({ path: testInfo.outputPath(`${layout}-${direction}.png`), fullPage: true });
    }
    // axe in this layout, light and dark (LTR).
    for (const mode of ['light', 'dark'] as const) {
      await saveSettings(page, candidate, { layout, direction: 'ltr', mode, theme: mode === 'dark' ? 'berry' : 'amber' });
      await page.goto('/jobs/open');
      await settle(page);
      expect(blocking(await axeViolations(page)), `${layout} ${mode}`).toEqual([]);
    }
  });

test('@phone the drawer is usable by keyboard on a phone and fits the screen', async ({ page }, testInfo) => {
  await signInAs(page);
  await page.goto('/');
  await settle(page);
  const button = page.getByRole('banner').getByRole('button', { name: 'Settings' });
  await button.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer).toBeVisible();
  await still(page);
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(blocking(await axeViolations(page)), 'settings drawer').toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('settings-drawer-phone.png') });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
});
