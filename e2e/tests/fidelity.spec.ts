// Fidelity of what a candidate sees and where they land: the organisation's brand once signed in, the sign-in
// destination, what logout leaves behind, the sign-up and profile forms, partner boards signed in, the compact-states
// note, and a return path that is not a plain same-origin path.
import type { Page, Request } from '@playwright/test';
import { E2E_PASSWORD, freshEmail, signInAs, signUpCandidate, type Candidate } from '../support/accounts';
import { expect, heading, test } from '../support/fixtures';

// Several pages per journey (each fades in after 500 ms, spec §4), sign-ups and e-mails: generous on a busy machine.
test.describe.configure({ timeout: 120_000 });
const afterLoad = { timeout: 20_000 };

async function signInWithForm(page: Page, candidate: Pick<Candidate, 'email' | 'password'>) {
  await page.getByLabel('Email', { exact: true }).fill(candidate.email);
  await page.getByLabel('Password', { exact: true }).fill(candidate.password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The tab title ends with "<brand> Compliances" (spec §1); the page's own name may come first. */
const brandTitle = (brand: string) => new RegExp(`(^|· )${brand} Compliances$`);

const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test('a partner candidate signed in sees their own organisation brand on every page (spec §3 auth state)', async ({ page }) => {
  const candidate = await signUpCandidate(page.request, {}, 'D2D');
  await page.goto('/auth/login/doc2docjobs');
  await expect(page).toHaveTitle(brandTitle('Doc2Doc Jobs'), afterLoad);
  await signInWithForm(page, candidate);
  await expect(page).toHaveURL((url) => url.pathname === '/', afterLoad);
  await expect(page).toHaveTitle(brandTitle('Doc2Doc Jobs'));
  await expect(page.locator('footer')).toContainText('help@doc2docjobs.com');
  expect(JSON.parse((await storage(page, 'auth')) ?? '{}')).toMatchObject({ prefix: 'D2D-candidate', brand: { code: 'D2D' } });

  // Any other page, after a reload too, keeps it: the brand is the session's, not the path's.
  await page.goto('/jobs/open');
  await expect(heading(page)).toBeVisible(afterLoad);
  await expect(page).toHaveTitle(brandTitle('Doc2Doc Jobs'));
  await expect(page.getByRole('link', { name: 'Doc2Doc Jobs home' }).first()).toBeVisible();
});

test('signed in on another agency board: own brand, no sign-in prompt, Apply explains and leads on; public calls carry no token', async ({
  page,
}) => {
  // A session stored without its brand (as before this release) asks for it.
  await signInAs(page);
  const publicCalls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/job/public/')) publicCalls.push(request);
  });
  await page.goto('/doc2docjobs');
  await expect(heading(page)).toHaveText('Open jobs at Doc2Doc Jobs', afterLoad);
  await expect(page).toHaveTitle(brandTitle('Meridian Health Staffing'));
  await expect(page.getByText('These jobs are with Doc2Doc Jobs. You are signed in with Meridian Health Staffing')).toBeVisible();
  await expect(page.getByText('Sign in or create an account to apply')).toHaveCount(0);

  // spec §6: the public job calls carry no token, signed in or not.
  await expect(page.getByRole('article').first()).toBeVisible(afterLoad);
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page.getByText(/^13–24 of \d+$/)).toBeVisible(afterLoad);
  expect(publicCalls.map((request) => new URL(request.url()).pathname)).toEqual(
    expect.arrayContaining(['/api/job/public/initial', '/api/job/public/list']),
  );
  for (const request of publicCalls) expect(await request.headerValue('authorization')).toBeNull();

  // Apply: never "This job was not found."; it says whose job it is and what to do.
  await page.getByRole('article').first().getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog', { name: 'This job is with Doc2Doc Jobs' });
  await expect(dialog).toContainText('sign in with your Doc2Doc Jobs account, or create one');
  await dialog.getByRole('button', { name: 'Sign out and sign in with Doc2Doc Jobs' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login/doc2docjobs' && /^\/openjobs\/[0-9a-f-]{36}$/.test(url.searchParams.get('redirect') ?? ''));
  const jobPath = new URL(page.url()).searchParams.get('redirect')!;
  expect(await storage(page, 'jwt')).toBeNull();
  await expect(page).toHaveTitle(brandTitle('Doc2Doc Jobs'), afterLoad);

  const partner = await signUpCandidate(page.request, {}, 'D2D');
  await signInWithForm(page, partner);
  await expect(page).toHaveURL((url) => url.pathname === jobPath, afterLoad);
  await expect(page.getByRole('button', { name: 'Submit to this job' })).toBeVisible(afterLoad);
});

test('signed in on the own agency board, Apply says it opens the job', async ({ page }) => {
  // A candidate of the partner behind /tlcjobs, signed in there.
  const candidate = await signUpCandidate(page.request, {}, 'TLC');
  await page.goto('/auth/login/tlcjobs');
  await expect(page).toHaveTitle(brandTitle('TLC Nursing Careers'), afterLoad);
  await signInWithForm(page, candidate);
  await expect(page).toHaveURL((url) => url.pathname === '/', afterLoad);
  await page.goto('/tlcjobs');
  await expect(page.getByText('Apply opens the job, where you can submit your application.')).toBeVisible(afterLoad);
  await page.getByRole('article').first().getByRole('link', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Submit to this job' })).toBeVisible(afterLoad);
});

test('sign-in goes to / unless a redirect or Apply started it; logout forgets the page (spec §4)', async ({ page }) => {
  const candidate = await signUpCandidate(page.request);
  // A protected page opened signed out, then other visits, then the sign-in page opened directly.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\/login$/, afterLoad);
  await page.goto('/faqs');
  await page.goto('/doc2docjobs');
  await expect(heading(page)).toBeVisible(afterLoad);
  await page.goto('/auth/login');
  await signInWithForm(page, candidate);
  await expect(page).toHaveURL((url) => url.pathname === '/', afterLoad);
  await expect(heading(page)).toBeVisible(afterLoad);

  // Log out on /submissions, sign in again: /, not /submissions.
  await page.goto('/submissions');
  await expect(heading(page)).toBeVisible(afterLoad);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/, afterLoad);
  await signInWithForm(page, candidate);
  await expect(page).toHaveURL((url) => url.pathname === '/', afterLoad);

  // The redirect that a protected page started still applies to its own sign-in.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/, afterLoad);
  await page.goto('/jobs/favorite');
  await expect(page).toHaveURL(/\/auth\/login$/, afterLoad);
  await signInWithForm(page, candidate);
  await expect(page).toHaveURL(/\/jobs\/favorite$/, afterLoad);
});

test('a return path with a tab (/%09/evil.example) falls back to / (security)', async ({ page }) => {
  const candidate = await signUpCandidate(page.request);
  await page.goto('/auth/login?redirect=%2F%09%2Fevil.example');
  await signInWithForm(page, candidate);
  await expect(page).toHaveURL((url) => url.pathname === '/', afterLoad);
  await expect(heading(page)).toBeVisible(afterLoad);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});

test('logout wipes the saved job filter although the open-jobs page never loaded (spec §4)', async ({ page }) => {
  await signInAs(page);
  await page.goto('/profile');
  await expect(heading(page)).toHaveText('My Profile', afterLoad);
  await page.evaluate(() =>
    localStorage.setItem('openJobFilter', JSON.stringify({ form: { state: ['TX'], specialties: [] }, applied: null, page: 1, perPage: 12 })),
  );
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/, afterLoad);
  expect(await storage(page, 'openJobFilter')).toBeNull();
});

