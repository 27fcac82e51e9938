// The agency API, `/api/agency/v1` (decision 033): an organisation's systems (ATS, VMS sync) read its candidates and
// write submissions' statuses, offers and jobs with a key made by `portal agency:key`. Every call: `Authorization:
// Bearer cpk_live_...` (401 without a live key), the key's scopes (403), its organisation only (404 for any other
// organisation's ids), a budget per key (429). Reads of sensitive answers, documents and PDFs are logged for the
// candidate (reads.ts).
import {
  type AgencyScope,
  ZAgencyCandidateDetailResponse,
  ZAgencyCandidatesQuery,
  ZAgencyCandidatesResponse,
  ZAgencyChecklistsResponse,
  ZAgencyDocumentsResponse,
  ZAgencyJobResponse,
  ZAgencyOfferBody,
  ZAgencyOfferResponse,
  ZAgencyReferencesResponse,
  ZAgencySubmissionPatch,
  ZAgencySubmissionResponse,
  ZAgencySubmissionsResponse,
} from '@portal/shared/schemas/agency';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documents } from '../../db/schema/index';
import { answers, DOCUMENT_TYPES, fileAnswer } from '../../lib/contract';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { publishToCandidate } from '../../lib/realtime';
import { attachmentDisposition } from '../../lib/uploads';
import { documentBytes } from '../application/files';
import { renderPacket } from '../application/packet';
import { listDocuments } from '../application/service';
import { closeJob, putJob } from '../jobs/import';
import { listCandidateSubmissions, setSubmissionStatus } from '../jobs/submissions';
import { renderReferencePdf } from '../references/pdf';
import { listForProfile } from '../skills/checklists';
import { listTestResults, renderChecklistPdf, renderTestResultPdf } from '../skills/pdf';
import { finishedAttempt } from '../skills/tests';
import { agencyApplication, agencyCandidate, agencyReferences, assertReferenceOf, listAgencyCandidates } from './candidates';
import { type AgencyKey, findAgencyKey } from './keys';
import { logAgencyRead } from './reads';
import { recordAgencyOffer } from './writes';

declare module 'fastify' {
  interface FastifyRequest {
    agencyKey: AgencyKey | null;
  }
}

const PREFIX = '/api/agency/v1';
const tags = ['Agency'];
const PDF_ANSWER = fileAnswer(['application/pdf'], 'The PDF');
const security = [{ agencyKey: [] }];
const ZCandidateParams = z.object({ id: z.string().max(64) });
const ZDocParams = ZCandidateParams.extend({ docId: z.string().max(64) });
const ZRefParams = ZCandidateParams.extend({ refId: z.string().max(64) });
const ZItemParams = ZCandidateParams.extend({ itemId: z.string().max(64) });
const ZPositionParams = z.object({ positionId: z.string().trim().min(1, 'Position_ID is required.').max(64, 'Position_ID is at most 64 characters.') });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const AGENCY_MESSAGES = {
  noKey: 'A valid agency API key is required: send Authorization: Bearer <key> with a key made by `portal agency:key`.',
  scope: (scope: AgencyScope) => `This key may not do that: it needs the scope ${scope}.`,
  submissionNotFound: 'This submission was not found.',
  jobNotFound: 'No job with this Position_ID.',
} as const;

