// Outgoing webhooks of the agency API (decision 036), after the Standard Webhooks specification: an organisation's
// endpoints (`portal agency:webhook`), and the queue task that delivers each event written by lib/agency-events.ts.
// A delivery is a POST of the stored JSON body `{type, timestamp, data}` with `webhook-id` (the delivery's id, the same
// at every attempt), `webhook-timestamp` (seconds, of this attempt) and `webhook-signature` (`v1,` and the base64
// HMAC-SHA256 of `id.timestamp.body` keyed with the secret's bytes). Only a 2xx answer delivers it; anything else,
// including a redirect (never followed), a refused address or 10 s without an answer, is tried again later.
import { createHmac, randomBytes } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { agencyWebhookDeliveries, agencyWebhooks, organizations } from '../../db/schema/index';
import { AGENCY_EVENTS, type AgencyEventType, WEBHOOK_ATTEMPTS, WEBHOOK_TASK, webhookRetryDelayMs } from '../../lib/agency-events';
import { badRequest } from '../../lib/errors';
import { findOrgByCode } from '../orgs/repository';
import { hostOf, parseWebhookUrl, resolvePublic, WebhookUrlError } from './webhook-url';

export const SECRET_PREFIX = 'whsec_';
/** One attempt's time for an answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** What is kept of an answer's body. */
const EXCERPT_BYTES = 200;
/** Endpoints one organisation may have. */
const MAX_WEBHOOKS = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function orgByCode(db: Db, code: string) {
  const org = await findOrgByCode(db, code);
  if (!org) throw badRequest(`No organisation with the code ${code}. See \`portal org:list\`.`);
  return org;
}

/** `--events a b,c` (commas or spaces); none given: every event. */
export function parseEvents(values: string[] | undefined): AgencyEventType[] {
  const given = [...new Set((values ?? []).flatMap((v) => v.split(/[\s,]+/)).filter(Boolean))];
  const unknown = given.find((name) => !(AGENCY_EVENTS as readonly string[]).includes(name));
  if (unknown) throw badRequest(`${unknown} is not an agency event. The events are: ${AGENCY_EVENTS.join(', ')}.`);
  return given.length ? AGENCY_EVENTS.filter((name) => given.includes(name)) : [...AGENCY_EVENTS];
}

/** Registers an endpoint; its signing secret is returned (and shown by the command) once. */
export async function createWebhook(db: Db, input: { orgCode: string; url: string; events: AgencyEventType[] }, allowPrivate: boolean) {
  const org = await orgByCode(db, input.orgCode);
  let url: URL;
  try {
    url = parseWebhookUrl(input.url, allowPrivate);
    await resolvePublic(hostOf(url), allowPrivate);
  } catch (error) {
    if (error instanceof WebhookUrlError) throw badRequest(error.message);
    throw error;
  }
  const existing = await db.select({ id: agencyWebhooks.id }).from(agencyWebhooks).where(eq(agencyWebhooks.orgId, org.id));
  if (existing.length >= MAX_WEBHOOKS) throw badRequest(`${org.code} has ${MAX_WEBHOOKS} webhooks already; remove one with agency:webhook-remove first.`);
  const secret = SECRET_PREFIX + randomBytes(32).toString('base64');
  const [row] = await db.insert(agencyWebhooks).values({ orgId: org.id, url: url.href, secret, events: input.events }).returning({ id: agencyWebhooks.id });
  return { id: row!.id, url: url.href, events: input.events, secret, org: { code: org.code, name: org.name } };
}

export async function listWebhooks(db: Db, orgCode: string) {
  const org = await orgByCode(db, orgCode);
  const rows = await db
    .select({ id: agencyWebhooks.id, url: agencyWebhooks.url, events: agencyWebhooks.events, createdAt: agencyWebhooks.createdAt })
    .from(agencyWebhooks)
    .where(eq(agencyWebhooks.orgId, org.id))
    .orderBy(agencyWebhooks.createdAt, agencyWebhooks.id);
  return { org: { code: org.code, name: org.name }, webhooks: rows };
}

/** Removes an endpoint; its deliveries (and their log) go with it, and those not yet sent are not sent. */
export async function removeWebhook(db: Db, id: string) {
  const notFound = badRequest(`No webhook with the id ${id}. See \`portal agency:webhooks --org CODE\`.`);
  if (!UUID.test(id.trim())) throw notFound;
  const [row] = await db
    .delete(agencyWebhooks)
    .where(eq(agencyWebhooks.id, id.trim()))
    .returning({ id: agencyWebhooks.id, url: agencyWebhooks.url, orgId: agencyWebhooks.orgId });
  if (!row) throw notFound;
  const [org] = await db.select({ code: organizations.code }).from(organizations).where(eq(organizations.id, row.orgId));
  return { url: row.url, org: org?.code ?? '' };
}

