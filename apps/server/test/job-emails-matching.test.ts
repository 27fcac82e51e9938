// Alert matching (modules/job-emails/matching.ts, the open-jobs search's own rule) against a brute-force match
// written here from spec §5 "Job search" plus the alert's shift, "since" and "not sent before", on random jobs and
// random subscriptions.
import fc from 'fast-check';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema/index';
import { type MatchCriteria, compactCodes, matchJobs } from '../src/modules/job-emails/matching';
import { createTestApp, type TestApp } from './helpers/app';
import { jobValues, orgIdOf } from './helpers/job-factories';

let app: TestApp;
let orgA: string;
let orgB: string;
let codes: string[];

beforeAll(async () => {
  app = await createTestApp();
  orgA = await orgIdOf(app, 'RAD');
  orgB = await orgIdOf(app, 'LHS');
  codes = await compactCodes(app.db);
  if (!codes.length) {
    const { ensureJobReferenceData } = await import('../src/modules/jobs/reference-data');
    await ensureJobReferenceData(app.db);
    codes = await compactCodes(app.db);
  }
});
afterAll(async () => {
  await app?.close();
});

const STATES = ['TX', 'CA', 'NY', 'FL', 'WA'];
const SPECIALTIES = ['ICU', 'ER', 'Med-Surg', 'L&D'];
const MODALITIES = ['Nursing', 'Allied'];
const SHIFTS = ['Days 3x12 (07:00-19:00)', 'Nights 3x12 (19:00-07:00)', 'Evenings 5x8', 'Rotating days/nights 3x12', 'Variable'];
const BASE = Date.parse('2026-11-01T00:00:00Z');

const arbJob = fc.record({
  org: fc.constantFrom('A', 'B'),
  state: fc.constantFrom(...STATES),
  submodality: fc.constantFrom(...SPECIALTIES),
  modality: fc.constantFrom(...MODALITIES),
  shift: fc.constantFrom(...SHIFTS),
  durationWeeks: fc.integer({ min: 4, max: 52 }),
  weeklyPay: fc.integer({ min: 800, max: 4000 }),
  isOpen: fc.boolean(),
  isComplete: fc.boolean(),
  updatedHour: fc.integer({ min: 0, max: 100 }),
});

const arbCriteria = fc.record({
  states: fc.uniqueArray(fc.constantFrom(...STATES), { maxLength: 3 }),
  compactState: fc.boolean(),
  specialties: fc.uniqueArray(fc.constantFrom(...SPECIALTIES), { maxLength: 3 }),
  modality: fc.constantFrom('', ...MODALITIES),
  shift: fc.constantFrom('any', 'Days', 'Nights', 'Evenings', 'Rotating') as fc.Arbitrary<MatchCriteria['shift']>,
  minWeeklyPay: fc.option(fc.integer({ min: 0, max: 4000 }), { nil: null }),
  durationMin: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
  durationMax: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
});

type Made = { id: string; org: string; state: string; submodality: string; modality: string; shift: string; durationWeeks: number; weeklyPay: number; isOpen: boolean; isComplete: boolean; updatedAt: Date };

/** spec §5 by hand: open and complete; states (+ compact codes); specialties OR; the modality when chosen; duration inclusive, either order; pay when > 0. */
function bruteForce(all: Made[], c: MatchCriteria, since: Date | null, exclude: Set<string>): string[] {
  const states = new Set([...c.states, ...(c.compactState ? codes : [])]);
  const [lo, hi] = c.durationMin !== null && c.durationMax !== null ? [Math.min(c.durationMin, c.durationMax), Math.max(c.durationMin, c.durationMax)] : [c.durationMin, c.durationMax];
  return all
    .filter(
      (j) =>
        j.org === orgA &&
        j.isOpen &&
        j.isComplete &&
        (states.size === 0 || states.has(j.state)) &&
        (c.specialties.length === 0 || c.specialties.includes(j.submodality)) &&
        (c.modality === '' || j.modality === c.modality) &&
        (lo === null || j.durationWeeks >= lo) &&
        (hi === null || j.durationWeeks <= hi) &&
        (!c.minWeeklyPay || j.weeklyPay >= c.minWeeklyPay) &&
        (c.shift === 'any' || j.shift.toLowerCase().startsWith(c.shift.toLowerCase())) &&
        (!since || j.updatedAt > since) &&
        !exclude.has(j.id),
    )
    .map((j) => j.id)
    .sort();
}

describe('alert matching', () => {
  it('finds exactly what a brute-force reading of the search rule finds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbJob, { minLength: 0, maxLength: 25 }),
        arbCriteria,
        fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
        fc.integer({ min: 0, max: 5 }),
        async (generated, criteria, sinceHour, excludeCount) => {
          await app.db.delete(jobs).where(inArray(jobs.orgId, [orgA, orgB]));
          const made: Made[] = [];
          if (generated.length) {
            const rows = await app.db
              .insert(jobs)
              .values(
                generated.map((g) =>
                  jobValues(g.org === 'A' ? orgA : orgB, {
                    state: g.state,
                    submodality: g.submodality,
                    modality: g.modality,
                    shift: g.shift,
                    durationWeeks: g.durationWeeks,
                    weeklyPay: g.weeklyPay,
                    isOpen: g.isOpen,
                    isComplete: g.isComplete,
                    updatedAt: new Date(BASE + g.updatedHour * 3_600_000),
                  }),
                ),
              )
              .returning();
            for (const r of rows) made.push({ id: r.id, org: r.orgId, state: r.state, submodality: r.submodality, modality: r.modality, shift: r.shift, durationWeeks: r.durationWeeks, weeklyPay: r.weeklyPay, isOpen: r.isOpen, isComplete: r.isComplete, updatedAt: r.updatedAt });
          }
          const since = sinceHour === null ? null : new Date(BASE + sinceHour * 3_600_000);
          const exclude = new Set(made.slice(0, excludeCount).map((m) => m.id));
          const found = await matchJobs(app.db, orgA, criteria, codes, { since, exclude: [...exclude], limit: 1000 });
          expect(found.map((f) => f.id).sort()).toEqual(bruteForce(made, criteria, since, exclude));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('orders the newest change first and stops at the limit', async () => {
    await app.db.delete(jobs).where(inArray(jobs.orgId, [orgA, orgB]));
    const rows = await app.db
      .insert(jobs)
      .values(Array.from({ length: 14 }, (_, i) => jobValues(orgA, { updatedAt: new Date(BASE + i * 60_000) })))
      .returning();
    const found = await matchJobs(app.db, orgA, { states: [], compactState: false, specialties: [], modality: '', shift: 'any', minWeeklyPay: null, durationMin: null, durationMax: null }, codes);
    expect(found).toHaveLength(10);
    expect(found[0]!.id).toBe(rows[13]!.id);
  });
});
