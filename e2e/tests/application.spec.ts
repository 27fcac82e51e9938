// Browser journeys of the credentialing application (spec §2, §4, §5, §8): a new candidate fills every section from its
// field descriptors, uploads a CV and documents, a draft survives a reload, a section done by keyboard alone, axe on the
// wizard, the incomplete-profile banner.
import type { Field, Section } from '@portal/shared/application/contract';
import { sampleEntry, sampleSectionData } from '@portal/shared/application/samples';
import { SECTIONS } from '@portal/shared/application/sections';
import { isShown } from '@portal/shared/application/validate';
import type { Locator, Page } from '@playwright/test';
import { freshEmail, linkIn, signInAs, waitForMail } from '../support/accounts';
import { completeReferences } from '../support/references';
import { axeViolations, blocking, settle, stillAnimations } from '../support/axe';
import { isFocused, tabTo } from '../support/keyboard';
import { PDF } from '../support/documents';
import { expect, test } from '../support/fixtures';
import { sharedPortal } from '../support/own-server';


const stepHeading = (page: Page) => page.locator('#section-title');
const stepLine = (page: Page, number: number) => page.getByText(`Step ${number} of 18`, { exact: true });
const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' });
/** A section in parts (decision 044): the part's heading, and the button that finishes a part that is not the last. */
const partHeading = (page: Page) => page.locator('#part-title');
const continuePart = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

