// The credentialing application on the server (both engines): every section saved and read back, drafts, gates,
// ownership, encryption at rest, submit, UserData, the candidate update and the profile packet.
import { SECTION_KEYS, type SectionKey, type TApplication } from '@portal/shared/application/contract';
import { sampleSectionData } from '@portal/shared/application/samples';
import { sectionByKey } from '@portal/shared/application/sections';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationSections } from '../src/db/schema/index';
import { recordOffer } from '../src/modules/application/service';
import { createTestApp, type TestApp } from './helpers/app';
import { PDF, upload } from './helpers/documents';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';
import { pdfText } from './helpers/pdf';
import { giveCompletedReferences, referenceRequest } from './helpers/reference-factories';

let app: TestApp;
let alice: SignedInCandidate;
let bob: SignedInCandidate;
let fileId: string;

beforeAll(async () => {
  app = await createTestApp();
  alice = await createSignedInCandidate(app, { firstName: 'Alice', lastName: 'Nguyen', specialties: ['PCT/CNA/CMA'] });
  bob = await createSignedInCandidate(app, { firstName: 'Bob', lastName: 'Stone' });
  const res = await app.inject({ method: 'POST', url: '/api/candidate/documents', headers: { ...alice.auth, ...upload('license', 'card.pdf', PDF).headers }, payload: upload('license', 'card.pdf', PDF).payload });
  expect(res.statusCode).toBe(200);
  fileId = res.json().data.id;
});
afterAll(async () => {
  await app?.close();
});

