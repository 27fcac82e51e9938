// Quick apply (spec §2 /quick/application, /quick/skills/checklist/pickTest, /quick/skills/checklist/test,
// /quick/success; §3 quick application). Public, rate limited, and never telling whether an e-mail has an account.
import { ok } from '@portal/shared/api';
import { SKILLS_MESSAGES, ZQuickApplication, ZSaveChecklistBody } from '@portal/shared/skills';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../account/language';
import { chosenLanguage, languageOf } from '../../lib/language';
import { resolveOrg } from '../auth/accounts';
import { acceptCookies, setUsernameCookie } from '../auth/cookies';
import { scaled } from '../auth/limits';
import {
  attachPendingQuickApplication,
  claimQuickApplication,
  discardPendingQuickApplication,
  finishQuickApplication,
  listPendingQuickApplications,
  loadQuickChecklist,
  registerQuickTasks,
  saveQuickChecklist,
  startQuickApplication,
} from './service';

/** The browser's secret for its quick application (never in a URL, so it stays out of logs and history). */
const DRAFT_HEADER = 'x-quick-draft';
/** The draft is the credential of a quick application's later calls (the `quickDraft` scheme of the document). */
const draftSecurity = [{ quickDraft: [] }];
const ZSlug = z.string().regex(/^[a-z0-9][a-z0-9-]{1,60}$/, { error: SKILLS_MESSAGES.chooseChecklist });
const ZAny = z.any();
const ZPendingParams = z.object({ id: z.uuid({ error: SKILLS_MESSAGES.quickNotFound }) });
const ZPending = z.object({
  id: z.string(),
  sentAt: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  zip: z.string(),
  role: z.string(),
  specialties: z.array(z.string()),
  states: z.array(z.string()),
  checklist: z
    .object({
      slug: z.string(),
      name: z.string(),
      answered: z.number(),
      total: z.number(),
      complete: z.boolean(),
      signature: z.string().nullable(),
      signedAt: z.string().nullable(),
    })
    .nullable(),
});
const ZMessage = z.object({ status: z.literal(true), message: z.string() });