/** A step of the strip; on a phone, where one line stands for the list, the list is opened first. */
async function stepButton(page: Page, name: string | RegExp) {
  const toggle = page.getByTestId('steps-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  return page.getByRole('navigation', { name: 'Application sections' }).getByRole('button', { name });
}

/** On the review page: "Submit application", then the confirmation's "Submit now"; the candidate lands on /success. */
async function submitFromReview(page: Page) {
  await expect(page).toHaveURL((url) => url.pathname === '/application/review');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.getByRole('dialog', { name: 'Submit your application?' }).getByRole('button', { name: 'Submit now' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/success');
}

/**
 * Fills one entry (a single section's form, or one entry of a repeating section) with the shared sample values; `only`
 * names the fields shown (a part of a section in parts).
 */
async function fillEntry(page: Page, scope: Locator, section: Section, index: number, only?: readonly string[]) {
  const sample = sampleEntry(section.fields);
  const prefix = `${section.key}-${index}`;
  const fill = async (field: Field) => {
    const value = sample[field.name];
    switch (field.kind) {
      case 'text':
      case 'email':
      case 'signature':
        await scope.locator(`input[name="${field.name}"]`).fill(String(value));
        return;
      case 'textarea':
        await scope.locator(`textarea[name="${field.name}"]`).first().fill(String(value));
        return;
      case 'number':
      case 'date':
        await scope.locator(`input[name="${field.name}"]`).fill(String(value));
        return;
      case 'select':
      case 'state':
        await scope.locator(`select[name="${field.name}"]`).selectOption(String(value));
        return;
      case 'multiselect':
        await scope.locator(`input[name="${field.name}"][value="${(value as string[])[0]}"]`).check();
        return;
      case 'states': {
        const input = scope.locator(`input[name="${field.name}"]`);
        await input.fill('Texas');
        await page.getByRole('listbox').getByRole('option', { name: 'Texas (TX)' }).click();
        return;
      }
      case 'yesNo':
        await scope.locator(`input[type="radio"][name="${prefix}-${field.name}"][value="${value ? 'yes' : 'no'}"]`).check();
        return;
      case 'accept':
        await scope.locator(`input[type="checkbox"][name="${field.name}"]`).check();
        return;
      case 'list': {
        // Each sample entry: "Add", then its own fields inside the new entry.
        const items = value as Array<Record<string, unknown>>;
        for (const [i, item] of items.entries()) {
          await scope.getByRole('button', { name: `Add ${field.itemLabel}` }).click();
          await fillListEntry(scope.locator(`[data-list="${field.name}"] [data-list-entry="${i}"]`), field, item, `${prefix}-${field.name}-${i}`);
        }
        return;
      }
      case 'file': {
        await scope
          .getByTestId(`file-${section.key}-${field.name}`)
          .setInputFiles({ name: `${field.documentKind}.pdf`, mimeType: 'application/pdf', buffer: PDF });
        await expect(scope.getByTestId('accepted-files').filter({ hasText: `${field.documentKind}.pdf` })).toBeVisible();
        return;
      }
    }
  };
  // Answers that show or hide other fields first (yes/no, selects), then every field shown for those answers.
  // An earlier answer kept readable (keptOnly) is not shown to a new candidate.
  const shown = section.fields.filter((field) => isShown(field, sample) && !field.keptOnly && (!only || only.includes(field.name)));
  for (const field of shown) if (field.kind === 'yesNo' || field.kind === 'select') await fill(field);
  for (const field of shown) if (field.kind !== 'yesNo' && field.kind !== 'select') await fill(field);
}

/** One entry of a list field (an address): its yes/no first, then the fields that answer shows. */
async function fillListEntry(scope: Locator, list: Extract<Field, { kind: 'list' }>, item: Record<string, unknown>, prefix: string) {
  for (const field of list.fields.filter((f) => f.kind === 'yesNo'))
    await scope.locator(`input[type="radio"][name="${prefix}-${field.name}"][value="${item[field.name] ? 'yes' : 'no'}"]`).check();
  for (const field of list.fields.filter((f) => f.kind !== 'yesNo' && isShown(f, item))) {
    const value = String(item[field.name] ?? '');
    if (field.kind === 'state' || field.kind === 'select') await scope.locator(`select[name="${field.name}"]`).selectOption(value);
    else await scope.locator(`input[name="${field.name}"]`).fill(value);
  }
}

/**
 * Fills a section with the shared samples. A section in parts: each part, and "Continue" to the next (`atPart` runs as
 * each part opens); it ends on the last part, before its "Save and continue".
 */
async function fillSection(page: Page, section: Section, atPart?: (key: string) => Promise<void>) {
  const form = page.getByRole('form', { name: section.title });
  if (section.parts) {
    for (const [index, part] of section.parts.entries()) {
      await expect(partHeading(page)).toHaveText(part.title);
      await atPart?.(part.key);
      await fillEntry(page, form, section, 0, part.fields);
      if (index < section.parts.length - 1) await continuePart(page).click();
    }
  } else if (section.repeat) {
    const entries = form.locator('[data-entry]');
    const count = await entries.count();
    for (let index = 0; index < count; index += 1) await fillEntry(page, entries.nth(index), section, index);
  } else {
    await fillEntry(page, form, section, 0);
  }
}

test('a new candidate fills every section from its descriptors, uploads a CV and submits; health status waits for an offer and says why', async ({
  page,
}) => {
  // Eighteen sections by hand: about 1.5 min on a quick machine, over 4 min on a slow one (the journeys' 3 workers share 2 cores).
  test.setTimeout(480_000);
  const candidate = await signInAs(page);
  await page.goto('/application');
  await expect(page.getByRole('heading', { level: 1, name: 'Application' })).toBeVisible();
  // spec §2/§4: the banner, linking to /, while the profile is not complete.
  const banner = page.getByRole('link', { name: 'Incomplete Profile. Please See dashboard.' });
  await expect(banner).toHaveAttribute('href', '/');
  await expect(stepLine(page, 1)).toBeVisible();

  // The first screen is only who you are (decision 044): the CV is one line there, its drop zone with the second part.
  await expect(page.getByTestId('resume-status')).toHaveText(/No CV yet/);
  const uploadCv = async (part: string) => {
    if (part !== 'more') return;
    // pdf, doc, docx, at most 1,000,000 bytes (the server checks the content).
    const tooBig = Buffer.concat([PDF, Buffer.alloc(1_000_001 - PDF.length, 32)]);
    await page.getByTestId('resume-input').setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: tooBig });
    await expect(
      page.getByRole('alert').filter({ hasText: 'File is too big. Please select file size less then 1MB.' }),
    ).toBeVisible();
    await page.getByTestId('resume-input').setInputFiles({ name: 'my-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('Your CV has been uploaded.')).toBeVisible();
    await expect(page.getByTestId('accepted-files').filter({ hasText: 'my-cv.pdf' })).toBeVisible();
  };

  for (const section of SECTIONS) {
    await expect(stepLine(page, section.step + 1)).toBeVisible();
    await expect(stepHeading(page)).toHaveText(section.title);
    if (section.gate === 'offer') {
      await expect(page.getByText(/This section opens after you receive a job offer/)).toBeVisible();
      await page.getByRole('button', { name: 'Go to the next section' }).click();
      continue;
    }
    if (section.list === 'references') {
      // The references step is the candidate's references (decision 031): two asked and answered, one a Manager.
      await completeReferences(page.request, candidate);
      await page.reload();
      await expect(page.getByTestId('references-step').getByRole('listitem')).toHaveCount(2);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(stepLine(page, section.step + 2)).toBeVisible();
      continue;
    }
    if (section.gate === 'standalone') {
      // FCRA: the disclosure alone on its own screen, then the form.
      await expect(page.getByTestId('disclosure')).toContainText('DISCLOSURE REGARDING BACKGROUND INVESTIGATION');
      await expect(saveAndContinue(page)).toHaveCount(0);
      await page.getByRole('button', { name: 'I have read the disclosure, continue' }).click();
    }
    await fillSection(page, section, uploadCv);
    await saveAndContinue(page).click();
    if (section.step < 17) await expect(stepLine(page, section.step + 2)).toBeVisible();
  }
  // Health status is not due before an offer (domain.md §5), so after the last section the review lists every section
  // done; submitting is the candidate's decision there, and the banner goes: every section that is due and a CV are in.
  await expect(page.getByRole('heading', { level: 1, name: 'Review your application' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/application/review');
  await expect(page.getByTestId('review-blocking')).toHaveCount(0);
  await submitFromReview(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Application submitted' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.goto('/editApplication');
  await expect(page.getByText('100 % complete')).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Application sections' });
  await expect(steps.getByRole('button', { name: /\(complete\)$/ })).toHaveCount(17);
  await expect(steps.getByRole('button', { name: 'Health status (waits for an offer)' })).toBeVisible();

  // Every answer is on the server; the SSN comes back masked.
  const response = await page.request.get('/api/candidate/application', {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('jwt'))}` },
  });
  const { data } = (await response.json()) as { data: { sections: Record<string, { status: string; data: unknown }> } };
  expect(Object.values(data.sections).filter((s) => s.status === 'complete')).toHaveLength(17);
  expect(JSON.stringify(data.sections.backgroundCheck?.data)).toContain('***-**-6789');

  // Opening a step directly; the masked SSN is kept as it is when the section is saved again.
  await page.goto('/editApplication?step=17');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Application' })).toBeVisible();
  await expect(stepHeading(page)).toHaveText('Background check');
  await expect(page.locator('input[name="ssn"]')).toHaveValue('***-**-6789');
  await saveAndContinue(page).click();
  await expect(page).toHaveURL((url) => url.pathname === '/application/review');
  const again = await page.request.get('/api/candidate/application', {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('jwt'))}` },
  });
  expect(JSON.stringify(((await again.json()) as { data: { sections: { backgroundCheck: { data: unknown } } } }).data.sections.backgroundCheck.data)).toContain('***-**-6789');
});

test('before a submission /success leads to the application; an unticked policy says it may be deferred and keeps the step', async ({
  page,
}) => {
  await signInAs(page);
  // Nothing was sent yet: the finish page is not shown (it would say the agency has the application).
  await page.goto('/success');
  await expect(page).toHaveURL((url) => url.pathname === '/application');
  await expect(page.getByRole('heading', { level: 1, name: 'Application' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Application submitted' })).toHaveCount(0);

  // spec §5: every policy acceptance must be ticked for a complete section; one left unticked shows the message.
  await expect(stepHeading(page)).toHaveText(SECTIONS[0]!.title);
  await fillSection(page, SECTIONS[0]!);
  await page.locator('input[type="checkbox"][name="DrugFreeEnvironment"]').uncheck();
  await saveAndContinue(page).click();
  await expect(page.getByText('Please accept this policy. You may defer it until later in the process.')).toBeVisible();
  await expect(stepLine(page, 1)).toBeVisible();
  await page.locator('input[type="checkbox"][name="DrugFreeEnvironment"]').check();
  await saveAndContinue(page).click();
  await expect(stepLine(page, 2)).toBeVisible();
});

test('work history: a second current job is refused on its own entry, and the step stays until it is fixed', async ({ page }) => {
  // Two whole positions typed field by field: about fifty actions.
  test.setTimeout(120_000);
  await signInAs(page);
  await page.goto('/application?step=7');
  await expect(stepHeading(page)).toHaveText('Work history');
  await page.getByRole('button', { name: 'Add Position' }).click();
  await fillSection(page, SECTIONS[7]!);
  for (const index of [0, 1]) await page.locator(`input[type="radio"][name="workHistory-${index}-current"][value="yes"]`).check();
  await saveAndContinue(page).click();
  const message = page.getByText('Only one job can be your current job. Please answer No here, or on the other current job.');
  await expect(message).toHaveCount(1);
  await expect(page.locator('[data-entry]').nth(1).getByText(/^Only one job can be your current job/)).toBeVisible();
  await expect(stepLine(page, 8)).toBeVisible();
  await page.locator('input[type="radio"][name="workHistory-1-current"][value="no"]').check();
  // The sample job is the current one; as an earlier job it needs its end.
  await page.locator('[data-entry="1"] input[name="endDate"]').fill('122021');
  await saveAndContinue(page).click();
  await expect(stepLine(page, 9)).toBeVisible();
});

test('reload in the middle of a section: the draft is kept and the wizard resumes there', async ({ page }) => {
  await signInAs(page);
  await page.goto('/application?step=1');
  await expect(stepHeading(page)).toHaveText('Education');
  await page.locator('input[name="school"]').fill('Austin Community College');
  await page.locator('input[name="startDate"]').fill('082015');
  await expect(page.locator('input[name="startDate"]')).toHaveValue('08/2015');
  // The draft goes to the server by itself: when a field loses focus, or after a pause in typing.
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().endsWith('/api/candidate/application/education') &&
      /"08\/2015"/.test(response.request().postData() ?? '') &&
      /"TX"/.test(response.request().postData() ?? ''),
  );
  await page.locator('select[name="state"]').selectOption('TX');
  expect((await saved).ok()).toBe(true);
  await expect(page.getByTestId('save-state')).toHaveText(/^Draft saved at /);
  await page.reload();
  await expect(stepHeading(page)).toHaveText('Education');
  await expect(page.locator('input[name="school"]')).toHaveValue('Austin Community College');
  await expect(page.locator('input[name="startDate"]')).toHaveValue('08/2015');
  await expect(page.locator('select[name="state"]')).toHaveValue('TX');
  await expect(page.getByRole('button', { name: 'Education (draft saved)' })).toBeVisible();
  // Without ?step the wizard opens at the first missing section (spec §4): personal information.
  await page.goto('/application');
  await expect(stepHeading(page)).toHaveText('Personal information');
});

test('one section by keyboard alone, with a visible focus', async ({ page }) => {
  await signInAs(page);
  await page.goto('/application?step=9');
  await expect(stepHeading(page)).toHaveText('Employment gaps');
  const from = page.locator('input[name="startDate"]');
  await from.focus();
  await page.keyboard.type('032021');
  // The focused border is drawn once the field has taken its focused state (a render after the focus event).
  await expect
    .poll(() => from.evaluate((input) => getComputedStyle(input.closest('.MuiOutlinedInput-root')!.querySelector('fieldset')!).borderWidth))
    .toBe('2px');
  await page.keyboard.press('Tab');
  await expect(page.locator('input[name="endDate"]')).toBeFocused();
  await page.keyboard.type('092021');
  await page.keyboard.press('Tab');
  await expect(page.locator('select[name="reason"]')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(page.locator('textarea[name="explanation"]').first()).toBeFocused();
  await page.keyboard.type('Moved to Texas with my family.');
  // On to the buttons: Add Gap, Not applicable, Save and continue.
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press('Tab');
    if (await saveAndContinue(page).evaluate((button) => button === document.activeElement)) break;
  }
  await expect(saveAndContinue(page)).toBeFocused();
  const ring = await saveAndContinue(page).evaluate((button) => button.matches(':focus-visible'));
  expect(ring).toBe(true);
  await page.keyboard.press('Enter');
  await expect(stepHeading(page)).toHaveText('Hospital affiliations');
  // The keyboard starts at the new section's heading.
  await expect(stepHeading(page)).toBeFocused();
  await expect(page.getByRole('button', { name: 'Employment gaps (complete)' })).toBeVisible();
});

test.describe('axe', () => {
  // axe is injected as a script; the portal's CSP allows only its own.
  test.use({ bypassCSP: true });

  test('no serious or critical violation on the wizard (a single and a repeating section, the disclosure)', async ({ page }) => {
    await signInAs(page);
    for (const step of [0, 7, 13, 17]) {
      await page.goto(`/application?step=${step}`);
      await expect(stepLine(page, step + 1)).toBeVisible();
      await settle(page);
      expect(blocking(await axeViolations(page)), `step ${step}`).toEqual([]);
    }
    await page.goto('/application?step=9');
    await saveAndContinue(page).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    expect(blocking(await axeViolations(page)), 'errors shown').toEqual([]);
  });
});

test('@phone the wizard is readable on a 390 px phone: no sideways scrolling, the steps wrap, the CV is one line off its step', async ({
  page,
  isMobile,
}, testInfo) => {
  await signInAs(page);
  await page.goto('/application?step=7');
  await expect(stepHeading(page)).toHaveText('Work history');
  await settle(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Off the CV's step the drop zone is a one-line status, with the way to the step; on a phone the steps are one line
  // too, so the section's heading is on the first screen.
  await expect(page.getByTestId('resume-input')).toHaveCount(0);
  const cv = page.getByTestId('resume-status');
  await expect(cv).toHaveText(/No CV yet/);
  expect((await cv.boundingBox())!.height).toBeLessThan(80);
  const toggle = page.getByTestId('steps-toggle');
  if (isMobile) {
    await expect(toggle).toHaveText(/^Step 8 of 18: Work history · 0 done/);
    await expect(stepHeading(page)).toBeInViewport();
  } else await expect(toggle).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('wizard-work-history-first-screen.png') });
  // The step strip reads without sideways scrolling: on a phone its steps wrap (a wide screen scrolls the strip).
  const strip = page.getByRole('navigation', { name: 'Application sections' }).locator('ol');
  await expect(await stepButton(page, /^Work history/)).toBeInViewport();
  expect(await strip.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(isMobile);
  await expect(await stepButton(page, /^Background check/)).toBeVisible();
  // Kept with the run's results, to look at.
  await page.screenshot({ path: testInfo.outputPath('wizard-work-history.png'), fullPage: true });
  // A step chosen from the list closes it again.
  await (await stepButton(page, /^Licences/)).click();
  await expect(stepHeading(page)).toHaveText('Licences');
  if (isMobile) await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await cv.getByRole('link', { name: 'Upload your CV' }).click();
  await expect(stepLine(page, 1)).toBeVisible();
  await expect(page.getByTestId('resume-input')).toHaveCount(1);
  await expect(page.getByTestId('resume-status')).toHaveCount(0);
  await page.goto('/application?step=0');
  await settle(page);
  await page.screenshot({ path: testInfo.outputPath('wizard-personal-info.png') });
  await page.goto('/application?step=17');
  await expect(page.getByTestId('disclosure')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: testInfo.outputPath('wizard-disclosure.png') });
  await page.goto('/application?step=9');
  await saveAndContinue(page).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('wizard-errors.png') });
});

// ---- the first step fits the role (decision 044) ----
test.describe('the first step', () => {
  // axe is injected as a script; the portal's CSP allows only its own.
  test.use({ bypassCSP: true });

  test('@phone a new CNA meets a short first step (who they are, how to reach them, role, states), moves on, and meets the role’s own specialties first', async ({
    page,
    isMobile,
  }, testInfo) => {
    test.setTimeout(90_000);
    const candidate = await signInAs(page);
    await page.goto('/application');
    await expect(stepHeading(page)).toHaveText('Personal information');
    await expect(partHeading(page)).toHaveText('About you');
    // Known from the sign-up: the name and the e-mail are there to confirm.
    await expect(page.locator('input[name="fName"]')).toHaveValue(candidate.firstName);
    await expect(page.locator('input[name="lName"]')).toHaveValue(candidate.lastName);
    await expect(page.locator('input[name="email"]')).toHaveValue(candidate.email);
    // Nothing a new candidate cannot know yet: no pay, no recruiter, no long lists, no policies; the CV is one line.
    for (const name of ['salary', 'Regular_Rate', 'Holiday_Rate', 'recruiter', 'experinceReq', 'specialties', 'certification', 'DrugFreeEnvironment'])
      await expect(page.locator(`[name="${name}"]`), name).toHaveCount(0);
    await expect(page.getByTestId('resume-input')).toHaveCount(0);
    await expect(page.getByTestId('resume-status')).toHaveText(/No CV yet/);
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(blocking(await axeViolations(page)), 'the first part').toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`first-step-${isMobile ? 'phone' : 'desktop'}.png`), fullPage: true });

    // "Continue" checks the short set alone, with the spec's messages.
    await continuePart(page).click();
    await expect(page.getByText('Please correct the 7 highlighted fields.')).toBeVisible();
    await expect(page.getByText('Please select your role.')).toBeVisible();
    await expect(page.getByText('Please enter your address.')).toBeVisible();
    await expect(page.getByText('Please select at least one state or compact state.')).toBeVisible();
    await expect(page.getByText('Must Be Only Digits')).toHaveCount(0);
    await expect(partHeading(page)).toHaveText('About you');

    await page.locator('input[name="phone"]').fill('6155550188');
    await expect(page.locator('input[name="phone"]')).toHaveValue('(615)555-0188');
    await page.locator('input[name="address"]').fill('12 Elm Street');
    await page.locator('input[name="city"]').fill('Nashville');
    await page.locator('select[name="state"]').selectOption('TN');
    await page.locator('input[name="zip"]').fill('37203');
    await page.locator('select[name="role"]').selectOption('CNA');
    await page.locator('input[name="otherStates"]').fill('Tenn');
    await page.getByRole('listbox').getByRole('option', { name: 'Tennessee (TN)' }).click();
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        response.url().endsWith('/api/candidate/application/personalInfo') &&
        /"part":"start"/.test(response.request().postData() ?? ''),
    );
    await continuePart(page).click();
    expect((await saved).ok()).toBe(true);

    // On to the rest of the step: the keyboard starts at its heading; the CV's drop zone is here.
    await expect(partHeading(page)).toHaveText('Your work and preferences');
    await expect(partHeading(page)).toBeFocused();
    await expect(stepLine(page, 1)).toBeVisible();
    await expect(page.getByTestId('resume-input')).toHaveCount(1);
    const parts = page.getByRole('navigation', { name: 'Parts of this section' });
    await expect(parts.getByRole('button', { name: 'About you (complete)' })).toBeVisible();
    // A CNA meets the CNA's own specialties and certifications; the others are one click away.
    const specialties = page.getByRole('group', { name: /^Specialties/ });
    await expect(specialties.getByText('Those for your role come first: Certified Nursing Assistant (CNA).')).toBeVisible();
    await expect(specialties.getByRole('checkbox')).toHaveCount(2);
    await expect(specialties.getByRole('checkbox', { name: 'CNA (Certified Nursing Assistant)' })).toBeVisible();
    await expect(specialties.getByRole('checkbox', { name: 'PCT (Patient Care Technician)' })).toBeVisible();
    await expect(specialties.getByRole('checkbox', { name: 'ICU (Intensive Care)' })).toHaveCount(0);
    const certification = page.getByRole('group', { name: /^Certifications you hold/ });
    await expect(certification.getByRole('checkbox')).toHaveCount(2);
    await expect(certification.getByRole('checkbox', { name: 'BLS' })).toBeVisible();
    await expect(certification.getByRole('checkbox', { name: 'CNA' })).toBeVisible();
    await specialties.getByRole('checkbox', { name: 'CNA (Certified Nursing Assistant)' }).check();
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(blocking(await axeViolations(page)), 'the second part').toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`first-step-more-${isMobile ? 'phone' : 'desktop'}.png`), fullPage: true });
    await specialties.getByRole('button', { name: 'Show all 37 options' }).click();
    await expect(specialties.getByRole('checkbox')).toHaveCount(37);
    await expect(specialties.getByRole('checkbox', { name: 'ICU (Intensive Care)' })).toBeVisible();
    await expect(specialties.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');

    // The first part is on the server: the application opens again where the candidate left off.
    const response = await page.request.get('/api/candidate/application', { headers: { authorization: `Bearer ${candidate.token}` } });
    const { data } = (await response.json()) as { data: { sections: { personalInfo: { status: string; data: Record<string, unknown> } } } };
    expect(data.sections.personalInfo.status).toBe('draft');
    expect(data.sections.personalInfo.data).toMatchObject({ role: 'CNA', otherStates: ['TN'], zip: '37203', fName: candidate.firstName, email: candidate.email });
    await page.goto('/application');
    await expect(partHeading(page)).toHaveText('Your work and preferences');
    await expect(page.getByRole('group', { name: /^Specialties/ }).getByRole('checkbox')).toHaveCount(2);
  });
});

