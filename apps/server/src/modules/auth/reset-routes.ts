// Password reset of spec §4 (request code → verify code → new password) and change password (spec §2/§3).
import { AUTH_MESSAGES, ZEmail, ZNewPasswordValue, ZOtp, changePasswordForm } from '@portal/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageAnswer, ZApiError } from '../../lib/contract';
import { AppError } from '../../lib/errors';
import { chosenLanguage } from '../../lib/language';
import { signInPathOf } from '@portal/shared/domain/boards';
import type { TBrand } from '@portal/shared/schemas/org';
import { escapeHtml } from '../../mail/escape';
import { orgDirectory } from '../orgs/repository';
import { resolveOrg } from './accounts';
import { setUsernameCookie } from './cookies';
import { accountLimiter, ipLimit, LIMITS } from './limits';
import { ZMessageOnly, ZSessionResponse } from './schemas';
import { changePassword, confirmPasswordChange, MESSAGES, requestReset, setNewPassword, verifyResetCode } from './service';

const ZOrgCode = z.string().trim().max(40).optional();

/** The reset code page carries the address from the request step; without it the code cannot be matched to an account. */
export const VERIFY_EMAIL_MISSING = 'The e-mail address the code was sent to is missing. Please request a new code.';

const routes: FastifyPluginAsyncZod = async (app) => {
  // The confirm page wears the brand its link names (`board`, decision 034), like the app's pages: never the Host's.
  const directory = orgDirectory(app.db, app.versions);
  const brandOf = (url: string) => directory.brandForPath(url).catch(() => null);
  const resetAccount = accountLimiter(app, 'reset', LIMITS.reset.account);
  const verifyAccount = accountLimiter(app, 'verify', LIMITS.verify.account);

  app.post(
    '/api/auth/reset-password',
    {
      config: ipLimit(app, LIMITS.reset.ip),
      schema: {
        tags: ['auth'],
        summary: 'Request a password reset code by e-mail (spec §4, §7)',
        description: 'Always answers the same message. A new code voids the previous one; a code lives 10 minutes.',
        body: z.object({ email: ZEmail, org: ZOrgCode }),
        response: { 200: ZMessageOnly },
      },
    },
    async (request) => {
      await resetAccount.hit(request, request.body.email);
      requestReset(app, await resolveOrg(app.db, request.body.org), request.body.email);
      return { status: true as const, message: MESSAGES.resetSent };
    },
  );

  app.post(
    '/api/auth/reset-password-verify',
    {
      config: ipLimit(app, LIMITS.verify.ip),
      schema: {
        tags: ['auth'],
        summary: 'Verify the e-mailed reset code (spec §7: form-encoded code, org, otp)',
        description:
          'Form-encoded (JSON also accepted). otp is the 6-digit code from the e-mail; code and org name the organisation ' +
          '(org code; either may be given); email is the address the code was sent to. Answers a reset grant (data.resetToken, ' +
          'single use, 10 minutes) for POST /api/auth/new-password. A code works once; after 5 wrong tries it is void.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        // spec §7 sends code, org and otp; the e-mail is required as well, binding the code to one account (decision 013).
        body: z.object({
          email: z.string({ error: VERIFY_EMAIL_MISSING }).trim().min(1, { error: VERIFY_EMAIL_MISSING }).pipe(ZEmail),
          otp: ZOtp,
          code: ZOrgCode,
          org: ZOrgCode,
        }),
        response: { 200: z.object({ status: z.literal(true), data: z.object({ resetToken: z.string() }) }) },
      },
    },
    async (request) => {
      const { email, otp, code, org } = request.body;
      await verifyAccount.check(request, email);
      try {
        const resetToken = await verifyResetCode(app, await resolveOrg(app.db, org || code), email, otp);
        return { status: true as const, data: { resetToken } };
      } catch (error) {
        if (error instanceof AppError && error.code === 'CODE_INVALID') await verifyAccount.fail(request, email);
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/new-password',
    {
      config: ipLimit(app, LIMITS.verify.ip),
      schema: {
        tags: ['auth'],
        summary: 'Set the new password with the reset grant (spec §3 Reset: newpas, retypepas)',
        description: 'Ends every session of the account at once. Then sign in with the new password.',
        body: z
          .object({ resetToken: z.string().min(1).max(200), newpas: ZNewPasswordValue, retypepas: z.string().max(200) })
          .refine((v) => v.newpas === v.retypepas, { path: ['retypepas'], message: AUTH_MESSAGES.passwordsMustMatch }),
        response: { 200: ZMessageOnly },
      },
    },
    async (request) => {
      await setNewPassword(app, request.body.resetToken, request.body.newpas);
      return { status: true as const, message: MESSAGES.passwordReset };
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      config: ipLimit(app, LIMITS.changePassword.ip),
      preHandler: app.requireCandidate,
      schema: {
        tags: ['auth'],
        summary: 'Change password (secured; spec §3): oldPassword required when the account has a password',
        description:
          'With a password: checks oldPassword, ends every session and answers a fresh session for this device (data). ' +
          'Without one (account made by link or social sign-in): e-mails a link that confirms the new password; data is null.',
        security: [{ bearer: [] }],
        body: changePasswordForm(false),
        response: { 200: z.union([ZSessionResponse, z.object({ status: z.literal(true), message: z.string(), data: z.null() })]) },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const result = await changePassword(app, user.candidateId, request.body, { userAgent: request.headers['user-agent'], language: chosenLanguage(request) });
      if (result.kind === 'emailed') return { status: true as const, message: MESSAGES.passwordChangeSent, data: null };
      setUsernameCookie(reply, app.config, result.session.expiresAt);
      const { expiresAt: _expiresAt, ...data } = result.session;
      return { status: true as const, message: MESSAGES.passwordChanged, data };
    },
  );

  // The e-mailed confirmation of a first password: GET only shows the form (mail scanners prefetch links); the POST
  // applies it with the new password typed again (security.md item 3).
  const ZToken = z.object({ token: z.string().min(1).max(200) });
  const form = (brand: TBrand | null, token: string, error?: string) =>
    page(
      brand,
      'Confirm your new password',
      `${error ? `<p role="alert" class="error">${escapeHtml(error)}</p>` : ''}<p>Type the new password you chose again to start signing in with it.</p>
<form method="post" action="/api/auth/confirm-password${brand?.board ? `?board=${escapeHtml(brand.board)}` : ''}"><input type="hidden" name="token" value="${escapeHtml(token)}">
<label for="password">New password</label><input id="password" name="password" type="password" autocomplete="new-password" required maxlength="200" autofocus>
<button type="submit">Confirm my new password</button></form>`,
    );
  app.get(
    '/api/auth/confirm-password',
    { schema: { tags: ['auth'], summary: 'Confirm page of a new password (e-mailed link); does not use the link', querystring: ZToken, response: { 200: pageAnswer('The page') } } },
    async (request, reply) => {
      reply.headers(app.documentHeaders).type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      return form(await brandOf(request.url), request.query.token);
    },
  );
  app.post(
    '/api/auth/confirm-password',
    {
      config: ipLimit(app, LIMITS.verify.ip),
      schema: {
        tags: ['auth'],
        summary: 'Apply the confirmed new password (form-encoded from the confirm page, or JSON)',
        description: 'password is the new password typed again; a wrong one counts as a try (the link dies after 5).',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: ZToken.extend({ password: z.string().max(200).optional() }),
        response: {
          200: pageAnswer('A form post: the page that says so; JSON: the message', ZMessageOnly),
          400: pageAnswer('A form post: the page again with what was wrong; JSON: the error', ZApiError),
        },
      },
    },
    async (request, reply) => {
      const html = !String(request.headers['content-type'] ?? '').includes('json');
      const brand = html ? await brandOf(request.url) : null;
      try {
        await confirmPasswordChange(app, request.body.token, request.body.password || undefined);
      } catch (error) {
        if (!html || !(error instanceof AppError)) throw error;
        reply.code(400).headers(app.documentHeaders).type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
        if (error.code === 'LINK_INVALID') return reply.send(page(brand, 'Link not valid', `<p>${escapeHtml(error.message)}</p>`));
        return reply.send(form(brand, request.body.token, error.message));
      }
      if (!html) return { status: true as const, message: MESSAGES.passwordConfirmed };
      return reply
        .headers(app.documentHeaders)
        .type('text/html; charset=utf-8')
        .send(page(brand, 'Password set', `<p>${escapeHtml(MESSAGES.passwordConfirmed)}</p><p><a href="${escapeHtml(signInPathOf(brand?.board))}">Sign in</a></p>`));
    },
  );
};
export default routes;

function page(brand: TBrand | null, title: string, body: string): string {
  const name = brand ? escapeHtml(brand.name) : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}${name ? ` · ${name}` : ''}</title>
<style>body{font-family:'Open Sans',system-ui,sans-serif;max-width:480px;margin:4rem auto;padding:0 1rem;color:#1f2933}
button{background:#1565c0;color:#fff;border:0;border-radius:6px;padding:.75rem 1.5rem;font-size:1rem;cursor:pointer}
.brand{font-size:1.25rem;font-weight:700;margin:0 0 1rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}input{display:block;width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;margin-bottom:1rem;border:1px solid #52606d;border-radius:4px}
:focus-visible{outline:3px solid #0b5cad;outline-offset:2px}.error{color:#b00020;font-weight:600}</style>
</head><body>${name ? `<p class="brand">${name}</p>` : ''}<h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}
