// Every kind of e-mail the portal sends (mail/kinds.ts), in each of the portal's languages (decision 042), triggered
// through the app and received by a real SMTP peer. Each is checked to be written in its reader's language (the
// candidate's, the requester's, the referee's candidate's; English to the agency), and all of them are scored by
// SpamAssassin with its local rules only (no network tests): each must score below 1.0. The messages are scored as
// delivered (the real headers: From, Date, Message-ID, MIME structure), in one SpamAssassin run per core (at most two).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { sampleSectionData } from '@portal/shared/application/samples';
import { sectionByKey } from '@portal/shared/application/sections';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../src/config';
import { candidates } from '../src/db/schema/index';
import { LANGUAGES, type Language } from '../src/lib/language';
import { AGENCY_MAIL_KINDS, MAIL_KINDS, type MailKind } from '../src/mail/kinds';
import { hashPassword } from '../src/modules/auth/passwords';
import { upsertOrg } from '../src/modules/orgs/repository';
import { runMatching } from '../src/modules/job-emails/alerts';
import { seedRecruiters } from '../src/modules/recruiters/seed';
import type { MailMessage } from '../src/plugins/mail';
import { createTestApp, type TestApp } from './helpers/app';
import { PASSWORD } from './helpers/auth';
import { createSignedInCandidate } from './helpers/factories';
import { createJob } from './helpers/job-factories';
import { giveCompletedReferences, referenceRequest } from './helpers/reference-factories';
import { setSubmissionStatus } from '../src/modules/jobs/submissions';
import { type ReceivedMail, smtpMailConfig, startSmtpPeer } from './helpers/smtp';
import { eq } from 'drizzle-orm';

const SPAMASSASSIN = '/usr/bin/spamassassin';
/**
 * Without SpamAssassin (Debian package `spamassassin`) the scoring is skipped on a developer's machine; CI installs it
 * (.ci/run), and with CI set the test runs (and fails) without it.
 */
const haveSpamAssassin = existsSync(SPAMASSASSIN);
const skipScoring = !haveSpamAssassin && !process.env.CI;
const MAX_SCORE = 1.0;
const DAY = 86_400_000;

let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let app: TestApp;
/** Every message the app handed to its mailer, in order (the queue delivers them to the peer). */
const handed: MailMessage[] = [];
/** Each kind's message, in each language: what a reader of that language was sent. */
const sent = Object.fromEntries(LANGUAGES.map((language) => [language, {}])) as Record<Language, Partial<Record<MailKind, MailMessage>>>;
/** The reset code of a brand with a short name and no postal address, in each language. */
const shortBrand = {} as Record<Language, MailMessage>;

const qp = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';
/** A call as an API client makes it: in `language` when given (Accept-Language), else naming none. */
const json = (method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = '10.20.0.1') =>
  app.inject({ method, url, payload, headers, remoteAddress });
