// The guide (spec §1, §4, §9): 37 slides, opened by itself once after the first sign-in (the server remembers it per
// candidate), walked with Next / Back / the arrow keys, closed by Done (which starts it again at slide one), opened
// again with the top bar's show-guide button; keyboard only; axe; readable on a phone.
import type { Page } from '@playwright/test';
import { signInAs, signUpCandidate } from '../support/accounts';
import { axeViolations, blocking, settle } from '../support/axe';
import { expect, heading, test } from '../support/fixtures';

const afterLoad = { timeout: 20_000 };

/** Waits until no transition runs (a dialog or drawer opening); settle() looks for the page's heading, hidden behind it. */
const still = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
const guide = (page: Page) => page.getByTestId('guide').getByRole('dialog');
const progress = (page: Page) => page.getByTestId('guide-progress');

// Full motion: this file is about the page's fade, drawers, menus and focus through them (playwright.config.ts).
test.use({ bypassCSP: true, reducedMotion: 'no-preference' });

test('@phone the first sign-in shows the guide once; Next, Back and Done walk it; the show-guide button reopens it', async ({ page }, testInfo) => {
  const candidate = await signUpCandidate(page.request, {}, undefined, { showGuide: true });
  await signInAs(page, candidate);
  await page.goto('/');
  await expect(guide(page)).toBeVisible(afterLoad);
  await expect(guide(page)).toHaveAccessibleName('Welcome to your candidate portal');
  await expect(progress(page)).toHaveText('Slide 1 of 37');
  await expect(guide(page).getByRole('status')).toHaveText('Slide 1 of 37: Welcome to your candidate portal');
  await expect(guide(page).getByRole('button', { name: 'Back' })).toBeDisabled();
  await still(page);
  await page.screenshot({ path: testInfo.outputPath('guide-slide-1.png') });
  // The guide fits the screen: nothing to scroll sideways, on a phone too.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(blocking(await axeViolations(page)), 'guide, light').toEqual([]);

  await guide(page).getByRole('button', { name: 'Next' }).click();
  await guide(page).getByRole('button', { name: 'Next' }).click();
  await expect(progress(page)).toHaveText('Slide 3 of 37');
  await guide(page).getByRole('button', { name: 'Back' }).click();
  await expect(progress(page)).toHaveText('Slide 2 of 37');
  const seen: string[] = [];
  for (let slide = 2; slide < 37; slide += 1) {
    seen.push((await guide(page).getByRole('group').textContent()) ?? '');
    await guide(page).getByRole('button', { name: 'Next' }).click();
  }
  await expect(progress(page)).toHaveText('Slide 37 of 37');
  const journey = seen.join(' ');
  // spec §1: what the guide must say.
  expect(journey).toContain('You need at least 2 references. One of them must be a Manager you worked for.');
  expect(journey).toContain('Without references you cannot apply for jobs.');
  expect(journey).toContain('The file must not exceed 1 MB');
  await expect(guide(page).getByRole('button', { name: 'Next' })).toHaveCount(0);
  await guide(page).getByRole('button', { name: 'Done' }).click();
  await expect(guide(page)).toBeHidden();

  // Shown once: a reload (the settings answer has come) does not open it again.
  const settingsRead = page.waitForResponse((response) => response.url().endsWith('/api/candidate/ui-settings'));
  await page.reload();
  await settingsRead;
  await expect(heading(page)).toBeVisible(afterLoad);
  await expect(guide(page)).toHaveCount(0);

  // Done started it again at slide one; the top bar's button opens it.
  await page.getByRole('banner').getByRole('button', { name: 'Show guide' }).click();
  await expect(progress(page)).toHaveText('Slide 1 of 37');
  await page.screenshot({ path: testInfo.outputPath('guide-reopened.png') });
});

test('@phone keyboard only: open from the top bar, arrow keys and Enter, Escape gives focus back', async ({ page }) => {
  await signInAs(page);
  await page.goto('/');
  await settle(page);
  const button = page.getByRole('banner').getByRole('button', { name: 'Show guide' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(guide(page)).toBeVisible();
  // Focus starts on Next, so Enter goes on.
  await expect(guide(page).getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(progress(page)).toHaveText('Slide 2 of 37');
  await page.keyboard.press('ArrowRight');
  await expect(progress(page)).toHaveText('Slide 3 of 37');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(progress(page)).toHaveText('Slide 1 of 37');
  // Back is off on slide one: Tab goes through the close button and Next only, inside the dialog.
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await guide(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(guide(page)).toBeHidden();
  await expect(button).toBeFocused();
});

test('the guide in dark mode and right to left: axe, arrows follow the reading direction', async ({ page }, testInfo) => {
  const candidate = await signInAs(page);
  const put = await page.request.put('/api/candidate/ui-settings', {
    headers: { authorization: `Bearer ${candidate.token}` },
    data: { mode: 'dark', direction: 'rtl', theme: 'sunset' },
  });
  expect(put.ok()).toBe(true);
  await page.goto('/');
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('banner').getByRole('button', { name: 'Show guide' }).click();
  await expect(progress(page)).toHaveText('Slide 1 of 37');
  // In right-to-left the left arrow goes forward.
  await page.keyboard.press('ArrowLeft');
  await expect(progress(page)).toHaveText('Slide 2 of 37');
  await still(page);
  expect(blocking(await axeViolations(page)), 'guide, dark, rtl').toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('guide-dark-rtl.png') });
});
