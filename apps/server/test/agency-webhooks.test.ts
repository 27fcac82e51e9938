// Outgoing webhooks of the agency API (decision 036): endpoints registered with `portal agency:webhook` (run in-process
// through the command's own runner, as the control socket runs it), deliveries through the durable queue to a real
// local HTTP receiver that checks them with `standardwebhooks`, the Standard Webhooks reference library (not with our
// signing code); retries with back-off, one organisation never hears of another's events, private addresses refused.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sampleSectionData } from '@portal/shared/application/samples';
import { sectionByKey } from '@portal/shared/application/sections';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../src/cli/program';
import { agencyWebhookDeliveries } from '../src/db/schema/index';
import { WEBHOOK_ATTEMPTS, WEBHOOK_TASK, webhookRetryDelayMs } from '../src/lib/agency-events';
import { sendWebhook } from '../src/modules/agency/webhooks';
import { isPrivateAddress } from '../src/modules/agency/webhook-url';
import { createTestApp, type TestApp } from './helpers/app';
import { signUp } from './helpers/auth';
import { PDF, upload } from './helpers/documents';
import { createJob } from './helpers/job-factories';
import { giveCompletedReferences } from './helpers/reference-factories';

type Received = { headers: IncomingHttpHeaders; body: string };
type Receiver = { url: string; received: Received[]; answer: { failures: number; status: number; location?: string }; close: () => Promise<void> };

/** A webhook endpoint on this machine: records every request, answers 500 while `answer.failures` lasts. */
async function receiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answer = { failures: 0, status: 500 } as Receiver['answer'];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      if (answer.failures > 0) {
        answer.failures--;
        response.writeHead(answer.status, answer.location ? { location: answer.location } : {}).end('receiver is down '.repeat(40));
      } else response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, received, answer, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

let app: TestApp;
const receivers: Receiver[] = [];
const savedFlag = process.env.AGENCY_WEBHOOK_ALLOW_PRIVATE;
beforeAll(async () => {
  // The receivers are on this machine: the commands (loadConfig) and the app's worker both allow it here.
  process.env.AGENCY_WEBHOOK_ALLOW_PRIVATE = 'true';
  app = await createTestApp({ agencyWebhookAllowPrivate: true });
});
afterAll(async () => {
  if (savedFlag === undefined) delete process.env.AGENCY_WEBHOOK_ALLOW_PRIVATE;
  else process.env.AGENCY_WEBHOOK_ALLOW_PRIVATE = savedFlag;
  await Promise.all(receivers.map((r) => r.close()));
  await app?.close();
});

/** `portal <args>` as the control socket runs it: this app's database, the output lines. */
async function portal(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCommand(args, { withDatabase: (work) => work(app.database), resolvePath: (f) => f }, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, lines: out.join('').trimEnd().split('\n'), err: err.join('') };
}

async function register(org: string, ...events: string[]) {
  const r = await receiver();
  receivers.push(r);
  const made = await portal('agency:webhook', '--org', org, '--url', r.url, ...(events.length ? ['--events', ...events] : []));
  expect(made.code, made.err).toBe(0);
  const secret = made.lines.at(-1)!;
  const id = /Webhook ([0-9a-f-]{36})/.exec(made.lines[0]!)![1]!;
  return { ...r, secret, id };
}

/** Every request the receiver got, checked by the reference library: the parsed bodies. */
function verified(r: Receiver & { secret: string }) {
  const wh = new Webhook(r.secret);
  return r.received.map((m) => {
    const headers = { 'webhook-id': String(m.headers['webhook-id']), 'webhook-timestamp': String(m.headers['webhook-timestamp']), 'webhook-signature': String(m.headers['webhook-signature']) };
    return { id: headers['webhook-id'], event: wh.verify(m.body, headers) as { type: string; timestamp: string; data: Record<string, unknown> } };
  });
}

const deliver = (now?: Date) => app.queue.runDue({ kinds: [WEBHOOK_TASK], ...(now ? { now } : {}) });

const SSN = '987-65-4321';
const SENSITIVE_KEYS = ['ssn', 'dob', 'dateOfBirth', 'answers', 'answer', 'password', 'passwordHash', 'referee', 'refereeEmail', 'number'];

