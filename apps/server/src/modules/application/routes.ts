// The credentialing application calls (spec §3, §4; issue "Credentialing application"): the application, one section
// saved at a time, the submit, the disclosure acknowledgement, the expiring credentials and the profile packet.
import { SECTION_KEYS, ZApplication, ZSaveSectionBody, ZSectionKey } from '@portal/shared/application/contract';
import { ok } from '@portal/shared/api';
import { suggestGapEntries } from '@portal/shared/application/gaps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderPacket } from './packet';
import { expiringSoon, registerReminderTask } from './reminders';
import { APPLICATION_MESSAGES, SectionInvalid, gapSources, loadApplication, loadPlainSections, recordDisclosure, saveSection, submitApplication } from './service';
import { fileAnswer } from '../../lib/contract';

const ZSectionParams = z.object({ section: z.enum(SECTION_KEYS, { error: `The section is one of: ${SECTION_KEYS.join(', ')}.` }) });
const ZApplicationResponse = ok(ZApplication);
const ZFieldErrors = z.object({ status: z.literal(false), message: z.string(), code: z.string().optional(), errors: z.array(z.object({ path: z.string(), message: z.string() })).optional() });

const routes: FastifyPluginAsyncZod = async (app) => {
  registerReminderTask(app);
  const secured = { preHandler: app.requireCandidate };
  const security = [{ bearer: [] }];

  app.get(
    '/api/candidate/application',
    {
      ...secured,
      schema: {
        tags: ['application'],
        summary: 'The application: saved sections (sensitive values masked), completion flags, wizard step (spec §4), documents',
        security,
        response: { 200: ZApplicationResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data: await loadApplication(app, request.user!.candidateId) };
    },
  );

  app.put(
    '/api/candidate/application/:section',
    {
      ...secured,
      schema: {
        tags: ['application'],
        summary: 'Save one section: draft (partial, kept) or complete (validated whole), or not applicable',
        description:
          'Answers the whole application and "Data has been saved". 400 with errors [{path, message}] when a value is wrong; ' +
          '403 for healthStatus before an offer is recorded, and for backgroundCheck before the disclosure was read ' +
          '(send disclosureViewedAt). A masked value sent back unchanged keeps the stored one. gapHistory cannot be marked ' +
          'not applicable while the history has employment gaps over 30 days (400 naming them). A draft of a section in parts ' +
          '(personalInfo: start, more) may name the part finished (part): its required fields and those of the parts before ' +
          'it are checked as for a complete save; a part the section does not have is a 400.',
        security,
        params: ZSectionParams,
        body: ZSaveSectionBody,
        errors: [403],
        response: { 200: ZApplicationResponse, 400: ZFieldErrors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const candidateId = request.user!.candidateId;
      try {
        await saveSection(app, candidateId, request.params.section, request.body);
      } catch (error) {
        if (error instanceof SectionInvalid) return reply.code(400).send({ status: false as const, message: error.message, errors: error.errors });
        throw error;
      }
      return { status: true as const, message: APPLICATION_MESSAGES.saved, data: await loadApplication(app, candidateId) };
    },
  );

  app.post(
    '/api/candidate/application/submit',
    {
      ...secured,
      schema: {
        tags: ['application'],
        summary: 'Submit the finished application (every section complete or not applicable)',
        description: '400 naming the first section still missing, or every employment gap (over 30 days) not yet explained in gapHistory.',
        security,
        response: { 200: ZApplicationResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      await submitApplication(app, request.user!.candidateId);
      return { status: true as const, message: APPLICATION_MESSAGES.submitted, data: await loadApplication(app, request.user!.candidateId) };
    },
  );

  app.post(
    '/api/candidate/application/backgroundCheck/disclosure',
    {
      ...secured,
      schema: {
        tags: ['application'],
        summary: 'Record that the candidate read the background-check disclosure on its own screen (FCRA)',
        security,
        response: { 200: ZApplicationResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      await recordDisclosure(app, request.user!.candidateId);
      return { status: true as const, message: APPLICATION_MESSAGES.disclosureRecorded, data: await loadApplication(app, request.user!.candidateId) };
    },
  );

  app.get(
    '/api/candidate/application/expiring',
    {
      ...secured,
      schema: {
        tags: ['application'],
        summary: 'Licences and certifications expiring within 90 days or expired, soonest first',
        security,
        response: { 200: ok(z.array(z.object({ section: ZSectionKey.or(z.string()), label: z.string(), expiresOn: z.string(), daysLeft: z.number(), expired: z.boolean() }))) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data: await expiringSoon(app, request.user!.candidateId) };
    },
  );

  app.get(
    '/api/candidate/application/gaps',
    {
      ...secured,
      schema: {
        tags: ['application'],
        summary: 'Employment gaps over 30 days between education, work and military dates, not yet explained: pre-filled gapHistory entries',
        security,
        response: { 200: ok(z.array(z.object({ startDate: z.string(), endDate: z.string(), explanation: z.string(), reason: z.string().optional() }))) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const rows = await loadPlainSections(app, request.user!.candidateId);
      const gaps = suggestGapEntries(gapSources(rows), rows.find((row) => row.key === 'gapHistory')?.plain);
      return { status: true as const, data: gaps };
    },
  );

  app.get(
    '/api/candidate/application/packet.pdf',
    { ...secured, schema: { tags: ['application'], summary: 'The application as a PDF profile packet (identifiers masked)', security, response: { 200: fileAnswer(['application/pdf'], 'The PDF') } } },
    async (request, reply) => {
      const pdf = await renderPacket(app, request.user!.candidateId);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', 'attachment; filename="profile-packet.pdf"')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
};
export default routes;
