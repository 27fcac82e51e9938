// Quick apply signed out (spec §2 /quick/...): the short form, a checklist saved as it is answered and restored after
// a reload, signed and sent, the e-mailed link, and the account it makes; for an address that has an account, the
// e-mail leads to the normal sign-in and the owner reviews what was sent; axe on every page, desktop and phone.
import type { Page } from '@playwright/test';
import { E2E_PASSWORD, freshEmail, linkIn, signUpCandidate, waitForMail } from '../support/accounts';
import { axeViolations, blocking, settle, stillAnimations } from '../support/axe';
import { expect, heading, test } from '../support/fixtures';

async function noBlockingViolations(page: Page, label: string) {
  await settle(page);
  expect(blocking(await axeViolations(page)), label).toEqual([]);
}

async function fillForm(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'First name' }).fill('Riley');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Quick');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('6155550123');
  await page.getByRole('textbox', { name: 'Zip code' }).fill('37203');
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Certified Nursing Assistant (CNA)' }).click();
  await page.getByRole('combobox', { name: 'Specialties' }).fill('Long');
  await page.getByRole('option', { name: 'Long-Term Care' }).click();
  await page.getByRole('combobox', { name: 'States you want to work in' }).fill('Tenn');
  await page.getByRole('option', { name: 'Tennessee (TN)' }).click();
}

