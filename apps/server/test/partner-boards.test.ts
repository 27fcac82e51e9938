// A partner board's candidates (decision 034): every e-mail of an organisation links to pages in its own brand, a
// reset or sign-in link asked for on the agency's page still reaches a partner's candidate (and says where to go),
// the page's answer is the same for every address, and no brand is taken from the Host header.
import { sampleSectionData } from '@portal/shared/application/samples';
import { sectionByKey } from '@portal/shared/application/sections';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { candidates } from '../src/db/schema/index';
import { MAIL_KINDS, type MailKind } from '../src/mail/kinds';
import { hashPassword } from '../src/modules/auth/passwords';
import { runMatching } from '../src/modules/job-emails/alerts';
import { upsertRecruiter } from '../src/modules/recruiters/repository';
import type { MailMessage } from '../src/plugins/mail';
import { createTestApp, type TestApp } from './helpers/app';
import { freshEmail, PASSWORD, post } from './helpers/auth';
import { createSignedInCandidate } from './helpers/factories';
import { createJob } from './helpers/job-factories';
import { giveCompletedReferences, referenceLinkFor, referenceRequest } from './helpers/reference-factories';
import { setSubmissionStatus } from '../src/modules/jobs/submissions';

const PUBLIC_URL = 'https://portal.test';
const TLC = 'TLC Nursing Careers';
const MAIN = 'Meridian Health Staffing';
const DAY = 86_400_000;

let app: TestApp;
/** Every message the app handed to its mailer, in order. */
const handed: MailMessage[] = [];

beforeAll(async () => {
  app = await createTestApp({ emailDeliverability: 'syntax', authRateLimitScale: 50, publicUrl: PUBLIC_URL });
  await upsertRecruiter(app.db, 'TLC', { name: 'Toni Lane', email: 'toni.lane@tlcjobs.com', phone: '(214) 555-0101', specialties: ['CNA'], states: ['TX'] });
  const { mailer } = app;
  const send = mailer.send.bind(mailer);
  const enqueue = mailer.enqueue.bind(mailer);
  // Pass-through: the app sends as always; the test keeps a copy with its kind.
  vi.spyOn(mailer, 'send').mockImplementation(async (message) => {
    handed.push(message);
    return send(message);
  });
  vi.spyOn(mailer, 'enqueue').mockImplementation(async (message, options) => {
    handed.push(message);
    return enqueue(message, options);
  });
}, 60_000);
afterAll(() => app?.close());

const json = (method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = '10.30.0.1') =>
  app.inject({ method, url, payload, headers, remoteAddress });
