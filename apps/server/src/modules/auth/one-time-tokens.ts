// E-mailed one-time tokens (security.md item 3): random, stored only as a SHA-256 hash, bound to one purpose,
// short-lived, consumed once by a single atomic UPDATE ... WHERE used_at IS NULL ... RETURNING.
import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens, candidates } from '../../db/schema/index';
import { linkSecret } from '../../lib/link-secret';

/** `quick_apply`: the e-mailed link of a quick application to an address that had no account (decision 016). */
export type TokenPurpose = 'signup' | 'magic_link' | 'reset_code' | 'reset_grant' | 'password_change' | 'quick_apply';

/** Sign-in and confirmation links live 15 minutes; a reset code 10 minutes with at most 5 wrong tries. */
export const LINK_TTL_MINUTES = 15;
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;

export type TokenRow = typeof authTokens.$inferSelect;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A reset code is only 6 digits, so its hash is salted with the account and purpose it belongs to. */
const codeHash = (candidateId: string, code: string) => sha256(`reset_code:${candidateId}:${code}`);
/** Link tokens carry 256 random bits; the purpose is part of the hash so a token of one kind never works as another. */
const linkHash = (purpose: TokenPurpose, token: string) => sha256(`${purpose}:${token}`);

/** Creates a link token (256 bits) and returns the secret for the e-mail; only its hash is stored. */
export async function issueLinkToken(
  db: Db,
  input: { purpose: TokenPurpose; orgId: string; email: string; candidateId?: string | null; data?: Record<string, unknown>; ttlMinutes?: number },
): Promise<string> {
  const token = linkSecret();
  await db.insert(authTokens).values({
    purpose: input.purpose,
    tokenHash: linkHash(input.purpose, token),
    orgId: input.orgId,
    email: input.email,
    candidateId: input.candidateId ?? null,
    data: input.data ?? null,
    expiresAt: new Date(Date.now() + (input.ttlMinutes ?? LINK_TTL_MINUTES) * 60_000),
  });
  return token;
}

/** A link token that can still be used: this hash and purpose, unused, unexpired and not tried out. */
const openLink = (purpose: TokenPurpose, token: string) =>
  and(
    eq(authTokens.tokenHash, linkHash(purpose, token)),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, new Date()),
    lt(authTokens.attempts, CODE_MAX_ATTEMPTS),
  );

/** Uses a link token: one statement marks it used and returns it, so two concurrent uses cannot both succeed. */
export async function consumeLinkToken(db: Db, purposes: TokenPurpose[], token: string): Promise<TokenRow | null> {
  if (!token || token.length > 200) return null;
  for (const purpose of purposes) {
    const [row] = await db
      .update(authTokens)
      .set({ usedAt: new Date() })
      .where(openLink(purpose, token))
      .returning();
    if (row) return row;
  }
  return null;
}

/** The open (unused, unexpired, not tried out) token of a link, without using it. */
export async function findOpenLinkToken(db: Db, purpose: TokenPurpose, token: string): Promise<TokenRow | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select()
    .from(authTokens)
    .where(openLink(purpose, token))
    .limit(1);
  return row ?? null;
}

/**
 * Uses a link whose owner must also type the password it carries (a sign-up, a first password): `matches` checks the
 * typed password against the pending one. A wrong password counts as a try (the link dies after CODE_MAX_ATTEMPTS);
 * the right one uses the link in one atomic UPDATE, so two parallel confirmations cannot both succeed.
 */
export async function consumeLinkTokenWithSecret(
  db: Db,
  purpose: TokenPurpose,
  token: string,
  matches: (row: TokenRow) => Promise<boolean>,
): Promise<{ row: TokenRow } | { row: null; reason: 'invalid' | 'mismatch' }> {
  const open = await findOpenLinkToken(db, purpose, token);
  if (!open) return { row: null, reason: 'invalid' };
  if (!(await matches(open))) {
    await db
      .update(authTokens)
      .set({ attempts: sql`${authTokens.attempts} + 1` })
      .where(and(eq(authTokens.id, open.id), isNull(authTokens.usedAt)));
    return { row: null, reason: 'mismatch' };
  }
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.id, open.id), isNull(authTokens.usedAt), lt(authTokens.attempts, CODE_MAX_ATTEMPTS)))
    .returning();
  return row ? { row } : { row: null, reason: 'invalid' };
}

/** Voids every open token of a purpose for an account (a new reset code voids the old one). */
export async function voidTokens(db: Db, candidateId: string, purpose: TokenPurpose): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.candidateId, candidateId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

/**
 * Spends every open one-time token of an account (security.md items 19, 22): a password change, a reset, "sign out
 * everywhere" or a deletion request leaves no sign-in link, reset code or set-password link usable — nor a link sent to
 * its address before the account existed (a sign-up's, a quick application's), which carries no account id.
 */
export async function voidAllTokens(db: Db, candidateId: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        isNull(authTokens.usedAt),
        or(eq(authTokens.candidateId, candidateId), and(isNull(authTokens.candidateId), sql`(${authTokens.orgId}, ${authTokens.email}) in (select ${candidates.orgId}, ${candidates.email} from ${candidates} where ${candidates.id} = ${candidateId})`)),
      ),
    );
}

/** Voids the open tokens of a purpose sent to an address (a newer link of the same kind replaces the older). */
export async function voidAddressTokens(db: Db, input: { purpose: TokenPurpose; orgId: string; email: string }): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.purpose, input.purpose), eq(authTokens.orgId, input.orgId), eq(authTokens.email, input.email), isNull(authTokens.usedAt)));
}

/** Issues a 6-digit reset code, voiding any earlier one of the account. */
export async function issueResetCode(db: Db, input: { orgId: string; candidateId: string; email: string }): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await voidTokens(db, input.candidateId, 'reset_code');
  await db.insert(authTokens).values({
    purpose: 'reset_code',
    tokenHash: codeHash(input.candidateId, code),
    orgId: input.orgId,
    candidateId: input.candidateId,
    email: input.email,
    expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
  });
  return code;
}

/**
 * Checks a reset code. The right code is consumed by one atomic UPDATE (of 20 parallel tries exactly one wins);
 * a wrong code counts against the open code, which dies after CODE_MAX_ATTEMPTS wrong tries.
 */
export async function consumeResetCode(db: Db, candidateId: string, code: string): Promise<TokenRow | null> {
  const now = new Date();
  const open = and(
    eq(authTokens.candidateId, candidateId),
    eq(authTokens.purpose, 'reset_code'),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
    lt(authTokens.attempts, CODE_MAX_ATTEMPTS),
  );
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(open, eq(authTokens.tokenHash, codeHash(candidateId, code))))
    .returning();
  if (row) return row;
  await db
    .update(authTokens)
    .set({ attempts: sql`${authTokens.attempts} + 1` })
    .where(open);
  return null;
}
