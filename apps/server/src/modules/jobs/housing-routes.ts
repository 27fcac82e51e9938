import { ZHousingRequest, ZHousingResponse } from '@portal/shared/schemas/housing';
import { ok } from '@portal/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createHousingProvider, searchHousing } from './housing';

const routes: FastifyPluginAsyncZod = async (app) => {
  const provider = createHousingProvider(app.config.housing, (details, message) => app.log.warn(details, message));

  app.get(
    '/api/auth/get-Housing-Data',
    {
      preHandler: app.requireCandidate,
      schema: {
        tags: ['jobs'],
        summary: 'Whether housing near a job can be searched here (secured)',
        description: 'available is false when no housing provider is configured (HOUSING_PROVIDER_URL): job pages then offer no housing search.',
        security: [{ bearer: [] }],
        response: { 200: ok(z.object({ available: z.boolean() })) },
      },
    },
    async () => ({ status: true as const, data: { available: provider !== null } }),
  );

  app.post(
    '/api/auth/get-Housing-Data',
    {
      // Each search is a call to a paid third party: a budget per signed-in candidate, counted after the token is verified
      // (security.md item 18).
      preHandler: [app.requireCandidate, app.candidateLimit('housing', { max: 20, timeWindow: '1 minute' })],
      schema: {
        tags: ['jobs'],
        summary: 'Housing near a job (secured)',
        description:
          'spec §7 payload: city, state, zip, checkIn and checkOut (the job’s start, and start plus its weeks; YYYY-MM-DD), guestCount 1, ' +
          'roomCount 1, retrySearchWithExpandedRadius true, salesChannel website. Passed to the provider at HOUSING_PROVIDER_URL. ' +
          'Without a provider: 200 with data.available false and a message (information, not an error). A provider failure is a 502.',
        security: [{ bearer: [] }],
        body: ZHousingRequest,
        response: { 200: ZHousingResponse },
      },
    },
    async (request) => searchHousing(provider, request.body),
  );
};
export default routes;
