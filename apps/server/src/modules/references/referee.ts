// The referee's side (public, no account): the page under /verify-references opens the invitation with the token of
// the e-mailed link and sends the answer once. Both are POSTs carrying the token in the body, so the secret stays out
// of URLs and logs, and a mail scanner fetching the link (the page itself) neither opens nor spends it.
import { candidateNotice } from '../../lib/candidate-notices';
import { REFERENCE_MESSAGES, ZRefereeAnswer, ZRefereeInvitation, type TRefereeAnswer } from '@portal/shared/schemas/references';
import { ok } from '@portal/shared/api';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { candidateReferences, candidates, organizations } from '../../db/schema/index';
import { agencyEvent } from '../../lib/agency-events';
import { AppError } from '../../lib/errors';
import { publishToCandidate } from '../../lib/realtime';
import { referenceAnswerPlace } from '../application/sealed';
import { cipherOf } from '../application/service';
import { shownCandidateName, tokenHash } from './mail';

const gone = () => new AppError(410, REFERENCE_MESSAGES.linkInvalid, 'LINK_INVALID');

/** The link's reference while it can still be answered: this hash, unanswered, unexpired. */
const openLink = (token: string) =>
  and(
    eq(candidateReferences.tokenHash, tokenHash(token)),
    isNull(candidateReferences.outcome),
    inArray(candidateReferences.status, ['requested', 'opened']),
    gt(candidateReferences.linkExpiresAt, new Date()),
  );

export async function openInvitation(app: FastifyInstance, token: string) {
  const [row] = await app.db
    .select({ ref: candidateReferences, firstName: candidates.firstName, lastName: candidates.lastName, org: organizations })
    .from(candidateReferences)
    .innerJoin(candidates, eq(candidates.id, candidateReferences.candidateId))
    .innerJoin(organizations, eq(organizations.id, candidateReferences.orgId))
    .where(openLink(token));
  if (!row) throw gone();
  if (row.ref.status === 'requested') {
    const [opened] = await app.db
      .update(candidateReferences)
      .set({ status: 'opened', openedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(candidateReferences.id, row.ref.id), eq(candidateReferences.status, 'requested'), isNull(candidateReferences.outcome)))
      .returning({ id: candidateReferences.id });
    if (opened) await publishToCandidate(app, row.ref.candidateId, { type: 'reference.updated', referenceId: row.ref.id });
  }
  return {
    candidateName: shownCandidateName(row.firstName, row.lastName),
    agency: row.org.name,
    agencyLogo: row.org.logo,
    supportEmail: row.org.supportEmail,
    refereeName: `${row.ref.salutation} ${row.ref.firstName} ${row.ref.lastName}`,
    companyName: row.ref.companyName,
    referenceIsOrWasMy: row.ref.referenceIsOrWasMy,
    workTogetherFrom: row.ref.workTogetherFrom,
    workTogetherTo: row.ref.workTogetherTo,
    referenceJobTitleWhenWorkingWithMe: row.ref.jobTitle,
    expiresAt: row.ref.linkExpiresAt!.toISOString(),
  };
}

/**
 * Records the answer and spends the link in one UPDATE ... WHERE outcome IS NULL ... RETURNING: of parallel answers
 * exactly one lands. The audit fields: who answered (name, title), when, by which method, from which verified address.
 */
export async function recordAnswer(app: FastifyInstance, answer: z.output<typeof ZRefereeAnswer>, meta: { ip: string; userAgent: string }) {
  const { token, outcome, answeredByName, answeredByTitle, ...rest } = answer;
  // The answer is encrypted for its place (the candidate's reference row), which the link names.
  const [target] = await app.db
    .select({ id: candidateReferences.id, candidateId: candidateReferences.candidateId })
    .from(candidateReferences)
    .where(openLink(token));
  if (!target) throw gone();
  const cipher = cipherOf(app);
  const now = new Date();
  const [row] = await app.db
    .update(candidateReferences)
    .set({
      status: outcome === 'declined' ? 'declined' : 'completed',
      outcome,
      answer: cipher.encrypt(rest, referenceAnswerPlace(target.candidateId, target.id)),
      answeredAt: now,
      answeredByName,
      answeredByTitle,
      verifiedEmail: sql`${candidateReferences.email}`,
      answerMethod: 'web form (e-mailed link)',
      answeredIp: meta.ip.slice(0, 64),
      answeredUserAgent: meta.userAgent.slice(0, 300),
      tokenHash: null,
      updatedAt: now,
    })
    .where(and(eq(candidateReferences.id, target.id), openLink(token)))
    .returning({ id: candidateReferences.id, candidateId: candidateReferences.candidateId, orgId: candidateReferences.orgId, status: candidateReferences.status });
  if (!row) throw gone();
  // That it was answered, never what (the answers and the referee's details are read through the API).
  await agencyEvent(app.db, { type: 'reference.completed', orgId: row.orgId, data: { candidateId: row.candidateId, referenceId: row.id, status: row.status } });
  await candidateNotice(app.db, { kind: 'reference.answered', referenceId: row.id });
  await publishToCandidate(app, row.candidateId, { type: 'reference.updated', referenceId: row.id });
}

const ZToken = z.object({ token: z.string({ error: REFERENCE_MESSAGES.linkInvalid }).min(1, REFERENCE_MESSAGES.linkInvalid).max(200, REFERENCE_MESSAGES.linkInvalid) });

const routes: FastifyPluginAsyncZod = async (app) => {
  // Per client address: a guessed link is 256 bits, so this only keeps a scanner from wasting the server's time.
  const limit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.post(
    '/api/reference/verify/open',
    {
      config: limit,
      schema: {
        tags: ['references'],
        summary: "The referee's page: who asks and why, for the token of the e-mailed link (public)",
        description: 'Marks the request opened; does not spend the link. 410 when the link expired, was replaced or was answered.',
        body: ZToken,
        errors: [410],
        response: { 200: ok(ZRefereeInvitation) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data: await openInvitation(app, request.body.token) };
    },
  );

  app.post(
    '/api/reference/verify',
    {
      config: limit,
      schema: {
        tags: ['references'],
        summary: "The referee's answer (public): a reference with the twelve answers, HR dates only, or declined",
        description: 'Spends the link in one atomic step; a second answer, an expired or replaced link is 410.',
        body: ZRefereeAnswer,
        errors: [409, 410],
        response: { 200: z.object({ status: z.literal(true), message: z.string() }) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      await recordAnswer(app, request.body, { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') });
      return { status: true as const, message: REFERENCE_MESSAGES.answered };
    },
  );
};
export default routes;
export type { TRefereeAnswer };
