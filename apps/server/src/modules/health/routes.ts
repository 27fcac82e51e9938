import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { compress: false, schema: { tags: ['health'], summary: 'The process is alive', response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      compress: false,
      schema: {
        tags: ['health'],
        summary: 'The database answers',
        response: {
          200: z.object({ status: z.literal('ready'), engine: z.string() }),
          503: z.object({ status: z.literal('unavailable'), engine: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      const engine = app.database.engine;
      if (await app.database.ping()) return { status: 'ready' as const, engine };
      return reply.code(503).send({ status: 'unavailable' as const, engine });
    },
  );
};
export default routes;
