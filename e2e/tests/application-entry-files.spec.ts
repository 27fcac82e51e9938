// The document limit is per entry (spec §9 default file limit 3, counted for each licence, each card...): a candidate
// with 4 licences attaches an image to the 4th, and removing an entry removes its files.
import type { Page } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { PDF } from '../support/documents';
import { expect, test } from '../support/fixtures';


const entry = (page: Page, index: number) => page.locator(`[data-entry="${index}"]`);

/** The candidate's documents as the server holds them. */
async function documentNames(page: Page, token: string): Promise<string[]> {
  const response = await page.request.get('/api/candidate/documents', { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Array<{ filename: string }> }).data.map((d) => d.filename).sort();
}

test('a candidate with 4 licences attaches an image to the 4th; removing a licence removes its files', async ({ page }) => {
  const candidate = await signInAs(page);
  await page.goto('/application?step=5');
  await expect(page.locator('#section-title')).toHaveText('Licences');
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Add Licence' }).click();
  await expect(page.locator('[data-entry]')).toHaveCount(4);

  for (let i = 0; i < 4; i++) {
    await entry(page, i).getByTestId('file-licenses-image').setInputFiles({ name: `licence-${i + 1}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await expect(entry(page, i).getByTestId('accepted-files').filter({ hasText: `licence-${i + 1}.pdf` })).toBeVisible();
  }
  // The 4th licence took its image: no "Cannot upload more than 3 items." anywhere.
  await expect(page.getByText('Cannot upload more than 3 items.')).toHaveCount(0);
  // The 2nd licence takes two more files, then its limit of 3 is reached.
  await entry(page, 1)
    .getByTestId('file-licenses-image')
    .setInputFiles([
      { name: 'licence-2-back.pdf', mimeType: 'application/pdf', buffer: PDF },
      { name: 'licence-2-verification.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
  await expect(entry(page, 1).getByTestId('accepted-files').filter({ hasText: 'licence-2-verification.pdf' })).toBeVisible();
  await expect.poll(() => documentNames(page, candidate.token)).toHaveLength(6);

  // Saved as a draft and read again: every licence keeps its files.
  await expect(page.getByTestId('save-state')).toHaveText(/^Draft saved at /);
  await page.reload();
  await expect(page.locator('[data-entry]')).toHaveCount(4);
  await expect(entry(page, 3).getByTestId('accepted-files').filter({ hasText: 'licence-4.pdf' })).toBeVisible();
  await expect(entry(page, 1).getByTestId('accepted-files').filter({ hasText: 'licence-2-back.pdf' })).toBeVisible();

  // Licence 2 removed: its three files go with it, on the server too.
  await page.getByRole('button', { name: 'Remove Licence 2' }).click();
  await expect(page.locator('[data-entry]')).toHaveCount(3);
  await expect.poll(() => documentNames(page, candidate.token)).toEqual(['licence-1.pdf', 'licence-3.pdf', 'licence-4.pdf']);
  await page.reload();
  await expect(page.locator('[data-entry]')).toHaveCount(3);
  await expect(entry(page, 2).getByTestId('accepted-files').filter({ hasText: 'licence-4.pdf' })).toBeVisible();
});
