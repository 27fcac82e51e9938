import { ZFavoriteJobsResponse, ZLikedJobIdsResponse, ZLikeResponse, ZPagedQuery } from '@portal/shared/schemas/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { favoriteJobs, likedJobIds, setLike } from './likes';

const secured = [{ bearer: [] }];
const ZJobParams = z.object({ id: z.string().max(64) });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/getLikedJobids',
    {
      preHandler: app.requireCandidate,
      schema: {
        tags: ['jobs'],
        summary: 'Ids of the candidate’s favourite jobs (secured)',
        description: 'spec §3 auth state `likes`: the list of liked job ids, most recently liked first.',
        security: secured,
        response: { 200: ZLikedJobIdsResponse },
      },
    },
    async (request) => ({ status: true as const, data: await likedJobIds(app.db, request.user!) }),
  );

  app.put(
    '/api/job/:id/like',
    {
      preHandler: app.requireCandidate,
      schema: {
        tags: ['jobs'],
        summary: 'Add a job to favourites, or remove it with {liked: false} (secured)',
        description: 'Sets the heart of a job; idempotent. 404 for a job outside the candidate’s organisation.',
        security: secured,
        params: ZJobParams,
        // No body at all means "like" (a bare PUT).
        body: z.object({ liked: z.boolean().default(true), org: z.string().max(64).optional() }).nullish(),
        response: { 200: ZLikeResponse },
      },
    },
    async (request) => setLike(app.db, request.user!, request.params.id, request.body?.liked ?? true),
  );

  app.delete(
    '/api/job/:id/like',
    {
      preHandler: app.requireCandidate,
      schema: {
        tags: ['jobs'],
        summary: 'Remove a job from favourites (secured)',
        description: 'Idempotent. 404 for a job outside the candidate’s organisation.',
        security: secured,
        params: ZJobParams,
        response: { 200: ZLikeResponse },
      },
    },
    async (request) => setLike(app.db, request.user!, request.params.id, false),
  );

  app.get(
    '/api/job/favorites',
    {
      preHandler: app.requireCandidate,
      schema: {
        tags: ['jobs'],
        summary: 'The candidate’s favourite jobs, 12 a page (secured)',
        description: 'Most recently liked first; a job that has closed since stays listed with isOpen false.',
        security: secured,
        querystring: ZPagedQuery,
        response: { 200: ZFavoriteJobsResponse },
      },
    },
    async (request) => favoriteJobs(app.db, request.user!, request.query.page),
  );
};
export default routes;
