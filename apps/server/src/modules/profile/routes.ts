// The candidate's own profile (spec §3 Profile, §7 GET api/profile and /api/candidate/profile) and avatar.
import { AVATAR_PATH, ZProfileForm } from '@portal/shared/schemas/auth';
import { ZBrand } from '@portal/shared/schemas/org';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { candidates } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { findCandidateById, toProfile } from '../auth/accounts';
import { ZCandidateProfileResponse, ZProfileResponse } from '../auth/schemas';
import { findOrgById, orgDirectory, toBrand } from '../orgs/repository';
import { acceptUploads, readOneFile, reencodeImage, UPLOAD_RATE } from '../../lib/uploads';
import { userData } from '../application/candidate';
import { AVATAR_MAX_BYTES, createAvatarStore } from './avatar';
import { fileAnswer } from '../../lib/contract';

const routes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  const avatars = createAvatarStore(app.config.dataDir);

  const load = async (candidateId: string, orgCode: string) => {
    const candidate = await findCandidateById(app.db, candidateId);
    if (!candidate) throw notFound();
    return toProfile(candidate, orgCode);
  };
  const secured = { preHandler: app.requireCandidate };
  const security = [{ bearer: [] }];
  // The same budget as the documents' uploads (one name, one counter per candidate).
  const uploadLimit = app.candidateLimit('uploads', UPLOAD_RATE);

  app.get(
    '/api/profile',
    { ...secured, schema: { tags: ['profile'], summary: 'The signed-in candidate\'s profile (spec §7)', security, response: { 200: ZProfileResponse } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data: await load(request.user!.candidateId, request.user!.orgCode) };
    },
  );

  app.get(
    '/api/candidate/profile',
    {
      ...secured,
      schema: {
        tags: ['profile'],
        summary: 'spec §3 UserData as data.data: applicationDetails, resume, specialties, email, skillsChecklist, references (with the profile fields)',
        security,
        response: { 200: ZCandidateProfileResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const profile = await load(request.user!.candidateId, request.user!.orgCode);
      return { status: true as const, data: { data: { ...profile, ...(await userData(app, request.user!.candidateId)) } } };
    },
  );

  // spec §3 auth state "brand, prefix": the login answer carries them; a session stored without them asks here.
  app.get(
    '/api/profile/brand',
    {
      ...secured,
      schema: {
        tags: ['profile'],
        summary: "The brand and prefix of the signed-in candidate's organisation (spec §3 auth state)",
        security,
        response: { 200: z.object({ status: z.literal(true), data: z.object({ brand: ZBrand, prefix: z.string(), board: z.string().nullable() }) }) },
      },
    },
    async (request) => {
      const candidate = await findCandidateById(app.db, request.user!.candidateId);
      const org = candidate ? await findOrgById(app.db, candidate.orgId) : undefined;
      if (!org) throw notFound();
      const board = await orgDirectory(app.db, app.versions).boardOf(org.id);
      return { status: true as const, data: { brand: toBrand(org, null), prefix: org.prefix, board } };
    },
  );

  app.put(
    '/api/profile',
    {
      ...secured,
      schema: {
        tags: ['profile'],
        summary: 'Update the profile (spec §3): fName, lName, description, cell, office; the e-mail cannot be changed',
        description: 'Fields other than these (email, org, ...) are ignored.',
        security,
        body: ZProfileForm,
        response: { 200: ZProfileResponse.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const { fName, lName, description, cell, office } = request.body;
      await app.db
        .update(candidates)
        .set({ firstName: fName, lastName: lName, description, cell, office, updatedAt: new Date() })
        .where(eq(candidates.id, request.user!.candidateId));
      return { status: true as const, message: 'Data has been updated', data: await load(request.user!.candidateId, request.user!.orgCode) };
    },
  );

  app.post(
    '/api/profile/avatar',
    {
      preHandler: [app.requireCandidate, uploadLimit],
      schema: {
        tags: ['profile'],
        summary: 'Upload the avatar (multipart field "file"): PNG, JPEG, GIF or WebP by content, at most 1,000,000 bytes; stored re-encoded',
        description: `413 when too large (nothing kept), 400 for other types or a malformed upload. The image is re-encoded (metadata such as GPS location is removed). The profile's avatar is a file name served at ${AVATAR_PATH}{name}.`,
        security,
        upload: { description: 'The image: PNG, JPEG, GIF or WebP, at most 1,000,000 bytes.' },
        response: { 200: ZProfileResponse.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const upload = await readOneFile(request, AVATAR_MAX_BYTES);
      const image = await reencodeImage(upload.bytes);
      const candidateId = request.user!.candidateId;
      const name = await avatars.save(image.bytes, image.ext);
      // The old name is read and replaced in one transaction (two uploads at once each free the one they replaced), and
      // a new file whose row was not written goes at once: no avatar file is left that no row names.
      let previous: string | null;
      try {
        previous = await app.db.transaction(async (tx) => {
          const [row] = await tx.select({ avatar: candidates.avatar }).from(candidates).where(eq(candidates.id, candidateId)).for('update');
          if (!row) throw notFound();
          await tx.update(candidates).set({ avatar: name, updatedAt: new Date() }).where(eq(candidates.id, candidateId));
          return row.avatar;
        });
      } catch (error) {
        await avatars.remove(name);
        throw error;
      }
      await avatars.remove(previous);
      return { status: true as const, message: 'Data has been updated', data: await load(candidateId, request.user!.orgCode) };
    },
  );

  // Served without a token (an <img> cannot send one); names are 128-bit random, so they cannot be guessed.
  app.get(
    `${AVATAR_PATH}:name`,
    { schema: { tags: ['profile'], summary: 'An avatar image', params: z.object({ name: z.string().max(64) }), response: { 200: fileAnswer(['image/png', 'image/jpeg'], 'The image (re-encoded at upload)') } } },
    async (request, reply) => {
      const found = await avatars.read(request.params.name);
      if (!found) throw notFound();
      return reply
        .type(found.mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'")
        .header('Cache-Control', 'private, max-age=86400')
        .send(found.bytes);
    },
  );
};
export default routes;

