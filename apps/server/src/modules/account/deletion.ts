// Account deletion with a grace period: the request signs every device out at once, e-mails the agency and the
// candidate, and queues the deletion for the end of the grace period. Signing in again, or cancelling on My Account,
// stops it. The deletion itself removes the account row: ON DELETE CASCADE on every candidate_id removes the rest;
// files in the object store and e-mails kept in the outbox go too.
import { ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES, ACCOUNT_DELETION_GRACE_DAYS } from '@portal/shared/constants';
import { AUTH_MESSAGES } from '@portal/shared/schemas/auth';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountDeletions, authTokens, candidates, mailOutbox, organizations, sessions } from '../../db/schema/index';
import { AppError, badRequest } from '../../lib/errors';
import { agencyEvent } from '../../lib/agency-events';
import type { AccountLimiter } from '../auth/limits';
import { verifyPassword } from '../auth/passwords';
import { MESSAGES } from '../auth/messages';
import type { AuthUser } from '../auth/sessions';
import { renderMail } from '../../mail/layout';
import { agencyWords, mailWords } from '../../mail/texts';
import { withBoard } from '../orgs/repository';
import { revokeAllSessions } from '../auth/sessions';
import { voidAllTokens } from '../auth/one-time-tokens';
import { recordActivity } from './activity';
import { freeObjects } from '../application/files';
import { createAvatarStore } from '../profile/avatar';

export const DELETE_TASK = 'account.delete';
const DAY_MS = 86_400_000;
const taskKey = (candidateId: string, requestedAt: Date) => `${DELETE_TASK}:${candidateId}:${requestedAt.getTime()}`;

export async function pendingDeletion(app: FastifyInstance, candidateId: string) {
  const [row] = await app.db.select().from(accountDeletions).where(eq(accountDeletions.candidateId, candidateId)).limit(1);
  return row ?? null;
}

async function candidateWithOrg(app: FastifyInstance, candidateId: string) {
  const [row] = await app.db
    .select({ candidate: candidates, org: organizations })
    .from(candidates)
    .innerJoin(organizations, eq(organizations.id, candidates.orgId))
    .where(eq(candidates.id, candidateId))
    .limit(1);
  return row ?? null;
}

export const DELETION_PROOF_MESSAGES = {
  signInAgain: `For your safety, sign in again to confirm: deleting your account needs a sign-in within the last ${ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES} minutes.`,
} as const;

/**
 * A fresh proof before the deletion (security.md): an account with a password types it (wrong ones spend the sign-in
 * budget of the account, `login` in limits.ts); an account without one (social sign-in, links) must have signed in on
 * this device within the last ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES.
 */
export async function checkDeletionProof(app: FastifyInstance, request: FastifyRequest, user: AuthUser, password: string | undefined, limiter: AccountLimiter) {
  const [row] = await app.db
    .select({
      passwordHash: candidates.passwordHash,
      fresh: sql<boolean>`${sessions.createdAt} > now() - make_interval(mins => ${ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES})`,
    })
    .from(candidates)
    .innerJoin(sessions, eq(sessions.candidateId, candidates.id))
    .where(and(eq(candidates.id, user.candidateId), eq(sessions.id, user.sessionId)))
    .limit(1);
  if (!row) throw new AppError(401, 'Please sign in to continue.', 'UNAUTHORIZED');
  if (row.passwordHash) {
    if (!password) throw badRequest(AUTH_MESSAGES.oldPasswordRequired, 'PASSWORD_REQUIRED');
    await limiter.check(request, user.email);
    if (!(await verifyPassword(row.passwordHash, password))) {
      await limiter.fail(request, user.email);
      throw badRequest(MESSAGES.oldPasswordWrong, 'PASSWORD_WRONG');
    }
    return;
  }
  if (!row.fresh) throw new AppError(403, DELETION_PROOF_MESSAGES.signInAgain, 'SIGN_IN_AGAIN');
}