const inLanguage = (language: Language) => ({ 'accept-language': language });
const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
  const done = await res;
  expect(done.statusCode, done.body).toBeLessThan(300);
};
/** Delivers whatever is queued, as the worker would at `now`. */
const deliver = async (now = new Date()) => {
  await app.mailer.idle();
  await app.queue.runDue({ now });
  await app.mailer.idle();
};
const mmddyyyy = (d: Date) => `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;

/** The people of each language's run (the agency's e-mails name them, so each language's are told apart). */
const PEOPLE: Record<Language, { first: string; last: string; contact: string; public: string }> = {
  en: { first: 'Casey', last: 'Jordan', contact: 'Maria Lopez', public: 'pat.public' },
  de: { first: 'Jonas', last: 'Becker', contact: 'Jana Schmidt', public: 'paula.offen' },
  es: { first: 'Lucia', last: 'Garcia', contact: 'Diego Romero', public: 'pablo.publico' },
};

/** A candidate who reads the portal in `language` (the account's language: what their e-mails are written in). */
async function reader(language: Language, fields: Parameters<typeof createSignedInCandidate>[1] = {}) {
  return createSignedInCandidate(app, { firstName: PEOPLE[language].first, lastName: PEOPLE[language].last, language, ...fields });
}

async function candidateWithPassword(language: Language, fields: Parameters<typeof createSignedInCandidate>[1] = {}) {
  const who = await reader(language, fields);
  await app.db.update(candidates).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(candidates.id, who.id));
  return who;
}

async function quickApply(email: string, ip: string, headers: Record<string, string>) {
  const started = await json('POST', '/api/quick/application', { firstName: 'Quinn', lastName: 'Applicant', email, phone: '(615) 555-0101', zip: '37203', role: 'CNA', specialties: ['CNA'], states: ['TN'] }, headers, ip);
  expect(started.statusCode, started.body).toBe(200);
  await ok(app.inject({ method: 'POST', url: '/api/quick/application/finish', headers: { ...headers, 'x-quick-draft': started.json().data.draft }, payload: { skipChecklist: true }, remoteAddress: ip }));
}

const refereeOf = (language: Language) => `dana.whitfield.${language}@example.com`;
const IP: Record<Language, number> = { en: 1, de: 2, es: 3 };

/**
 * One way to make the portal send each kind to a reader of `language`, through its API and queue; it answers the
 * address the e-mail goes to (null: the agency's, whatever the language). The record's type makes a kind added to
 * mail/kinds.ts a type error here until it is given a trigger. A signed-in candidate's calls name no language, so only
 * the account's can make their e-mails German or Spanish; the calls made before an account exists name theirs.
 */
const TRIGGERS: Record<MailKind, (language: Language) => Promise<string | null>> = {
  'signup.confirm': async (language) => {
    const email = `sky.nguyen.${language}@example.com`;
    await ok(json('POST', '/api/auth/register', { firstName: 'Sky', lastName: 'Nguyen', email, password: PASSWORD, reTypePassword: PASSWORD }, inLanguage(language)));
    return email;
  },
  'signup.account-exists': async (language) => {
    const who = await candidateWithPassword(language);
    // Someone else asks, in English: the owner is told in the account's language.
    await ok(json('POST', '/api/auth/register', { firstName: 'Sky', lastName: 'Nguyen', email: who.email, password: PASSWORD, reTypePassword: PASSWORD }, inLanguage('en')));
    return who.email;
  },
  'sign-in.link': async (language) => {
    const who = await candidateWithPassword(language);
    await ok(json('POST', '/api/auth/login', { email: who.email, type: 'magic', org: 'MHS' }));
    return who.email;
  },
  'password.reset-code': async (language) => {
    const who = await candidateWithPassword(language);
    await ok(json('POST', '/api/auth/reset-password', { email: who.email }));
    return who.email;
  },
  'password.confirm-new': async (language) => {
    const who = await reader(language);
    await ok(json('POST', '/api/auth/change-password', { newPassword: 'First123!', reTypePassword: 'First123!' }, who.auth));
    return who.email;
  },
  'password.changed': async (language) => {
    const who = await candidateWithPassword(language);
    await ok(json('POST', '/api/auth/change-password', { oldPassword: PASSWORD, newPassword: 'Newer123!', reTypePassword: 'Newer123!' }, who.auth));
    return who.email;
  },
  'account.deletion-candidate': async (language) => {
    const who = await candidateWithPassword(language);
    await ok(json('POST', '/api/account/delete', { confirm: 'DELETE', password: PASSWORD }, who.auth));
    return who.email;
  },
  // Sent with the candidate's e-mail above.
  'account.deletion-agency': async () => null,
  'quick-apply.finish': async (language) => {
    const email = `quinn.applicant.${language}@example.com`;
    await quickApply(email, `10.21.${IP[language]}.1`, inLanguage(language));
    return email;
  },
  'quick-apply.existing-account': async (language) => {
    const { email } = await candidateWithPassword(language);
    await quickApply(email, `10.21.${IP[language]}.2`, inLanguage('en'));
    return email;
  },
  'application.expiry-reminder': async (language) => {
    const who = await reader(language);
    const expiry = new Date(Math.floor((Date.now() + 90 * DAY) / DAY) * DAY);
    const entry = { ...(sampleSectionData(sectionByKey('boardCert')) as Array<Record<string, unknown>>)[0], name: 'CCRN', expiryDate: mmddyyyy(expiry) };
    await ok(json('PUT', '/api/candidate/application/boardCert', { data: [entry] }, who.auth));
    await deliver(new Date(expiry.getTime() - 30 * DAY + 15 * 3_600_000));
    return who.email;
  },
  'application.expired': async (language) => {
    const who = await reader(language);
    const expired = new Date(Math.floor((Date.now() - 2 * DAY) / DAY) * DAY);
    const entry = { ...(sampleSectionData(sectionByKey('boardCert')) as Array<Record<string, unknown>>)[0], name: 'PCCN', status: 'Expired', expiryDate: mmddyyyy(expired) };
    await ok(json('PUT', '/api/candidate/application/boardCert', { data: [entry] }, who.auth));
    await deliver(new Date(Date.now() + 60_000));
    return who.email;
  },
  'support.contact': async (language) => {
    const payload = { fullName: PEOPLE[language].contact, email: `contact.${language}@example.com`, description: 'How do I add a second reference to my application?', phone: '(404) 555-0100' };
    await ok(json('POST', '/api/support/contact', payload, inLanguage(language)));
    return null;
  },
  'recruiter.chosen': async (language) => {
    const who = await reader(language, { cell: '(615) 555-0199', specialties: ['PCT'] });
    const list = (await app.inject({ method: 'GET', url: '/api/auth/recruiters/MHS', headers: who.auth })).json().data as { recruiters: Array<{ id: string }> };
    await ok(json('POST', '/api/candidate/recruiter', { recruiterId: list.recruiters[0]!.id, org: 'MHS' }, { ...who.auth, ...inLanguage(language) }));
    return null;
  },
  'job-alerts.confirm': async (language) => {
    const email = `${PEOPLE[language].public}@example.com`;
    const criteria = { states: ['OR'], compactState: false, specialties: ['Oncology'], shift: 'Nights', minWeeklyPay: 1500, durationMin: null, durationMax: null, frequency: 'instant', org: 'MHS' };
    await ok(json('POST', '/api/subcribe', { email, ...criteria }, inLanguage(language)));
    return email;
  },
  'job-alerts.public': async (language) => {
    const email = `${PEOPLE[language].public}@example.com`;
    await deliver();
    const confirm = handed.filter((m) => m.kind === 'job-alerts.confirm' && m.to === email).at(-1);
    const token = decodeURIComponent(/\/subcribe\?token=([\w%-]+)/.exec(confirm?.text ?? '')?.[1] ?? '');
    // The link is confirmed from a browser that names no language: the alerts keep the one of the request.
    await ok(json('POST', '/api/subcribe/confirm', { token }));
    for (let i = 0; i < 3; i++) {
      await createJob(app, 'MHS', { state: 'OR', submodality: 'Oncology', positionName: `Travel RN - Oncology ${language} ${i + 1}`, city: 'Portland', zip: '97201', weeklyPay: 2000 + i * 100 });
    }
    await runMatching(app);
    return email;
  },
  'job-alerts.candidate': async (language) => {
    const who = await reader(language);
    await ok(
      json('PUT', '/api/candidate/subscription', { states: ['TX'], compactState: false, specialties: ['ICU'], shift: 'any', minWeeklyPay: null, durationMin: null, durationMax: null, frequency: 'daily', active: true }, who.auth),
    );
    for (let i = 0; i < 3; i++) await createJob(app, 'MHS', { state: 'TX', submodality: 'ICU', positionName: `Travel RN - ICU ${language} ${i + 1}`, city: 'Houston', zip: '77030' });
    await runMatching(app);
    return who.email;
  },
  'reference.request': async (language) => {
    const who = await reader(language, { firstName: 'Alice', lastName: 'Moreno' });
    await ok(json('POST', '/api/reference/add', referenceRequest({ email: refereeOf(language) }), who.auth));
    return refereeOf(language);
  },
  'reference.reminder': async (language) => {
    await deliver(new Date(Date.now() + 3 * DAY + 60_000));
    return refereeOf(language);
  },
  'reference.answered': async (language) => {
    const who = await reader(language);
    const referee = `dana.whitfield.${who.id.slice(0, 8)}@example.com`;
    await ok(json('POST', '/api/reference/add', referenceRequest({ email: referee }), who.auth));
    await deliver();
    const request = handed.find((m) => m.to === referee && m.kind === 'reference.request');
    const token = /#token=([\w-]+)/.exec(request?.text ?? '')?.[1] ?? '';
    await ok(json('POST', '/api/reference/verify', { token, outcome: 'declined', answeredByName: 'Dana Whitfield', answeredByTitle: 'Nurse Manager' }));
    return who.email;
  },
  'submission.created': async (language) => {
    const who = await reader(language);
    await giveCompletedReferences(app, who);
    const job = await createJob(app, 'MHS', { positionName: 'Travel RN - Med-Surg' });
    await ok(json('POST', '/api/candidate/submission/add', [{ jobId: job.id }], who.auth));
    return who.email;
  },
  'submission.status': async (language) => {
    const who = await reader(language);
    await giveCompletedReferences(app, who);
    const job = await createJob(app, 'MHS', { positionName: 'Travel RN - Telemetry' });
    const submitted = await json('POST', '/api/candidate/submission/add', [{ jobId: job.id }], who.auth);
    await setSubmissionStatus(app.db, async () => {}, submitted.json().data[0]._id as string, 'interview');
    return who.email;
  },
};

beforeAll(async () => {
  peer = await startSmtpPeer();
  app = await createTestApp({ mail: smtpMailConfig(peer.port), emailDeliverability: 'syntax', publicUrl: 'https://jobs.meridianhealthstaffing.com' });
  await seedRecruiters(app.db);
  const { mailer } = app;
  const send = mailer.send.bind(mailer);
  const enqueue = mailer.enqueue.bind(mailer);
  vi.spyOn(mailer, 'send').mockImplementation(async (message) => {
    handed.push(message);
    return send(message);
  });
  vi.spyOn(mailer, 'enqueue').mockImplementation(async (message, options) => {
    handed.push(message);
    return enqueue(message, options);
  });

  await upsertOrg(app.db, { code: 'ABC', name: 'ABC Care', logo: '/brand/abc-logo.png', supportEmail: 'help@abccare.com', supportPhone: '615-555-0100' });
  for (const language of LANGUAGES) {
    const from = handed.length;
    const to: Partial<Record<MailKind, string | null>> = {};
    for (const kind of MAIL_KINDS) {
      to[kind] = await TRIGGERS[kind](language);
      await deliver();
    }
    const run = handed.slice(from);
    for (const kind of MAIL_KINDS) sent[language][kind] = run.filter((m) => m.kind === kind && (to[kind] === null || m.to === to[kind])).at(-1);
    // The least text an e-mail with a logo has: a short one (the reset code) from a brand with a short name and no
    // postal address.
    const short = await candidateWithPassword(language, { orgCode: 'ABC', firstName: 'Al' });
    await ok(json('POST', '/api/auth/reset-password', { email: short.email, org: 'ABC' }));
    await deliver();
    shortBrand[language] = handed.find((m) => m.to === short.email)!;
  }
}, 240_000);
afterAll(async () => {
  await app?.close();
  await peer?.close();
});

type Scored = { label: string; score: number; rules: string };
/** SpamAssassin runs at once: one per core, at most two (the messages are split between them). */
const RUNS = Math.max(1, Math.min(2, availableParallelism()));

/**
 * Scores the messages in SpamAssassin runs (mbox mode, a share of the messages each, at the same time), local rules
 * only; returns each score and the rules hit.
 */
async function score(messages: Array<{ label: string; raw: string }>): Promise<Scored[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-mail-spam-'));
  try {
    const shares = Array.from({ length: RUNS }, (_, run) => messages.filter((_m, index) => index % RUNS === run));
    const outputs = await Promise.all(
      shares.map(async (share, run) => {
        const mbox = share
          .map(({ raw }) => `From portal@localhost Thu Jan  1 00:00:00 2026\n${raw.replace(/\r\n/g, '\n').replace(/^(>*From )/gm, '>$1').replace(/\n*$/, '\n')}\n`)
          .join('');
        const file = path.join(dir, `messages-${run}.mbox`);
        await writeFile(file, mbox);
        return new Promise<string>((resolve, reject) =>
          execFile(
            SPAMASSASSIN,
            ['-L', '-x', '--mbox', '--cf', 'add_header all Tests _TESTSSCORES(,)_', file],
            { maxBuffer: 64 * 1024 * 1024 },
            (error, out, err) => (error && !out ? reject(new Error(`${error.message}\n${err}`)) : resolve(out)),
          ),
        );
      }),
    );
    // SpamAssassin's mbox output need not keep the input's order: messages are told apart by their Message-ID.
    const out = new Map(
      outputs
        .join('')
        .split(/^From [^\n]*\n/m)
        .filter((m) => m.trim())
        .map((m) => [header(m, 'Message-ID'), m] as const),
    );
    return messages.map(({ label, raw }) => {
      const m = out.get(header(raw, 'Message-ID'));
      if (!m) throw new Error(`SpamAssassin did not return the ${label} e-mail`);
      const status = header(m, 'X-Spam-Status');
      return { label, score: Number(/score=(-?[\d.]+)/.exec(status)?.[1] ?? NaN), rules: header(m, 'X-Spam-Tests').replace(/\s+/g, '') };
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The subject as written: its encoded words (RFC 2047, as a subject with non-ASCII letters is sent) decoded. */
function decodedSubject(raw: string): string {
  return header(raw, 'Subject').replace(/(?:=\?utf-8\?[qb]\?[^?]*\?=\s*)+/gi, (run) => {
    // The words' bytes are joined before decoding: a letter may be split between two words.
    const bytes = [...run.matchAll(/=\?utf-8\?([qb])\?([^?]*)\?=/gi)].map(([, kind = '', data = '']) =>
      kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64') : Buffer.from(qp(data.replace(/_/g, ' ')), 'latin1'),
    );
    return Buffer.concat(bytes).toString('utf8') + (/\s$/.test(run) ? ' ' : '');
  });
}

/** The message the peer received for one the app handed to its mailer (same recipient and subject; the newest). */
function receivedFor(message: MailMessage): ReceivedMail {
  const received = peer.received.filter((m) => m.to.includes(message.to.toLowerCase()) && decodedSubject(m.raw) === message.subject).at(-1);
  expect(received, `${message.kind} to ${message.to} reached the SMTP peer`).toBeTruthy();
  expect(header(received!.raw, 'Message-ID'), `${message.kind} has a Message-ID`).toMatch(/^<[^@\s]+@[^@\s]+>$/);
  return received!;
}

/** Words each kind's e-mail has in each language (its own, not the frame's): the English ones as they always were. */
const KEY_PHRASES: Record<MailKind, Record<Language, string>> = {
  'signup.confirm': { en: 'Confirm and sign in', de: 'Bestätigen und anmelden', es: 'Confirmar e iniciar sesión' },
  'signup.account-exists': { en: 'You already have an account', de: 'Sie haben bereits ein Konto', es: 'Ya tiene una cuenta' },
  'sign-in.link': { en: 'Use the button below to sign in to Meridian Health Staffing. No password is needed.', de: 'Ein Passwort ist nicht nötig.', es: 'No necesita contraseña.' },
  'password.reset-code': { en: 'Your password reset code', de: 'Ihr Code zum Zurücksetzen des Passworts', es: 'Su código para restablecer la contraseña' },
  'password.confirm-new': { en: 'Confirm my password', de: 'Mein Passwort bestätigen', es: 'Confirmar mi contraseña' },
  'password.changed': { en: 'Your password was changed', de: 'Ihr Passwort wurde geändert', es: 'Su contraseña se ha cambiado' },
  'account.deletion-agency': { en: 'asked to delete their candidate account on', de: 'asked to delete their candidate account on', es: 'asked to delete their candidate account on' },
  'account.deletion-candidate': { en: 'Your account will be deleted', de: 'Ihr Konto wird gelöscht', es: 'Su cuenta se eliminará' },
  'quick-apply.finish': { en: 'Finish my application', de: 'Meine Bewerbung abschließen', es: 'Terminar mi solicitud' },
  'quick-apply.existing-account': { en: 'Sign in to review it', de: 'Anmelden und prüfen', es: 'Iniciar sesión para revisarla' },
  'application.expiry-reminder': { en: 'Your CCRN certification expires in', de: 'Ihre CCRN-Zertifizierung läuft in', es: 'Su certificación CCRN vence en' },
  'application.expired': { en: 'Your PCCN certification has expired', de: 'Ihre PCCN-Zertifizierung ist abgelaufen', es: 'Su certificación PCCN ha vencido' },
  'support.contact': { en: 'wrote through the contact form of the candidate portal', de: 'wrote through the contact form of the candidate portal', es: 'wrote through the contact form of the candidate portal' },
  'recruiter.chosen': { en: 'chose you as their recruiter', de: 'chose you as their recruiter', es: 'chose you as their recruiter' },
  'job-alerts.confirm': { en: 'Confirm my job alerts', de: 'Meine Jobalarme bestätigen', es: 'Confirmar mis alertas de empleo' },
  'job-alerts.candidate': { en: 'New jobs match your alert: ICU; in TX.', de: 'Neue Stellen passen zu Ihrem Jobalarm: ICU; in TX.', es: 'Hay empleos nuevos que coinciden con su alerta: ICU; en TX.' },
  'job-alerts.public': {
    en: 'New jobs match your alert: Oncology; in OR; nights shifts; from $1,500 a week.',
    de: 'Neue Stellen passen zu Ihrem Jobalarm: Oncology; in OR; Schicht: Nachtdienst; ab 1.500\u00a0$ pro Woche.',
    es: 'Hay empleos nuevos que coinciden con su alerta: Oncology; en OR; turno: noche; desde 1500\u00a0US$ por semana.',
  },
  'reference.request': { en: 'Give a reference', de: 'Referenz geben', es: 'Dar una referencia' },
  'reference.reminder': { en: 'Reminder: a request for a professional reference', de: 'Erinnerung: eine Anfrage für eine berufliche Referenz', es: 'Recordatorio: una solicitud de referencia profesional' },
  'reference.answered': { en: 'declined to give a reference', de: 'möchte keine Referenz geben', es: 'no quiso dar una referencia' },
  'submission.created': { en: 'Your job submission was sent', de: 'Ihre Einreichung für eine Stelle wurde gesendet', es: 'Se envió su postulación a un empleo' },
  'submission.status': { en: 'Travel RN - Telemetry at', de: 'Vorstellungsgespräch', es: 'Entrevista' },
};

/** The frame's own words in each language (mail/layout.ts, mail/texts.ts FRAME_TEXTS). */
const FRAME_PHRASES: Record<Language, string[]> = {
  en: ['You receive this e-mail because', 'Questions? Write to', 'candidate portal:'],
  de: ['Sie erhalten diese E-Mail, weil', 'Fragen? Schreiben Sie an', 'Kandidatenportal von'],
  es: ['Recibe este correo porque', '¿Preguntas? Escriba a', 'Portal de candidatos de'],
};
/** English that must not be left in a German or Spanish e-mail (the agency's data, such as job titles, may be English). */
const ENGLISH = /\b(Hello|You receive this e-mail|Questions\? Write|Your|your|Sign in|Reminder|Confirm|Unsubscribe|Manage your alerts|View and apply|weeks|stipends)\b/;
const isAgency = (kind: MailKind) => (AGENCY_MAIL_KINDS as readonly string[]).includes(kind);
const withoutBrand = (subject: string) => subject.replace(/ \| (Meridian Health Staffing|ABC Care)$/, '');

describe('every e-mail the portal sends', () => {
  it('exists in each language, and nothing is sent that mail/kinds.ts does not know', () => {
    expect(new Set(handed.map((m) => m.kind))).toEqual(new Set(MAIL_KINDS));
    for (const language of LANGUAGES) for (const kind of MAIL_KINDS) expect(sent[language][kind], `${kind} in ${language}`).toBeTruthy();
  });

  it.each(LANGUAGES)("is written in its reader's language (%s); the agency's in English", (language) => {
    for (const kind of MAIL_KINDS) {
      const message = sent[language][kind]!;
      const expected = isAgency(kind) ? 'en' : language;
      const label = `${kind} (${language}): ${message.subject}`;
      expect(message.html, label).toContain(`<html lang="${expected}">`);
      for (const phrase of FRAME_PHRASES[expected]) {
        expect(message.text, label).toContain(phrase);
        expect(message.html, label).toContain(phrase);
      }
      expect(`${message.subject}\n${message.text}`, label).toContain(KEY_PHRASES[kind][language]);
      if (expected === 'en') continue;
      // Nothing of the English e-mail is left: not its subject, not its words.
      const english = sent.en[kind]!;
      expect(withoutBrand(message.subject), label).not.toBe(withoutBrand(english.subject));
      expect(message.text, label).not.toContain(withoutBrand(english.subject));
      expect(ENGLISH.exec(message.text)?.[0], `${label}: English left in the text`).toBeUndefined();
      expect(ENGLISH.exec(message.html.replace(/<[^>]*>/g, ' '))?.[0], `${label}: English left in the HTML`).toBeUndefined();
    }
    expect(shortBrand[language].html).toContain(`<html lang="${language}">`);
  });

  it("dates and money are written the reader's way", () => {
    const day = /\b\d{2}\/\d{2}\/\d{4}\b/;
    expect(sent.en['application.expiry-reminder']!.text).toMatch(day);
    expect(sent.de['application.expiry-reminder']!.text).toMatch(/\b\d{2}\.\d{2}\.\d{4}\b/);
    expect(sent.es['application.expiry-reminder']!.text).toMatch(/vence el \d{2}\/\d{2}\/\d{4}\b/);
    expect(sent.en['job-alerts.public']!.text).toContain('$2,000 a week');
    // Intl keeps the amount and its sign together with a no-break space.
    expect(sent.de['job-alerts.public']!.text).toContain('2.000\u00a0$ pro Woche');
    expect(sent.es['job-alerts.public']!.text).toContain('2000\u00a0US$ por semana');
  });

  it("the referee's link opens the page in the e-mail's language (not part of the secret)", () => {
    for (const language of LANGUAGES) {
      for (const kind of ['reference.request', 'reference.reminder'] as const) {
        const link = /https?:\/\/\S*verify-references\S*/.exec(sent[language][kind]!.text)?.[0] ?? '';
        const url = new URL(link);
        expect(url.searchParams.get('lang'), `${kind} (${language}): ${link}`).toBe(language === 'en' ? null : language);
        expect(url.hash).toMatch(/^#token=[\w-]{40,}$/);
      }
    }
  });

  it.skipIf(skipScoring)('scores below 1.0 in SpamAssassin (local rules), in each language — skipped only when /usr/bin/spamassassin is not installed', async () => {
    expect(haveSpamAssassin, `${SPAMASSASSIN} is missing: apt-get install spamassassin`).toBe(true);
    const messages: Array<{ label: string; raw: string }> = [];
    for (const language of LANGUAGES) {
      for (const kind of MAIL_KINDS) messages.push({ label: `${kind} ${language}`, raw: receivedFor(sent[language][kind]!).raw });
      messages.push({ label: `password.reset-code ${language} (short brand)`, raw: receivedFor(shortBrand[language]).raw });
    }

    // The subject names the brand once.
    for (const { label, raw } of messages) {
      const subject = decodedSubject(raw);
      expect(subject.split(/Meridian Health Staffing|ABC Care/).length - 1, `${label}: ${subject}`).toBe(1);
    }

    const scored = await score(messages);
    console.log(scored.map((s) => `${s.label.padEnd(40)} ${s.score.toFixed(1).padStart(5)}  ${s.rules}`).join('\n'));
    const tooHigh = scored.filter((s) => !(s.score < MAX_SCORE));
    expect(tooHigh, tooHigh.map((s) => `${s.label} scores ${s.score}: ${s.rules}`).join('\n')).toEqual([]);
  }, 120_000);
});

describe('the default sender (MAIL_FROM unset)', () => {
  const fromFor = (PUBLIC_URL: string) => loadConfig({ DATA_DIR: '/tmp/portal-test-unused', JWT_SECRET: 'test-secret-0123456789-0123456789-abcdef', PUBLIC_URL }).mail.from;

  it.each([
    ['https://jobs.meridianhealthstaffing.com', 'no-reply@jobs.meridianhealthstaffing.com'],
    ['https://Jobs.Example.com.:8443/portal', 'no-reply@jobs.example.com'],
    ['http://127.0.0.1:3000', 'no-reply@localhost.localdomain'],
    ['http://203.0.113.7', 'no-reply@localhost.localdomain'],
    ['http://[::1]:3000', 'no-reply@localhost.localdomain'],
    ['http://localhost:3000', 'no-reply@localhost.localdomain'],
    ['http://portal:3000', 'no-reply@localhost.localdomain'],
  ])('for PUBLIC_URL %s is %s, a valid address', (url, expected) => {
    const from = fromFor(url);
    expect(from).toBe(expected);
    expect(z.email().safeParse(from).success).toBe(true);
  });

  it('is MAIL_FROM when set', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/portal-test-unused', JWT_SECRET: 'test-secret-0123456789-0123456789-abcdef', PUBLIC_URL: 'http://127.0.0.1:3000', MAIL_FROM: 'jobs@agency.example.com' });
    expect(config.mail.from).toBe('jobs@agency.example.com');
  });
});
