import {
  ZBoardQuery,
  ZCompactStatesResponse,
  ZJobSearchRequest,
  ZJobSearchResponse,
  ZPublicInitialResponse,
  ZPublicJobsQuery,
  ZPublicJobsResponse,
  ZSpecialtiesResponse,
} from '@portal/shared/schemas/jobs';
import { ZJobPageResponse } from '@portal/shared/schemas/submissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import housingRoutes from './housing-routes';
import likeRoutes from './like-routes';
import { ensureJobReferenceData } from './reference-data';
import { getCompactStates, listSpecialties } from './repository';
import { createJobCaches, getJobForCandidate, publicInitial, searchOpenJobs, searchPublicJobs } from './service';
import submissionRoutes from './submission-routes';

const secured = [{ bearer: [] }];
// Anonymous board searches hit the database; a generous per-address budget keeps a scraper from monopolising it.
const publicRateLimit = { rateLimit: { max: 300, timeWindow: '1 minute' } };

const routes: FastifyPluginAsyncZod = async (app) => {
  const caches = createJobCaches(app.db, app.versions);
  // The taxonomy and the compact list are reference data every installation needs, demo data or not.
  app.addHook('onReady', async () => {
    await ensureJobReferenceData(app.db);
  });

  app.post(
    '/api/job/open',
    {
      preHandler: app.requireCandidate,
      schema: {
        tags: ['jobs'],
        summary: 'Search open jobs (secured)',
        description:
          'spec §7: `filter` is the Mongo-like object {isOpen, isComplete, State: {$in: [...]}, $or: [{Submodality}], Modality, ' +
          'Duration_Amount: {$gte, $lte}, weeklyPay: {$gte}}; only these fields and operators are accepted (anything else is a 400 ' +
          'naming it). Open and complete are always applied. `projection` picks Job fields ({City: 1}); `_id` always comes back. ' +
          'Paged on the server, newest first: `page` (from 1) and `perPage` (default 12, at most 100); `paging.total` counts all ' +
          'matches. The organisation is the session’s; a body `org` is ignored.',
        security: secured,
        body: ZJobSearchRequest,
        response: { 200: ZJobSearchResponse },
      },
    },
    async (request, reply) => (await searchOpenJobs(app.db, caches, request.user!.orgId, request.body)).send(request, reply),
  );

  app.get(
    '/api/job/public/list',
    {
      config: publicRateLimit,
      schema: {
        tags: ['jobs'],
        summary: 'Search a public job board (no token)',
        description:
          'The board is the `board` query parameter (a partner slug such as tlcjobs; absent: the agency’s own board). ' +
          'Search as in spec §5 with `state` and `specialties` (comma-separated), `compactState=true`, `modality`, ' +
          '`durationMin`/`durationMax` (weeks) and `minPay` (weekly). Public fields only, 12 a page (spec §9), newest first.',
        querystring: ZPublicJobsQuery,
        response: { 200: ZPublicJobsResponse },
      },
    },
    async (request, reply) => (await searchPublicJobs(app.db, caches, request.query)).send(request, reply),
  );

  app.get(
    '/api/job/public/initial',
    {
      config: publicRateLimit,
      schema: {
        tags: ['jobs'],
        summary: 'First page of a public job board (no token)',
        description: 'The newest 12 open jobs of the board (`board` as in /api/job/public/list) and `facets`: the states and specialties it has jobs in.',
        querystring: ZBoardQuery,
        response: { 200: ZPublicInitialResponse },
      },
    },
    async (request, reply) => (await publicInitial(app.db, caches, request.query.board)).send(request, reply),
  );

  app.get(
    '/api/job/compactStatesCode',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Nurse Licensure Compact member states',
        description: 'The codes added to a search when the compact-state switch is on (spec §5), with the date the list was checked.',
        response: { 200: ZCompactStatesResponse },
      },
    },
    async () => ({ status: true as const, data: (await caches.reference.get('compact', () => getCompactStates(app.db))) as Awaited<ReturnType<typeof getCompactStates>> }),
  );

  // spec §7 serves this one at the root, not under /api.
  app.get(
    '/submodalitiesList',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Specialties (Submodality values) with their label and type',
        description: 'spec §2 "Specialty picker": each option has label, value and type (Nursing or Allied), plus its modality.',
        response: { 200: ZSpecialtiesResponse },
      },
    },
    async () => ({ status: true as const, data: (await caches.reference.get('specialties', () => listSpecialties(app.db))) as Awaited<ReturnType<typeof listSpecialties>> }),
  );

  app.get(
    '/api/job/:id',
    {
      preHandler: app.requireCandidate,
      schema: {
        tags: ['jobs'],
        summary: 'One job of the candidate’s organisation (secured)',
        description:
          'The page /openjobs/:id: public fields, whether the job is still open, and the candidate’s submission to it (or null); ' +
          '404 for any job the candidate may not see.',
        security: secured,
        params: z.object({ id: z.string().max(64) }),
        response: { 200: ZJobPageResponse },
      },
    },
    async (request) => getJobForCandidate(app.db, request.user!, request.params.id),
  );

  await app.register(likeRoutes);
  await app.register(submissionRoutes);
  await app.register(housingRoutes);
};
export default routes;
