import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidates, organizations, sessions } from '../../db/schema/index';
import { type VersionSource, type Versions, VersionedCache } from '../../plugins/versions';
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
 * A verified token's candidate, good until `validUntil` (the earlier of the token's and the session's expiry). The
 * user is frozen: every request of the session is given the same one.
 */
type VerifiedSession = { user: Readonly<AuthUser>; validUntil: number };

/** The session's candidate while it is good, else null. */
const liveUser = (session: VerifiedSession | null): AuthUser | null => (session && session.validUntil > Date.now() ? session.user : null);

/**
 * Verified tokens and their live sessions kept in memory under the sessions' version, so that a secured call neither
 * checks the signature nor queries the database each time. Any revocation (logout, logout everywhere, password change
 * or reset), and any change to a candidate's e-mail or organisation, bumps that version in the same transaction, on
 * whichever instance makes it; every instance then verifies the token and checks the database again before it accepts
 * it (plugins/versions.ts). Only good tokens of live sessions are kept, and a kept one still ends at its expiry.
 */
export class SessionCache {
  private readonly cache: VersionedCache<VerifiedSession | null>;
  constructor(versions: VersionSource, max = 20_000) {
    this.cache = new VersionedCache(versions, 'sessions', max, false);
  }
  get(token: string, load: () => Promise<VerifiedSession | null>, versions?: Versions | Promise<Versions>): Promise<VerifiedSession | null> {
    return this.cache.get(token, load, versions);
  }

  /**
   * The candidate of a kept token under `versions` (the request's, already read), without a promise: null once its
   * session has expired, undefined when the token is not kept (then `resolveSession`).
   */
  peek(token: string, versions: Versions): AuthUser | null | undefined {
    const kept = this.cache.peek(token, versions);
    return kept === undefined ? undefined : liveUser(kept);
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

/** The token's `exp` (seconds), read from a token whose signature was just verified. */
function expiryOf(token: string): number {
  try {
    const exp = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : 0;
  } catch {
    return 0;
  }
}

async function verifySession(db: Db, signer: TokenSigner, token: string): Promise<VerifiedSession | null> {
  const claims = await signer.verify(token);
  if (!claims) return null;
  const row = await loadSession(db, claims.sid, claims.sub);
  if (!row) return null;
  const user: AuthUser = {
    candidateId: row.candidateId,
    sessionId: claims.sid,
    orgId: row.orgId,
    orgCode: row.orgCode,
    email: row.email,
    sessionExpiresAt: row.expiresAt,
  };
  return { user: Object.freeze(user), validUntil: Math.min(row.expiresAt.getTime(), expiryOf(token)) };
}

/** A token is good only while its session row exists, is not revoked and has not expired. */
export async function resolveSession(
  db: Db,
  signer: TokenSigner,
  token: string,
  cache?: SessionCache,
  /** The request's cache versions (app.requestVersions), when the cache is used. */
  versions?: Versions | Promise<Versions>,
): Promise<AuthUser | null> {
  return liveUser(cache ? await cache.get(token, () => verifySession(db, signer, token), versions) : await verifySession(db, signer, token));
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Password change and reset end every open session of the candidate at once. */
export async function revokeAllSessions(db: Db, candidateId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.candidateId, candidateId), isNull(sessions.revokedAt)));
}