export async function requestDeletion(app: FastifyInstance, candidateId: string, userAgent: string | undefined, now = new Date()) {
  const found = await candidateWithOrg(app, candidateId);
  if (!found) return null;
  const { candidate } = found;
  const org = await withBoard(app, found.org);
  const dueAt = new Date(now.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
  const [row] = await app.db
    .insert(accountDeletions)
    .values({ candidateId, orgId: org.id, requestedAt: now, dueAt })
    .onConflictDoNothing()
    .returning();
  const pending = row ?? (await pendingDeletion(app, candidateId));
  if (!pending) return null;
  if (row) {
    await app.queue.enqueue(DELETE_TASK, { candidateId, requestedAt: row.requestedAt.getTime() }, { key: taskKey(candidateId, row.requestedAt), runAt: row.dueAt });
    await recordActivity(app, { candidateId, orgId: org.id, action: 'deletion_requested', detail: { dueAt: dueAt.toISOString() }, userAgent });
    await agencyEvent(app.db, { type: 'account.deletion_requested', orgId: org.id, data: { candidateId, deleteAfter: dueAt.toISOString() } });
    const name = `${candidate.firstName} ${candidate.lastName}`.trim();
    // The agency's e-mail in English (the agency's language); the candidate's in the account's (decision 042).
    app.mailer.queue({
      kind: 'account.deletion-agency',
      to: org.supportEmail,
      fromName: org.name,
      ...renderMail(org, app.config.publicUrl, 'en', agencyWords('account.deletion-agency', { org: org.name, name, email: candidate.email, requestedAt: now, dueAt })),
    });
    app.mailer.queue({
      kind: 'account.deletion-candidate',
      to: candidate.email,
      fromName: org.name,
      replyTo: org.supportEmail,
      ...renderMail(
        org,
        app.config.publicUrl,
        candidate.language,
        mailWords('account.deletion-candidate', candidate.language, { org: org.name, firstName: candidate.firstName, dueAt }),
        { url: `${app.config.publicUrl}/auth/login` },
      ),
    });
  }
  // Every device is signed out at once, and open e-mailed links stop working.
  await revokeAllSessions(app.db, candidateId);
  await voidAllTokens(app.db, candidateId);
  return pending;
}

/** Cancels a pending deletion (signing in, or the button on My Account); true when one was pending. */
export async function cancelDeletion(app: FastifyInstance, candidateId: string, userAgent?: string): Promise<boolean> {
  const [row] = await app.db.delete(accountDeletions).where(eq(accountDeletions.candidateId, candidateId)).returning();
  if (!row) return false;
  await app.queue.cancel(taskKey(candidateId, row.requestedAt));
  await recordActivity(app, { candidateId, orgId: row.orgId, action: 'deletion_cancelled', userAgent });
  return true;
}

/** Deletes the account now: its files, its outbox e-mails, then the row (the cascade removes every candidate_id row). */
export async function deleteAccountNow(app: FastifyInstance, candidateId: string): Promise<boolean> {
  const found = await candidateWithOrg(app, candidateId);
  if (!found) return false;
  // Documents kept outside the database (files under DATA_DIR, the bucket) and the avatar file go before the rows.
  const docs = (await app.db.execute(sql`SELECT id, store FROM documents WHERE candidate_id = ${candidateId} AND store <> 'database'`)) as unknown as {
    rows: { id: string; store: string }[];
  };
  await freeObjects(app.config, candidateId, docs.rows, app.log);
  await createAvatarStore(app.config.dataDir).remove(found.candidate.avatar);
  await app.db.transaction(async (tx) => {
    await tx.delete(mailOutbox).where(eq(mailOutbox.to, found.candidate.email.toLowerCase()));
    // Sign-up requests for the address are kept by e-mail, not by candidate: they go too.
    await tx.delete(authTokens).where(and(eq(authTokens.orgId, found.org.id), eq(authTokens.email, found.candidate.email)));
    await tx.delete(candidates).where(eq(candidates.id, candidateId));
  });
  app.log.info({ org: found.org.code }, 'account deleted at the end of its grace period');
  return true;
}

export function registerDeletionTask(app: FastifyInstance): void {
  app.queue.register(DELETE_TASK, async (payload) => {
    const candidateId = typeof payload.candidateId === 'string' ? payload.candidateId : '';
    if (!candidateId) return;
    const pending = await pendingDeletion(app, candidateId);
    // Cancelled (the row is gone), or this task belongs to an earlier request that was cancelled: nothing to do.
    if (!pending || pending.requestedAt.getTime() !== Number(payload.requestedAt)) return;
    await deleteAccountNow(app, candidateId);
  });
}
