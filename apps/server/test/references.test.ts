// References: the candidate's requests (ownership, validation), the referee's single-use link (replay, expiry, parallel
// use, revocation on resend and on a fixed address), the rule that gates job submissions, renewal, the dashboard part
// and the agency's PDF.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateReferences, organizations } from '../src/db/schema/index';
import { renderReferencePdf } from '../src/modules/references/pdf';
import { createTestApp, type TestApp } from './helpers/app';
import { lastMail, outbox } from './helpers/auth';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';
import { createJob } from './helpers/job-factories';
import { pdfText } from './helpers/pdf';
import { giveCompletedReferences, referenceRequest, referenceLinkFor } from './helpers/reference-factories';
import { dashboardData } from '../src/modules/dashboard/service';

let app: TestApp;
let alice: SignedInCandidate;
let bob: SignedInCandidate;
let partner: SignedInCandidate;

beforeAll(async () => {
  app = await createTestApp();
  alice = await createSignedInCandidate(app, { firstName: 'Alice', lastName: 'Moreno' });
  bob = await createSignedInCandidate(app);
  partner = await createSignedInCandidate(app, { orgCode: 'TLC' });
});
afterAll(() => app.close());

const add = (who: SignedInCandidate, body: object) => app.inject({ method: 'POST', url: '/api/reference/add', headers: who.auth, payload: body });
const list = async (who: SignedInCandidate) => (await app.inject({ url: '/api/reference/get-reference', headers: who.auth })).json().data as Array<Record<string, unknown>>;
const open = (token: string) => app.inject({ method: 'POST', url: '/api/reference/verify/open', payload: { token } });
const answer = (token: string, extra: object = {}) => app.inject({ method: 'POST', url: '/api/reference/verify', payload: { ...fullAnswer(token), ...extra } });

function fullAnswer(token: string) {
  return {
    token,
    outcome: 'reference',
    answeredByName: 'Dana Whitfield',
    answeredByTitle: 'Nurse Manager',
    jobPerformance: 'excellent',
    dependabilityOrAttendanceOrPunctuality: 'good',
    interpersonalSkillsOrRelationships: 'excellent',
    acceptanceOfSuggestionsAndCriticism: 'good',
    goodCommunicationSkills: 'excellent',
    leadershipSkills: 'fair',
    emotionalStability: 'good',
    enthusiasmTowardJob: 'excellent',
    clinicalCompetency: 'excellent',
    reasonTheEmployeeIsLeavingTheFacility: 'contractEnded',
    wouldYouHireThisEmployeeAgain: 'yes',
    additionalNotes: 'Calm under pressure; trusted with new graduates.',
  };
}

/** Runs the queued e-mails and returns the link token in the newest e-mail to `to`. */
const linkFor = (to: string) => referenceLinkFor(app, to);

async function requested(who: SignedInCandidate, overrides: Parameters<typeof referenceRequest>[0] = {}) {
  const body = referenceRequest(overrides);
  const res = await add(who, body);
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data._id as string, email: body.email!, body };
}

