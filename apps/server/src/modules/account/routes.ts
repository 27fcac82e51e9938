// My Account (/accounts): sign-in methods, signed-in devices, the data export, account deletion and the activity log;
// and the language the candidate reads in (their e-mails', decision 042).
import { LOCALES } from '@portal/shared/constants';
import { SOCIAL_PROVIDERS } from '@portal/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors';
import { toLanguage } from '../../lib/language';
import { rememberLanguage } from '../auth/accounts';
import { acceptCookies, clearUsernameCookie, OAUTH_COOKIE, OAUTH_COOKIE_PATH } from '../auth/cookies';
import { createSocialProviders } from '../auth/social-providers';
import { listActivity, recordActivity } from './activity';
import { accountLimiter, LIMITS } from '../auth/limits';
import { cancelDeletion, checkDeletionProof, pendingDeletion, requestDeletion } from './deletion';
import { listDevices, revokeDevice, revokeOtherDevices } from './devices';
import { collectCandidateData, exportZip } from './export';
import { disconnectIdentity, IDENTITY_MESSAGES, signInMethods } from './identities';
import { fileAnswer } from '../../lib/contract';

export const ACCOUNT_MESSAGES = {
  deviceSignedOut: 'The device has been signed out.',
  othersSignedOut: 'Every other device has been signed out.',
  deletionRequested: 'Your account will be deleted at the end of the grace period. Sign in again before then to cancel.',
  deletionCancelled: 'The deletion of your account has been cancelled.',
  noDeletionPending: 'No deletion of your account is pending.',
  confirmDeletion: 'Type DELETE to confirm.',
} as const;

const ok = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(true), message: z.string().optional(), data });
const ZMessage = z.object({ status: z.literal(true), message: z.string() });

