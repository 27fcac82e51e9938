// Skills checklists and tests (spec §2 /skills/checklist..., §3 skillsChecklist, §7 get-skillTestData and
// get-skillsCategory, §9 12 a page newest first; domain.md §2).
import { ok } from '@portal/shared/api';
import { SKILLS_MESSAGES, ZCompleteChecklistBody, ZSaveChecklistBody, ZTestAnswers } from '@portal/shared/skills';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addDashboardSource } from '../../lib/dashboard';
import { notFound } from '../../lib/errors';
import { publishToCandidate } from '../../lib/realtime';
import { requestLanguage } from '../account/language';
import { resolveOrg } from '../auth/accounts';
import { currentChecklist, skillTestData, skillsCategories, toFull } from './catalogue';
import { completeDraft, loadCompleted, loadDraft, saveDraft, skillsSource } from './checklists';
import { checklistsList, ZChecklistsAnswer } from './list';
import { renderChecklistPdf, renderTestResultPdf } from './pdf';
import { finishedAttempt, getAttempt, listTests, saveAnswers, startAttempt, submitAttempt } from './tests';
import { fileAnswer } from '../../lib/contract';

const ZSlug = z.string().regex(/^[a-z0-9][a-z0-9-]{1,60}$/, { error: SKILLS_MESSAGES.chooseChecklist });
const ZSlugParams = z.object({ slug: ZSlug });
const ZIdParams = z.object({ id: z.uuid({ error: SKILLS_MESSAGES.notFound }) });
const ZAny = z.any();

