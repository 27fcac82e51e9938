import { createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueUnsubscribeToken, verifyUnsubscribeToken } from '../modules/job-emails/tokens';
import { linkSecret, linkSignature } from './link-secret';

// SpamAssassin's body rule __BITCOIN_ID (72_active.cf), behind PDS_BTC_ID: a word of 30–35 base58 characters that
// begins with 1 or 3. In base64url about one random secret in 3,000 holds one between two "-".
const BITCOIN_ID =
  /\b(?<!=)(?:[13](?:(?:[-_=\s][a-km-zA-HJ-NP-Z1-9]){29,34}|[a-km-zA-HJ-NP-Z1-9]{29,34})|bc1[acdefghjklmnpqrstuvwxyz234567890]{30,90}|b[-_=\s]c[-_=\s]1(?:[-_=\s][acdefghjklmnpqrstuvwxyz234567890]){30,90})\b/;
const SAMPLES = 20_000;

/** The ways a link's secret stands in an e-mail's text: in a query, a fragment, on its own line. */
const inText = (secret: string) => [`https://portal.example/confirm?token=${secret}&x=1`, `https://portal.example/verify-references#token=${secret}`, `\n${secret}\n`];

describe('secrets in e-mailed links', () => {
  it('never read as a Bitcoin address to a spam filter (random secrets, signatures, unsubscribe tokens)', () => {
    const secret = linkSecret();
    const makers: Array<[string, () => string]> = [
      ['linkSecret', linkSecret],
      ['linkSignature', () => linkSignature(secret, randomUUID())],
      ['unsubscribe token', () => issueUnsubscribeToken(secret, { kind: Math.random() < 0.5 ? 'email' : 'public', id: randomUUID() }, new Date(Date.now() - Math.floor(Math.random() * 1e10)))],
    ];
    for (const [name, make] of makers) {
      const read: string[] = [];
      for (let i = 0; i < SAMPLES && read.length === 0; i++) {
        const value = make();
        if (inText(value).some((text) => BITCOIN_ID.test(text))) read.push(value);
      }
      expect(read, `${name} read as a Bitcoin address`).toEqual([]);
    }
  });

  it('are hex: 64 digits for a secret and a signature', () => {
    expect(linkSecret()).toMatch(/^[0-9a-f]{64}$/);
    expect(linkSignature('key', 'text')).toMatch(/^[0-9a-f]{64}$/);
    expect(issueUnsubscribeToken('key', { kind: 'email', id: randomUUID() })).toMatch(/^[0-9a-f]+\.[0-9a-f]{64}$/);
  });

  it('an unsubscribe link e-mailed before (base64url) still works, and neither form can be forged or mixed', () => {
    const id = randomUUID();
    const body = Buffer.from(JSON.stringify({ k: 'e', i: id, t: Date.now() - 86_400_000 })).toString('base64url');
    const signature = createHmac('sha256', 'unsubscribe:key').update(body).digest('base64url');
    expect(verifyUnsubscribeToken('key', `${body}.${signature}`)).toMatchObject({ ok: true, claim: { kind: 'email', id } });
    expect(verifyUnsubscribeToken('other', `${body}.${signature}`)).toEqual({ ok: false, reason: 'invalid' });
    const hexBody = Buffer.from(body, 'base64url').toString('hex');
    expect(verifyUnsubscribeToken('key', `${hexBody}.${signature}`)).toEqual({ ok: false, reason: 'invalid' });
    const token = issueUnsubscribeToken('key', { kind: 'public', id });
    expect(verifyUnsubscribeToken('key', token)).toMatchObject({ ok: true, claim: { kind: 'public', id } });
    const [hex, sig] = token.split('.');
    expect(verifyUnsubscribeToken('key', `${Buffer.from(hex!, 'hex').toString('base64url')}.${sig}`)).toEqual({ ok: false, reason: 'invalid' });
  });
});
