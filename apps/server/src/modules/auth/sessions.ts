import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidates, organizations, sessions } from '../../db/schema/index';
import { type VersionSource, VersionedCache } from '../../plugins/versions';
import type { TokenSigner } from './tokens';

export type AuthUser = {
  candidateId: string;
  sessionId: string;
  orgId: string;
  orgCode: string;
  email: string;
  sessionExpiresAt: Date;
};

/** Opens a session and returns its bearer token. */
export async function openSession(
  db: Db,
  signer: TokenSigner,
  input: { candidateId: string; orgCode: string; method: string; ttlMinutes: number; userAgent?: string | null },
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + input.ttlMinutes * 60_000);
  const [session] = await db
    .insert(sessions)
    .values({ candidateId: input.candidateId, method: input.method, expiresAt, userAgent: input.userAgent?.slice(0, 300) ?? null })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned nothing');
  const token = await signer.sign({ sub: input.candidateId, sid: session.id, org: input.orgCode }, expiresAt);
  return { token, sessionId: session.id, expiresAt };
}

type SessionRow = { candidateId: string; orgId: string; orgCode: string; email: string; expiresAt: Date };

/**
 * Live sessions kept in memory under the sessions' version, so that a secured call does not query the database each
 * time. Any revocation (logout, logout everywhere, password change or reset), and any change to a candidate's e-mail
 * or organisation, bumps that version in the same transaction, on whichever instance makes it; every instance then
 * checks the database again before it accepts the token (plugins/versions.ts). Only live sessions are kept, and a
 * kept one still ends at its expiry.
 */
export class SessionCache {
  private readonly cache: VersionedCache<SessionRow | null>;
  constructor(versions: VersionSource, max = 20_000) {
    this.cache = new VersionedCache(versions, 'sessions', max, false);
  }
  get(key: string, load: () => Promise<SessionRow | null>): Promise<SessionRow | null> {
    return this.cache.get(key, load);
  }
}

async function loadSession(db: Db, sessionId: string, candidateId: string): Promise<SessionRow | null> {
  const [row] = await db
    .select({
      candidateId: candidates.id,
      orgId: candidates.orgId,
      orgCode: organizations.code,
      email: candidates.email,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(candidates, eq(sessions.candidateId, candidates.id))
    .innerJoin(organizations, eq(candidates.orgId, organizations.id))
    .where(and(eq(sessions.id, sessionId), eq(sessions.candidateId, candidateId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/** A token is good only while its session row exists, is not revoked and has not expired. */
export async function resolveSession(db: Db, signer: TokenSigner, token: string, cache?: SessionCache): Promise<AuthUser | null> {
  const claims = await signer.verify(token);
  if (!claims) return null;
  const row = cache ? await cache.get(`${claims.sid}:${claims.sub}`, () => loadSession(db, claims.sid, claims.sub)) : await loadSession(db, claims.sid, claims.sub);
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return { candidateId: row.candidateId, sessionId: claims.sid, orgId: row.orgId, orgCode: row.orgCode, email: row.email, sessionExpiresAt: row.expiresAt };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Password change and reset end every open session of the candidate at once. */
export async function revokeAllSessions(db: Db, candidateId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.candidateId, candidateId), isNull(sessions.revokedAt)));
}