describe('requesting a reference', () => {
  it('stores every field, e-mails the referee a branded request with a link, and lists it as requested', async () => {
    const res = await add(alice, referenceRequest({ email: 'dana.whitfield@example.com', currentCompanyName: 'St. Mary Hospital', specificAreaOfExpertise: 'ICU', currentJobTitle: 'Director' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Your reference request has been sent.');
    expect(res.json().data).toMatchObject({ status: 'requested', referenceType: 'Manager', workTogetherFrom: '2021-03', currentCompanyName: 'St. Mary Hospital', needsRenewal: false });

    const token = await linkFor('dana.whitfield@example.com');
    expect(token.length).toBeGreaterThanOrEqual(43);
    const mail = await lastMail(app, 'dana.whitfield@example.com');
    expect(mail.subject).toBe('A request for a professional reference | Meridian Health Staffing');
    expect(mail.from).toContain('Meridian Health Staffing');
    expect(mail.html).toContain('/verify-references#token=');
    // Only the hash is stored.
    const [row] = await app.db.select().from(candidateReferences).where(eq(candidateReferences.id, res.json().data._id));
    expect(row!.tokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);

    const refs = await list(alice);
    expect(refs.map((r) => r.status)).toContain('requested');
    expect(refs.find((r) => r._id === row!.id)!.sentAt).toBeTruthy();
  });

  it('answers the spec messages: phone forms, e-mail needed for e-mail contact, job title and company limits', async () => {
    const bad = async (overrides: object) => (await add(bob, { ...referenceRequest(), ...overrides })).json();
    expect((await bad({ phone: '918-555-01' })).message).toBe('Phone number is not valid.');
    expect((await bad({ workPhone: '9185550142' })).message).toBe('Phone number is not valid.');
    expect((await add(bob, referenceRequest({ phone: '918-555-0142', workPhone: '(918)555-0100' }))).statusCode).toBe(201);
    expect((await bad({ contactMethod: 'email', email: '' })).message).toBe('Please enter an email.');
    expect((await bad({ contactMethod: 'both', email: 'nope' })).message).toBe('Please enter a valid email.');
    expect((await bad({ contactMethod: 'phone', phone: '' })).message).toBe('Please enter a phone number.');
    expect((await bad({ referenceJobTitleWhenWorkingWithMe: 'x'.repeat(21) })).message).toBe('Job title must be at most 20 characters.');
    expect((await bad({ companyName: 'x'.repeat(51) })).message).toBe('Company name must be at most 50 characters.');
    expect((await bad({ referenceType: 'Boss' })).message).toBe('Please select the reference type.');
    expect((await bad({ workTogetherFrom: '2024-01', workTogetherTo: '2023-01' })).message).toBe('The end must not be before the start.');
    expect((await bad({ salutation: undefined })).message).toBe('Please select a salutation.');
    for (const body of [null, [], 'x', { firstName: 'x'.repeat(10_000) }]) {
      const res = await app.inject({ method: 'POST', url: '/api/reference/add', headers: { ...bob.auth, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    // A phone-only referee gets no e-mail.
    const phoneOnly = await add(bob, referenceRequest({ contactMethod: 'phone', email: '' }));
    expect(phoneOnly.statusCode).toBe(201);
    expect(phoneOnly.json().data.sentAt).toBeNull();
    // Objects for months (spec §3: objects in some forms).
    const objects = await add(bob, referenceRequest({ workTogetherFrom: { month: 2, year: 2020 }, workTogetherTo: '06/2022' } as never));
    expect(objects.json().data).toMatchObject({ workTogetherFrom: '2020-02', workTogetherTo: '2022-06' });
  });

  it("takes a current manager: 'worked together to' may be present; the referee's page and the agency PDF say so", async () => {
    const { id, email } = await requested(alice, { firstName: 'Casey', lastName: 'Nguyen', workTogetherFrom: '2022-05', workTogetherTo: 'present' });
    expect((await list(alice)).find((r) => r._id === id)).toMatchObject({ workTogetherFrom: '2022-05', workTogetherTo: 'present' });
    const token = await linkFor(email);
    const invitation = await open(token);
    expect(invitation.statusCode, invitation.body).toBe(200);
    expect(invitation.json().data).toMatchObject({ workTogetherFrom: '2022-05', workTogetherTo: 'present' });
    await answer(token);
    const text = await pdfText((await renderReferencePdf(app.db, app.config.secrets, id)).pdf);
    expect(text).toContain('2022-05 to present');
    // Only the end may be "present", and any other word is still not a month.
    const bad = async (overrides: object) => (await add(alice, { ...referenceRequest(), ...overrides })).json().message;
    expect(await bad({ workTogetherFrom: 'present' })).toBe('Please enter a month as YYYY-MM.');
    expect(await bad({ workTogetherTo: 'now' })).toBe('Please enter a month as YYYY-MM.');
    expect(await bad({ workTogetherTo: '' })).toBe('Please enter when you stopped working together.');
  });

  it('keeps references to their candidate: another candidate or organisation gets 404 and sees nothing', async () => {
    const { id } = await requested(alice);
    expect((await list(bob)).some((r) => r._id === id)).toBe(false);
    expect((await list(partner)).some((r) => r._id === id)).toBe(false);
    for (const who of [bob, partner]) {
      expect((await app.inject({ method: 'PUT', url: `/api/reference/${id}`, headers: who.auth, payload: referenceRequest() })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: `/api/reference/${id}/resend`, headers: who.auth })).statusCode).toBe(404);
      expect((await app.inject({ method: 'DELETE', url: `/api/reference/${id}`, headers: who.auth })).statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'DELETE', url: '/api/reference/not-a-uuid', headers: alice.auth })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/reference/get-reference' })).statusCode).toBe(401);
    // Still there for Alice, and she can withdraw it.
    expect((await list(alice)).some((r) => r._id === id)).toBe(true);
    const withdrawn = await app.inject({ method: 'DELETE', url: `/api/reference/${id}`, headers: alice.auth });
    expect(withdrawn.json()).toEqual({ status: true, message: 'Item has been removed' });
    expect((await list(alice)).some((r) => r._id === id)).toBe(false);
  });
});

describe("the referee's single-use link", () => {
  it('opens (status opened), takes one answer (completed), and refuses a replay; the candidate never sees the answers', async () => {
    const { id, email } = await requested(alice);
    const token = await linkFor(email);
    const invitation = await open(token);
    expect(invitation.statusCode).toBe(200);
    expect(invitation.json().data).toMatchObject({ candidateName: 'Alice Moreno', agency: 'Meridian Health Staffing', refereeName: 'Ms. Dana Whitfield' });
    expect((await list(alice)).find((r) => r._id === id)!.status).toBe('opened');

    // A missing rating is refused with its select message and spends nothing.
    const missing = await answer(token, { clinicalCompetency: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please select a rating for clinical competency.');

    const first = await answer(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Thank you. Your answer has been recorded.');
    const replay = await answer(token);
    expect(replay.statusCode).toBe(410);
    expect(replay.json().message).toBe('This link has expired or has already been used. Ask the candidate to send a new request.');
    expect((await open(token)).statusCode).toBe(410);

    const raw = await app.inject({ url: '/api/reference/get-reference', headers: alice.auth });
    const mine = raw.json().data.find((r: { _id: string }) => r._id === id);
    expect(mine).toMatchObject({ status: 'completed', linkExpiresAt: null });
    expect(raw.body).not.toContain('Calm under pressure');
    expect(raw.body).not.toContain('excellent');
    // Stored encrypted, with the audit fields.
    const [row] = await app.db.select().from(candidateReferences).where(eq(candidateReferences.id, id));
    expect(row!.answer).toMatch(/^enc:v2:[0-9a-f]{8}:/);
    expect(row).toMatchObject({ answeredByName: 'Dana Whitfield', verifiedEmail: email, outcome: 'reference' });
    // An answered reference can no longer be edited or resent.
    expect((await app.inject({ method: 'PUT', url: `/api/reference/${id}`, headers: alice.auth, payload: referenceRequest() })).statusCode).toBe(409);
    expect((await app.inject({ method: 'POST', url: `/api/reference/${id}/resend`, headers: alice.auth })).statusCode).toBe(409);
  });

  it('lets exactly one of many parallel answers land', async () => {
    const { id, email } = await requested(alice);
    const token = await linkFor(email);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => answer(token, { answeredByName: `Parallel ${i}` })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 410)).toHaveLength(11);
    const [row] = await app.db.select().from(candidateReferences).where(eq(candidateReferences.id, id));
    expect(row!.answeredByName).toBe(results.findIndex((r) => r.statusCode === 200) >= 0 ? `Parallel ${results.findIndex((r) => r.statusCode === 200)}` : '');
  });

  it('expires: an old link is refused and the reference shows expired', async () => {
    const { id, email } = await requested(alice);
    const token = await linkFor(email);
    await app.db.update(candidateReferences).set({ linkExpiresAt: new Date(Date.now() - 1000) }).where(eq(candidateReferences.id, id));
    expect((await open(token)).statusCode).toBe(410);
    expect((await answer(token)).statusCode).toBe(410);
    expect((await list(alice)).find((r) => r._id === id)!.status).toBe('expired');
    // Resending makes a fresh link.
    const resent = await app.inject({ method: 'POST', url: `/api/reference/${id}/resend`, headers: alice.auth });
    expect(resent.json()).toMatchObject({ message: 'Email sent', data: { status: 'requested' } });
    const fresh = await linkFor(email);
    expect(fresh).not.toBe(token);
    expect((await answer(fresh, { outcome: 'datesOnly', employedFrom: '2021-03-01', employedTo: '2024-06-30' })).statusCode).toBe(200);
    expect((await list(alice)).find((r) => r._id === id)!.status).toBe('completed');
  });

  it('voids the old link on resend and when a bounced address is fixed', async () => {
    const { id, email, body } = await requested(alice);
    const first = await linkFor(email);
    await app.inject({ method: 'POST', url: `/api/reference/${id}/resend`, headers: alice.auth });
    const second = await linkFor(email);
    expect(second).not.toBe(first);
    expect((await open(first)).statusCode).toBe(410);
    expect((await open(second)).statusCode).toBe(200);

    const fixed = 'dana.fixed@example.com';
    const put = await app.inject({ method: 'PUT', url: `/api/reference/${id}`, headers: alice.auth, payload: { ...body, email: fixed } });
    expect(put.statusCode).toBe(200);
    expect(put.json().message).toBe('Data has been updated');
    const third = await linkFor(fixed);
    expect((await open(second)).statusCode).toBe(410);
    expect((await answer(second)).statusCode).toBe(410);
    expect((await answer(third, { outcome: 'declined', declineReason: 'Company policy' })).statusCode).toBe(200);
    expect((await list(alice)).find((r) => r._id === id)!.status).toBe('declined');
  });

  it('refuses nonsense tokens and bodies with a 4xx', async () => {
    for (const payload of [{}, { token: '' }, { token: 'x'.repeat(500) }, { token: 'abc' }, { token: 5 }]) {
      const res = await app.inject({ method: 'POST', url: '/api/reference/verify/open', payload });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const res = await app.inject({ method: 'POST', url: '/api/reference/verify', payload: { token: 'abc', outcome: 'maybe' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('the rule that gates applying', () => {
  it('refuses a submission until 2 references are completed, one from a Manager, saying what is missing', async () => {
    const carol = await createSignedInCandidate(app);
    const job = await createJob(app);
    const submit = () => app.inject({ method: 'POST', url: '/api/candidate/submission/add', headers: carol.auth, payload: [{ jobId: job.id }] });
    const refused = await submit();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You need 2 more completed references, one of them from a Manager, before you can apply for jobs.');
    const status = (await app.inject({ url: '/api/reference/status', headers: carol.auth })).json().data;
    expect(status).toMatchObject({ completed: 0, meetsRule: false, ruleEnabled: true });

    const nurse = await requested(carol, { referenceType: 'Charge Nurse' });
    await answer(await linkFor(nurse.email));
    expect((await submit()).json().message).toBe('You need 1 more completed reference from a Manager before you can apply for jobs.');
    const coworker = await requested(carol, { referenceType: 'Coworker' });
    await answer(await linkFor(coworker.email));
    expect((await submit()).json().message).toBe('You need a completed reference from a Manager before you can apply for jobs.');
    const manager = await requested(carol, { referenceType: 'Manager' });
    await answer(await linkFor(manager.email));
    expect((await submit()).statusCode).toBe(201);
  });

  it('does not count a declined answer, and can be turned off per organisation', async () => {
    const dan = await createSignedInCandidate(app, { orgCode: 'TLC' });
    const job = await createJob(app, 'TLC');
    const m = await requested(dan);
    await answer(await linkFor(m.email), { outcome: 'declined' });
    const submit = () => app.inject({ method: 'POST', url: '/api/candidate/submission/add', headers: dan.auth, payload: [{ jobId: job.id }] });
    expect((await submit()).statusCode).toBe(403);
    await app.db.update(organizations).set({ referencesRule: false }).where(eq(organizations.code, 'TLC'));
    try {
      expect((await app.inject({ url: '/api/reference/status', headers: dan.auth })).json().data).toMatchObject({ meetsRule: true, ruleEnabled: false });
      expect((await submit()).statusCode).toBe(201);
    } finally {
      await app.db.update(organizations).set({ referencesRule: true }).where(eq(organizations.code, 'TLC'));
    }
  });

  it('flags references older than 24 months for renewal, and they no longer count', async () => {
    const erin = await createSignedInCandidate(app);
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - 25);
    await giveCompletedReferences(app, erin, { answeredAt: old });
    const refs = await list(erin);
    expect(refs.map((r) => r.needsRenewal)).toEqual([true, true]);
    const status = (await app.inject({ url: '/api/reference/status', headers: erin.auth })).json().data;
    expect(status).toMatchObject({ completed: 0, meetsRule: false });
    const fresh = await createSignedInCandidate(app);
    await giveCompletedReferences(app, fresh);
    expect((await app.inject({ url: '/api/reference/status', headers: fresh.auth })).json().data).toMatchObject({ completed: 2, managerCompleted: true, meetsRule: true, missing: '' });
  });
});

describe('dashboard and agency PDF', () => {
  it('serves refStatus and referenceEntry through the dashboard source', async () => {
    const frank = await createSignedInCandidate(app);
    await requested(frank, { firstName: 'Pat', lastName: 'Lee', referenceType: 'Supervisor' });
    const merged = await dashboardData(app, { id: frank.id, orgId: frank.orgId });
    expect(merged.referenceEntry).toEqual([expect.objectContaining({ name: 'Ms. Pat Lee', referenceType: 'Supervisor', status: 'requested' })]);
    expect(merged.refStatus).toMatchObject({ completed: 0, awaiting: 1, meetsRule: false });
  });

  it('renders a completed reference with its answers and audit fields', async () => {
    const { id, email } = await requested(alice, { firstName: 'Robin', lastName: 'Hart' });
    await answer(await linkFor(email));
    const { pdf, filename } = await renderReferencePdf(app.db, app.config.secrets, id);
    expect(filename).toMatch(/^reference-hart-/);
    const text = await pdfText(pdf);
    for (const part of ['Professional reference', 'Ms. Robin Hart', 'Clinical competency', 'Excellent', 'Contract or assignment ended', 'Calm under pressure', 'Completed by', 'Dana Whitfield, Nurse Manager', email, 'Answered at']) {
      expect(text).toContain(part);
    }
    const unanswered = await requested(alice);
    await expect(renderReferencePdf(app.db, app.config.secrets, unanswered.id)).rejects.toThrow('not been answered');
  });

  it('the referee e-mails are idempotent per task: running the queue again sends nothing more', async () => {
    const { email } = await requested(bob);
    await app.queue.runDue();
    await app.queue.runDue();
    expect(await outbox(app, email)).toHaveLength(1);
  });
});
