// My Account (/accounts): signed-in devices with this one marked, signing one device out and every other out, the
// data export is a real zip, deletion with a grace period (signed out at once, the agency e-mailed, signing in again
// cancels it), the activity log; axe in light and dark, desktop and phone.
import { inflateRawSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { E2E_PASSWORD, signInAs, signUpCandidate, waitForMail } from '../support/accounts';
import { axeViolations, blocking, settle } from '../support/axe';
import { expect, heading, test } from '../support/fixtures';

test.use({ bypassCSP: true });

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** The names of the entries of a zip archive (its central directory). */
function zipEntries(zip: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  expect(end, 'a zip end-of-central-directory record').toBeGreaterThanOrEqual(0);
  let offset = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const method = zip.readUInt16LE(offset + 10);
    const size = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const skip = nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(raw) : raw);
    offset += 46 + skip;
  }
  return files;
}

async function checkAxe(page: Page) {
  await settle(page);
  expect(blocking(await axeViolations(page))).toEqual([]);
}

test.describe('My Account', () => {
  test('devices: this one marked, another signed out, then every other; the activity log shows it', async ({ page, playwright, baseURL }) => {
    const candidate = await signInAs(page);
    // A second device: the same account signed in from an iPhone.
    const phone = await playwright.request.newContext({ baseURL, userAgent: IPHONE });
    const phoneLogin = await phone.post('/api/auth/login', { data: { type: 'login', email: candidate.email, password: E2E_PASSWORD } });
    expect(phoneLogin.ok()).toBe(true);
    const phoneToken = ((await phoneLogin.json()) as { data: { token: string } }).data.token;
    // A third device.
    const third = await page.request.post('/api/auth/login', { data: { type: 'login', email: candidate.email, password: E2E_PASSWORD } });
    const thirdToken = ((await third.json()) as { data: { token: string } }).data.token;

    await page.goto('/accounts');
    await expect(heading(page)).toHaveText('My Account');
    const devices = page.getByTestId('device');
    await expect(devices).toHaveCount(3);
    await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
    await expect(devices.filter({ hasText: 'Safari on iOS' })).toHaveCount(1);
    await checkAxe(page);

    await page.getByRole('button', { name: 'Sign out Safari on iOS' }).click();
    await expect(page.getByText('The device has been signed out.')).toBeVisible();
    await expect(devices).toHaveCount(2);
    expect((await phone.get('/api/account', { headers: { authorization: `Bearer ${phoneToken}` } })).status()).toBe(401);

    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(page.getByText('Every other device has been signed out.')).toBeVisible();
    await expect(devices).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
    expect((await page.request.get('/api/account', { headers: { authorization: `Bearer ${thirdToken}` } })).status()).toBe(401);
    const log = page.getByRole('list', { name: 'Account activity' });
    await expect(log.getByText('Every other device was signed out')).toBeVisible();
    await expect(log.getByText('A device was signed out')).toBeVisible();
    await phone.dispose();
  });

  test('download all my data: a zip with data.json of the account', async ({ page }) => {
    const candidate = await signInAs(page);
    await page.goto('/accounts');
    await expect(heading(page)).toHaveText('My Account');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = readFileSync((await file.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const entries = zipEntries(bytes);
    const data = JSON.parse(entries.get('data.json')!.toString('utf8')) as { tables: Record<string, Record<string, unknown>[]> };
    expect(data.tables.candidates![0]!.email).toBe(candidate.email);
    expect(JSON.stringify(data)).not.toMatch(/password_hash|token_hash/);
    await expect(page.getByRole('list', { name: 'Account activity' }).getByText('All data downloaded')).toBeVisible();
  });

  test('delete with a grace period, after typing the password: signed out at once, the agency told, signing in again cancels it', async ({ page }) => {
    const candidate = await signInAs(page);
    await page.goto('/accounts');
    await expect(heading(page)).toHaveText('My Account');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('14 days');
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    // A fresh proof: the account's password (a wrong one is refused and changes nothing).
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Your password').fill('Wrong-password-1!');
    await confirm.click();
    await expect(dialog.getByRole('alert')).toContainText('Your current password is incorrect.');
    await dialog.getByLabel('Your password').fill(candidate.password);
    // The dialog hides the page behind it (aria-hidden): axe on the dialog as it is.
    expect(blocking(await axeViolations(page))).toEqual([]);
    await confirm.click();
    await expect(page).toHaveURL(/\/auth\/login/);
    // The sign-in page says when, and that an e-mail went out.
    await expect(page.getByText(/^Your account will be deleted on .+\. We sent you an e-mail; sign in before then to keep it\.$/)).toBeVisible();
    expect((await page.request.get('/api/account', { headers: { authorization: `Bearer ${candidate.token}` } })).status()).toBe(401);
    await waitForMail(page.request, candidate.email, /Your account will be deleted/);

    // Signing in again cancels the deletion; My Account says so in the log.
    await page.getByLabel('Email').fill(candidate.email);
    await page.getByLabel('Password', { exact: true }).fill(candidate.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);
    await page.goto('/accounts');
    await expect(heading(page)).toHaveText('My Account');
    const log = page.getByRole('list', { name: 'Account activity' });
    await expect(log.getByText('Account deletion cancelled')).toBeVisible();
    await expect(log.getByText('Account deletion requested')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete my account' })).toBeVisible();
  });

  test('a password account is told so, with the way to change it', async ({ page }) => {
    const candidate = await signUpCandidate(page.request);
    await signInAs(page, candidate);
    await page.goto('/accounts');
    await expect(page.getByText('You sign in with a password.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/profile');
  });

  test('axe in light and dark, and a screenshot @phone', async ({ page }, info) => {
    await signInAs(page);
    await page.goto('/accounts');
    await checkAxe(page);
    await page.screenshot({ path: `/tmp/shots/accounts-${info.project.name}-light.png`, fullPage: true });
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await checkAxe(page);
    await page.screenshot({ path: `/tmp/shots/accounts-${info.project.name}-dark.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