const ZAccount = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
  providers: z.array(
    z.object({
      provider: z.enum(SOCIAL_PROVIDERS),
      label: z.string(),
      available: z.boolean(),
      connected: z.boolean(),
      email: z.string().nullable(),
      connectedAt: z.string().nullable(),
    }),
  ),
  devices: z.array(
    z.object({
      id: z.string(),
      browser: z.string(),
      os: z.string(),
      mobile: z.boolean(),
      method: z.string(),
      signedInAt: z.string(),
      lastSeenAt: z.string(),
      current: z.boolean(),
    }),
  ),
  deletion: z.object({ requestedAt: z.string(), dueAt: z.string() }).nullable(),
  activity: z.array(
    z.object({ id: z.string(), action: z.string(), detail: z.record(z.string(), z.unknown()).nullable(), userAgent: z.string().nullable(), createdAt: z.string() }),
  ),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  await acceptCookies(app);
  const providers = createSocialProviders(app.config);
  const security = [{ bearer: [] }];
  const tags = ['account'];
  const ua = (headers: Record<string, unknown>) => (typeof headers['user-agent'] === 'string' ? headers['user-agent'] : undefined);
  const exportLimit = app.candidateLimit('account-export', { max: 5, timeWindow: '1 hour' });
  const actionLimit = app.candidateLimit('account-actions', { max: 30, timeWindow: '10 minutes' });
  // A wrong password here counts with the sign-in's: one budget of guesses per account.
  const passwordGuesses = accountLimiter(app, 'login', LIMITS.login.account);

  app.get(
    '/api/account',
    {
      preHandler: app.requireCandidate,
      schema: { tags, security, summary: 'My Account: sign-in methods, signed-in devices, pending deletion and the activity log', response: { 200: ok(ZAccount) } },
    },
    async (request) => {
      const user = request.user!;
      const [methods, devices, deletion, activity] = await Promise.all([
        signInMethods(app, user.candidateId, providers),
        listDevices(app, user.candidateId, user.sessionId),
        pendingDeletion(app, user.candidateId),
        listActivity(app, user.candidateId),
      ]);
      return {
        status: true as const,
        data: {
          ...methods,
          devices,
          deletion: deletion ? { requestedAt: deletion.requestedAt.toISOString(), dueAt: deletion.dueAt.toISOString() } : null,
          activity: activity.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
        },
      };
    },
  );

  // The language the web client shows: it sends it whenever the candidate changes it (a sign-in remembers it too).
  const languageLimit = app.candidateLimit('account-language', { max: 30, timeWindow: '10 minutes' });
  app.put(
    '/api/account/language',
    {
      preHandler: [app.requireCandidate, languageLimit],
      schema: {
        tags,
        security,
        summary: "The language the candidate reads the portal in; the candidate's e-mails are written in it (decision 042)",
        description: 'en, de or es (a tag such as de-DE counts as de); any other language is English. Answers the language kept.',
        body: z.object({ language: z.string().trim().min(1).max(35) }),
        response: { 200: ok(z.object({ language: z.enum(LOCALES) })) },
      },
    },
    async (request) => {
      const language = toLanguage(request.body.language);
      await rememberLanguage(app.db, request.user!.candidateId, language);
      return { status: true as const, data: { language } };
    },
  );

  app.delete(
    '/api/account/devices/:id',
    {
      preHandler: [app.requireCandidate, actionLimit],
      schema: {
        tags,
        security,
        summary: 'Sign one device out (its session ends at once)',
        params: z.object({ id: z.uuid({ error: 'This device is not signed in.' }) }),
        response: { 200: ZMessage },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      await revokeDevice(app, user.candidateId, request.params.id);
      await recordActivity(app, { candidateId: user.candidateId, orgId: user.orgId, action: 'session_revoked', userAgent: ua(request.headers) });
      if (request.params.id === user.sessionId) clearUsernameCookie(reply, app.config);
      return { status: true as const, message: ACCOUNT_MESSAGES.deviceSignedOut };
    },
  );

  app.post(
    '/api/account/devices/sign-out-others',
    {
      preHandler: [app.requireCandidate, actionLimit],
      schema: { tags, security, summary: 'Sign out everywhere else: every session but this one ends at once', response: { 200: ok(z.object({ count: z.number() })) } },
    },
    async (request) => {
      const user = request.user!;
      const count = await revokeOtherDevices(app, user.candidateId, user.sessionId);
      await recordActivity(app, { candidateId: user.candidateId, orgId: user.orgId, action: 'other_sessions_revoked', detail: { count }, userAgent: ua(request.headers) });
      return { status: true as const, message: ACCOUNT_MESSAGES.othersSignedOut, data: { count } };
    },
  );

  app.post(
    '/api/account/identities/:provider/connect',
    {
      preHandler: [app.requireCandidate, actionLimit],
      schema: {
        tags,
        security,
        summary: "Connect a social sign-in: answers the provider's address to open; its return links the identity to this account",
        description:
          'Sets the signed oauth_state cookie (10 minutes) naming this account; the provider returns to the usual callback page, ' +
          'whose POST /api/auth/login links the identity and signs in. 404 when the provider is not configured.',
        params: z.object({ provider: z.enum(SOCIAL_PROVIDERS) }),
        response: { 200: ok(z.object({ url: z.string() })) },
      },
    },
    async (request, reply) => {
      const provider = providers[request.params.provider];
      if (!provider) throw new AppError(404, 'This sign-in method is not available.', 'PROVIDER_OFF');
      const { state, verifier, url } = await provider.begin();
      const saved = { p: provider.name, s: state, v: verifier, o: request.user!.orgCode, src: null, utm: null, c: request.user!.candidateId };
      reply.setCookie(OAUTH_COOKIE, JSON.stringify(saved), {
        path: OAUTH_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.publicUrl.startsWith('https://'),
        maxAge: 600,
        signed: true,
      });
      return { status: true as const, data: { url: url.toString() } };
    },
  );

  app.delete(
    '/api/account/identities/:provider',
    {
      preHandler: [app.requireCandidate, actionLimit],
      schema: {
        tags,
        security,
        summary: 'Disconnect a social sign-in; refused (400) when it is the last way in (no password, no other provider)',
        params: z.object({ provider: z.enum(SOCIAL_PROVIDERS) }),
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      const user = request.user!;
      await disconnectIdentity(app, user.candidateId, user.orgId, request.params.provider, ua(request.headers));
      return { status: true as const, message: IDENTITY_MESSAGES.disconnected };
    },
  );

  app.get(
    '/api/account/export',
    {
      preHandler: [app.requireCandidate, exportLimit],
      schema: {
        tags,
        security,
        summary: 'Download all my data: a zip of data.json (every record of the account) and the uploaded documents',
        description: 'Every table with a candidate_id column is included; password and token hashes never are; encrypted answers are decrypted.',
        response: { 200: fileAnswer(['application/zip'], 'The zip') },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const now = new Date();
      const content = await collectCandidateData(app, user.candidateId);
      await recordActivity(app, { candidateId: user.candidateId, orgId: user.orgId, action: 'data_exported', userAgent: ua(request.headers) });
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="my-data-${now.toISOString().slice(0, 10)}.zip"`)
        .header('Cache-Control', 'no-store')
        .send(await exportZip(content, { email: user.email, exportedAt: now }));
    },
  );

  app.post(
    '/api/account/delete',
    {
      preHandler: [app.requireCandidate, actionLimit],
      schema: {
        tags,
        security,
        summary: 'Delete my account after a grace period: every device is signed out now, the agency is e-mailed',
        description:
          'Signing in again before the end of the grace period cancels the deletion. The body must say confirm: "DELETE", ' +
          'with the current password when the account has one (400 when it is missing or wrong; wrong ones count as failed ' +
          'sign-ins); an account without a password must have signed in within the last 10 minutes (403 otherwise).',
        body: z.object({ confirm: z.string({ error: ACCOUNT_MESSAGES.confirmDeletion }).max(20), password: z.string().max(200).optional() }),
        errors: [403],
        response: { 200: ok(z.object({ dueAt: z.string() })) },
      },
    },
    async (request, reply) => {
      if (request.body.confirm.trim().toUpperCase() !== 'DELETE') throw badRequest(ACCOUNT_MESSAGES.confirmDeletion, 'CONFIRM_DELETE');
      const user = request.user!;
      await checkDeletionProof(app, request, user, request.body.password, passwordGuesses);
      const pending = await requestDeletion(app, user.candidateId, ua(request.headers));
      if (!pending) throw badRequest(ACCOUNT_MESSAGES.noDeletionPending);
      clearUsernameCookie(reply, app.config);
      return { status: true as const, message: ACCOUNT_MESSAGES.deletionRequested, data: { dueAt: pending.dueAt.toISOString() } };
    },
  );

  app.post(
    '/api/account/delete/cancel',
    {
      preHandler: [app.requireCandidate, actionLimit],
      schema: { tags, security, summary: 'Cancel a pending deletion of my account', response: { 200: ZMessage } },
    },
    async (request) => {
      const user = request.user!;
      if (!(await cancelDeletion(app, user.candidateId, ua(request.headers)))) throw badRequest(ACCOUNT_MESSAGES.noDeletionPending, 'NO_DELETION');
      return { status: true as const, message: ACCOUNT_MESSAGES.deletionCancelled };
    },
  );
};
export default routes;
