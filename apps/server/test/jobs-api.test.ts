import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_JOB_FIELDS } from '@portal/shared/schemas/jobs';
import { createTestApp, type TestApp } from './helpers/app';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';
import { createJob } from './helpers/job-factories';

let app: TestApp;
let candidate: SignedInCandidate;
beforeAll(async () => {
  app = await createTestApp();
  candidate = await createSignedInCandidate(app);
});
afterAll(() => app.close());

const search = (body: unknown, auth = candidate.auth) => app.inject({ method: 'POST', url: '/api/job/open', headers: auth, payload: body as object });

describe('reference data', () => {
  it('serves the specialties at /submodalitiesList with label, value and type', async () => {
    const res = await app.inject('/submodalitiesList');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { label: string; value: string; type: string }[];
    for (const value of ['PCT', 'CNA', 'Medical Assistant', 'CMA', 'ICU']) expect(data.map((s) => s.value)).toContain(value);
    expect(data.find((s) => s.value === 'PCT')?.type).toBe('Nursing');
    expect(data.find((s) => s.value === 'CMA')?.type).toBe('Allied');
    expect(data.find((s) => s.value === 'CT Tech')?.type).toBe('Allied');
  });

  it('serves the Nurse Licensure Compact members with their as-of date', async () => {
    const res = await app.inject('/api/job/compactStatesCode');
    expect(res.statusCode).toBe(200);
    const { asOf, codes } = res.json().data;
    expect(asOf).toBe('2026-07-02');
    expect(codes).toHaveLength(40);
    expect(codes).toEqual(expect.arrayContaining(['TX', 'FL', 'PA', 'CT', 'WA']));
    for (const absent of ['CA', 'NY', 'MA', 'AK', 'IL']) expect(codes).not.toContain(absent);
  });
});

describe('POST /api/job/open', () => {
  it('needs a token', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/job/open', payload: { filter: {} } });
    expect(res.statusCode).toBe(401);
  });

  it('finds open, complete jobs of the candidate’s organisation with the spec §7 filter', async () => {
    const open = await createJob(app, 'MHS', { state: 'OR', submodality: 'PCT', positionName: 'PCT - Days' });
    await createJob(app, 'MHS', { state: 'OR', submodality: 'PCT', isOpen: false });
    await createJob(app, 'MHS', { state: 'OR', submodality: 'PCT', isComplete: false });
    await createJob(app, 'TLC', { state: 'OR', submodality: 'PCT' });
    const res = await search({ filter: { isOpen: true, isComplete: true, State: { $in: ['OR'] }, $or: [{ Submodality: 'PCT' }] }, org: 'TLC' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.data.map((j: { _id: string }) => j._id)).toEqual([open.id]);
    expect(body.paging).toEqual({ page: 1, perPage: 12, total: 1, totalPages: 1 });
    expect(body.data[0]).toMatchObject({ Position_Name: 'PCT - Days', State: 'OR', Submodality: 'PCT', weeklyPay: 2100, Weekly_Hours: 36, isOpen: true });
    expect(typeof body.data[0].createdAt).toBe('string');
  });

  it('returns only the projected fields, and _id always', async () => {
    await createJob(app, 'MHS', { state: 'ME' });
    const res = await search({ filter: { State: 'ME' }, projection: { City: 1, weeklyPay: true } });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data[0]).sort()).toEqual(['City', '_id', 'weeklyPay']);
  });

  it.each([
    [{ filter: { $where: 'sleep(10)' } }, '"$where" is not allowed'],
    [{ filter: { City: 'Austin' } }, '"City" is not allowed'],
    [{ filter: { State: { $ne: 'TX' } } }, '"$ne" is not allowed'],
    [{ filter: { State: { $in: [{ $gt: '' }] } } }, 'state code'],
    [{ filter: { State: { $in: Array.from({ length: 500 }, () => 'TX') } } }, 'at most 100'],
    [{ filter: { isOpen: false } }, 'Only open jobs'],
    [{ filter: { weeklyPay: { $gte: '1' } } }, 'Must be a number'],
    [{ filter: {}, projection: { password: 1 } }, '"password" is not allowed'],
    [{ filter: {}, perPage: 10_000 }, 'perPage is at most 100'],
    [{ filter: {}, page: 0 }, 'page starts at 1'],
    [{ filter: 'State=TX' }, ''],
  ])('refuses %j with 400', async (body, message) => {
    const res = await search(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(false);
    expect(res.json().message).toContain(message);
  });
});

describe('job page and public boards', () => {
  it('shows a job of the candidate’s organisation with public fields, and 404 for others', async () => {
    const own = await createJob(app, 'MHS');
    const other = await createJob(app, 'TLC');
    const res = await app.inject({ url: `/api/job/${own.id}`, headers: candidate.auth });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data).sort()).toEqual([...PUBLIC_JOB_FIELDS, 'isOpen', 'submission'].sort());
    expect(res.json().data.submission).toBeNull();
    expect(res.json().data.VMS_Name).toBeUndefined();
    for (const id of [other.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const missing = await app.inject({ url: `/api/job/${id}`, headers: candidate.auth });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ status: false, message: 'This job was not found.' });
    }
  });

  it('lists a partner board’s jobs without a token, public fields only', async () => {
    const tlc = await createJob(app, 'TLC', { state: 'NM', positionName: 'TLC job' });
    await createJob(app, 'RAD', { state: 'NM' });
    const res = await app.inject({ url: '/api/job/public/list', query: { board: 'tlcjobs', state: 'NM' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((j: { _id: string }) => j._id)).toEqual([tlc.id]);
    expect(Object.keys(res.json().data[0]).sort()).toEqual([...PUBLIC_JOB_FIELDS].sort());
    const unknown = await app.inject({ url: '/api/job/public/list', query: { board: 'nosuchboard' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('gives a board’s first page with its facets', async () => {
    const res = await app.inject({ url: '/api/job/public/initial', query: { board: 'radjobs' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().facets.states).toContain('NM');
    expect(res.json().paging.perPage).toBe(12);
  });
});