describe('agency webhooks', () => {
  it('delivers each event signed as Standard Webhooks says; an organisation hears only of its own; no sensitive field', async () => {
    const mhs = await register('MHS');
    const d2d = await register('D2D');
    expect(mhs.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(mhs.secret.slice(6), 'base64')).toHaveLength(32);

    const alice = await signUp(app); // MHS
    const bob = await signUp(app, { org: 'D2D' });
    const w9 = { ...(sampleSectionData(sectionByKey('formW9')) as Record<string, unknown>), ssn: SSN };
    expect((await app.inject({ method: 'PUT', url: '/api/candidate/application/formW9', headers: alice.auth, payload: { data: w9 } })).statusCode).toBe(200);
    const doc = await app.inject({ method: 'POST', url: '/api/candidate/documents', headers: { ...alice.auth, ...upload('resume', 'cv.pdf', PDF).headers }, payload: upload('resume', 'cv.pdf', PDF).payload });
    expect(doc.statusCode, doc.body).toBe(200);
    const refs = await giveCompletedReferences(app, { id: alice.profile.id, orgId: (await orgOf(alice.profile.id))! });
    const job = await createJob(app, 'MHS', { externalId: 'POS-7781' });
    const sent = await app.inject({ method: 'POST', url: '/api/candidate/submission/add', headers: alice.auth, payload: [{ jobId: job.id }] });
    expect(sent.statusCode, sent.body).toBe(201);
    const submissionId = sent.json().data[0]._id as string;
    const withdrawn = await portal('submissions:set-status', alice.email, 'withdrawn');
    expect(withdrawn.code, withdrawn.err).toBe(0);

    // An event is queued beside the write that makes it (on PostgreSQL another pooled connection may still be
    // committing it when the command returns): deliver until the four have arrived, or give up after a few seconds.
    const expected = ['candidate.created', 'document.uploaded', 'submission.created', 'submission.withdrawn'];
    for (let tries = 0; tries < 50; tries++) {
      await deliver();
      const seen = new Set(verified(mhs).map((m) => m.event.type));
      if (expected.every((type) => seen.has(type))) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const got = verified(mhs);
    const types = got.map((m) => m.event.type);
    expect(types).toEqual(expect.arrayContaining(expected));
    expect(new Set(got.map((m) => m.id)).size).toBe(got.length);
    for (const { event } of got) {
      expect(event.data.organisation).toBe('MHS');
      expect(event.data.candidateId).toBe(alice.profile.id);
      expect(Date.parse(event.timestamp)).toBeGreaterThan(0);
    }
    expect(got.find((m) => m.event.type === 'candidate.created')!.event.data).toMatchObject({ email: alice.email, via: 'signup' });
    expect(got.find((m) => m.event.type === 'submission.created')!.event.data).toMatchObject({ submissionId, positionId: 'POS-7781', status: 'submitted' });

    // The other organisation's endpoint heard only of its own candidate, and MHS's nothing of it.
    const other = verified(d2d);
    expect(other.map((m) => m.event.type)).toEqual(['candidate.created']);
    expect(other[0]!.event.data).toMatchObject({ organisation: 'D2D', candidateId: bob.profile.id });
    for (const m of mhs.received) expect(m.body).not.toContain(bob.profile.id);
    for (const m of d2d.received) expect(m.body).not.toContain(alice.profile.id);
    // Nor in the delivery log.
    expect((await portal('agency:deliveries', '--org', 'D2D')).lines.join('\n')).not.toContain('submission');

    // No sensitive value or field in any body: no SSN, no referee's name or address.
    const bodies = mhs.received.map((m) => m.body).join('\n');
    for (const value of [SSN, SSN.replace(/-/g, ''), refs[0]!.email, refs[0]!.lastName, 'Test Referee']) expect(bodies).not.toContain(value);
    for (const { event } of got) for (const key of SENSITIVE_KEYS) expect(Object.keys(event.data)).not.toContain(key);

    // The delivery log shows them, delivered.
    const log = await portal('agency:deliveries', '--org', 'MHS', '--limit', '50');
    expect(log.code, log.err).toBe(0);
    expect(log.lines.find((l) => l.includes('submission.created'))).toMatch(/→ http:\/\/127\.0\.0\.1:\d+\/hooks {2}attempts 1, last HTTP 204, delivered/);
  });

  it('an endpoint that answers 500 gets the same message again after 1 and 4 minutes, then it is delivered', async () => {
    const tlc = await register('TLC', 'candidate.created');
    tlc.answer.failures = 2;
    const start = Date.now();
    await signUp(app, { org: 'TLC' });
    await deliver(new Date(start + 1_000));
    expect(tlc.received).toHaveLength(1);
    const [row] = await app.db.select().from(agencyWebhookDeliveries).where(eq(agencyWebhookDeliveries.webhookId, tlc.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 500 });
    expect(row!.responseExcerpt!.length).toBeLessThanOrEqual(200);
    expect(row!.nextAttemptAt!.getTime()).toBe(start + 1_000 + 60_000);
    const pending = await portal('agency:deliveries', '--org', 'TLC');
    expect(pending.lines[0]).toMatch(/candidate\.created .* attempts 1, last HTTP 500, pending, next try \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);

    await deliver(new Date(start + 30_000)); // not due yet
    expect(tlc.received).toHaveLength(1);
    await deliver(new Date(start + 1_000 + 60_000));
    expect(tlc.received).toHaveLength(2);
    await deliver(new Date(start + 1_000 + 60_000 + 3 * 60_000)); // 4 minutes after the second: not yet
    expect(tlc.received).toHaveLength(2);
    await deliver(new Date(start + 1_000 + 60_000 + 4 * 60_000));
    expect(tlc.received).toHaveLength(3);

    // The same message each time (one webhook-id), each signature valid.
    const got = verified(tlc);
    expect(new Set(got.map((m) => m.id)).size).toBe(1);
    const [done] = await app.db.select().from(agencyWebhookDeliveries).where(eq(agencyWebhookDeliveries.webhookId, tlc.id));
    expect(done).toMatchObject({ status: 'delivered', attempts: 3, lastStatus: 204, nextAttemptAt: null });

    // The whole schedule: exponential, about a day, then the delivery is given up.
    const waits = Array.from({ length: WEBHOOK_ATTEMPTS - 1 }, (_, i) => webhookRetryDelayMs(i + 1));
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]!);
    const total = waits.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(20 * 3_600_000);
    expect(total).toBeLessThan(30 * 3_600_000);
  });

  it('a redirect is not followed and does not deliver', async () => {
    const target = await receiver();
    receivers.push(target);
    const r = await receiver();
    receivers.push(r);
    r.answer.failures = 1;
    r.answer.status = 302;
    r.answer.location = target.url;
    const result = await sendWebhook({ url: r.url, secret: 'whsec_' + Buffer.alloc(32, 7).toString('base64'), id: 'msg_1', body: '{}' }, true);
    expect(result).toMatchObject({ ok: false, status: 302 });
    expect(target.received).toHaveLength(0);
  });

  it('refuses URLs of loopback, private and link-local addresses, at registration and at delivery, without the flag', async () => {
    delete process.env.AGENCY_WEBHOOK_ALLOW_PRIVATE;
    try {
      for (const url of [
        'https://127.0.0.1/hooks',
        'https://localhost/hooks',
        'https://[::1]/hooks',
        'https://[::ffff:127.0.0.1]/hooks',
        'https://10.1.2.3/hooks',
        'https://192.168.0.10/hooks',
        'https://169.254.169.254/latest/meta-data',
        'https://[fe80::1]/hooks',
        'https://[fd12::1]/hooks',
        'https://2130706433/hooks',
      ]) {
        const refused = await portal('agency:webhook', '--org', 'MHS', '--url', url);
        expect(refused.code, url).toBe(1);
        expect(refused.err, url).toContain('webhooks go only to public addresses');
      }
      const plain = await portal('agency:webhook', '--org', 'MHS', '--url', 'http://ats.example.com/hooks');
      expect(plain.code).toBe(1);
      expect(plain.err).toContain('A webhook URL must start with https://');
    } finally {
      process.env.AGENCY_WEBHOOK_ALLOW_PRIVATE = 'true';
    }
    for (const address of ['::ffff:7f00:1', '::127.0.0.1', '64:ff9b::a00:1', '100.64.0.1', '0.0.0.0']) expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '2606:4700:4700::1111']) expect(isPrivateAddress(address), address).toBe(false);

    // At delivery too: a URL registered while allowed is not reached once the flag is off.
    const r = await receiver();
    receivers.push(r);
    const result = await sendWebhook({ url: r.url.replace('http:', 'https:'), secret: 'whsec_' + Buffer.alloc(32, 1).toString('base64'), id: 'msg_2', body: '{}' }, false);
    expect(result.ok).toBe(false);
    expect(result.error).toContain('webhooks go only to public addresses');
    expect(r.received).toHaveLength(0);
  });

  it('agency:webhooks lists an organisation’s endpoints; agency:webhook-remove ends one; bad input gets a clear message', async () => {
    const lhs = await register('LHS', 'submission.created', 'job.closed');
    const listed = await portal('agency:webhooks', '--org', 'LHS');
    expect(listed.lines).toEqual([expect.stringMatching(new RegExp(`^${lhs.id} {2}${lhs.url.replace(/[.]/g, '\\.')} {2}\\[submission\\.created, job\\.closed\\]`))]);
    expect(listed.lines.join('\n')).not.toContain(lhs.secret);
    expect((await portal('agency:webhooks', '--org', 'N2N')).lines).toEqual(['N2N has no webhooks yet. Register one with agency:webhook.']);

    const unknown = await portal('agency:webhook', '--org', 'LHS', '--url', lhs.url, '--events', 'candidate.exploded');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('candidate.exploded is not an agency event.');
    expect((await portal('agency:webhook', '--org', 'NOPE', '--url', lhs.url)).err).toContain('No organisation with the code NOPE.');
    expect((await portal('agency:deliveries', '--org', 'LHS', '--limit', '0')).err).toContain('--limit must be a whole number from 1 to 500.');

    const removed = await portal('agency:webhook-remove', lhs.id);
    expect(removed.code, removed.err).toBe(0);
    expect(removed.lines[0]).toBe(`Webhook ${lhs.url} of LHS is removed: no more events are sent to it.`);
    expect((await portal('agency:webhooks', '--org', 'LHS')).lines[0]).toContain('no webhooks yet');
    expect((await portal('agency:webhook-remove', lhs.id)).err).toContain(`No webhook with the id ${lhs.id}.`);
  });
});

async function orgOf(candidateId: string) {
  const rows = (await app.db.execute(`SELECT org_id FROM candidates WHERE id = '${candidateId}'`)) as unknown as { rows: Array<{ org_id: string }> };
  return rows.rows[0]?.org_id;
}
