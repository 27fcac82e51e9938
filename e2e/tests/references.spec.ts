// References in a real browser: a candidate requests two references, the job page explains why Submit waits, each
// referee answers from the e-mailed link in a second, signed-out browser context, the candidate sees "Completed" and
// can then submit to a job. axe on both sides (light and dark), desktop and phone.
import type { Browser, Page } from '@playwright/test';
import { freshEmail, signInAs, waitForMail, linkIn } from '../support/accounts';
import { axeViolations, blocking, settle } from '../support/axe';
import { tabTo } from '../support/keyboard';
import { REFEREE_ANSWER, referenceFields, referenceToken } from '../support/references';
import { expect, getJobs, heading, test } from '../support/fixtures';

test.describe.configure({ timeout: 180_000 });
const afterLoad = { timeout: 20_000 };
/** The referee's ratings, each a required select (spec §3). */
const RATING_LABELS = [
  'Job performance',
  'Dependability, attendance and punctuality',
  'Interpersonal skills and relationships',
  'Acceptance of suggestions and criticism',
  'Communication skills',
  'Leadership skills',
  'Emotional stability',
  'Enthusiasm toward the job',
  'Clinical competency',
];
// axe is injected as a script; the portal's CSP allows only its own.
test.use({ bypassCSP: true });

async function expectNoBlocking(page: Page, label: string) {
  await settle(page);
  expect(blocking(await axeViolations(page)), label).toEqual([]);
}

async function inDark(page: Page, label: string) {
  await page.getByRole('button', { name: 'Switch to dark mode' }).first().click();
  await expectNoBlocking(page, `${label}, dark`);
  await page.getByRole('button', { name: 'Switch to light mode' }).first().click();
}

type Referee = { first: string; last: string; type: string; relationship: string; email: string };

async function requestReference(page: Page, who: Referee) {
  await page.goto('/references/add');
  await sendReferenceForm(page, who);
  await expect(heading(page)).toHaveText('References', afterLoad);
}

/** Fills the References form (/references/add) and sends the request. */
async function sendReferenceForm(page: Page, who: Referee, { stillWorkTogether = false } = {}) {
  await expect(heading(page)).toHaveText('Add Reference', afterLoad);
  await page.getByLabel('Salutation').selectOption('Ms.');
  await page.getByLabel('First name').fill(who.first);
  await page.getByLabel('Last name').fill(who.last);
  await page.getByLabel('Reference type').selectOption(who.type);
  await page.getByLabel('This person is or was my').selectOption(who.relationship);
  await page.getByLabel('Contact by').selectOption('email');
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel(/^Phone/).first().fill('(918)555-0142');
  await page.getByLabel('City').fill('Tulsa');
  await page.getByLabel('State').fill('OK');
  await page.getByLabel('Company name').fill('Riverbend Care Center');
  await page.getByLabel('Their job title when working with me').fill('Nurse Manager');
  await page.getByLabel('Worked together from').fill('2021-03');
  await page.getByLabel('Worked together to').fill('2024-06');
  if (stillWorkTogether) {
    await page.getByRole('checkbox', { name: 'I still work with them' }).check();
    await expect(page.getByLabel('Worked together to')).toBeDisabled();
  }
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your reference request has been sent.')).toBeVisible(afterLoad);
}