const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
  const done = await res;
  expect(done.statusCode, done.body).toBeLessThan(300);
};
const deliver = async (now = new Date()) => {
  await app.mailer.idle();
  await app.queue.runDue({ now });
  await app.mailer.idle();
};
const mmddyyyy = (d: Date) => `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;

async function tlcCandidateWithPassword(fields: Parameters<typeof createSignedInCandidate>[1] = {}) {
  const who = await createSignedInCandidate(app, { firstName: 'Casey', lastName: 'Jordan', orgCode: 'TLC', ...fields });
  await app.db.update(candidates).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(candidates.id, who.id));
  return who;
}

async function quickApply(email: string, ip: string) {
  const started = await json('POST', '/api/quick/application', { firstName: 'Quinn', lastName: 'Applicant', email, phone: '(615) 555-0101', zip: '75201', role: 'CNA', specialties: ['CNA'], states: ['TX'], org: 'TLC' }, {}, ip);
  expect(started.statusCode, started.body).toBe(200);
  await ok(app.inject({ method: 'POST', url: '/api/quick/application/finish', headers: { 'x-quick-draft': started.json().data.draft }, payload: { skipChecklist: true }, remoteAddress: ip }));
}

const criteria = { compactState: false, shift: 'any', minWeeklyPay: null, durationMin: null, durationMax: null };

/** One way to make the portal send each kind for TLC Nursing Careers (a kind added to mail/kinds.ts needs one here). */
const TRIGGERS: Record<MailKind, () => Promise<void>> = {
  'signup.confirm': () => ok(json('POST', '/api/auth/register', { firstName: 'Sky', lastName: 'Nguyen', email: freshEmail('sky'), password: PASSWORD, reTypePassword: PASSWORD, org: 'TLC' })),
  'signup.account-exists': async () => {
    const who = await tlcCandidateWithPassword();
    await ok(json('POST', '/api/auth/register', { firstName: 'Sky', lastName: 'Nguyen', email: who.email, password: PASSWORD, reTypePassword: PASSWORD, org: 'TLC' }));
  },
  'sign-in.link': async () => ok(json('POST', '/api/auth/login', { email: (await tlcCandidateWithPassword()).email, type: 'magic', org: 'TLC' })),
  'password.reset-code': async () => ok(json('POST', '/api/auth/reset-password', { email: (await tlcCandidateWithPassword()).email, org: 'TLC' })),
  'password.confirm-new': async () => {
    const who = await createSignedInCandidate(app, { orgCode: 'TLC' });
    await ok(json('POST', '/api/auth/change-password', { newPassword: 'First123!', reTypePassword: 'First123!' }, who.auth));
  },
  'password.changed': async () => {
    const who = await tlcCandidateWithPassword();
    await ok(json('POST', '/api/auth/change-password', { oldPassword: PASSWORD, newPassword: 'Newer123!', reTypePassword: 'Newer123!' }, who.auth));
  },
  'account.deletion-candidate': async () => {
    const who = await tlcCandidateWithPassword();
    await ok(json('POST', '/api/account/delete', { confirm: 'DELETE', password: PASSWORD }, who.auth));
  },
  'account.deletion-agency': async () => {
    const who = await tlcCandidateWithPassword();
    await ok(json('POST', '/api/account/delete', { confirm: 'DELETE', password: PASSWORD }, who.auth));
  },
  'quick-apply.finish': () => quickApply(freshEmail('quinn'), '10.31.0.1'),
  'quick-apply.existing-account': async () => quickApply((await tlcCandidateWithPassword()).email, '10.31.0.2'),
  'application.expiry-reminder': async () => {
    const who = await createSignedInCandidate(app, { firstName: 'Dana', orgCode: 'TLC' });
    const expiry = new Date(Math.floor((Date.now() + 90 * DAY) / DAY) * DAY);
    const entry = { ...(sampleSectionData(sectionByKey('boardCert')) as Array<Record<string, unknown>>)[0], name: 'CCRN', expiryDate: mmddyyyy(expiry) };
    await ok(json('PUT', '/api/candidate/application/boardCert', { data: [entry] }, who.auth));
    await deliver(new Date(expiry.getTime() - 30 * DAY + 15 * 3_600_000));
  },
  'application.expired': async () => {
    const who = await createSignedInCandidate(app, { firstName: 'Dana', orgCode: 'TLC' });
    const expired = new Date(Math.floor((Date.now() - 2 * DAY) / DAY) * DAY);
    const entry = { ...(sampleSectionData(sectionByKey('boardCert')) as Array<Record<string, unknown>>)[0], name: 'PCCN', status: 'Expired', expiryDate: mmddyyyy(expired) };
    await ok(json('PUT', '/api/candidate/application/boardCert', { data: [entry] }, who.auth));
    await deliver(new Date(Date.now() + 60_000));
  },
  'support.contact': () =>
    ok(json('POST', '/api/support/contact', { fullName: 'Maria Lopez', email: 'maria.lopez@example.com', description: 'How do I add a second reference to my application?', phone: '(404) 555-0100', org: 'TLC' })),
  'recruiter.chosen': async () => {
    const who = await createSignedInCandidate(app, { firstName: 'Dana', lastName: 'Whitfield', orgCode: 'TLC' });
    const list = (await app.inject({ method: 'GET', url: '/api/auth/recruiters/TLC', headers: who.auth })).json().data as { recruiters: Array<{ id: string }> };
    await ok(json('POST', '/api/candidate/recruiter', { recruiterId: list.recruiters[0]!.id, org: 'TLC' }, who.auth));
  },
  'job-alerts.confirm': () => ok(json('POST', '/api/subcribe', { email: 'pat.public@example.com', states: ['OR'], specialties: ['Oncology'], frequency: 'instant', org: 'TLC', ...criteria })),
  'job-alerts.public': async () => {
    await deliver();
    const confirm = handed.find((m) => m.kind === 'job-alerts.confirm');
    const token = decodeURIComponent(/\/subcribe\?token=([\w%-]+)/.exec(confirm?.text ?? '')?.[1] ?? '');
    await ok(json('POST', '/api/subcribe/confirm', { token }));
    for (let i = 0; i < 3; i++) await createJob(app, 'TLC', { state: 'OR', submodality: 'Oncology', positionName: `Travel RN - Oncology ${i + 1}`, city: 'Portland', zip: '97201' });
    await runMatching(app);
  },
  'job-alerts.candidate': async () => {
    const who = await createSignedInCandidate(app, { orgCode: 'TLC' });
    await ok(json('PUT', '/api/candidate/subscription', { states: ['TX'], specialties: ['ICU'], frequency: 'daily', active: true, ...criteria }, who.auth));
    for (let i = 0; i < 3; i++) await createJob(app, 'TLC', { state: 'TX', submodality: 'ICU', positionName: `Travel RN - ICU ${i + 1}`, city: 'Houston', zip: '77030' });
    await runMatching(app);
  },
  'reference.request': async () => {
    const who = await createSignedInCandidate(app, { firstName: 'Alice', lastName: 'Moreno', orgCode: 'TLC' });
    await ok(json('POST', '/api/reference/add', referenceRequest({ email: 'dana.whitfield@example.com' }), who.auth));
  },
  'reference.reminder': () => deliver(new Date(Date.now() + 3 * DAY + 60_000)),
  'reference.answered': async () => {
    const who = await createSignedInCandidate(app, { firstName: 'Alice', lastName: 'Moreno', orgCode: 'TLC' });
    const referee = `dana.whitfield.${who.id.slice(0, 8)}@example.com`;
    await ok(json('POST', '/api/reference/add', referenceRequest({ email: referee }), who.auth));
    const token = await referenceLinkFor(app, referee);
    await ok(json('POST', '/api/reference/verify', { token, outcome: 'declined', answeredByName: 'Dana Whitfield', answeredByTitle: 'Nurse Manager' }));
  },
  'submission.created': async () => {
    const who = await createSignedInCandidate(app, { firstName: 'Alice', lastName: 'Moreno', orgCode: 'TLC' });
    await giveCompletedReferences(app, who);
    const job = await createJob(app, 'TLC', { positionName: 'Travel RN - Med-Surg' });
    await ok(json('POST', '/api/candidate/submission/add', [{ jobId: job.id }], who.auth));
  },
  'submission.status': async () => {
    const who = await createSignedInCandidate(app, { firstName: 'Alice', lastName: 'Moreno', orgCode: 'TLC' });
    await giveCompletedReferences(app, who);
    const job = await createJob(app, 'TLC', { positionName: 'Travel RN - Telemetry' });
    const sent = await json('POST', '/api/candidate/submission/add', [{ jobId: job.id }], who.auth);
    await setSubmissionStatus(app.db, async () => {}, sent.json().data[0]._id as string, 'interview');
  },
};

/** Every address of the portal in a message's text part. */
const portalLinks = (text: string) => [...new Set(text.match(new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}[^\\s)]*`, 'g')) ?? [])];

