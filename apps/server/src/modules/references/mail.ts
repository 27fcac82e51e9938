// The referee's e-mails: the request and the reminders after 3 and 7 days, all through the product's one durable queue
// (app.queue). Transactional mail: each task claims its row first (sent_at / reminderN_sent_at set in one UPDATE ...
// WHERE ... IS NULL RETURNING), so a task that runs twice sends once; a failed send clears the claim and retries.
//
// The link (security.md item 3): 256 bits, bound to this purpose, stored only as a hash. Its secret is an HMAC of a
// random per-link nonce under the server's key, so a reminder can carry the same link without the secret being kept
// anywhere (a copy of the database alone yields no working link). A new link (resend, fixed address) bumps
// link_version: the old link's hash is gone and its queued reminders find nothing to send.
import { createHash, randomBytes } from 'node:crypto';
import { personNameOnly } from '@portal/shared/schemas/names';
import { REFERENCE_LINK_DAYS, REFERENCE_MESSAGES, REFERENCE_REMINDER_DAYS } from '@portal/shared/schemas/references';
import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { candidateReferences, candidates, organizations } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { Language } from '../../lib/language';
import { linkSignature } from '../../lib/link-secret';
import { renderMail } from '../../mail/layout';
import { mailWords } from '../../mail/texts';
import { withBoard } from '../orgs/repository';

export const INVITE_TASK = 'reference.invite';
export const REMINDER_TASK = 'reference.reminder';
const DAY_MS = 86_400_000;
const PURPOSE = 'reference_invite';

type Row = typeof candidateReferences.$inferSelect;

/** The link's secret for a reference's current link. */
export function linkToken(app: FastifyInstance, row: Pick<Row, 'id' | 'linkVersion' | 'linkNonce'>): string {
  return linkSignature(app.config.secrets.jwt, `${PURPOSE}:${row.id}:${row.linkVersion}:${row.linkNonce}`);
}

export const tokenHash = (token: string) => createHash('sha256').update(`${PURPOSE}:${token}`).digest('hex');

/**
 * The referee's page. A language other than English rides in the query (`lang`, not part of the secret, which stays in
 * the fragment), so the page opens in the language of the e-mail (decision 042).
 */
export const linkUrl = (app: FastifyInstance, token: string, language: Language = 'en') =>
  `${app.config.publicUrl}/verify-references${language === 'en' ? '' : `?lang=${language}`}#token=${token}`;

/**
 * Issues a new link for a reference (voiding any earlier one) and queues its e-mail and reminders, in the caller's
 * transaction: the link exists exactly when its e-mail is queued.
 */
export async function queueInvitation(app: FastifyInstance, tx: Db, id: string, now = new Date()): Promise<Row> {
  const nonce = randomBytes(32).toString('base64url');
  const [row] = await tx
    .update(candidateReferences)
    .set({
      linkVersion: sql`${candidateReferences.linkVersion} + 1`,
      linkNonce: nonce,
      linkExpiresAt: new Date(now.getTime() + REFERENCE_LINK_DAYS * DAY_MS),
      status: 'requested',
      sentAt: null,
      openedAt: null,
      reminder3SentAt: null,
      reminder7SentAt: null,
      // The referee reads the candidate's language as it is when the request goes out (decision 042).
      language: sql`(SELECT ${candidates.language} FROM ${candidates} WHERE ${candidates.id} = ${candidateReferences.candidateId})`,
      updatedAt: now,
    })
    .where(and(eq(candidateReferences.id, id), isNull(candidateReferences.outcome), inArray(candidateReferences.status, ['draft', 'requested', 'opened'])))
    .returning();
  if (!row) throw new AppError(409, REFERENCE_MESSAGES.alreadyAnswered, 'ANSWERED');
  const [hashed] = await tx
    .update(candidateReferences)
    .set({ tokenHash: tokenHash(linkToken(app, row)) })
    .where(eq(candidateReferences.id, id))
    .returning();
  const v = row.linkVersion;
  await app.queue.enqueue(INVITE_TASK, { referenceId: id, linkVersion: v }, { key: `${INVITE_TASK}:${id}:${v}`, tx });
  for (const days of REFERENCE_REMINDER_DAYS) {
    await app.queue.enqueue(
      REMINDER_TASK,
      { referenceId: id, linkVersion: v, days },
      { key: `${REMINDER_TASK}:${id}:${v}:${days}`, runAt: new Date(now.getTime() + days * DAY_MS), tx },
    );
  }
  return hashed ?? row;
}

