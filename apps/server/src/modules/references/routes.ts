// The candidate's reference calls (spec §7 GET /api/reference/get-reference → data.data; errors carry a message).
// Every call names the candidate through the session; a reference of another candidate is a 404.
import { ok } from '@portal/shared/api';
import { REFERENCE_MESSAGES, ZRefStatus, ZReference, ZReferenceRequest } from '@portal/shared/schemas/references';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { referencesList, ZReferencesAnswer } from './list';
import { referenceStatus, requestReference, resendReference, toApi, updateReference, withdrawReference } from './service';

const ZIdParams = z.object({ id: z.string().max(64) });
const security = [{ bearer: [] }];

const routes: FastifyPluginAsyncZod = async (app) => {
  const read = { preHandler: app.requireCandidate };
  // Calls that send e-mail to a referee have a budget per candidate (security.md item 5).
  const mailing = { preHandler: [app.requireCandidate, app.candidateLimit('references', { max: 20, timeWindow: '1 hour' })] };
  const list = referencesList(app);

  app.get(
    '/api/reference/get-reference',
    {
      ...read,
      // The answer comes serialised and compressed (lib/candidate-pages.ts): no compression hook.
      compress: false,
      schema: {
        tags: ['references'],
        summary: "The candidate's references with their status (requested, opened, completed, declined, expired) — never the answers",
        security,
        response: { 200: ZReferencesAnswer },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = request.user!;
      return list.pages.send(request, reply, user.candidateId, user.orgId, () => list.read(user));
    },
  );

  app.get(
    '/api/reference/status',
    {
      ...read,
      schema: {
        tags: ['references'],
        summary: 'The references rule for the candidate: 2 completed, one from a Manager (spec §1); what is missing',
        security,
        response: { 200: ok(ZRefStatus) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data: await referenceStatus(app.db, request.user!) };
    },
  );

  app.post(
    '/api/reference/add',
    {
      ...mailing,
      schema: {
        tags: ['references'],
        summary: 'Request a reference (spec §3 fields); the referee is e-mailed a single-use link unless contacted by phone only',
        security,
        body: ZReferenceRequest,
        response: { 201: ok(ZReference) },
      },
    },
    async (request, reply) => {
      const row = await requestReference(app, request.user!, request.body);
      return reply.code(201).send({ status: true as const, message: REFERENCE_MESSAGES.requested, data: toApi(row) });
    },
  );

  app.put(
    '/api/reference/:id',
    {
      ...mailing,
      schema: {
        tags: ['references'],
        summary: 'Update an unanswered request; a changed e-mail voids the old link and sends a new one',
        description: '409 once the referee has answered.',
        security,
        params: ZIdParams,
        body: ZReferenceRequest,
        errors: [409],
        response: { 200: ok(ZReference) },
      },
    },
    async (request) => {
      const row = await updateReference(app, request.user!, request.params.id, request.body);
      return { status: true as const, message: REFERENCE_MESSAGES.updated, data: toApi(row) };
    },
  );

  app.post(
    '/api/reference/:id/resend',
    {
      ...mailing,
      schema: {
        tags: ['references'],
        summary: 'Send the request again with a new link (the old link stops working)',
        security,
        params: ZIdParams,
        errors: [409],
        response: { 200: ok(ZReference) },
      },
    },
    async (request) => {
      const row = await resendReference(app, request.user!, request.params.id);
      return { status: true as const, message: REFERENCE_MESSAGES.resent, data: toApi(row) };
    },
  );

  app.delete(
    '/api/reference/:id',
    {
      ...read,
      schema: {
        tags: ['references'],
        summary: 'Withdraw a reference (its link stops working)',
        security,
        params: ZIdParams,
        response: { 200: z.object({ status: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      await withdrawReference(app, request.user!, request.params.id);
      return { status: true as const, message: REFERENCE_MESSAGES.removed };
    },
  );
};
export default routes;
