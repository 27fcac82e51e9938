// Favourites and submissions belong to their candidate only, and only to jobs of the candidate's organisation.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSubmissions } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/app';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';
import { createJob } from './helpers/job-factories';
import { giveCompletedReferences } from './helpers/reference-factories';

let app: TestApp;
let alice: SignedInCandidate;
let bob: SignedInCandidate;
let partner: SignedInCandidate;
beforeAll(async () => {
  app = await createTestApp();
  alice = await createSignedInCandidate(app);
  bob = await createSignedInCandidate(app);
  partner = await createSignedInCandidate(app, { orgCode: 'TLC' });
  // They may apply: 2 completed references, one from a Manager (spec §1; the refusal is tested in references.test.ts).
  for (const who of [alice, bob, partner]) await giveCompletedReferences(app, who);
});
afterAll(() => app.close());

const liked = async (who: SignedInCandidate) => (await app.inject({ url: '/api/auth/getLikedJobids', headers: who.auth })).json().data as string[];

describe('favourites', () => {
  it('likes and unlikes a job, idempotently, for that candidate only', async () => {
    const job = await createJob(app);
    const like = await app.inject({ method: 'PUT', url: `/api/job/${job.id}/like`, headers: alice.auth });
    expect(like.statusCode).toBe(200);
    expect(like.json()).toEqual({ status: true, data: { jobId: job.id, liked: true } });
    await app.inject({ method: 'PUT', url: `/api/job/${job.id}/like`, headers: alice.auth });
    expect(await liked(alice)).toEqual([job.id]);
    expect(await liked(bob)).toEqual([]);

    const favorites = await app.inject({ url: '/api/job/favorites', headers: alice.auth });
    expect(favorites.json().data.map((j: { _id: string }) => j._id)).toEqual([job.id]);
    expect(favorites.json().paging).toEqual({ page: 1, perPage: 12, total: 1, totalPages: 1 });
    expect((await app.inject({ url: '/api/job/favorites', headers: bob.auth })).json().data).toEqual([]);

    // Bob unliking Alice's favourite changes nothing of hers.
    await app.inject({ method: 'DELETE', url: `/api/job/${job.id}/like`, headers: bob.auth });
    expect(await liked(alice)).toEqual([job.id]);
    const unlike = await app.inject({ method: 'DELETE', url: `/api/job/${job.id}/like`, headers: alice.auth });
    expect(unlike.json().data).toEqual({ jobId: job.id, liked: false });
    expect(await liked(alice)).toEqual([]);

    // The web client sets the heart with PUT {liked}.
    await app.inject({ method: 'PUT', url: `/api/job/${job.id}/like`, headers: alice.auth, payload: { liked: true, org: 'MHS' } });
    expect(await liked(alice)).toEqual([job.id]);
    await app.inject({ method: 'PUT', url: `/api/job/${job.id}/like`, headers: alice.auth, payload: { liked: false } });
    expect(await liked(alice)).toEqual([]);
  });

  it('keeps a closed favourite listed, marked as closed', async () => {
    const job = await createJob(app, 'MHS', { isOpen: false });
    await app.inject({ method: 'PUT', url: `/api/job/${job.id}/like`, headers: bob.auth });
    const favorites = await app.inject({ url: '/api/job/favorites', headers: bob.auth });
    expect(favorites.json().data[0]).toMatchObject({ _id: job.id, isOpen: false });
  });

  it('does not let a candidate like another organisation’s job (404)', async () => {
    const foreign = await createJob(app, 'TLC');
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await app.inject({ method, url: `/api/job/${foreign.id}/like`, headers: alice.auth });
      expect(res.statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'PUT', url: '/api/job/nonsense/like', headers: alice.auth })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url: `/api/job/${foreign.id}/like` })).statusCode).toBe(401);
  });
});

