// spec §7 GET /api/candidate/dash (every dashboard source merged), POST api/candidate/analytics/candidate, and the
// realtime stream of the candidate's events (GET /api/candidate/events, server-sent events, authenticated by the
// session like every other call).
import { ZAnalyticsBody } from '@portal/shared/dashboard';
import { ok } from '@portal/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerResponse } from 'node:http';
import { addDashboardSource } from '../../lib/dashboard';
import { AppError, forbidden } from '../../lib/errors';
import type { RealtimeEvent } from '../../lib/realtime';
import { candidateAnalytics, candsSource, createDashboardCache, dashboardData } from './service';

/** A heartbeat keeps proxies from closing a quiet stream, and re-checks that the session is still live (tests shorten it). */
export const STREAM_TIMING = { heartbeatMs: 25_000 };
/** Open streams per candidate on one instance (tabs and devices); more is refused. */
const MAX_STREAMS_PER_CANDIDATE = 10;

const routes: FastifyPluginAsyncZod = async (app) => {
  addDashboardSource(app, candsSource);
  const cache = createDashboardCache(app);
  const secured = { preHandler: app.requireCandidate };
  const security = [{ bearer: [] }];

  app.get(
    '/api/candidate/dash',
    {
      ...secured,
      schema: {
        tags: ['dashboard'],
        summary: 'The dashboard: cands (application, submissions, expiring credentials), recruiter, references, job e-mails, skills',
        description: 'Each part comes from the capability that owns it; a part that is absent has nothing yet.',
        security,
        response: { 200: ok(z.record(z.string(), z.unknown()).describe('cands, recruiter, references, jobEmails, skills (DashboardData)')) },
      },
    },
    async (request) => {
      const user = request.user!;
      return {
        status: true as const,
        data: await dashboardData(app, { id: user.candidateId, orgId: user.orgId }, { cache, versions: app.requestVersions(request) }),
      };
    },
  );

  app.post(
    '/api/candidate/analytics/candidate',
    {
      ...secured,
      schema: {
        tags: ['dashboard'],
        summary: "The candidate's analytics: submissions, favourites, matching open jobs, documents, 7 days of job updates",
        description: 'spec §7 sends email and org; an email other than the signed-in candidate’s is refused (403).',
        security,
        body: ZAnalyticsBody,
        errors: [403],
        response: { 200: ok(z.record(z.string(), z.unknown()).describe('submissions, favourites, matching open jobs, documents, job updates (CandidateAnalytics)')) },
      },
    },
    async (request) => {
      const user = request.user!;
      const email = request.body?.email;
      if (email && email.trim().toLowerCase() !== user.email.toLowerCase()) throw forbidden('You can only see your own analytics.');
      return { status: true as const, data: await candidateAnalytics(app, { id: user.candidateId, orgId: user.orgId }) };
    },
  );

  const streams = new Map<string, Set<ServerResponse>>();
  app.addHook('preClose', async () => {
    for (const set of streams.values()) for (const res of set) res.end();
    streams.clear();
  });

  app.get(
    '/api/candidate/events',
    {
      ...secured,
      schema: {
        tags: ['dashboard'],
        summary: 'Server-sent events for the candidate’s open pages (submission, reference, job e-mail, recruiter changes)',
        description:
          'text/event-stream (send Accept: text/event-stream; otherwise 406). Each event is named by its type, its data the event as JSON. A comment every 25 s; the ' +
          'stream ends when the session ends. Reconnect after a drop (the first message says retry: 3000).',
        security,
        errors: [406, 429],
        response: { 200: { description: 'The stream of events', content: { 'text/event-stream': { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      // Only an event-stream reader gets the stream (EventSource and the web app ask for it); anything else would
      // wait on an answer that never ends.
      if (!(request.headers.accept ?? '').includes('text/event-stream'))
        throw new AppError(406, 'This address streams events: ask for text/event-stream.', 'NOT_ACCEPTABLE');
      const mine = streams.get(user.candidateId) ?? new Set<ServerResponse>();
      if (mine.size >= MAX_STREAMS_PER_CANDIDATE) throw new AppError(429, 'Too many open pages. Close some and try again.', 'TOO_MANY_STREAMS');
      streams.set(user.candidateId, mine);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        // HTTP/1.1 only: HTTP/2 has no connection header (its streams stay open by themselves).
        ...(request.raw.httpVersionMajor < 2 ? { Connection: 'keep-alive' } : {}),
        'X-Accel-Buffering': 'no',
        'X-Content-Type-Options': 'nosniff',
        'x-request-id': request.id,
      });
      mine.add(res);
      const send = (event: RealtimeEvent) => {
        if (!res.writableEnded) res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      };
      let unsubscribe: () => void = () => {};
      const timer: { heartbeat?: NodeJS.Timeout } = {};
      const cleanup = () => {
        if (timer.heartbeat) clearInterval(timer.heartbeat);
        unsubscribe();
        mine.delete(res);
        if (mine.size === 0 && streams.get(user.candidateId) === mine) streams.delete(user.candidateId);
        if (!res.writableEnded) res.end();
      };
      request.raw.on('close', cleanup);
      res.on('close', cleanup);
      res.write('retry: 3000\n\n');
      unsubscribe = (await app.realtime.subscribe?.(user.candidateId, send)) ?? (() => {});
      if (res.writableEnded || res.destroyed) return cleanup();
      res.write('event: ready\ndata: {}\n\n');
      timer.heartbeat = setInterval(() => {
        // A signed-out or expired session ends the stream; the page's next call gets the 401 of spec §4.
        // The stream's request lives long: each check reads the cache versions anew, not the ones read when it opened.
        request.cacheVersions = null;
        app.requireCandidate(request, reply).then(
          () => res.write(': ping\n\n'),
          () => cleanup(),
        );
      }, STREAM_TIMING.heartbeatMs);
      timer.heartbeat.unref();
    },
  );
};
export default routes;
