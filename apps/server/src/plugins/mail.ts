import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { mailOutbox, tasks } from '../db/schema/index';
import { notFound } from '../lib/errors';
import { isFromThisMachine } from '../lib/loopback';
import type { MailKind } from '../mail/kinds';
import { renderMailbox } from '../mail/mailbox-page';

export type MailMessage = {
  /** Which of the portal's e-mails this is (mail/kinds.ts). */
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Shown as the sender's name: the organisation's brand (spec §1: the portal speaks as the agency). */
  fromName?: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post of a job alert (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
};

/** The queue task that delivers one e-mail: every message the product sends is one of these rows first. */
export const MAIL_TASK = 'mail.send';

export type Mailer = {
  transport: 'outbox' | 'smtp';
  /** Sends now and waits for the transport. */
  send(message: MailMessage): Promise<void>;
  /**
   * Prepares in the background so a request's answer and timing never depend on the mail (security.md item 2: known
   * and unknown e-mails answer alike), then writes the message to the durable queue (a `mail.send` task): the worker
   * delivers it, retrying with back-off, and a crash or an SMTP outage after that loses nothing.
   */
  queue(message: MailMessage | (() => Promise<MailMessage | MailMessage[] | null>)): void;
  /** Writes a message to the durable queue now (inside `tx` when given, so it exists exactly when the caller's write does). */
  enqueue(message: MailMessage, options?: { tx?: Db; key?: string }): Promise<string | null>;
  /** Resolves when every queued message has reached the queue and every due mail task has run (tests, CLI). */
  idle(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** nodemailer transport that keeps each message in the mail_outbox table. */
function outboxTransport(db: Db) {
  return {
    name: 'outbox',
    version: '1.0.0',
    send(mail: { data: Record<string, unknown> }, callback: (err: Error | null, info?: unknown) => void) {
      const d = mail.data;
      db.insert(mailOutbox)
        .values({
          to: formatAddress(d.to).toLowerCase(),
          from: formatAddress(d.from),
          subject: String(d.subject),
          text: String(d.text ?? ''),
          html: String(d.html ?? ''),
        })
        .returning({ id: mailOutbox.id })
        .then(([row]) => callback(null, { messageId: row?.id, envelope: { to: [d.to] } }))
        .catch((error: Error) => callback(error));
    },
  };
}

type Address = string | { name?: string; address?: string };

/** nodemailer hands addresses as strings or {name, address} objects: stored as `"Name" <address>`. */
function formatAddress(value: unknown): string {
  const one = (a: Address) => (typeof a === 'string' ? a : a.name ? `"${a.name.replace(/["\\]/g, '')}" <${a.address ?? ''}>` : (a.address ?? ''));
  if (Array.isArray(value)) return value.map((a: Address) => one(a)).join(', ');
  return value && (typeof value === 'string' || typeof value === 'object') ? one(value as Address) : '';
}

/** nodemailer is loaded with the first message sent (about 15 MB of memory a server sending nothing need not hold). */
export async function createTransport(config: Config, db: Db): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  if (config.mail.smtpUrl) return nodemailer.createTransport(config.mail.smtpUrl);
  return nodemailer.createTransport(outboxTransport(db) as never);
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    let transporter: Promise<Transporter> | null = null;
    const pending = new Set<Promise<void>>();
    const send = async (message: MailMessage, messageId?: string) => {
      transporter ??= createTransport(config, app.db).catch((error: unknown) => {
        transporter = null;
        throw error;
      });
      await (await transporter).sendMail({
        from: { name: message.fromName ?? 'Candidate portal', address: config.mail.from },
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        // A retry after a crash between the hand-over and the task's "done" carries the same Message-ID, so mail
        // systems see one message.
        ...(messageId ? { messageId } : {}),
      });
    };
    const host = (() => {
      try {
        return new URL(config.publicUrl).hostname || 'portal';
      } catch {
        return 'portal';
      }
    })();
    // The queue plugin is registered after this one: the task is registered when first needed, and before the worker
    // starts (onReady hooks run in registration order).
    let registered = false;
    const ensureTask = () => {
      if (registered) return;
      registered = true;
      app.queue.register(
        MAIL_TASK,
        async (payload, { taskId }) => {
          const message = payload.message as MailMessage | undefined;
          if (!message?.to) return;
          await send(message, `<${taskId}@${host}>`);
          // Links in a delivered message (sign-in, reset) are not kept in the queue's history.
          await app.db.update(tasks).set({ payload: sql`'{"sent":true}'::jsonb` }).where(eq(tasks.id, taskId));
        },
        { maxAttempts: 8 },
      );
    };
    app.addHook('onReady', async () => ensureTask());
    const mailer: Mailer = {
      transport: config.mail.smtpUrl ? 'smtp' : 'outbox',
      send: (message) => send(message),
      queue(message) {
        const job = (async () => {
          const resolved = typeof message === 'function' ? await message() : message;
          for (const one of Array.isArray(resolved) ? resolved : resolved ? [resolved] : []) await mailer.enqueue(one);
        })()
          .catch((error: unknown) => app.log.error({ err: error }, 'e-mail could not be prepared or queued'))
          .finally(() => pending.delete(job));
        pending.add(job);
      },
      async enqueue(message, options = {}) {
        ensureTask();
        return app.queue.enqueue(MAIL_TASK, { message }, { tx: options.tx, key: options.key });
      },
      async idle() {
        while (pending.size) await Promise.all([...pending]);
        ensureTask();
        await app.queue.runDue({ kinds: [MAIL_TASK] });
      },
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      // Messages still being prepared reach the queue; delivering them is the worker's (this or another instance's).
      while (pending.size) await Promise.all([...pending]);
      if (transporter) (await transporter).close();
    });
    if (mailer.transport === 'outbox' && config.mail.devMailbox) registerDevMailbox(app);
  },
  { name: 'mail', dependencies: ['db'] },
);

/**
 * The dev mailbox: only while the outbox transport is on (and, unless DEV_MAILBOX says otherwise, only for a portal
 * served on this machine), so a fresh install can read its sign-in links without an SMTP server.
 */
function registerDevMailbox(app: FastifyInstance) {
  // security.md item 17: another host (or a page of another site rebinding its name to this machine) gets a 404.
  const thisMachineOnly = async (request: FastifyRequest) => {
    if (!isFromThisMachine(request)) throw notFound();
  };
  const list = (to: string | undefined) =>
    app.db
      .select()
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.to, to.trim().toLowerCase()) : undefined)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(50);
  const ZQuery = z.object({ to: z.string().max(254).optional() });

  app.get(
    '/api/dev/mailbox',
    {
      onRequest: thisMachineOnly,
      schema: {
        tags: ['dev'],
        summary: 'E-mails kept by the outbox transport, newest first (exists only while the outbox is on)',
        querystring: ZQuery,
      },
    },
    async (request, reply) => {
      const rows = await list((request.query as z.infer<typeof ZQuery>).to);
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data: rows };
    },
  );
  app.get('/dev/mailbox', { onRequest: thisMachineOnly, schema: { hide: true, querystring: ZQuery } }, async (request, reply) => {
    const to = (request.query as z.infer<typeof ZQuery>).to;
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    return renderMailbox(await list(to), to);
  });
}
