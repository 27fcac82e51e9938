// Demo jobs: believable, repeatable and idempotent.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema/index';
import { demoJobs, seedJobs } from '../src/seed/jobs';
import { createTestApp, type TestApp } from './helpers/app';
import { createSignedInCandidate } from './helpers/factories';
import { orgIdOf } from './helpers/job-factories';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('demo jobs', () => {
  it('are the same on every run for a given day', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(demoJobs('TLC', 'org', now)).toEqual(demoJobs('TLC', 'org', now));
    expect(demoJobs('TLC', 'org', now)).not.toEqual(demoJobs('RAD', 'org', now));
  });

  it('spread over states, specialties, shifts, pay and the last 30 days', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const list = demoJobs('MHS', 'org', now);
    expect(list.length).toBeGreaterThanOrEqual(300);
    expect(new Set(list.map((j) => j.state)).size).toBeGreaterThan(30);
    for (const specialty of ['PCT', 'CNA', 'Medical Assistant', 'CMA', 'ICU', 'CT Tech']) expect(list.some((j) => j.submodality === specialty)).toBe(true);
    expect(new Set(list.map((j) => j.shift)).size).toBeGreaterThanOrEqual(6);
    for (const job of list) {
      const age = now.getTime() - job.createdAt!.getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(30 * 86_400_000);
      expect(job.weeklyPay).toBeGreaterThan(500);
      expect(job.weeklyPay).toBeLessThan(4000);
      expect(job.durationWeeks).toBeGreaterThanOrEqual(1);
      expect(job.durationWeeks).toBeLessThanOrEqual(52);
      expect(job.zip).toMatch(/^\d{5}$/);
    }
    const cna = list.filter((j) => j.submodality === 'CNA').map((j) => j.weeklyPay);
    const icu = list.filter((j) => j.submodality === 'ICU').map((j) => j.weeklyPay);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean(icu)).toBeGreaterThan(mean(cna));
  });

  it('are seeded idempotently and searchable', async () => {
    const first = await seedJobs(app.db);
    const mhs = await orgIdOf(app, 'MHS');
    const [{ total: once } = { total: 0 }] = await app.db.select({ total: count() }).from(jobs).where(eq(jobs.orgId, mhs));
    expect(await seedJobs(app.db)).toBe(first);
    const [{ total: twice } = { total: 0 }] = await app.db.select({ total: count() }).from(jobs).where(eq(jobs.orgId, mhs));
    expect(twice).toBe(once);
    expect(once).toBeGreaterThanOrEqual(300);

    const { auth } = await createSignedInCandidate(app);
    const res = await app.inject({ method: 'POST', url: '/api/job/open', headers: auth, payload: { filter: { $or: [{ Submodality: 'PCT' }] } } });
    expect(res.json().paging.total).toBeGreaterThan(5);
    const board = await app.inject({ url: '/api/job/public/initial?board=radjobs' });
    expect(board.json().facets.specialties).toContain('CT Tech');
  });
});
