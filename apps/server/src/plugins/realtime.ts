// The realtime channel (lib/realtime.ts): events for a candidate's open pages, delivered to every server instance.
// On PostgreSQL an event is a NOTIFY on one channel; each instance LISTENs on a connection of its own (opened when its
// first page subscribes, reopened after a drop) and hands the event to the pages of that candidate it holds open.
// On the embedded database there is one instance: events go straight to its subscribers.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { RealtimeEvent, RealtimeListener } from '../lib/realtime';

export const REALTIME_CHANNEL = 'portal_realtime';
/** NOTIFY payloads are limited to 8000 bytes; an event is a few fields, anything bigger is refused. */
const MAX_PAYLOAD = 7_000;

type Envelope = { c: string; e: RealtimeEvent };

/**
 * Publishes through the database alone: for a process that holds no channel of its own (the `portal` command) but
 * shares a PostgreSQL with the servers. On the embedded database nobody else can listen, so it does nothing.
 */
export async function notifyThroughDatabase(db: Db, engine: 'pglite' | 'postgres', candidateId: string, event: RealtimeEvent): Promise<void> {
  if (engine !== 'postgres') return;
  const payload = JSON.stringify({ c: candidateId, e: event } satisfies Envelope);
  if (payload.length > MAX_PAYLOAD) throw new Error('realtime event too large');
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
}

export function createRealtimeHub(app: FastifyInstance) {
  const listeners = new Map<string, Set<RealtimeListener>>();
  const instance = randomUUID();
  const isPostgres = app.database.engine === 'postgres';
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let failures = 0;
  /** How many times a LISTEN connection was opened (1 + reconnects). */
  let listens = 0;

  const deliver = (candidateId: string, event: RealtimeEvent) => {
    for (const listener of listeners.get(candidateId) ?? []) {
      try {
        listener(event);
      } catch (error) {
        app.log.warn({ err: error }, 'realtime listener failed');
      }
    }
  };

  /** Opens the LISTEN connection (once; again after a drop, with a growing pause). */
  const listen = (): Promise<void> => {
    if (!isPostgres || closed) return Promise.resolve();
    if (client) return Promise.resolve();
    if (connecting) return connecting;
    const pool = (app.db as unknown as { $client: pg.Pool }).$client;
    const next = new pg.Client({ connectionString: pool.options.connectionString, ...(pool.options as object) });
    connecting = (async () => {
      try {
        await next.connect();
        next.on('notification', (message) => {
          if (message.channel !== REALTIME_CHANNEL || !message.payload) return;
          try {
            const envelope = JSON.parse(message.payload) as Envelope;
            if (typeof envelope.c === 'string' && envelope.e && typeof envelope.e.type === 'string') deliver(envelope.c, envelope.e);
          } catch {
            app.log.warn('realtime: a notification that is not an event');
          }
        });
        const dropped = (error?: Error) => {
          if (client !== next) return;
          client = null;
          next.removeAllListeners('notification');
          void next.end().catch(() => {});
          if (closed) return;
          app.log.warn({ err: error, instance }, 'realtime: the LISTEN connection dropped; reconnecting');
          scheduleRetry();
        };
        next.on('error', dropped);
        next.on('end', () => dropped());
        await next.query(`LISTEN ${REALTIME_CHANNEL}`);
        if (closed) {
          await next.end().catch(() => {});
          return;
        }
        client = next;
        failures = 0;
        listens += 1;
      } catch (error) {
        await next.end().catch(() => {});
        app.log.warn({ err: error }, 'realtime: could not LISTEN; retrying');
        scheduleRetry();
        throw error;
      } finally {
        connecting = null;
      }
    })();
    return connecting;
  };

  const scheduleRetry = () => {
    if (closed || retryTimer || listeners.size === 0) return;
    failures += 1;
    const delay = Math.min(30_000, 250 * 2 ** Math.min(failures, 7));
    retryTimer = setTimeout(() => {
      retryTimer = null;
      listen().catch(() => {});
    }, delay);
    retryTimer.unref();
  };

  return {
    instance,
    async publish(candidateId: string, event: RealtimeEvent) {
      if (isPostgres) return notifyThroughDatabase(app.db, 'postgres', candidateId, event);
      deliver(candidateId, event);
    },
    /** Adds a listener for a candidate's events; resolves once events published from now on will reach it. */
    async subscribe(candidateId: string, listener: RealtimeListener) {
      let set = listeners.get(candidateId);
      if (!set) listeners.set(candidateId, (set = new Set()));
      set.add(listener);
      const unsubscribe = () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(candidateId) === set) listeners.delete(candidateId);
      };
      try {
        await listen();
      } catch {
        // Retrying in the background; the page still gets the events once the connection is back.
      }
      return unsubscribe;
    },
    get listening() {
      return !isPostgres || client !== null;
    },
    get listens() {
      return listens;
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      listeners.clear();
      const current = client;
      client = null;
      if (connecting) await connecting.catch(() => {});
      if (current) await current.end().catch(() => {});
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;

export default fp(
  async (app) => {
    const hub = createRealtimeHub(app);
    app.decorate('realtime', hub);
    app.addHook('onClose', () => hub.close());
  },
  { name: 'realtime', dependencies: ['db'] },
);
