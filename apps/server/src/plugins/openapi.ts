import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyTypes, contentTypeCheck, ERROR_ANSWERS, errorAnswers, type ErrorStatus, takesBody, type UploadContract, ZApiError } from '../lib/contract';

/** Where a route's declared error answers wait, between the route's transform and the document's (decision 038). */
const ERRORS_KEY = 'x-portal-errors';

const toJson = (schema: z.ZodType) => {
  const { $schema: _schema, ...json } = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return json;
};

/** The request body of a multipart upload: the file (field `file`) and the text fields beside it. */
function uploadBody(upload: UploadContract) {
  const fields = upload.fields ? (toJson(upload.fields) as { properties?: Record<string, unknown>; required?: string[] }) : {};
  return {
    type: 'object',
    properties: { ...fields.properties, file: { type: 'string', format: 'binary', description: upload.description ?? 'The file (one file a request).' } },
    required: [...(fields.required ?? []), 'file'],
  };
}

type Operation = { responses?: Record<string, unknown>; [ERRORS_KEY]?: ErrorStatus[] };

/** OpenAPI 3 generated from the route schemas: /api/openapi.json, browsable at /api-docs. */
export default fp(
  async (app) => {
    // Every route that takes a body takes only the content types it declares (JSON unless it says otherwise): any
    // other is a 415 before a parser reads it. Before swagger's own onRoute hook, which keeps the route as it is then.
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!takesBody(route) || route.schema?.hide) return;
      const check = contentTypeCheck(bodyTypes(route));
      route.onRequest = [...(Array.isArray(route.onRequest) ? route.onRequest : route.onRequest ? [route.onRequest] : []), check] as RouteOptions['onRequest'];
    });

    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Candidate portal API',
          description:
            'The calls of the candidate portal. Success bodies are {status:true, data}; failures are {status:false, message} (components.schemas.ApiError), ' +
            'with the error answers each call can give declared on it. Calls marked "secured" need `Authorization: Bearer <token>` from sign-in. ' +
            'A call with a body takes JSON unless it declares other content types; any other type is a 415.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // An organisation's key (`portal agency:key`): `Authorization: Bearer cpk_live_...` (decision 033).
            agencyKey: { type: 'http', scheme: 'bearer', bearerFormat: 'cpk_live_ key' },
            // A quick application's draft (data.draft of POST /api/quick/application), for a day.
            quickDraft: { type: 'apiKey', in: 'header', name: 'x-quick-draft' },
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
      transform: (document) => {
        const { schema, url } = jsonSchemaTransform(document) as { schema: Record<string, unknown>; url: string };
        if (schema.hide) return { schema, url };
        const route = (document as unknown as { route: RouteOptions }).route;
        const upload = (document.schema as { upload?: UploadContract } | undefined)?.upload;
        const { errors: _errors, upload: _upload, ...rest } = schema;
        const transformed: Record<string, unknown> = { ...rest, [ERRORS_KEY]: errorAnswers(route) };
        if (upload) {
          transformed.body = uploadBody(upload);
          transformed.consumes = ['multipart/form-data'];
        }
        return { schema: transformed, url };
      },
      // Each operation's error answers point at one shared response a status (components.responses), in one shape.
      transformObject: (object) => {
        const document = (object as unknown as { openapiObject: object }).openapiObject as { paths?: Record<string, Record<string, Operation>>; components?: Record<string, unknown> };
        for (const methods of Object.values(document.paths ?? {})) {
          for (const operation of Object.values(methods)) {
            const statuses = operation[ERRORS_KEY] ?? [];
            delete operation[ERRORS_KEY];
            operation.responses ??= {};
            for (const status of statuses) operation.responses[status] ??= { $ref: `#/components/responses/Error${status}` };
          }
        }
        const responses = Object.fromEntries(
          Object.entries(ERROR_ANSWERS).map(([status, description]) => [
            `Error${status}`,
            {
              description,
              ...(status === '429' ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer', minimum: 1 } } } } : {}),
              content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
            },
          ]),
        );
        const components = (document.components ??= {}) as { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
        components.schemas = { ...components.schemas, ApiError: toJson(ZApiError) };
        components.responses = { ...components.responses, ...responses };
        return document as never;
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api-docs', staticCSP: true });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
