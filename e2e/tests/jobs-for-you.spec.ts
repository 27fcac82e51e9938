// "Jobs for you" (decision 045) in a real browser against the demo catalogue: a CNA who works in two states opens
// Open Jobs on the CNA jobs of those states, the filters shown as chips with a note and "Show all jobs"; Back comes back
// to them; the dashboard shows the three best matches (the licensed state first), each leading to its job, and "See
// all" opens Open Jobs with the same filters.
import type { Page } from '@playwright/test';
import { usStateName } from '@portal/shared/domain/us-states';
import { signInAs } from '../support/accounts';
import { axeViolations, blocking, settle } from '../support/axe';
import { expect, heading, test } from '../support/fixtures';

test.describe.configure({ timeout: 120_000 });
test.use({ bypassCSP: true, reducedMotion: 'reduce' });
const afterLoad = { timeout: 20_000 };

const cards = (page: Page) => page.getByRole('article');
const results = (page: Page) => page.getByRole('region', { name: 'Search results' });
const chip = (page: Page, name: string) => page.getByRole('form', { name: 'Find your next assignment' }).getByRole('button', { name, exact: true });
const stateChip = (code: string) => `${usStateName(code)} (${code})`;
/** What the results say of the first page of a search of `total` jobs. */
const firstPage = (total: number) => `1–${Math.min(12, total)} of ${total}`;