/** The organisation name of the page a link opens: the app's brand for its place, or a server page's own words. */
async function brandNameOfPage(link: string): Promise<string> {
  const url = new URL(link);
  const place = `${url.pathname}${url.search}`;
  if (url.pathname.startsWith('/api/')) {
    const page = await app.inject({ method: 'GET', url: place });
    expect(page.statusCode, place).toBe(200);
    return [TLC, MAIN].find((name) => page.body.includes(name)) ?? '(no brand)';
  }
  const identity = await app.inject({ method: 'GET', url: `/api/identity?path=${encodeURIComponent(place)}` });
  return (identity.json().data.result.meta as { name: string }).name;
}

describe('every e-mail of a partner organisation opens pages in its brand (decision 034)', () => {
  it.each(MAIL_KINDS.map((kind) => [kind]))('%s', async (kind) => {
    // The reminder follows the request of the kind before it; public alerts follow the confirmation.
    await TRIGGERS[kind]();
    await deliver();
    const messages = handed.filter((m) => m.kind === kind);
    expect(messages.length, `no ${kind} e-mail`).toBeGreaterThan(0);
    const message = messages.at(-1)!;
    expect(message.fromName).toBe(TLC);
    const links = portalLinks(message.text);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(await brandNameOfPage(link), `${kind}: ${link}`).toBe(TLC);
  });
});

