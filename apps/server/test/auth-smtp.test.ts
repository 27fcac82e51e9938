// Real SMTP delivery: the portal's SMTP transport talks to an smtp-server peer started here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { type ReceivedMail, smtpMailConfig, startSmtpPeer } from './helpers/smtp';
import { freshEmail, PASSWORD, post } from './helpers/auth';

let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let received: ReceivedMail[];
let app: TestApp;

beforeAll(async () => {
  peer = await startSmtpPeer();
  received = peer.received;
  const mail = smtpMailConfig(peer.port);
  app = await createTestApp({ mail, emailDeliverability: 'syntax', authRateLimitScale: 10 });
});
afterAll(async () => {
  await app?.close();
  await peer?.close();
});

/** Undoes quoted-printable soft breaks and escapes, enough to read links in a message body. */
const decodeQp = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('SMTP transport', () => {
  it('delivers the branded sign-up e-mail with HTML and text parts', async () => {
    const email = freshEmail('smtp');
    const res = await post(app, '/api/auth/register', { firstName: 'Sky', lastName: 'Ng', email, password: PASSWORD, reTypePassword: PASSWORD });
    expect(res.statusCode).toBe(200);
    await app.mailer.idle();
    const message = received.find((m) => m.to.includes(email));
    expect(message).toBeTruthy();
    expect(message!.from).toBe('no-reply@jobs.meridianhealthstaffing.com');
    expect(message!.raw).toMatch(/^From: Meridian Health Staffing <no-reply@jobs\.meridianhealthstaffing\.com>/m);
    expect(message!.raw).toMatch(/^Reply-To: support@meridianhealthstaffing\.com/m);
    expect(message!.raw).toContain('Subject: Confirm your e-mail address | Meridian Health Staffing');
    expect(message!.raw).toContain('Content-Type: text/plain');
    expect(message!.raw).toContain('Content-Type: text/html');
    const body = decodeQp(message!.raw);
    const token = body.match(/http:\/\/localhost:3000\/auth\/login\?signup=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();

    // The delivered link works (with the password chosen at sign-up, security.md item 3).
    const confirm = await post(app, '/api/auth/login', { type: 'magic', token: token!, password: PASSWORD });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().data.email).toBe(email);
  });

  it('has no dev mailbox while SMTP is on', async () => {
    expect((await app.inject('/dev/mailbox')).statusCode).not.toBe(200);
    expect((await app.inject('/api/dev/mailbox')).statusCode).toBe(404);
  });
});
