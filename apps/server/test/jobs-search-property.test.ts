// Search results must equal a brute-force filter of the same data, for many random filter forms (spec §5 rules,
// written here a second time, independently of packages/shared/src/domain/job-filter.ts and of the SQL).
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { buildJobFilter } from '@portal/shared/domain/job-filter';
import { parseJobFilter } from '@portal/shared/domain/job-filter-parse';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema/index';
import { searchJobs } from '../src/modules/jobs/repository';
import { JobSearchIndex } from '../src/modules/jobs/search-index';
import { createTestApp, type TestApp } from './helpers/app';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';
import { jobValues, orgIdOf } from './helpers/job-factories';

const STATES = ['TX', 'FL', 'AZ', 'CA', 'NY', 'OR', 'PA', 'IL'];
const SPECIALTIES = ['ICU', 'PCT', 'CNA', 'CMA', 'Med-Surg', 'CT Tech'];
const MODALITIES = ['Nursing', 'Allied', 'Imaging'];

type Row = { id: string; state: string; submodality: string; modality: string; durationWeeks: number; weeklyPay: number; isOpen: boolean; isComplete: boolean; createdAt: Date };
type Form = {
  state: string[];
  compactState: boolean;
  specialties: string[];
  modaility: string;
  durationWeek: [number, number] | null;
  salary: [number, number] | null;
};

let app: TestApp;
let candidate: SignedInCandidate;
let compactCodes: string[];
let rows: Row[];
let mhs: string;

beforeAll(async () => {
  app = await createTestApp();
  candidate = await createSignedInCandidate(app);
  compactCodes = (await app.inject('/api/job/compactStatesCode')).json().data.codes;
  const random = fc.sample(
    fc.record({
      state: fc.constantFrom(...STATES),
      submodality: fc.constantFrom(...SPECIALTIES),
      modality: fc.constantFrom(...MODALITIES),
      durationWeeks: fc.integer({ min: 1, max: 52 }),
      // Pay on a coarse grid so that thresholds often equal a job's pay (the inclusive bound is exercised).
      weeklyPay: fc.integer({ min: 2, max: 24 }).map((steps) => steps * 250),
      isOpen: fc.constantFrom(true, true, true, false),
      isComplete: fc.constantFrom(true, true, true, false),
    }),
    { numRuns: 320, seed: 42 },
  );
  mhs = await orgIdOf(app, 'MHS');
  const tlc = await orgIdOf(app, 'TLC');
  const base = Date.parse('2026-11-01T00:00:00Z');
  const values = random.map((r, i) => jobValues(i % 8 === 7 ? tlc : mhs, { ...r, createdAt: new Date(base + i * 60_000) }));
  const inserted = await app.db.insert(jobs).values(values).returning();
  rows = inserted.filter((job) => job.orgId === mhs);
  // As after a write of many jobs (more than an index catches up at once): the index is rebuilt at the next search,
  // so these jobs are in its build and the writes below change the build's entries, not only the jobs added since.
  await app.db.execute(sql`insert into job_changes (version, job_id) select version, null from cache_versions where kind = 'catalogue'`);
});
afterAll(() => app.close());