// ---- the whole way to /success: an offer opens health status; the banner goes once every section and a CV are in ----
// An offer is recorded by the agency with `portal application:record-offer` (ADA: health questions only after an
// offer), run beside the running portal as an operator runs it.

// axe is injected as a script; the portal's CSP allows only its own.
test.describe('the whole way', () => {
  test.use({ bypassCSP: true });

  test('with an offer recorded, health status opens; the last section leads to /success and the banner goes', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const candidate = await signInAs(page);
    const request = page.request;
    const auth = { authorization: `Bearer ${candidate.token}` };
    const upload = async (kind: string) => {
      const response = await request.post('/api/candidate/documents', {
        headers: auth,
        multipart: { kind, file: { name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: PDF } },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { data: { id: string } }).data.id;
    };
    await upload('resume');
    const fileId = await upload('license');
    await request.post('/api/candidate/application/backgroundCheck/disclosure', { headers: auth });
    // Every section but health status through the API (the first journey fills them in the browser).
    await completeReferences(request, candidate);
    for (const section of SECTIONS.filter((s) => s.gate !== 'offer' && !s.list)) {
      const response = await request.put(`/api/candidate/application/${section.key}`, {
        headers: auth,
        data: { data: sampleSectionData(section, { fileId }) },
      });
      expect(response.ok(), `${section.key}: ${await response.text()}`).toBe(true);
    }

    // The agency records the offer.
    expect(sharedPortal('application:record-offer', candidate.email)).toContain('Offer recorded');

    await page.goto('/application');
    // spec §4: the step is the first missing section: health status, open now.
    await expect(stepHeading(page)).toHaveText('Health status');
    const banner = page.getByRole('link', { name: 'Incomplete Profile. Please See dashboard.' });
    await expect(banner).toBeVisible();
    await fillSection(page, SECTIONS[13]!);
    await saveAndContinue(page).click();
    await expect(stepLine(page, 15)).toBeVisible();
    await page.getByRole('link', { name: 'Review and submit' }).click();
    await submitFromReview(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Application submitted' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await settle(page);
    expect(blocking(await axeViolations(page)), '/success').toEqual([]);
    await page.goto('/edit/application?step=13');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Application' })).toBeVisible();
    await expect(page.getByText(/You are editing the application you submitted on/)).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});

// ---- the review: submitting is a decision (every section with its status, what stands in the way, a confirmation) ----
test.describe('the review', () => {
  test.use({ bypassCSP: true });

  test('@phone the review lists every section with its status and what stands in the way, with links; the submit asks first, by keyboard', async ({
    page,
    isMobile,
  }, testInfo) => {
    test.setTimeout(180_000);
    const candidate = await signInAs(page);
    const auth = { authorization: `Bearer ${candidate.token}` };
    const put = async (key: string, body: Record<string, unknown>) => {
      const response = await page.request.put(`/api/candidate/application/${key}`, { headers: auth, data: body });
      expect(response.ok(), `${key}: ${await response.text()}`).toBe(true);
    };
    const upload = await page.request.post('/api/candidate/documents', {
      headers: auth,
      multipart: { kind: 'license', file: { name: 'license.pdf', mimeType: 'application/pdf', buffer: PDF } },
    });
    const fileId = ((await upload.json()) as { data: { id: string } }).data.id;
    await page.request.post('/api/candidate/application/backgroundCheck/disclosure', { headers: auth });
    // Personal information saved as a draft with its five policies left for later; no referee asked yet; the rest done.
    const personal = SECTIONS[0]!;
    const policies = personal.fields.filter((f) => f.kind === 'accept').map((f) => f.name);
    const deferred = { ...(sampleSectionData(personal) as Record<string, unknown>), ...Object.fromEntries(policies.map((name) => [name, false])) };
    await put(personal.key, { data: deferred, draft: true });
    for (const section of SECTIONS.filter((s) => s.gate !== 'offer' && !s.list && s.key !== personal.key)) {
      await put(section.key, { data: sampleSectionData(section, { fileId }) });
    }

    // The last step's "Save and continue" saves and opens the review; nothing is sent.
    await page.goto('/application?step=17');
    await expect(stepHeading(page)).toHaveText('Background check');
    await saveAndContinue(page).click();
    // Not everything is in: the wizard names the first section missing instead.
    await expect(page.getByText('One section still needs your answers: Personal information.')).toBeVisible();
    await page.getByRole('link', { name: 'Review and submit' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/application/review');
    await expect(page.getByRole('heading', { level: 1, name: 'Review your application' })).toBeVisible();

    const list = page.getByTestId('review-list');
    await expect(list.getByRole('listitem')).toHaveCount(19);
    await expect(page.getByTestId('review-personalInfo')).toContainText('draft saved · 5 policies left for later');
    await expect(page.getByTestId('review-workHistory')).toContainText('complete');
    await expect(page.getByTestId('review-healthStatus')).toContainText('waits for an offer');
    await expect(page.getByTestId('review-profReferences')).toContainText('not started');
    await expect(page.getByTestId('review-cv')).toContainText('not uploaded yet');
    await expect(page.getByTestId('review-workHistory').getByRole('link', { name: 'Edit Work history' })).toHaveAttribute('href', '/application?step=7');

    const blockers = page.getByTestId('review-blocking');
    await expect(blockers).toContainText('Before you can submit');
    await expect(blockers).toContainText('The section "Personal information" is not complete yet.');
    await expect(blockers).toContainText('Ask at least two referees, one of them a Manager.');
    const submit = page.getByRole('button', { name: 'Submit application' });
    await expect(submit).toBeDisabled();
    await expect(page.getByText('You can submit once everything listed above is done.')).toBeVisible();
    await settle(page);
    expect(blocking(await axeViolations(page)), 'review with blockers').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`review-blocked-${isMobile ? 'phone' : 'desktop'}.png`), fullPage: true });

    // A blocker's link opens its step.
    await blockers.getByRole('link', { name: 'Go to Personal information' }).click();
    await expect(stepHeading(page)).toHaveText('Personal information');

    // Done: the policies accepted and two referees asked, one a Manager.
    await put(personal.key, { data: sampleSectionData(personal) });
    await completeReferences(page.request, candidate);
    await page.goto('/application/review');
    await expect(page.getByTestId('review-personalInfo')).toContainText('complete');
    await expect(blockers).toHaveCount(0);
    await expect(submit).toBeEnabled();
    await expect(page.getByText('Every section is complete. Send your application to the agency.')).toBeVisible();

    // By keyboard: the submit opens a confirmation; Escape leaves it with nothing sent and the focus back on the button.
    await settle(page);
    await tabTo(page, submit, { max: 80 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Submit your application?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You can still change any section afterwards.');
    await stillAnimations(page);
    expect(await isFocused(dialog)).toBe(true);
    expect(blocking(await axeViolations(page)), 'confirmation').toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`review-confirm-${isMobile ? 'phone' : 'desktop'}.png`) });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(submit).toBeFocused();
    await expect(page).toHaveURL((url) => url.pathname === '/application/review');

    await page.keyboard.press('Enter');
    const submitNow = dialog.getByRole('button', { name: 'Submit now' });
    await tabTo(page, submitNow, { max: 4 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/success');
    await expect(page.getByRole('heading', { level: 1, name: 'Application submitted' })).toBeVisible();
  });
});

// ---- licences that expire: the dashboard's list, the sidebar badge, the notice once expired; Active but expired refused ----
/** The day `days` from today (UTC): as typed (MM/DD/YYYY digits), and as the dashboard writes it. */
const dayFromToday = (days: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  const typed = `${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}${d.getUTCFullYear()}`;
  return { typed, shown: new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(d) };
};

test('a licence saved with 5 days left and one already expired show today on the dashboard, in the sidebar badge and the expiring list; the expired one gets its own notice; Active with a past date is refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const candidate = await signInAs(page);
  const section = SECTIONS[5]!;
  await page.goto('/application?step=5');
  await expect(stepHeading(page)).toHaveText('Licences');
  const form = page.locator('form').filter({ has: saveAndContinue(page) });
  const soon = dayFromToday(5);
  const past = dayFromToday(-10);
  const licence = async (index: number, number: string, expiry: string) => {
    const entry = form.locator(`[data-entry="${index}"]`);
    await fillEntry(page, entry, section, index);
    await entry.locator('select[name="type"]').selectOption('RN');
    await entry.locator('select[name="state"]').selectOption('TX');
    await entry.locator('input[name="number"]').fill(number);
    await entry.locator('input[name="expiryDate"]').fill(expiry);
    await entry.locator('select[name="status"]').selectOption('Active');
    return entry;
  };
  await licence(0, 'RN-SOON-5', soon.typed);
  await form.getByRole('button', { name: 'Add Licence' }).click();
  const old = await licence(1, 'RN-OLD-10', past.typed);

  // Marked Active with a date that has passed: refused on its own entry, and the step stays.
  await saveAndContinue(page).click();
  await expect(old.getByText('This is marked Active, but its expiry date has passed. Correct the date, or change the status.')).toBeVisible();
  await expect(stepHeading(page)).toHaveText('Licences');
  await old.locator('select[name="status"]').selectOption('Expired');
  await saveAndContinue(page).click();
  await expect(stepHeading(page)).toHaveText('Licensing exams');

  // The expiring list (soonest first): the expired licence, then the one with 5 days left.
  const expiring = await page.request.get('/api/candidate/application/expiring', { headers: { authorization: `Bearer ${candidate.token}` } });
  expect(((await expiring.json()) as { data: unknown[] }).data).toEqual([
    expect.objectContaining({ section: 'licenses', label: 'RN licence TX RN-OLD-10', expired: true, daysLeft: -10 }),
    expect.objectContaining({ section: 'licenses', label: 'RN licence TX RN-SOON-5', expired: false, daysLeft: 5 }),
  ]);

  // The dashboard says it today, and the sidebar's Application entry counts both.
  await page.goto('/');
  const card = page.getByTestId('step-expiring');
  await expect(card).toContainText(`RN licence TX RN-SOON-5: expires ${soon.shown} (in 5 days)`);
  await expect(card).toContainText(`RN licence TX RN-OLD-10: expired ${past.shown}`);
  await expect(card.getByRole('link', { name: 'Update your documents' })).toHaveAttribute('href', '/editApplication');
  // The badge shows the count, and says what it counts to a screen reader.
  await expect(page.getByTestId('nav-badge').filter({ hasText: 'documents expiring or expired' })).toHaveText('22 documents expiring or expired');

  // The expired licence gets its own notice by e-mail, at once.
  const notice = await waitForMail(page.request, candidate.email, /RN licence TX RN-OLD-10 has expired/);
  expect(notice.text).toContain(`expired on ${past.typed.slice(0, 2)}/${past.typed.slice(2, 4)}/${past.typed.slice(4)}`);
});

/** MM/YYYY of the month `back` months before this one. */
const monthsAgo = (back: number) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - back);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
};

