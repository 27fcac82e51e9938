// Reminders to the referee after 3 and 7 days through the durable queue, over real SMTP: each sent once, none after
// an answer, none for a link that a resend replaced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { createSignedInCandidate } from './helpers/factories';
import { referenceRequest } from './helpers/reference-factories';
import { type ReceivedMail, smtpMailConfig, startSmtpPeer } from './helpers/smtp';

const DAY = 86_400_000;
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let app: TestApp;

beforeAll(async () => {
  peer = await startSmtpPeer();
  const mail = smtpMailConfig(peer.port);
  app = await createTestApp({ mail });
});
afterAll(async () => {
  await app?.close();
  await peer?.close();
});

const qp = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const to = (email: string) => peer.received.filter((m: ReceivedMail) => m.to.includes(email));
// Long headers are folded onto continuation lines.
const subjects = (email: string) => to(email).map((m) => /^Subject: (.*)$/m.exec(m.raw.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '');
const tokenIn = (m: ReceivedMail) => /verify-references#token=([\w-]+)/.exec(qp(m.raw))?.[1] ?? '';

/** Runs the queue at `days` after now, twice (a repeat must send nothing). */
async function runAt(days: number) {
  const now = new Date(Date.now() + days * DAY + 60_000);
  await app.queue.runDue({ now });
  await app.queue.runDue({ now });
}

describe('referee reminders', () => {
  it('sends the request, then one reminder after 3 days and one after 7, each once', async () => {
    // A name typed before the name rule existed: the subjects carry no text the candidate typed.
    const who = await createSignedInCandidate(app, { firstName: 'Alice', lastName: 'paypal.com Urgent. Verify at evil.com' });
    const body = referenceRequest();
    expect((await app.inject({ method: 'POST', url: '/api/reference/add', headers: who.auth, payload: body })).statusCode).toBe(201);
    await runAt(0);
    expect(subjects(body.email!)).toEqual(['A request for a professional reference | Meridian Health Staffing']);
    await runAt(1);
    expect(to(body.email!)).toHaveLength(1);
    await runAt(3);
    await runAt(4);
    expect(to(body.email!)).toHaveLength(2);
    await runAt(7);
    await runAt(10);
    expect(subjects(body.email!)).toEqual([
      'A request for a professional reference | Meridian Health Staffing',
      'Reminder: a request for a professional reference | Meridian Health Staffing',
      'Reminder: a request for a professional reference | Meridian Health Staffing',
    ]);
    // Nor does the body carry a web address made of the name.
    for (const mail of to(body.email!)) expect(qp(mail.raw)).not.toMatch(/paypal\.com|evil\.com/);
    // The reminders carry the same link as the request.
    const tokens = new Set(to(body.email!).map(tokenIn));
    expect(tokens.size).toBe(1);
    expect([...tokens][0]!.length).toBeGreaterThanOrEqual(43);
  });

  it('sends no reminder after an answer', async () => {
    const who = await createSignedInCandidate(app);
    const body = referenceRequest();
    await app.inject({ method: 'POST', url: '/api/reference/add', headers: who.auth, payload: body });
    await runAt(0);
    const token = tokenIn(to(body.email!)[0]!);
    const declined = await app.inject({ method: 'POST', url: '/api/reference/verify', payload: { token, outcome: 'declined', answeredByName: 'D W', answeredByTitle: 'HR' } });
    expect(declined.statusCode).toBe(200);
    await runAt(3);
    await runAt(7);
    expect(to(body.email!)).toHaveLength(1);
  });

  it('sends the reminders of the newest link only, after a resend', async () => {
    const who = await createSignedInCandidate(app);
    const body = referenceRequest();
    const created = await app.inject({ method: 'POST', url: '/api/reference/add', headers: who.auth, payload: body });
    await runAt(0);
    await app.inject({ method: 'POST', url: `/api/reference/${created.json().data._id}/resend`, headers: who.auth });
    await runAt(0);
    expect(to(body.email!)).toHaveLength(2);
    await runAt(3);
    await runAt(7);
    // Two reminders in all (the first link's were voided with it), both with the second link.
    expect(to(body.email!)).toHaveLength(4);
    const [, second, r1, r2] = to(body.email!).map(tokenIn);
    expect(r1).toBe(second);
    expect(r2).toBe(second);
  });
});