describe("a partner's candidate on the agency's pages", () => {
  it('a reset asked on the agency page reaches the owner, names the board, and its code works there; the answer is the same for every address', async () => {
    const who = await tlcCandidateWithPassword();
    const unknown = freshEmail('nobody');
    const mine = await post(app, '/api/auth/reset-password', { email: who.email });
    const nobody = await post(app, '/api/auth/reset-password', { email: unknown });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toBe(nobody.body);
    await deliver();
    const mail = handed.filter((m) => m.kind === 'password.reset-code' && m.to === who.email).at(-1);
    expect(mail, 'no reset e-mail to the partner candidate').toBeDefined();
    expect(mail!.fromName).toBe(TLC);
    expect(mail!.text).toContain(`on the ${MAIN} page, but the account of this e-mail address is with ${TLC}`);
    const link = portalLinks(mail!.text).find((l) => l.includes('/auth/reset-password/enter-code'));
    expect(link).toBeDefined();
    expect(new URL(link!).searchParams.get('board')).toBe('tlcjobs');
    expect(await brandNameOfPage(link!)).toBe(TLC);
    expect(handed.some((m) => m.to === unknown)).toBe(false);
    // The code works on the board's page (the TLC organisation), not on the agency's.
    const code = /^(\d{6})$/m.exec(mail!.text)![1]!;
    const verified = await post(app, '/api/auth/reset-password-verify', { email: who.email, otp: code, code: 'TLC' });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('a sign-in link asked on the agency page reaches the owner in its own brand, and signs in to the partner account', async () => {
    const who = await tlcCandidateWithPassword();
    const mine = await post(app, '/api/auth/login', { type: 'magic', email: who.email });
    const nobody = await post(app, '/api/auth/login', { type: 'magic', email: freshEmail('nobody') });
    expect(mine.body).toBe(nobody.body);
    await deliver();
    const mail = handed.filter((m) => m.kind === 'sign-in.link' && m.to === who.email).at(-1);
    expect(mail?.fromName).toBe(TLC);
    const link = portalLinks(mail!.text).find((l) => l.includes('magic='))!;
    expect(new URL(link).pathname).toBe('/auth/login/tlcjobs');
    const token = new URL(link).searchParams.get('magic')!;
    const session = await post(app, '/api/auth/login', { type: 'magic', token });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().data).toMatchObject({ org: 'TLC', board: 'tlcjobs' });
  });

  it("an account of the agency itself gets only the agency's own code", async () => {
    const email = freshEmail('both');
    await createSignedInCandidate(app, { email, orgCode: 'MHS' });
    await createSignedInCandidate(app, { email, orgCode: 'TLC' });
    await post(app, '/api/auth/reset-password', { email });
    await deliver();
    const mails = handed.filter((m) => m.kind === 'password.reset-code' && m.to === email);
    expect(mails.map((m) => m.fromName)).toEqual([MAIN]);
  });

  it('a wrong password on the agency page answers the same whether the address is a partner account or nobody', async () => {
    const who = await tlcCandidateWithPassword();
    const right = await post(app, '/api/auth/login', { type: 'login', email: who.email, password: PASSWORD });
    const nobody = await post(app, '/api/auth/login', { type: 'login', email: freshEmail('nobody'), password: PASSWORD });
    expect(right.statusCode).toBe(400);
    expect(right.body).toBe(nobody.body);
  });

  it('the sign-in answer and the session brand name the board the device goes back to', async () => {
    const who = await tlcCandidateWithPassword();
    const res = await post(app, '/api/auth/login', { type: 'login', email: who.email, password: PASSWORD, org: 'TLC' });
    expect(res.json().data.board).toBe('tlcjobs');
    const brand = await app.inject({ method: 'GET', url: '/api/profile/brand', headers: { authorization: `Bearer ${res.json().data.token as string}` } });
    expect(brand.json().data).toMatchObject({ board: 'tlcjobs', brand: { name: TLC } });
    const main = await createSignedInCandidate(app);
    const mainBrand = await app.inject({ method: 'GET', url: '/api/profile/brand', headers: main.auth });
    expect(mainBrand.json().data.board).toBeNull();
  });

  it('lists the partner boards for the agency sign-in page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/identity/boards' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.boards).toContainEqual(expect.objectContaining({ board: 'tlcjobs', name: TLC, code: 'TLC' }));
  });
});

describe('the brand of a place', () => {
  it('comes from the board in the path or the board parameter, never from the Host header', async () => {
    const name = async (path: string, host?: string) =>
      (await app.inject({ method: 'GET', url: `/api/identity?path=${encodeURIComponent(path)}`, headers: host ? { host } : {} })).json().data.result.meta.name as string;
    expect(await name('/verify-references?board=tlcjobs')).toBe(TLC);
    expect(await name('/unsubscribe?token=x&board=tlcjobs')).toBe(TLC);
    expect(await name('/auth/login/tlcjobs')).toBe(TLC);
    expect(await name('/unsubscribe?board=nosuchboard')).toBe(MAIN);
    expect(await name('/auth/login', 'tlcjobs.com')).toBe(MAIN);
    expect(await name('/auth/login', 'tlcjobs')).toBe(MAIN);
  });

  it("e-mailed links are built on PUBLIC_URL whatever Host the request named", async () => {
    const who = await tlcCandidateWithPassword();
    await post(app, '/api/auth/reset-password', { email: who.email, org: 'TLC' }, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    await deliver();
    const mail = handed.filter((m) => m.to === who.email).at(-1)!;
    expect(mail.text).not.toContain('evil.example');
    expect(portalLinks(mail.text).length).toBeGreaterThan(0);
  });
});
