// The candidate's references (spec §1, §3, §5): list, request, update, resend and withdraw, the status each shows, and
// the rule that gates applying. The candidate never sees the referee's answers (they are not even read here).
import type { RefStatus, ReferenceEntry } from '@portal/shared/dashboard';
import { needsRenewal, referenceStatusOf, referencesRule, type RuleReference } from '@portal/shared/domain/references-rule';
import { REFERENCE_MESSAGES, type ReferenceStatus, type TReference, type TReferenceRequestValues } from '@portal/shared/schemas/references';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { candidateReferences, candidates, identities, organizations } from '../../db/schema/index';
import { isoText, type DashboardSource } from '../../lib/dashboard';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { publishToCandidate } from '../../lib/realtime';
import { queueInvitation } from './mail';

export type ReferenceRow = typeof candidateReferences.$inferSelect;
type Owner = { candidateId: string; orgId: string };

/** The rule's own functions (packages/shared/src/domain/references-rule.ts): one rule for every reader of the list. */
export { needsRenewal };

/** draft, requested, opened, completed, declined — or expired when the link ran out unanswered. */
export const statusOf = (row: Pick<ReferenceRow, 'status' | 'linkExpiresAt'>, now = new Date()): ReferenceStatus => referenceStatusOf(row, now);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The columns of a reference the candidate may see (their export, as toApi below for the API): the request they made,
 * the referee's contact details and the status with its dates. Never the referee's answer or its audit fields
 * (outcome, answer, who answered, method, verified address, IP address, browser): those are the agency's. A list of
 * what may go out, so a column added later stays with the agency until it is named here.
 */
export const CANDIDATE_REFERENCE_COLUMNS = [
  'id',
  'candidate_id',
  'org_id',
  'salutation',
  'first_name',
  'last_name',
  'contact_method',
  'email',
  'country',
  'city',
  'state',
  'work_phone',
  'phone',
  'reference_type',
  'reference_is_or_was_my',
  'work_together_from',
  'work_together_to',
  'job_title',
  'company_name',
  'current_company_name',
  'specific_area_of_expertise',
  'current_job_title',
  'status',
  'origin',
  'sent_at',
  'opened_at',
  'answered_at',
  'link_expires_at',
  'created_at',
  'updated_at',
] as const;

