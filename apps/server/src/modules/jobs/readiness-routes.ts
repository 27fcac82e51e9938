// The readiness meter's calls (decision 037). Per candidate: never part of the search answers kept and shared between
// candidates (POST /api/job/open stays as it is); the page asks once for the jobs it shows.
import { ZApiError } from '@portal/shared/api';
import { ZReadinessRequest, ZReadinessResponse, ZReadyJobsRequest, ZReadyJobsResponse } from '@portal/shared/schemas/readiness';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readinessOfJobs, searchReadyJobs } from './readiness';

const secured = [{ bearer: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 429: ZApiError };

/**
 * A page of jobs asks once (and again after a change the candidate made elsewhere): a generous budget per candidate,
 * shared with GET /api/jobs/for-you, whose answer brings a first page's meters too (decision 057).
 */
export const READINESS_BUDGET = ['readiness', { max: 240, timeWindow: '1 minute' }] as const;

const routes: FastifyPluginAsyncZod = async (app) => {
  const budget = app.candidateLimit(...READINESS_BUDGET);

  app.post(
    '/api/jobs/readiness',
    {
      preHandler: [app.requireCandidate, budget],
      schema: {
        tags: ['jobs'],
        summary: 'What the candidate still needs for each job of a page (secured)',
        description:
          'One call per page of jobs: `jobIds` (at most 100) → for each job of the candidate’s organisation, in the order asked, `ready` and ' +
          '`todo`, the things still to do, each with the one place it is fixed (`link`): `licence` (a licence valid in the job’s state: one of that ' +
          'state, or a multistate licence when the state and the role are in the Nurse Licensure Compact), `checklist` (the specialty’s skills ' +
          'checklist), `references` (the rule that gates submissions), `application` (submitted), `expiry` (credentials expired before the start ' +
          'date). Ids of no such job are left out.',
        security: secured,
        body: ZReadinessRequest,
        response: { 200: ZReadinessResponse, ...errors },
      },
    },
    async (request) => readinessOfJobs(app.db, request.user!, request.body.jobIds),
  );

  app.post(
    '/api/jobs/ready',
    {
      preHandler: [app.requireCandidate, budget],
      schema: {
        tags: ['jobs'],
        summary: 'Search the open jobs the candidate is ready for (secured)',
        description:
          'The body and the answer of POST /api/job/open (filter, projection, page, perPage; paged newest first, `paging.total` counts all ' +
          'matches), narrowed to the jobs for which POST /api/jobs/readiness has nothing to do. Never kept between candidates.',
        security: secured,
        body: ZReadyJobsRequest,
        response: { 200: ZReadyJobsResponse, ...errors },
      },
    },
    async (request) => searchReadyJobs(app.db, request.user!, request.body),
  );
};
export default routes;
