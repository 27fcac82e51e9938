// A partner board's candidate (decision 034): signs up on the TLC Nursing Careers board, and every way out leads back to
// the TLC sign-in; on the agency's sign-in page the board is one click away; a reset asked on the wrong page still
// reaches the owner (by real SMTP), names TLC and opens a TLC page; a referee's page wears the candidate's agency.
import { E2E_PASSWORD, freshEmail, signUpCandidate, waitForMail } from '../support/accounts';
import { expect, heading, test } from '../support/fixtures';
import { ownServer } from '../support/own-server';
import { referenceFields, referenceToken } from '../support/references';
import { startSmtpPeer } from '../support/smtp-peer';

test.describe.configure({ timeout: 120_000 });

const TLC = 'TLC Nursing Careers';
const brandTitle = (brand: string) => new RegExp(`(^|· )${brand} Compliances$`);

test('@phone a TLC candidate signs up on the board; Log Out, / and the FAQ lead back to the TLC sign-in', async ({ page, isMobile }) => {
  const email = freshEmail('tlc-signup');
  await page.goto('/auth/register/tlcjobs');
  await expect(page).toHaveTitle(brandTitle(TLC));
  await page.getByLabel('First name').fill('Terry');
  await page.getByLabel('Last name').fill('Lopez');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Check your email for a link to confirm your address and sign in.')).toBeVisible();

  // The e-mail speaks as TLC, and so does the page its link opens.
  const mail = await waitForMail(page.request, email, /Confirm your e-mail address/);
  expect(mail.subject).toContain(TLC);
  const link = new URL(mail.text.match(/https?:\/\/\S+signup=\S+/)![0]);
  expect(link.pathname).toBe('/auth/login/tlcjobs');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveTitle(brandTitle(TLC));
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'Close guide' }).click();
  await expect(page).toHaveTitle(brandTitle(TLC));

  if (isMobile) await page.getByRole('button', { name: 'Toggle menu' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/auth\/login\/tlcjobs$/);
  await expect(heading(page)).toHaveText('Sign In');
  await expect(page).toHaveTitle(brandTitle(TLC));
  // The device remembers the board, nothing about the candidate.
  expect(await page.evaluate(() => [localStorage.getItem('board'), localStorage.getItem('jwt')])).toEqual(['tlcjobs', null]);

  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login\/tlcjobs$/);
  await expect(page).toHaveTitle(brandTitle(TLC));

  await page.goto('/faqs/login-from-new-device');
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/login\/tlcjobs$/);

  // And the password works there.
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page).toHaveTitle(brandTitle(TLC));
});