describe('submissions', () => {
  const submit = (who: SignedInCandidate, body: unknown) =>
    app.inject({ method: 'POST', url: '/api/candidate/submission/add', headers: who.auth, payload: body as object });

  it('submits to a job once; a second time is a 409 naming the job', async () => {
    const job = await createJob(app, 'MHS', { positionName: 'Travel CNA - LTC', facilityName: 'Riverbend Care Center', city: 'Tulsa', state: 'OK' });
    const first = await submit(alice, [{ jobId: job.id, note: 'Available from December.' }]);
    expect(first.statusCode).toBe(201);
    expect(first.json().data[0]).toMatchObject({ jobId: job.id, status: 'submitted', note: 'Available from December.', job: { Position_Name: 'Travel CNA - LTC' } });

    const again = await submit(alice, [{ jobId: job.id }]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: false, message: 'You have already submitted to Travel CNA - LTC at Riverbend Care Center (Tulsa, OK).' });

    const page = await app.inject({ url: `/api/job/${job.id}`, headers: alice.auth });
    expect(page.json().data.submission).toMatchObject({ status: 'submitted' });

    // Another candidate may submit to the same job.
    expect((await submit(bob, [{ jobId: job.id }])).statusCode).toBe(201);
  });

  it('is all or nothing when one of several jobs was already submitted to', async () => {
    const done = await createJob(app);
    const fresh = await createJob(app);
    await submit(bob, [{ jobId: done.id }]);
    const res = await submit(bob, [{ jobId: fresh.id }, { jobId: done.id }]);
    expect(res.statusCode).toBe(409);
    const rows = await app.db.select().from(jobSubmissions).where(eq(jobSubmissions.jobId, fresh.id));
    expect(rows).toEqual([]);
  });

  it('refuses closed jobs, other organisations’ jobs and bad bodies', async () => {
    const closed = await createJob(app, 'MHS', { isOpen: false });
    expect((await submit(alice, [{ jobId: closed.id }])).statusCode).toBe(409);
    const foreign = await createJob(app, 'TLC');
    expect((await submit(alice, [{ jobId: foreign.id }])).statusCode).toBe(404);
    expect((await submit(alice, [])).statusCode).toBe(400);
    expect((await submit(alice, { jobId: foreign.id })).statusCode).toBe(400);
    expect((await submit(alice, [{ jobId: 'x' }])).statusCode).toBe(400);
    expect((await submit(alice, [{ jobId: foreign.id, status: 'placed' }])).statusCode).toBe(404);
  });

  it('lists a candidate’s own submissions only, newest first, 12 a page', async () => {
    const created = [];
    for (let i = 0; i < 13; i++) created.push(await createJob(app, 'TLC', { positionName: `Partner job ${i}` }));
    for (const job of created) expect((await submit(partner, [{ jobId: job.id }])).statusCode).toBe(201);
    const page1 = (await app.inject({ url: '/api/candidate/submission/get', headers: partner.auth })).json();
    expect(page1.paging).toEqual({ page: 1, perPage: 12, total: 13, totalPages: 2 });
    expect(page1.data).toHaveLength(12);
    expect(page1.data[0].job.Position_Name).toBe('Partner job 12');
    expect(page1.data[0]).toMatchObject({ status: 'submitted' });
    expect(Date.parse(page1.data[0].createdAt)).not.toBeNaN();
    const page2 = (await app.inject({ url: '/api/candidate/submission/get?page=2', headers: partner.auth })).json();
    expect(page2.data.map((s: { job: { Position_Name: string } }) => s.job.Position_Name)).toEqual(['Partner job 0']);

    const aliceList = (await app.inject({ url: '/api/candidate/submission/get', headers: alice.auth })).json();
    expect(aliceList.data.every((s: { job: { Position_Name: string } }) => !s.job.Position_Name.startsWith('Partner'))).toBe(true);
    expect((await app.inject({ url: '/api/candidate/submission/get' })).statusCode).toBe(401);
  });
});
