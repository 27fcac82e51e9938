// security.md item 5: rate limits per IP and per account on every sign-in, sign-up, reset, magic-link, code and
// e-mail-sending call; the answer is 429 with a clear message. Windows are short so a real user is slowed, not locked out.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { TOO_MANY_REQUESTS } from '../../plugins/rate-limit';

type Limit = { max: number; timeWindow: string };

/** Per client address (route config) and per account (e-mail) budgets. */
export const LIMITS = {
  login: { ip: { max: 30, timeWindow: '1 minute' }, account: { max: 10, timeWindow: '10 minutes' } },
  register: { ip: { max: 10, timeWindow: '10 minutes' }, account: { max: 3, timeWindow: '10 minutes' } },
  magic: { ip: { max: 10, timeWindow: '10 minutes' }, account: { max: 3, timeWindow: '10 minutes' } },
  reset: { ip: { max: 10, timeWindow: '10 minutes' }, account: { max: 3, timeWindow: '10 minutes' } },
  verify: { ip: { max: 20, timeWindow: '10 minutes' }, account: { max: 10, timeWindow: '10 minutes' } },
  emailCheck: { ip: { max: 60, timeWindow: '1 minute' } },
  changePassword: { ip: { max: 10, timeWindow: '10 minutes' } },
  social: { ip: { max: 30, timeWindow: '1 minute' } },
} satisfies Record<string, { ip: Limit; account?: Limit }>;

export function scaled(limit: Limit, scale: number): Limit {
  return { max: Math.max(1, Math.round(limit.max * scale)), timeWindow: limit.timeWindow };
}

/** The route's per-IP budget (checked before the body is read). */
export function ipLimit(app: FastifyInstance, limit: Limit) {
  return { rateLimit: scaled(limit, app.config.authRateLimitScale) };
}

/**
 * A guard keyed by an account (or any key) to run inside a handler, after validation. For e-mails it counts every attempt
 * for the address whether or not an account exists, so it reveals nothing either.
 */
export function keyedLimiter(app: FastifyInstance, name: string, limit: Limit) {
  const check = app.createRateLimit({
    ...scaled(limit, app.config.authRateLimitScale),
    keyGenerator: (request: FastifyRequest) => `${name}:${(request as FastifyRequest & { limitKey?: string }).limitKey ?? ''}`,
  });
  return async (request: FastifyRequest, key: string): Promise<void> => {
    (request as FastifyRequest & { limitKey?: string }).limitKey = key.trim().toLowerCase();
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw new AppError(429, TOO_MANY_REQUESTS, 'RATE_LIMITED');
  };
}