export function toApi(row: ReferenceRow, now = new Date()): TReference {
  return {
    _id: row.id,
    salutation: row.salutation,
    firstName: row.firstName,
    lastName: row.lastName,
    contactMethod: row.contactMethod,
    email: row.email,
    country: row.country,
    city: row.city,
    state: row.state,
    workPhone: row.workPhone,
    phone: row.phone,
    referenceType: row.referenceType,
    referenceIsOrWasMy: row.referenceIsOrWasMy,
    workTogetherFrom: row.workTogetherFrom,
    workTogetherTo: row.workTogetherTo,
    referenceJobTitleWhenWorkingWithMe: row.jobTitle,
    companyName: row.companyName,
    currentCompanyName: row.currentCompanyName,
    specificAreaOfExpertise: row.specificAreaOfExpertise,
    currentJobTitle: row.currentJobTitle,
    status: statusOf(row, now),
    sentAt: iso(row.sentAt),
    openedAt: iso(row.openedAt),
    answeredAt: iso(row.answeredAt),
    linkExpiresAt: row.status === 'completed' || row.status === 'declined' ? null : iso(row.linkExpiresAt),
    needsRenewal: needsRenewal(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const columnsOf = (v: TReferenceRequestValues) => ({
  salutation: v.salutation,
  firstName: v.firstName,
  lastName: v.lastName,
  contactMethod: v.contactMethod,
  email: v.email,
  country: v.country,
  city: v.city,
  state: v.state,
  workPhone: v.workPhone,
  phone: v.phone,
  referenceType: v.referenceType,
  referenceIsOrWasMy: v.referenceIsOrWasMy,
  workTogetherFrom: v.workTogetherFrom,
  workTogetherTo: v.workTogetherTo,
  jobTitle: v.referenceJobTitleWhenWorkingWithMe,
  companyName: v.companyName,
  currentCompanyName: v.currentCompanyName,
  specificAreaOfExpertise: v.specificAreaOfExpertise,
  currentJobTitle: v.currentJobTitle,
});

export async function listReferences(db: Db, owner: Owner): Promise<ReferenceRow[]> {
  return db
    .select()
    .from(candidateReferences)
    .where(and(eq(candidateReferences.candidateId, owner.candidateId), eq(candidateReferences.orgId, owner.orgId)))
    .orderBy(asc(candidateReferences.createdAt), asc(candidateReferences.id));
}

/**
 * A candidate's references by their id alone (in their own organisation): the application's references section reads
 * the same list as the References page (decision 031).
 */
export async function referencesOf(db: Db, candidateId: string): Promise<ReferenceRow[]> {
  return db
    .select()
    .from(candidateReferences)
    .where(and(eq(candidateReferences.candidateId, candidateId), eq(candidateReferences.orgId, sql`(select ${candidates.orgId} from ${candidates} where ${candidates.id} = ${candidateId})`)))
    .orderBy(asc(candidateReferences.createdAt), asc(candidateReferences.id));
}

/** The candidate's own reference, else 404 (another candidate's looks like no reference at all). */
export async function ownReference(db: Db, owner: Owner, id: string): Promise<ReferenceRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound(REFERENCE_MESSAGES.notFound);
  const [row] = await db
    .select()
    .from(candidateReferences)
    .where(and(eq(candidateReferences.id, id), eq(candidateReferences.candidateId, owner.candidateId), eq(candidateReferences.orgId, owner.orgId)));
  if (!row) throw notFound(REFERENCE_MESSAGES.notFound);
  return row;
}

/** A new request: stored, and (unless the referee is contacted by phone only) the e-mail queued in the same transaction. */
export async function requestReference(app: FastifyInstance, owner: Owner, values: TReferenceRequestValues): Promise<ReferenceRow> {
  await assertNotOwnEmail(app.db, owner, values.email);
  const row = await app.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(candidateReferences)
      .values({ candidateId: owner.candidateId, orgId: owner.orgId, ...columnsOf(values) })
      .returning();
    if (!created) throw new AppError(500, 'The reference could not be saved.');
    if (created.contactMethod !== 'phone') return queueInvitation(app, tx, created.id);
    return created;
  });
  await publishToCandidate(app, owner.candidateId, { type: 'reference.updated', referenceId: row.id });
  return row;
}

/**
 * Not yet answered by the referee (a draft never sent included): the only state in which the candidate may change,
 * send or withdraw a reference.
 */
export const unanswered = () => and(inArray(candidateReferences.status, ['draft', 'requested', 'opened']), isNull(candidateReferences.outcome));

/**
 * What the referee is asked to vouch for (the invitation page shows it): a change of any of these under an outstanding
 * link voids that link and sends a new one, so an answer is always to the details it was given for.
 */
const ATTESTED = ['referenceType', 'referenceIsOrWasMy', 'companyName', 'jobTitle', 'workTogetherFrom', 'workTogetherTo'] as const;

/**
 * A mailbox's key for comparing addresses: trimmed, lower case, Unicode-normalised, without a "+tag" (which most
 * providers deliver to the same mailbox), and for Gmail without the dots it ignores.
 */
export function mailboxKey(email: string): string {
  const address = email.normalize('NFKC').trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at).split('+')[0] ?? '';
  let domain = address.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

/** A candidate cannot be their own referee: the account's e-mail and the e-mails of its sign-in identities are refused. */
async function assertNotOwnEmail(db: Db, owner: Owner, email: string): Promise<void> {
  if (!email) return;
  const key = mailboxKey(email);
  const [account] = await db.select({ email: candidates.email }).from(candidates).where(eq(candidates.id, owner.candidateId));
  const linked = await db.select({ email: identities.email }).from(identities).where(eq(identities.candidateId, owner.candidateId));
  const own = [account?.email, ...linked.map((l) => l.email)].filter((e): e is string => !!e);
  if (own.some((e) => mailboxKey(e) === key)) throw badRequest(REFERENCE_MESSAGES.ownEmail, 'OWN_EMAIL');
}

