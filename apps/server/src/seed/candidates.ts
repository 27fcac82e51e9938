import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { candidates, organizations } from '../db/schema/index';
import { hashPassword } from '../modules/auth/passwords';

/** The demo candidate of the agency's own portal (README: sign in with these). */
export const DEMO_CANDIDATE = {
  email: 'demo@meridianhealthstaffing.com',
  password: 'Demo2026!',
  firstName: 'Jordan',
  lastName: 'Rivera',
} as const;

/** Idempotent: an existing demo account (and any change made to it) is left as it is. */
export async function seedCandidates(db: Db): Promise<number> {
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.code, 'MHS')).limit(1);
  if (!org) return 0;
  await db
    .insert(candidates)
    .values({
      orgId: org.id,
      email: DEMO_CANDIDATE.email,
      firstName: DEMO_CANDIDATE.firstName,
      lastName: DEMO_CANDIDATE.lastName,
      passwordHash: await hashPassword(DEMO_CANDIDATE.password),
      emailVerifiedAt: new Date(),
      description: 'Travel PCT with five years of med-surg experience.',
      cell: '(615) 555-0188',
    })
    .onConflictDoNothing();
  return 1;
}

/**
 * The start-up warning while the demo account exists (security.md item 17): its password is published in the README,
 * so whoever reaches the portal can sign in as it. Null when there is no such account.
 */
export async function demoAccountWarning(db: Db): Promise<string | null> {
  const [row] = await db.select({ id: candidates.id }).from(candidates).where(eq(candidates.email, DEMO_CANDIDATE.email)).limit(1);
  if (!row) return null;
  return (
    `The demo account ${DEMO_CANDIDATE.email} exists and its password is published: anyone who reaches this portal can ` +
    'sign in with it. Remove it (or do not seed demo data) on a portal that others can reach.'
  );
}
