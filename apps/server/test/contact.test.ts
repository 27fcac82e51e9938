// The contact form (spec §3/§5): validation with the spec's messages, e-mail to the agency's support address through
// the durable queue and a real SMTP peer, the organisation of the brand or of the session, and its rate limit.
import { CONTACT_MESSAGES } from '@portal/shared/schemas/support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { createSignedInCandidate } from './helpers/factories';
import { type ReceivedMail, smtpMailConfig, startSmtpPeer } from './helpers/smtp';

let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let received: ReceivedMail[];
let app: TestApp;

beforeAll(async () => {
  peer = await startSmtpPeer();
  received = peer.received;
  const mail = smtpMailConfig(peer.port);
  app = await createTestApp({ mail, emailDeliverability: 'syntax' });
});
afterAll(async () => {
  await app?.close();
  await peer?.close();
});

const decodeQp = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const good = { fullName: 'Maria Lopez', email: 'maria@example.com', description: 'How do I add a second reference?', phone: '(404) 555-0100' };
let ip = 1;
const send = (payload: object, headers: Record<string, string> = {}, remoteAddress = `10.1.0.${ip++}`) =>
  app.inject({ method: 'POST', url: '/api/support/contact', payload, headers, remoteAddress });

describe('contact form', () => {
  it.each([
    [{ fullName: '' }, CONTACT_MESSAGES.fullNameRequired],
    [{ fullName: 'A'.repeat(26) }, CONTACT_MESSAGES.fullNameMax],
    [{ fullName: 'R2 D2' }, 'Please enter only alphabets.'],
    [{ email: 'nope' }, 'Please enter a valid email.'],
    [{ email: '' }, 'Please enter an email.'],
    [{ description: '' }, CONTACT_MESSAGES.descriptionRequired],
    [{ description: 'x'.repeat(501) }, CONTACT_MESSAGES.descriptionMax],
    [{ phone: '' }, CONTACT_MESSAGES.phoneRequired],
    [{ phone: '555-0100' }, 'Phone number is not valid.'],
  ])('refuses %o with its message', async (change, message) => {
    const res = await send({ ...good, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('takes real names and a US phone number in any common form, and gives the agency one form', async () => {
    const names = ['Renée O’Neal', "D'Angelo Smith-Jones", 'Zoë Łukasiewicz', 'Nguyễn Thị Minh', 'José María', 'Anne-Marie Côté'];
    const phones = ['(615) 555-0100', '(615)555-0100', '615-555-0100', '615.555.0100', '615 555 0100', '+1 615 555 0100', '+1 (615) 555-0100', '1-615-555-0100', '6155550100'];
    for (const [i, phone] of phones.entries()) {
      received.length = 0;
      const fullName = names[i % names.length]!;
      const res = await send({ ...good, fullName, phone, email: `caller${i}@example.com` });
      expect(res.statusCode, `${fullName} ${phone}: ${res.body}`).toBe(200);
      await app.queue.runDue();
      await app.mailer.idle();
      const text = decodeQp(received.at(-1)!.raw);
      expect(text).toContain('Phone: (615) 555-0100');
    }
    for (const phone of ['555-0100', '615-555-010', '615-555-01000', '+44 20 7946 0958', '615/555/0100', 'call me', '(615 555-0100', '+2 615 555 0100']) {
      const res = await send({ ...good, phone });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().message).toBe('Phone number is not valid.');
    }
    for (const fullName of ['Dr. Smith', 'R2 D2', 'visit evil.com', '<b>Ann</b>']) {
      const res = await send({ ...good, fullName });
      expect(res.statusCode, fullName).toBe(400);
      expect(res.json().message).toBe('Please enter only alphabets.');
    }
  });

  it('accepts 25 letters (any alphabet) and 500 characters', async () => {
    const res = await send({ ...good, fullName: 'José Ñúñez Müller Ångström'.slice(0, 25), description: 'y'.repeat(500) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Email sent');
  });

  it("e-mails the brand's support address over SMTP through the queue, replying to the sender", async () => {
    received.length = 0;
    const res = await send({ ...good, org: 'TLC-candidate' });
    expect(res.statusCode, res.body).toBe(200);
    expect(received).toHaveLength(0); // queued, not sent inline
    await app.queue.runDue();
    await app.mailer.idle();
    const mail = received.find((m) => m.to.includes('care@tlcjobs.com'));
    expect(mail, JSON.stringify(received.map((m) => m.to))).toBeTruthy();
    const raw = decodeQp(mail!.raw);
    expect(raw).toMatch(/Reply-To: maria@example.com/i);
    expect(raw).toContain('How do I add a second reference?');
    expect(raw).toContain('(404) 555-0100');
    expect(raw).toContain('Contact form: Maria Lopez');
  });

  it("a signed-in candidate's message goes to their own organisation whatever org is sent", async () => {
    received.length = 0;
    const who = await createSignedInCandidate(app, { orgCode: 'RAD' });
    expect((await send({ ...good, org: 'TLC' }, who.auth)).statusCode).toBe(200);
    await app.queue.runDue();
    await app.mailer.idle();
    expect(received.map((m) => m.to).flat()).toEqual(['team@radjobs.com']);
  });

  it('is rate limited per address (429 with a message)', async () => {
    const from = '10.9.9.9';
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await send({ ...good, email: `rl${i}@example.com` }, {}, from)).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[5]).toBe(429);
  });

  it('answers in Spanish when asked', async () => {
    const res = await send({ ...good, phone: '' }, { 'accept-language': 'es-MX,es;q=0.9' });
    expect(res.json().message).toBe('Introduzca su número de teléfono.');
  });
});