/** Why a guarded change found no row: not the candidate's (404), or answered meanwhile (409 with `message`). */
async function refusal(db: Db, owner: Owner, id: string, message: string): Promise<never> {
  await ownReference(db, owner, id);
  throw new AppError(409, message, 'ANSWERED');
}

/**
 * Updates an unanswered request in one guarded UPDATE (the referee may be answering at the same moment: whichever
 * lands first wins, the other is refused). A changed e-mail (a bounced address fixed) or a change of what the referee
 * vouches for voids the outstanding link and sends a new one; an answered reference stays as the referee answered it.
 */
export async function updateReference(app: FastifyInstance, owner: Owner, id: string, values: TReferenceRequestValues): Promise<ReferenceRow> {
  const current = await ownReference(app.db, owner, id);
  if (current.status === 'completed' || current.status === 'declined') throw new AppError(409, REFERENCE_MESSAGES.alreadyAnswered, 'ANSWERED');
  await assertNotOwnEmail(app.db, owner, values.email);
  const next = columnsOf(values);
  const row = await app.db.transaction(async (tx) => {
    // The row as it is now, locked until the end of this transaction: what changed is decided against it.
    const [locked] = await tx
      .select()
      .from(candidateReferences)
      .where(and(eq(candidateReferences.id, current.id), eq(candidateReferences.candidateId, owner.candidateId), unanswered()))
      .for('update');
    if (!locked) return null;
    const emailChanged = next.email !== locked.email || (locked.contactMethod === 'phone' && next.contactMethod !== 'phone');
    const detailsChanged = ATTESTED.some((k) => next[k] !== locked[k]);
    // No e-mail any more: the old link dies with the address, in the same statement.
    const voidLink = next.contactMethod === 'phone' ? { tokenHash: null, linkVersion: sql`${candidateReferences.linkVersion} + 1`, linkExpiresAt: null, sentAt: null, openedAt: null, status: 'requested' as const } : {};
    const [updated] = await tx
      .update(candidateReferences)
      .set({ ...next, ...voidLink, updatedAt: new Date() })
      .where(and(eq(candidateReferences.id, locked.id), eq(candidateReferences.candidateId, owner.candidateId), unanswered()))
      .returning();
    if (!updated) return null;
    if (next.contactMethod === 'phone') return updated;
    // A draft (a referee kept without a request) is sent by its first update: the candidate checked it and sends it.
    return emailChanged || detailsChanged || locked.status === 'draft' ? queueInvitation(app, tx, updated.id) : updated;
  });
  if (!row) return refusal(app.db, owner, id, REFERENCE_MESSAGES.alreadyAnswered);
  await publishToCandidate(app, owner.candidateId, { type: 'reference.updated', referenceId: row.id });
  return row;
}

/** Sends the request again with a new link (the old link and its reminders are void). */
export async function resendReference(app: FastifyInstance, owner: Owner, id: string): Promise<ReferenceRow> {
  const current = await ownReference(app.db, owner, id);
  if (current.status === 'draft') throw badRequest(REFERENCE_MESSAGES.draftNotSent, 'DRAFT');
  if (current.contactMethod === 'phone' || !current.email) throw badRequest(REFERENCE_MESSAGES.noEmail, 'NO_EMAIL');
  if (current.status === 'completed' || current.status === 'declined') throw new AppError(409, REFERENCE_MESSAGES.alreadyAnswered, 'ANSWERED');
  // queueInvitation's UPDATE is guarded itself: an answer that lands meanwhile makes it a 409.
  const row = await app.db.transaction((tx) => queueInvitation(app, tx, current.id));
  await publishToCandidate(app, owner.candidateId, { type: 'reference.updated', referenceId: row.id });
  return row;
}

