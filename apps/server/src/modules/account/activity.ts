// The account activity log the candidate reads on My Account: sign-ins, devices signed out, sign-in methods connected
// or disconnected, data exports and deletion requests; and every read of their sensitive answers, documents and PDFs
// by the agency's systems (the agency API's log, `agency_reads`: action `agency_<what>`, the agency's name and the
// document's in `detail`). Only what the candidate may see is kept (no secrets, no IPs, not which key read).
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountActivity, agencyReads, organizations } from '../../db/schema/index';

export const ACTIVITY_ACTIONS = [
  'signed_in',
  'session_revoked',
  'other_sessions_revoked',
  'identity_connected',
  'identity_disconnected',
  'data_exported',
  'deletion_requested',
  'deletion_cancelled',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export async function recordActivity(
  app: FastifyInstance,
  entry: { candidateId: string; orgId: string; action: ActivityAction; detail?: Record<string, unknown>; userAgent?: string | null },
): Promise<void> {
  await app.db.insert(accountActivity).values({
    candidateId: entry.candidateId,
    orgId: entry.orgId,
    action: entry.action,
    detail: entry.detail ?? null,
    userAgent: entry.userAgent?.slice(0, 300) ?? null,
  });
}

export async function listActivity(app: FastifyInstance, candidateId: string, limit = 50) {
  const [own, reads] = await Promise.all([
    app.db
      .select({
        id: accountActivity.id,
        action: accountActivity.action,
        detail: accountActivity.detail,
        userAgent: accountActivity.userAgent,
        createdAt: accountActivity.createdAt,
      })
      .from(accountActivity)
      .where(eq(accountActivity.candidateId, candidateId))
      .orderBy(desc(accountActivity.createdAt))
      .limit(limit),
    app.db
      .select({ id: agencyReads.id, what: agencyReads.what, subject: agencyReads.subject, agency: organizations.name, createdAt: agencyReads.createdAt })
      .from(agencyReads)
      .innerJoin(organizations, eq(organizations.id, agencyReads.orgId))
      .where(eq(agencyReads.candidateId, candidateId))
      .orderBy(desc(agencyReads.createdAt))
      .limit(limit),
  ]);
  const agency = reads.map((r) => ({
    id: r.id,
    action: `agency_${r.what}`,
    detail: { agency: r.agency, ...(r.subject ? { name: r.subject } : {}) } as Record<string, unknown>,
    userAgent: null,
    createdAt: r.createdAt,
  }));
  return [...own, ...agency].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, limit);
}