test('background check: the addresses of the past 7 years, added one by one, until no month is left uncovered @phone', async ({ page }) => {
  await signInAs(page);
  await page.goto('/application?step=17');
  await page.getByRole('button', { name: 'I have read the disclosure, continue' }).click();
  const section = SECTIONS[17]!;
  await fillSection(page, section);
  const list = page.locator('[data-list="addresses"]');
  const first = list.locator('[data-list-entry="0"]');
  // The present address only since 3 years ago: the years before are not covered.
  await first.locator('input[name="from"]').fill(monthsAgo(36).replace('/', ''));
  const coverage = page.getByTestId('list-coverage');
  await expect(coverage).toHaveText(`Not covered yet: ${monthsAgo(84)} to ${monthsAgo(37)}. The addresses must cover every month since ${monthsAgo(84)}.`);
  await saveAndContinue(page).click();
  await expect(page.getByTestId('list-error')).toHaveText(
    `Your addresses leave ${monthsAgo(84)} to ${monthsAgo(37)} uncovered. Please list every address since ${monthsAgo(84)}, with no gap.`,
  );
  await expect(await stepButton(page, 'Background check (draft saved)')).toBeVisible();

  // The address before it, ending a month too early: one month is named.
  await list.getByRole('button', { name: 'Add Address' }).click();
  const second = list.locator('[data-list-entry="1"]');
  await expect(second.locator('input[name="street"]')).toBeFocused();
  await second.locator('input[type="radio"][value="no"]').check();
  await second.locator('input[name="street"]').fill('4 Elm Avenue');
  await second.locator('input[name="city"]').fill('Dallas');
  await second.locator('select[name="state"]').selectOption('TX');
  await second.locator('input[name="zip"]').fill('75201');
  await second.locator('input[name="from"]').fill('012015');
  await second.locator('input[name="to"]').fill(monthsAgo(38).replace('/', ''));
  await expect(coverage).toHaveText(`Not covered yet: ${monthsAgo(37)}. The addresses must cover every month since ${monthsAgo(84)}.`);
  await second.locator('input[name="to"]').fill(monthsAgo(37).replace('/', ''));
  await expect(coverage).toHaveText(`Your addresses cover the past 7 years (since ${monthsAgo(84)}).`);
  await saveAndContinue(page).click();
  await expect(await stepButton(page, 'Background check (complete)')).toBeVisible();
  await expect(page.getByTestId('list-error')).toHaveCount(0);

  // Back on the step, the addresses are there as saved (kept encrypted on the server).
  await page.goto('/application?step=17');
  await expect(list.locator('[data-list-entry]')).toHaveCount(2);
  await expect(list.locator('[data-list-entry="1"] input[name="street"]')).toHaveValue('4 Elm Avenue');
  await expect(coverage).toHaveText(`Your addresses cover the past 7 years (since ${monthsAgo(84)}).`);
});

