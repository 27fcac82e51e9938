// The unsubscribe link of an alert (security.md item 3, CAN-SPAM): a signed token naming one alert, so it needs no
// sign-in and no lookup table, works for UNSUBSCRIBE_VALID_DAYS (at least the 30 days CAN-SPAM asks), and cannot be
// forged without the server's secret. Replays are answered by the alert record (job_emails.unsubscribe_used_at).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_VALID_DAYS } from '@portal/shared/schemas/job-emails';
import { linkSignature } from '../../lib/link-secret';

export type UnsubscribeSubject = { kind: 'email'; id: string } | { kind: 'public'; id: string };
export type UnsubscribeClaim = UnsubscribeSubject & { issuedAt: Date };

const DAY_MS = 86_400_000;
const sign = (secret: string, body: string) => linkSignature(`unsubscribe:${secret}`, body);
/** Tokens issued before links were written in hex: a base64url body and signature (still honoured while they last). */
const signBase64url = (secret: string, body: string) => createHmac('sha256', `unsubscribe:${secret}`).update(body).digest('base64url');
const HEX = /^[0-9a-f]+$/;

/** `hex(JSON).hex(HMAC)`: hex throughout (lib/link-secret.ts: a spam filter never reads it as a payment address). */
export function issueUnsubscribeToken(secret: string, subject: UnsubscribeSubject, now = new Date()): string {
  const body = Buffer.from(JSON.stringify({ k: subject.kind === 'email' ? 'e' : 'p', i: subject.id, t: now.getTime() })).toString('hex');
  return `${body}.${sign(secret, body)}`;
}

export type VerifyResult = { ok: true; claim: UnsubscribeClaim } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyUnsubscribeToken(secret: string, token: string, now = new Date()): VerifyResult {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined || token.length > 400) return { ok: false, reason: 'invalid' };
  // A 64-digit hex signature: a hex body; else the earlier base64url form.
  const hex = signature.length === 64 && HEX.test(signature);
  const expected = Buffer.from(hex ? sign(secret, body) : signBase64url(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  let data: { k?: unknown; i?: unknown; t?: unknown };
  try {
    data = JSON.parse(Buffer.from(body, hex ? 'hex' : 'base64url').toString('utf8')) as typeof data;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if ((data.k !== 'e' && data.k !== 'p') || typeof data.i !== 'string' || typeof data.t !== 'number') return { ok: false, reason: 'invalid' };
  const issuedAt = new Date(data.t);
  if (now.getTime() - issuedAt.getTime() > UNSUBSCRIBE_VALID_DAYS * DAY_MS) return { ok: false, reason: 'expired' };
  return { ok: true, claim: { kind: data.k === 'e' ? 'email' : 'public', id: data.i, issuedAt } };
}
