// The language of the portal's e-mails (decision 042): the catalogue (mail/texts.ts) has every message in English,
// German and Spanish (the agency's English only), and each e-mail goes out in its reader's language: the account's
// (remembered at sign-up, quick apply, every sign-in and whenever the web client's language changes), the request's
// before an account exists, the candidate's for a referee. Every kind in every language is sent through the app and
// checked in test/mail-spam.test.ts; these are the catalogue and the rules of who reads which language.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateReferences, candidates, publicSubscriptions } from '../src/db/schema/index';
import { LANGUAGES, type Language, namedLanguage, toLanguage } from '../src/lib/language';
import { AGENCY_MAIL_KINDS, MAIL_KINDS } from '../src/mail/kinds';
import {
  AGENCY_TEXTS,
  ALERT_TEXTS,
  COPY_ADDRESS,
  CREDENTIAL,
  CRITERIA_TEXTS,
  FRAME_TEXTS,
  formats,
  JOB_PLACE,
  MAIL_TEXTS,
  type MailTextKind,
  type MailValues,
  mailWords,
  STATUS_WORDS,
  wordsOf,
} from '../src/mail/texts';
import { credentialIn } from '../src/modules/application/reminders';
import { createTestApp, type TestApp } from './helpers/app';
import { freshEmail, lastMail, login, magicToken, outbox, PASSWORD, post, signUp } from './helpers/auth';
import { createSignedInCandidate } from './helpers/factories';
import { referenceRequest } from './helpers/reference-factories';

/** Values for each message of the catalogue: a message added without them is a type error here. */
const SAMPLES: { [K in MailTextKind]: MailValues<K> } = {
  'signup.confirm': { org: 'Meridian Health Staffing', minutes: 15 },
  'signup.account-exists': { org: 'Meridian Health Staffing' },
  'sign-in.link': { org: 'Meridian Health Staffing', firstName: 'Ana', minutes: 15, askedOn: 'Doc2Doc Jobs' },
  'password.reset-code': { org: 'Meridian Health Staffing', firstName: 'Ana', minutes: 10, askedOn: 'Doc2Doc Jobs' },
  'password.confirm-new': { org: 'Meridian Health Staffing', firstName: 'Ana', minutes: 15 },
  'password.changed': { org: 'Meridian Health Staffing', firstName: 'Ana', support: 'support@example.com' },
  'account.deletion-candidate': { org: 'Meridian Health Staffing', firstName: 'Ana', dueAt: new Date('2026-05-07T10:00:00Z') },
  'quick-apply.finish': { org: 'Meridian Health Staffing', minutes: 15 },
  'quick-apply.existing-account': { org: 'Meridian Health Staffing' },
  'application.expiry-reminder': { org: 'Meridian Health Staffing', firstName: 'Ana', credential: 'BLS card', expiresOn: '2026-05-07', days: 30 },
  'application.expired': { org: 'Meridian Health Staffing', firstName: 'Ana', credential: 'BLS card', expiresOn: '2026-05-07' },
  'job-alerts.confirm': { org: 'Meridian Health Staffing' },
  'reference.request': { org: 'Meridian Health Staffing', candidate: 'Ana Torres', expires: new Date('2026-05-07T10:00:00Z') },
  'reference.reminder': { org: 'Meridian Health Staffing', candidate: 'Ana Torres', expires: new Date('2026-05-07T10:00:00Z'), days: 3 },
  'reference.answered': { org: 'Meridian Health Staffing', firstName: 'Ana', referee: 'Dana Whitfield', completed: true },
  'submission.created': { org: 'Meridian Health Staffing', firstName: 'Ana', places: ['Travel RN at Mercy (Tulsa, OK)', 'Travel RN at Hope (Tulsa, OK)'] },
  'submission.status': { org: 'Meridian Health Staffing', firstName: 'Ana', place: 'Travel RN at Mercy (Tulsa, OK)', status: 'offered' },
};

