// "Jobs for you" (decision 045): GET /api/jobs/for-you gives the Open Jobs filter of the candidate's profile (the
// application's role, specialties and states), and the dashboard's one call carries the three best matches, ranked by
// the shared rule (its unit test is packages/shared domain/jobs-for-you.test.ts) over the same search POST /api/job/open
// makes. On the embedded database, or on PostgreSQL with TEST_DATABASE_URL.
import { buildJobFilter } from '@portal/shared/domain/job-filter';
import { bestMatches, profileFilter, profileOf } from '@portal/shared/domain/jobs-for-you';
import { CARD_PROJECTION, EMPTY_JOB_FILTER_FORM, PER_PAGE_OPTIONS } from '@portal/shared/schemas/jobs-values';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationSections, applications, jobs } from '../src/db/schema/index';
import { jobsForYou } from '../src/modules/jobs/for-you';
import { createJobCaches } from '../src/modules/jobs/service';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';
import { createJob, orgIdOf } from './helpers/job-factories';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

// The jobs of these tests are a partner's (TLC): no other test file's jobs are there.
const ORG = 'TLC';
type Card = { _id: string; Position_Name: string; State: string; Submodality: string; weeklyPay: number };
type ForYou = { filter: { state: string[]; compactState: boolean; specialties: string[] }; missing: string[]; applies: boolean; total: number; jobs: Card[] };

