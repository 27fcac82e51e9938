// The dashboard `/` (spec §2, §3 dashboardData, §7), choosing a recruiter, and a realtime update without reload:
// the real server and database, a fresh candidate and the demo candidate, desktop and phone, light and dark.
import type { Page } from '@playwright/test';
import { signInAs, signUpCandidate, waitForMail } from '../support/accounts';
import { axeViolations, blocking } from '../support/axe';
import { expect, heading, test } from '../support/fixtures';

const card = (page: Page, id: string) => page.getByTestId(`card-${id}`);

async function expectNoBlockingAxe(page: Page, label: string) {
  const violations = blocking(await axeViolations(page));
  expect(violations, `${label}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

test.describe('dashboard', () => {
  test.use({ bypassCSP: true, reducedMotion: 'reduce' });

  test('a fresh candidate sees where to start, with plain "nothing yet" cards, the analytics and the 7-day chart', async ({ page }) => {
    const candidate = await signInAs(page);
    await page.goto('/');
    await expect(heading(page)).toHaveText('Dashboard');
    await expect(page.getByText(`Welcome back, ${candidate.firstName}.`)).toBeVisible();
    await expect(page.getByTestId('step-application')).toContainText('Step 1 of 18: Personal information');
    await expect(page.getByTestId('completeness')).toHaveText('0% complete');
    await expect(page.getByTestId('step-references')).toContainText('You need 2 more completed references, one of them from a Manager, before you can apply for jobs.');
    await expect(card(page, 'submissions')).toContainText('No submissions yet.');
    await expect(card(page, 'emails')).toContainText('No job e-mails yet.');
    await expect(card(page, 'recruiter')).toContainText('You have not chosen a recruiter yet.');
    await expect(page.getByTestId('stat-submissions')).toContainText('0');
    // The demo jobs were loaded today: the chart has today's bar.
    await expect(page.getByTestId('job-updates-chart').locator('svg').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Job updates in the last 7 days' })).toBeAttached();
    await page.screenshot({ path: '/tmp/dash-shots/dashboard-fresh.png', fullPage: true });
    // The banner of spec §2 links here; on the dashboard itself it leads to the application.
    await page.goto('/jobs/open');
    await page.getByRole('link', { name: 'Incomplete Profile. Please See dashboard.' }).click();
    await expect(heading(page)).toHaveText('Dashboard');
    await expect(page.getByRole('link', { name: 'Incomplete Profile. Please See dashboard.' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Incomplete Profile. Please complete your application.' }).click();
    await expect(heading(page)).toHaveText('Application');
  });

  test('a new candidate is welcomed on the first visit, and welcomed back on the next', async ({ page }) => {
    const candidate = await signUpCandidate(page.request, { firstName: 'Noor' }, undefined, { showGuide: true });
    await signInAs(page, candidate);
    await page.goto('/');
    // The guide opens by itself on this first visit, over the page; once closed the greeting stays for this visit.
    const guide = page.getByTestId('guide').getByRole('dialog');
    await expect(guide).toBeVisible();
    await expect(page.getByText('Welcome, Noor.')).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(guide).toBeHidden();
    await expect(heading(page)).toHaveText('Dashboard');
    await expect(page.getByText('Welcome, Noor.')).toBeVisible();
    await expect(page.getByText(/Welcome back/)).toHaveCount(0);
    const settingsRead = page.waitForResponse((response) => response.url().endsWith('/api/candidate/ui-settings'));
    await page.reload();
    await settingsRead;
    await expect(page.getByText('Welcome back, Noor.')).toBeVisible();
  });

  test('the demo candidate’s dashboard renders, with the sidebar’s section titles and pages', async ({ signedInPage: page }) => {
    await page.goto('/');
    await expect(heading(page)).toHaveText('Dashboard');
    await expect(page.getByText('Welcome back, Jordan.')).toBeVisible();
    await expect(page.getByTestId('stat-matching')).toContainText('Open jobs');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    for (const title of ['Overview', 'Job search', 'Credentials', 'Account']) await expect(nav.getByText(title, { exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'References' })).toHaveAttribute('href', '/references');
    await expect(nav.getByRole('link', { name: 'Skills Checklist' })).toHaveAttribute('href', '/skills/checklist');
  });

  test('choosing a recruiter: the card shows how to reach them, the recruiter is e-mailed, and a second open page updates without reload', async ({ page, browser, baseURL }) => {
    const candidate = await signInAs(page);
    // The same candidate on a second device.
    const other = await browser.newContext({ baseURL, bypassCSP: true, reducedMotion: 'reduce' });
    const second = await other.newPage();
    try {
      await signInAs(second, candidate);
      await second.goto('/');
      await expect(heading(second)).toHaveText('Dashboard');
      await expect(card(second, 'recruiter')).toContainText('You have not chosen a recruiter yet.');
      await expect(second.locator('html[data-realtime="connected"]')).toBeAttached();

      await page.goto('/');
      await card(page, 'recruiter').getByRole('button', { name: 'Choose a recruiter' }).click();
      const dialog = page.getByRole('dialog', { name: 'Choose your recruiter' });
      await expect(dialog.getByRole('button', { name: 'Choose' })).toBeDisabled();
      await dialog.getByRole('radio', { name: /Avery Thompson/ }).check();
      await dialog.getByRole('button', { name: 'Choose' }).click();
      await expect(page.getByText('Your recruiter has been updated.')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(card(page, 'recruiter').getByRole('link', { name: 'E-mail Avery Thompson' })).toHaveAttribute(
        'href',
        'mailto:avery.thompson@meridianhealthstaffing.com',
      );
      await expect(card(page, 'recruiter').getByRole('link', { name: 'Call Avery Thompson' })).toHaveAttribute('href', 'tel:6155550101');

      // The other page learnt of it through the realtime channel: no reload.
      await expect(card(second, 'recruiter')).toContainText('Avery Thompson', { timeout: 15_000 });
      expect(await second.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

      const mail = await waitForMail(page.request, 'avery.thompson@meridianhealthstaffing.com', new RegExp(`${candidate.firstName} ${candidate.lastName} chose you`));
      expect(mail.text).toContain(`Reach them at ${candidate.email}`);

      // Changing: the dialog starts on the current choice.
      await card(page, 'recruiter').getByRole('button', { name: 'Change recruiter' }).click();
      await expect(page.getByRole('radio', { name: /Avery Thompson/ })).toBeChecked();
      await page.getByRole('radio', { name: /Morgan Diaz/ }).check();
      await page.getByRole('button', { name: 'Choose', exact: true }).click();
      await expect(card(page, 'recruiter')).toContainText('Morgan Diaz');
      await expect(card(second, 'recruiter')).toContainText('Morgan Diaz', { timeout: 15_000 });

      // One record: the application's "Your recruiter" is the dashboard's choice, and choosing there changes it here
      // (on the second part of the first step, decision 044).
      await page.goto('/application?step=0&part=more');
      const field = page.getByRole('combobox', { name: /^Your recruiter/ });
      await expect(field).toHaveValue('Morgan Diaz');
      await field.fill('Aver');
      await page.getByRole('option', { name: 'Avery Thompson' }).click();
      await field.blur();
      await expect(page.getByTestId('save-state')).toHaveText(/^Draft saved at /);
      await expect(card(second, 'recruiter')).toContainText('Avery Thompson', { timeout: 15_000 });
    } finally {
      await other.close();
    }
  });

  test('the realtime connection comes back after the server drops it', async ({ page }) => {
    await signInAs(page);
    let dropped = 0;
    // The first stream is cut off at once (as a proxy or a restart would); the next ones go through.
    await page.route('**/api/candidate/events', async (route) => {
      if (dropped++ === 0) return route.abort('connectionreset');
      return route.continue();
    });
    await page.goto('/');
    await expect(heading(page)).toHaveText('Dashboard');
    await expect(page.locator('html[data-realtime="connected"]')).toBeAttached({ timeout: 15_000 });
    expect(dropped).toBeGreaterThanOrEqual(2);
  });

  test('axe: no serious or critical violation on / in light and dark', async ({ page }) => {
    await signInAs(page);
    await page.goto('/');
    await expect(heading(page)).toHaveText('Dashboard');
    await expect(page.getByTestId('job-updates-chart')).toBeVisible();
    await expectNoBlockingAxe(page, 'light');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    await expectNoBlockingAxe(page, 'dark');
    await page.screenshot({ path: '/tmp/dash-shots/dashboard-dark.png', fullPage: true });
    // The recruiter dialog too.
    await card(page, 'recruiter').getByRole('button', { name: 'Choose a recruiter' }).click();
    await expect(page.getByRole('radio', { name: /Avery Thompson/ })).toBeVisible();
    await expectNoBlockingAxe(page, 'dialog, dark');
  });

  test('@phone the dashboard reads at 390 px without sideways scrolling, and passes axe', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone only');
    await signInAs(page);
    await page.goto('/');
    await expect(heading(page)).toHaveText('Dashboard');
    await expect(page.getByTestId('job-updates-chart')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoBlockingAxe(page, 'phone');
    await page.screenshot({ path: '/tmp/dash-shots/dashboard-phone.png', fullPage: true });
    await card(page, 'recruiter').getByRole('button', { name: 'Choose a recruiter' }).click();
    await page.getByRole('radio', { name: /Riley Chen/ }).check();
    await page.getByRole('button', { name: 'Choose', exact: true }).click();
    await expect(card(page, 'recruiter')).toContainText('Riley Chen');
  });
});
