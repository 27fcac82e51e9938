// spec §3 UserData (GET /api/candidate/profile → data.data: the references as GET /api/reference/get-reference lists them) and spec §7 POST /api/candidate/update (the specialty
// picker's save: "updated Successfully", spec §8).
import { ZCandidateUpdateBody, type TUserData } from '@portal/shared/application/contract';
import { CANDIDATE_SPECIALTY_VALUES, pctFlagForRole } from '@portal/shared/application/specialties';
import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { candidates } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/errors';
import { listReferences, toApi } from '../references/service';
import { listForProfile } from '../skills/checklists';
import { latestResume, loadApplicationDetails } from './service';

export const UPDATE_MESSAGES = {
  updated: 'updated Successfully',
  unknownSpecialty: 'Please select specialties from the list.',
} as const;

const KNOWN = new Set(CANDIDATE_SPECIALTY_VALUES);

/**
 * The role the candidate gave: the application's personal information (not an encrypted field), else the newest quick
 * application added to the account; null when neither says. One statement.
 */
async function candidateRole(db: Db, candidateId: string): Promise<string | null> {
  const result = await db.execute(sql`SELECT coalesce(
      (SELECT nullif(data->>'role', '') FROM application_sections WHERE candidate_id = ${candidateId}::uuid AND section = 'personalInfo'),
      (SELECT nullif(data->>'role', '') FROM quick_applications WHERE candidate_id = ${candidateId}::uuid ORDER BY claimed_at DESC NULLS LAST LIMIT 1)
    ) AS role`);
  const role = (result as unknown as { rows: Array<{ role: unknown }> }).rows[0]?.role;
  return typeof role === 'string' ? role : null;
}

export async function userData(app: FastifyInstance, candidateId: string): Promise<TUserData> {
  const [candidate] = await app.db.select({ email: candidates.email, orgId: candidates.orgId, specialties: candidates.specialties }).from(candidates).where(eq(candidates.id, candidateId));
  if (!candidate) throw notFound();
  const now = new Date();
  const [details, resume, references, checklists, role] = await Promise.all([
    loadApplicationDetails(app.db, candidateId),
    latestResume(app.db, candidateId),
    listReferences(app.db, { candidateId, orgId: candidate.orgId }),
    listForProfile(app.db, candidateId),
    candidateRole(app.db, candidateId),
  ]);
  return {
    applicationDetails: details,
    resume,
    specialties: candidate.specialties ?? [],
    email: candidate.email,
    skillsChecklist: checklists,
    references: references.map((r) => toApi(r, now)),
    isPCT: pctFlagForRole(role),
  };
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/candidate/update',
    {
      preHandler: app.requireCandidate,
      schema: {
        tags: ['application'],
        summary: "Update the candidate's specialties (spec §7: email, org, specialties); the session decides who",
        description:
          'At least one specialty, each from the one list of candidate specialties (the one quick apply offers) or already the candidate’s. ' +
          'email and org are ignored: the session names the candidate.',
        security: [{ bearer: [] }],
        body: ZCandidateUpdateBody,
        response: { 200: z.object({ status: z.literal(true), message: z.string(), data: z.object({ specialties: z.array(z.string()) }) }) },
      },
    },
    async (request) => {
      const values = [...new Set(request.body.specialties.map((s) => (typeof s === 'string' ? s : s.value).trim()))];
      // A value kept from before the list was one (an earlier quick apply's) may stay; a new one comes from the list.
      const [stored] = await app.db.select({ specialties: candidates.specialties }).from(candidates).where(eq(candidates.id, request.user!.candidateId));
      const had = new Set(stored?.specialties ?? []);
      if (values.some((v) => !KNOWN.has(v) && !had.has(v))) throw badRequest(UPDATE_MESSAGES.unknownSpecialty, 'SPECIALTY');
      await app.db.update(candidates).set({ specialties: values, updatedAt: new Date() }).where(eq(candidates.id, request.user!.candidateId));
      return { status: true as const, message: UPDATE_MESSAGES.updated, data: { specialties: values } };
    },
  );
};
export default routes;
