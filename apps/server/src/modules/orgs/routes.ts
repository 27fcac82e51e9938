import { ZBoardsResponse, ZIdentityQuery, ZIdentityResponse } from '@portal/shared/schemas/org';
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
  app.get(
    '/api/identity/boards',
    {
      schema: {
        tags: ['organisations'],
        summary: 'The partner boards and their brand names, for the agency sign-in page to offer (decision 034)',
        description: 'Public: the same list for everyone; it says nothing about any account.',
        response: { 200: ZBoardsResponse },
      },
    },
    async () => ({
      status: true as const,
      data: { boards: (await directory.boardBrands()).map(({ code, name, logo, board }) => ({ code, name, logo, board })) },
    }),
  );
};
export default routes;
