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
import type { FastifyBodyParser, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZJobsForYouResponse } from '@portal/shared/schemas/jobs-for-you';
import { addDashboardSource } from '../../lib/dashboard';
import { jobsForYouSource, openingPages, profileMatch } from './for-you';
import { READINESS_BUDGET } from './readiness-routes';
import housingRoutes from './housing-routes';
import likeRoutes from './like-routes';
import readinessRoutes from './readiness-routes';
import { ensureJobReferenceData } from './reference-data';
import { getCompactStates, listSpecialties } from './repository';
import { quickSearchBody } from './quick-body';
import { createJobCaches, getJobForCandidate, publicInitial, searchOpenJobs, searchPublicJobs } from './service';
import submissionRoutes from './submission-routes';

const secured = [{ bearer: [] }];
// Anonymous board searches hit the database; a generous per-address budget keeps a scraper from monopolising it.
const publicRateLimit = { rateLimit: { max: 300, timeWindow: '1 minute' } };

/**
 * Search bodies already checked, by their exact text. Candidates repeat the same few searches and the web client sends
 * the same text for the same search: a text seen before is neither parsed nor checked again; its request gets the
 * frozen object the first check produced. Only bodies that passed the check are kept (at most `max` of at most
 * `maxText` characters each, the oldest going first, and at most a few of one length, the least recently asked going
 * first); any other text goes through the parser and the schema as always, with the same answers.
 * A text is looked up by its length, then compared with the few kept texts of that length: a request's text is a new
 * string each time, and a lookup by its hash would read all of it to work the hash out first (about 1 µs for a typical
 * search, longer than the rest of the lookup).
 */
export class CheckedBodies {
  /** The kept texts in the order they were kept (the oldest goes first), and by length. */
  private readonly bodies = new Map<string, object>();
  private readonly byLength = new Map<number, { text: string; body: object }[]>();
  private readonly textOf = new WeakMap<object, string>();
  private readonly outputs = new WeakSet<object>();
  private readonly parseJson: FastifyBodyParser<string>;

  constructor(
    parseJson: FastifyBodyParser<string>,
    private readonly max = 2000,
    private readonly maxText = 8192,
    /**
     * The schema's output for a body the schema would leave unchanged, found without it (quick-body.ts); undefined for
     * any other body, which the schema then checks.
     */
    private readonly quick?: (data: unknown) => object | undefined,
  ) {
    this.parseJson = parseJson;
  }

  /** The content-type parser of application/json for the scope. */
  readonly parser = (request: FastifyRequest, text: string, done: (error: Error | null, body?: unknown) => void) => {
    const known = this.find(text);
    if (known) return done(null, known);
    this.parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      // As app.ts: PostgreSQL cannot store a NUL character in text.
      if (text.includes('\\u0000') && containsNul(parsed)) {
        return done(Object.assign(new Error('Text must not contain NUL characters.'), { statusCode: 400 }), undefined);
      }
      if (parsed !== null && typeof parsed === 'object' && text.length <= this.maxText) this.textOf.set(parsed, text);
      done(null, parsed);
    });
  };

  /** The route's validator compiler: the schema's check, skipped for a body that is a kept check's output. */
  readonly validatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
    const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]) as (data: unknown) => { value?: unknown; error?: Error };
    if (route.httpPart !== 'body') return validate;
    return (data: unknown) => {
      if (data !== null && typeof data === 'object' && this.outputs.has(data)) return { value: data };
      const quick = this.quick?.(data);
      const result = quick !== undefined ? { value: quick } : validate(data);
      const text = data !== null && typeof data === 'object' ? this.textOf.get(data) : undefined;
      if (text !== undefined && !result.error && result.value !== null && typeof result.value === 'object') {
        const body = deepFreeze(result.value);
        this.outputs.add(body);
        this.keep(text, body);
        return { value: body };
      }
      return result;
    };
  };

  /** A kept text's body; a found text moves to the front of its length's texts (the most asked are compared first). */
  private find(text: string): object | undefined {
    const sameLength = this.byLength.get(text.length);
    if (sameLength === undefined) return undefined;
    for (let at = 0; at < sameLength.length; at++) {
      const kept = sameLength[at]!;
      if (kept.text !== text) continue;
      if (at > 0) {
        sameLength.copyWithin(1, 0, at);
        sameLength[0] = kept;
      }
      return kept.body;
    }
    return undefined;
  }

  private keep(text: string, body: object): void {
    if (this.find(text)) return;
    // A few texts of one length at most: a lookup compares with each. The one asked least recently goes.
    const sameLength = this.byLength.get(text.length);
    if (sameLength && sameLength.length >= MAX_SAME_LENGTH) this.forget(sameLength[sameLength.length - 1]!.text);
    if (this.bodies.size >= this.max) this.forget(this.bodies.keys().next().value as string);
    this.bodies.set(text, body);
    const kept = this.byLength.get(text.length);
    if (kept) kept.unshift({ text, body });
    else this.byLength.set(text.length, [{ text, body }]);
  }

  private forget(text: string): void {
    this.bodies.delete(text);
    const sameLength = this.byLength.get(text.length);
    if (!sameLength) return;
    const at = sameLength.findIndex((kept) => kept.text === text);
    if (at >= 0) sameLength.splice(at, 1);
    if (!sameLength.length) this.byLength.delete(text.length);
  }

  /** How many texts are kept (for tests). */
  get size(): number {
    return this.bodies.size;
  }
}

