// Job e-mails (spec §2 /jobs/email, /jobs/email/history, /subscription, /unsubscribe, /subcribe; §7 calls).
import { ok } from '@portal/shared/api';
import {
  ZJobEmailDetail,
  ZJobEmailDetailBody,
  MAX_SAVED_SEARCHES,
  SUBSCRIPTION_MESSAGES,
  ZPublicSubscribeBody,
  ZSavedSearches,
  ZSubscription,
  ZSubscriptionBody,
  ZUnsubscribeBody,
  ZUnsubscribeInfo,
} from '@portal/shared/schemas/job-emails';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizeEmail } from '../auth/accounts';
import { emailDetail, emailsList, ZEmailsAnswer } from './history';
import { acceptOneClickForms, ONE_CLICK_BODY_LIMIT, readOneClickForm } from './one-click';
import { createSavedSearch, deleteSavedSearch, getSubscription, listSavedSearches, saveSubscription, updateSavedSearch } from './subscription';
import { UNSUBSCRIBE_MESSAGES, applyUnsubscribe, confirmPublicSubscribe, magicSubscribeData, requestPublicSubscribe, unsubscribeInfo } from './unsubscribe';
import { notFound } from '../../lib/errors';
import { languageOf } from '../../lib/language';

const ZSavedSearchId = z.object({ id: z.string().max(100) });

const ZPage = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
const ZToken = z.object({ token: z.string().min(1).max(400) });
const ZDone = z.object({ status: z.literal(true), message: z.string(), data: z.object({ changed: z.boolean() }) });