test('sign-up: password rules from the start, every message at once, referral name carried with utm_campaign and source', async ({ page }) => {
  await page.goto('/auth/register/indeed?utm_campaign=spring');
  await expect(page.getByText('8 to 15 characters, with a letter, a number and one of @ $ ! % * # ? &')).toBeVisible(afterLoad);

  await page.getByLabel('Confirm password').fill('x');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('Passwords must match')).toBeVisible();

  const email = freshEmail('referral');
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill("O'Neil-Santos");
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm password').fill(E2E_PASSWORD);
  await page.getByLabel('Referral name (optional)').fill('Lee Park');
  const registered = page.waitForRequest((request) => request.url().endsWith('/api/auth/register') && request.method() === 'POST');
  await page.getByRole('button', { name: 'Continue' }).click();
  expect((await registered).postDataJSON()).toMatchObject({
    firstName: 'Dana',
    lastName: "O'Neil-Santos",
    email,
    referralName: 'Lee Park',
    utm_campaign: 'spring',
    source: 'indeed',
  });
  await expect(page.getByRole('status')).toBeVisible(afterLoad);
});

test("a name sign-up accepts (O'Neil-Santos) can be saved in the profile", async ({ page }) => {
  const candidate = await signUpCandidate(page.request, { firstName: 'Anne-Marie', lastName: "O'Neil-Santos" });
  await signInAs(page, candidate);
  await page.goto('/profile');
  await expect(page.getByLabel('Last name')).toHaveValue("O'Neil-Santos", afterLoad);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  // The first edit right after the page appears can be taken before the form is ready: edit until Save is offered.
  await expect(async () => {
    await page.getByLabel('Cell phone').fill('');
    await page.getByLabel('Cell phone').fill('(615) 555-0100');
    await expect(save).toBeEnabled({ timeout: 1_000 });
  }).toPass(afterLoad);
  await save.click();
  await expect(page.getByText('Data has been updated').first()).toBeVisible(afterLoad);
  await expect(page.getByText('Please enter only alphabets.')).toHaveCount(0);
});

test('the compact-states switch says the compact covers RN and LPN/VN licences only', async ({ page }) => {
  await signInAs(page);
  await page.goto('/jobs/open');
  const note = page.getByText(/The compact covers RN and LPN\/VN licences only; it does not make CNA, PCT, Medical Assistant/);
  await expect(note).toBeVisible(afterLoad);
  const describedBy = await page.getByLabel('Include compact states').getAttribute('aria-describedby');
  expect(await note.getAttribute('id')).toBe(describedBy);
});

test("another agency's job opened by its address says whose it may be and what to do", async ({ page }) => {
  const board = await page.request.get('/api/job/public/initial?board=doc2docjobs');
  const jobId = ((await board.json()) as { data: { _id: string }[] }).data[0]!._id;
  await signInAs(page);
  await page.goto(`/openjobs/${jobId}`);
  const alert = page.getByRole('alert').filter({ hasText: 'This job was not found.' });
  await expect(alert).toContainText("A job from another agency's job board belongs to that agency: to apply, sign out", afterLoad);
});