/** English words that must not be left in a German or Spanish message. */
const ENGLISH = /\b(Hello|the|your|Your|you|You|Sign in|Confirm|Reminder|account|password|link|e-mail|days|weeks|expires|Unsubscribe|Manage)\b/;
const allWords = (value: unknown): string => (typeof value === 'string' ? value : Array.isArray(value) ? value.map(allWords).join('\n') : value && typeof value === 'object' ? Object.values(value).map(allWords).join('\n') : '');

describe('the catalogue of mail texts', () => {
  it('has a message for every kind: the agency kinds in English only, every other in each language', () => {
    const alerts = ['job-alerts.candidate', 'job-alerts.public'];
    expect(new Set([...Object.keys(MAIL_TEXTS), ...Object.keys(AGENCY_TEXTS), ...alerts])).toEqual(new Set(MAIL_KINDS));
    expect(Object.keys(AGENCY_TEXTS).sort()).toEqual([...AGENCY_MAIL_KINDS].sort());
    for (const [kind, texts] of Object.entries(MAIL_TEXTS)) expect(Object.keys(texts).sort(), kind).toEqual([...LANGUAGES].sort());
    for (const [kind, texts] of Object.entries(AGENCY_TEXTS)) expect(Object.keys(texts), kind).toEqual(['en']);
    for (const [name, texts] of Object.entries({ ALERT_TEXTS, CRITERIA_TEXTS, FRAME_TEXTS, COPY_ADDRESS, JOB_PLACE, CREDENTIAL, STATUS_WORDS })) {
      expect(Object.keys(texts).sort(), name).toEqual([...LANGUAGES].sort());
    }
    for (const language of LANGUAGES) expect(Object.keys(STATUS_WORDS[language])).toEqual(Object.keys(STATUS_WORDS.en));
  });

  it.each(Object.keys(SAMPLES) as MailTextKind[])('%s reads in German and Spanish, with no English left', (kind) => {
    const english = mailWords(kind, 'en', SAMPLES[kind] as never);
    for (const language of ['de', 'es'] as const) {
      const words = mailWords(kind, language, SAMPLES[kind] as never);
      expect(words.subject).not.toBe(english.subject);
      expect(words.paragraphs).toHaveLength(english.paragraphs.length);
      words.paragraphs.forEach((paragraph, index) => expect(paragraph).not.toBe(english.paragraphs[index]));
      expect(Boolean(words.button)).toBe(Boolean(english.button));
      expect(Boolean(words.footnote)).toBe(Boolean(english.footnote));
      const text = allWords({ ...words, button: words.button?.replace('Meridian Health Staffing', '') });
      expect(ENGLISH.exec(text.replaceAll('Meridian Health Staffing', '').replaceAll('Doc2Doc Jobs', ''))?.[0], `${kind} (${language}): ${text}`).toBeUndefined();
    }
  });

  it('the frame, the job alert and the words around them read in each language', () => {
    const frame = (language: Language) => wordsOf(FRAME_TEXTS, language, { brand: 'ABC Care', reason: 'REASON', email: 'help@abc.care', phone: '615-555-0100', home: 'https://abc.care' });
    expect(frame('en')).toEqual({
      why: 'You receive this e-mail because REASON.',
      contact: 'Questions? Write to help@abc.care or call 615-555-0100.',
      portal: 'ABC Care candidate portal: https://abc.care',
      safety: 'ABC Care never asks you to send a password or a code by e-mail or phone.',
    });
    expect(frame('de').why).toBe('Sie erhalten diese E-Mail, weil REASON.');
    expect(frame('es').why).toBe('Recibe este correo porque REASON.');
    for (const language of ['de', 'es'] as const) {
      expect(ENGLISH.exec(allWords(frame(language)).replaceAll('ABC Care', ''))?.[0], language).toBeUndefined();
      const alert = wordsOf(ALERT_TEXTS, language, { org: 'ABC Care', firstName: null, count: 3, criteria: 'ICU' });
      const lines = [alert.subject, alert.greeting, alert.intro, alert.schedule('Nights 3x12', 13, '2026-05-07'), alert.schedule('Days', 1, null), alert.pay(2000, 500, 2500), alert.view, alert.viewAndApply, alert.manage, alert.unsubscribe];
      expect(ENGLISH.exec(lines.join('\n'))?.[0], `${language}: ${lines.join(' / ')}`).toBeUndefined();
      expect(wordsOf(CRITERIA_TEXTS, language, { specialties: [], states: [], compactState: true, shift: 'Rotating', minWeeklyPay: 1800 })).not.toMatch(ENGLISH);
    }
    expect(wordsOf(ALERT_TEXTS, 'en', { org: 'ABC Care', firstName: 'Ana', count: 1, criteria: 'ICU' }).subject).toBe('1 new job matching your alert');
    expect(wordsOf(CRITERIA_TEXTS, 'en', { specialties: ['ICU', 'Med-Surg'], states: ['TX', 'CA'], compactState: false, shift: 'Nights', minWeeklyPay: 2000 })).toBe('ICU, Med-Surg; in TX, CA; nights shifts; from $2,000 a week');
  });

  it("dates and amounts are written each language's way", () => {
    expect(formats('en').date('2026-05-07')).toBe('05/07/2026');
    expect(formats('de').date('2026-05-07')).toBe('07.05.2026');
    expect(formats('es').date(new Date('2026-05-07T23:30:00Z'))).toBe('07/05/2026');
    expect(formats('en').money(12000)).toBe('$12,000');
    expect(formats('de').money(12000)).toBe('12.000\u00a0$');
    expect(formats('es').money(12000)).toBe('12.000\u00a0US$');
  });

  it('a credential of an expiry e-mail is named in the language; a label that does not read back stays as it is', () => {
    expect(credentialIn('en', 'licenses', 'RN licence TX 123456')).toBe('RN licence TX 123456');
    expect(credentialIn('de', 'licenses', 'RN licence TX 123456')).toBe('RN-Zulassung TX 123456');
    expect(credentialIn('es', 'licenses', 'RN licence TX 123456')).toBe('licencia RN TX 123456');
    expect(credentialIn('en', 'boardCert', 'CCRN certification')).toBe('CCRN certification');
    expect(credentialIn('de', 'boardCert', 'CCRN certification')).toBe('CCRN-Zertifizierung');
    expect(credentialIn('es', 'lifeSupportCert', 'BLS card')).toBe('tarjeta BLS');
    expect(credentialIn('de', 'boardCert', 'something else')).toBe('something else');
  });

  it('a language is one of en, de and es; anything else is English', () => {
    expect(['de', 'ES', 'es-MX', 'de_AT', 'en-GB', 'fr', '', null, 42].map(toLanguage)).toEqual(['de', 'es', 'es', 'de', 'en', 'en', 'en', 'en', 'en']);
    expect(namedLanguage('fr-CH, fr;q=0.9, es;q=0.5')).toBe('es');
    expect(namedLanguage('de;q=0.4, en;q=0.8')).toBe('en');
    expect(namedLanguage('fr')).toBeNull();
    expect(namedLanguage(undefined)).toBeNull();
  });
});

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ authRateLimitScale: 20, emailDeliverability: 'syntax' });
});
afterAll(() => app.close());