/** The referee, signed out in another browser context, answers from the e-mailed link. */
async function answerAsReferee(browser: Browser, baseURL: string, email: string, request: Page['request'], { check = false } = {}) {
  const mail = await waitForMail(request, email, /request for a professional reference/);
  const link = linkIn(mail, /https?:\/\/\S+verify-references(?:\?board=[a-z0-9]+)?#token=[\w-]+/);
  const context = await browser.newContext({ baseURL, bypassCSP: true, locale: 'en-US' });
  try {
    const referee = await context.newPage();
    await referee.goto(new URL(link).pathname + new URL(link).hash);
    await expect(heading(referee)).toHaveText(/asks you for a reference$/, afterLoad);
    await expect(referee.getByText(/named you, Ms\. /)).toBeVisible();
    // Every rating is required, each with its own message.
    await referee.getByRole('button', { name: 'Send answer' }).click();
    await expect(referee.getByText('Please select a rating for clinical competency.')).toBeVisible();
    if (check) {
      await expectNoBlocking(referee, 'referee page with errors');
      await inDark(referee, 'referee page');
    }
    for (const label of RATING_LABELS) {
      await referee.getByLabel(label, { exact: true }).selectOption('excellent');
    }
    await referee.getByLabel('Reason for leaving').selectOption('contractEnded');
    await referee.getByLabel('Would you hire this employee again?').selectOption('yes');
    await referee.getByLabel('Additional notes').fill('Calm under pressure; a natural preceptor.');
    await referee.getByLabel('Your name').fill('Dana Whitfield');
    await referee.getByLabel('Your job title').fill('Nurse Manager');
    await referee.getByRole('button', { name: 'Send answer' }).click();
    await expect(heading(referee)).toHaveText('Thank you', afterLoad);
    // The link is spent: opening it again says so.
    await referee.reload();
    await expect(heading(referee)).toHaveText('This link cannot be used', afterLoad);
    await expect(referee.getByText('This link has expired or has already been used.', { exact: false })).toBeVisible();
  } finally {
    await context.close();
  }
}

async function openFirstJob(page: Page) {
  await page.goto('/jobs/open');
  await getJobs(page);
  await page.getByRole('article').first().getByRole('link', { name: 'View job' }).click();
  await expect(page.getByRole('button', { name: 'Submit to this job' })).toBeVisible(afterLoad);
}

test('@phone request two references, referees answer from the e-mail, then submit to a job', async ({ page, browser, baseURL }) => {
  await signInAs(page);
  await page.goto('/references');
  await expect(heading(page)).toHaveText('References', afterLoad);
  await expect(page.getByText('You have not asked for a reference yet.')).toBeVisible(afterLoad);
  await expect(page.getByText('You need 2 more completed references, one of them from a Manager, before you can apply for jobs.')).toBeVisible();
  await expectNoBlocking(page, '/references empty');

  // A wrong phone form gives the spec's message before anything is sent.
  await page.goto('/references/add');
  await expect(heading(page)).toHaveText('Add Reference', afterLoad);
  await page.getByLabel(/^Phone/).first().fill('918555');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Phone number is not valid.')).toBeVisible();
  await expect(page.getByText('Please select a salutation.')).toBeVisible();
  await expectNoBlocking(page, '/references/add with errors');

  const manager = freshEmail('manager');
  const charge = freshEmail('charge');
  await requestReference(page, { first: 'Dana', last: 'Whitfield', type: 'Manager', relationship: 'Nurse manager', email: manager });
  await requestReference(page, { first: 'Lee', last: 'Park', type: 'Charge Nurse', relationship: 'Charge nurse', email: charge });
  const cards = page.getByRole('list', { name: 'References' }).getByRole('listitem');
  await expect(cards).toHaveCount(2, afterLoad);
  await expect(cards.filter({ hasText: 'Ms. Dana Whitfield' }).getByText('Requested')).toBeVisible();
  await expectNoBlocking(page, '/references with requests');
  await inDark(page, '/references with requests');

  // The job page's Submit says why it waits, before any click.
  await openFirstJob(page);
  await expect(page.getByRole('button', { name: 'Submit to this job' })).toBeDisabled();
  await expect(page.getByText('You need 2 more completed references, one of them from a Manager, before you can apply for jobs.')).toBeVisible();

  await answerAsReferee(browser, baseURL!, manager, page.request, { check: true });
  await answerAsReferee(browser, baseURL!, charge, page.request);

  await page.goto('/references');
  await expect(cards.filter({ hasText: 'Completed' })).toHaveCount(2, afterLoad);
  await expect(page.getByText('You meet the references rule and can apply for jobs.')).toBeVisible();
  // The candidate never sees the answers.
  await expect(page.getByText('Calm under pressure')).toHaveCount(0);

  await openFirstJob(page);
  await expect(page.getByRole('button', { name: 'Submit to this job' })).toBeEnabled();
  await page.getByRole('button', { name: 'Submit to this job' }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText(/^You are submitted to /)).toBeVisible(afterLoad);
});

test('@phone update a request to fix a bounced address: the old link stops working, the new one opens', async ({ page, browser, baseURL }, testInfo) => {
  await signInAs(page);
  const bounced = freshEmail('bounced');
  await requestReference(page, { first: 'Sam', last: 'Ortiz', type: 'Supervisor', relationship: 'Direct supervisor', email: bounced });
  const oldLink = linkIn(await waitForMail(page.request, bounced, /request for a professional reference/), /https?:\/\/\S+verify-references(?:\?board=[a-z0-9]+)?#token=[\w-]+/);

  await page.getByRole('link', { name: 'Update the reference of Ms. Sam Ortiz' }).click();
  await expect(heading(page)).toHaveText('Update Reference', afterLoad);
  await expect(page.getByLabel('First name')).toHaveValue('Sam');
  await expectNoBlocking(page, '/references/update');
  await page.screenshot({ path: testInfo.outputPath('update-reference.png'), fullPage: true });
  const fixed = freshEmail('fixed');
  await page.getByLabel('Email', { exact: true }).fill(fixed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Data has been updated')).toBeVisible(afterLoad);
  await waitForMail(page.request, fixed, /request for a professional reference/);

  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const referee = await context.newPage();
  await referee.goto(new URL(oldLink).pathname + new URL(oldLink).hash);
  await expect(heading(referee)).toHaveText('This link cannot be used', afterLoad);
  await context.close();

  // Withdraw asks first.
  await page.goto('/references');
  await page.getByRole('button', { name: 'Withdraw the reference of Ms. Sam Ortiz' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('You have not asked for a reference yet.')).toBeVisible(afterLoad);
  await page.screenshot({ path: testInfo.outputPath('references-empty.png'), fullPage: true });
});

test('the referee answers by keyboard alone, with a visible focus at every stop', async ({ page, browser, baseURL }) => {
  const candidate = await signInAs(page);
  const fields = referenceFields();
  const added = await page.request.post('/api/reference/add', { headers: { authorization: `Bearer ${candidate.token}` }, data: fields });
  expect(added.ok(), await added.text()).toBe(true);
  const token = await referenceToken(page.request, String(fields.email));
  const context = await browser.newContext({ baseURL, bypassCSP: true, locale: 'en-US' });
  try {
    const referee = await context.newPage();
    await referee.goto(`/verify-references#token=${token}`);
    await expect(heading(referee)).toHaveText(/asks you for a reference$/, afterLoad);
    // A closed native select takes the first letters of an option, as a keyboard user types them.
    const choose = async (label: string, typed: string) => {
      const control = referee.getByLabel(label, { exact: true });
      await tabTo(referee, control, { max: 60 });
      await referee.keyboard.type(typed);
      await expect(control).not.toHaveValue('');
    };
    for (const label of RATING_LABELS)
      await choose(label, 'Excellent');
    await choose('Reason for leaving', 'Contract');
    await choose('Would you hire this employee again?', 'Yes');
    const type = async (label: string, text: string) => {
      await tabTo(referee, referee.getByLabel(label), { max: 10 });
      await referee.keyboard.type(text);
    };
    await type('Additional notes', 'Calm under pressure.');
    await type('Your name', 'Dana Whitfield');
    await type('Your job title', 'Nurse Manager');
    await tabTo(referee, referee.getByRole('button', { name: 'Send answer' }), { max: 10 });
    await referee.keyboard.press('Enter');
    await expect(heading(referee)).toHaveText('Thank you', afterLoad);
  } finally {
    await context.close();
  }
});

test('an answered reference shows its status and stays with the agency: no withdraw, and the page says why', async ({ page }) => {
  const candidate = await signInAs(page);
  const auth = { authorization: `Bearer ${candidate.token}` };
  const answered = referenceFields({ firstName: 'Robin', lastName: 'Hart' });
  const pending = referenceFields({ firstName: 'Lee', lastName: 'Park', referenceType: 'Charge Nurse', referenceIsOrWasMy: 'Charge nurse' });
  for (const fields of [answered, pending]) expect((await page.request.post('/api/reference/add', { headers: auth, data: fields })).ok()).toBe(true);
  const token = await referenceToken(page.request, String(answered.email));
  expect((await page.request.post('/api/reference/verify', { data: { token, ...REFEREE_ANSWER } })).ok()).toBe(true);
  // The candidate is told by e-mail who answered, never what.
  const told = await waitForMail(page.request, candidate.email, /^A referee has answered/);
  expect(told.text).toContain('Robin Hart has given you a reference.');
  expect(told.text).not.toContain(REFEREE_ANSWER.additionalNotes);

  await page.goto('/references');
  const cards = page.getByRole('list', { name: 'References' }).getByRole('listitem');
  const done = cards.filter({ hasText: 'Ms. Robin Hart' });
  await expect(done.getByText('Completed')).toBeVisible(afterLoad);
  await expect(done.getByText('Answered references stay with your agency and cannot be withdrawn. To have this one removed, ask the agency.')).toBeVisible();
  await expect(done.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);
  await expect(done.getByRole('link', { name: /Update/ })).toHaveCount(0);
  // The unanswered one can still be withdrawn.
  await expect(cards.filter({ hasText: 'Ms. Lee Park' }).getByRole('button', { name: 'Withdraw the reference of Ms. Lee Park' })).toBeVisible();
  await expect(page.getByText(REFEREE_ANSWER.additionalNotes)).toHaveCount(0);
});

test('a referee added in References shows in the application’s references step with its status; one added from the step comes back to it', async ({ page }) => {
  await signInAs(page);
  const manager = freshEmail('referee');
  await requestReference(page, { first: 'Renee', last: 'Caldwell', type: 'Manager', relationship: 'Nurse manager', email: manager });

  // The application's references step is the same list: no typing again.
  await page.goto('/application?step=14');
  await expect(page.getByRole('heading', { level: 2, name: 'Professional references' })).toBeVisible(afterLoad);
  const step = page.getByTestId('references-step');
  const renee = step.getByRole('listitem').filter({ hasText: 'Ms. Renee Caldwell' });
  await expect(renee).toBeVisible();
  await expect(renee.getByText('Requested', { exact: true })).toBeVisible();
  await expect(renee.getByText('Manager · Riverbend Care Center')).toBeVisible();
  await expect(step.getByText(/^Ask at least two referees, one of them a Manager/)).toBeVisible();
  await expectNoBlocking(page, 'application references step');

  // A referee entered in the step: the References form, and back to the step with both listed.
  await step.getByRole('link', { name: 'Add a referee' }).click();
  await sendReferenceForm(page, { first: 'Luis', last: 'Ortega', type: 'Charge Nurse', relationship: 'Charge nurse', email: freshEmail('referee') });
  await expect(page).toHaveURL(/\/application\?step=14$/, afterLoad);
  await expect(step.getByRole('listitem')).toHaveCount(2);
  await expect(step.getByText(/^Two referees are asked, one of them a Manager: this step is done/)).toBeVisible();

  // The Manager answers from the e-mail: the step says Completed, and nothing of the answer.
  const token = await referenceToken(page.request, manager);
  const answered = await page.request.post('/api/reference/verify', { data: { token, ...REFEREE_ANSWER } });
  expect(answered.ok(), await answered.text()).toBe(true);
  await expect(renee.getByText('Completed', { exact: true })).toBeVisible(afterLoad);
  await expect(step).not.toContainText(REFEREE_ANSWER.additionalNotes);
  await expect(page.getByRole('link', { name: 'Open References' })).toHaveAttribute('href', '/references');
});

test('a current manager is a reference: "worked together to" is present, in the list and on the referee’s page', async ({ page, browser, baseURL }) => {
  await signInAs(page);
  const email = freshEmail('current-manager');
  await page.goto('/references/add');
  await sendReferenceForm(page, { first: 'Joan', last: 'Ferreira', type: 'Manager', relationship: 'Nurse manager', email }, { stillWorkTogether: true });
  await expect(heading(page)).toHaveText('References', afterLoad);
  const card = page.getByRole('listitem').filter({ hasText: 'Joan Ferreira' });
  await expect(card).toContainText('Worked together Mar 2021 – present');
  const mail = await waitForMail(page.request, email, /request for a professional reference/);
  const link = linkIn(mail, /https?:\/\/\S+verify-references(?:\?board=[a-z0-9]+)?#token=[\w-]+/);
  const context = await browser.newContext({ baseURL, bypassCSP: true, locale: 'en-US' });
  try {
    const referee = await context.newPage();
    await referee.goto(new URL(link).pathname + new URL(link).hash);
    await expect(referee.getByText(/from 2021-03 to present, when your job title was Nurse Manager\./)).toBeVisible(afterLoad);
  } finally {
    await context.close();
  }
});
