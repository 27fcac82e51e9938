// Secrets that travel in e-mailed links (sign-up and reset links, referees' links, confirmations, unsubscribe links)
// are written in hex. In base64url a random secret holds, about once in 3,000, a run of 30–35 letters and digits that
// begins with 1 or 3 between two "-": to a spam filter (SpamAssassin's PDS_BTC_ID) that reads as a Bitcoin address,
// and the e-mail scores as spam. A hex secret is one word of 64 or more characters, which no such rule can read as one.
import { createHmac, randomBytes } from 'node:crypto';

/** 256 random bits as 64 hex digits. */
export const linkSecret = (): string => randomBytes(32).toString('hex');

/** An HMAC-SHA-256 of `text` under `key`, as 64 hex digits. */
export const linkSignature = (key: string, text: string): string => createHmac('sha256', key).update(text).digest('hex');