const routes: FastifyPluginAsyncZod = async (app) => {
  await acceptCookies(app);
  registerQuickTasks(app);
  // security.md item 5: every call that sends e-mail is limited per client address and per address written to
  // (scaled by AUTH_RATE_LIMIT_SCALE like the other e-mail limits).
  const scale = app.config.authRateLimitScale;
  const startIp = app.limiter('quick-start-ip', scaled({ max: 10, timeWindow: '10 minutes' }, scale));
  const startEmail = app.limiter('quick-start-email', scaled({ max: 5, timeWindow: '1 hour' }, scale));
  const saveIp = app.limiter('quick-save-ip', { max: 600, timeWindow: '10 minutes' });
  const claimIp = app.limiter('quick-claim-ip', { max: 20, timeWindow: '10 minutes' });
  const draftOf = (headers: Record<string, unknown>) => {
    const value = headers[DRAFT_HEADER];
    return typeof value === 'string' ? value : undefined;
  };

  app.post(
    '/api/quick/application',
    {
      schema: {
        tags: ['quick apply'],
        summary: 'Start a quick application (no account needed): names, e-mail, phone, zip, role, specialties, states',
        description:
          'Answers the same for every e-mail address (nothing is looked up here). data.draft is the secret that continues this ' +
          `quick application (send it as the ${DRAFT_HEADER} header) for a day.`,
        body: ZQuickApplication,
        errors: [429],
        response: { 200: ok(z.object({ draft: z.string() })) },
      },
    },
    async (request, reply) => {
      await startIp.hit(request.ip);
      await startEmail.hit(request.body.email);
      const org = await resolveOrg(app.db, request.body.org);
      const draft = await startQuickApplication(app, org, request.body, languageOf(request));
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, message: SKILLS_MESSAGES.quickSaved, data: { draft } };
    },
  );

  app.get(
    '/api/quick/application/checklist/:slug',
    {
      schema: {
        tags: ['quick apply'],
        summary: 'The checklist of the quick application, with what was answered so far (in the Accept-Language: en, de or es)',
        params: z.object({ slug: ZSlug }),
        security: draftSecurity,
        errors: [429],
        response: { 200: ok(ZAny) },
      },
    },
    async (request, reply) => {
      await saveIp.hit(request.ip);
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data: await loadQuickChecklist(app, draftOf(request.headers), request.params.slug, requestLanguage(request.headers['accept-language'])) };
    },
  );

  app.put(
    '/api/quick/application/checklist/:slug',
    {
      schema: {
        tags: ['quick apply'],
        summary: 'Save as you go the quick application\'s checklist answers',
        params: z.object({ slug: ZSlug }),
        body: ZSaveChecklistBody,
        security: draftSecurity,
        errors: [429],
        response: { 200: ok(ZAny) },
      },
    },
    async (request, reply) => {
      await saveIp.hit(request.ip);
      reply.header('Cache-Control', 'no-store');
      const lang = requestLanguage(request.headers['accept-language']);
      const data = await saveQuickChecklist(app, draftOf(request.headers), request.params.slug, request.body.answers, request.body.ageGroups, lang);
      return { status: true as const, message: SKILLS_MESSAGES.saved, data };
    },
  );

  app.post(
    '/api/quick/application/finish',
    {
      schema: {
        tags: ['quick apply'],
        summary: 'Finish: a started checklist is signed (or skipped); a link to finish the application is e-mailed',
        description: 'The same answer for every address; the e-mail goes out through the queue.',
        body: z.object({ attest: z.boolean().optional(), signature: z.string().max(100).optional(), skipChecklist: z.boolean().optional() }),
        security: draftSecurity,
        errors: [429],
        response: { 200: z.object({ status: z.literal(true), message: z.string() }) },
      },
    },
    async (request, reply) => {
      await saveIp.hit(request.ip);
      await finishQuickApplication(app, draftOf(request.headers), request.body, languageOf(request));
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, message: SKILLS_MESSAGES.quickReceived };
    },
  );

  app.post(
    '/api/quick/claim',
    {
      schema: {
        tags: ['quick apply'],
        summary: 'The POST of the e-mailed link\'s page: makes the account from the quick application and signs in',
        description:
          'Single use, and as short-lived as a sign-in link; opening the link (GET of the page) changes nothing. Only for an ' +
          'address that still has no account: when it has one, nothing is attached, no session is given, and data is ' +
          '{signIn: true, signInPath} — the owner signs in normally and reviews it (GET /api/quick/pending).',
        body: z.object({ token: z.string().min(1).max(200) }),
        errors: [429],
        response: { 200: ok(ZAny) },
      },
    },
    async (request, reply) => {
      await claimIp.hit(request.ip);
      reply.header('Cache-Control', 'no-store');
      const result = await claimQuickApplication(app, request.body.token, { userAgent: request.headers['user-agent'], language: chosenLanguage(request) });
      if (result.kind === 'signIn') {
        return { status: true as const, message: SKILLS_MESSAGES.quickSignIn, data: { signIn: true as const, signInPath: result.signInPath } };
      }
      setUsernameCookie(reply, app.config, result.session.expiresAt);
      const { expiresAt: _expiresAt, ...data } = result.session;
      return { status: true as const, data };
    },
  );

  // The owner's review of quick applications sent with their address (signed in; nothing is added before a choice).
  const secured = { preHandler: [app.requireCandidate, app.candidateLimit('quick-review', { max: 60, timeWindow: '10 minutes' })] };
  const security = [{ bearer: [] }];

  app.get(
    '/api/quick/pending',
    {
      ...secured,
      schema: {
        tags: ['quick apply'],
        summary: 'Quick applications sent with my e-mail address and not yet added: what was entered, checklist and signature',
        security,
        response: { 200: ok(z.array(ZPending)) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data: await listPendingQuickApplications(app, request.user!.candidateId) };
    },
  );

  app.post(
    '/api/quick/pending/:id/attach',
    {
      ...secured,
      schema: {
        tags: ['quick apply'],
        summary: 'Add a quick application sent with my address to my account (nothing already there is overwritten)',
        security,
        params: ZPendingParams,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await attachPendingQuickApplication(app, request.user!.candidateId, request.params.id);
      return { status: true as const, message: SKILLS_MESSAGES.quickAttached };
    },
  );

  app.delete(
    '/api/quick/pending/:id',
    {
      ...secured,
      schema: {
        tags: ['quick apply'],
        summary: 'Discard a quick application sent with my address: it is deleted',
        security,
        params: ZPendingParams,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await discardPendingQuickApplication(app, request.user!.candidateId, request.params.id);
      return { status: true as const, message: SKILLS_MESSAGES.quickDiscarded };
    },
  );
};
export default routes;
