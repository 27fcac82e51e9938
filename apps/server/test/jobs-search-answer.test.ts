// A search answered by the open-jobs index is written from its jobs' kept JSON texts (service.ts): its bytes must be
// exactly those of the same page read by SQL and written through the route's response schema, for any fields, any
// text in a job (quotes, backslashes, line separators, emoji), nulls and cents. And the index's page and count equal
// the database's for raw conditions the filter form never makes (open bounds, fractions, deep pages).
import { ZJobSearchResponse, ZPublicJobsResponse, JOB_FIELDS, PUBLIC_JOB_FIELDS, type JobField, type TProjectedJob, type TPublicJob } from '@portal/shared/schemas/jobs';
import type { TJobCondition } from '@portal/shared/domain/job-filter';
import { paging } from '@portal/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs } from '../src/db/schema/index';
import { selectionOf } from '../src/modules/jobs/columns';
import { searchJobs } from '../src/modules/jobs/repository';
import { JobSearchIndex, searchIndex } from '../src/modules/jobs/search-index';
import { createTestApp, type TestApp } from './helpers/app';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';
import { jobValues, orgIdOf } from './helpers/job-factories';

const STATES = ['TX', 'FL', 'CA', 'NY'];
const SPECIALTIES = ['ICU', 'PCT', 'CNA', 'Med-Surg'];
const text = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', '"', '\\', '/', 'é', '\n', '\t', '€', '😀', '<', '\u2028', '\u007f'), minLength: 1, maxLength: 12 });
const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((n) => n / 100);

let app: TestApp;
let candidate: SignedInCandidate;
let mhs: string;

beforeAll(async () => {
  app = await createTestApp();
  candidate = await createSignedInCandidate(app);
  mhs = await orgIdOf(app, 'MHS');
  const random = fc.sample(
    fc.record({
      state: fc.constantFrom(...STATES),
      submodality: fc.constantFrom(...SPECIALTIES),
      modality: fc.constantFrom('Nursing', 'Allied'),
      positionName: text,
      city: text,
      facilityName: text,
      shift: text,
      publicNotes: fc.option(text, { nil: null }),
      vmsName: fc.option(text, { nil: null }),
      durationWeeks: fc.integer({ min: 1, max: 52 }),
      weeklyHours: fc.integer({ min: 0, max: 600 }).map((n) => n / 10),
      weeklyPay: cents(4000),
      weeklyStipends: fc.option(cents(2000), { nil: null }),
      completionBonusPay: fc.option(cents(5000), { nil: null }),
      gapRate: fc.option(cents(100), { nil: null }),
      estimatedStartDate: fc.option(fc.constantFrom('2026-12-07', '2027-01-04'), { nil: null }),
      isOpen: fc.constantFrom(true, true, true, false),
      minute: fc.integer({ min: 0, max: 40 }),
    }),
    { numRuns: 120, seed: 3 },
  );
  const base = Date.parse('2026-11-01T00:00:00.123Z');
  // Minutes repeat: jobs of the same time are ordered by id.
  await app.db.insert(jobs).values(random.map(({ minute, ...r }) => jobValues(mhs, { ...r, createdAt: new Date(base + minute * 60_000) })));
});
afterAll(() => app.close());

const fieldsArbitrary = fc.subarray([...JOB_FIELDS]);
const filterArbitrary = fc.record(
  {
    State: fc.subarray(STATES, { minLength: 1 }).map((states) => ({ $in: states })),
    $or: fc.subarray(SPECIALTIES, { minLength: 1 }).map((list) => list.map((Submodality) => ({ Submodality }))),
    weeklyPay: cents(4000).map(($gte) => ({ $gte })),
  },
  { requiredKeys: [] },
);