const routes: FastifyPluginAsyncZod = async (app) => {
  const secured = { preHandler: app.requireCandidate };
  const security = [{ bearer: [] }];
  const tags = ['job-emails'];
  const subscribeIp = app.limiter('subscribe-ip', { max: 20, timeWindow: '1 hour' });
  const subscribeEmail = app.limiter('subscribe-email', { max: 5, timeWindow: '1 hour' });
  const unsubscribeIp = app.limiter('unsubscribe-ip', { max: 60, timeWindow: '1 hour' });
  const emails = emailsList(app);
  const sendEmails = (request: FastifyRequest, reply: FastifyReply, candidateId: string, page: number) =>
    emails.pages.send(request, reply, candidateId, String(page), () => emails.read(candidateId, page));

  app.get(
    '/api/candidate/subscription',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "The candidate's first saved search, or criteria pre-filled from the application's preferences before any is saved",
        response: { 200: ok(ZSubscription) },
      },
    },
    async (request) => ({ status: true as const, data: await getSubscription(app, request.user!) }),
  );

  app.get(
    '/api/candidate/subscription/:id',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'spec §7: a saved search by its id (or, by the candidate id, the first one); only the caller’s own',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: ok(ZSubscription) },
      },
    },
    async (request) => ({ status: true as const, data: await getSubscription(app, request.user!, request.params.id) }),
  );

  app.put(
    '/api/candidate/subscription',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Save the first saved search (criteria, frequency, on or off), or make it when there is none',
        description: 'Other saved searches are made with POST /api/candidate/subscriptions and changed by their id.',
        body: ZSubscriptionBody,
        response: { 200: ok(ZSubscription) },
      },
    },
    async (request) => ({ status: true as const, message: SUBSCRIPTION_MESSAGES.saved, data: await saveSubscription(app, request.user!, request.body) }),
  );

  app.get(
    '/api/candidate/subscriptions',
    { ...secured, schema: { tags, security, summary: "The candidate's saved searches, each with its own alert, oldest first", response: { 200: ok(ZSavedSearches) } } },
    async (request) => ({ status: true as const, data: await listSavedSearches(app, request.user!) }),
  );

  app.post(
    '/api/candidate/subscriptions',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Save a new search with its own alert (the others stay as they are)',
        description: `At most ${MAX_SAVED_SEARCHES} saved searches (400 beyond).`,
        body: ZSubscriptionBody,
        response: { 200: ok(ZSubscription) },
      },
    },
    async (request) => ({ status: true as const, message: SUBSCRIPTION_MESSAGES.saved, data: await createSavedSearch(app, request.user!, request.body) }),
  );

  app.put(
    '/api/candidate/subscriptions/:id',
    {
      ...secured,
      schema: { tags, security, summary: 'Change one saved search: criteria, name, frequency, on or off', params: ZSavedSearchId, body: ZSubscriptionBody, response: { 200: ok(ZSubscription) } },
    },
    async (request) => ({
      status: true as const,
      message: SUBSCRIPTION_MESSAGES.saved,
      data: await updateSavedSearch(app, request.user!, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/candidate/subscriptions/:id',
    {
      ...secured,
      schema: { tags, security, summary: 'Delete one saved search and its alert (its e-mails stay in the history)', params: ZSavedSearchId, response: { 200: ok(z.object({ id: z.string() })) } },
    },
    async (request) => {
      await deleteSavedSearch(app, request.user!, request.params.id);
      return { status: true as const, message: SUBSCRIPTION_MESSAGES.deleted, data: { id: request.params.id } };
    },
  );

  app.get(
    '/api/candidate/emails',
    {
      ...secured,
      // The answer comes serialised and compressed (lib/candidate-pages.ts): no compression hook.
      compress: false,
      schema: { tags, security, summary: 'Job e-mails sent to the candidate, newest first, 12 a page (spec §9)', querystring: ZPage, response: { 200: ZEmailsAnswer } },
    },
    async (request, reply) => sendEmails(request, reply, request.user!.candidateId, request.query.page),
  );

  app.get(
    '/api/candidate/emails/history/:id',
    {
      ...secured,
      compress: false,
      schema: {
        tags,
        security,
        summary: 'spec §7: the e-mail history of {encoded id}: the candidate id, or the URL-encoded e-mail, of the caller',
        params: z.object({ id: z.string().max(400) }),
        querystring: ZPage,
        response: { 200: ZEmailsAnswer },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      // Fastify has decoded the path once; an id encoded twice is decoded again, and a malformed one names nothing.
      let given = request.params.id;
      try {
        given = decodeURIComponent(given);
      } catch {
        throw notFound('This e-mail history was not found.');
      }
      if (given !== user.candidateId && normalizeEmail(given) !== normalizeEmail(user.email)) throw notFound('This e-mail history was not found.');
      return sendEmails(request, reply, user.candidateId, request.query.page);
    },
  );

  app.post(
    '/api/candidate/emails/history/detail',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'spec §7: one job e-mail with each job’s state now (open, closed, submitted); by id, or by Position_ID',
        body: ZJobEmailDetailBody,
        errors: [404],
        response: { 200: ok(ZJobEmailDetail) },
      },
    },
    async (request) => ({ status: true as const, data: await emailDetail(app, request.user!, request.body) }),
  );

  // ---- public: unsubscribe (CAN-SPAM; no sign-in, no fee, no extra information) ----

  app.get(
    '/api/unsubscribe',
    { schema: { tags, summary: 'What the unsubscribe page shows for a link (changes nothing)', querystring: ZToken, response: { 200: ok(ZUnsubscribeInfo) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data: await unsubscribeInfo(app, request.query.token) };
    },
  );

  app.post(
    '/api/unsubscribe',
    { schema: { tags, summary: 'Unsubscribe, or receive job e-mails less often, from the link of an alert', body: ZUnsubscribeBody, response: { 200: ZDone } } },
    async (request) => {
      await unsubscribeIp.hit(request.ip);
      const result = await applyUnsubscribe(app, request.body.token, request.body.action, request.body.frequency);
      return { status: true as const, message: result.message, data: { changed: result.changed } };
    },
  );

  // The mail client's POST (RFC 8058) comes in whatever form it sends: multipart/form-data (what the RFC recommends),
  // form-urlencoded, or no content type at all. Only the token in the address counts; the body is read within small
  // limits in this route's own scope (one-click.ts) and no file is ever read.
  await app.register(async (scope) => {
    await acceptOneClickForms(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/unsubscribe/one-click',
      {
        bodyLimit: ONE_CLICK_BODY_LIMIT,
        preValidation: readOneClickForm,
        schema: {
          tags,
          summary: 'RFC 8058 one-click unsubscribe (the List-Unsubscribe-Post of every alert)',
          description: 'The body (List-Unsubscribe=One-Click) may be multipart/form-data, form-urlencoded or absent; it carries no file.',
          consumes: ['multipart/form-data', 'application/x-www-form-urlencoded'],
          errors: [429],
          querystring: ZToken,
          body: z.unknown().optional(),
          response: { 200: ZDone },
        },
      },
      async (request) => {
        await unsubscribeIp.hit(request.ip);
        const result = await applyUnsubscribe(app, request.query.token, 'unsubscribe');
        return { status: true as const, message: result.message, data: { changed: result.changed } };
      },
    );
  });

  // ---- public: subscribe without an account (double opt-in) ----

  app.post(
    '/api/subcribe',
    {
      schema: {
        tags,
        summary: 'Subscribe an e-mail to job alerts (sic, spec §2): a confirmation link is e-mailed; same answer for every address',
        description:
          'Only email is required; a criterion left out means any, and alerts come daily. A missing or wrong field is a 400 whose message ' +
          'says what to fix (spec §5 e-mail messages). The first alert after confirming lists matching jobs already open.',
        body: ZPublicSubscribeBody,
        response: { 200: z.object({ status: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      await subscribeIp.hit(request.ip);
      await subscribeEmail.hit(normalizeEmail(request.body.email));
      requestPublicSubscribe(app, request.body, languageOf(request));
      return { status: true as const, message: UNSUBSCRIBE_MESSAGES.subscribeSent };
    },
  );

  app.get(
    '/api/subcribe/confirm',
    { schema: { tags, summary: 'spec §3 magic subscribe data: what the confirmation link turns on (changes nothing)', querystring: ZToken } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data: await magicSubscribeData(app, request.query.token) };
    },
  );

  app.post(
    '/api/subcribe/confirm',
    { schema: { tags, summary: 'Confirm a public subscription (the link is spent)', body: ZToken } },
    async (request) => {
      await unsubscribeIp.hit(request.ip);
      return { status: true as const, message: UNSUBSCRIBE_MESSAGES.confirmed, data: await confirmPublicSubscribe(app, request.body.token) };
    },
  );
};
export default routes;
