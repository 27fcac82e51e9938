// Browser journeys of the security fixes (docs/security.md): what a candidate sees of them.
import { expect, test } from '../support/fixtures';
import { signInAs, waitForMail } from '../support/accounts';

test('avatar over the upload limit: spec §8 message, nothing sent', async ({ page }) => {
  await signInAs(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  const big = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(1_000_100, 7)]);
  await page.getByTestId('avatar-input').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByRole('alert')).toHaveText('File is too big. Please select file size less then 1MB.');
  await expect(page.getByRole('button', { name: 'Save image' })).toHaveCount(0);
});

test('sign out on every device: this device goes to sign-in, another session and an e-mailed link stop working', async ({ page }) => {
  const candidate = await signInAs(page);
  const other = await page.request.post('/api/auth/login', { data: { type: 'login', email: candidate.email, password: candidate.password } });
  const otherToken = ((await other.json()) as { data: { token: string } }).data.token;
  await page.request.post('/api/auth/login', { data: { type: 'magic', email: candidate.email } });
  const mail = await waitForMail(page.request, candidate.email, /Your sign-in link/);
  const token = new URL(mail.text.match(/https?:\/\/\S+magic=\S+/)![0]).searchParams.get('magic');

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign out on every device' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  const profile = await page.request.get('/api/profile', { headers: { authorization: `Bearer ${otherToken}` } });
  expect(profile.status()).toBe(401);
  const link = await page.request.post('/api/auth/login', { data: { type: 'magic', token } });
  expect(link.status()).toBe(400);
});
