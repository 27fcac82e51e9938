// References the agency can trust: the referee's answer is the agency's (never in the candidate's export, answers or
// events, and an answered reference stays), a candidate cannot be their own referee, the invitation's subject carries
// nothing the candidate typed, and the details a referee vouches for cannot change under an outstanding link. Every
// status change is one guarded statement: parallel calls cannot both land.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateReferences, identities } from '../src/db/schema/index';
import type { RealtimeEvent } from '../src/lib/realtime';
import { createTestApp, type TestApp } from './helpers/app';
import { lastMail, outbox } from './helpers/auth';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';
import { referenceRequest, referenceLinkFor } from './helpers/reference-factories';
import { readZip } from './helpers/zip';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const ANSWER_NOTES = 'Kept a steady hand on the night shift; mentor to four new graduates.';
const ANSWERED_BY = 'Harriet Okonkwo-Vance';
const ANSWERED_TITLE = 'Chief Nursing Officer';
const REFEREE_IP = '203.0.113.77';
const REFEREE_BROWSER = 'RefereeBrowser/9.9 (Referee Desktop)';
const KEPT = 'This reference has been answered, so it stays with your agency and cannot be withdrawn. Please ask the agency if it should be removed.';
const OWN = 'This is your own e-mail address. Please enter the e-mail of your referee.';

const add = (who: SignedInCandidate, body: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/reference/add', headers: { ...who.auth, ...headers }, payload: body });
const put = (who: SignedInCandidate, id: string, body: object) => app.inject({ method: 'PUT', url: `/api/reference/${id}`, headers: who.auth, payload: body });
const withdraw = (who: SignedInCandidate, id: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'DELETE', url: `/api/reference/${id}`, headers: { ...who.auth, ...headers } });
const open = (token: string) => app.inject({ method: 'POST', url: '/api/reference/verify/open', payload: { token } });
const answer = (token: string, extra: object = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/reference/verify',
    remoteAddress: REFEREE_IP,
    headers: { 'user-agent': REFEREE_BROWSER },
    payload: {
      token,
      outcome: 'reference',
      answeredByName: ANSWERED_BY,
      answeredByTitle: ANSWERED_TITLE,
      jobPerformance: 'excellent',
      dependabilityOrAttendanceOrPunctuality: 'poor',
      interpersonalSkillsOrRelationships: 'excellent',
      acceptanceOfSuggestionsAndCriticism: 'good',
      goodCommunicationSkills: 'excellent',
      leadershipSkills: 'fair',
      emotionalStability: 'good',
      enthusiasmTowardJob: 'excellent',
      clinicalCompetency: 'unableToAssess',
      reasonTheEmployeeIsLeavingTheFacility: 'terminated',
      wouldYouHireThisEmployeeAgain: 'no',
      additionalNotes: ANSWER_NOTES,
      ...extra,
    },
  });

const linkFor = (to: string) => referenceLinkFor(app, to);

async function requested(who: SignedInCandidate, overrides: Parameters<typeof referenceRequest>[0] = {}) {
  const body = referenceRequest(overrides);
  const res = await add(who, body);
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data._id as string, email: body.email!, body };
}

async function answered(who: SignedInCandidate, extra: object = {}) {
  const ref = await requested(who);
  const res = await answer(await linkFor(ref.email), extra);
  expect(res.statusCode, res.body).toBe(200);
  return ref;
}

const rowOf = async (id: string) => (await app.db.select().from(candidateReferences).where(eq(candidateReferences.id, id)))[0];

/** Every value of the referee's answer and its audit fields, as stored: none may reach the candidate. */
const AGENCY_ONLY = [
  ANSWER_NOTES,
  ANSWERED_BY,
  ANSWERED_TITLE,
  REFEREE_IP,
  REFEREE_BROWSER,
  'web form (e-mailed link)',
  'unableToAssess',
  'terminated',
  'answered_ip',
  'answered_user_agent',
  'answered_by_name',
  'verified_email',
  'outcome',
  'enc:v1:',
];

