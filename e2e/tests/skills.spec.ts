// Skills checklists and tests in the browser (spec §2 /skills/checklist..., §9; domain.md §2): Add Checklist → pick →
// take (answers saved as they are given, restored after a reload) → attest and sign → the list → read-only view → PDF;
// a timed test (its own draw of questions, its clock kept across a reload, the score and the result PDF, in English and
// Spanish); axe on each page, light and dark, desktop and phone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { axeViolations, blocking, settle } from '../support/axe';
import { expect, heading, test } from '../support/fixtures';

type Full = { sections: Array<{ items: Array<{ id: string; text: string }> }> };
type TestFile = { questions: Array<{ text: string; options: string[]; answer: number; translations: Record<'de' | 'es', { text: string; options: string[] }> }> };

// The tests' own files hold the key, which the page never gets: the journey answers from them as a candidate who knows.
const CATALOGUE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server/src/modules/skills/catalogue/tests');
const CNA_TEST = JSON.parse(readFileSync(path.join(CATALOGUE, 'cna-fundamentals.json'), 'utf8')) as TestFile;
const PHLEBOTOMY_TEST = JSON.parse(readFileSync(path.join(CATALOGUE, 'phlebotomy-basics.json'), 'utf8')) as TestFile;

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

  test('a checklist in progress and then signed shows on the dashboard with its dates (UserData.skillsChecklist, spec §3)', async ({ page }) => {
    const candidate = await signInAs(page);
    const checklist = ((await (await page.request.get('/api/auth/get-skillTestData?slug=cma-medication-aide')).json()) as { data: Full }).data;
    const answers = Object.fromEntries(checklist.sections.flatMap((s) => s.items).map((i) => [i.id, { rating: 4, frequency: 'daily' }]));
    const saved = await page.request.put('/api/skills/checklists/draft/cma-medication-aide', {
      headers: { authorization: `Bearer ${candidate.token}` },
      data: { answers },
    });
    expect(saved.ok()).toBe(true);
    const today = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date());

    // Started: the dashboard lists it as in progress, with the day it was started.
    await page.goto('/');
    const listed = page.getByTestId('step-skills').getByRole('list', { name: 'Your checklists' });
    await expect(listed.getByRole('listitem')).toHaveText([`CMA – Certified Medication Aide: in progress, started ${today}`]);
    await noBlockingViolations(page, 'dashboard with a checklist in progress');

    // Signed in the browser; back on the dashboard (without a reload) it says when it was signed and started.
    await page.goto('/skills/checklist/test?name=cma-medication-aide');
    await expect(heading(page)).toHaveText('CMA – Certified Medication Aide');
    await page.getByRole('checkbox', { name: 'Adult (18–64 years)' }).check();
    await expect(page.getByTestId('save-state')).toHaveText('Saved');
    await page.getByRole('checkbox', { name: /I attest that the answers/ }).check();
    await page.getByRole('textbox', { name: 'Signature: type your full name' }).fill('Casey Jordan');
    await page.getByRole('button', { name: 'Sign and submit' }).click();
    await expect(page.getByText('Your skills checklist has been submitted.')).toBeVisible();
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(listed.getByRole('listitem')).toHaveText([`CMA – Certified Medication Aide: signed ${today} (started ${today})`]);
  });

  test('dark mode: the checklist page has no serious or critical violation', async ({ page }) => {
    await signInAs(page);
    await page.goto('/skills/checklist/test?name=cna');
    await expect(heading(page)).toHaveText('Certified Nursing Assistant (CNA)');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await noBlockingViolations(page, 'take, dark');
  });

  test('a timed test: its own draw, the clock kept across a reload, the score, and the result as a PDF from the result and the list @phone', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await signInAs(page);
    await page.goto('/skills/checklist');
    await expect(page.getByRole('heading', { name: 'Skills tests' })).toBeVisible();
    for (const name of ['Patient Safety', 'Infection Control', 'HIPAA and Patient Privacy', 'Dosage Calculation', 'CNA Fundamentals', 'Phlebotomy Basics'])
      await expect(page.getByRole('link', { name: `Start test: ${name}` })).toBeVisible();
    await page.getByRole('link', { name: 'Start test: CNA Fundamentals' }).click();
    await expect(heading(page)).toHaveText('CNA Fundamentals');
    await expect(page.getByText('Attempt 1 of 2 · 0 of 15 answered')).toBeVisible();
    expect(await page.getByTestId('time-left').textContent()).toMatch(/^Time left (20:00|19:\d\d)$/);

    // The page shows the attempt's own draw: 15 of the test's questions, each with its options in the attempt's order.
    const groups = page.getByRole('group');
    await expect(groups).toHaveCount(15);
    const shown = await groups.evaluateAll((fieldsets) => fieldsets.map((f) => (f.querySelector('legend')?.textContent ?? '').replace(/^\d+\. /, '')));
    const rightOption = (text: string) => {
      const question = CNA_TEST.questions.find((q) => q.text === text);
      expect(question, text).toBeDefined();
      return question!.options[question!.answer]!;
    };
    for (const text of shown.slice(0, 5)) await groups.filter({ hasText: text }).getByRole('radio', { name: rightOption(text), exact: true }).check();
    await expect(page.getByText('Attempt 1 of 2 · 5 of 15 answered')).toBeVisible();
    await noBlockingViolations(page, 'timed test');
    await page.screenshot({ path: testInfo.outputPath('timed-test.png'), fullPage: false });

    // A reload continues the same attempt: the same questions in the same order, the answers kept, the same deadline.
    await page.reload();
    await expect(page.getByText('Attempt 1 of 2 · 5 of 15 answered')).toBeVisible();
    expect(await groups.evaluateAll((fieldsets) => fieldsets.map((f) => (f.querySelector('legend')?.textContent ?? '').replace(/^\d+\. /, '')))).toEqual(shown);
    await expect(groups.filter({ hasText: shown[0]! }).getByRole('radio', { name: rightOption(shown[0]!), exact: true })).toBeChecked();
    await expect(page.getByTestId('time-left')).toHaveText(/^Time left 19:\d\d$/);
    for (const text of shown.slice(5, 14)) await groups.filter({ hasText: text }).getByRole('radio', { name: rightOption(text), exact: true }).check();
    const wrong = CNA_TEST.questions.find((q) => q.text === shown[14])!;
    await groups.filter({ hasText: shown[14]! }).getByRole('radio', { name: wrong.options[(wrong.answer + 1) % wrong.options.length]!, exact: true }).check();
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await expect(page.getByText('Passed: you scored 93%.')).toBeVisible();
    await expect(page.getByText('14 of 15 questions right.')).toBeVisible();
    await expect(page.getByText(/^Your result is valid until \d\d\/\d\d\/\d{4}\.$/)).toBeVisible();
    await noBlockingViolations(page, 'test result');

    const fromResult = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download result (PDF)' }).click();
    const file = await fromResult;
    expect(file.suggestedFilename()).toMatch(/^skills-test-cna-fundamentals-attempt-1-\d{4}-\d\d-\d\d\.pdf$/);
    expect(readFileSync((await file.path())!).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('link', { name: 'Back to Skills Checklist' }).click();
    await expect(page.getByText(/^Passed with 93%, valid until \d\d\/\d\d\/\d{4}$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start test: CNA Fundamentals' })).toHaveCount(0);
    const fromList = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download result (PDF): CNA Fundamentals' }).click();
    expect((await fromList).suggestedFilename()).toMatch(/^skills-test-cna-fundamentals-attempt-1-\d{4}-\d\d-\d\d\.pdf$/);
  });

  test('a timed test in Spanish: questions and options in the page\'s language', async ({ page }) => {
    await signInAs(page);
    await page.goto('/skills/checklist');
    await page.getByRole('button', { name: /Language: English/ }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await page.getByRole('link', { name: 'Empezar la prueba: Fundamentos de flebotomía' }).click();
    await expect(heading(page)).toHaveText('Fundamentos de flebotomía');
    await expect(page.getByText('Intento 1 de 2 · 0 de 15 respondidas')).toBeVisible();
    const groups = page.getByRole('group');
    await expect(groups).toHaveCount(15);
    const legends = await groups.evaluateAll((fieldsets) => fieldsets.map((f) => (f.querySelector('legend')?.textContent ?? '').replace(/^\d+\. /, '')));
    for (const text of legends) {
      const question = PHLEBOTOMY_TEST.questions.find((q) => q.translations.es.text === text);
      expect(question, text).toBeDefined();
      const radios = await groups.filter({ hasText: text }).getByRole('radio').evaluateAll((inputs) => inputs.map((i) => i.closest('label')?.textContent ?? ''));
      expect([...radios].sort()).toEqual([...question!.translations.es.options].sort());
    }
    await noBlockingViolations(page, 'timed test, Spanish');
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
