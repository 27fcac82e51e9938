// spec §7 GET /api/auth/recruiters/{org} (the agency's recruiters) and choosing one (POST /api/candidate/recruiter).
import { ok } from '@portal/shared/api';
import { ZChooseRecruiterBody, ZRecruiter, ZRecruiterList } from '@portal/shared/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addDashboardSource } from '../../lib/dashboard';
import { setApplicationRecruiter } from '../application/service';
import { notFound } from '../../lib/errors';
import { RECRUITER_CHOICE_LIMIT, RECRUITER_MESSAGES, chooseRecruiter, chosenRecruiter, listRecruiters, orgIdByCode, recruiterSource, registerRecruiterMail } from './repository';

const routes: FastifyPluginAsyncZod = async (app) => {
  registerRecruiterMail(app);
  addDashboardSource(app, recruiterSource);

  app.get(
    '/api/auth/recruiters/:org',
    {
      preHandler: app.optionalCandidate,
      schema: {
        tags: ['recruiters'],
        summary: "The organisation's recruiters (name, photo, phone, e-mail, specialties, states)",
        description: 'Public. With a session of that organisation, chosenId names the recruiter the candidate chose.',
        params: z.object({ org: z.string().trim().min(1).max(64) }),
        response: { 200: ok(ZRecruiterList) },
      },
    },
    async (request) => {
      const orgId = await orgIdByCode(app.db, request.params.org);
      if (!orgId) throw notFound(RECRUITER_MESSAGES.unknownOrg);
      const user = request.user;
      const chosen = user && user.orgId === orgId ? await chosenRecruiter(app.db, user.candidateId) : null;
      return { status: true as const, data: { recruiters: await listRecruiters(app.db, orgId), chosenId: chosen?.id ?? null } };
    },
  );

  app.post(
    '/api/candidate/recruiter',
    {
      preHandler: [app.requireCandidate, app.candidateLimit('recruiter-choice', RECRUITER_CHOICE_LIMIT)],
      schema: {
        tags: ['recruiters'],
        summary: 'Choose or change my recruiter (one of my organisation’s); the recruiter is told by e-mail',
        description: 'Every change is saved; the chosen recruiter is e-mailed at most once an hour per candidate (a later change within the hour is told when it is over).',
        security: [{ bearer: [] }],
        body: ZChooseRecruiterBody,
        errors: [404],
        response: { 200: ok(ZRecruiter.extend({ chosenAt: z.string() })) },
      },
    },
    async (request) => {
      const user = request.user!;
      const { recruiter, changed } = await chooseRecruiter(app, user, request.body.recruiterId);
      // One record: the application's "Your recruiter" follows the choice.
      if (changed) await setApplicationRecruiter(app, user.candidateId, recruiter.name);
      return { status: true as const, message: RECRUITER_MESSAGES.chosen, data: recruiter };
    },
  );
};
export default routes;