/** spec §5 "Job search", applied to plain rows. */
function bruteForce(form: Form): Row[] {
  const states = new Set([...form.state, ...(form.compactState ? compactCodes : [])]);
  const specialties = new Set(form.specialties);
  const [from, to] = form.durationWeek ?? [];
  const lowerPay = form.salary?.[0] ?? 0;
  return rows
    .filter(
      (job) =>
        job.isOpen &&
        job.isComplete &&
        (states.size === 0 || states.has(job.state)) &&
        (specialties.size === 0 || specialties.has(job.submodality)) &&
        (form.modaility === '' || job.modality === form.modaility) &&
        (from === undefined || to === undefined || (job.durationWeeks >= Math.min(from, to) && job.durationWeeks <= Math.max(from, to))) &&
        (lowerPay <= 0 || job.weeklyPay >= lowerPay),
    )
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

const formArbitrary: fc.Arbitrary<Form> = fc.record({
  state: fc.subarray([...STATES, 'WA']),
  compactState: fc.boolean(),
  specialties: fc.subarray([...SPECIALTIES, 'Dialysis']),
  modaility: fc.constantFrom('', ...MODALITIES),
  durationWeek: fc.option(fc.tuple(fc.integer({ min: 1, max: 52 }), fc.integer({ min: 1, max: 52 })), { nil: null }),
  salary: fc.option(fc.tuple(fc.integer({ min: 0, max: 24 }).map((steps) => steps * 250), fc.constant(20_000)), { nil: null }),
});

describe('open-jobs search equals a brute-force filter', () => {
  // Every search of these tests is answered by the in-memory index (docs/performance.md), never by SQL: the catalogue
  // is small, so a write's rebuild is waited for.
  let answered = { ...JobSearchIndex.answered };
  beforeEach(() => {
    answered = { ...JobSearchIndex.answered };
  });
  afterEach(() => {
    expect(JobSearchIndex.answered.sql).toBe(answered.sql);
    expect(JobSearchIndex.answered.index).toBeGreaterThan(answered.index);
  });

  it('for many random filter forms, pages and page sizes', async () => {
    await fc.assert(
      fc.asyncProperty(formArbitrary, fc.integer({ min: 1, max: 4 }), fc.constantFrom(5, 12, 24), async (form, page, perPage) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/job/open',
          headers: candidate.auth,
          payload: { filter: buildJobFilter(form, compactCodes), projection: { _id: 1 }, page, perPage },
        });
        expect(res.statusCode).toBe(200);
        const expected = bruteForce(form);
        const body = res.json();
        expect(body.paging).toEqual({ page, perPage, total: expected.length, totalPages: Math.ceil(expected.length / perPage) });
        expect(body.data.map((job: { _id: string }) => job._id)).toEqual(expected.slice((page - 1) * perPage, page * perPage).map((job) => job.id));
      }),
      { numRuns: 150, seed: 7 },
    );
  });

  it('pages add up to the whole list without gaps or repeats', async () => {
    const form: Form = { state: [], compactState: true, specialties: [], modaility: '', durationWeek: null, salary: null };
    const expected = bruteForce(form).map((job) => job.id);
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/job/open',
        headers: candidate.auth,
        payload: { filter: buildJobFilter(form, compactCodes), page, perPage: 12 },
      });
      const { data, paging } = res.json();
      expect(paging.total).toBe(expected.length);
      if (!data.length) {
        expect(page).toBe(paging.totalPages + 1);
        break;
      }
      seen.push(...data.map((job: { _id: string }) => job._id));
    }
    expect(seen).toEqual(expected);
  });

  // Searches are kept in memory (docs/performance.md): the same searches again, with writes between them that change
  // what they match (a job added, closed, reopened, edited, deleted), must still equal the brute-force filter. The
  // index is caught up from the written jobs (decision 051), never rebuilt: added jobs land between the build's, some
  // at the very time of another job (the larger id first), and an edit may move a job to another time.
  it('with the search cache on, across writes between searches', async () => {
    const made = { ...JobSearchIndex.made };
    const search = async (form: Form, page: number, perPage: number) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/job/open',
        headers: candidate.auth,
        payload: { filter: buildJobFilter(form, compactCodes), projection: { _id: 1 }, page, perPage },
      });
      expect(res.statusCode).toBe(200);
      const expected = bruteForce(form);
      const body = res.json();
      expect(body.paging.total).toBe(expected.length);
      expect(body.data.map((job: { _id: string }) => job._id)).toEqual(expected.slice((page - 1) * perPage, page * perPage).map((job) => job.id));
    };
    const forms = fc.sample(formArbitrary, { numRuns: 6, seed: 11 });
    forms.push({ state: [], compactState: false, specialties: [], modaility: '', durationWeek: null, salary: null });
    const write = fc.oneof(
      fc.record({
        kind: fc.constant('add' as const),
        state: fc.constantFrom(...STATES),
        submodality: fc.constantFrom(...SPECIALTIES),
        weeklyPay: fc.integer({ min: 2, max: 24 }).map((s) => s * 250),
        // The time of an existing job (a tie broken by the id), or a new one.
        sameTimeAs: fc.option(fc.nat(), { nil: undefined }),
      }),
      fc.record({ kind: fc.constantFrom('close' as const, 'reopen' as const, 'delete' as const), pick: fc.nat() }),
      fc.record({
        kind: fc.constant('edit' as const),
        pick: fc.nat(),
        state: fc.constantFrom(...STATES),
        durationWeeks: fc.integer({ min: 1, max: 52 }),
        weeklyPay: fc.integer({ min: 2, max: 24 }).map((s) => s * 250),
        sameTimeAs: fc.option(fc.nat(), { nil: undefined }),
      }),
    );
    let minute = 0;
    async function applyWrite(w: {
      kind: 'add' | 'close' | 'reopen' | 'delete' | 'edit';
      pick?: number;
      state?: string;
      submodality?: string;
      weeklyPay?: number;
      durationWeeks?: number;
      sameTimeAs?: number;
    }) {
      const target = rows[(w.pick ?? 0) % rows.length]!;
      const sameTime = w.sameTimeAs === undefined ? undefined : rows[w.sameTimeAs % rows.length]!.createdAt;
      if (w.kind === 'add') {
        const createdAt = sameTime ?? new Date(Date.parse('2026-12-01T00:00:00Z') + ++minute * 60_000);
        const [job] = await app.db.insert(jobs).values(jobValues(mhs, { state: w.state, submodality: w.submodality, modality: 'Nursing', weeklyPay: w.weeklyPay, durationWeeks: 13, createdAt })).returning();
        rows.push(job!);
      } else if (w.kind === 'delete') {
        await app.db.delete(jobs).where(eq(jobs.id, target.id));
        rows = rows.filter((row) => row.id !== target.id);
      } else {
        const set =
          w.kind === 'edit'
            ? { state: w.state!, durationWeeks: w.durationWeeks!, weeklyPay: w.weeklyPay!, ...(sameTime ? { createdAt: sameTime } : {}) }
            : { isOpen: w.kind === 'reopen' };
        const [job] = await app.db.update(jobs).set(set).where(eq(jobs.id, target.id)).returning();
        rows = rows.map((row) => (row.id === target.id ? job! : row));
      }
    }
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom(...forms), fc.integer({ min: 1, max: 2 }), write), { minLength: 5, maxLength: 12 }), async (steps) => {
        for (const [form, page, w] of steps) {
          await search(form, page, 12); // fills the cache
          await search(form, page, 12); // served from it
          await applyWrite(w);
          await search(form, page, 12); // the write is acknowledged: never the old answer
        }
      }),
      { numRuns: 15, seed: 5 },
    );
    expect(JobSearchIndex.made.caughtUp).toBeGreaterThan(made.caughtUp);
    expect(JobSearchIndex.made.built).toBe(made.built);
  });
});

// The database's answer follows the same rules: a large catalogue's searches use it while the index is rebuilt after a
// write, and it is what answers when no index could be built.
describe('the database search equals the same brute-force filter', () => {
  it('for many random filter forms, pages and page sizes', async () => {
    await fc.assert(
      fc.asyncProperty(formArbitrary, fc.integer({ min: 1, max: 4 }), fc.constantFrom(5, 12), async (form, page, perPage) => {
        const parsed = parseJobFilter(buildJobFilter(form, compactCodes));
        if (!parsed.ok) throw new Error(parsed.message);
        const { rows: found, total } = await searchJobs<{ _id: string }>(app.db, mhs, parsed.query, { _id: jobs.id }, { page, perPage });
        const expected = bruteForce(form);
        expect(total).toBe(expected.length);
        expect(found.map((job) => job._id)).toEqual(expected.slice((page - 1) * perPage, page * perPage).map((job) => job.id));
      }),
      { numRuns: 60, seed: 9 },
    );
  });
});