test('an employment gap is explained before the submit; "not applicable" is refused while there is one, in German too; the gap notice shows on its section and the review only @phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const candidate = await signInAs(page);
  const auth = { authorization: `Bearer ${candidate.token}` };
  const upload = await page.request.post('/api/candidate/documents', {
    headers: auth,
    multipart: { kind: 'license', file: { name: 'license.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  const fileId = ((await upload.json()) as { data: { id: string } }).data.id;
  await page.request.post('/api/candidate/application/backgroundCheck/disclosure', { headers: auth });
  // Education until 05/2018, work 09/2018–12/2020 and since 03/2021: the summer of 2018 and 01–02/2021 are gaps.
  const work = (sampleSectionData(SECTIONS[7]!) as Array<Record<string, unknown>>)[0]!;
  const education = (sampleSectionData(SECTIONS[1]!, { fileId }) as Array<Record<string, unknown>>)[0]!;
  const data: Record<string, unknown> = {
    education: [{ ...education, startDate: '09/2014', endDate: '05/2018' }],
    workHistory: [
      { ...work, startDate: '09/2018', endDate: '12/2020', current: false },
      { ...work, startDate: '03/2021', current: true },
    ],
  };
  await completeReferences(page.request, candidate);
  for (const section of SECTIONS.filter((s) => s.gate !== 'offer' && s.key !== 'gapHistory' && !s.list)) {
    const body = section.key === 'miltaryHistory' ? { data: null, notApplicable: true } : { data: data[section.key] ?? sampleSectionData(section, { fileId }) };
    const response = await page.request.put(`/api/candidate/application/${section.key}`, { headers: auth, data: body });
    expect(response.ok(), `${section.key}: ${await response.text()}`).toBe(true);
  }

  await page.goto('/application?step=9');
  await expect(stepHeading(page)).toHaveText('Employment gaps');
  await expect(page.getByTestId('gap-suggestions')).toHaveText(/We found 2 gaps of more than 30 days/);
  await page.getByRole('button', { name: 'Not applicable', exact: true }).click();
  await expect(page.getByTestId('save-error')).toHaveText(
    'Your history has gaps of more than 30 days to explain (06/2018 to 08/2018, 01/2021 to 02/2021), so this section cannot be marked not applicable.',
  );
  await expect(stepHeading(page)).toHaveText('Employment gaps');

  // A German candidate reads the same refusal in German, with the same periods (the server's message catalogue).
  await page.evaluate(() => localStorage.setItem('language', 'de'));
  await page.reload();
  await expect(stepHeading(page)).toHaveText('Beschäftigungslücken');
  await page.getByRole('button', { name: 'Nicht zutreffend', exact: true }).click();
  await expect(page.getByTestId('save-error')).toHaveText(
    'Ihr Werdegang hat Lücken von mehr als 30 Tagen, die zu erklären sind (06/2018 to 08/2018, 01/2021 to 02/2021), daher kann dieser Abschnitt nicht als nicht zutreffend markiert werden.',
  );
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(stepHeading(page)).toHaveText('Employment gaps');

  // Only one of them explained: the section is saved, and the wizard moves on without the notice.
  const form = page.locator('form').filter({ has: saveAndContinue(page) });
  const entry = form.locator('[data-entry="0"]');
  await entry.locator('input[name="startDate"]').fill('062018');
  await entry.locator('input[name="endDate"]').fill('082018');
  await entry.locator('select[name="reason"]').selectOption('education');
  await entry.locator('textarea[name="explanation"]').fill('Studied for the certification exam.');
  await saveAndContinue(page).click();
  await expect(stepHeading(page)).toHaveText('Hospital affiliations');
  await expect(page.getByTestId('gap-suggestions')).toHaveCount(0);
  await page.goto('/application?step=15');
  await expect(stepHeading(page)).toHaveText('Supplemental claims');
  await expect(page.getByTestId('gap-suggestions')).toHaveCount(0);

  // The gap notice is the gap section's and the review's only: no other step shows it.
  const notice = page.getByTestId('gap-notice');
  await expect(notice).toHaveCount(0);

  // Every section is in: the review names the gap left, with the way to explain it, and the submit waits for it.
  await page.getByRole('link', { name: 'Review and submit' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/application/review');
  await expect(notice).toContainText('One gap of more than 30 days in your history is not explained yet: 01/2021 to 02/2021.');
  await expect(page.getByRole('button', { name: 'Submit application' })).toBeDisabled();
  await expect(page.getByText('You can submit once everything listed above is done.')).toBeVisible();

  // Explained from the notice: the gap comes pre-filled.
  await notice.getByRole('link', { name: 'Go to Employment gaps' }).click();
  await expect(stepHeading(page)).toHaveText('Employment gaps');
  await page.getByTestId('gap-suggestions').getByRole('button', { name: 'Add it' }).click();
  const added = form.locator('[data-entry="1"]');
  await expect(added.locator('input[name="startDate"]')).toHaveValue('01/2021');
  await expect(added.locator('input[name="endDate"]')).toHaveValue('02/2021');
  await added.locator('select[name="reason"]').selectOption('relocation');
  await added.locator('textarea[name="explanation"]').fill('Moved to Austin for my next contract.');
  await saveAndContinue(page).click();
  await expect(stepHeading(page)).toHaveText('Hospital affiliations');
  await page.getByRole('link', { name: 'Review and submit' }).click();
  await expect(page.getByTestId('review-gapHistory')).toContainText('complete');
  await expect(notice).toHaveCount(0);
  await submitFromReview(page);
});

test('quick apply with "PCT / CNA / CMA" as a CMA: after the e-mailed link the specialty picker opens with CMA only @phone', async ({ page }) => {
  test.setTimeout(120_000);
  const email = freshEmail('quick-picker');
  await page.goto('/quick/application');
  await page.getByRole('textbox', { name: 'First name' }).fill('Morgan');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Picker');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('6155550124');
  await page.getByRole('textbox', { name: 'Zip code' }).fill('37203');
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'CMA (Certified Medical Assistant or Certified Medication Aide)' }).click();
  await page.getByRole('combobox', { name: 'Specialties' }).fill('PCT /');
  await page.getByRole('option', { name: 'PCT / CNA / CMA (not sure which yet)' }).click();
  await page.getByRole('combobox', { name: 'States you want to work in' }).fill('Tenn');
  await page.getByRole('option', { name: 'Tennessee (TN)' }).click();
  await page.getByRole('button', { name: 'Next: skills checklist' }).click();
  await expect(page).toHaveURL(/\/quick\/skills\/checklist\/pickTest$/);
  await page.getByRole('button', { name: 'Send without a checklist' }).click();
  await expect(page).toHaveURL(/\/quick\/success$/);

  const mail = await waitForMail(page.request, email, /Finish your application/);
  const link = new URL(linkIn(mail, /https?:\/\/\S+\/quick\/success\?claim=\S+/));
  await page.goto(link.pathname + link.search);
  await page.getByRole('button', { name: 'Continue to my application' }).click();
  // A new account is welcomed by the guide first; the picker is there once it is closed.
  await page.getByRole('button', { name: 'Close guide' }).click();

  const dialog = page.getByRole('dialog', { name: 'Tell us more precisely about your specialties, select one or more.' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox')).toHaveCount(1);
  await dialog.getByRole('checkbox', { name: /^CMA/ }).check();
  await dialog.getByRole('button', { name: 'Save specialties' }).click();
  await expect(page.getByText('updated Successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const profile = await page.request.get('/api/candidate/profile', {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('jwt'))}` },
  });
  expect(((await profile.json()) as { data: { data: { specialties: string[]; isPCT: boolean } } }).data.data).toMatchObject({ specialties: ['CMA'], isPCT: false });
});
