import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

/**
 * Rate limits are opt-in per route (`config.rateLimit`), so each sensitive call states its own budget.
 * Counters live in this process; several instances each count on their own (docs/architecture.md).
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new AppError(context.statusCode === 403 ? 403 : 429, TOO_MANY_REQUESTS, 'RATE_LIMITED'),
    });
  },
  { name: 'rate-limit' },
);
