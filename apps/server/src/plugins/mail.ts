import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/index';
import { notFound } from '../lib/errors';
import { isFromThisMachine } from '../lib/loopback';
import { renderMailbox } from '../mail/mailbox-page';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Shown as the sender's name: the organisation's brand (spec §1: the portal speaks as the agency). */
  fromName?: string;
  replyTo?: string;
};

export type Mailer = {
  transport: 'outbox' | 'smtp';
  /** Sends now and waits for the transport. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends in the background so a request's answer and timing never depend on whether mail went out
   * (security.md item 2: known and unknown e-mails answer alike). Failures are logged.
   */
  queue(message: MailMessage | (() => Promise<MailMessage | null>)): void;
  /** Resolves when every queued message has been handed to the transport (tests, shutdown). */
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

export function createTransport(config: Config, db: Db): Transporter {
  if (config.mail.smtpUrl) return nodemailer.createTransport(config.mail.smtpUrl);
  return nodemailer.createTransport(outboxTransport(db) as never);
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const transporter = createTransport(config, app.db);
    const pending = new Set<Promise<void>>();
    const send = async (message: MailMessage) => {
      await transporter.sendMail({
        from: { name: message.fromName ?? 'Candidate portal', address: config.mail.from },
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    };
    const mailer: Mailer = {
      transport: config.mail.smtpUrl ? 'smtp' : 'outbox',
      send,
      queue(message) {
        const job = (async () => {
          const resolved = typeof message === 'function' ? await message() : message;
          if (resolved) await send(resolved);
        })()
          .catch((error: unknown) => app.log.error({ err: error }, 'e-mail could not be prepared or sent'))
          .finally(() => pending.delete(job));
        pending.add(job);
      },
      async idle() {
        while (pending.size) await Promise.all([...pending]);
      },
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.idle();
      transporter.close();
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