/**
 * Withdraws an unanswered reference: the row and its link are gone, in one guarded DELETE. An answered one (a
 * reference, dates only, or a refusal) is the agency's record of what the referee said and stays: 409, ask the agency.
 */
export async function withdrawReference(app: FastifyInstance, owner: Owner, id: string): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound(REFERENCE_MESSAGES.notFound);
  const [gone] = await app.db
    .delete(candidateReferences)
    .where(and(eq(candidateReferences.id, id), eq(candidateReferences.candidateId, owner.candidateId), eq(candidateReferences.orgId, owner.orgId), unanswered()))
    .returning({ id: candidateReferences.id });
  if (!gone) return refusal(app.db, owner, id, REFERENCE_MESSAGES.answeredKept);
  await publishToCandidate(app, owner.candidateId, { type: 'reference.updated', referenceId: gone.id });
}

/** The rule of spec §1 for a candidate: 2 completed (and not due for renewal), one from a Manager; off per organisation. */
export async function referenceStatus(db: Db, owner: Owner, now = new Date()): Promise<RefStatus> {
  const [org] = await db.select({ rule: organizations.referencesRule }).from(organizations).where(eq(organizations.id, owner.orgId));
  return ruleStatus(await listReferences(db, owner), org?.rule ?? true, now);
}

/** Where the candidate stands against the references rule, from their references (the shared rule; the dashboard uses it too). */
export function ruleStatus(rows: RuleReference[], ruleEnabled: boolean, now = new Date()): RefStatus {
  return referencesRule(rows, ruleEnabled, now);
}

/** Refuses a job submission while the rule is not met (403, the message says what is missing). */
export async function assertMayApply(db: Db, owner: Owner): Promise<void> {
  const status = await referenceStatus(db, owner);
  if (!status.meetsRule) throw new AppError(403, status.missing, 'REFERENCES_REQUIRED');
}

export function dashboardEntries(
  rows: Array<Pick<ReferenceRow, 'id' | 'salutation' | 'firstName' | 'lastName' | 'referenceType' | 'status' | 'linkExpiresAt' | 'updatedAt'>>,
  now = new Date(),
): ReferenceEntry[] {
  return rows.map((r) => ({
    id: r.id,
    name: `${r.salutation} ${r.firstName} ${r.lastName}`,
    referenceType: r.referenceType,
    status: statusOf(r, now),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

type DashboardReference = Pick<ReferenceRow, 'id' | 'salutation' | 'firstName' | 'lastName' | 'referenceType' | 'status'> & {
  linkExpiresAt: string | null;
  answeredAt: string | null;
  updatedAt: string;
};
const dateOf = (text: string | null) => (text === null ? null : new Date(text));

/** The dashboard's references part (referenceEntry, refStatus), read in the dashboard's one statement. */
export const referencesSource: DashboardSource<{ rows: DashboardReference[] | null; rule: boolean | null }> = {
  read: (candidate) => sql`json_build_object(
    'rows', (select json_agg(json_build_object('id', r."id", 'salutation', r."salutation", 'firstName', r."first_name", 'lastName', r."last_name",
        'referenceType', r."reference_type", 'status', r."status", 'linkExpiresAt', ${isoText('r."link_expires_at"')},
        'answeredAt', ${isoText('r."answered_at"')}, 'updatedAt', ${isoText('r."updated_at"')}) order by r."created_at", r."id")
      from "candidate_references" r where r."candidate_id" = ${candidate.id} and r."org_id" = ${candidate.orgId}),
    'rule', (select "references_rule" from "organizations" where "id" = ${candidate.orgId}))`,
  part: (read, _candidate, now) => {
    const rows = (read.rows ?? []).map((r) => ({ ...r, linkExpiresAt: dateOf(r.linkExpiresAt), answeredAt: dateOf(r.answeredAt), updatedAt: new Date(r.updatedAt) }));
    return { referenceEntry: dashboardEntries(rows, now), refStatus: ruleStatus(rows, read.rule ?? true, now) };
  },
};