test.describe('quick apply', () => {
  test.use({ bypassCSP: true });

  test('signed out: form → checklist (reload midway) → sign → e-mail link → signed in with the checklist @phone', async ({ page }) => {
    test.setTimeout(120_000);
    const email = freshEmail('quick');
    await page.goto('/quick/application');
    await expect(heading(page)).toHaveText('Quick Application');
    await noBlockingViolations(page, '/quick/application');
    await page.getByRole('button', { name: 'Next: skills checklist' }).click();
    await expect(page.getByText('Please enter an email.')).toBeVisible();
    await noBlockingViolations(page, '/quick/application with errors');
    await fillForm(page, email);
    await page.getByRole('button', { name: 'Next: skills checklist' }).click();

    await expect(page).toHaveURL(/\/quick\/skills\/checklist\/pickTest\?suggested=cna$/);
    await expect(heading(page)).toHaveText('Pick a Skills Test');
    await noBlockingViolations(page, 'quick pick');
    await page.getByRole('button', { name: 'Start Certified Nursing Assistant (CNA)' }).click();
    await expect(page).toHaveURL(/\/quick\/skills\/checklist\/test\?name=cna$/);
    await expect(heading(page)).toHaveText('Certified Nursing Assistant (CNA)');

    const full = ((await (await page.request.get('/api/auth/get-skillTestData?slug=cna')).json()) as { data: { sections: Array<{ items: Array<{ id: string; text: string }> }> } }).data;
    const items = full.sections.flatMap((s) => s.items);
    const first = items[0]!;
    await page.getByRole('radiogroup', { name: first.text }).getByRole('radio', { name: '2 Limited' }).check();
    await page.getByRole('combobox', { name: `How often: ${first.text}` }).selectOption('monthly');
    await expect(page.getByTestId('save-state')).toHaveText('Saved');
    await noBlockingViolations(page, 'quick take');
    await page.reload();
    await expect(page.getByRole('radiogroup', { name: first.text }).getByRole('radio', { name: '2 Limited' })).toBeChecked();

    // The rest through the page's own save call (the quick application's secret is this tab's).
    const draft = await page.evaluate(() => sessionStorage.getItem('quickDraft'));
    const rest = Object.fromEntries(items.slice(1).map((i) => [i.id, { rating: 3, frequency: 'weekly' }]));
    expect((await page.request.put('/api/quick/application/checklist/cna', { headers: { 'x-quick-draft': draft! }, data: { answers: rest } })).ok()).toBe(true);
    await page.reload();
    await expect(page.getByText(`${items.length} of ${items.length} items done (100%)`)).toBeVisible();
    await page.getByRole('checkbox', { name: /I attest that the answers/ }).check();
    await page.getByRole('textbox', { name: 'Signature: type your full name' }).fill('Riley Quick');
    await page.getByRole('button', { name: 'Sign and send my application' }).click();

    await expect(page).toHaveURL(/\/quick\/success$/);
    await expect(heading(page)).toHaveText('Application Sent');
    await expect(page.getByText('Thank you! Check your email for a link to finish your application and sign in.')).toBeVisible();
    await noBlockingViolations(page, '/quick/success');

    const mail = await waitForMail(page.request, email, /Finish your application/);
    const link = linkIn(mail, /https?:\/\/\S+\/quick\/success\?claim=\S+/);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(heading(page)).toHaveText('Finish your application');
    await noBlockingViolations(page, 'claim page');
    await page.getByRole('button', { name: 'Continue to my application' }).click();
    await expect(page).toHaveURL(/\/application$/);
    // Nothing typed twice: the role, specialty and state of the short form are in the application.
    await page.getByRole('button', { name: 'Close guide' }).click();
    await expect(page.getByRole('combobox', { name: /^Role/ })).toHaveValue('CNA');
    await expect(page.getByRole('button', { name: /Tennessee \(TN\)/ })).toBeVisible();
    // The specialty is with the rest of the step: chosen outside the CNA's own options, it is shown among them.
    await page.getByRole('navigation', { name: 'Parts of this section' }).getByRole('button', { name: /^Your work and preferences/ }).click();
    await expect(page.getByRole('checkbox', { name: 'Long-Term Care / SNF' })).toBeChecked();
    await page.goto('/skills/checklist');
    await expect(page.getByText(/^Completed \d\d\/\d\d\/\d{4} · CNA$/)).toBeVisible();
  });

  test('from a partner board: Apply offers quick apply in the board\'s brand, and the picker offers the role\'s checklist @phone', async ({ page }) => {
    await page.goto('/tlcjobs');
    await page.getByRole('article').first().getByRole('button', { name: 'Apply' }).click();
    // The dialog is loaded when first opened: axe reads it once it is shown and still (the page's heading behind it is
    // then hidden from assistive technology, so the page's settle() does not apply).
    const choice = page.getByRole('dialog', { name: /^Apply for / });
    await expect(choice).toBeVisible();
    await stillAnimations(page);
    expect(blocking(await axeViolations(page)), 'apply choice').toEqual([]);
    await choice.getByRole('link', { name: 'Quick apply' }).click();
    await expect(heading(page)).toHaveText('Quick Application');
    await expect(page).toHaveTitle(/TLC Nursing Careers/);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/quick/application') && r.method() === 'POST');
    await fillForm(page, freshEmail('quick-board'));
    await page.getByRole('button', { name: 'Next: skills checklist' }).click();
    // The quick application belongs to the board's agency.
    expect((await sent).postDataJSON()).toMatchObject({ org: 'TLC', role: 'CNA' });
    await expect(page).toHaveURL(/\/quick\/skills\/checklist\/pickTest\?suggested=cna&board=tlcjobs$/);
    await expect(page).toHaveTitle(/TLC Nursing Careers/);
    await expect(page.getByRole('tab', { name: 'Nursing' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Suggested for the role you chose')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('button', { name: /^Start / }).first()).toHaveAccessibleName('Start Certified Nursing Assistant (CNA)');
    await noBlockingViolations(page, 'quick pick with a suggestion');
  });

  test('a new and an existing e-mail get the same page and the same answer', async ({ page }) => {
    const answers: string[] = [];
    for (const email of ['demo@meridianhealthstaffing.com', freshEmail('quick-same')]) {
      await page.goto('/quick/application');
      await fillForm(page, email);
      const response = page.waitForResponse((r) => r.url().endsWith('/api/quick/application') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Next: skills checklist' }).click();
      const body = (await (await response).json()) as { status: boolean; message: string; data: { draft: string } };
      answers.push(JSON.stringify({ ...body, data: { draft: typeof body.data.draft } }));
      await expect(heading(page)).toHaveText('Pick a Skills Test');
      await page.getByRole('button', { name: 'Send without a checklist' }).click();
      await expect(heading(page)).toHaveText('Application Sent');
    }
    expect(answers[0]).toBe(answers[1]);
  });

  test('an existing candidate: the e-mail leads to sign-in, then the owner sees what was sent and adds it @phone', async ({ page }) => {
    test.setTimeout(90_000);
    const owner = await signUpCandidate(page.request, { firstName: 'Owner', lastName: 'Real' });
    // Someone sends a quick application with the owner's address, with a signed checklist (through the API).
    const started = await page.request.post('/api/quick/application', {
      data: { firstName: 'Riley', lastName: 'Quick', email: owner.email, phone: '(615) 555-0123', zip: '37203', role: 'CNA', specialties: ['Long-Term Care'], states: ['TN'] },
    });
    expect(started.ok(), await started.text()).toBe(true);
    const headers = { 'x-quick-draft': ((await started.json()) as { data: { draft: string } }).data.draft };
    const full = ((await (await page.request.get('/api/auth/get-skillTestData?slug=cna')).json()) as { data: { sections: Array<{ items: Array<{ id: string }> }> } }).data;
    const answers = Object.fromEntries(full.sections.flatMap((s) => s.items).map((i) => [i.id, { rating: 3, frequency: 'weekly' }]));
    expect((await page.request.put('/api/quick/application/checklist/cna', { headers, data: { answers } })).ok()).toBe(true);
    expect((await page.request.post('/api/quick/application/finish', { headers, data: { attest: true, signature: 'Riley Quick' } })).ok()).toBe(true);

    const mail = await waitForMail(page.request, owner.email, /Review a quick application/);
    expect(mail.text).not.toContain('claim=');
    const link = new URL(linkIn(mail, /https?:\/\/\S+\/auth\/login\S*/));
    await page.goto(link.pathname + link.search);
    await expect(heading(page)).toHaveText('Sign In');
    await page.getByRole('textbox', { name: 'Email' }).fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/\?quick=review$/);
    const dialog = page.getByRole('dialog', { name: 'Quick applications sent with your e-mail address' });
    await expect(dialog).toBeVisible();
    const sent = dialog.getByRole('region', { name: /^Sent on / });
    await expect(sent.getByText('Riley Quick', { exact: true })).toBeVisible();
    await expect(sent.getByText('Certified Nursing Assistant (CNA)', { exact: true })).toBeVisible();
    await expect(sent.getByText('Certified Nursing Assistant (CNA): 71 of 71 items done')).toBeVisible();
    await expect(sent.getByText('Long-Term Care')).toBeVisible();
    await expect(sent.getByText(/^Signed by Riley Quick on /)).toBeVisible();
    // Once the dialog and the page behind it have finished fading in (a colour half-way is not the page's colour).
    await stillAnimations(page);
    expect(blocking(await axeViolations(page)), 'quick review dialog').toEqual([]);
    // Nothing was added before the choice.
    const before = await page.request.get('/api/skills/checklists', { headers: { authorization: `Bearer ${owner.token}` } });
    expect(((await before.json()) as { data: unknown[] }).data).toEqual([]);

    // By keyboard: the dialog holds the focus, and its buttons work with Enter.
    await sent.getByRole('button', { name: 'Add to my account' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('The quick application has been added to your account.')).toBeVisible();
    await expect(dialog.getByText('There is no quick application waiting for you.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/skills/checklist');
    await expect(page.getByText(/^Completed \d\d\/\d\d\/\d{4} · CNA$/)).toBeVisible();
  });
});
