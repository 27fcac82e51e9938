// Job e-mails in the browser: subscribe at /subscription, an import of matching jobs produces an alert in the
// mailbox (the server's worker runs the matching on the durable queue), its history and detail, unsubscribe from the
// e-mail's link; the public /subcribe page with its double opt-in; "save this search as an alert" on /jobs/open.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { freshEmail, linkIn, signInAs, waitForMail } from '../support/accounts';
import { axeViolations, blocking, settle } from '../support/axe';
import { expect, heading, test } from '../support/fixtures';
import { ownServer } from '../support/own-server';

async function expectNoBlockingViolations(page: Page) {
  await settle(page);
  expect(blocking(await axeViolations(page))).toEqual([]);
}

/** The newest e-mail matching `subject` to `to`, waiting up to `ms` (the worker looks for new jobs every minute). */
async function waitLonger(request: APIRequestContext, to: string, subject: RegExp, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await waitForMail(request, to, subject);
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

const JOBS = Array.from({ length: 4 }, (_, i) => ({
  Position_ID: `E2E-ALERT-${i}`,
  Position_Name: `Travel RN ICU ${i + 1}`,
  Modality: 'Nursing',
  Submodality: 'ICU',
  Shift: 'Nights 3x12 (19:00-07:00)',
  City: 'Austin',
  State: 'TX',
  Zip: '78701',
  Duration_Amount: 13,
  Weekly_Hours: 36,
  facilityName: 'Capitol Medical Center',
  weeklyPay: 2400 + i * 100,
  Estimated_Start_Date: '2027-01-11',
}));

// axe is injected as a script; the portal's CSP allows only its own.
test.describe('job alerts', () => {
  test.use({ bypassCSP: true });

  test('subscribe, an import of matching jobs brings an alert, its history and detail, unsubscribe from its link', async ({ browser }, testInfo) => {
    test.setTimeout(240_000);
    // The agency's jobs import changes what every candidate sees: a server of this journey's own.
    const own = await ownServer('job-emails');
    own.portal('org:add', '--code', 'ALR', '--name', 'Alert Staffing', '--support-email', 'help@example.com', '--support-phone', '615-555-0100', '--default');
    expect(own.portal('org:set-address', 'ALR', '100 Main Street, Suite 200, Austin, TX 78701')).toContain('postal address set');
    await own.start();
    const context = await browser.newContext({ baseURL: own.baseUrl, bypassCSP: true });
    const page = await context.newPage();
    try {
      const candidate = await signInAs(page);

      // /subscription: states and how often, saved.
      await page.goto('/subscription');
      await expect(heading(page)).toHaveText('Subscription');
      await page.getByRole('combobox', { name: 'States' }).fill('Texas');
      await page.getByRole('option', { name: 'Texas (TX)' }).click();
      await page.getByRole('radio', { name: 'As jobs arrive' }).check();
      await expect(page.getByRole('switch', { name: 'Send me job alerts' })).toBeChecked();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Data has been saved')).toBeVisible();
      await expect(page.getByText('Alerts are sent by 100 Main Street, Suite 200, Austin, TX 78701.')).toBeVisible();
      await expectNoBlockingViolations(page);
      await page.screenshot({ path: testInfo.outputPath('subscription.png'), fullPage: true });

      // The agency imports matching jobs (the command runs inside the running portal); its worker matches them.
      const file = path.join(own.dataDir, 'jobs.json');
      writeFileSync(file, JSON.stringify(JOBS));
      expect(own.portal('jobs:import', file, '--org', 'ALR')).toContain('4 jobs added');
      const alert = await waitLonger(page.request, candidate.email, /matching your alert/, 90_000);
      expect(alert.subject).toBe('4 new jobs matching your alert | Alert Staffing');
      expect(alert.text).toContain('100 Main Street, Suite 200, Austin, TX 78701');
      expect(alert.text).toContain('Travel RN ICU 1');

      // History, then the detail with each job's state now.
      await page.goto('/jobs/email');
      await expect(heading(page)).toHaveText('Job Email History');
      await expect(page.getByRole('heading', { name: '4 new jobs matching your alert' })).toBeVisible();
      // The list names three of the jobs and counts the rest.
      await expect(page.getByText(/ · Travel RN ICU \d, Travel RN ICU \d, Travel RN ICU \d and 1 more$/)).toBeVisible();
      await expectNoBlockingViolations(page);
      await page.getByRole('link', { name: 'View jobs of 4 new jobs matching your alert' }).click();
      await expect(page).toHaveURL(/\/jobs\/email\/history\?id=/);
      await expect(heading(page)).toHaveText('Job e-mail history');
      await expect(page.getByText('Still open')).toHaveCount(4);
      await expect(page.getByRole('heading', { name: 'Travel RN ICU 4' })).toBeVisible();
      await expectNoBlockingViolations(page);
      await page.screenshot({ path: testInfo.outputPath('history.png'), fullPage: true });

      // Unsubscribe from the e-mail's link: the confirm page offers less often; one click unsubscribes.
      const link = new URL(linkIn(alert, /https?:\/\/\S+\/unsubscribe\?token=\S+/));
      await page.goto(`${link.pathname}${link.search}`);
      await expect(heading(page)).toHaveText('Unsubscribe');
      await expect(page.getByText('Or keep them and receive them less often:')).toBeVisible();
      await expectNoBlockingViolations(page);
      await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
      await expect(page.getByText('You are unsubscribed. You will receive no more job e-mails.')).toBeVisible();
      await page.goto('/subscription');
      await expect(page.getByText(/You unsubscribed on/)).toBeVisible();
      await expect(page.getByRole('switch', { name: 'Send me job alerts' })).not.toBeChecked();
    } finally {
      await context.close();
      await own.dispose();
    }
  });
});

test.describe('public subscribe and saved searches', () => {
  test.use({ bypassCSP: true });

  test('the public /subcribe page subscribes with a confirmed link @phone', async ({ page }, testInfo) => {
    const email = freshEmail('public-alerts');
    await page.goto('/subcribe');
    await expect(heading(page)).toHaveText('Subscribe to job alerts');
    await expectNoBlockingViolations(page);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('radio', { name: 'Once a week' }).check();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Check your inbox: we sent a link to confirm your job alerts.')).toBeVisible();
    const mail = await waitForMail(page.request, email, /Confirm your job alerts/);
    const link = new URL(linkIn(mail, /https?:\/\/\S+\/subcribe\?token=\S+/));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: 'Confirm your job alerts' })).toBeVisible();
    await expect(page.getByText('Once a week')).toBeVisible();
    await expectNoBlockingViolations(page);
    await page.screenshot({ path: testInfo.outputPath('subscribe-confirm.png'), fullPage: true });
    await page.getByRole('button', { name: 'Confirm my job alerts' }).click();
    await expect(page.getByText('Your job alerts are on.')).toBeVisible();
  });

  test('an open-jobs search is saved as an alert in one click @phone', async ({ page }) => {
    await signInAs(page);
    await page.goto('/jobs/open');
    await expect(heading(page)).toHaveText('Open Jobs');
    await page.getByRole('button', { name: 'Get Jobs' }).click();
    await page.getByRole('button', { name: 'Save this search as an alert' }).click();
    await expect(page.getByText('Saved: new jobs for this search will be e-mailed to you.')).toBeVisible();
    await page.goto('/subscription');
    await expect(heading(page)).toHaveText('Subscription');
    await expect(page.getByRole('switch', { name: 'Send me job alerts' })).toBeChecked();
    await expectNoBlockingViolations(page);
  });

  test('an unsubscribe link that is not valid says so', async ({ page }) => {
    await page.goto('/unsubscribe?token=forged.token');
    await expect(heading(page)).toHaveText('Unsubscribe');
    await expect(page.getByText(/This unsubscribe link is not valid/)).toBeVisible();
    await expectNoBlockingViolations(page);
  });
});
