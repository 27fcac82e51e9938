// Factories create exactly the data a test needs; no test depends on another's leftovers.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { candidates, organizations } from '../../src/db/schema/index';
import { openSession } from '../../src/modules/auth/sessions';
import type { TestApp } from './app';

export type SignedInCandidate = { id: string; email: string; orgId: string; orgCode: string; token: string; sessionId: string; auth: { authorization: string } };

/** Inserts a candidate straight into the database and opens a session for it. */
export async function createSignedInCandidate(
  app: TestApp,
  overrides: Partial<typeof candidates.$inferInsert> & { orgCode?: string } = {},
): Promise<SignedInCandidate> {
  const { orgCode = 'MHS', ...fields } = overrides;
  const [org] = await app.db.select().from(organizations).where(eq(organizations.code, orgCode)).limit(1);
  if (!org) throw new Error(`no organisation ${orgCode}; was the app created with seed?`);
  const email = fields.email ?? `candidate-${randomBytes(5).toString('hex')}@example.com`;
  const [candidate] = await app.db
    .insert(candidates)
    .values({ orgId: org.id, firstName: 'Casey', lastName: 'Jordan', ...fields, email })
    .returning();
  if (!candidate) throw new Error('candidate insert returned nothing');
  const session = await openSession(app.db, app.tokens, { candidateId: candidate.id, orgCode: org.code, method: 'test', ttlMinutes: 60 });
  return {
    id: candidate.id,
    email,
    orgId: org.id,
    orgCode: org.code,
    token: session.token,
    sessionId: session.sessionId,
    auth: { authorization: `Bearer ${session.token}` },
  };
}
