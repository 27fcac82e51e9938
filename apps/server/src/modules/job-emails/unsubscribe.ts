// One-click unsubscribe (CAN-SPAM, RFC 8058) and the public double opt-in subscribe of /subcribe.
import { createHash } from 'node:crypto';
import { type TFrequency, type ZPublicSubscribeBody, ZSubscriptionCriteria } from '@portal/shared/schemas/job-emails';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { candidates, jobEmails, jobSubscriptions, organizations, publicSubscriptions } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { type Language, toLanguage } from '../../lib/language';
import { linkSecret } from '../../lib/link-secret';
import { renderMail } from '../../mail/layout';
import { mailWords } from '../../mail/texts';
import { withBoard } from '../orgs/repository';
import { normalizeEmail, resolveOrg } from '../auth/accounts';
import { verifyUnsubscribeToken } from './tokens';

export const UNSUBSCRIBE_MESSAGES = {
  invalid: 'This unsubscribe link is not valid. Sign in and turn job e-mails off at Subscription.',
  expired: 'This unsubscribe link has expired. Sign in and turn job e-mails off at Subscription.',
  unsubscribed: 'You are unsubscribed. You will receive no more job e-mails.',
  frequency: 'Done: you will receive job e-mails less often.',
  alreadyUsed: 'This link was already used; nothing changed.',
  subscribeSent: 'Check your inbox: we sent a link to confirm your job alerts.',
  confirmInvalid: 'This confirmation link is not valid or has expired. Please subscribe again.',
  confirmed: 'Your job alerts are on.',
} as const;

const sha256 = (value: string) => createHash('sha256').update(`subscribe:${value}`).digest('hex');
const CONFIRM_TTL_MS = 48 * 3_600_000;

type Target =
  | { kind: 'email'; email: typeof jobEmails.$inferSelect; sub: typeof jobSubscriptions.$inferSelect; address: string; brand: string }
  | { kind: 'public'; sub: typeof publicSubscriptions.$inferSelect; issuedAt: Date; brand: string };

async function targetOf(app: FastifyInstance, token: string): Promise<Target> {
  const verified = verifyUnsubscribeToken(app.config.secrets.jwt, token);
  if (!verified.ok) throw badRequest(verified.reason === 'expired' ? UNSUBSCRIBE_MESSAGES.expired : UNSUBSCRIBE_MESSAGES.invalid, `UNSUBSCRIBE_${verified.reason.toUpperCase()}`);
  const { claim } = verified;
  if (claim.kind === 'email') {
    const [row] = await app.db
      .select({ email: jobEmails, sub: jobSubscriptions, address: candidates.email, brand: organizations.name })
      .from(jobEmails)
      .innerJoin(jobSubscriptions, eq(jobSubscriptions.id, jobEmails.subscriptionId))
      .innerJoin(candidates, eq(candidates.id, jobEmails.candidateId))
      .innerJoin(organizations, eq(organizations.id, jobEmails.orgId))
      .where(eq(jobEmails.id, claim.id));
    if (!row) throw badRequest(UNSUBSCRIBE_MESSAGES.invalid, 'UNSUBSCRIBE_INVALID');
    return { kind: 'email', ...row };
  }
  const [row] = await app.db
    .select({ sub: publicSubscriptions, brand: organizations.name })
    .from(publicSubscriptions)
    .innerJoin(organizations, eq(organizations.id, publicSubscriptions.orgId))
    .where(eq(publicSubscriptions.id, claim.id));
  if (!row) throw badRequest(UNSUBSCRIBE_MESSAGES.invalid, 'UNSUBSCRIBE_INVALID');
  return { kind: 'public', sub: row.sub, issuedAt: claim.issuedAt, brand: row.brand };
}

const mask = (email: string) => email.replace(/^(.)(.*)(@.*)$/, (_m, a: string, b: string, c: string) => `${a}${'•'.repeat(Math.min(6, b.length))}${c}`);

/** GET /api/unsubscribe: what the confirm page shows (the address masked, the brand, the frequency). Changes nothing. */
export async function unsubscribeInfo(app: FastifyInstance, token: string) {
  const t = await targetOf(app, token);
  const email = t.kind === 'email' ? t.address : t.sub.email;
  const unsubscribed = t.kind === 'email' ? !t.sub.active : t.sub.unsubscribedAt !== null;
  return { email: mask(email), brand: t.brand, frequency: t.sub.frequency, unsubscribed };
}

/**
 * POST /api/unsubscribe (the confirm page) and POST /api/unsubscribe/one-click (the mail client, RFC 8058): honoured
 * at once. An alert's link is single-use: a replay (after the candidate turned alerts back on) changes nothing.
 */