const getApp = async (who: SignedInCandidate): Promise<TApplication> => {
  const res = await app.inject({ method: 'GET', url: '/api/candidate/application', headers: who.auth });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json().data;
};
const save = (who: SignedInCandidate, key: string, body: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/candidate/application/${key}`, headers: who.auth, payload: body });

describe('application sections', () => {
  it('a new application starts at step 0 with every flag false', async () => {
    const a = await getApp(alice);
    expect(a.step).toBe(0);
    expect(a.sections).toEqual({});
    expect(a.offerRecorded).toBe(false);
    // Health status is not due before an offer (domain.md §5): null, neither missing nor done.
    for (const key of SECTION_KEYS) expect(a.applicationDetails[key]).toBe(key === 'healthStatus' ? null : false);
    expect(a.applicationDetails.createdAt).toEqual(expect.any(String));
  });

  it('before an offer, every other section and a CV make the application complete and submittable', async () => {
    const carol = await createSignedInCandidate(app, { firstName: 'Carol', lastName: 'Reyes' });
    const doc = await app.inject({ method: 'POST', url: '/api/candidate/documents', headers: { ...carol.auth, ...upload('license', 'card.pdf', PDF).headers }, payload: upload('license', 'card.pdf', PDF).payload });
    const ownFile = doc.json().data.id as string;
    for (const key of SECTION_KEYS.filter((k) => k !== 'healthStatus')) {
      // The references section is the candidate's references (decision 031): given, not saved.
      if (key === 'profReferences') {
        await giveCompletedReferences(app, carol);
        continue;
      }
      const body: Record<string, unknown> = { data: sampleSectionData(sectionByKey(key), { fileId: ownFile }) };
      if (key === 'backgroundCheck') body.disclosureViewedAt = new Date().toISOString();
      expect((await save(carol, key, body)).statusCode, key).toBe(200);
    }
    const before = await getApp(carol);
    expect(before.applicationDetails.healthStatus).toBeNull();
    expect(before.step).toBe(0);
    expect(before.completeness).toBe(94);
    const resume = await app.inject({ method: 'POST', url: '/api/candidate/documents', headers: { ...carol.auth, ...upload('resume', 'cv.pdf', PDF).headers }, payload: upload('resume', 'cv.pdf', PDF).payload });
    expect(resume.statusCode).toBe(200);
    expect((await getApp(carol)).completeness).toBe(100);
    const submitted = await app.inject({ method: 'POST', url: '/api/candidate/application/submit', headers: carol.auth });
    expect(submitted.statusCode, submitted.body).toBe(200);
    // An offer makes health status due: the step goes there and the profile is incomplete until it is answered.
    await recordOffer(app.db, carol.id);
    const after = await getApp(carol);
    expect(after.applicationDetails.healthStatus).toBe(false);
    expect(after.step).toBe(SECTION_KEYS.indexOf('healthStatus'));
  });

  it('a draft keeps half-filled data and still checks formats', async () => {
    const ok = await save(alice, 'personalInfo', { data: { fName: 'Alice', zip: '787' }, draft: true });
    expect(ok.statusCode).toBe(400);
    expect(ok.json()).toMatchObject({ status: false, message: 'Zip code must be exactly 5 digits.', errors: [{ path: 'zip', message: 'Zip code must be exactly 5 digits.' }] });
    const res = await save(alice, 'personalInfo', { data: { fName: 'Alice', zip: '78701' }, draft: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: 'Data has been saved' });
    const a = await getApp(alice);
    expect(a.sections.personalInfo).toMatchObject({ status: 'draft', data: { fName: 'Alice', zip: '78701' } });
    expect(a.applicationDetails.personalInfo).toBe(false);
    expect(a.step).toBe(0);
  });

  it('a complete save is validated whole with the spec messages', async () => {
    const res = await save(alice, 'personalInfo', { data: { fName: 'Alice', zip: '78701' } });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['lName', 'address', 'phone', 'recruiter', 'specialties', 'salary', 'Regular_Rate']));
    expect(res.json().errors.find((e: { path: string }) => e.path === 'Regular_Rate').message).toBe('Must Be Only Digits');
  });

  it('work history has at most one current job: a complete save with two is a 400 on the second; a draft keeps them', async () => {
    const frank = await createSignedInCandidate(app);
    const work = (sampleSectionData(sectionByKey('workHistory')) as Array<Record<string, unknown>>)[0]!;
    const current = { ...work, current: true, endDate: undefined };
    const data = [{ ...current, startDate: '03/2021' }, { ...work, startDate: '01/2019', endDate: '12/2020', current: false }, { ...current, startDate: '06/2022' }];
    const res = await save(frank, 'workHistory', { data });
    expect(res.statusCode).toBe(400);
    const message = 'Only one job can be your current job. Please answer No here, or on the other current job.';
    expect(res.json()).toMatchObject({ status: false, message, errors: [{ path: '2.current', message }] });
    expect(res.json().errors).toHaveLength(1);
    const german = await app.inject({ method: 'PUT', url: '/api/candidate/application/workHistory', headers: { ...frank.auth, 'accept-language': 'de' }, payload: { data } });
    expect(german.json().errors[0]).toEqual({ path: '2.current', message: 'Nur eine Stelle kann Ihre aktuelle Stelle sein. Bitte antworten Sie hier oder bei der anderen aktuellen Stelle mit Nein.' });
    expect((await save(frank, 'workHistory', { data, draft: true })).statusCode).toBe(200);
    expect((await save(frank, 'workHistory', { data: [data[0], data[1], { ...data[2], current: false, endDate: '12/2022' }] })).statusCode).toBe(200);
    expect((await getApp(frank)).applicationDetails.workHistory).toBe(true);
  });

  it('an unticked policy acceptance keeps the personal section from being complete; a draft may defer it', async () => {
    const erin = await createSignedInCandidate(app, { firstName: 'Erin', lastName: 'Walsh' });
    const data = { ...(sampleSectionData(sectionByKey('personalInfo')) as Record<string, unknown>), DrugFreeEnvironment: false };
    const res = await save(erin, 'personalInfo', { data });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'DrugFreeEnvironment', message: 'Please accept this policy. You may defer it until later in the process.' }]);
    const { DrugFreeEnvironment: _omitted, ...withoutIt } = data;
    expect((await save(erin, 'personalInfo', { data: withoutIt })).statusCode).toBe(400);
    expect((await save(erin, 'personalInfo', { data, draft: true })).statusCode).toBe(200);
    const a = await getApp(erin);
    expect(a.sections.personalInfo).toMatchObject({ status: 'draft' });
    expect(a.applicationDetails.personalInfo).toBe(false);
    expect((await save(erin, 'personalInfo', { data: { ...data, DrugFreeEnvironment: true } })).statusCode).toBe(200);
    expect((await getApp(erin)).applicationDetails.personalInfo).toBe(true);
  });

  it('personal information in parts: the first part is checked with the shared rule alone, the section stays a draft until every part is in', async () => {
    const dana = await createSignedInCandidate(app, { firstName: 'Dana', lastName: 'Price' });
    // What a new CNA knows at once: who they are, how to reach them, their role and the states.
    const first = { fName: 'Dana', lName: 'Price', email: 'dana.price@example.com', phone: '(615)555-0188', address: '12 Elm Street', city: 'Nashville', state: 'TN', zip: '37203', role: 'CNA', otherStates: ['TN'] };
    const missing = await save(dana, 'personalInfo', { data: { fName: 'Dana', salary: '900' }, draft: true, part: 'start' });
    expect(missing.statusCode).toBe(400);
    const errors = Object.fromEntries(missing.json().errors.map((e: { path: string; message: string }) => [e.path, e.message]));
    expect(errors).toEqual({
      lName: 'Please enter your last name.',
      email: 'Please enter an email.',
      phone: 'Phone number must be (123) 456-7890 or (123)456-7890.',
      address: 'Please enter your address.',
      city: 'This field is required.',
      state: 'Please select an option.',
      zip: 'Zip code must be exactly 5 digits.',
      role: 'Please select your role.',
      otherStates: 'Please select at least one state or compact state.',
    });
    // Nothing of the later part (pay, specialties, recruiter, policies) is asked for yet.
    const saved = await save(dana, 'personalInfo', { data: first, draft: true, part: 'start' });
    expect(saved.statusCode, saved.body).toBe(200);
    const a = await getApp(dana);
    expect(a.sections.personalInfo).toMatchObject({ status: 'draft', data: first });
    expect(a.applicationDetails.personalInfo).toBe(false);
    expect(a.step).toBe(0);
    // The later part, as a complete save: the section is complete.
    const rest = { ...(sampleSectionData(sectionByKey('personalInfo')) as Record<string, unknown>), ...first, specialties: ['CNA'], certification: ['BLS', 'CNA'] };
    expect((await save(dana, 'personalInfo', { data: rest, part: 'more' })).statusCode).toBe(200);
    expect((await getApp(dana)).applicationDetails.personalInfo).toBe(true);
  });

  it('a part the section does not have is a 400, in the candidate’s language', async () => {
    const res = await save(alice, 'personalInfo', { data: {}, draft: true, part: 'later' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message: 'This section has no part of that name.' });
    expect((await save(alice, 'education', { data: [], draft: true, part: 'start' })).statusCode).toBe(400);
    const german = await app.inject({ method: 'PUT', url: '/api/candidate/application/personalInfo', headers: { ...alice.auth, 'accept-language': 'de' }, payload: { data: {}, draft: true, part: 'later' } });
    expect(german.json().message).toBe('Diesen Teil gibt es in diesem Abschnitt nicht.');
  });

  it('healthStatus waits for an offer (403), backgroundCheck for the disclosure (403)', async () => {
    const health = await save(alice, 'healthStatus', { data: sampleSectionData(sectionByKey('healthStatus')) });
    expect(health.statusCode).toBe(403);
    expect(health.json().message).toBe('Health questions open after the agency records a job offer for you. Your recruiter will let you know.');
    const bg = await save(alice, 'backgroundCheck', { data: sampleSectionData(sectionByKey('backgroundCheck')), draft: true });
    expect(bg.statusCode).toBe(403);
    expect(bg.json().message).toBe('Please read the background-check disclosure on its own screen first.');
  });

  it('saves and reads back every section; the step follows the first missing one', async () => {
    await recordOffer(app.db, alice.id);
    for (const [index, key] of SECTION_KEYS.entries()) {
      let a: TApplication;
      if (key === 'profReferences') {
        await giveCompletedReferences(app, alice);
        a = await getApp(alice);
      } else {
        const data = sampleSectionData(sectionByKey(key), { fileId });
        const body: Record<string, unknown> = { data };
        if (key === 'backgroundCheck') body.disclosureViewedAt = new Date().toISOString();
        const res = await save(alice, key, body);
        expect(res.statusCode, `${key}: ${res.body}`).toBe(200);
        a = res.json().data;
      }
      expect(a.sections[key]?.status).toBe('complete');
      expect(a.step).toBe(index === SECTION_KEYS.length - 1 ? 0 : index + 1);
    }
    const a = await getApp(alice);
    expect(a.offerRecorded).toBe(true);
    expect(a.disclosureViewedAt).toEqual(expect.any(String));
    for (const key of SECTION_KEYS) expect(a.applicationDetails[key]).toBe(true);
    // Stored as saved (sensitive identifiers masked on the way out).
    // Stored as saved; each entry of a repeating section also has its id (decision 030).
    expect(a.sections.education?.data).toEqual(
      (sampleSectionData(sectionByKey('education'), { fileId }) as object[]).map((entry) => ({ ...entry, _entry: expect.stringMatching(/^[0-9a-f-]{36}$/) })),
    );
    expect(a.sections.formW9?.data).toMatchObject({ tinType: 'ssn', ssn: '***-**-6789' });
    expect(a.sections.backgroundCheck?.data).toMatchObject({ ssn: '***-**-6789', dob: '**/**/2020', driversLicenseNumber: expect.stringMatching(/^\*{4}\w{4}$/), authorization: 'Alex Morgan', authorizationSignedAt: expect.any(String) });
    expect(a.sections.healthStatus?.data).toMatchObject({ mmr: '2 doses' });
    expect(a.completeness).toBe(94);
  });

  it('encrypts sensitive answers at rest; a masked value sent back keeps the stored one', async () => {
    const raw = await app.db.execute(sql`select data::text as data from application_sections where candidate_id = ${alice.id} and section in ('formW9', 'backgroundCheck', 'healthStatus')`);
    const text = (raw as unknown as { rows: Array<{ data: string }> }).rows.map((r) => r.data).join('\n');
    expect(text).not.toContain('123-45-6789');
    expect(text).not.toContain('123456789');
    expect(text).not.toContain('03/15/2020');
    expect(text).not.toContain('2 doses');
    expect(text).toContain('enc:v2:');
    const a = await getApp(alice);
    const resend = await save(alice, 'formW9', { data: a.sections.formW9!.data });
    expect(resend.statusCode).toBe(200);
    const pdf = await app.inject({ method: 'GET', url: '/api/candidate/application/packet.pdf', headers: alice.auth });
    expect(pdf.statusCode).toBe(200);
    // The stored SSN is still the real one (its last four are shown; a masked string stored would show stars twice).
    const [row] = await app.db.select().from(applicationSections).where(and(eq(applicationSections.candidateId, alice.id), eq(applicationSections.section, 'formW9')));
    expect(JSON.stringify(row!.data)).not.toContain('***');
  });

  it('not applicable where the section allows it, refused elsewhere', async () => {
    expect((await save(alice, 'miltaryHistory', { data: null, notApplicable: true })).statusCode).toBe(200);
    expect((await getApp(alice)).sections.miltaryHistory).toMatchObject({ status: 'notApplicable', data: null });
    const refused = await save(alice, 'licenses', { data: null, notApplicable: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This section cannot be marked not applicable.');
  });

  it('an unknown section or a bad body is a 400', async () => {
    expect((await save(alice, 'nope', { data: {} })).statusCode).toBe(400);
    expect((await save(alice, 'licenses', { data: 'x' })).statusCode).toBe(400);
    expect((await save(alice, 'licenses', { data: [{ expiryDate: 'x'.repeat(100_000) }], draft: true })).statusCode).toBe(400);
  });

  it('submits a complete application; an incomplete one names the first missing section', async () => {
    const refused = await app.inject({ method: 'POST', url: '/api/candidate/application/submit', headers: bob.auth });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Please complete the section "Personal information" first.');
    const res = await app.inject({ method: 'POST', url: '/api/candidate/application/submit', headers: alice.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your application has been submitted');
    const submittedAt = res.json().data.submittedAt;
    expect(submittedAt).toEqual(expect.any(String));
    // Editing and submitting again keeps the first submission time.
    expect((await save(alice, 'education', { data: sampleSectionData(sectionByKey('education'), { fileId }) })).statusCode).toBe(200);
    const again = await app.inject({ method: 'POST', url: '/api/candidate/application/submit', headers: alice.auth });
    expect(again.json().data.submittedAt).toBe(submittedAt);
  });
});

describe('background-check disclosure', () => {
  it('is acknowledged on its own call; then the section saves', async () => {
    const dana = await createSignedInCandidate(app);
    const draft = { data: { legalFirstName: 'Dana' }, draft: true };
    expect((await save(dana, 'backgroundCheck', draft)).statusCode).toBe(403);
    const res = await app.inject({ method: 'POST', url: '/api/candidate/application/backgroundCheck/disclosure', headers: dana.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: 'Disclosure acknowledged', data: { disclosureViewedAt: expect.any(String) } });
    const saved = await save(dana, 'backgroundCheck', draft);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.sections.backgroundCheck).toMatchObject({ status: 'draft', data: { legalFirstName: 'Dana' } });
  });
});

describe('ownership', () => {
  it("another candidate sees none of the sections and cannot point at another's document", async () => {
    const b = await getApp(bob);
    expect(b.sections).toEqual({});
    expect(b.documents).toEqual([]);
    const data = sampleSectionData(sectionByKey('licenses'), { fileId });
    const res = await save(bob, 'licenses', { data });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please upload the document again.');
  });
  it('without a session: 401', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/candidate/application' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: '/api/candidate/application/personalInfo', payload: { data: {} } })).statusCode).toBe(401);
  });
});

describe('UserData and the candidate update', () => {
  it('GET /api/candidate/profile answers spec §3 UserData as data.data', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/candidate/profile', headers: alice.auth });
    expect(res.statusCode).toBe(200);
    const data = res.json().data.data;
    expect(data).toMatchObject({ email: alice.email, specialties: ['PCT/CNA/CMA'], skillsChecklist: [], resume: null, firstName: 'Alice' });
    // The references her application's section is made of.
    expect(data.references.map((r: { status: string }) => r.status)).toEqual(['completed', 'completed']);
    for (const key of SECTION_KEYS) expect(data.applicationDetails[key as SectionKey]).toBe(true);
    // The same flags and times as the application call, which reads the sections whole.
    const application = (await app.inject({ method: 'GET', url: '/api/candidate/application', headers: alice.auth })).json().data;
    expect(data.applicationDetails).toEqual(application.applicationDetails);
  });
  it('UserData.references lists the candidate’s references as get-reference does, and only theirs', async () => {
    const dana = await createSignedInCandidate(app, { firstName: 'Dana' });
    const other = await createSignedInCandidate(app);
    const requested = await app.inject({ method: 'POST', url: '/api/reference/add', headers: dana.auth, payload: referenceRequest({ firstName: 'Jo', lastName: 'Park' }) });
    expect(requested.statusCode, requested.body).toBe(201);
    await giveCompletedReferences(app, dana);
    await giveCompletedReferences(app, other);
    const profile = (await app.inject({ method: 'GET', url: '/api/candidate/profile', headers: dana.auth })).json().data.data;
    const listed = (await app.inject({ method: 'GET', url: '/api/reference/get-reference', headers: dana.auth })).json().data;
    expect(profile.references).toHaveLength(3);
    expect(profile.references).toEqual(listed);
    expect(profile.references[0]).toMatchObject({ firstName: 'Jo', lastName: 'Park', status: 'requested' });
    expect(profile.references.map((r: { status: string }) => r.status).filter((s: string) => s === 'completed')).toHaveLength(2);
  });
  it('POST /api/candidate/update replaces the specialties: "updated Successfully"', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/candidate/update',
      headers: alice.auth,
      payload: { email: alice.email, org: 'MHS', specialties: [{ label: 'PCT', value: 'PCT', type: 'Nursing' }, 'CNA', 'PCT'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: 'updated Successfully', data: { specialties: ['PCT', 'CNA'] } });
    const empty = await app.inject({ method: 'POST', url: '/api/candidate/update', headers: alice.auth, payload: { email: alice.email, specialties: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please select at least one specialty.');
    const missing = await app.inject({ method: 'POST', url: '/api/candidate/update', headers: alice.auth, payload: { email: alice.email } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please select at least one specialty.');
    const unknown = await app.inject({ method: 'POST', url: '/api/candidate/update', headers: alice.auth, payload: { specialties: ['Astronaut'] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Please select specialties from the list.');
  });
});

describe('profile packet', () => {
  it('lists the sections and documents with the SSN masked', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/candidate/application/packet.pdf', headers: alice.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Profile packet');
    expect(text).toContain('1. Personal information');
    expect(text).toContain('18. Background check');
    expect(text).toContain('***-**-6789');
    expect(text).not.toContain('123-45-6789');
    expect(text).toContain('card.pdf');
    expect(text).toContain('Health records are kept apart');
    expect(text).not.toContain('2 doses');
  });
});

describe('employment gaps', () => {
  it('offers the gaps over 30 days between education, work and military as gapHistory entries', async () => {
    const carol = await createSignedInCandidate(app);
    const edu = (sampleSectionData(sectionByKey('education')) as Array<Record<string, unknown>>)[0]!;
    const work = (sampleSectionData(sectionByKey('workHistory')) as Array<Record<string, unknown>>)[0]!;
    expect((await save(carol, 'education', { data: [{ ...edu, startDate: '09/2014', endDate: '05/2018' }], draft: true })).statusCode).toBe(200);
    expect(
      (
        await save(carol, 'workHistory', {
          data: [
            { ...work, startDate: '09/2018', endDate: '12/2020', current: false },
            { ...work, startDate: '03/2021', current: true, endDate: undefined },
          ],
        })
      ).statusCode,
    ).toBe(200);
    const gaps = await app.inject({ method: 'GET', url: '/api/candidate/application/gaps', headers: carol.auth });
    expect(gaps.statusCode).toBe(200);
    expect(gaps.json().data).toEqual([
      { startDate: '06/2018', endDate: '08/2018', explanation: '' },
      { startDate: '01/2021', endDate: '02/2021', explanation: '' },
    ]);
    const explained = { startDate: '06/2018', endDate: '08/2018', reason: 'jobSearch', explanation: 'Studied for the NCLEX.' };
    expect((await save(carol, 'gapHistory', { data: [explained], draft: true })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/candidate/application/gaps', headers: carol.auth })).json().data).toEqual([
      { startDate: '01/2021', endDate: '02/2021', explanation: '' },
    ]);
  });
});