type Opening = { search: { filter: Record<string, unknown>; page: number; perPage: number }; data: Array<Record<string, unknown> & { _id: string }>; paging: { total: number }; readiness: unknown[] };
/** The whole answer: the profile's filter and the first pages Open Jobs may open on (decision 057). */
const forYouAnswer = async (who: SignedInCandidate) => {
  const res = await app.inject({ method: 'GET', url: '/api/jobs/for-you', headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Omit<ForYou, 'total' | 'jobs'> & { openings: Opening[] };
};
const forYou = async (who: SignedInCandidate) => {
  const { openings: _pages, ...match } = await forYouAnswer(who);
  return match;
};
/** What Open Jobs' own two calls answer for an opening's search: POST /api/job/open, then POST /api/jobs/readiness. */
async function pageAndMeters(who: SignedInCandidate, search: Opening['search']) {
  const page = await app.inject({ method: 'POST', url: '/api/job/open', headers: who.auth, payload: { ...search, projection: CARD_PROJECTION } });
  expect(page.statusCode, page.body).toBe(200);
  const { data, paging } = page.json() as Pick<Opening, 'data' | 'paging'>;
  const meters = await app.inject({ method: 'POST', url: '/api/jobs/readiness', headers: who.auth, payload: { jobIds: data.map((job) => job._id) } });
  return { data, paging, readiness: data.length ? meters.json().data : [] };
}
const dashboard = async (who: SignedInCandidate) => {
  const res = await app.inject({ method: 'GET', url: '/api/candidate/dash', headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.jobsForYou as ForYou;
};

/** The personal information as a quick application or the wizard leaves it: a draft with the role, specialties, states. */
async function givePersonalInfo(who: SignedInCandidate, info: Record<string, unknown>) {
  await app.db.insert(applications).values({ candidateId: who.id }).onConflictDoNothing();
  await app.db
    .insert(applicationSections)
    .values({ candidateId: who.id, section: 'personalInfo', status: 'draft', data: info })
    .onConflictDoUpdate({ target: [applicationSections.candidateId, applicationSections.section], set: { data: info } });
}

const cnaTexas = { type: 'CNA registry', state: 'TX', number: 'CNA-5521', multistate: false, expiryDate: '01/31/2030', status: 'Active', encumbered: false };

async function giveLicences(who: SignedInCandidate, entries: object[]) {
  await app.db.insert(applicationSections).values({ candidateId: who.id, section: 'licenses', status: 'complete', data: entries });
}

describe('GET /api/jobs/for-you', () => {
  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/jobs/for-you' })).statusCode).toBe(401);
  });

  it('says nothing applies for a candidate who has told nothing yet', async () => {
    const who = await createSignedInCandidate(app, { orgCode: ORG });
    expect(await forYou(who)).toEqual({ filter: { state: [], compactState: false, specialties: [] }, missing: ['role', 'specialties', 'states'], applies: false });
    expect(await dashboard(who)).toEqual({ filter: { state: [], compactState: false, specialties: [] }, missing: ['role', 'specialties', 'states'], applies: false, total: 0, jobs: [] });
  });

  it('turns the role, the specialties and the states into the filter: a CNA sees CNA jobs in their states', async () => {
    const who = await createSignedInCandidate(app, { orgCode: ORG });
    await givePersonalInfo(who, { fName: 'Casey', role: 'CNA', specialties: ['Long-Term Care'], otherStates: ['TX', 'OK'], otherStatesCompact: false, ssn: 'enc:v2:x' });
    expect(await forYou(who)).toEqual({ filter: { state: ['TX', 'OK'], compactState: false, specialties: ['CNA'] }, missing: [], applies: true });
  });
});

describe('GET /api/jobs/for-you: the first page Open Jobs opens on (decision 057)', () => {
  it('is the page and the meters Open Jobs’ own calls give for the profile’s search, of the candidate’s organisation only', async () => {
    const who = await createSignedInCandidate(app, { orgCode: ORG });
    await givePersonalInfo(who, { role: 'PCT', specialties: [], otherStates: ['VT'] });
    const names = ['PCT Vermont a', 'PCT Vermont b', 'PCT Vermont c'];
    for (const [i, name] of names.entries()) await createJob(app, ORG, { positionName: name, submodality: 'PCT', modality: 'Nursing', state: 'VT', weeklyPay: 1000 + i, createdAt: new Date(Date.UTC(2026, 8, 1 + i)) });
    // Another organisation's job of the same kind is never on the page.
    const elsewhere = await createJob(app, 'MHS', { positionName: 'PCT Vermont elsewhere', submodality: 'PCT', modality: 'Nursing', state: 'VT' });

    const { filter, openings } = await forYouAnswer(who);
    expect(openings).toHaveLength(1);
    const [opening] = openings;
    // The search the web page makes of the same profile (open-jobs-state.ts openingState): the shared filter, page 1, 12.
    expect(opening!.search).toEqual({ filter: buildJobFilter({ ...EMPTY_JOB_FILTER_FORM, ...filter }, []), page: 1, perPage: PER_PAGE_OPTIONS[0] });
    expect(opening!.data.map((job) => job.Position_Name)).toEqual([...names].reverse());
    expect(opening!.data.map((job) => job._id)).not.toContain(elsewhere.id);
    expect(opening!.readiness).toHaveLength(3);
    expect({ data: opening!.data, paging: opening!.paging, readiness: opening!.readiness }).toEqual(await pageAndMeters(who, opening!.search));
    await app.db.delete(jobs).where(eq(jobs.id, elsewhere.id));
  });

  it('adds the page of every job when nothing matches the profile, and opens on every job when the profile says nothing', async () => {
    const lost = await createSignedInCandidate(app, { orgCode: ORG });
    await givePersonalInfo(lost, { role: 'CMA', otherStates: ['HI'] });
    const both = (await forYouAnswer(lost)).openings;
    expect(both.map((o) => o.paging.total > 0)).toEqual([false, true]);
    expect(both[0]).toMatchObject({ data: [], readiness: [] });
    expect(both[1]!.search.filter).toEqual(buildJobFilter(EMPTY_JOB_FILTER_FORM, []));
    expect({ data: both[1]!.data, paging: both[1]!.paging, readiness: both[1]!.readiness }).toEqual(await pageAndMeters(lost, both[1]!.search));

    const silent = await createSignedInCandidate(app, { orgCode: ORG });
    const every = (await forYouAnswer(silent)).openings;
    expect(every).toHaveLength(1);
    expect(every[0]!.search).toEqual(both[1]!.search);
    expect({ data: every[0]!.data, paging: every[0]!.paging, readiness: every[0]!.readiness }).toEqual(await pageAndMeters(silent, every[0]!.search));
  });
});

describe('the dashboard’s "Jobs for you"', () => {
  it('shows the three best of the profile’s search: licensed state first, then pay, then the newest; the count is the search’s', async () => {
    const who = await createSignedInCandidate(app, { orgCode: ORG });
    await givePersonalInfo(who, { role: 'CNA', specialties: [], otherStates: ['TX', 'OK'] });
    await giveLicences(who, [cnaTexas]);
    const day = (n: number) => new Date(Date.UTC(2026, 9, n));
    const job = (name: string, state: string, weeklyPay: number, created: number, more: object = {}) =>
      createJob(app, ORG, { positionName: name, submodality: 'CNA', modality: 'Nursing', state, weeklyPay, createdAt: day(created), ...more });
    const okRich = await job('CNA Oklahoma rich', 'OK', 1500, 5);
    const txLowNew = await job('CNA Texas low new', 'TX', 900, 4);
    const txHigh = await job('CNA Texas high', 'TX', 1200, 2);
    await job('CNA Texas low old', 'TX', 900, 1);
    await job('CNA California', 'CA', 4000, 6);
    await job('CNA Texas closed', 'TX', 3000, 6, { isOpen: false });
    await createJob(app, ORG, { positionName: 'ICU Texas', submodality: 'ICU', state: 'TX', weeklyPay: 5000 });

    const card = await dashboard(who);
    expect(card).toMatchObject({ filter: { state: ['TX', 'OK'], compactState: false, specialties: ['CNA'] }, applies: true, total: 4 });
    // Oklahoma pays more, but the candidate's CNA registry listing is of Texas.
    expect(card.jobs.map((j) => j.Position_Name)).toEqual(['CNA Texas high', 'CNA Texas low new', 'CNA Texas low old']);
    expect(card.jobs[0]).toEqual({
      _id: txHigh.id,
      Position_Name: 'CNA Texas high',
      facilityName: txHigh.facilityName,
      City: txHigh.city,
      State: 'TX',
      Submodality: 'CNA',
      weeklyPay: 1200,
      Estimated_Start_Date: txHigh.estimatedStartDate,
    });

    // The same search as Open Jobs makes with the filter (POST /api/job/open): the same count, and the three are the
    // best of its jobs by the shared ranking.
    const search = await app.inject({
      method: 'POST',
      url: '/api/job/open',
      headers: who.auth,
      payload: { filter: { isOpen: true, isComplete: true, State: { $in: ['TX', 'OK'] }, $or: [{ Submodality: 'CNA' }] }, page: 1, perPage: 100 },
    });
    const found = search.json() as { data: Array<{ _id: string; State: string; Submodality: string; weeklyPay: number }>; paging: { total: number } };
    expect(found.paging.total).toBe(card.total);
    const facts = { filter: card.filter, licences: [{ type: 'CNA registry', state: 'TX', multistate: false, status: 'Active', encumbered: false, expiresOn: '2030-01-31' }] };
    const best = bestMatches(found.data.map((j) => ({ ...j, state: j.State, specialty: j.Submodality })), facts);
    expect(card.jobs.map((j) => j._id)).toEqual(best.map((j) => j._id));

    // A new job shows at once (the catalogue's version), as does a change of the profile (the dashboard's).
    const better = await job('CNA Texas best', 'TX', 2500, 3);
    expect((await dashboard(who)).jobs.map((j) => j._id)).toEqual([better.id, txHigh.id, txLowNew.id]);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/candidate/application/personalInfo',
      headers: who.auth,
      payload: { data: { role: 'CNA', specialties: [], otherStates: ['OK'] }, draft: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await dashboard(who)).toMatchObject({ filter: { state: ['OK'] }, total: 1, jobs: [{ _id: okRich.id }] });
  });

  it('says so when nothing matches the profile', async () => {
    const who = await createSignedInCandidate(app, { orgCode: ORG });
    await givePersonalInfo(who, { role: 'CMA', otherStates: ['AK'] });
    expect(await dashboard(who)).toEqual({ filter: { state: ['AK'], compactState: false, specialties: ['CMA'] }, missing: [], applies: true, total: 0, jobs: [] });
  });

  it('ranks the same when the database answers (the index being rebuilt for a large catalogue)', async () => {
    const orgId = await orgIdOf(app, ORG);
    for (const [state, weeklyPay] of [['TX', 1100], ['OK', 1300], ['TX', 1000], ['OK', 800]] as const) {
      await createJob(app, ORG, { positionName: `CNA ${state} ${weeklyPay}`, submodality: 'CNA', state, weeklyPay });
    }
    const read = { info: { role: 'CNA', otherStates: ['TX', 'OK'], otherStatesCompact: false }, licences: [cnaTexas] };
    // An index never caught up from the written jobs nor waited for: once built, a newer catalogue sends the request to
    // the database until it is rebuilt.
    const caches = createJobCaches(app.db, app.versions, { waitForRebuildMax: -1, catchUpMax: 0 });
    await caches.index.warm();
    const fromIndex = await jobsForYou(app.db, caches, orgId, read, await app.versions.read());
    expect(fromIndex.jobs).toHaveLength(3);
    await createJob(app, ORG, { positionName: 'CNA Oklahoma new', submodality: 'CNA', state: 'OK', weeklyPay: 700 });
    const versions = await app.versions.read();
    expect(caches.index.peek(versions.catalogue)).toBeUndefined();
    expect(await caches.index.at(versions.catalogue)).toBeUndefined();
    const fromSql = await jobsForYou(app.db, caches, orgId, read, versions);
    expect(fromSql).toEqual({ ...fromIndex, total: fromIndex.total + 1 });
    // And what the shared rule says of the profile is what both used.
    expect(fromSql.filter).toEqual(profileFilter(profileOf(read.info)).filter);
    await app.db.delete(jobs).where(eq(jobs.positionName, 'CNA Oklahoma new'));
  });
});