/** The delivery log of an organisation, newest first. */
export async function listDeliveries(db: Db, orgCode: string, limit: number) {
  const org = await orgByCode(db, orgCode);
  const rows = await db
    .select({
      id: agencyWebhookDeliveries.id,
      eventType: agencyWebhookDeliveries.eventType,
      url: agencyWebhooks.url,
      status: agencyWebhookDeliveries.status,
      attempts: agencyWebhookDeliveries.attempts,
      lastStatus: agencyWebhookDeliveries.lastStatus,
      lastError: agencyWebhookDeliveries.lastError,
      nextAttemptAt: agencyWebhookDeliveries.nextAttemptAt,
      deliveredAt: agencyWebhookDeliveries.deliveredAt,
      createdAt: agencyWebhookDeliveries.createdAt,
    })
    .from(agencyWebhookDeliveries)
    .innerJoin(agencyWebhooks, eq(agencyWebhooks.id, agencyWebhookDeliveries.webhookId))
    .where(eq(agencyWebhookDeliveries.orgId, org.id))
    .orderBy(desc(agencyWebhookDeliveries.createdAt), desc(agencyWebhookDeliveries.id))
    .limit(limit);
  return { org: { code: org.code, name: org.name }, deliveries: rows };
}

/** `v1,<base64 HMAC-SHA256 of id.timestamp.body>` keyed with the bytes of the secret after `whsec_`. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

type Attempt = { ok: boolean; status: number | null; error: string | null; excerpt: string | null };

/**
 * One POST to the endpoint, connected only to an address that was checked (the lookup given to the request is the
 * checked one, so the name is not resolved a second time), no redirect followed, at most WEBHOOK_TIMEOUT_MS in all.
 */
export async function sendWebhook(target: { url: string; secret: string; id: string; body: string }, allowPrivate: boolean, now = new Date()): Promise<Attempt> {
  let url: URL;
  let addresses: LookupAddress[];
  try {
    url = parseWebhookUrl(target.url, allowPrivate);
    addresses = await resolvePublic(hostOf(url), allowPrivate);
  } catch (error) {
    return { ok: false, status: null, error: error instanceof Error ? error.message : String(error), excerpt: null };
  }
  const timestamp = Math.floor(now.getTime() / 1000);
  const host = hostOf(url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Attempt>((resolve) => {
    let settled = false;
    const finish = (attempt: Attempt) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(attempt);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        // The checked addresses, and no others (an IP literal is connected to as it is).
        ...(isIP(host)
          ? {}
          : {
              lookup: ((_name: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) =>
                options.all ? callback(null, addresses) : callback(null, addresses[0]!.address, addresses[0]!.family)) as unknown as LookupFunction,
            }),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(target.body),
          'user-agent': 'CandidatePortal-Webhooks/1',
          'webhook-id': target.id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(target.secret, target.id, timestamp, target.body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const status = response.statusCode ?? 0;
          const excerpt = Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8') || null;
          const ok = status >= 200 && status < 300;
          finish({ ok, status, error: ok ? null : `HTTP ${status}`, excerpt });
        };
        response.on('data', (chunk: Buffer) => {
          if (size < EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
          if (size >= EXCERPT_BYTES) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => finish({ ok: false, status: null, error: `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`, excerpt: null }), WEBHOOK_TIMEOUT_MS);
    request.on('error', (error) => finish({ ok: false, status: null, error: error.message.slice(0, 300), excerpt: null }));
    request.end(target.body);
  });
}

/** The queue task of one delivery (lib/agency-events.ts writes it): one attempt, then the log says how it went. */
export function registerWebhookTask(app: FastifyInstance): void {
  app.queue.register(
    WEBHOOK_TASK,
    async (payload, { attempt, now }) => {
      const id = String(payload.deliveryId);
      const [row] = await app.db
        .select({ status: agencyWebhookDeliveries.status, body: agencyWebhookDeliveries.body, url: agencyWebhooks.url, secret: agencyWebhooks.secret })
        .from(agencyWebhookDeliveries)
        .innerJoin(agencyWebhooks, eq(agencyWebhooks.id, agencyWebhookDeliveries.webhookId))
        .where(eq(agencyWebhookDeliveries.id, id));
      // Removed with its endpoint, or delivered by an attempt whose end was not recorded in the queue.
      if (!row || row.status === 'delivered') return;
      // Signed with the real time (the receiver checks it against its clock); `now` is the queue's, for the next try.
      const result = await sendWebhook({ url: row.url, secret: row.secret, id, body: row.body }, app.config.agencyWebhookAllowPrivate);
      const last = attempt >= WEBHOOK_ATTEMPTS;
      await app.db
        .update(agencyWebhookDeliveries)
        .set({
          status: result.ok ? 'delivered' : last ? 'failed' : 'pending',
          attempts: attempt,
          lastStatus: result.status,
          lastError: result.error,
          responseExcerpt: result.excerpt,
          nextAttemptAt: result.ok || last ? null : new Date(now.getTime() + webhookRetryDelayMs(attempt)),
          deliveredAt: result.ok ? new Date() : null,
        })
        .where(eq(agencyWebhookDeliveries.id, id));
      // The queue tries again after webhookRetryDelayMs(attempt), the time the log shows.
      if (!result.ok) throw new Error(`webhook ${id} not delivered: ${result.error}`);
    },
    { maxAttempts: WEBHOOK_ATTEMPTS, retryDelayMs: webhookRetryDelayMs },
  );
}