async function expectNoBlockingAxe(page: Page, label: string) {
  await settle(page);
  const violations = blocking(await axeViolations(page));
  expect(violations, `${label}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

type Found = { data: { _id: string; State: string; Position_Name: string }[]; paging: { total: number } };

test('@phone a CNA opens Open Jobs on the CNA jobs of their states, can show all jobs, and finds the three best on the dashboard', async ({ page }, testInfo) => {
  const candidate = await signInAs(page);
  const auth = { authorization: `Bearer ${candidate.token}` };
  const search = async (filter: object) =>
    (await (await page.request.post('/api/job/open', { headers: auth, data: { filter: { isOpen: true, isComplete: true, ...filter }, page: 1, perPage: 100 } })).json()) as Found;

  // The three states with the most CNA jobs of the catalogue: the candidate works there and is listed in the first one.
  const cna = await search({ $or: [{ Submodality: 'CNA' }] });
  const byState = new Map<string, number>();
  for (const job of cna.data) byState.set(job.State, (byState.get(job.State) ?? 0) + 1);
  const states = [...byState.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([state]) => state).slice(0, 3);
  const [licensed, ...others] = states as [string, ...string[]];
  expect(others).toHaveLength(2);
  const matched = await search({ State: { $in: states }, $or: [{ Submodality: 'CNA' }], Duration_Amount: { $gte: 1, $lte: 52 } });
  const all = await search({ Duration_Amount: { $gte: 1, $lte: 52 } });
  expect(matched.paging.total).toBeGreaterThan(3);

  // What a quick application or the application's first step leaves: the role, a setting, the states; and the licence.
  // (The application's own forms are other journeys' subject.)
  const info = await page.request.put('/api/candidate/application/personalInfo', {
    headers: auth,
    data: { data: { role: 'CNA', specialties: ['Long-Term Care'], otherStates: states, otherStatesCompact: false }, draft: true },
  });
  expect(info.ok(), await info.text()).toBe(true);
  const licence = { type: 'CNA registry', state: licensed, number: 'CNA-20931', multistate: false, expiryDate: '12/31/2030', status: 'Active', encumbered: false };
  const saved = await page.request.put('/api/candidate/application/licenses', { headers: auth, data: { data: [licence] } });
  expect(saved.ok(), await saved.text()).toBe(true);

  // Open Jobs opens on the matches, not on an empty page: the filters are the profile's, shown and editable.
  await page.goto('/jobs/open');
  await expect(heading(page)).toHaveText('Open Jobs', afterLoad);
  const note = page.getByTestId('for-you-note');
  await expect(note).toContainText('Jobs matching your profile.', afterLoad);
  for (const state of states) await expect(chip(page, stateChip(state))).toBeVisible();
  await expect(chip(page, 'CNA (Certified Nursing Assistant)')).toBeVisible();
  await expect(results(page).getByText(firstPage(matched.paging.total))).toBeVisible(afterLoad);
  for (const place of await cards(page).getByText(/, [A-Z]{2}$/).allTextContents()) expect(place).toMatch(new RegExp(`, (${states.join('|')})$`));
  await expectNoBlockingAxe(page, '/jobs/open for you');
  await page.screenshot({ path: testInfo.outputPath('open-jobs-for-you.png'), fullPage: false });

  // One click shows every job; Back shows the matches again.
  await note.getByRole('button', { name: 'Show all jobs' }).click();
  await expect(results(page).getByText(firstPage(all.paging.total))).toBeVisible(afterLoad);
  await expect(page.getByTestId('for-you-note')).toHaveCount(0);
  await expect(chip(page, 'CNA (Certified Nursing Assistant)')).toHaveCount(0);
  await page.goBack();
  await expect(results(page).getByText(firstPage(matched.paging.total))).toBeVisible(afterLoad);
  await expect(page.getByTestId('for-you-note')).toContainText('Jobs matching your profile.');

  // The dashboard's three best: CNA jobs, those of the state the candidate is listed in first.
  await page.goto('/');
  await expect(heading(page)).toHaveText('Dashboard', afterLoad);
  const card = page.getByTestId('card-for-you');
  await expect(card.getByRole('heading', { name: 'Jobs for you' })).toBeVisible(afterLoad);
  await expect(card).toContainText(`${matched.paging.total} open jobs match your profile`);
  const links = card.getByTestId('job-for-you');
  await expect(links).toHaveCount(3);
  const shown = (await links.allTextContents()).map((line) => line.match(/CNA · .+, ([A-Z]{2})$/)?.[1]);
  const inLicensed = Math.min(3, byState.get(licensed)!);
  expect(shown.slice(0, inLicensed)).toEqual(Array(inLicensed).fill(licensed));
  for (const state of shown.slice(inLicensed)) expect(others).toContain(state);
  await card.scrollIntoViewIfNeeded();
  await expectNoBlockingAxe(page, '/ with Jobs for you');
  await page.screenshot({ path: testInfo.outputPath('dashboard-for-you.png'), fullPage: true });

  // Each leads to its job.
  const first = links.first().getByRole('link');
  const position = (await first.textContent())!;
  expect(await first.getAttribute('href')).toMatch(/^\/openjobs\/[0-9a-f-]{36}$/);
  await first.click();
  await expect(heading(page)).toHaveText(position, afterLoad);

  // "See all" opens Open Jobs with those filters, in its address.
  await page.goBack();
  await card.getByRole('link', { name: `See all (${matched.paging.total})` }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/jobs/open' && url.searchParams.get('specialties') === 'CNA' && url.searchParams.get('state') === states.join(','));
  await expect(results(page).getByText(firstPage(matched.paging.total))).toBeVisible(afterLoad);
  await expect(chip(page, 'CNA (Certified Nursing Assistant)')).toBeVisible();

  // In German and Spanish (a new visit: the last search forgotten, so the page opens on the profile's again).
  for (const [language, matching, title] of [
    ['de', 'Stellen, die zu Ihrem Profil passen.', 'Stellen für Sie'],
    ['es', 'Empleos que coinciden con tu perfil.', 'Empleos para ti'],
  ] as const) {
    await page.evaluate((lng) => {
      localStorage.setItem('language', lng);
      localStorage.removeItem('openJobFilter');
    }, language);
    await page.goto('/jobs/open');
    await expect(page.getByTestId('for-you-note')).toContainText(matching, afterLoad);
    await page.screenshot({ path: testInfo.outputPath(`open-jobs-for-you-${language}.png`), fullPage: false });
    await page.goto('/');
    await expect(page.getByTestId('card-for-you').getByRole('heading', { name: title })).toBeVisible(afterLoad);
    await page.getByTestId('card-for-you').screenshot({ path: testInfo.outputPath(`dashboard-for-you-${language}.png`) });
  }
});

test('@phone a candidate who has told nothing yet sees every job, and how to get jobs for them', async ({ page }, testInfo) => {
  await signInAs(page);
  await page.goto('/jobs/open');
  await expect(heading(page)).toHaveText('Open Jobs', afterLoad);
  const note = page.getByTestId('for-you-note');
  await expect(note).toContainText('Tell us your role, specialties and the states you would work in', afterLoad);
  await expect(note.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/application?step=0');
  await expect(cards(page)).toHaveCount(12, afterLoad);
  await expectNoBlockingAxe(page, '/jobs/open without a profile');
  await page.screenshot({ path: testInfo.outputPath('open-jobs-no-profile.png'), fullPage: false });

  await page.goto('/');
  const card = page.getByTestId('card-for-you');
  await expect(card).toContainText('Tell us your role, specialties and the states you would work in', afterLoad);
  await expect(card.getByRole('link', { name: 'Complete your profile' })).toBeVisible();
});