/** A PDF or document as a download that no browser renders in place. */
function sendFile(reply: FastifyReply, bytes: Buffer, mime: string, filename: string) {
  return reply
    .type(mime)
    .header('Content-Disposition', attachmentDisposition(filename))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'no-store')
    .send(bytes);
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('agencyKey', null);
  const budget = app.limiter('agency-key', { max: app.config.agencyRateLimit, timeWindow: '1 minute' });

  /** onRequest (before the body is read and checked): a live key (401), within its budget (429) and with `scope` (403). */
  const key = (scope: AgencyScope) =>
    answers(
      async (request: FastifyRequest) => {
        const header = request.headers.authorization;
        const presented = header ? /^Bearer (\S+)$/.exec(header)?.[1] : undefined;
        const found = presented ? await findAgencyKey(app.db, presented) : null;
        if (!found) throw new AppError(401, AGENCY_MESSAGES.noKey, 'UNAUTHORIZED', { 'www-authenticate': 'Bearer realm="agency"' });
        await budget.hit(found.id);
        if (!found.scopes.includes(scope)) throw forbidden(AGENCY_MESSAGES.scope(scope));
        request.agencyKey = found;
      },
      401,
      403,
      429,
    );
  const read = { onRequest: key('candidates:read') };
  const keyOf = (request: FastifyRequest) => request.agencyKey!;
  /** The candidate of the key's organisation named in the path (404 for any other). */
  const candidateOf = (request: FastifyRequest<{ Params: { id: string } }>) => agencyCandidate(app.db, keyOf(request).orgId, request.params.id);
  const notify = (candidateId: string, event: Parameters<typeof publishToCandidate>[2]) => publishToCandidate(app, candidateId, event);

  app.get(
    `${PREFIX}/candidates`,
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'The organisation’s candidates, oldest change first (cursor paging; updatedSince)',
        description:
          'Each candidate with e-mail, name, status, completeness, submittedAt, recruiter, and summaries of references and checklists. ' +
          'A change is one of the account or of the application. Follow `nextCursor` until it is null; keep the last `updatedAt` for the next `updatedSince`.',
        querystring: ZAgencyCandidatesQuery,
        response: { 200: ZAgencyCandidatesResponse },
      },
    },
    async (request) => ({ status: true as const, ...(await listAgencyCandidates(app.db, keyOf(request).orgId, request.query)) }),
  );

  app.get(
    `${PREFIX}/candidates/:id`,
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'One candidate with the application',
        description:
          'Sensitive answers (SSN, TIN, date of birth, driver’s licence, health and background-check answers) are masked unless the key has candidates:sensitive; ' +
          'a read with them unmasked is shown to the candidate in their account activity.',
        params: ZCandidateParams,
        response: { 200: ZAgencyCandidateDetailResponse },
      },
    },
    async (request, reply) => {
      const candidate = await candidateOf(request);
      const sensitive = keyOf(request).scopes.includes('candidates:sensitive');
      const application = await agencyApplication(app, candidate.id, sensitive);
      if (sensitive) await logAgencyRead(app.db, keyOf(request), candidate.id, 'application');
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data: { ...candidate, application } };
    },
  );

  app.get(
    `${PREFIX}/candidates/:id/documents`,
    { ...read, schema: { tags, security, summary: 'The candidate’s documents (CV and each section’s uploads)', params: ZCandidateParams, response: { 200: ZAgencyDocumentsResponse } } },
    async (request) => ({ status: true as const, data: await listDocuments(app.db, (await candidateOf(request)).id) }),
  );

  app.get(
    `${PREFIX}/candidates/:id/documents/:docId`,
    { ...read, schema: { tags, security, summary: 'One document’s bytes (attachment; shown to the candidate in their activity)', params: ZDocParams, response: { 200: fileAnswer(DOCUMENT_TYPES, 'The document as it was stored') } } },
    async (request, reply) => {
      const candidate = await candidateOf(request);
      if (!UUID.test(request.params.docId)) throw notFound('This document was not found.');
      const [row] = await app.db
        .select()
        .from(documents)
        .where(and(eq(documents.id, request.params.docId), eq(documents.candidateId, candidate.id)));
      const bytes = row ? await documentBytes(app.config, row) : null;
      if (!row || !bytes) throw notFound('This document was not found.');
      await logAgencyRead(app.db, keyOf(request), candidate.id, 'document', row.filename);
      return sendFile(reply, bytes, row.mime, row.filename);
    },
  );

  app.get(
    `${PREFIX}/candidates/:id/packet.pdf`,
    { ...read, schema: { tags, security, summary: 'The profile packet PDF (identifiers masked; shown to the candidate in their activity)', params: ZCandidateParams, response: { 200: PDF_ANSWER } } },
    async (request, reply) => {
      const candidate = await candidateOf(request);
      const pdf = await renderPacket(app, candidate.id);
      await logAgencyRead(app.db, keyOf(request), candidate.id, 'packet');
      return sendFile(reply, pdf, 'application/pdf', 'profile-packet.pdf');
    },
  );

  app.get(
    `${PREFIX}/candidates/:id/references`,
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'The candidate’s references with the referees’ answers and their audit fields (the agency’s view; never shown to the candidate)',
        params: ZCandidateParams,
        response: { 200: ZAgencyReferencesResponse },
      },
    },
    async (request, reply) => {
      const candidate = await candidateOf(request);
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data: await agencyReferences(app, candidate.id) };
    },
  );

  app.get(
    `${PREFIX}/candidates/:id/references/:refId.pdf`,
    { ...read, schema: { tags, security, summary: 'A completed reference as a PDF with its audit fields', params: ZRefParams, response: { 200: PDF_ANSWER } } },
    async (request, reply) => {
      const candidate = await candidateOf(request);
      await assertReferenceOf(app.db, candidate.id, request.params.refId);
      const { pdf, filename } = await renderReferencePdf(app.db, app.config.secrets, request.params.refId);
      return sendFile(reply, pdf, 'application/pdf', filename);
    },
  );

  app.get(
    `${PREFIX}/candidates/:id/checklists`,
    {
      ...read,
      schema: { tags, security, summary: 'The candidate’s skills checklists and finished test attempts', params: ZCandidateParams, response: { 200: ZAgencyChecklistsResponse } },
    },
    async (request) => {
      const candidate = await candidateOf(request);
      const [checklists, tests] = await Promise.all([listForProfile(app.db, candidate.id), listTestResults(app.db, candidate.id)]);
      return { status: true as const, data: { checklists, tests: tests.map(({ passMark: _p, questionCount: _q, ...test }) => test) } };
    },
  );

  app.get(
    `${PREFIX}/candidates/:id/checklists/:itemId.pdf`,
    { ...read, schema: { tags, security, summary: 'A signed checklist as a PDF (shown to the candidate in their activity)', params: ZItemParams, response: { 200: PDF_ANSWER } } },
    async (request, reply) => {
      const candidate = await candidateOf(request);
      if (!UUID.test(request.params.itemId)) throw notFound('This checklist was not found.');
      const { pdf, filename } = await renderChecklistPdf(app, candidate.id, request.params.itemId);
      await logAgencyRead(app.db, keyOf(request), candidate.id, 'checklist', filename);
      return sendFile(reply, pdf, 'application/pdf', filename);
    },
  );

  app.get(
    `${PREFIX}/candidates/:id/tests/:itemId.pdf`,
    { ...read, schema: { tags, security, summary: 'A finished test attempt as a PDF (shown to the candidate in their activity)', params: ZItemParams, response: { 200: PDF_ANSWER } } },
    async (request, reply) => {
      const candidate = await candidateOf(request);
      if (!UUID.test(request.params.itemId)) throw notFound('This test result was not found.');
      const finished = await finishedAttempt(app.db, candidate.id, request.params.itemId);
      const { pdf, filename } = await renderTestResultPdf(app.db, finished);
      await logAgencyRead(app.db, keyOf(request), candidate.id, 'test', finished.test.name);
      return sendFile(reply, pdf, 'application/pdf', filename);
    },
  );

  app.get(
    `${PREFIX}/candidates/:id/submissions`,
    { ...read, schema: { tags, security, summary: 'The candidate’s submissions to the organisation’s jobs, newest first', params: ZCandidateParams, response: { 200: ZAgencySubmissionsResponse } } },
    async (request) => {
      const candidate = await candidateOf(request);
      return { status: true as const, data: await listCandidateSubmissions(app.db, candidate.id, keyOf(request).orgId) };
    },
  );

  app.patch(
    `${PREFIX}/submissions/:id`,
    {
      onRequest: key('submissions:write'),
      schema: {
        tags,
        security,
        summary: 'Set where a submission stands (the candidate sees it at once)',
        params: ZCandidateParams,
        body: ZAgencySubmissionPatch,
        response: { 200: ZAgencySubmissionResponse },
      },
    },
    async (request) => {
      if (!UUID.test(request.params.id)) throw notFound(AGENCY_MESSAGES.submissionNotFound);
      const done = await setSubmissionStatus(app.db, notify, request.params.id, request.body.status, keyOf(request).orgId);
      if (!done) throw notFound(AGENCY_MESSAGES.submissionNotFound);
      return { status: true as const, data: { id: done.id, candidateId: done.candidateId, status: done.status } };
    },
  );

  app.post(
    `${PREFIX}/candidates/:id/offers`,
    {
      onRequest: key('submissions:write'),
      schema: {
        tags,
        security,
        summary: 'Record an offer made to the candidate: their health-status section opens; a submission named is set to offered',
        params: ZCandidateParams,
        body: ZAgencyOfferBody,
        response: { 200: ZAgencyOfferResponse },
      },
    },
    async (request) => {
      const candidate = await candidateOf(request);
      const submissionId = await recordAgencyOffer(app.db, keyOf(request).orgId, candidate.id, request.body?.submissionId ?? null, notify);
      return { status: true as const, data: { candidateId: candidate.id, offerRecorded: true as const, submissionId } };
    },
  );

  app.put(
    `${PREFIX}/jobs/:positionId`,
    {
      onRequest: key('jobs:write'),
      schema: {
        tags,
        security,
        summary: 'Add or change the organisation’s job with this Position_ID',
        description: 'The body is one job with the fields of a `portal jobs:import` row (Position_Name, Modality, Submodality, Shift, City, State, Zip, ...), checked by the same rules.',
        params: ZPositionParams,
        body: z.record(z.string(), z.unknown(), { error: 'Send the job as a JSON object of its fields.' }),
        response: { 200: ZAgencyJobResponse },
      },
    },
    async (request) => ({ status: true as const, data: await putJob(app.db, keyOf(request).orgId, request.params.positionId, request.body) }),
  );

  app.delete(
    `${PREFIX}/jobs/:positionId`,
    {
      onRequest: key('jobs:write'),
      schema: { tags, security, summary: 'Close the organisation’s job with this Position_ID (no new submissions)', params: ZPositionParams, response: { 200: ZAgencyJobResponse } },
    },
    async (request) => {
      const closed = await closeJob(app.db, keyOf(request).orgId, request.params.positionId);
      if (!closed) throw notFound(AGENCY_MESSAGES.jobNotFound);
      return { status: true as const, data: { positionId: request.params.positionId, id: closed.id, created: false, isOpen: false } };
    },
  );
};

export default routes;
