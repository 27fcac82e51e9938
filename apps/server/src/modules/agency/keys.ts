// Organisation keys to the agency API (decision 033). A key is `cpk_live_` and 43 characters of base64url (256 random
// bits): the prefix makes a leaked key recognisable (secret scanners, logs), the rest is unguessable. Only its SHA-256
// is stored: a fast hash is enough for a random 256-bit secret (nothing to guess from a dictionary), and every API call
// checks the key, so a slow password hash would cost every call. A key is found by its hash in the database at every
// call, so a revocation ends it at once on every instance.
import { createHash, randomBytes } from 'node:crypto';
import { AGENCY_SCOPES, type AgencyScope, ZAgencyKeyName, ZAgencyScopes } from '@portal/shared/schemas/agency';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencyKeys, organizations } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { findOrgByCode } from '../orgs/repository';

export const KEY_PREFIX = 'cpk_live_';
/** A key as it is written in `Authorization: Bearer ...`. */
export const KEY_PATTERN = /^cpk_live_[A-Za-z0-9_-]{43}$/;
const SHOWN = KEY_PREFIX.length + 6;

export const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

export type AgencyKey = { id: string; orgId: string; orgName: string; name: string; scopes: AgencyScope[] };

/** `--scopes candidates:read,submissions:write` (commas or spaces); none given: read only. */
export function parseScopes(values: string[] | undefined): AgencyScope[] {
  const given = (values ?? []).flatMap((v) => v.split(/[\s,]+/)).filter(Boolean);
  const parsed = ZAgencyScopes.safeParse(given.length ? [...new Set(given)] : ['candidates:read']);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
  // In the list's order, whatever order they were given in.
  return AGENCY_SCOPES.filter((scope) => parsed.data.includes(scope));
}

/** Makes a key for an organisation; the key itself is returned this once and never stored. */
export async function createAgencyKey(db: Db, input: { orgCode: string; name: string; scopes: AgencyScope[] }) {
  const org = await findOrgByCode(db, input.orgCode);
  if (!org) throw badRequest(`No organisation with the code ${input.orgCode}. See \`portal org:list\`.`);
  const name = ZAgencyKeyName.safeParse(input.name);
  if (!name.success) throw badRequest(name.error.issues[0]!.message);
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(agencyKeys)
    .values({ orgId: org.id, name: name.data, prefix: key.slice(0, SHOWN), keyHash: hashKey(key), scopes: input.scopes })
    .returning({ id: agencyKeys.id, createdAt: agencyKeys.createdAt });
  return { id: row!.id, key, org: { code: org.code, name: org.name }, name: name.data, scopes: input.scopes };
}

export async function listAgencyKeys(db: Db, orgCode: string) {
  const org = await findOrgByCode(db, orgCode);
  if (!org) throw badRequest(`No organisation with the code ${orgCode}. See \`portal org:list\`.`);
  const rows = await db
    .select({
      id: agencyKeys.id,
      name: agencyKeys.name,
      prefix: agencyKeys.prefix,
      scopes: agencyKeys.scopes,
      createdAt: agencyKeys.createdAt,
      lastUsedAt: agencyKeys.lastUsedAt,
      revokedAt: agencyKeys.revokedAt,
    })
    .from(agencyKeys)
    .where(eq(agencyKeys.orgId, org.id))
    .orderBy(asc(agencyKeys.createdAt), asc(agencyKeys.id));
  return { org: { code: org.code, name: org.name }, keys: rows };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ends a key at once (the next call with it is a 401 on every instance). Revoking a revoked key says so. */
export async function revokeAgencyKey(db: Db, id: string, now = new Date()) {
  if (!UUID.test(id.trim())) throw badRequest(`No key with the id ${id}. See \`portal agency:keys --org CODE\`.`);
  const [row] = await db
    .select({ id: agencyKeys.id, name: agencyKeys.name, revokedAt: agencyKeys.revokedAt, org: organizations.code })
    .from(agencyKeys)
    .innerJoin(organizations, eq(organizations.id, agencyKeys.orgId))
    .where(eq(agencyKeys.id, id.trim()));
  if (!row) throw badRequest(`No key with the id ${id}. See \`portal agency:keys --org CODE\`.`);
  if (row.revokedAt) return { ...row, already: true };
  await db.update(agencyKeys).set({ revokedAt: now }).where(and(eq(agencyKeys.id, row.id), isNull(agencyKeys.revokedAt)));
  return { ...row, revokedAt: now, already: false };
}

/** The live key a caller presents, or null (unknown, malformed or revoked). Notes its use at most once a minute. */
export async function findAgencyKey(db: Db, key: string): Promise<AgencyKey | null> {
  if (!KEY_PATTERN.test(key)) return null;
  const [row] = await db
    .select({ id: agencyKeys.id, orgId: agencyKeys.orgId, orgName: organizations.name, name: agencyKeys.name, scopes: agencyKeys.scopes, lastUsedAt: agencyKeys.lastUsedAt })
    .from(agencyKeys)
    .innerJoin(organizations, eq(organizations.id, agencyKeys.orgId))
    .where(and(eq(agencyKeys.keyHash, hashKey(key)), isNull(agencyKeys.revokedAt)));
  if (!row) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
    await db
      .update(agencyKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(agencyKeys.id, row.id), or(isNull(agencyKeys.lastUsedAt), lt(agencyKeys.lastUsedAt, sql`now() - interval '1 minute'`))));
  }
  const scopes = row.scopes.filter((s): s is AgencyScope => (AGENCY_SCOPES as readonly string[]).includes(s));
  return { id: row.id, orgId: row.orgId, orgName: row.orgName, name: row.name, scopes };
}
