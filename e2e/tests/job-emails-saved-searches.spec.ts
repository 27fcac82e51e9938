// Several saved searches at /subscription, each with its own alert: a search saved from Open Jobs and one made on the
// page stay side by side; each is unsubscribed or deleted on its own.
import type { Page } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { axeViolations, blocking, settle } from '../support/axe';
import { expect, heading, test } from '../support/fixtures';

const searches = (page: Page) => page.getByTestId('saved-search');
const search = (page: Page, name: string) => searches(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

test.use({ bypassCSP: true });

test('a candidate keeps several saved searches, each with its own alert, unsubscribed and deleted one by one', async ({ page }) => {
  await signInAs(page);
  // One search saved from Open Jobs...
  await page.goto('/jobs/open');
  await expect(heading(page)).toHaveText('Open Jobs');
  await page.getByRole('button', { name: 'Get Jobs' }).click();
  await page.getByRole('button', { name: 'Save this search as an alert' }).click();
  await expect(page.getByText('Saved: new jobs for this search will be e-mailed to you.')).toBeVisible();

  // ...and a second one made on the subscription page: the first one stays.
  await page.goto('/subscription');
  await expect(heading(page)).toHaveText('Subscription');
  await expect(searches(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'New saved search' }).click();
  await page.getByRole('textbox', { name: 'Name of this search' }).fill('ICU in Texas');
  await page.getByRole('combobox', { name: 'States' }).fill('Texas');
  await page.getByRole('option', { name: 'Texas (TX)' }).click();
  await page.getByRole('radio', { name: 'Once a week' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Data has been saved')).toBeVisible();
  await expect(searches(page)).toHaveCount(2);
  await expect(search(page, 'ICU in Texas')).toContainText('TX');
  await expect(search(page, 'ICU in Texas')).toContainText('Once a week');
  await expect(search(page, 'Saved search')).toHaveCount(1);
  await settle(page);
  expect(blocking(await axeViolations(page))).toEqual([]);

  // Unsubscribe from one: only that one is off.
  await page.getByRole('button', { name: 'Unsubscribe from ICU in Texas' }).click();
  await expect(page.getByText('Unsubscribed: this search sends no more e-mails.')).toBeVisible();
  await expect(search(page, 'ICU in Texas')).toContainText('Alerts off');
  await expect(search(page, 'Saved search')).toContainText('Alerts on');
  // ...and on again.
  await page.getByRole('button', { name: 'Turn alerts on for ICU in Texas' }).click();
  await expect(search(page, 'ICU in Texas')).toContainText('Alerts on');

  // Delete the other: the named one is left, and stays after a reload.
  await page.getByRole('button', { name: 'Delete Saved search' }).click();
  await expect(page.getByText('Item has been removed')).toBeVisible();
  await expect(searches(page)).toHaveCount(1);
  await page.reload();
  await expect(searches(page)).toHaveCount(1);
  await expect(search(page, 'ICU in Texas')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Editing: ICU in Texas' })).toBeVisible();
});

