// The candidate's subscription (spec §3 subscription data; /subscription): saved criteria, or, before anything was
// saved, the application's preferences (personalInfo: specialties, otherStates with the compact switch, salary).
import type { TSubscription, TSubscriptionCriteria } from '@portal/shared/schemas/job-emails';
import { type ZSubscriptionBody } from '@portal/shared/schemas/job-emails';
import { isUsStateCode } from '@portal/shared/domain/us-states';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { jobSubscriptions, organizations } from '../../db/schema/index';
import { loadPlainSections } from '../application/service';

export const DEFAULT_CRITERIA: TSubscriptionCriteria = {
  states: [],
  compactState: false,
  specialties: [],
  modality: '',
  shift: 'any',
  minWeeklyPay: null,
  durationMin: null,
  durationMax: null,
  frequency: 'daily',
};

type Row = typeof jobSubscriptions.$inferSelect;

const criteriaOf = (row: Row): TSubscriptionCriteria => ({
  states: row.states,
  compactState: row.compactState,
  specialties: row.specialties,
  modality: row.modality,
  shift: row.shift as TSubscriptionCriteria['shift'],
  minWeeklyPay: row.minWeeklyPay,
  durationMin: row.durationMin,
  durationMax: row.durationMax,
  frequency: row.frequency,
});

/** The application's "work you are looking for" as criteria, when the candidate filled it in. */
export async function criteriaFromApplication(app: FastifyInstance, candidateId: string): Promise<TSubscriptionCriteria | null> {
  const sections = await loadPlainSections(app, candidateId);
  const data = sections.find((s) => s.key === 'personalInfo')?.plain;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const d = data as Record<string, unknown>;
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : []);
  const states = list(d.otherStates).map((s) => s.toUpperCase()).filter(isUsStateCode);
  const specialties = list(d.specialties);
  const pay = typeof d.salary === 'string' && /^\d{1,10}$/.test(d.salary) ? Math.min(100_000, Number(d.salary)) : null;
  const compactState = d.otherStatesCompact === true || d.otherStatesCompact === 'true';
  if (!states.length && !specialties.length && pay === null && !compactState) return null;
  return { ...DEFAULT_CRITERIA, states: [...new Set(states)], compactState, specialties: [...new Set(specialties)], minWeeklyPay: pay || null };
}

async function postalAddressOf(app: FastifyInstance, orgId: string): Promise<string | null> {
  const [org] = await app.db.select({ postalAddress: organizations.postalAddress }).from(organizations).where(eq(organizations.id, orgId));
  return org?.postalAddress ?? null;
}

export async function getSubscription(app: FastifyInstance, user: { candidateId: string; orgId: string }): Promise<TSubscription> {
  const [row] = await app.db.select().from(jobSubscriptions).where(eq(jobSubscriptions.candidateId, user.candidateId));
  const postalAddress = await postalAddressOf(app, user.orgId);
  if (row) {
    return { ...criteriaOf(row), id: row.id, active: row.active, source: 'saved', unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null, postalAddress };
  }
  const prefilled = await criteriaFromApplication(app, user.candidateId);
  return { ...(prefilled ?? DEFAULT_CRITERIA), id: null, active: false, source: prefilled ? 'application' : 'default', unsubscribedAt: null, postalAddress };
}

export async function saveSubscription(app: FastifyInstance, user: { candidateId: string; orgId: string }, body: z.output<typeof ZSubscriptionBody>): Promise<TSubscription> {
  // `org` (spec §7 "with org" calls) is ignored: the session names the organisation.
  const { active, org: _org, ...criteria } = body;
  const now = new Date();
  const values = { ...criteria, active, unsubscribedAt: active ? null : now, updatedAt: now };
  await app.db
    .insert(jobSubscriptions)
    .values({ candidateId: user.candidateId, orgId: user.orgId, ...values })
    .onConflictDoUpdate({
      target: jobSubscriptions.candidateId,
      // Turning alerts back on (or saving them on) counts new jobs from now; saving while off keeps the opt-out date.
      set: active ? values : { ...criteria, active, updatedAt: now },
    });
  return getSubscription(app, user);
}
