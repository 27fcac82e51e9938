// Helpers for the account tests: read the outbox, pull links and codes out of e-mails, make a signed-up candidate.
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/db/schema/index';
import type { TestApp } from './app';

export const PASSWORD = 'Start123!';

/** A fresh address per test, so tests never share accounts. */
export const freshEmail = (label = 'user') => `${label}-${Math.random().toString(36).slice(2, 10)}@example.com`;

export async function outbox(app: TestApp, to: string) {
  await app.mailer.idle();
  return app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to.toLowerCase())).orderBy(desc(mailOutbox.createdAt));
}

export async function lastMail(app: TestApp, to: string) {
  const [mail] = await outbox(app, to);
  if (!mail) throw new Error(`no e-mail to ${to}`);
  return mail;
}

/** The token of the sign-in or sign-up link (…/auth/login[/board]?magic=TOKEN or ?signup=TOKEN) in the newest e-mail to `to`. */
export async function magicToken(app: TestApp, to: string): Promise<string> {
  const mail = await lastMail(app, to);
  const match = mail.text.match(/\/auth\/login(?:\/[a-z0-9]+)?\?(?:magic|signup)=([\w-]+)/);
  if (!match?.[1]) throw new Error(`no sign-in link in "${mail.subject}"`);
  return decodeURIComponent(match[1]);
}

export async function resetCode(app: TestApp, to: string): Promise<string> {
  const mail = await lastMail(app, to);
  const match = mail.text.match(/^(\d{6})$/m);
  if (!match?.[1]) throw new Error(`no code in "${mail.subject}"`);
  return match[1];
}

export function post(app: TestApp, url: string, payload: object, headers: Record<string, string> = {}, remoteAddress?: string) {
  return app.inject({ method: 'POST', url, payload, headers, ...(remoteAddress ? { remoteAddress } : {}) });
}

/** Signs up through the API and confirms the e-mailed link: returns the session data of spec §7. */
export async function signUp(app: TestApp, fields: Partial<{ email: string; firstName: string; lastName: string; password: string; org: string }> = {}) {
  const email = fields.email ?? freshEmail();
  const password = fields.password ?? PASSWORD;
  const res = await post(app, '/api/auth/register', {
    firstName: fields.firstName ?? 'Casey',
    lastName: fields.lastName ?? 'Jordan',
    email,
    password,
    reTypePassword: password,
    ...(fields.org ? { org: fields.org } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`register answered ${res.statusCode}: ${res.body}`);
  const confirm = await post(app, '/api/auth/login', { type: 'magic', token: await magicToken(app, email), password });
  if (confirm.statusCode !== 200) throw new Error(`confirm answered ${confirm.statusCode}: ${confirm.body}`);
  const data = confirm.json().data as { token: string; email: string; org: string; profile: { id: string } };
  return { ...data, password, auth: { authorization: `Bearer ${data.token}` } };
}

export const login = (app: TestApp, email: string, password: string, remoteAddress?: string) =>
  post(app, '/api/auth/login', { type: 'login', email, password }, {}, remoteAddress);
