// E-mails in the language the candidate reads the portal in (decision 042): a candidate who picks German on the sign-up
// page gets the confirmation e-mail in German (read from the dev mailbox), its link opens the portal in German, and
// the account keeps the language for its later e-mails. A signed-in candidate who switches to Spanish asks a referee
// for a reference: the referee's e-mail is in Spanish, and its link opens the referee's page in Spanish on the
// referee's own browser.
import { E2E_PASSWORD, freshEmail, linkIn, signInAs, waitForMail } from '../support/accounts';
import { expect, heading, test } from '../support/fixtures';
import { referenceFields } from '../support/references';

// Each journey crosses several pages (each fades in after 500 ms, spec §4) and e-mails; on a busy machine 45 s is short.
test.describe.configure({ timeout: 90_000 });

test('@phone a candidate who reads German signs up: the confirmation e-mail is German and its link opens the portal', async ({ page, isMobile }) => {
  const email = freshEmail('deutsch');
  await page.goto('/auth/register');
  await expect(heading(page)).toHaveText('Sign Up');
  await page.getByRole('button', { name: /Language: English/ }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(heading(page)).toHaveText('Registrieren');

  await page.getByLabel('Vorname').fill('Jonas');
  await page.getByLabel('Nachname').fill('Becker');
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Passwort bestätigen').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Prüfen Sie Ihre E-Mails: Ein Link bestätigt Ihre Adresse und meldet Sie an.')).toBeVisible();

  const mail = await waitForMail(page.request, email, /^Bestätigen Sie Ihre E-Mail-Adresse \| /);
  expect(mail.html).toContain('<html lang="de">');
  expect(mail.text).toContain('Jemand möchte mit dieser E-Mail-Adresse ein Konto bei Meridian Health Staffing anlegen.');
  expect(mail.text).toContain('Bestätigen und anmelden: ');
  expect(mail.text).toContain('Sie erhalten diese E-Mail, weil diese Adresse angegeben wurde');
  expect(mail.text).not.toMatch(/\b(Hello|Confirm|You receive)\b/);

  await page.goto(linkIn(mail, /https?:\/\/\S+signup=\S+/));
  await expect(heading(page)).toHaveText('E-Mail-Adresse bestätigen');
  await page.getByLabel('Passwort', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Bestätigen und anmelden' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText('Ihre E-Mail-Adresse ist bestätigt. Willkommen!')).toBeVisible();
  await page.getByRole('button', { name: 'Anleitung schließen' }).click();
  if (isMobile) await page.getByRole('button', { name: 'Menü ein- oder ausblenden' }).click();
  await expect(page.getByTestId('user-name').first()).toHaveText('Jonas Becker');
  await page.screenshot({ path: test.info().outputPath('german-portal.png') });

  // The account keeps German: a later e-mail, asked for without the page, is German too.
  const reset = await page.request.post('/api/auth/reset-password', { data: { email }, headers: { 'accept-language': 'en' } });
  expect(reset.ok(), await reset.text()).toBe(true);
  const code = await waitForMail(page.request, email, /^Ihr Code zum Zurücksetzen des Passworts \| /);
  expect(code.text).toMatch(/^\d{6}$/m);
});

test('@phone a candidate who switches to Spanish asks a referee: the e-mail is Spanish and opens the referee page in Spanish', async ({ page, browser }) => {
  const candidate = await signInAs(page);
  await page.goto('/references');
  await expect(heading(page)).toHaveText('References');
  await page.getByRole('button', { name: /Language: English/ }).click();
  const remembered = page.waitForResponse((r) => r.url().endsWith('/api/account/language') && r.request().method() === 'PUT', { timeout: 15_000 });
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(heading(page)).toHaveText('Referencias');
  expect((await remembered).ok()).toBe(true);

  const fields = referenceFields();
  const added = await page.request.post('/api/reference/add', { headers: { authorization: `Bearer ${candidate.token}` }, data: fields });
  expect(added.ok(), await added.text()).toBe(true);
  const mail = await waitForMail(page.request, String(fields.email), /^Una solicitud de referencia profesional \| /);
  expect(mail.html).toContain('<html lang="es">');
  expect(mail.text).toContain(`${candidate.firstName} ${candidate.lastName} se está postulando a asignaciones en el sector de la salud a través de Meridian Health Staffing`);
  expect(mail.text).toContain('Recibe este correo porque un candidato de Meridian Health Staffing le indicó como referencia profesional.');
  expect(mail.text).not.toMatch(/\b(Hello|Give a reference|You receive)\b/);
  const link = linkIn(mail, /https?:\/\/\S+verify-references\S+/);
  expect(new URL(link).searchParams.get('lang')).toBe('es');

  // The referee's own browser, English by default and with nothing stored: the page opens in the e-mail's language.
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
  const refereeBrowser = await browser.newContext({ baseURL: new URL(link).origin, locale: 'en-US', viewport, isMobile, hasTouch, deviceScaleFactor });
  try {
    const referee = await refereeBrowser.newPage();
    await referee.goto(link);
    await expect(heading(referee)).toHaveText(`${candidate.firstName} ${candidate.lastName} le pide una referencia`);
    await expect(referee.locator('html')).toHaveAttribute('lang', 'es');
    await referee.screenshot({ path: test.info().outputPath('spanish-referee.png') });
  } finally {
    await refereeBrowser.close();
  }
});
