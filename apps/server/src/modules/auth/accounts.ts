// Candidate accounts as the auth flows see them: lookup by organisation and e-mail, the profile of spec §3, sign-in.
import type { TProfile, TSession } from '@portal/shared/schemas/auth';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { candidates, organizations } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import type { Language } from '../../lib/language';
import { findOrgByCode, findOrgById, getDefaultOrg, orgDirectory, toBrand, type Organization } from '../orgs/repository';
import { recordActivity } from '../account/activity';
import { cancelDeletion } from '../account/deletion';
import { openSession } from './sessions';

export type Candidate = typeof candidates.$inferSelect;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The organisation a public call speaks for: its `org` code (spec §7 "add an org field"), else the agency's own. */
export async function resolveOrg(db: Db, code: string | undefined | null): Promise<Organization> {
  if (!code) return getDefaultOrg(db);
  // The spec's prefix is "CODE-candidate"; the code is the part before the first hyphen (spec §3).
  const org = await findOrgByCode(db, code.split('-')[0] ?? code);
  if (!org) throw badRequest('Please try again');
  return org;
}

export async function findCandidateByEmail(db: Db, orgId: string, email: string): Promise<Candidate | undefined> {
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.orgId, orgId), eq(candidates.email, normalizeEmail(email))))
    .limit(1);
  return row;
}

/**
 * The accounts a request made on `org`'s pages speaks for: its own account of the address, else the address's accounts
 * with other organisations (a candidate of a partner board on the agency's page, decision 034). Run in the background
 * only: the page's answer never depends on it.
 */
export async function accountsOfRequest(db: Db, org: Organization, email: string): Promise<Array<{ candidate: Candidate; org: Organization }>> {
  const rows = await db
    .select({ candidate: candidates, org: organizations })
    .from(candidates)
    .innerJoin(organizations, eq(organizations.id, candidates.orgId))
    .where(eq(candidates.email, normalizeEmail(email)))
    .orderBy(asc(organizations.name));
  const own = rows.filter((row) => row.org.id === org.id);
  return own.length ? own : rows;
}

export async function findCandidateById(db: Db, id: string): Promise<Candidate | undefined> {
  const [row] = await db.select().from(candidates).where(eq(candidates.id, id)).limit(1);
  return row;
}

/** spec §3 profileData: first and last name, avatar file name, isPassword; plus the profile form's fields. */
export function toProfile(candidate: Candidate, orgCode: string): TProfile {
  return {
    id: candidate.id,
    email: candidate.email,
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    fName: candidate.firstName,
    lName: candidate.lastName,
    avatar: candidate.avatar,
    isPassword: candidate.passwordHash !== null,
    description: candidate.description ?? '',
    cell: candidate.cell ?? '',
    office: candidate.office ?? '',
    org: orgCode,
  };
}

export type SignedIn = TSession & { expiresAt: Date };

/**
 * Opens a session (security.md item 4) and returns the spec §7 login data: token, email, org, brand, prefix, profile.
 * The language the sign-in's request names becomes the account's (its e-mails are written in it, decision 042); a
 * request that names none of ours leaves it as it was.
 */
export async function signIn(
  app: FastifyInstance,
  candidate: Candidate,
  org: Pick<Organization, 'code'> | null,
  method: string,
  meta: { userAgent?: string; language?: Language | null },
): Promise<SignedIn> {
  const { userAgent } = meta;
  if (meta.language && meta.language !== candidate.language) await rememberLanguage(app.db, candidate.id, meta.language);
  // spec §3 auth state: the session carries its organisation's brand and prefix, so the signed-in pages wear it.
  const orgRow = await findOrgById(app.db, candidate.orgId);
  if (!orgRow) throw badRequest('Please try again');
  const orgCode = org?.code ?? orgRow.code;
  const session = await openSession(app.db, app.tokens, {
    candidateId: candidate.id,
    orgCode,
    method,
    ttlMinutes: app.config.sessionTtlMinutes,
    userAgent,
  });
  // My Account: signing in is logged, and stops a deletion still in its grace period.
  await recordActivity(app, { candidateId: candidate.id, orgId: candidate.orgId, action: 'signed_in', detail: { method }, userAgent });
  await cancelDeletion(app, candidate.id, userAgent);
  return {
    token: session.token,
    email: candidate.email,
    org: orgCode,
    brand: toBrand(orgRow, null),
    prefix: orgRow.prefix,
    profile: toProfile(candidate, orgCode),
    board: await orgDirectory(app.db, app.versions).boardOf(orgRow.id),
    expiresAt: session.expiresAt,
  };
}

/** The language the candidate reads the portal in, for their e-mails (decision 042). */
export async function rememberLanguage(db: Db, candidateId: string, language: Language): Promise<void> {
  await db.update(candidates).set({ language }).where(eq(candidates.id, candidateId));
}
