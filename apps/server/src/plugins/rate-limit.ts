import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { answers } from '../lib/contract';
import { AppError } from '../lib/errors';

/** The 429 answer says how long to wait (a person retrying needs to know whether it is seconds or minutes). */
export function tooManyRequests(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minute${seconds <= 60 ? '' : 's'}`;
  return `Too many attempts. Please try again in ${wait}.`;
}

export type Window = { max: number; timeWindow: string };
export type Count = { count: number; ttlMs: number };

/**
 * Where counters live (security.md item 18): every instance must see the same counts, so on PostgreSQL they are rows
 * of `rate_limits` (or Redis when REDIS_URL is set). The embedded database serves one instance, which counts in memory.
 */
export interface CounterStore {
  /** Counts one hit of `key` in a window of `windowMs` that starts with the first hit. */
  incr(key: string, windowMs: number): Promise<Count>;
  /** The current count without adding to it. */
  read(key: string): Promise<Count>;
  close(): Promise<void>;
}

export function memoryStore(): CounterStore {
  const counters = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, value] of counters) if (value.resetAt <= now) counters.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async incr(key, windowMs) {
      const now = Date.now();
      let entry = counters.get(key);
      if (!entry || entry.resetAt <= now) counters.set(key, (entry = { count: 0, resetAt: now + windowMs }));
      entry.count += 1;
      return { count: entry.count, ttlMs: entry.resetAt - now };
    },
    async read(key) {
      const entry = counters.get(key);
      const now = Date.now();
      return entry && entry.resetAt > now ? { count: entry.count, ttlMs: entry.resetAt - now } : { count: 0, ttlMs: 0 };
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

export function databaseStore(db: Db): CounterStore {
  const rows = (result: unknown) => (result as { rows: Array<{ count: number | string; ttl_ms: number | string }> }).rows;
  const toCount = (row: { count: number | string; ttl_ms: number | string } | undefined): Count =>
    row ? { count: Number(row.count), ttlMs: Math.max(0, Number(row.ttl_ms)) } : { count: 0, ttlMs: 0 };
  // Rows whose window has passed are reset by the next hit; keys never seen again are swept here.
  const sweep = setInterval(() => {
    db.execute(sql`DELETE FROM rate_limits WHERE reset_at < now() - interval '1 minute'`).catch(() => undefined);
  }, 5 * 60_000);
  sweep.unref();
  return {
    async incr(key, windowMs) {
      const result = await db.execute(sql`
        INSERT INTO rate_limits AS r (key, count, reset_at)
        VALUES (${key}, 1, clock_timestamp() + ${windowMs} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN r.reset_at <= clock_timestamp() THEN 1 ELSE r.count + 1 END,
          reset_at = CASE WHEN r.reset_at <= clock_timestamp() THEN excluded.reset_at ELSE r.reset_at END
        RETURNING count, floor(extract(epoch FROM reset_at - clock_timestamp()) * 1000) AS ttl_ms`);
      return toCount(rows(result)[0]);
    },
    async read(key) {
      const result = await db.execute(sql`
        SELECT count, floor(extract(epoch FROM reset_at - clock_timestamp()) * 1000) AS ttl_ms
        FROM rate_limits WHERE key = ${key} AND reset_at > clock_timestamp()`);
      return toCount(rows(result)[0]);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

const REDIS_INCR = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/** ioredis is loaded only when Redis holds the counters. */
export async function redisStore(url: string, prefix = 'portal:rl:'): Promise<CounterStore> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  redis.on('error', () => undefined); // reported through the failing command (and then the request's error)
  return {
    async incr(key, windowMs) {
      const [count, ttl] = (await redis.eval(REDIS_INCR, 1, prefix + key, String(windowMs))) as [number, number];
      return { count, ttlMs: ttl };
    },
    async read(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return count === null || ttl <= 0 ? { count: 0, ttlMs: 0 } : { count: Number(count), ttlMs: ttl };
    },
    async close() {
      redis.disconnect();
    },
  };
}

const UNITS: Record<string, number> = { second: 1000, minute: 60_000, hour: 3_600_000 };
export function windowMs(timeWindow: string): number {
  const match = /^(\d+)\s*(second|minute|hour)s?$/.exec(timeWindow.trim());
  if (!match) throw new Error(`bad rate-limit window "${timeWindow}"`);
  return Number(match[1]) * UNITS[match[2]!]!;
}

/** A named budget checked against any key (an e-mail, an IP and e-mail pair, a candidate). */
export type Limiter = {
  /** Counts one attempt; 429 once the budget is spent. */
  hit(key: string): Promise<void>;
  /** 429 if the budget is already spent, without counting this call (failures are counted with `hit`). */
  check(key: string): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    counters: CounterStore;
    /** A budget keyed by what the caller verified (security.md item 18). */
    limiter: (name: string, window: Window) => Limiter;
    /** preHandler after requireCandidate: a budget per signed-in candidate (never per raw header). */
    candidateLimit: (name: string, window: Window) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const refuse = (ttlMs: number) =>
  new AppError(429, tooManyRequests(ttlMs), 'RATE_LIMITED', { 'retry-after': String(Math.max(1, Math.ceil(ttlMs / 1000))) });

/**
 * Rate limits: per route (`config.rateLimit`, keyed on the client address that TRUST_PROXY makes `request.ip`) and
 * keyed budgets (`app.limiter`, `app.candidateLimit`). Counters live in the store of `config.rateLimitStore`.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const store =
      config.rateLimitStore === 'redis' && config.redisUrl
        ? await redisStore(config.redisUrl)
        : config.rateLimitStore === 'database'
          ? databaseStore(app.db)
          : memoryStore();
    app.decorate('counters', store);
    app.addHook('onClose', () => store.close());

    // The route-level plugin counts through the same store (its key is prefixed with the route).
    class RouteStore {
      constructor(private readonly prefix = 'route:') {}
      incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
        store.incr(this.prefix + key, timeWindow).then(
          (r) => callback(null, { current: r.count, ttl: r.ttlMs }),
          (error: Error) => callback(error),
        );
      }
      read(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void) {
        store.read(this.prefix + key).then(
          (r) => callback(null, { current: r.count, ttl: r.ttlMs }),
          (error: Error) => callback(error),
        );
      }
      child(routeOptions: { routeInfo: { method: string; url: string } }) {
        return new RouteStore(`route:${routeOptions.routeInfo.method}${routeOptions.routeInfo.url}:`);
      }
    }
    await app.register(rateLimit, {
      global: false,
      store: RouteStore as never,
      errorResponseBuilder: (_request, context) =>
        context.statusCode === 403 ? new AppError(403, tooManyRequests(context.ttl), 'RATE_LIMITED') : refuse(context.ttl),
    });

    app.decorate('limiter', (name: string, window: Window): Limiter => {
      const ms = windowMs(window.timeWindow);
      const keyOf = (key: string) => `${name}:${key.trim().toLowerCase()}`;
      return {
        async hit(key) {
          const { count, ttlMs } = await store.incr(keyOf(key), ms);
          if (count > window.max) throw refuse(ttlMs);
        },
        async check(key) {
          const { count, ttlMs } = await store.read(keyOf(key));
          if (count >= window.max) throw refuse(ttlMs);
        },
      };
    });
    app.decorate('candidateLimit', (name: string, window: Window) => {
      const limiter = app.limiter(`candidate:${name}`, window);
      return answers(async (request: FastifyRequest) => {
        if (!request.user) throw new AppError(401, 'Please sign in to continue.', 'UNAUTHORIZED');
        await limiter.hit(request.user.candidateId);
      }, 401, 429);
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
