import { ZPagedQuery } from '@portal/shared/schemas/jobs';
import { ZSubmissionAddBody, ZSubmissionAddResponse, ZSubmissionListResponse } from '@portal/shared/schemas/submissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addSubmissions, listSubmissions } from './submissions';

const secured = [{ bearer: [] }];

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/candidate/submission/add',
    {
      // Per signed-in candidate, counted after the token is verified (security.md item 18).
      preHandler: [app.requireCandidate, app.candidateLimit('submissions', { max: 30, timeWindow: '1 minute' })],
      schema: {
        tags: ['submissions'],
        summary: 'Submit the candidate to jobs (secured)',
        description:
          'spec §7 posts an array: [{jobId, note?}], one entry per job (at most 20). All or nothing: 404 if a job is not one of the ' +
          'candidate’s organisation, 409 if it is closed or was already submitted to (the message names the job).',
        security: secured,
        body: ZSubmissionAddBody,
        errors: [403, 404, 409],
        response: { 201: ZSubmissionAddResponse },
      },
    },
    async (request, reply) => reply.code(201).send(await addSubmissions(app.db, request.user!, request.body)),
  );

  app.get(
    '/api/candidate/submission/get',
    {
      preHandler: app.requireCandidate,
      schema: {
        tags: ['submissions'],
        summary: 'The candidate’s submissions, 12 a page (secured)',
        description: 'Newest first, each with its status (submitted, in_review, interview, offered, placed, not_selected, withdrawn), dates and the job.',
        security: secured,
        querystring: ZPagedQuery,
        response: { 200: ZSubmissionListResponse },
      },
    },
    async (request) => listSubmissions(app.db, request.user!, request.query.page),
  );
};
export default routes;