const languageOf = async (email: string) => (await app.db.select({ language: candidates.language }).from(candidates).where(eq(candidates.email, email)))[0]?.language;
const registration = (email: string) => ({ firstName: 'Jonas', lastName: 'Becker', email, password: PASSWORD, reTypePassword: PASSWORD });

describe("the reader's language", () => {
  it('a sign-up is confirmed in the language of its request, and the account keeps that language', async () => {
    const email = freshEmail('signup-de');
    expect((await post(app, '/api/auth/register', registration(email), { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' })).statusCode).toBe(200);
    const mail = await lastMail(app, email);
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse | Meridian Health Staffing');
    expect(mail.html).toContain('<html lang="de">');
    // Confirmed from a client that names no language: the sign-up's is kept.
    expect((await post(app, '/api/auth/login', { type: 'magic', token: await magicToken(app, email), password: PASSWORD })).statusCode).toBe(200);
    expect(await languageOf(email)).toBe('de');
    // An e-mail to the account afterwards, asked for by a call that names no language, is in the account's.
    await post(app, '/api/auth/login', { type: 'magic', email, org: 'MHS' });
    expect((await lastMail(app, email)).subject).toBe('Ihr Anmeldelink | Meridian Health Staffing');
  });

  it('a language the portal does not speak is English', async () => {
    const email = freshEmail('signup-fr');
    await post(app, '/api/auth/register', registration(email), { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect((await lastMail(app, email)).subject).toBe('Confirm your e-mail address | Meridian Health Staffing');
  });

  it('every sign-in remembers the language it names; one that names none of ours changes nothing', async () => {
    const { email } = await signUp(app);
    expect(await languageOf(email)).toBe('en');
    expect((await post(app, '/api/auth/login', { type: 'login', email, password: PASSWORD }, { 'accept-language': 'es' })).statusCode).toBe(200);
    expect(await languageOf(email)).toBe('es');
    expect((await login(app, email, PASSWORD)).statusCode).toBe(200);
    expect((await post(app, '/api/auth/login', { type: 'login', email, password: PASSWORD }, { 'accept-language': 'fr' })).statusCode).toBe(200);
    expect(await languageOf(email)).toBe('es');
    await post(app, '/api/auth/reset-password', { email });
    const mail = await lastMail(app, email);
    expect(mail.subject).toBe('Su código para restablecer la contraseña | Meridian Health Staffing');
    expect(mail.text).toMatch(/^\d{6}$/m);
  });

  it('the web client tells the server when the candidate changes language (PUT /api/account/language)', async () => {
    const { email, auth } = await signUp(app);
    const put = (language: unknown, headers: Record<string, string> = auth) => app.inject({ method: 'PUT', url: '/api/account/language', payload: { language, org: 'MHS' }, headers });
    const answered = await put('de');
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toEqual({ status: true, data: { language: 'de' } });
    expect(await languageOf(email)).toBe('de');
    expect((await put('es-MX')).json().data.language).toBe('es');
    expect(await languageOf(email)).toBe('es');
    expect((await put('fr')).json().data.language).toBe('en');
    expect(await languageOf(email)).toBe('en');
    expect((await put('x'.repeat(36))).statusCode).toBe(400);
    expect((await put(7)).statusCode).toBe(400);
    expect((await put('de', {})).statusCode).toBe(401);
    expect(await languageOf(email)).toBe('en');
  });

  it("a quick application's e-mail is in the language it was finished in, and so is the account it makes", async () => {
    const email = freshEmail('quick-es');
    const started = await app.inject({
      method: 'POST',
      url: '/api/quick/application',
      payload: { firstName: 'Lucia', lastName: 'Garcia', email, phone: '(615) 555-0101', zip: '37203', role: 'CNA', specialties: ['CNA'], states: ['TN'] },
      headers: { 'accept-language': 'de' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const finished = await app.inject({ method: 'POST', url: '/api/quick/application/finish', headers: { 'x-quick-draft': started.json().data.draft, 'accept-language': 'es' }, payload: { skipChecklist: true } });
    expect(finished.statusCode, finished.body).toBe(200);
    await app.queue.runDue();
    const mail = await lastMail(app, email);
    expect(mail.subject).toBe('Termine su solicitud con Meridian Health Staffing');
    const token = decodeURIComponent(/\/quick\/success\?claim=([\w%-]+)/.exec(mail.text)?.[1] ?? '');
    const claimed = await post(app, '/api/quick/claim', { token });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(await languageOf(email)).toBe('es');
  });

  it("a public subscriber's alerts keep the language of the request they confirmed, not a stranger's later one", async () => {
    const email = freshEmail('public-es');
    const subscribe = (language: string) =>
      post(app, '/api/subcribe', { email, states: ['OR'], compactState: false, specialties: ['Oncology'], shift: 'any', minWeeklyPay: null, durationMin: null, durationMax: null, frequency: 'daily', org: 'MHS' }, { 'accept-language': language }, `10.44.0.${language === 'es' ? 1 : 2}`);
    expect((await subscribe('es')).statusCode).toBe(200);
    const confirm = (await outbox(app, email))[0]!;
    expect(confirm.subject).toBe('Confirme sus alertas de empleo | Meridian Health Staffing');
    const token = decodeURIComponent(/\/subcribe\?token=([\w%-]+)/.exec(confirm.text)?.[1] ?? '');
    expect((await post(app, '/api/subcribe/confirm', { token })).statusCode).toBe(200);
    const stored = async () => (await app.db.select({ language: publicSubscriptions.language }).from(publicSubscriptions).where(eq(publicSubscriptions.email, email)))[0]?.language;
    expect(await stored()).toBe('es');
    // Someone asks again for the address in German: only its confirmation would make the alerts German.
    expect((await subscribe('de')).statusCode).toBe(200);
    expect((await outbox(app, email))[0]!.subject).toBe('Bestätigen Sie Ihre Jobalarme | Meridian Health Staffing');
    expect(await stored()).toBe('es');
  });

  it("a referee reads the candidate's language at the time of asking, reminders too, and the link names it", async () => {
    const who = await createSignedInCandidate(app, { firstName: 'Jonas', lastName: 'Becker', language: 'de' });
    const referee = freshEmail('referee-de');
    const added = await app.inject({ method: 'POST', url: '/api/reference/add', payload: referenceRequest({ email: referee }), headers: who.auth });
    expect(added.statusCode, added.body).toBe(201);
    await app.queue.runDue();
    const request = await lastMail(app, referee);
    expect(request.subject).toBe('Eine Anfrage für eine berufliche Referenz | Meridian Health Staffing');
    expect(request.text).toMatch(/\/verify-references\?lang=de#token=[\w-]+/);
    expect(request.text).toContain('Jonas Becker bewirbt sich');
    // The candidate reads Spanish now: the request already sent keeps German, its reminder too.
    await app.inject({ method: 'PUT', url: '/api/account/language', payload: { language: 'es' }, headers: who.auth });
    await app.queue.runDue({ now: new Date(Date.now() + 3 * 86_400_000 + 60_000) });
    const reminder = await lastMail(app, referee);
    expect(reminder.subject).toBe('Erinnerung: eine Anfrage für eine berufliche Referenz | Meridian Health Staffing');
    const [row] = await app.db.select({ language: candidateReferences.language }).from(candidateReferences).where(and(eq(candidateReferences.candidateId, who.id), eq(candidateReferences.email, referee)));
    expect(row?.language).toBe('de');
    // The link's secret is the fragment alone: the language beside it changes nothing of it, and it opens the request.
    const token = /#token=([\w-]+)/.exec(reminder.text)?.[1] ?? '';
    const opened = await post(app, '/api/reference/verify/open', { token });
    expect(opened.statusCode, opened.body).toBe(200);
  });

  it('the e-mails to the agency stay in English whoever writes', async () => {
    await post(app, '/api/support/contact', { fullName: 'Lucia Garcia', email: 'lucia@example.com', description: '¿Cómo añado una referencia?', phone: '(404) 555-0100' }, { 'accept-language': 'es' }, '10.45.0.1');
    await app.queue.runDue();
    const mail = await lastMail(app, 'support@meridianhealthstaffing.com');
    expect(mail.subject).toBe('Contact form: Lucia Garcia | Meridian Health Staffing');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain('You receive this e-mail because this is the support address of Meridian Health Staffing on its candidate portal.');
  });
});
