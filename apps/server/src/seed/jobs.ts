// Demo jobs: a few hundred believable jobs per organisation, the same ones on every machine (a seeded generator),
// created over the last 30 days. Idempotent: each job has a fixed Position_ID and existing ones are left alone.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs, organizations } from '../db/schema/index';
import { ensureJobReferenceData } from '../modules/jobs/reference-data';
import {
  CITIES, DURATIONS, FACILITY_BY_SPECIALTY, FACILITY_PATTERNS, MODALITY_OF, NOTES, ORG_PROFILES, REGIONS, RN_PREMIUM, RN_RATE, ROLES,
  SAINTS, SHIFTS, VMS,
} from './jobs-data';

/** mulberry32: small, fast and good enough to make demo data repeatable. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hash = (text: string) => [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const weighted = <T>(random: Random, items: readonly (readonly [T, number])[]): T => {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [item, weight] of items) if ((roll -= weight) < 0) return item;
  return items[items.length - 1]![0];
};
const between = (random: Random, [low, high]: readonly [number, number]) => low + random() * (high - low);
const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const day = (date: Date) => date.toISOString().slice(0, 10);

export type DemoJob = typeof jobs.$inferInsert;

/** The demo jobs of one organisation, relative to `now` (only createdAt and start dates move with it). */
export function demoJobs(orgCode: string, orgId: string, now: Date): DemoJob[] {
  const profile = ORG_PROFILES[orgCode] ?? ORG_PROFILES.MHS!;
  const random = prng(hash(orgCode));
  const specialties = Object.entries(profile.specialties);
  const favoured = CITIES.filter(([state]) => profile.states?.includes(state));
  const result: DemoJob[] = [];
  for (let i = 0; i < profile.count; i++) {
    const specialty = weighted(random, specialties);
    const role = ROLES[specialty];
    const isSupport = ['PCT', 'CNA', 'Medical Assistant', 'CMA', 'Phlebotomist'].includes(specialty);
    // Partners mostly staff their own region; a quarter of their jobs are elsewhere.
    const [state, city, zip] = favoured.length && random() < 0.75 ? pick(random, favoured) : pick(random, CITIES);
    const travel = isSupport ? random() < 0.35 : random() < 0.75;
    // Clinics keep office hours; bedside support roles work the unit's shifts.
    const clinic = specialty === 'Medical Assistant' || specialty === 'CMA';
    const shifts = SHIFTS.filter((s) => (clinic ? s.name.startsWith('Days 5x8') || s.name.startsWith('Days 4x10') : !isSupport || s.support || s.hours === 36));
    const shift = weighted(random, shifts.map((s) => [s, s.weight] as const));
    const weeks = travel ? weighted(random, DURATIONS) : weighted(random, [[13, 4], [26, 3], [52, 1]] as const);
    const premium = !role && RN_PREMIUM.has(specialty) ? 1.12 : 1;
    const rate = roundTo(between(random, role?.rate ?? RN_RATE) * premium, 0.25);
    const facility = pick(random, FACILITY_BY_SPECIALTY[specialty] ?? FACILITY_PATTERNS)
      .replace('{city}', city)
      .replace('{saint}', pick(random, SAINTS))
      .replace('{region}', pick(random, REGIONS));
    const createdAt = new Date(now.getTime() - Math.floor(random() * 30 * 24 * 60) * 60_000);
    const start = new Date(createdAt.getTime() + (14 + Math.floor(random() * 45)) * 86_400_000);
    const title = role?.title ?? `RN - ${specialty}`;
    result.push({
      orgId,
      externalId: `${orgCode}-D${String(i + 1).padStart(5, '0')}`,
      positionName: `${travel ? 'Travel' : 'Local Contract'} ${title}`,
      modality: MODALITY_OF[specialty] ?? 'Nursing',
      submodality: specialty,
      shift: shift.name,
      vmsName: random() < 0.8 ? pick(random, VMS) : null,
      publicNotes: pick(random, [...(NOTES[specialty] ?? []), ...NOTES.default!]) || null,
      numberOfPositions: weighted(random, [[1, 6], [2, 3], [3, 2], [5, 1]] as const),
      city,
      state,
      zip,
      durationWeeks: weeks,
      weeklyHours: shift.hours,
      facilityName: facility,
      weeklyPay: roundTo(rate * Math.min(shift.hours, 40) + Math.max(0, shift.hours - 40) * rate * 1.5, 5),
      // Non-taxable stipends only for travellers with a tax home elsewhere (domain.md §4).
      weeklyStipends: travel ? roundTo(between(random, isSupport ? [600, 1100] : [900, 1900]), 10) : null,
      overtimeBase: rate,
      otPayRate: roundTo(rate * 1.5, 0.25),
      gapRate: shift.hours < 40 ? roundTo(rate * 1.05, 0.25) : null,
      completionBonusPay: random() < 0.4 ? pick(random, [500, 1000, 1500, 2000]) : null,
      startingBonusPay: random() < 0.2 ? pick(random, [250, 500, 1000]) : null,
      estimatedStartDate: day(start),
      isOpen: random() < 0.92,
      isComplete: random() < 0.96,
      createdAt,
    });
  }
  return result;
}

export async function seedJobs(db: Db): Promise<number> {
  await ensureJobReferenceData(db);
  const orgs = await db.select({ id: organizations.id, code: organizations.code }).from(organizations);
  const now = new Date();
  let total = 0;
  let inserted = false;
  for (const org of orgs) {
    if (!ORG_PROFILES[org.code]) continue;
    const existing = await db.$count(jobs, eq(jobs.orgId, org.id));
    const batch = demoJobs(org.code, org.id, now);
    total += batch.length;
    // Seeded before: nothing to add (saves rewriting a few hundred rows on every start of a demo installation).
    if (existing >= batch.length) continue;
    for (let start = 0; start < batch.length; start += 500) await db.insert(jobs).values(batch.slice(start, start + 500)).onConflictDoNothing();
    inserted = true;
  }
  // The embedded database has no autovacuum: fresh statistics keep searches on their indexes (as jobs:import does).
  if (inserted) await db.execute(sql`ANALYZE jobs`);
  return total;
}
