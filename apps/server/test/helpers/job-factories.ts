// Job factories: exactly the jobs a test needs, inserted straight into the table.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jobs, organizations } from '../../src/db/schema/index';
import type { TestApp } from './app';

export type JobValues = typeof jobs.$inferInsert;

export async function orgIdOf(app: TestApp, code: string): Promise<string> {
  const [org] = await app.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.code, code)).limit(1);
  if (!org) throw new Error(`no organisation ${code}`);
  return org.id;
}

export function jobValues(orgId: string, overrides: Partial<JobValues> = {}): JobValues {
  return {
    orgId,
    externalId: `T-${randomBytes(6).toString('hex')}`,
    positionName: 'Travel RN - ICU',
    modality: 'Nursing',
    submodality: 'ICU',
    shift: 'Nights 3x12',
    vmsName: 'ShiftWise',
    publicNotes: 'Level I trauma centre; 2 years of ICU experience.',
    numberOfPositions: 2,
    city: 'Nashville',
    state: 'TN',
    zip: '37203',
    durationWeeks: 13,
    weeklyHours: 36,
    facilityName: 'Cumberland General Hospital',
    weeklyPay: 2100,
    weeklyStipends: 1050,
    completionBonusPay: 1000,
    startingBonusPay: null,
    gapRate: 45,
    overtimeBase: 48,
    otPayRate: 72,
    estimatedStartDate: '2026-12-07',
    isOpen: true,
    isComplete: true,
    ...overrides,
  };
}

export async function createJob(app: TestApp, orgCode = 'MHS', overrides: Partial<JobValues> = {}) {
  const [job] = await app.db.insert(jobs).values(jobValues(await orgIdOf(app, orgCode), overrides)).returning();
  if (!job) throw new Error('job insert returned nothing');
  return job;
}

/** A housing search near a job as the web client sends it (spec §7 get-Housing-Data). */
export const HOUSING_SEARCH = {
  city: 'Nashville',
  state: 'TN',
  zip: '37203',
  checkIn: '2026-12-07',
  checkOut: '2027-03-08',
  guestCount: 1,
  roomCount: 1,
  retrySearchWithExpandedRadius: true,
  salesChannel: 'website',
};
