// Sign-up, sign-in (password, magic link, social), logout and the e-mail checks (spec §3, §4, §7).
import { timingSafeEqual } from 'node:crypto';
import { ZLoginBody, ZRegisterBody, SOCIAL_PROVIDERS, type TSocialProvider } from '@portal/shared/schemas/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors';
import { chosenLanguage, languageOf } from '../../lib/language';
import { resolveOrg, type SignedIn } from './accounts';
import { acceptCookies, clearUsernameCookie, OAUTH_COOKIE, OAUTH_COOKIE_PATH, setUsernameCookie } from './cookies';
import { createEmailChecker } from './email-check';
import { accountLimiter, ipLimit, LIMITS, scaled } from './limits';
import resetRoutes from './reset-routes';
import {
  ZAvailabilityResponse,
  ZDeliverableResponse,
  ZLoginResponse,
  ZMessageOnly,
  ZProvidersResponse,
} from './schemas';
import { loginWithPassword, MESSAGES, register, requestMagicLink, signInWithLink, signOutEverywhere } from './service';
import { revokeSession } from './sessions';
import { connectIdentity } from '../account/identities';
import { signInWithSocialProfile, SOCIAL_MESSAGES } from './social';
import { createSocialProviders } from './social-providers';

/** `c`: the account a sign-in method is being connected to from My Account (modules/account/identities.ts). */
type OAuthState = { p: TSocialProvider; s: string; v: string; o: string | null; src: string | null; utm: string | null; c?: string };

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const routes: FastifyPluginAsyncZod = async (app) => {
  await acceptCookies(app);
  const emailChecker = createEmailChecker(app.config.emailDeliverability, app.config.dnsServers);
  const providers = createSocialProviders(app.config);
  const loginAccount = accountLimiter(app, 'login', LIMITS.login.account);
  const magicAccount = accountLimiter(app, 'magic', LIMITS.magic.account);
  const magicIp = app.limiter('magic-ip', scaled(LIMITS.magic.ip, app.config.authRateLimitScale));
  const registerAccount = accountLimiter(app, 'register', LIMITS.register.account);

  const sendSession = (reply: FastifyReply, session: SignedIn) => {
    setUsernameCookie(reply, app.config, session.expiresAt);
    const { expiresAt: _expiresAt, ...data } = session;
    return { status: true as const, data };
  };
  // The browser, and the language the request names: a sign-in remembers it for the account's e-mails (decision 042).
  const meta = (request: FastifyRequest) => ({ userAgent: request.headers['user-agent'], language: chosenLanguage(request) });

  app.post(
    '/api/auth/login',
    {
      config: ipLimit(app, LIMITS.login.ip),
      schema: {
        tags: ['auth'],
        summary: 'Sign in (spec §7): type login | magic | google | facebook | linkedin',
        description:
          'type=login: email + password → session. type=magic without token: e-mails a sign-in link and answers the same ' +
          'whether or not the address has an account (data.sent). type=magic with token: the POST of the link\'s confirm page ' +
          '(also confirms a sign-up) → session. Social types: token is the authorization code the provider sent to the ' +
          'callback page, state its state; the browser must carry the oauth_state cookie set by GET /api/auth/oauth/{provider}. ' +
          'A session sets the `username` cookie (spec §4/§9), which expires with it. Wrong credentials: 400 with a message.',
        body: ZLoginBody,
        response: { 200: ZLoginResponse },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.type === 'login') {
        // Only failures count (limits.ts): a right password is never held back by someone else's wrong ones.
        await loginAccount.check(request, body.email);
        const org = await resolveOrg(app.db, body.org);
        try {
          return sendSession(reply, await loginWithPassword(app, org, body.email, body.password, meta(request)));
        } catch (error) {
          if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') await loginAccount.fail(request, body.email);
          throw error;
        }
      }
      if (body.type === 'magic') {
        if (body.token) {
          return sendSession(reply, await signInWithLink(app, body.token, { ...meta(request), password: body.password }));
        }
        if (!body.email) throw badRequest('Please enter an email.');
        await magicIp.hit(request.ip);
        await magicAccount.hit(request, body.email);
        requestMagicLink(app, await resolveOrg(app.db, body.org), body.email);
        return { status: true as const, message: MESSAGES.magicSent, data: { sent: true as const } };
      }
      return sendSession(reply, await socialSignIn(request, reply, body.type, body.token, body.state));
    },
  );

  async function socialSignIn(request: FastifyRequest, reply: FastifyReply, type: TSocialProvider, code: string, state: string) {
    const provider = providers[type];
    const raw = request.cookies[OAUTH_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    reply.clearCookie(OAUTH_COOKIE, { path: OAUTH_COOKIE_PATH });
    let saved: OAuthState | null;
    try {
      saved = unsigned?.valid && unsigned.value ? (JSON.parse(unsigned.value) as OAuthState) : null;
    } catch {
      saved = null;
    }
    // security.md item 7: the state must be the one this browser started with, for this provider.
    if (!provider || !saved || saved.p !== type || !sameSecret(saved.s, state)) throw badRequest(SOCIAL_MESSAGES.failed, 'OAUTH_STATE');
    let profile;
    try {
      profile = await provider.fetchProfile(code, saved.v);
    } catch (error) {
      request.log.warn({ err: error, provider: type }, 'social sign-in exchange failed');
      throw badRequest(SOCIAL_MESSAGES.failed, 'OAUTH_EXCHANGE');
    }
    if (saved.c) return connectIdentity(app, saved.c, type, profile, meta(request));
    const org = await resolveOrg(app.db, saved.o);
    return signInWithSocialProfile(app, org, type, profile, { source: saved.src, utmCampaign: saved.utm, ...meta(request) });
  }

  app.get(
    '/api/auth/oauth/:provider',
    {
      config: ipLimit(app, LIMITS.social.ip),
      schema: {
        tags: ['auth'],
        summary: 'Start social sign-in: redirects to the provider with state (and PKCE for Google)',
        description:
          'Sets a signed httpOnly oauth_state cookie (10 minutes). The provider returns to /auth/login?social=google|facebook ' +
          'or /linkedin (spec §2), whose page posts code and state to POST /api/auth/login. 404 when the provider is not configured.',
        params: z.object({ provider: z.enum(SOCIAL_PROVIDERS) }),
        querystring: z.object({
          org: z.string().max(40).optional(),
          source: z.string().max(100).optional(),
          utm_campaign: z.string().max(100).optional(),
        }),
      },
    },
    async (request, reply) => {
      const provider = providers[request.params.provider];
      if (!provider) throw new AppError(404, 'This sign-in method is not available.', 'PROVIDER_OFF');
      const org = request.query.org ? (await resolveOrg(app.db, request.query.org)).code : null;
      const { state, verifier, url } = await provider.begin();
      const saved: OAuthState = { p: provider.name, s: state, v: verifier, o: org, src: request.query.source ?? null, utm: request.query.utm_campaign ?? null };
      reply.setCookie(OAUTH_COOKIE, JSON.stringify(saved), {
        path: OAUTH_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.publicUrl.startsWith('https://'),
        maxAge: 600,
        signed: true,
      });
      return reply.redirect(url.toString());
    },
  );

  app.get(
    '/api/auth/providers',
    {
      schema: { tags: ['auth'], summary: 'Which social sign-in providers are configured (their buttons are hidden otherwise)', response: { 200: ZProvidersResponse } },
    },
    async () => ({ status: true as const, data: { google: !!providers.google, facebook: !!providers.facebook, linkedin: !!providers.linkedin } }),
  );

  app.post(
    '/api/auth/register',
    {
      config: ipLimit(app, LIMITS.register.ip),
      schema: {
        tags: ['auth'],
        summary: 'Sign up (spec §3 Register): e-mails a link that confirms the address, creates the account and signs in',
        description:
          'Always answers 200 with the same message: for an address that already has an account, its owner is e-mailed ' +
          'instead (no account enumeration). The account exists once the link is confirmed through POST /api/auth/login ' +
          '{type:"magic", token}. utm_campaign and source (the :source of /auth/register/:source) are kept on the account.',
        body: ZRegisterBody,
        response: { 200: ZMessageOnly },
      },
    },
    async (request) => {
      await registerAccount.hit(request, request.body.email);
      const org = await resolveOrg(app.db, request.body.org);
      register(app, org, request.body, languageOf(request));
      return { status: true as const, message: MESSAGES.signupSent };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      preHandler: app.optionalCandidate,
      schema: { tags: ['auth'], summary: 'Sign out: revokes the session at once and clears the username cookie', response: { 200: ZMessageOnly } },
    },
    async (request, reply) => {
      if (request.user) await revokeSession(app.db, request.user.sessionId);
      clearUsernameCookie(reply, app.config);
      return { status: true as const, message: 'You have been signed out.' };
    },
  );

  app.post(
    '/api/auth/logout-everywhere',
    {
      preHandler: app.requireCandidate,
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere (secured): ends every session of the account and spends its open e-mailed links and codes',
        security: [{ bearer: [] }],
        response: { 200: ZMessageOnly },
      },
    },
    async (request, reply) => {
      await signOutEverywhere(app, request.user!.candidateId);
      clearUsernameCookie(reply, app.config);
      return { status: true as const, message: 'You have been signed out on every device.' };
    },
  );

  const ZEmailBody = z.object({ email: z.string().max(320) });

  app.post(
    '/api/auth/validateEmailAddress',
    {
      config: ipLimit(app, LIMITS.emailCheck.ip),
      schema: {
        tags: ['auth'],
        summary: 'Is this address deliverable? (spec §7) Syntax, then a DNS MX/A lookup when EMAIL_DELIVERABILITY=dns',
        description: 'An unreachable or slow resolver never makes an address undeliverable; only a definite "no such domain" does.',
        body: ZEmailBody,
        response: { 200: ZDeliverableResponse },
      },
    },
    async (request) => ({ status: true as const, data: { isDeliverable: await emailChecker.isDeliverable(request.body.email) } }),
  );

  app.post(
    '/api/auth/checkEmailAvailability',
    {
      config: ipLimit(app, LIMITS.emailCheck.ip),
      schema: {
        tags: ['auth'],
        summary: 'Availability check of the sign-up e-mail field',
        description:
          'isAvailable is true when the address can be used to sign up, i.e. it is deliverable. It deliberately does NOT say ' +
          'whether an account exists: sign-up itself does not reveal that (the owner of an existing address is e-mailed), ' +
          'and this check must not reveal more than sign-up does (security.md item 2).',
        body: ZEmailBody,
        response: { 200: ZAvailabilityResponse },
      },
    },
    async (request) => {
      const isDeliverable = await emailChecker.isDeliverable(request.body.email);
      return { status: true as const, data: { isDeliverable, isAvailable: isDeliverable } };
    },
  );

  await app.register(resetRoutes);
};
export default routes;
