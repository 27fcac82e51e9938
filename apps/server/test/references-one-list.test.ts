// References are entered once (decision 031): the application's references section is the candidate's references as
// the References feature keeps them. One list and one rule: a candidate whose referees answered submits the
// application without typing them again; a referee asked from either place shows in both with its status (never the
// answers); the section, the dashboard's kept progress and the job gate read the same rows; referees kept in the
// section's old list move to References as drafts (no e-mail on the candidate's behalf); an answer taken by phone
// completes a reference. On the embedded database, or on PostgreSQL with TEST_DATABASE_URL.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SECTION_KEYS, type TApplication } from '@portal/shared/application/contract';
import { sampleSectionData } from '@portal/shared/application/samples';
import { sectionByKey } from '@portal/shared/application/sections';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/db/client';
import { applicationSections, applications, candidateReferences } from '../src/db/schema/index';
import { renderReferencePdf } from '../src/modules/references/pdf';
import { recordPhoneAnswer } from '../src/modules/references/phone';
import { createTestApp, type TestApp } from './helpers/app';
import { outbox } from './helpers/auth';
import { PDF, upload } from './helpers/documents';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';
import { createJob } from './helpers/job-factories';
import { pdfText } from './helpers/pdf';
import { referenceLinkFor, referenceRequest } from './helpers/reference-factories';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const add = (who: SignedInCandidate, body: object) => app.inject({ method: 'POST', url: '/api/reference/add', headers: who.auth, payload: body });
const applicationOf = async (who: SignedInCandidate): Promise<TApplication> => (await app.inject({ url: '/api/candidate/application', headers: who.auth })).json().data;
const submitApplication = (who: SignedInCandidate) => app.inject({ method: 'POST', url: '/api/candidate/application/submit', headers: who.auth });
const save = (who: SignedInCandidate, key: string, body: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/candidate/application/${key}`, headers: who.auth, payload: body });
const answerByLink = async (email: string) => {
  const token = await referenceLinkFor(app, email);
  const res = await app.inject({
    method: 'POST',
    url: '/api/reference/verify',
    payload: { token, ...PHONE_ANSWER, answeredByName: 'Dana Whitfield', answeredByTitle: 'Nurse Manager' },
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** Twelve answers of a reference: the referee's page and a phone call take the same. */
const PHONE_ANSWER = {
  outcome: 'reference',
  answeredByName: 'Priya Natarajan',
  answeredByTitle: 'Charge Nurse',
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
  additionalNotes: 'Steady on nights; the unit asked for her back.',
};

/** Every section but the references section complete (health status waits for an offer), and a CV. */
async function everyOtherSection(who: SignedInCandidate) {
  const body = upload('license', 'card.pdf', PDF);
  const doc = await app.inject({ method: 'POST', url: '/api/candidate/documents', headers: { ...who.auth, ...body.headers }, payload: body.payload });
  const fileId = doc.json().data.id as string;
  for (const key of SECTION_KEYS.filter((k) => k !== 'healthStatus' && k !== 'profReferences')) {
    const payload: Record<string, unknown> = { data: sampleSectionData(sectionByKey(key), { fileId }) };
    if (key === 'backgroundCheck') payload.disclosureViewedAt = new Date().toISOString();
    expect((await save(who, key, payload)).statusCode, key).toBe(200);
  }
}

describe('one list of referees', () => {
  it('a candidate whose two referees (one a Manager) answered completes the references section and submits without typing them again', async () => {
    const who = await createSignedInCandidate(app);
    await everyOtherSection(who);
    const refused = await submitApplication(who);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Please complete the section "Professional references" first.');

    const manager = referenceRequest({ referenceType: 'Manager' });
    const charge = referenceRequest({ referenceType: 'Charge Nurse', referenceIsOrWasMy: 'Charge nurse', firstName: 'Luis', lastName: 'Ortega' });
    expect((await add(who, manager)).statusCode).toBe(201);
    expect((await add(who, charge)).statusCode).toBe(201);
    await answerByLink(manager.email!);
    await answerByLink(charge.email!);

    const application = await applicationOf(who);
    expect(application.applicationDetails.profReferences).toBe(true);
    expect(application.sections.profReferences).toMatchObject({ status: 'complete' });
    const listed = application.sections.profReferences!.data as Array<Record<string, unknown>>;
    expect(listed.map((r) => [r.firstName, r.status])).toEqual([
      ['Dana', 'completed'],
      ['Luis', 'completed'],
    ]);
    const submitted = await submitApplication(who);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().message).toBe('Your application has been submitted');
    // The same rows open job submissions.
    const job = await createJob(app);
    const applied = await app.inject({ method: 'POST', url: '/api/candidate/submission/add', headers: who.auth, payload: [{ jobId: job.id }] });
    expect(applied.statusCode, applied.body).toBeLessThan(300);
  });

  it('a referee asked in either place is one record: the section lists it with its status and never the answers', async () => {
    const who = await createSignedInCandidate(app);
    const body = referenceRequest({ firstName: 'Marisol', lastName: 'Vega' });
    const created = await add(who, body);
    const id = created.json().data._id as string;
    let section = (await applicationOf(who)).sections.profReferences!;
    expect(section.status).toBe('draft');
    expect(section.data).toEqual([expect.objectContaining({ _id: id, firstName: 'Marisol', status: 'requested', email: body.email })]);
    await answerByLink(body.email!);
    section = (await applicationOf(who)).sections.profReferences!;
    expect(section.data).toEqual([expect.objectContaining({ _id: id, status: 'completed', answeredAt: expect.any(String) })]);
    const text = JSON.stringify(section);
    for (const agencyOnly of ['Steady on nights', 'Dana Whitfield', 'excellent', 'contractEnded', 'web form']) expect(text).not.toContain(agencyOnly);
    // The references page lists the same record.
    const page = (await app.inject({ url: '/api/reference/get-reference', headers: who.auth })).json().data;
    expect(page.map((r: { _id: string }) => r._id)).toEqual([id]);
    // Nothing is saved through the section route: one way in.
    const put = await save(who, 'profReferences', { data: sampleSectionData(sectionByKey('profReferences')) });
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toBe('Your referees are kept in one list: add or change them in this step of the application or on the References page.');
    expect(put.json().code).toBe('REFERENCES_LIST');
    const de = await app.inject({ method: 'PUT', url: '/api/candidate/application/profReferences', headers: { ...who.auth, 'accept-language': 'de' }, payload: { data: [] } });
    expect(de.json().message).toMatch(/^Ihre Referenzpersonen stehen in einer einzigen Liste/);
  });

  it('the section is the candidate’s part (2 asked, one a Manager); the job gate waits for the answers; drafts and refusals do not count', async () => {
    const who = await createSignedInCandidate(app);
    const job = await createJob(app);
    const apply = () => app.inject({ method: 'POST', url: '/api/candidate/submission/add', headers: who.auth, payload: [{ jobId: job.id }] });
    expect((await add(who, referenceRequest({ referenceType: 'Coworker', referenceIsOrWasMy: 'Coworker' }))).statusCode).toBe(201);
    expect((await add(who, referenceRequest({ referenceType: 'Supervisor', contactMethod: 'phone', email: '' }))).statusCode).toBe(201);
    // Two asked but no Manager: not yet.
    expect((await applicationOf(who)).applicationDetails.profReferences).toBe(false);
    const manager = referenceRequest({ referenceType: 'Manager' });
    expect((await add(who, manager)).statusCode).toBe(201);
    const application = await applicationOf(who);
    expect(application.applicationDetails.profReferences).toBe(true);
    // The dashboard's kept progress (the database's copy of the rule) says the same.
    const [kept] = await app.db.select({ step: applications.step, completeness: applications.completeness }).from(applications).where(eq(applications.candidateId, who.id));
    expect(kept).toEqual({ step: application.step, completeness: application.completeness });
    // Nobody answered: applying is refused with what is missing.
    const refused = await apply();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You need 2 more completed references, one of them from a Manager, before you can apply for jobs.');

    // The Manager declines: the section is missing again, in both places.
    const token = await referenceLinkFor(app, manager.email!);
    const declined = await app.inject({ method: 'POST', url: '/api/reference/verify', payload: { token, outcome: 'declined', answeredByName: 'Dana Whitfield', answeredByTitle: 'Nurse Manager' } });
    expect(declined.statusCode).toBe(200);
    const after = await applicationOf(who);
    expect(after.applicationDetails.profReferences).toBe(false);
    const [keptAfter] = await app.db.select({ step: applications.step }).from(applications).where(eq(applications.candidateId, who.id));
    expect(keptAfter!.step).toBe(after.step);
  });
});

describe('referees kept in the section before it shared the list', () => {
  it('move to References as drafts (nothing e-mailed); a draft is sent when the candidate checks it, and only then counts', async () => {
    const who = await createSignedInCandidate(app);
    const legacy = [
      { name: 'Renee Caldwell', title: 'Nurse Manager', company: 'Riverbend Care Center', relationship: 'Manager', phone: '(918) 555-0142', email: 'Renee.Caldwell@Example.com', from: '03/2021', to: '06/2024' },
      { name: 'Tom', title: 'RN', company: 'Mercy West', relationship: 'Colleague', phone: '(918)5550199', from: '01/2020' },
      { name: '', phone: '' },
    ];
    // As before the migration: the section's own list, saved complete.
    await app.db.insert(applicationSections).values({ candidateId: who.id, section: 'profReferences', status: 'complete', data: legacy });
    const statements = readFileSync(path.join(MIGRATIONS_DIR, '0025_references_one_list.sql'), 'utf8').split('--> statement-breakpoint');
    for (const statement of statements.filter((s) => /INSERT INTO "candidate_references"|DELETE FROM "application_sections"/.test(s))) await app.db.execute(sql.raw(statement));

    const rows = await app.db.select().from(candidateReferences).where(eq(candidateReferences.candidateId, who.id)).orderBy(candidateReferences.firstName);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      status: 'draft',
      origin: 'application',
      orgId: who.orgId,
      firstName: 'Renee',
      lastName: 'Caldwell',
      contactMethod: 'email',
      email: 'renee.caldwell@example.com',
      phone: '(918)555-0142',
      referenceType: 'Manager',
      referenceIsOrWasMy: 'Nurse manager',
      workTogetherFrom: '2021-03',
      workTogetherTo: '2024-06',
      jobTitle: 'Nurse Manager',
      companyName: 'Riverbend Care Center',
      tokenHash: null,
      linkExpiresAt: null,
    });
    expect(rows[1]).toMatchObject({ status: 'draft', firstName: 'Tom', lastName: '', contactMethod: 'phone', phone: '(918)555-0199', referenceType: 'Coworker', workTogetherTo: '' });
    expect(await app.db.select().from(applicationSections).where(and(eq(applicationSections.candidateId, who.id), eq(applicationSections.section, 'profReferences')))).toEqual([]);
    await app.queue.runDue();
    expect(await outbox(app, 'renee.caldwell@example.com')).toEqual([]);

    // Shown with their status; a draft is no request yet.
    const section = (await applicationOf(who)).sections.profReferences!;
    expect(section.status).toBe('draft');
    expect((section.data as Array<{ status: string }>).map((r) => r.status)).toEqual(['draft', 'draft']);
    const renee = rows[0]!;
    const resend = await app.inject({ method: 'POST', url: `/api/reference/${renee.id}/resend`, headers: who.auth });
    expect(resend.statusCode).toBe(400);
    expect(resend.json().message).toBe('This referee has not been sent a request yet. Check the details and send it with Update.');
    // The candidate fills in what the section did not ask and sends it.
    const sent = await app.inject({
      method: 'PUT',
      url: `/api/reference/${renee.id}`,
      headers: who.auth,
      payload: referenceRequest({ firstName: 'Renee', lastName: 'Caldwell', email: 'renee.caldwell@example.com', referenceJobTitleWhenWorkingWithMe: 'Nurse Manager' }),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.status).toBe('requested');
    expect(await referenceLinkFor(app, 'renee.caldwell@example.com')).toMatch(/^[\w-]{43,}$/);
    // A draft can be withdrawn.
    expect((await app.inject({ method: 'DELETE', url: `/api/reference/${rows[1]!.id}`, headers: who.auth })).statusCode).toBe(200);
  });
});

describe('an answer taken by phone', () => {
  it('completes the reference for the rule; the candidate sees only that it is complete; the agency PDF says who took it and when', async () => {
    const who = await createSignedInCandidate(app);
    const byPhone = await add(who, referenceRequest({ firstName: 'Priya', lastName: 'Natarajan', referenceType: 'Manager', contactMethod: 'phone', email: '' }));
    const emailed = referenceRequest({ referenceType: 'Charge Nurse', referenceIsOrWasMy: 'Charge nurse' });
    const second = await add(who, emailed);
    const phoneId = byPhone.json().data._id as string;
    const emailedId = second.json().data._id as string;
    expect((await app.inject({ url: '/api/reference/status', headers: who.auth })).json().data).toMatchObject({ completed: 0, meetsRule: false });

    const recorded = await recordPhoneAnswer(app.db, app.config.secrets, { referenceId: phoneId, recordedBy: 'Jamie Rivera', answer: PHONE_ANSWER });
    expect(recorded).toMatchObject({ id: phoneId, candidateId: who.id, status: 'completed' });
    // The e-mailed referee was reached by phone too: the answer spends the link sent to them.
    const token = await referenceLinkFor(app, emailed.email!);
    await recordPhoneAnswer(app.db, app.config.secrets, { referenceId: emailedId, recordedBy: 'Jamie Rivera', answer: { ...PHONE_ANSWER, outcome: 'datesOnly', employedFrom: '2020-01-06', employedTo: '2023-12-29' } });
    const late = await app.inject({ method: 'POST', url: '/api/reference/verify', payload: { token, ...PHONE_ANSWER } });
    expect(late.statusCode).toBe(410);

    const status = (await app.inject({ url: '/api/reference/status', headers: who.auth })).json().data;
    expect(status).toMatchObject({ completed: 2, managerCompleted: true, meetsRule: true });
    expect((await applicationOf(who)).applicationDetails.profReferences).toBe(true);
    for (const url of ['/api/reference/get-reference', '/api/candidate/application', '/api/candidate/profile', '/api/candidate/dash']) {
      const body = (await app.inject({ url, headers: who.auth })).body;
      expect(body, url).toContain(phoneId);
      for (const agencyOnly of ['Jamie Rivera', 'Steady on nights', 'phone call', 'recordedBy', 'recordedAt', 'answeredByName', 'answerMethod']) {
        expect(body, `${url}: ${agencyOnly}`).not.toContain(agencyOnly);
      }
    }
    const listed = (await app.inject({ url: '/api/reference/get-reference', headers: who.auth })).json().data.find((r: { _id: string }) => r._id === phoneId);
    expect(listed).toMatchObject({ status: 'completed', answeredAt: recorded.recordedAt.toISOString() });

    const { pdf } = await renderReferencePdf(app.db, app.config.secrets, phoneId);
    const text = await pdfText(pdf);
    expect(text).toContain(`Taken by phone: recorded by Jamie Rivera at ${recorded.recordedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`);
    expect(text).toContain('Phone call (taken by the agency)');
    expect(text).toContain('Steady on nights');

    // One answer per request, and bad input is said plainly.
    await expect(recordPhoneAnswer(app.db, app.config.secrets, { referenceId: phoneId, recordedBy: 'Jamie Rivera', answer: PHONE_ANSWER })).rejects.toMatchObject({
      statusCode: 409,
      message: 'This reference has already been answered.',
    });
    const third = (await add(who, referenceRequest({ contactMethod: 'phone', email: '' }))).json().data._id as string;
    await expect(recordPhoneAnswer(app.db, app.config.secrets, { referenceId: third, recordedBy: ' ', answer: PHONE_ANSWER })).rejects.toMatchObject({
      statusCode: 400,
      message: 'Please give the name of the person who took the answer.',
    });
    await expect(recordPhoneAnswer(app.db, app.config.secrets, { referenceId: third, recordedBy: 'Jamie Rivera', answer: { ...PHONE_ANSWER, jobPerformance: undefined } })).rejects.toMatchObject({
      statusCode: 400,
      message: 'jobPerformance: Please select a rating for job performance.',
    });
    await expect(recordPhoneAnswer(app.db, app.config.secrets, { referenceId: '00000000-0000-4000-8000-000000000000', recordedBy: 'Jamie Rivera', answer: PHONE_ANSWER })).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