const routes: FastifyPluginAsyncZod = async (app) => {
  const secured = { preHandler: app.requireCandidate };
  const security = [{ bearer: [] }];
  // The language the candidate reads in (Accept-Language, as for translated messages): checklists and tests are shown in it.
  const langOf = (request: { headers: { 'accept-language'?: string | string[] } }) => requestLanguage(request.headers['accept-language']);
  const me = (request: { user: { candidateId: string; orgId: string } | null; headers: { 'accept-language'?: string | string[] } }) => ({
    id: request.user!.candidateId,
    orgId: request.user!.orgId,
    lang: langOf(request),
  });
  // Saves come with every few answers: a generous budget per candidate that still stops a runaway client.
  const saveLimit = app.candidateLimit('skills-save', { max: 600, timeWindow: '10 minutes' });

  addDashboardSource(app, skillsSource);
  const checklists = checklistsList(app);

  /** The organisation of a catalogue call: the signed-in candidate's, else `org` (a public page's brand), else the agency's. */
  const orgOf = async (request: { user: { orgId: string } | null; query: { org?: string } }) =>
    request.user ? request.user.orgId : (await resolveOrg(app.db, request.query.org)).id;

  app.get(
    '/api/auth/get-skillsCategory',
    {
      preHandler: app.optionalCandidate,
      schema: {
        tags: ['skills'],
        summary: 'The skills catalogue by category (Nursing, Allied): checklists and timed tests (spec §7)',
        description: 'Public (quick apply uses it). The organisation is the signed-in candidate\'s, else `org`, else the agency\'s own.',
        querystring: z.object({ org: z.string().max(40).optional() }),
        response: { 200: ok(ZAny) },
      },
    },
    async (request) => ({ status: true as const, data: await skillsCategories(app.db, await orgOf(request), langOf(request)) }),
  );

  app.get(
    '/api/auth/get-skillTestData',
    {
      preHandler: app.optionalCandidate,
      schema: {
        tags: ['skills'],
        summary: 'What one can take (spec §7, no payload): every checklist and timed test; with `slug`, one checklist in full',
        description:
          'Public. Without parameters: `data` is {checklists, tests} of the organisation (the signed-in candidate\'s, else `org`, else the ' +
          'agency\'s own), named in the Accept-Language (en, de or es; a text a checklist or test lacks is in English). With `slug` (from ' +
          'get-skillsCategory): that checklist\'s categories and items in that language, newest version; 404 for an unknown one.',
        querystring: z.object({ slug: z.string().max(80).optional(), org: z.string().max(40).optional() }),
        errors: [404],
        response: { 200: ok(ZAny) },
      },
    },
    async (request) => {
      const slug = request.query.slug;
      const orgId = await orgOf(request);
      if (!slug) return { status: true as const, data: await skillTestData(app.db, orgId, langOf(request)) };
      const row = await currentChecklist(app.db, orgId, slug);
      if (!row) throw notFound(SKILLS_MESSAGES.notFound);
      return { status: true as const, data: toFull(row, langOf(request)) };
    },
  );

  app.get(
    '/api/skills/checklists',
    {
      ...secured,
      // The answer comes serialised and compressed (lib/candidate-pages.ts): no compression hook.
      compress: false,
      schema: {
        tags: ['skills'],
        summary: 'Completed checklists, 12 a page, newest first (spec §9), and the checklists in progress',
        security,
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: { 200: ZChecklistsAnswer },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { candidateId } = request.user!;
      const { page } = request.query;
      const lang = langOf(request);
      return checklists.pages.send(request, reply, candidateId, `${page}:${lang ?? ''}`, () => checklists.read(candidateId, page, lang));
    },
  );

  app.get(
    '/api/skills/checklists/draft/:slug',
    {
      ...secured,
      schema: {
        tags: ['skills'],
        summary: 'The checklist to take with the saved answers (or, on a retake, the previous answers) and the progress',
        description: 'The checklist\'s text is in the Accept-Language (en, de or es); answers are keyed by item id, the same in every language.',
        security,
        params: ZSlugParams,
        response: { 200: ok(ZAny) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data: await loadDraft(app.db, me(request), request.params.slug) };
    },
  );

  app.put(
    '/api/skills/checklists/draft/:slug',
    {
      preHandler: [app.requireCandidate, saveLimit],
      schema: {
        tags: ['skills'],
        summary: 'Save as you go: the answers sent ({itemId: {rating 1-4, frequency}}) are merged into the draft',
        security,
        params: ZSlugParams,
        body: ZSaveChecklistBody,
        response: { 200: ok(ZAny) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, message: SKILLS_MESSAGES.saved, data: await saveDraft(app.db, me(request), request.params.slug, request.body) };
    },
  );

  app.post(
    '/api/skills/checklists/draft/:slug/complete',
    {
      ...secured,
      schema: {
        tags: ['skills'],
        summary: 'Attest and sign: completes the checklist (every item rated with a frequency); valid for a year',
        security,
        params: ZSlugParams,
        body: ZCompleteChecklistBody,
        response: { 200: ok(ZAny) },
      },
    },
    async (request) => ({
      status: true as const,
      message: SKILLS_MESSAGES.completed,
      data: await completeDraft(app, me(request), request.params.slug, request.body),
    }),
  );

  app.get(
    '/api/skills/checklists/:id',
    {
      ...secured,
      schema: { tags: ['skills'], summary: 'One completed checklist, read-only', security, params: ZIdParams, response: { 200: ok(ZAny) } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data: await loadCompleted(app.db, request.user!.candidateId, request.params.id, langOf(request)) };
    },
  );

  app.get(
    '/api/skills/checklists/:id/pdf',
    { ...secured, schema: { tags: ['skills'], summary: 'One completed checklist as a PDF (role, every rating, date, signature)', security, params: ZIdParams, response: { 200: fileAnswer(['application/pdf'], 'The PDF') } } },
    async (request, reply) => {
      const { pdf, filename } = await renderChecklistPdf(app, request.user!.candidateId, request.params.id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );

  // ---- timed tests ----

  app.get(
    '/api/skills/tests',
    { ...secured, schema: { tags: ['skills'], summary: 'Skills tests with the attempts used and the best result', security, response: { 200: ok(ZAny) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data: await listTests(app, me(request)) };
    },
  );

  app.post(
    '/api/skills/tests/:slug/start',
    {
      ...secured,
      schema: {
        tags: ['skills'],
        summary: 'Start an attempt (or continue the one running): the deadline is set by the server',
        description: '409 when every attempt is used or the test is already passed and valid.',
        security,
        params: ZSlugParams,
        response: { 200: ok(ZAny) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data: await startAttempt(app, me(request), request.params.slug) };
    },
  );

  app.get(
    '/api/skills/tests/attempts/:id',
    { ...secured, schema: { tags: ['skills'], summary: 'An attempt: questions, saved answers, deadline and the server time', security, params: ZIdParams, response: { 200: ok(ZAny) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data: await getAttempt(app, me(request), request.params.id) };
    },
  );

  app.get(
    '/api/skills/tests/attempts/:id/pdf',
    {
      ...secured,
      schema: {
        tags: ['skills'],
        summary: 'A finished attempt as a PDF (test, attempt, dates, score, pass or fail, each question with the answer given)',
        description: 'In the Accept-Language where the test carries it. 409 while the attempt runs.',
        security,
        params: ZIdParams,
        errors: [409],
        response: { 200: fileAnswer(['application/pdf'], 'The PDF') },
      },
    },
    async (request, reply) => {
      const finished = await finishedAttempt(app.db, request.user!.candidateId, request.params.id);
      if (finished.closed) await publishToCandidate(app, request.user!.candidateId, { type: 'skills.updated' });
      const { pdf, filename } = await renderTestResultPdf(app.db, finished, langOf(request));
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .header('Vary', 'Accept-Language')
        .send(pdf);
    },
  );

  app.put(
    '/api/skills/tests/attempts/:id',
    {
      preHandler: [app.requireCandidate, saveLimit],
      schema: {
        tags: ['skills'],
        summary: 'Save answers ({questionId: option index}) while the time runs; 409 after the deadline',
        security,
        params: ZIdParams,
        body: z.object({ answers: ZTestAnswers }),
        response: { 200: ok(ZAny) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data: await saveAnswers(app, me(request), request.params.id, request.body.answers) };
    },
  );

  app.post(
    '/api/skills/tests/attempts/:id/submit',
    {
      ...secured,
      schema: {
        tags: ['skills'],
        summary: 'Submit and score; answers after the deadline do not count',
        security,
        params: ZIdParams,
        body: z.object({ answers: ZTestAnswers.optional() }).optional(),
        response: { 200: ok(ZAny) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data: await submitAttempt(app, me(request), request.params.id, request.body?.answers) };
    },
  );
};
export default routes;
