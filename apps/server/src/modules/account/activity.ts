// The account activity log the candidate reads on My Account: sign-ins, devices signed out, sign-in methods connected
// or disconnected, data exports and deletion requests. Only what the candidate may see is kept (no secrets, no IPs).
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountActivity } from '../../db/schema/index';

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
  return app.db
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
    .limit(limit);
}
