// The readiness meter (decision 037): one call per page of jobs says what the candidate still needs for each, with the
// rule of packages/shared (its table-driven test is domain/readiness.test.ts); "jobs I'm ready for" pages and counts
// only the jobs the meter calls ready; the references part is the submission gate's own rule.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationSections, applications, candidateChecklists, skillChecklists } from '../src/db/schema/index';
import { seedSkills } from '../src/seed/skills';
import { createTestApp, type TestApp } from './helpers/app';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';
import { createJob } from './helpers/job-factories';
import { giveCompletedReferences } from './helpers/reference-factories';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  // The catalogue's checklists (ICU RN, medical assistant, ...): what a specialty's checklist is looked up in.
  await seedSkills(app.db);
});
afterAll(() => app.close());

type Todo = { kind: string; link: string } & Record<string, unknown>;
type Meter = { jobId: string; ready: boolean; todo: Todo[] };

const readiness = async (who: SignedInCandidate, jobIds: string[]) => {
  const res = await app.inject({ method: 'POST', url: '/api/jobs/readiness', headers: who.auth, payload: { jobIds } });
  expect(res.statusCode).toBe(200);
  return res.json().data as Meter[];
};
const kinds = (meter: Meter | undefined) => meter?.todo.map((t) => t.kind);

const licence = (overrides: Record<string, unknown> = {}) => ({
  type: 'RN',
  state: 'TX',
  number: 'RN-448812',
  multistate: false,
  expiryDate: '01/31/2029',
  status: 'Active',
  encumbered: false,
  ...overrides,
});

async function giveLicences(who: SignedInCandidate, entries: object[]) {
  await app.db.insert(applications).values({ candidateId: who.id }).onConflictDoNothing();
  await app.db.delete(applicationSections).where(and(eq(applicationSections.candidateId, who.id), eq(applicationSections.section, 'licenses')));
  await app.db.insert(applicationSections).values({ candidateId: who.id, section: 'licenses', status: 'complete', data: entries });
}

async function submitApplication(who: SignedInCandidate) {
  await app.db.insert(applications).values({ candidateId: who.id, submittedAt: new Date() }).onConflictDoUpdate({ target: applications.candidateId, set: { submittedAt: new Date() } });
}

async function completeChecklist(who: SignedInCandidate, slug: string) {
  const [checklist] = await app.db.select({ id: skillChecklists.id }).from(skillChecklists).where(eq(skillChecklists.slug, slug)).limit(1);
  await app.db.insert(candidateChecklists).values({
    candidateId: who.id,
    orgId: who.orgId,
    checklistId: checklist!.id,
    slug,
    status: 'completed',
    completedAt: new Date(),
    expiresAt: new Date(Date.now() + 365 * 86_400_000),
  });
}

/** A candidate with everything an ICU job in Texas asks for. */
async function readyCandidate() {
  const who = await createSignedInCandidate(app);
  await giveLicences(who, [licence()]);
  await completeChecklist(who, 'icu-rn');
  await giveCompletedReferences(app, who);
  await submitApplication(who);
  return who;
}

describe('POST /api/jobs/readiness', () => {
  it('tells a new candidate, in one call for the page, what each job still needs, each with the place to fix it', async () => {
    const who = await createSignedInCandidate(app);
    const icu = await createJob(app, 'MHS', { submodality: 'ICU', state: 'TX' });
    const assistant = await createJob(app, 'MHS', { submodality: 'Medical Assistant', modality: 'Allied', state: 'FL' });
    const foreign = await createJob(app, 'TLC');
    const meters = await readiness(who, [assistant.id, icu.id, foreign.id, 'not-a-job']);
    // In the order asked; another organisation's job and a malformed id are left out.
    expect(meters.map((m) => m.jobId)).toEqual([assistant.id, icu.id]);
    expect(kinds(meters[1])).toEqual(['licence', 'checklist', 'references', 'application']);
    expect(meters[1]!.todo[0]).toEqual({ kind: 'licence', types: ['RN'], state: 'TX', compact: true, link: '/application?step=5' });
    expect(meters[1]!.todo[1]).toMatchObject({ kind: 'checklist', specialty: 'ICU', link: '/skills/checklist/test?name=icu-rn' });
    // A medical assistant's credential is not a state licence.
    expect(kinds(meters[0])).toEqual(['checklist', 'references', 'application']);
    expect(meters.every((m) => !m.ready)).toBe(true);
  });

  it('says "ready" once everything is in, and names what expires before the start date', async () => {
    const who = await readyCandidate();
    const soon = await createJob(app, 'MHS', { state: 'TX', estimatedStartDate: '2028-06-01' });
    const late = await createJob(app, 'MHS', { state: 'TX', estimatedStartDate: '2029-03-01' });
    const [ready, expiring] = await readiness(who, [soon.id, late.id]);
    expect(ready).toEqual({ jobId: soon.id, ready: true, todo: [] });
    expect(expiring!.todo).toEqual([
      { kind: 'expiry', startsOn: '2029-03-01', credentials: [{ section: 'licenses', name: 'RN', state: 'TX', expiresOn: '2029-01-31' }], link: '/application?step=5' },
    ]);
  });

  it('counts a multistate licence in another compact state, not in a state outside the compact', async () => {
    const who = await readyCandidate();
    await giveLicences(who, [licence({ multistate: true })]);
    const florida = await createJob(app, 'MHS', { state: 'FL' });
    const california = await createJob(app, 'MHS', { state: 'CA' });
    const [fl, ca] = await readiness(who, [florida.id, california.id]);
    expect(fl!.ready).toBe(true);
    expect(ca!.todo).toEqual([{ kind: 'licence', types: ['RN'], state: 'CA', compact: false, link: '/application?step=5' }]);
  });

  it('reads the references rule the submission gate reads: the meter and the gate agree', async () => {
    const who = await createSignedInCandidate(app);
    await giveLicences(who, [licence()]);
    await completeChecklist(who, 'icu-rn');
    await submitApplication(who);
    const job = await createJob(app, 'MHS', { state: 'TX' });
    expect(kinds((await readiness(who, [job.id]))[0])).toEqual(['references']);
    const refused = await app.inject({ method: 'POST', url: '/api/candidate/submission/add', headers: who.auth, payload: [{ jobId: job.id }] });
    expect(refused.statusCode).toBe(403);

    await giveCompletedReferences(app, who);
    expect((await readiness(who, [job.id]))[0]!.ready).toBe(true);
    const sent = await app.inject({ method: 'POST', url: '/api/candidate/submission/add', headers: who.auth, payload: [{ jobId: job.id }] });
    expect(sent.statusCode).toBe(201);
  });

  it('answers a bad body with a 400 and no token with a 401, in the common error shape', async () => {
    const who = await createSignedInCandidate(app);
    const tooMany = await app.inject({ method: 'POST', url: '/api/jobs/readiness', headers: who.auth, payload: { jobIds: Array.from({ length: 101 }, (_, i) => `id-${i}`) } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ status: false, message: expect.any(String) });
    const german = await app.inject({ method: 'POST', url: '/api/jobs/readiness', headers: { ...who.auth, 'accept-language': 'de' }, payload: { jobIds: [] } });
    expect(german.json().message).toContain('mindestens eine Stelle');
    const signedOut = await app.inject({ method: 'POST', url: '/api/jobs/readiness', payload: { jobIds: ['x'] } });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ status: false });
  });
});

