// Jobs in a real browser against the demo catalogue: filter, page, favourite, open a job, submit to it and find it in
// /submissions; a partner board signed out, whose Apply offers quick apply or sign-in (and back to the job).
import { signInAs, signUpCandidate, waitForMail } from '../support/accounts';
import { expect, heading, test } from '../support/fixtures';
import { completeReferences } from '../support/references';
import type { Page } from '@playwright/test';

const cards = (page: Page) => page.getByRole('article');

// Each journey signs up its own candidate and walks several pages: more than the default 30 s on a busy machine,
// where a page's first render after a full load can also take longer than the default 7 s of an expectation.
test.describe.configure({ timeout: 120_000 });
const afterLoad = { timeout: 20_000 };

async function chooseOption(page: Page, field: string, typed: string, option: string) {
  const input = page.getByRole('combobox', { name: field });
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

test('@phone filter, page, favourite, open a job, submit, and see it in Submissions', async ({ page }) => {
  // Applying needs 2 completed references, one from a Manager (spec §1): the referees answer first.
  const candidate = await signInAs(page);
  await completeReferences(page.request, candidate);
  await page.goto('/jobs/open');
  await expect(heading(page)).toHaveText('Open Jobs', afterLoad);
  // A candidate who has told nothing of the work they look for yet: every job, and how to get jobs for them (decision 045).
  await expect(page.getByTestId('for-you-note')).toContainText('Tell us your role, specialties and the states you would work in');
  await expect(cards(page)).toHaveCount(12, afterLoad);

  // California (not in the compact) plus the compact states.
  await chooseOption(page, 'States', 'Calif', 'California (CA)');
  await page.getByLabel('Include compact states').check();
  // The page already shows every job (12 cards and a range): wait for the answer to this search, not the page before.
  const searched = page.waitForResponse((response) => response.url().endsWith('/api/job/open') && /"CA"/.test(response.request().postData() ?? ''));
  await page.getByRole('button', { name: 'Get Jobs' }).click();
  const { total } = ((await (await searched).json()) as { paging: { total: number } }).paging;
  expect(total).toBeGreaterThan(48);
  await expect(page).toHaveURL(/state=CA/);
  await expect(cards(page)).toHaveCount(12, afterLoad);
  // The results region (a live region also announces the same words).
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByText(`1–12 of ${total}`)).toBeVisible();
  for (const state of await cards(page).getByText(/, [A-Z]{2}$/).allTextContents()) {
    expect(state).not.toMatch(/, (NY|IL|MI|MN|NV|OR|MA)$/);
  }

  // Per page 24 starts again at page 1; then page 2.
  await page.getByRole('combobox', { name: 'Jobs per page' }).selectOption('24');
  await expect(cards(page)).toHaveCount(24);
  await expect(results.getByText(`1–24 of ${total}`)).toBeVisible();
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(results.getByText(`25–48 of ${total}`)).toBeVisible();

  // The heart of the first card.
  const first = cards(page).first();
  const position = (await first.getByRole('heading').textContent())!;
  await first.getByRole('button', { name: `Add ${position} to favorites` }).click();
  await expect(first.getByRole('button', { name: `Remove ${position} from favorites` })).toHaveAttribute('aria-pressed', 'true');

  // Open it and submit, after a confirmation that names the job.
  const housingAsked = page.waitForResponse((r) => r.url().endsWith('/api/auth/get-Housing-Data') && r.request().method() === 'GET');
  await first.getByRole('link', { name: 'View job' }).click();
  await expect(heading(page)).toHaveText(position, afterLoad);
  await expect(page.getByRole('button', { name: 'In favorites' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit to this job' }).click();
  await expect(page.getByText(new RegExp(`^Your profile will be sent to the recruiter for ${position} at `))).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText(`You are submitted to ${position}.`)).toBeVisible();
  await expect(page.getByText(/^Submitted on /)).toBeVisible();
  // The receipt by e-mail names the job.
  expect((await waitForMail(page.request, candidate.email, /^Your job submission was sent/)).text).toContain(`for ${position} at `);

  // No housing provider is configured here: the job page offers no housing search.
  expect(await (await housingAsked).json()).toMatchObject({ data: { available: false } });
  await expect(page.getByRole('region', { name: 'Housing near this job' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Search housing' })).toHaveCount(0);

  await page.goto('/submissions');
  await expect(heading(page)).toHaveText('Submissions', afterLoad);
  await expect(page.getByRole('link', { name: position })).toBeVisible(afterLoad);
  const entry = page.getByRole('row').or(page.getByRole('listitem')).filter({ has: page.getByRole('link', { name: position }) });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Submitted');

  await page.goto('/jobs/favorite');
  await expect(heading(page)).toHaveText('Favorite Jobs', afterLoad);
  await expect(cards(page)).toHaveCount(1, afterLoad);
  await expect(cards(page).first().getByRole('heading')).toHaveText(position);

  // Coming back to /jobs/open keeps the filter, the page size and the page.
  await page.goto('/jobs/open');
  await expect(page.getByRole('region', { name: 'Search results' }).getByText(`25–48 of ${total}`)).toBeVisible(afterLoad);
  await expect(page.getByRole('button', { name: 'California (CA)' })).toBeVisible();
  await expect(page.getByLabel('Include compact states')).toBeChecked();
});

test('a search with no match says so', async ({ page }) => {
  await signInAs(page);
  await page.goto('/jobs/open');
  await chooseOption(page, 'States', 'Alas', 'Alaska (AK)');
  await page.getByRole('button', { name: 'Get Jobs' }).click();
  await expect(page.getByRole('region', { name: 'Search results' }).getByText('Sorry no Jobs found in database')).toBeVisible(afterLoad);
});

test('@phone a partner board, signed out: branded, searchable, paged; Apply offers quick apply or sign-in, and sign-in leads back to the job', async ({ page }) => {
  await page.goto('/tlcjobs');
  await expect(heading(page)).toHaveText('Open jobs at TLC Nursing Careers', afterLoad);
  await expect(cards(page)).toHaveCount(12, afterLoad);
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page.getByText(/^13–24 of \d+$/)).toBeVisible();

  await chooseOption(page, 'States', 'Tex', 'Texas (TX)');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(/^1–\d+ of \d+$/)).toBeVisible();
  for (const place of await cards(page).getByText(/, [A-Z]{2}$/).allTextContents()) expect(place).toMatch(/, TX$/);

  // Apply offers the three ways in: quick apply, sign in, create an account.
  await cards(page).first().getByRole('button', { name: 'Apply' }).click();
  const choice = page.getByRole('dialog', { name: /^Apply for / });
  await expect(choice.getByRole('link', { name: 'Quick apply' })).toHaveAttribute('href', '/quick/application?board=tlcjobs');
  await expect(choice.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', /^\/auth\/register\/tlcjobs\?redirect=%2Fopenjobs%2F[0-9a-f-]{36}$/);
  const apply = choice.getByRole('link', { name: 'Sign in' });
  const href = (await apply.getAttribute('href'))!;
  expect(href).toMatch(/^\/auth\/login\/tlcjobs\?redirect=%2Fopenjobs%2F[0-9a-f-]{36}$/);
  await apply.click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login/tlcjobs');
  await expect(page).toHaveTitle(/(^|· )TLC Nursing Careers Compliances$/);

  // A candidate of the partner signs in there and lands back on the job they applied from.
  const candidate = await signUpCandidate(page.request, {}, 'TLC');
  await page.getByLabel('Email', { exact: true }).fill(candidate.email);
  await page.getByLabel('Password', { exact: true }).fill(candidate.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL((url) => url.pathname === new URL(href, 'http://x').searchParams.get('redirect'), afterLoad);
  await expect(page.getByRole('button', { name: 'Submit to this job' })).toBeVisible(afterLoad);
});