/**
 * Fastify's JSON parser (`secure`: secure-json-parse, refusing "__proto__" and "constructor.prototype" keys) with a
 * shorter way for most texts: one with no escape, no byte-order mark and neither "proto" nor "constructor" anywhere in
 * it is read by JSON.parse exactly as the secure parser reads it (that parser is the same JSON.parse followed by a
 * search of the text for those keys, escaped or not, and a walk of the value when one is found). Any other text, and
 * any text JSON.parse refuses, goes to `secure`: the same value or the same error as before.
 */
export function quickJson(secure: FastifyBodyParser<string>): FastifyBodyParser<string> {
  return (request, text, done) => {
    if (text.charCodeAt(0) !== 0xfeff && !text.includes('\\') && !text.includes('proto') && !text.includes('constructor')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return secure(request, text, done);
      }
      return done(null, parsed);
    }
    return secure(request, text, done);
  };
}

/** How many checked texts of one length CheckedBodies keeps. */
const MAX_SAME_LENGTH = 8;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v));
  return false;
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const caches = createJobCaches(app.db, app.versions);
  // POST /api/job/open in a scope of its own: its JSON bodies go through CheckedBodies.
  const openSearchRoute: FastifyPluginAsyncZod = async (scope) => {
    const checked = new CheckedBodies(quickJson(scope.getDefaultJsonParser('error', 'error')), undefined, undefined, quickSearchBody);
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, checked.parser);
    scope.post(
      '/api/job/open',
      {
        preHandler: scope.requireCandidate,
        // Kept answers come compressed (lib/encoded-answer.ts): no compression hook.
        compress: false,
        // A body checked before is not checked again (it is the same frozen object): see CheckedBodies.
        validatorCompiler: checked.validatorCompiler,
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
      async (request, reply) => {
        // Read by the session check already: the same versions.
        const versions = await scope.requestVersions(request);
        return (await searchOpenJobs(scope.db, caches, request.user!.orgId, request.body, versions)).send(request, reply);
      },
    );
  };
  // The taxonomy and the compact list are reference data every installation needs, demo data or not.
  app.addHook('onReady', async () => {
    await ensureJobReferenceData(app.db);
    // The search index is built before the first request (on failure, searches use SQL until a build succeeds).
    await caches.index.warm().catch((error: unknown) => app.log.warn({ err: error }, 'The open-jobs index could not be built; searches use the database.'));
  });

  await app.register(openSearchRoute);

  app.get(
    '/api/job/public/list',
    {
      config: publicRateLimit,
      compress: false,
      schema: {
        tags: ['jobs'],
        summary: 'Search a public job board (no token)',
        description:
          'The board is the `board` query parameter (a partner slug such as tlcjobs; absent: the agency’s own board). ' +
          'Search as in spec §5 with `state` and `specialties` (comma-separated), `compactState=true`, `modality`, ' +
          '`durationMin`/`durationMax` (weeks) and `minPay` (weekly). Public fields only, 12 a page (spec §9), newest first.',
        querystring: ZPublicJobsQuery,
        errors: [404],
        response: { 200: ZPublicJobsResponse },
      },
    },
    async (request, reply) => (await searchPublicJobs(app.db, caches, request.query)).send(request, reply),
  );

  app.get(
    '/api/job/public/initial',
    {
      config: publicRateLimit,
      compress: false,
      schema: {
        tags: ['jobs'],
        summary: 'First page of a public job board (no token)',
        description: 'The newest 12 open jobs of the board (`board` as in /api/job/public/list) and `facets`: the states and specialties it has jobs in.',
        querystring: ZBoardQuery,
        errors: [404],
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

  // "Jobs for you" (decision 045): the filter Open Jobs opens with, and the dashboard's best three.
  addDashboardSource(app, jobsForYouSource(app.db, caches));
  app.get(
    '/api/jobs/for-you',
    {
      // Its answer brings the meters of a page of jobs: the readiness call's budget.
      preHandler: [app.requireCandidate, app.candidateLimit(...READINESS_BUDGET)],
      schema: {
        tags: ['jobs'],
        summary: 'The Open Jobs filter that matches the candidate’s profile (secured)',
        description:
          'From the application’s role, specialties and states (a quick application’s answers included): `filter.specialties` holds the ' +
          'role’s own specialty (LPN/LVN, PCT, CNA, Medical Assistant, CMA) and the chosen specialties that fit the role, `filter.state` the ' +
          'states the candidate would work in, `filter.compactState` their compact-state switch. `applies` is false when none of it is known ' +
          '(Open Jobs then shows every job); `missing` names what the profile does not say yet. The search itself is POST /api/job/open; ' +
          '`openings` brings the first page of the search Open Jobs opens on (the profile’s, then every job when nothing matches it) with ' +
          'its jobs’ readiness meters, as those two calls answer them, so that the page needs neither call to paint.',
        security: secured,
        response: { 200: ZJobsForYouResponse },
      },
    },
    async (request) => {
      const user = request.user!;
      const match = await profileMatch(app.db, user.candidateId);
      // The first page is a help, not the answer: should it fail, Open Jobs makes its search itself.
      const openings = await openingPages(app.db, caches, user, match, await app.requestVersions(request)).catch((error: unknown) => {
        request.log.warn({ err: error }, 'The first page of Open Jobs could not be made for GET /api/jobs/for-you.');
        return [];
      });
      return { status: true as const, data: { ...match, openings } };
    },
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
  await app.register(readinessRoutes);
};
export default routes;
