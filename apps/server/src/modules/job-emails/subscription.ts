// The candidate's saved searches, each with its own alert (spec §3 subscription data; /subscription): saved criteria,
// or, before anything was saved, the application's preferences (personalInfo: specialties, otherStates with the compact
// switch). The desired weekly pay is not copied in as a minimum: it is what the candidate hopes for, not the least they
// would take, and as a filter it hid every job of their role that pays less.
import type { TSubscription, TSubscriptionCriteria } from '@portal/shared/schemas/job-emails';
import { MAX_SAVED_SEARCHES, SUBSCRIPTION_MESSAGES, type ZSubscriptionBody } from '@portal/shared/schemas/job-emails';
import { isUsStateCode } from '@portal/shared/domain/us-states';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { candidates, jobSubscriptions, organizations } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/errors';
import { loadPlainSections } from '../application/service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  const compactState = d.otherStatesCompact === true || d.otherStatesCompact === 'true';
  if (!states.length && !specialties.length && !compactState) return null;
  return { ...DEFAULT_CRITERIA, states: [...new Set(states)], compactState, specialties: [...new Set(specialties)] };
}

async function postalAddressOf(app: FastifyInstance, orgId: string): Promise<string | null> {
  const [org] = await app.db.select({ postalAddress: organizations.postalAddress }).from(organizations).where(eq(organizations.id, orgId));
  return org?.postalAddress ?? null;
}

const toSubscription = (row: Row, postalAddress: string | null): TSubscription => ({
  ...criteriaOf(row),
  id: row.id,
  name: row.name,
  active: row.active,
  source: 'saved',
  unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  postalAddress,
});

type User = { candidateId: string; orgId: string };
const liveOf = (candidateId: string) => and(eq(jobSubscriptions.candidateId, candidateId), isNull(jobSubscriptions.deletedAt));

/** The candidate's saved searches (not deleted), oldest first. */
export async function listSavedSearches(app: FastifyInstance, user: User): Promise<TSubscription[]> {
  const rows = await app.db.select().from(jobSubscriptions).where(liveOf(user.candidateId)).orderBy(asc(jobSubscriptions.createdAt), asc(jobSubscriptions.id));
  if (!rows.length) return [];
  const postalAddress = await postalAddressOf(app, user.orgId);
  return rows.map((row) => toSubscription(row, postalAddress));
}

async function savedSearch(app: FastifyInstance, user: User, id: string): Promise<Row | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await app.db.select().from(jobSubscriptions).where(and(liveOf(user.candidateId), eq(jobSubscriptions.id, id)));
  return row;
}

/**
 * GET /api/candidate/subscription (spec §3 subscription data): the first saved search, or, before anything was saved,
 * the criteria pre-filled from the application. With an id, that saved search of the caller's (404 otherwise).
 */
export async function getSubscription(app: FastifyInstance, user: User, id?: string): Promise<TSubscription> {
  if (id !== undefined && id !== user.candidateId) {
    const row = await savedSearch(app, user, id);
    if (!row) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
    return toSubscription(row, await postalAddressOf(app, user.orgId));
  }
  const [first] = await listSavedSearches(app, user);
  if (first) return first;
  const postalAddress = await postalAddressOf(app, user.orgId);
  const prefilled = await criteriaFromApplication(app, user.candidateId);
  return { ...(prefilled ?? DEFAULT_CRITERIA), id: null, name: '', active: false, source: prefilled ? 'application' : 'default', unsubscribedAt: null, postalAddress };
}

type Body = z.output<typeof ZSubscriptionBody>;

/** The columns a save writes. Turning an alert on clears its opt-out date; saving it off keeps (or sets) it. */
function valuesOf(body: Body, before: Row | undefined, now: Date) {
  // `org` (spec §7 "with org" calls) is ignored: the session names the organisation.
  const { active, org: _org, name, ...criteria } = body;
  return {
    ...criteria,
    ...(name !== undefined ? { name } : {}),
    active,
    unsubscribedAt: active ? null : (before?.unsubscribedAt ?? now),
    updatedAt: now,
  };
}

/** POST /api/candidate/subscriptions: a new saved search with its own alert (at most MAX_SAVED_SEARCHES). */
export async function createSavedSearch(app: FastifyInstance, user: User, body: Body): Promise<TSubscription> {
  const now = new Date();
  const row = await app.db.transaction(async (tx) => {
    // One save at a time per candidate, so two at once cannot pass the limit together.
    await tx.select({ id: candidates.id }).from(candidates).where(eq(candidates.id, user.candidateId)).for('update');
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(jobSubscriptions).where(liveOf(user.candidateId));
    if (n >= MAX_SAVED_SEARCHES) throw badRequest(SUBSCRIPTION_MESSAGES.tooMany, 'SAVED_SEARCHES_LIMIT');
    const [inserted] = await tx
      .insert(jobSubscriptions)
      .values({ candidateId: user.candidateId, orgId: user.orgId, ...valuesOf(body, undefined, now) })
      .returning();
    return inserted!;
  });
  return toSubscription(row, await postalAddressOf(app, user.orgId));
}

/** PUT /api/candidate/subscriptions/:id: changes one saved search of the caller's (404 for anyone else's). */
export async function updateSavedSearch(app: FastifyInstance, user: User, id: string, body: Body): Promise<TSubscription> {
  const before = await savedSearch(app, user, id);
  if (!before) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
  const [row] = await app.db
    .update(jobSubscriptions)
    .set(valuesOf(body, before, new Date()))
    .where(and(liveOf(user.candidateId), eq(jobSubscriptions.id, id)))
    .returning();
  if (!row) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
  return toSubscription(row, await postalAddressOf(app, user.orgId));
}

/**
 * DELETE /api/candidate/subscriptions/:id: no more alerts from it and no longer listed. The row stays (deleted_at) so
 * the history of its alerts and their unsubscribe links keep working.
 */
export async function deleteSavedSearch(app: FastifyInstance, user: User, id: string): Promise<void> {
  if (!UUID.test(id)) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
  const now = new Date();
  const done = await app.db
    .update(jobSubscriptions)
    .set({ deletedAt: now, active: false, unsubscribedAt: now, updatedAt: now })
    .where(and(liveOf(user.candidateId), eq(jobSubscriptions.id, id)))
    .returning({ id: jobSubscriptions.id });
  if (!done.length) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
}

/** PUT /api/candidate/subscription (spec §3; kept as it was): saves the first saved search, or makes it. */
export async function saveSubscription(app: FastifyInstance, user: User, body: Body): Promise<TSubscription> {
  const [first] = await listSavedSearches(app, user);
  if (first?.id) return updateSavedSearch(app, user, first.id, body);
  return createSavedSearch(app, user, body);
}
