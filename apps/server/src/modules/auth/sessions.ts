import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidates, organizations, sessions } from '../../db/schema/index';
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

/** A token is good only while its session row exists, is not revoked and has not expired. */
export async function resolveSession(db: Db, signer: TokenSigner, token: string): Promise<AuthUser | null> {
  const claims = await signer.verify(token);
  if (!claims) return null;
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
    .where(
      and(eq(sessions.id, claims.sid), eq(sessions.candidateId, claims.sub), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
    )
    .limit(1);
  if (!row) return null;
  return { candidateId: row.candidateId, sessionId: claims.sid, orgId: row.orgId, orgCode: row.orgCode, email: row.email, sessionExpiresAt: row.expiresAt };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Password change and reset end every open session of the candidate at once. */
export async function revokeAllSessions(db: Db, candidateId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.candidateId, candidateId), isNull(sessions.revokedAt)));
}