async function context(app: FastifyInstance, row: Row) {
  const [who] = await app.db
    .select({ firstName: candidates.firstName, lastName: candidates.lastName, org: organizations })
    .from(candidates)
    .innerJoin(organizations, eq(organizations.id, candidates.orgId))
    .where(eq(candidates.id, row.candidateId));
  return who ?? null;
}

/** The candidate's name as the referee sees it (e-mail and page): the name rule's letters only, never empty. */
export const shownCandidateName = (firstName: string, lastName: string) => personNameOnly(`${firstName} ${lastName}`) || 'A candidate';

/**
 * The e-mail: who asks (the candidate's account name and the agency) and why. No free text the candidate typed goes
 * to this unconfirmed address (security.md item 21): the subject carries the agency's words only (the layout adds the
 * agency's name), and the account name in the body is bounded by the one name rule (letters, spaces, hyphens,
 * apostrophes: no web address fits in it). In the language the reference was requested in (the row's).
 */
async function send(app: FastifyInstance, row: Row, reminder: number | null): Promise<void> {
  const who = await context(app, row);
  if (!who || !row.email || !row.linkExpiresAt) return;
  const candidateName = shownCandidateName(who.firstName, who.lastName);
  const language = row.language;
  const values = { org: who.org.name, candidate: candidateName, expires: row.linkExpiresAt };
  const words = reminder ? mailWords('reference.reminder', language, { ...values, days: reminder }) : mailWords('reference.request', language, values);
  const mail = renderMail(await withBoard(app, who.org), app.config.publicUrl, language, words, { url: linkUrl(app, linkToken(app, row), language) });
  await app.mailer.send({ kind: reminder ? 'reference.reminder' : 'reference.request', to: row.email, fromName: who.org.name, replyTo: who.org.supportEmail, ...mail });
}

const unanswered = inArray(candidateReferences.status, ['requested', 'opened']);

export function registerReferenceTasks(app: FastifyInstance): void {
  app.queue.register(INVITE_TASK, async (payload) => {
    const id = typeof payload.referenceId === 'string' ? payload.referenceId : '';
    const version = typeof payload.linkVersion === 'number' ? payload.linkVersion : -1;
    if (!id) return;
    const [row] = await app.db
      .update(candidateReferences)
      .set({ sentAt: new Date() })
      .where(and(eq(candidateReferences.id, id), eq(candidateReferences.linkVersion, version), isNull(candidateReferences.sentAt), unanswered))
      .returning();
    if (!row) return;
    try {
      await send(app, row, null);
    } catch (error) {
      await app.db
        .update(candidateReferences)
        .set({ sentAt: null })
        .where(and(eq(candidateReferences.id, id), eq(candidateReferences.linkVersion, version)));
      throw error;
    }
  });

  app.queue.register(REMINDER_TASK, async (payload) => {
    const id = typeof payload.referenceId === 'string' ? payload.referenceId : '';
    const version = typeof payload.linkVersion === 'number' ? payload.linkVersion : -1;
    const days = payload.days === 3 || payload.days === 7 ? payload.days : null;
    if (!id || !days) return;
    const column = days === 3 ? candidateReferences.reminder3SentAt : candidateReferences.reminder7SentAt;
    const claim = days === 3 ? { reminder3SentAt: new Date() } : { reminder7SentAt: new Date() };
    const [row] = await app.db
      .update(candidateReferences)
      .set(claim)
      .where(
        and(
          eq(candidateReferences.id, id),
          eq(candidateReferences.linkVersion, version),
          isNull(column),
          isNotNull(candidateReferences.sentAt),
          isNull(candidateReferences.outcome),
          unanswered,
          gt(candidateReferences.linkExpiresAt, new Date()),
        ),
      )
      .returning();
    if (!row) return;
    try {
      await send(app, row, days);
    } catch (error) {
      await app.db
        .update(candidateReferences)
        .set(days === 3 ? { reminder3SentAt: null } : { reminder7SentAt: null })
        .where(and(eq(candidateReferences.id, id), eq(candidateReferences.linkVersion, version)));
      throw error;
    }
  });
}