describe("the referee's answer is the agency's", () => {
  it('is nowhere in the candidate’s data export, API answers or realtime events: status and contact details only', async () => {
    const who = await createSignedInCandidate(app);
    const events: RealtimeEvent[] = [];
    const stop = await app.realtime.subscribe!(who.id, (event) => events.push(event));
    const ref = await answered(who);
    // The answer really is stored, with the values this test looks for.
    const stored = await rowOf(ref.id);
    expect(stored).toMatchObject({ status: 'completed', outcome: 'reference', answeredByName: ANSWERED_BY, answeredIp: REFEREE_IP, answeredUserAgent: REFEREE_BROWSER });

    const res = await app.inject({ method: 'GET', url: '/api/account/export', headers: who.auth });
    expect(res.statusCode, res.body).toBe(200);
    const text = readZip(res.rawPayload).get('data.json')!.toString('utf8');
    const rows = (JSON.parse(text) as { tables: Record<string, Record<string, unknown>[]> }).tables.candidate_references!;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: ref.id, status: 'completed', email: ref.email, first_name: 'Dana', last_name: 'Whitfield', phone: ref.body.phone });
    for (const value of AGENCY_ONLY) expect(text, value).not.toContain(value);
    for (const key of ['answer', 'outcome', 'answered_ip', 'answered_user_agent', 'answered_by_name', 'answered_by_title', 'answer_method', 'verified_email']) {
      expect(rows[0], key).not.toHaveProperty(key);
    }

    // The candidate's calls that list references: the references page, UserData, the dashboard and the application
    // (its references section is the same list).
    for (const url of ['/api/reference/get-reference', '/api/candidate/profile', '/api/candidate/dash', '/api/candidate/application']) {
      const body = (await app.inject({ url, headers: who.auth })).body;
      expect(body, url).toContain(ref.id);
      for (const value of AGENCY_ONLY.filter((v) => v !== 'outcome')) expect(body, `${url}: ${value}`).not.toContain(value);
    }
    // Realtime: which reference changed, nothing of the answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await stop();
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event).toEqual({ type: 'reference.updated', referenceId: ref.id });
  });

  it('keeps an answered reference: the candidate cannot withdraw it (clear message, en/de/es) and the row survives', async () => {
    const who = await createSignedInCandidate(app);
    const completed = await answered(who);
    const declined = await answered(who, { outcome: 'declined', declineReason: 'Company policy' });
    for (const ref of [completed, declined]) {
      const refused = await withdraw(who, ref.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(KEPT);
      expect(await rowOf(ref.id)).toBeTruthy();
    }
    expect((await withdraw(who, completed.id, { 'accept-language': 'de' })).json().message).toMatch(/^Diese Referenz wurde beantwortet/);
    expect((await withdraw(who, completed.id, { 'accept-language': 'es' })).json().message).toMatch(/^Esta referencia ya fue respondida/);
    expect((await rowOf(completed.id))!.answeredIp).toBe(REFEREE_IP);
    // Another candidate still gets 404, and an unanswered reference can still be withdrawn.
    const other = await createSignedInCandidate(app);
    expect((await withdraw(other, completed.id)).statusCode).toBe(404);
    const pending = await requested(who);
    expect((await withdraw(who, pending.id)).statusCode).toBe(200);
    expect(await rowOf(pending.id)).toBeUndefined();
  });

  it('a withdrawal racing the referee’s answer: either the answer lands and the reference stays, or the link is gone', async () => {
    const who = await createSignedInCandidate(app);
    for (let i = 0; i < 4; i++) {
      const ref = await requested(who);
      const token = await linkFor(ref.email);
      const [answerRes, withdrawRes] = await Promise.all([answer(token), withdraw(who, ref.id)]);
      const row = await rowOf(ref.id);
      if (answerRes.statusCode === 200) {
        expect(withdrawRes.statusCode).toBe(409);
        expect(row?.status).toBe('completed');
      } else {
        expect(answerRes.statusCode).toBe(410);
        expect(withdrawRes.statusCode).toBe(200);
        expect(row).toBeUndefined();
      }
    }
  });
});

describe('a candidate is not their own referee', () => {
  it('refuses the account’s e-mail and a linked sign-in’s e-mail, compared case-insensitively and normalised', async () => {
    const who = await createSignedInCandidate(app, { email: `own-${Date.now()}@example.com` });
    await app.db.insert(identities).values({ orgId: who.orgId, candidateId: who.id, provider: 'google', subject: `sub-${who.id}`, email: 'casey.jordan.rn@gmail.com' });
    for (const email of [who.email.toUpperCase(), `  ${who.email}  `, who.email.replace('@', '+ref@'), 'Casey.Jordan.RN@gmail.com', 'caseyjordanrn+refs@googlemail.com']) {
      const res = await add(who, referenceRequest({ email }));
      expect(res.statusCode, email).toBe(400);
      expect(res.json().message).toBe(OWN);
    }
    expect((await add(who, referenceRequest({ email: who.email }), { 'accept-language': 'de' })).json().message).toMatch(/^Das ist Ihre eigene E-Mail-Adresse/);
    expect((await add(who, referenceRequest({ email: who.email }), { 'accept-language': 'es' })).json().message).toMatch(/^Esta es su propia dirección/);
    // Nor by changing an existing request to the own address.
    const ref = await requested(who);
    const changed = await put(who, ref.id, { ...ref.body, email: who.email });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe(OWN);
    expect((await rowOf(ref.id))!.email).toBe(ref.email);
    expect(await outbox(app, who.email)).toHaveLength(0);
  });
});

