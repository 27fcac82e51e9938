// The contact form of spec §3/§5: e-mails the agency's support address through the durable queue (app.queue), so a
// message survives a restart or an SMTP outage and is retried. Rate limited per client address and per e-mail.
import { CONTACT_MESSAGES, ZContactBody } from '@portal/shared/schemas/support';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderMail } from '../../mail/layout';
import { agencyWords } from '../../mail/texts';
import { findOrgById, withBoard } from '../orgs/repository';
import { resolveOrg } from '../auth/accounts';

export const CONTACT_TASK = 'support.contact';

export function registerContactTask(app: FastifyInstance): void {
  app.queue.register(CONTACT_TASK, async (payload) => {
    const found = await findOrgById(app.db, String(payload.orgId));
    if (!found) return;
    const org = await withBoard(app, found);
    const fullName = String(payload.fullName);
    const email = String(payload.email);
    // To the agency's support address: in English, the agency's language (decision 042).
    const words = agencyWords('support.contact', { org: org.name, fullName, email, phone: String(payload.phone), description: String(payload.description), signedIn: Boolean(payload.signedIn) });
    const mail = renderMail(org, app.config.publicUrl, 'en', words);
    await app.mailer.send({ kind: 'support.contact', to: org.supportEmail, fromName: org.name, replyTo: email, ...mail });
  });
}

const routes: FastifyPluginAsyncZod = async (app) => {
  registerContactTask(app);
  const perIp = app.limiter('contact-ip', { max: 5, timeWindow: '1 hour' });
  const perEmail = app.limiter('contact-email', { max: 3, timeWindow: '1 hour' });

  app.post(
    '/api/support/contact',
    {
      preHandler: app.optionalCandidate,
      schema: {
        tags: ['support'],
        summary: "Contact form (spec §3/§5): e-mails the agency's support address",
        description:
          'fullName 1 to 25 letters, a valid email, description 1 to 500 characters, phone required and valid. The organisation is ' +
          "the signed-in candidate's, else the org code sent, else the agency's own. At most 5 messages an hour from one address (429).",
        body: ZContactBody,
        response: { 200: z.object({ status: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      const body = request.body;
      await perIp.hit(request.ip);
      await perEmail.hit(body.email.toLowerCase());
      const org = request.user ? await findOrgById(app.db, request.user.orgId) : await resolveOrg(app.db, body.org);
      if (!org) throw new Error('organisation missing');
      await app.queue.enqueue(CONTACT_TASK, {
        orgId: org.id,
        fullName: body.fullName,
        email: body.email,
        phone: body.phone,
        description: body.description,
        signedIn: !!request.user,
      });
      return { status: true as const, message: CONTACT_MESSAGES.sent };
    },
  );
};
export default routes;
