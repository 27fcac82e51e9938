// Skills checklists and tests in the browser (spec §2 /skills/checklist..., §9; domain.md §2): Add Checklist → pick →
// take (answers saved as they are given, restored after a reload) → attest and sign → the list → read-only view → PDF;
// a timed test whose clock survives a reload; axe on each page, light and dark, desktop and phone.
import type { Page } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { axeViolations, blocking, settle } from '../support/axe';
import { expect, heading, test } from '../support/fixtures';

type Full = { sections: Array<{ items: Array<{ id: string; text: string }> }> };

async function noBlockingViolations(page: Page, label: string) {
  await settle(page);
  expect(blocking(await axeViolations(page)), label).toEqual([]);
}

test.describe('skills checklist', () => {
  test.use({ bypassCSP: true }); // axe is injected as a script; the portal's CSP allows only its own

  test('Add Checklist → pick → take with a reload midway → sign → list → view → PDF', async ({ page }) => {
    test.setTimeout(120_000);
    const candidate = await signInAs(page);
    await page.goto('/skills/checklist');
    await expect(heading(page)).toHaveText('Skills Checklist');
    await expect(page.getByText('No completed checklists yet.')).toBeVisible();
    await noBlockingViolations(page, '/skills/checklist empty');

    await page.getByRole('link', { name: 'Add Checklist' }).click();
    await expect(page).toHaveURL(/\/skills\/checklist\/pickTest$/);
    await expect(heading(page)).toHaveText('Pick a Skills Test');
    await expect(page.getByRole('tab', { name: 'Nursing', selected: true })).toBeVisible();
    await noBlockingViolations(page, 'pickTest');
    await page.getByRole('button', { name: 'Start CMA – Certified Medication Aide' }).click();
    await expect(page).toHaveURL(/\/skills\/checklist\/test\?name=cma-medication-aide$/);
    await expect(heading(page)).toHaveText('CMA – Certified Medication Aide');
    await noBlockingViolations(page, 'take');

    const checklist = ((await (await page.request.get('/api/auth/get-skillTestData?slug=cma-medication-aide')).json()) as { data: Full }).data;
    const items = checklist.sections.flatMap((s) => s.items);
    // The first three items by hand, by the page's own controls.
    for (const item of items.slice(0, 3)) {
      await page.getByRole('radiogroup', { name: item.text }).getByRole('radio', { name: '3 Experienced' }).check();
      await page.getByRole('combobox', { name: `How often: ${item.text}` }).selectOption('weekly');
    }
    await page.getByRole('checkbox', { name: 'Adult (18–64 years)' }).check();
    await expect(page.getByTestId('save-state')).toHaveText('Saved');
    await expect(page.getByText(`3 of ${items.length} items done`)).toBeVisible();

    await page.reload();
    await expect(heading(page)).toHaveText('CMA – Certified Medication Aide');
    await expect(page.getByRole('radiogroup', { name: items[0]!.text }).getByRole('radio', { name: '3 Experienced' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: `How often: ${items[2]!.text}` })).toHaveValue('weekly');
    await expect(page.getByRole('checkbox', { name: 'Adult (18–64 years)' })).toBeChecked();

    // Signing too early names what is missing.
    await page.getByRole('button', { name: 'Sign and submit' }).click();
    await expect(page.getByText(`Rate every item and choose how often you do it before you sign (3 of ${items.length} done).`)).toBeVisible();

    // The rest through the same save call the page makes (another device), then a reload shows them all.
    const rest = Object.fromEntries(items.slice(3).map((i) => [i.id, { rating: 4, frequency: 'daily' }]));
    const saved = await page.request.put('/api/skills/checklists/draft/cma-medication-aide', {
      headers: { authorization: `Bearer ${candidate.token}` },
      data: { answers: rest },
    });
    expect(saved.ok()).toBe(true);
    await page.reload();
    await expect(page.getByText(`${items.length} of ${items.length} items done (100%)`)).toBeVisible();

    await page.getByRole('checkbox', { name: /I attest that the answers/ }).check();
    await page.getByRole('textbox', { name: 'Signature: type your full name' }).fill('Casey Jordan');
    await page.getByRole('button', { name: 'Sign and submit' }).click();
    await expect(page).toHaveURL(/\/skills\/checklist$/);
    await expect(page.getByText('Your skills checklist has been submitted.')).toBeVisible();
    await expect(page.getByText(/^Completed \d\d\/\d\d\/\d{4} · CMA \(Certified Medication Aide\)$/)).toBeVisible();
    await expect(page.getByText(/^Valid until \d\d\/\d\d\/\d{4}$/)).toBeVisible();
    await noBlockingViolations(page, '/skills/checklist with one');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Download PDF: CMA – Certified Medication Aide of / }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^skills-checklist-cma-medication-aide-\d{4}-\d\d-\d\d\.pdf$/);

    await page.getByRole('link', { name: /^View CMA – Certified Medication Aide of/ }).click();
    await expect(heading(page)).toHaveText('CMA – Certified Medication Aide');
    await expect(page.getByText('Signed electronically by Casey Jordan')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(items[0]!.text.replace(/[()]/g, '.')) })).toContainText('3 – Experienced');
    await noBlockingViolations(page, 'view');
  });

  test('dark mode: the checklist page has no serious or critical violation', async ({ page }) => {
    await signInAs(page);
    await page.goto('/skills/checklist/test?name=cna');
    await expect(heading(page)).toHaveText('Certified Nursing Assistant (CNA)');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await noBlockingViolations(page, 'take, dark');
  });

  test('a timed test keeps its clock on the server across a reload and shows the score @phone', async ({ page }, testInfo) => {
    await signInAs(page);
    await page.goto('/skills/checklist');
    await expect(page.getByRole('heading', { name: 'Skills tests' })).toBeVisible();
    await page.getByRole('link', { name: 'Start test: Patient Safety and Infection Control – Basics' }).click();
    await expect(heading(page)).toHaveText('Patient Safety and Infection Control – Basics');
    await expect(page.getByText('Attempt 1 of 2')).toBeVisible();
    const before = await page.getByTestId('time-left').textContent();
    expect(before).toMatch(/^Time left (10:00|9:\d\d)$/);
    await page.getByRole('group', { name: /When is soap and water required/ }).getByRole('radio', { name: /visibly soiled/ }).check();
    await noBlockingViolations(page, 'timed test');
    await page.screenshot({ path: testInfo.outputPath('timed-test.png'), fullPage: false });
    await page.reload();
    await expect(page.getByText('Attempt 1 of 2')).toBeVisible();
    await expect(page.getByRole('group', { name: /When is soap and water required/ }).getByRole('radio', { name: /visibly soiled/ })).toBeChecked();
    await expect(page.getByTestId('time-left')).toHaveText(/^Time left 9:\d\d$/);
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await expect(page.getByText('Not passed: you scored 10%.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Skills Checklist' }).click();
    await expect(page.getByText('attempts used 1 of 2')).toBeVisible();
  });

  test('the list and the picker read well on a phone @phone', async ({ page }, testInfo) => {
    await signInAs(page);
    await page.goto('/skills/checklist/pickTest');
    await page.getByRole('tab', { name: 'Allied' }).click();
    await expect(page.getByRole('button', { name: 'Start CMA – Certified Medical Assistant (AAMA)' })).toBeVisible();
    await noBlockingViolations(page, 'pick, allied');
    await page.screenshot({ path: testInfo.outputPath('pick.png'), fullPage: true });
    await page.goto('/skills/checklist/test?name=medical-assistant');
    await expect(heading(page)).toHaveText('Medical Assistant');
    await page.screenshot({ path: testInfo.outputPath('take.png') });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
