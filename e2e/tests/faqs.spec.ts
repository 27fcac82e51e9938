// FAQs (/faqs, /faqs/login-from-new-device): public, searchable, real answers; the contact form with the spec's
// messages e-mails the agency's support address; the portal read in Spanish; axe on each page, desktop and phone.
import { signInAs, waitForMail } from '../support/accounts';
import { axeViolations, blocking, settle } from '../support/axe';
import { expect, heading, test } from '../support/fixtures';

test.use({ bypassCSP: true });

test.describe('FAQs', () => {
  test('search narrows the questions and opens the answer @phone', async ({ page }, info) => {
    await page.goto('/faqs');
    await expect(heading(page)).toHaveText('FAQs');
    await settle(page);
    expect(blocking(await axeViolations(page))).toEqual([]);
    await page.screenshot({ path: `/tmp/shots/faqs-${info.project.name}.png`, fullPage: true });
    const questions = page.getByRole('heading', { level: 2 }).filter({ hasText: '?' });
    const all = await questions.count();
    expect(all).toBeGreaterThan(8);
    await page.getByLabel('Search the questions').fill('manager references');
    await expect(page.getByRole('status')).toHaveText('1 question found');
    await expect(questions).toHaveCount(1);
    await expect(page.getByText(/must be a Manager/)).toBeVisible();
    await page.getByLabel('Search the questions').fill('zzzz');
    await expect(page.getByText('No question matches your search.', { exact: false })).toBeVisible();
    await page.getByLabel('Search the questions').fill('');
    await expect(questions).toHaveCount(all);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('signing in from a new device has its own page, linked from the FAQs', async ({ page }) => {
    await page.goto('/faqs');
    await page.getByRole('button', { name: 'How do I sign in from a new phone or computer?' }).click();
    await page.getByRole('link', { name: 'Signing in from a new device' }).click();
    await expect(page).toHaveURL(/\/faqs\/login-from-new-device$/);
    await expect(heading(page)).toHaveText('Signing In From a New Device');
    await expect(page.getByRole('heading', { name: 'With a sign-in link' })).toBeVisible();
    await settle(page);
    expect(blocking(await axeViolations(page))).toEqual([]);
  });

  test('contact form: the spec messages, then the agency support address gets the e-mail', async ({ page }) => {
    await page.goto('/faqs');
    await expect(heading(page)).toHaveText('FAQs');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Please enter your full name.')).toBeVisible();
    await expect(page.getByText('Please enter an email.')).toBeVisible();
    await expect(page.getByText('Please enter your phone number.')).toBeVisible();
    await expect(page.getByLabel(/Full name/)).toBeFocused();
    await page.getByLabel(/Full name/).fill('R2 D2');
    await page.getByLabel(/Email/).fill('not-an-email');
    await page.getByLabel(/Phone/).fill('555-0100');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Please enter only alphabets.')).toBeVisible();
    await expect(page.getByText('Please enter a valid email.')).toBeVisible();
    await expect(page.getByText('Phone number is not valid.')).toBeVisible();
    const marker = `Question ${Date.now().toString(36)}`;
    await page.getByLabel(/Full name/).fill('Maria Lopez');
    await page.getByLabel(/Email/).fill('maria.lopez@example.com');
    await page.getByLabel(/Phone/).fill('(404) 555-0100');
    await page.getByLabel(/How can we help/).fill(`${marker}: how do I add a second reference?`);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Email sent')).toBeVisible();
    await expect(page.getByText('Thank you! Your message has been sent to the support team.')).toBeVisible();
    // The agency's own support address (the default organisation of the seed).
    const mail = await waitForMail(page.request, 'support@meridianhealthstaffing.com', /Contact form: Maria Lopez/);
    expect(mail.text).toContain(marker);
  });

  test('contact form: a signed-in candidate finds their name, e-mail and phone filled in; a phone in any US form is taken', async ({ page }) => {
    const candidate = await signInAs(page);
    const saved = await page.request.put('/api/profile', {
      headers: { authorization: `Bearer ${candidate.token}` },
      data: { fName: 'Renée', lName: 'O’Neal-Côté', description: '', cell: '(615) 555-0100', office: '' },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.goto('/faqs');
    await expect(heading(page)).toHaveText('FAQs');
    await expect(page.getByLabel(/Full name/)).toHaveValue('Renée O’Neal-Côté');
    await expect(page.getByLabel(/Email/)).toHaveValue(candidate.email);
    await expect(page.getByLabel(/Phone/)).toHaveValue('(615) 555-0100');
    await page.getByLabel(/Phone/).fill('+1 615.555.0100');
    const marker = `Question ${Date.now().toString(36)}`;
    await page.getByLabel(/How can we help/).fill(`${marker}: can my current manager be a reference?`);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Email sent')).toBeVisible();
    // The sender stays filled in for another message; the message itself is cleared.
    await expect(page.getByLabel(/Full name/)).toHaveValue('Renée O’Neal-Côté');
    await expect(page.getByLabel(/How can we help/)).toHaveValue('');
    const mail = await waitForMail(page.request, 'support@meridianhealthstaffing.com', new RegExp(`Contact form: Renée`));
    expect(mail.text).toContain(marker);
    expect(mail.text).toContain('Phone: (615) 555-0100');
  });

  test('the portal in Spanish: the FAQs, the language switch and a server message', async ({ page }) => {
    await page.goto('/faqs');
    await expect(heading(page)).toHaveText('FAQs');
    await page.getByRole('button', { name: /Language: English/ }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(heading(page)).toHaveText('Preguntas frecuentes');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByLabel('Buscar en las preguntas').fill('cuantas referencias');
    await expect(page.getByText(/debe ser una referencia de tipo Manager/)).toBeVisible();
    // The contact form's messages, and a server message, in Spanish.
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Introduzca su nombre completo.')).toBeVisible();
    await settle(page);
    expect(blocking(await axeViolations(page))).toEqual([]);
    await page.goto('/auth/login');
    await expect(heading(page)).toHaveText('Iniciar sesión');
    await page.getByLabel('Correo electrónico').fill('nobody-es@example.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('Wrong123!');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('El correo electrónico o la contraseña no son correctos.')).toBeVisible();
  });
});