describe('POST /api/jobs/ready ("jobs I\'m ready for")', () => {
  const search = (who: SignedInCandidate, page: number, perPage: number) =>
    app.inject({
      method: 'POST',
      url: '/api/jobs/ready',
      headers: who.auth,
      payload: { filter: { isOpen: true, isComplete: true, State: { $in: ['NM', 'AZ', 'CA'] }, $or: [{ Submodality: 'ICU' }] }, projection: { Position_Name: 1, State: 1 }, page, perPage },
    });

  it('pages and counts only the jobs the meter calls ready, across pages', async () => {
    const who = await readyCandidate();
    // A multistate Texas licence: ready in New Mexico and Arizona (compact), not in California; it lasts until 2029-01-31.
    // (This file's other jobs are in other states.)
    await giveLicences(who, [licence({ multistate: true })]);
    const readyJobs = [
      await createJob(app, 'MHS', { state: 'NM', positionName: 'Ready 1' }),
      await createJob(app, 'MHS', { state: 'AZ', positionName: 'Ready 2', estimatedStartDate: null }),
      await createJob(app, 'MHS', { state: 'NM', positionName: 'Ready 3', estimatedStartDate: '2029-01-31' }),
    ];
    const notReady = [
      await createJob(app, 'MHS', { state: 'CA', positionName: 'Outside the compact' }),
      await createJob(app, 'MHS', { state: 'AZ', positionName: 'Starts after the licence expires', estimatedStartDate: '2029-02-01' }),
    ];
    const closed = await createJob(app, 'MHS', { state: 'NM', positionName: 'Closed', isOpen: false });
    const first = (await search(who, 1, 2)).json();
    const second = (await search(who, 2, 2)).json();
    expect(first.paging).toEqual({ page: 1, perPage: 2, total: 3, totalPages: 2 });
    const listed = [...first.data, ...second.data].map((j: { _id: string }) => j._id);
    expect(listed.sort()).toEqual(readyJobs.map((j) => j.id).sort());
    // A closed job is no open job, ready or not.
    expect(listed).not.toContain(closed.id);
    // The meter agrees with the search about every open one.
    const meters = await readiness(who, [...readyJobs, ...notReady].map((j) => j.id));
    expect(meters.filter((m) => m.ready).map((m) => m.jobId).sort()).toEqual(listed.sort());
  });

  it('finds nothing while the application is not submitted, and is never served from the shared search answers', async () => {
    const who = await createSignedInCandidate(app);
    await createJob(app, 'MHS', { state: 'TX' });
    const open = await app.inject({ method: 'POST', url: '/api/job/open', headers: who.auth, payload: { filter: { State: { $in: ['TX'] } }, page: 1, perPage: 2 } });
    expect(open.json().paging.total).toBeGreaterThan(0);
    const none = (await search(who, 1, 2)).json();
    expect(none).toEqual({ status: true, data: [], paging: { page: 1, perPage: 2, total: 0, totalPages: 0 } });
  });

  it('is in the OpenAPI document with its request, answer and error answers', async () => {
    const doc = (await app.inject('/api/openapi.json')).json();
    for (const path of ['/api/jobs/readiness', '/api/jobs/ready']) {
      const operation = doc.paths[path].post;
      expect(operation.requestBody).toBeDefined();
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
      expect(operation.responses['400'].content['application/json'].schema.properties.status).toBeDefined();
    }
  });
});
