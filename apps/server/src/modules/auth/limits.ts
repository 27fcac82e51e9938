// security.md items 5 and 18: rate limits per client address and per account on every sign-in, sign-up, reset,
// magic-link, code and e-mail-sending call; the answer is 429 saying how long to wait.
//
// A per-account budget keyed on the e-mail alone lets anyone lock its owner out. So each account budget has two parts:
// a pair budget (client address + e-mail) that slows one attacker down, and a ceiling per e-mail well above what a
// person ever needs, which only a distributed attack reaches. Sign-in counts failures only: a right password never
// spends a budget, and the owner signing in from their own address is not held back by failures from elsewhere.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Window } from '../../plugins/rate-limit';

type AccountLimit = { pair: Window; ceiling: Window };

/** Per client address (route config) and per account budgets. */
export const LIMITS = {
  login: {
    ip: { max: 30, timeWindow: '1 minute' },
    account: { pair: { max: 10, timeWindow: '10 minutes' }, ceiling: { max: 100, timeWindow: '10 minutes' } },
  },
  register: {
    ip: { max: 10, timeWindow: '10 minutes' },
    account: { pair: { max: 3, timeWindow: '10 minutes' }, ceiling: { max: 10, timeWindow: '10 minutes' } },
  },
  magic: {
    ip: { max: 10, timeWindow: '10 minutes' },
    account: { pair: { max: 3, timeWindow: '10 minutes' }, ceiling: { max: 10, timeWindow: '10 minutes' } },
  },
  reset: {
    ip: { max: 10, timeWindow: '10 minutes' },
    account: { pair: { max: 3, timeWindow: '10 minutes' }, ceiling: { max: 10, timeWindow: '10 minutes' } },
  },
  verify: {
    ip: { max: 20, timeWindow: '10 minutes' },
    account: { pair: { max: 10, timeWindow: '10 minutes' }, ceiling: { max: 50, timeWindow: '10 minutes' } },
  },
  emailCheck: { ip: { max: 60, timeWindow: '1 minute' } },
  changePassword: { ip: { max: 10, timeWindow: '10 minutes' } },
  social: { ip: { max: 30, timeWindow: '1 minute' } },
} satisfies Record<string, { ip: Window; account?: AccountLimit }>;

export function scaled(limit: Window, scale: number): Window {
  return { max: Math.max(1, Math.round(limit.max * scale)), timeWindow: limit.timeWindow };
}

/** The route's per-IP budget (checked before the body is read). */
export function ipLimit(app: FastifyInstance, limit: Window) {
  return { rateLimit: scaled(limit, app.config.authRateLimitScale) };
}

export type AccountLimiter = {
  /** Counts this attempt on the pair and the ceiling (calls that send e-mail: every request counts). */
  hit(request: FastifyRequest, email: string): Promise<void>;
  /** Refuses when a budget is spent, without counting (sign-in: only failures count, through `fail`). */
  check(request: FastifyRequest, email: string): Promise<void>;
  fail(request: FastifyRequest, email: string): Promise<void>;
};

/**
 * An account budget. The client address is `request.ip`, which only a trusted proxy may set (TRUST_PROXY). The e-mail is
 * counted whether or not an account exists, so the answers reveal nothing either.
 */
export function accountLimiter(app: FastifyInstance, name: string, limit: AccountLimit): AccountLimiter {
  const scale = app.config.authRateLimitScale;
  const pair = app.limiter(`${name}:pair`, scaled(limit.pair, scale));
  const ceiling = app.limiter(`${name}:account`, scaled(limit.ceiling, scale));
  const keys = (request: FastifyRequest, email: string) => {
    const address = email.trim().toLowerCase();
    return { pair: `${request.ip}|${address}`, account: address };
  };
  return {
    async hit(request, email) {
      const k = keys(request, email);
      await pair.hit(k.pair);
      await ceiling.hit(k.account);
    },
    async check(request, email) {
      const k = keys(request, email);
      await pair.check(k.pair);
      await ceiling.check(k.account);
    },
    async fail(request, email) {
      const k = keys(request, email);
      await Promise.all([pair.hit(k.pair).catch(() => undefined), ceiling.hit(k.account).catch(() => undefined)]);
    },
  };
}
