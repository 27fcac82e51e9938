import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReports } from '../../db/schema/index';
import { readChangelog, selectEntries } from './changelog';

/** CHANGELOG.md at the project root, found upward from this file (works from sources and from the bundle). */
function findChangelog(): string {
  if (process.env.CHANGELOG_PATH) return process.env.CHANGELOG_PATH;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const candidate = path.join(dir, 'CHANGELOG.md');
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  return 'CHANGELOG.md';
}
const CHANGELOG_PATH = findChangelog();

const ZChangeLogEntry = z.object({
  version: z.string(),
  deployedAt: z.string().nullable(),
  items: z.array(z.object({ modName: z.string(), type: z.enum(['Bugs', 'Improvement', 'New Feature']), desc: z.string() })),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  // spec §7: POST api/tech/getLogs {portal:'Candidate', release:true, environment omitted when null} → data.data.
  app.post(
    '/api/tech/getLogs',
    {
      schema: {
        tags: ['tech'],
        summary: 'Release notes for the change-log panel',
        description:
          "portal: whose notes (this file holds the 'Candidate' portal's; another portal gets an empty list). " +
          'release: true for the released versions, false for the notes not released yet. ' +
          'environment (omitted or null: any): production runs released versions only, so it has no unreleased notes.',
        body: z
          .object({
            portal: z.string({ error: 'The portal must be a name, such as Candidate.' }).trim().max(40, { error: 'The portal must be a name, such as Candidate.' }).default('Candidate'),
            release: z.boolean({ error: 'release must be true or false.' }).default(true),
            environment: z.string({ error: 'The environment must be a name, such as production.' }).max(40, { error: 'The environment must be a name, such as production.' }).nullable().optional(),
          })
          .default({ portal: 'Candidate', release: true }),
        response: { 200: z.object({ status: z.literal(true), data: z.object({ data: z.array(ZChangeLogEntry) }) }) },
      },
    },
    async (request) => ({ status: true as const, data: { data: selectEntries(await readChangelog(CHANGELOG_PATH), request.body) } }),
  );

  // spec §7: render errors reported by the error boundary; stored, never echoed back.
  app.post(
    '/microservices/api/tech/errorBoundary',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['tech'],
        summary: 'Report a render error from the web client',
        body: z.object({
          url: z.string().max(2048),
          portalName: z.string().max(80).default('Candidate'),
          errorDetails: z.string().max(20_000),
        }),
        response: { 201: z.object({ status: z.literal(true), message: z.string() }) },
      },
    },
    async (request, reply) => {
      const { url, portalName, errorDetails } = request.body;
      await app.db.insert(errorReports).values({
        url,
        portalName,
        errorDetails,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      });
      request.log.warn({ url, portalName }, 'client render error reported');
      return reply.code(201).send({ status: true as const, message: 'Reported' });
    },
  );
};
export default routes;