describe('a search answered by the index', () => {
  it('is byte for byte the answer SQL and the response schema give', async () => {
    const before = { ...JobSearchIndex.answered };
    await fc.assert(
      fc.asyncProperty(fieldsArbitrary, filterArbitrary, fc.integer({ min: 1, max: 4 }), fc.constantFrom(5, 12, 100), async (fields, filter, page, perPage) => {
        const projection = fields.length ? Object.fromEntries(fields.map((field) => [field, 1])) : undefined;
        const res = await app.inject({ method: 'POST', url: '/api/job/open', headers: candidate.auth, payload: { filter, projection, page, perPage } });
        expect(res.statusCode).toBe(200);
        const chosen: readonly JobField[] = fields.length ? JOB_FIELDS.filter((field) => fields.includes(field)) : JOB_FIELDS;
        const query = [
          ...(filter.State ? [{ field: 'State' as const, in: filter.State.$in }] : []),
          ...(filter.$or ? [{ field: 'Submodality' as const, in: filter.$or.map((entry) => entry.Submodality) }] : []),
          ...(filter.weeklyPay ? [{ field: 'weeklyPay' as const, gte: filter.weeklyPay.$gte }] : []),
        ];
        const { rows, total } = await searchJobs<TProjectedJob>(app.db, mhs, query, selectionOf(chosen), { page, perPage });
        expect(res.body).toBe(JSON.stringify(z.encode(ZJobSearchResponse, { status: true, data: rows, paging: paging(page, perPage, total) })));
      }),
      { numRuns: 80, seed: 9 },
    );
    expect(JobSearchIndex.answered.sql).toBe(before.sql);
    expect(JobSearchIndex.answered.index).toBeGreaterThan(before.index);
  });

  it('on a public board too', async () => {
    const rest = await app.inject('/api/job/public/list?state=TX,CA&page=2');
    const { rows, total } = await searchJobs<TPublicJob>(app.db, mhs, [{ field: 'State', in: ['TX', 'CA'] }], selectionOf([...PUBLIC_JOB_FIELDS]), { page: 2, perPage: 12 });
    expect(rest.statusCode).toBe(200);
    expect(rest.body).toBe(JSON.stringify(z.encode(ZPublicJobsResponse, { status: true, data: rows, paging: paging(2, 12, total) })));
  });
});

describe('the index finds what SQL finds', () => {
  it('for raw conditions: open and closed bounds, fractions, several on one field, unknown values, deep pages', async () => {
    const index = await new JobSearchIndex(app.db, app.versions, { waitMax: -1 }).at((await app.versions.read()).catalogue);
    expect(index).toBeDefined();
    const bound = fc.oneof(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 600 }).map((n) => n / 10));
    const range = (field: 'Duration_Amount' | 'weeklyPay', scale: number): fc.Arbitrary<TJobCondition> =>
      fc
        .record({ gte: bound, lte: bound, gt: bound, lt: bound }, { requiredKeys: [] })
        .map((c) => ({ field, ...Object.fromEntries(Object.entries(c).map(([k, v]) => [k, v * scale])) }));
    const condition: fc.Arbitrary<TJobCondition> = fc.oneof(
      fc.record({ field: fc.constant('State' as const), in: fc.subarray([...STATES, 'WA']) }),
      fc.record({ field: fc.constant('Submodality' as const), in: fc.subarray([...SPECIALTIES, 'Dialysis']) }),
      fc.record({ field: fc.constant('Modality' as const), in: fc.subarray(['Nursing', 'Allied', 'Imaging']) }),
      range('Duration_Amount', 1),
      range('weeklyPay', 70),
    );
    // Written again here: the database cannot take a fraction of a week (an integer column), so the rules are applied to the rows.
    const all = (await app.db.select().from(jobs)).filter((job) => job.orgId === mhs && job.isOpen && job.isComplete);
    all.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
    const holds = (job: (typeof all)[number], c: TJobCondition): boolean => {
      if ('in' in c) return c.in.includes({ State: job.state, Submodality: job.submodality, Modality: job.modality }[c.field]);
      const x = c.field === 'weeklyPay' ? job.weeklyPay : job.durationWeeks;
      return (c.gte === undefined || x >= c.gte) && (c.lte === undefined || x <= c.lte) && (c.gt === undefined || x > c.gt) && (c.lt === undefined || x < c.lt);
    };
    await fc.assert(
      fc.property(fc.array(condition, { maxLength: 4 }), fc.integer({ min: 0, max: 130 }), fc.integer({ min: 1, max: 30 }), (query, offset, limit) => {
        const matches = all.filter((job) => query.every((c) => holds(job, c)));
        expect(searchIndex(index!, mhs, query, offset, limit)).toEqual({ ids: matches.slice(offset, offset + limit).map((job) => job.id), total: matches.length });
      }),
      { numRuns: 300, seed: 13 },
    );
    // The SQL search (what answers while a large catalogue's index is rebuilt) finds the same, fractions of a week
    // included (an integer column: the bound must not reach the database as a fraction).
    await fc.assert(
      fc.asyncProperty(fc.array(condition, { maxLength: 4 }), fc.integer({ min: 0, max: 130 }), fc.integer({ min: 1, max: 30 }), async (query, offset, limit) => {
        const matches = all.filter((job) => query.every((c) => holds(job, c)));
        const page = Math.floor(offset / limit) + 1;
        const { rows, total } = await searchJobs<{ _id: string }>(app.db, mhs, query, { _id: jobs.id }, { page, perPage: limit });
        expect({ ids: rows.map((row) => row._id), total }).toEqual({ ids: matches.slice((page - 1) * limit, page * limit).map((job) => job.id), total: matches.length });
      }),
      { numRuns: 80, seed: 13 },
    );
  });
});
