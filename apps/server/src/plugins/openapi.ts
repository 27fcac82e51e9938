import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3 generated from the route schemas: /api/openapi.json, browsable at /api-docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Candidate portal API',
          description:
            'The calls of the candidate portal. Success bodies are {status:true, data}; failures are {status:false, message}. ' +
            'Calls marked "secured" need `Authorization: Bearer <token>` from sign-in.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // An organisation's key (`portal agency:key`): `Authorization: Bearer cpk_live_...` (decision 033).
            agencyKey: { type: 'http', scheme: 'bearer', bearerFormat: 'cpk_live_ key' },
          },
        },
        tags: [
          {
            name: 'Agency',
            description:
              'The agency API (/api/agency/v1) for an organisation\'s own systems: a key made with `portal agency:key --org CODE --name NAME --scopes ...` ' +
              '(candidates:read, candidates:sensitive, submissions:write, jobs:write). 401 without a live key, 403 outside its scopes, 404 for any other ' +
              'organisation\'s ids, 429 past its budget per minute (AGENCY_RATE_LIMIT). Reads of sensitive answers, documents and PDFs are shown to the candidate.',
          },
        ],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api-docs', staticCSP: true });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