export async function applyUnsubscribe(app: FastifyInstance, token: string, action: 'unsubscribe' | 'frequency', frequency?: TFrequency) {
  const t = await targetOf(app, token);
  if (action === 'frequency' && !frequency) throw badRequest('Please choose how often you want job e-mails.');
  const now = new Date();
  if (t.kind === 'email') {
    const used = await app.db
      .update(jobEmails)
      .set({ unsubscribeUsedAt: now })
      .where(and(eq(jobEmails.id, t.email.id), isNull(jobEmails.unsubscribeUsedAt)))
      .returning({ id: jobEmails.id });
    if (!used.length) return { changed: false, message: UNSUBSCRIBE_MESSAGES.alreadyUsed };
    await app.db
      .update(jobSubscriptions)
      .set(action === 'unsubscribe' ? { active: false, unsubscribedAt: now, updatedAt: now } : { frequency, updatedAt: now })
      .where(eq(jobSubscriptions.id, t.sub.id));
  } else {
    // A subscriber who confirmed again after this alert was sent is not unsubscribed by the old link.
    if (t.sub.confirmedAt && t.sub.confirmedAt > t.issuedAt) return { changed: false, message: UNSUBSCRIBE_MESSAGES.alreadyUsed };
    const changed = await app.db
      .update(publicSubscriptions)
      .set(action === 'unsubscribe' ? { unsubscribedAt: now, updatedAt: now } : { frequency, updatedAt: now })
      .where(and(eq(publicSubscriptions.id, t.sub.id), isNull(publicSubscriptions.unsubscribedAt)))
      .returning({ id: publicSubscriptions.id });
    if (!changed.length) return { changed: false, message: UNSUBSCRIBE_MESSAGES.alreadyUsed };
  }
  return { changed: true, message: action === 'unsubscribe' ? UNSUBSCRIBE_MESSAGES.unsubscribed : UNSUBSCRIBE_MESSAGES.frequency };
}

// ---- public subscribe (double opt-in) ----

/**
 * POST /api/subcribe: answers the same whatever the address; in the background a confirmation link is e-mailed. The
 * criteria wait beside the link and only take effect when it is confirmed; the e-mail carries none of them (security.md
 * item 21: no requester's text to an unconfirmed address).
 */
export function requestPublicSubscribe(app: FastifyInstance, body: z.output<typeof ZPublicSubscribeBody>, language: Language): void {
  const { email: rawEmail, org: orgCode, ...criteria } = body;
  const email = normalizeEmail(rawEmail);
  app.mailer.queue(async () => {
    const org = await withBoard(app, await resolveOrg(app.db, orgCode));
    const token = linkSecret();
    const now = new Date();
    // The request's language waits with its criteria: the confirmation makes it the alerts' (decision 042).
    const values = { pending: { ...criteria, language } as Record<string, unknown>, confirmTokenHash: sha256(token), confirmExpiresAt: new Date(now.getTime() + CONFIRM_TTL_MS), updatedAt: now };
    await app.db
      .insert(publicSubscriptions)
      .values({ orgId: org.id, email, ...values })
      .onConflictDoUpdate({ target: [publicSubscriptions.orgId, publicSubscriptions.email], set: values });
    const url = `${app.config.publicUrl}/subcribe?token=${encodeURIComponent(token)}`;
    const mail = renderMail(org, app.config.publicUrl, language, mailWords('job-alerts.confirm', language, { org: org.name }), { url });
    return { kind: 'job-alerts.confirm' as const, to: email, fromName: org.name, replyTo: org.supportEmail, ...mail };
  });
}

async function openConfirmation(app: FastifyInstance, token: string) {
  if (!token || token.length > 200) return undefined;
  const [row] = await app.db
    .select({ sub: publicSubscriptions, brand: organizations.name, postalAddress: organizations.postalAddress })
    .from(publicSubscriptions)
    .innerJoin(organizations, eq(organizations.id, publicSubscriptions.orgId))
    .where(and(eq(publicSubscriptions.confirmTokenHash, sha256(token)), gt(publicSubscriptions.confirmExpiresAt, new Date())));
  return row;
}

/** GET /api/subcribe/confirm: the magic subscribe data of spec §3 (what the link would turn on). Changes nothing. */
export async function magicSubscribeData(app: FastifyInstance, token: string) {
  const row = await openConfirmation(app, token);
  const pending = row ? ZSubscriptionCriteria.safeParse(row.sub.pending) : null;
  if (!row || !pending?.success) throw badRequest(UNSUBSCRIBE_MESSAGES.confirmInvalid, 'CONFIRM_INVALID');
  return { email: row.sub.email, brand: row.brand, postalAddress: row.postalAddress, criteria: pending.data };
}

/** POST /api/subcribe/confirm: turns the alerts on; the link is spent in the same statement. */
export async function confirmPublicSubscribe(app: FastifyInstance, token: string) {
  const row = await openConfirmation(app, token);
  const pending = row ? ZSubscriptionCriteria.safeParse(row.sub.pending) : null;
  if (!row || !pending?.success) throw badRequest(UNSUBSCRIBE_MESSAGES.confirmInvalid, 'CONFIRM_INVALID');
  const now = new Date();
  const done = await app.db
    .update(publicSubscriptions)
    .set({ ...pending.data, language: toLanguage(row.sub.pending?.language), pending: null, confirmTokenHash: null, confirmExpiresAt: null, confirmedAt: now, unsubscribedAt: null, lastSentAt: null, updatedAt: now })
    .where(and(eq(publicSubscriptions.id, row.sub.id), eq(publicSubscriptions.confirmTokenHash, sha256(token))))
    .returning({ id: publicSubscriptions.id });
  if (!done.length) throw badRequest(UNSUBSCRIBE_MESSAGES.confirmInvalid, 'CONFIRM_INVALID');
  return { email: row.sub.email, brand: row.brand, criteria: pending.data };
}
