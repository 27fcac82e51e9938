import { ZIdentityQuery, ZIdentityResponse } from '@portal/shared/schemas/org';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orgDirectory } from './repository';

const routes: FastifyPluginAsyncZod = async (app) => {
  const directory = orgDirectory(app.db, app.versions);
  // spec §7: the identity call on public paths; the client caches result.meta as `identity` and uses it as brand.
  app.get(
    '/api/identity',
    {
      // The kept answer comes compressed (lib/encoded-answer.ts): no compression hook.
      compress: false,
      schema: {
        tags: ['organisations'],
        summary: 'The brand (identity) of the organisation behind a public path',
        querystring: ZIdentityQuery,
        response: { 200: ZIdentityResponse },
      },
    },
    async (request, reply) => (await directory.identityAnswer(request.query.path)).send(request, reply),
  );
};
export default routes;