describe('the invitation e-mail', () => {
  it('carries no text the candidate typed in its subject', async () => {
    const who = await createSignedInCandidate(app, { firstName: 'Alice', lastName: 'paypal.com Urgent. Verify at evil.com' });
    const ref = await requested(who);
    const token = await linkFor(ref.email);
    const mail = await lastMail(app, ref.email);
    expect(mail.subject).toBe('A request for a professional reference | Meridian Health Staffing');
    // The name in the body and on the referee's page keeps only what the name rule allows: no web address.
    for (const part of [mail.subject, mail.text, mail.html, (await open(token)).body]) expect(part).not.toMatch(/paypal\.com|evil\.com/);
  });
});

describe('details cannot change under an outstanding link', () => {
  it('a change of what the referee vouches for voids the link and sends a new one', async () => {
    const who = await createSignedInCandidate(app);
    const changes: Array<Record<string, string>> = [
      { companyName: 'Lakeside Regional' },
      { referenceType: 'Coworker' },
      { referenceIsOrWasMy: 'Coworker' },
      { referenceJobTitleWhenWorkingWithMe: 'Staff Nurse' },
    ];
    for (const change of changes) {
      const ref = await requested(who);
      const old = await linkFor(ref.email);
      expect((await open(old)).statusCode).toBe(200);
      const res = await put(who, ref.id, { ...ref.body, ...change });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.status).toBe('requested');
      const fresh = await linkFor(ref.email);
      expect(await outbox(app, ref.email), JSON.stringify(change)).toHaveLength(2);
      expect(fresh).not.toBe(old);
      expect((await open(old)).statusCode).toBe(410);
      expect((await answer(old)).statusCode).toBe(410);
      const invitation = await open(fresh);
      expect(invitation.statusCode).toBe(200);
      expect((await answer(fresh)).statusCode).toBe(200);
      expect(await rowOf(ref.id)).toMatchObject({ status: 'completed' });
    }
  });

  it('a change of anything else keeps the link (no new e-mail)', async () => {
    const who = await createSignedInCandidate(app);
    const ref = await requested(who);
    const token = await linkFor(ref.email);
    expect((await put(who, ref.id, { ...ref.body, city: 'Broken Arrow', phone: '(918)555-0199' })).statusCode).toBe(200);
    await app.queue.runDue();
    expect(await outbox(app, ref.email)).toHaveLength(1);
    expect((await answer(token)).statusCode).toBe(200);
  });
});

describe('every status change is one guarded statement', () => {
  it('of two parallel answers to one link exactly one lands', async () => {
    const who = await createSignedInCandidate(app);
    const ref = await requested(who);
    const token = await linkFor(ref.email);
    const results = await Promise.all([answer(token, { answeredByName: 'First Referee' }), answer(token, { answeredByName: 'Second Referee', outcome: 'declined' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 410]);
    const winner = results.findIndex((r) => r.statusCode === 200);
    expect((await rowOf(ref.id))!.answeredByName).toBe(winner === 0 ? 'First Referee' : 'Second Referee');
  });

  it('an edit racing the answer: never an answer to details it was not given for', async () => {
    const who = await createSignedInCandidate(app);
    for (let i = 0; i < 3; i++) {
      const ref = await requested(who);
      const token = await linkFor(ref.email);
      const [answerRes, editRes] = await Promise.all([answer(token), put(who, ref.id, { ...ref.body, companyName: 'Changed Company' })]);
      const row = (await rowOf(ref.id))!;
      if (answerRes.statusCode === 200) {
        expect(editRes.statusCode).toBe(409);
        expect(row).toMatchObject({ status: 'completed', companyName: ref.body.companyName });
      } else {
        expect(answerRes.statusCode).toBe(410);
        expect(editRes.statusCode).toBe(200);
        expect(row).toMatchObject({ status: 'requested', companyName: 'Changed Company', outcome: null });
      }
    }
  });
});