test('@phone on the agency sign-in page a TLC candidate is pointed to the boards, and signs in by choosing TLC', async ({ page }) => {
  const candidate = await signUpCandidate(page.request, {}, 'TLC');
  await page.goto('/auth/login');
  await expect(page).toHaveTitle(brandTitle('Meridian Health Staffing'));
  await page.getByLabel('Email', { exact: true }).fill(candidate.email);
  await page.getByLabel('Password', { exact: true }).fill(candidate.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  // The same words as for any wrong e-mail or password, with the way to the boards.
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
  await expect(page.getByTestId('board-hint')).toHaveText("If you signed up through one of our partners' job boards, sign in on its page: choose it below.");

  const boards = page.getByRole('navigation', { name: "Signed up through one of our partners' job boards?" });
  await boards.getByRole('link', { name: TLC }).click();
  await expect(page).toHaveURL(/\/auth\/login\/tlcjobs$/);
  await expect(page).toHaveTitle(brandTitle(TLC));
  await page.getByLabel('Email', { exact: true }).fill(candidate.email);
  await page.getByLabel('Password', { exact: true }).fill(candidate.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page).toHaveTitle(brandTitle(TLC));
});

test('@phone a reset asked on the agency page reaches the TLC candidate by SMTP, names TLC, and its link opens the TLC reset page', async ({
  page,
}) => {
  // An installation of its own (with SMTP) starts in about a minute on a busy machine.
  test.setTimeout(240_000);
  const peer = await startSmtpPeer();
  const own = await ownServer('partner-reset', { SMTP_URL: peer.url, MAIL_FROM: 'no-reply@portal.test', EMAIL_DELIVERABILITY: 'syntax' });
  try {
    // The agency (the default brand) and TLC with its board; no other demo data (it would only slow the start).
    own.portal('org:add', '--code', 'MHS', '--name', 'Meridian Health Staffing', '--support-email', 'support@meridianhealthstaffing.com', '--support-phone', '615-555-0142', '--default');
    own.portal('org:add', '--code', 'TLC', '--name', TLC, '--support-email', 'care@tlcjobs.com', '--support-phone', '214-555-0178', '--board', 'tlcjobs');
    await own.start();
    const email = freshEmail('tlc-reset');
    const registered = await page.request.post(`${own.baseUrl}/api/auth/register`, {
      data: { firstName: 'Robin', lastName: 'Hale', email, password: E2E_PASSWORD, reTypePassword: E2E_PASSWORD, org: 'TLC' },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const confirm = await peer.waitFor(email, /Confirm your e-mail address/);
    const signupToken = new URL(confirm.text.match(/https?:\/\/\S+signup=[\w-]+/)![0]).searchParams.get('signup');
    const confirmed = await page.request.post(`${own.baseUrl}/api/auth/login`, { data: { type: 'magic', token: signupToken, password: E2E_PASSWORD } });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);

    // Asked on the agency's reset page: the page says what it says for every address.
    await page.goto(`${own.baseUrl}/auth/reset-password`);
    await expect(page).toHaveTitle(brandTitle('Meridian Health Staffing'));
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page).toHaveURL(/\/auth\/reset-password\/enter-code$/);

    const mail = await peer.waitFor(email, /password reset code/);
    expect(mail.subject).toContain(TLC);
    expect(mail.text).toContain(`but the account of this e-mail address is with ${TLC}`);
    const code = /^(\d{6})\r?$/m.exec(mail.text)![1]!;
    const link = new URL(mail.text.match(/https?:\/\/\S+\/auth\/reset-password\/enter-code\S*/)![0]);
    expect(link.searchParams.get('board')).toBe('tlcjobs');

    // The e-mailed link opens the TLC reset page, where the code works.
    await page.goto(`${own.baseUrl}${link.pathname}${link.search}${link.hash}`);
    await expect(heading(page)).toHaveText('Enter Code');
    await expect(page).toHaveTitle(brandTitle(TLC));
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/auth\/reset-password\/new-password\?board=tlcjobs$/);
    await expect(page).toHaveTitle(brandTitle(TLC));
    await page.getByLabel('New password', { exact: true }).fill('Newer123!');
    await page.getByLabel('Confirm password').fill('Newer123!');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/login\/tlcjobs$/);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Newer123!');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page).toHaveTitle(brandTitle(TLC));
  } finally {
    // The page lets go of the server before it stops (a page still loading would report the refused connections).
    await page.goto('about:blank');
    await own.dispose();
    await peer.close();
  }
});

test('@phone a referee of a TLC candidate opens a TLC-branded page', async ({ page }) => {
  const candidate = await signUpCandidate(page.request, {}, 'TLC');
  const fields = referenceFields();
  const added = await page.request.post('/api/reference/add', { data: fields, headers: { authorization: `Bearer ${candidate.token}` } });
  expect(added.ok(), await added.text()).toBe(true);
  const mail = await waitForMail(page.request, String(fields.email), /request for a professional reference/);
  expect(mail.subject).toContain(TLC);
  const link = new URL(mail.text.match(/https?:\/\/\S+verify-references\S+/)![0]);
  expect(link.searchParams.get('board')).toBe('tlcjobs');
  expect(await referenceToken(page.request, String(fields.email))).not.toBe('');
  await page.goto(`${link.pathname}${link.search}${link.hash}`);
  await expect(heading(page)).toBeVisible();
  await expect(page).toHaveTitle(brandTitle(TLC));
  await expect(page.locator('footer')).toContainText('care@tlcjobs.com');
});
