// spec §2: "Internet Connectivity Error" / "Please try again once your signal improves." while the browser is offline.
import { expect, heading, test } from '../support/fixtures';

test('@phone the offline dialog opens when the connection drops and closes when it is back', async ({ page, context }) => {
  await page.goto('/auth/login');
  await expect(heading(page)).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Internet Connectivity Error' });
  await expect(dialog).toHaveCount(0);

  await context.setOffline(true);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Please try again once your signal improves.');

  await context.setOffline(false);
  await expect(dialog).toHaveCount(0);
});

test('the offline dialog also shows inside the signed-in layout', async ({ signedInPage: page, context }) => {
  await page.goto('/faqs');
  await expect(heading(page)).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('dialog', { name: 'Internet Connectivity Error' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('dialog', { name: 'Internet Connectivity Error' })).toHaveCount(0);
});
