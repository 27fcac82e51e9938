// The candidate's documents (spec §5 "File upload", §8 messages): the CV and each section's uploads, checked by content
// (lib/uploads.ts), kept in the database or an S3-compatible bucket (FILE_STORE; every instance reads them), at most 3
// per kind, visible to their owner only.
import { createHash } from 'node:crypto';
import { ZDocument } from '@portal/shared/application/contract';
import { DOCUMENT_KINDS, SECTIONS } from '@portal/shared/application/sections';
import { ok } from '@portal/shared/api';
import { UPLOAD_MESSAGES } from '@portal/shared/schemas/uploads';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applications, documents } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { type ObjectStore, s3Store } from '../../lib/object-store';
import { acceptUploads, checkDocument, readOneFile } from '../../lib/uploads';
import { ensureApplication, listDocuments, toDocument } from './service';

/** spec §9 default file limit: 3 per kind. */
export const DOCUMENTS_PER_KIND = 3;

export const DOCUMENT_MESSAGES = {
  kindRequired: 'Please say what the document is (the "kind" field, sent before the file).',
  removed: 'Item has been removed',
  uploaded: 'Data has been saved',
} as const;

/** What a kind accepts: the CV takes pdf, doc, docx only; a section's upload also takes a card photo. */
function acceptOf(kind: string): 'document' | 'image' | 'documentOrImage' {
  if (kind === 'resume') return 'document';
  for (const section of SECTIONS) for (const f of section.fields) if (f.kind === 'file' && f.documentKind === kind) return f.accept;
  return 'document';
}

/** A file name as shown and downloaded: no path, no control characters, at most 200 characters. */
export function cleanFilename(name: string, ext: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const base = [...last].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && c !== '"').join('').trim().slice(0, 180) || 'document';
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return `${stem}.${ext}`;
}

const ZId = z.object({ id: z.uuid({ error: 'Not found.' }) });

/** The object of a document kept in the bucket. */
const objectKey = (candidateId: string, id: string) => `documents/${candidateId}/${id}`;

const routes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  const fileStore = app.config.fileStore;
  const bucket: ObjectStore | null = fileStore.kind === 's3' ? s3Store(fileStore) : null;
  const secured = { preHandler: app.requireCandidate };
  const security = [{ bearer: [] }];
  /** A document kept in the bucket needs the bucket configured, also after a switch back to FILE_STORE=database. */
  const storeOf = (store: string): ObjectStore => {
    if (store === 's3' && bucket) return bucket;
    throw new AppError(503, 'This document is kept in a file store that is not configured. Please contact support.', 'FILE_STORE');
  };

  app.get(
    '/api/candidate/documents',
    { ...secured, schema: { tags: ['application'], summary: "The candidate's documents (metadata)", security, response: { 200: ok(z.array(ZDocument)) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data: await listDocuments(app.db, request.user!.candidateId) };
    },
  );

  app.post(
    '/api/candidate/documents',
    {
      ...secured,
      schema: {
        tags: ['application'],
        summary: 'Upload a document (multipart: field "kind", then "file")',
        description:
          `kind: ${DOCUMENT_KINDS.join(', ')}. The CV (resume) is pdf, doc or docx, checked by content; section uploads also take PNG, JPEG, GIF or WebP (re-encoded). ` +
          `At most 1,000,000 bytes (413) and ${DOCUMENTS_PER_KIND} per kind (400). Nothing is kept when refused.`,
        security,
        response: { 200: ok(ZDocument) },
      },
    },
    async (request) => {
      const candidateId = request.user!.candidateId;
      const upload = await readOneFile(request);
      const kind = (upload.fields.kind ?? '').trim();
      if (!kind) throw badRequest(DOCUMENT_MESSAGES.kindRequired, 'DOCUMENT_KIND');
      if (!DOCUMENT_KINDS.includes(kind)) throw badRequest(DOCUMENT_MESSAGES.kindRequired, 'DOCUMENT_KIND');
      const file = await checkDocument(upload.bytes, acceptOf(kind));
      await ensureApplication(app.db, candidateId);
      const row = await app.db.transaction(async (tx) => {
        // One upload at a time per candidate, so two at once cannot pass the count together.
        await tx.select({ id: applications.candidateId }).from(applications).where(eq(applications.candidateId, candidateId)).for('update');
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(documents)
          .where(and(eq(documents.candidateId, candidateId), eq(documents.kind, kind)));
        if (n >= DOCUMENTS_PER_KIND) throw badRequest(UPLOAD_MESSAGES.tooMany(DOCUMENTS_PER_KIND), 'UPLOAD_TOO_MANY');
        const [inserted] = await tx
          .insert(documents)
          .values({
            candidateId,
            kind,
            filename: cleanFilename(upload.filename, file.ext),
            mime: file.mime,
            size: file.bytes.length,
            sha256: createHash('sha256').update(file.bytes).digest('hex'),
            content: bucket ? Buffer.alloc(0) : file.bytes,
            store: bucket ? 's3' : 'database',
          })
          .returning();
        // In the bucket before the row is committed: a store that fails leaves no row (nothing kept).
        if (bucket) await bucket.put(objectKey(candidateId, inserted!.id), file.bytes, file.mime);
        return inserted!;
      });
      return { status: true as const, message: DOCUMENT_MESSAGES.uploaded, data: toDocument(row) };
    },
  );

  app.get(
    '/api/candidate/documents/:id',
    { ...secured, schema: { tags: ['application'], summary: 'Download one of the candidate’s documents (attachment)', security, params: ZId } },
    async (request, reply) => {
      const [row] = await app.db
        .select()
        .from(documents)
        .where(and(eq(documents.id, request.params.id), eq(documents.candidateId, request.user!.candidateId)));
      if (!row) throw notFound();
      const bytes = row.store === 's3' ? await storeOf(row.store).get(objectKey(row.candidateId, row.id)) : row.content;
      if (!bytes) throw notFound();
      return reply
        .type(row.mime)
        .header('Content-Disposition', `attachment; filename="${row.filename.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(row.filename)}`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'no-store')
        .send(bytes);
    },
  );

  app.delete(
    '/api/candidate/documents/:id',
    {
      ...secured,
      schema: { tags: ['application'], summary: 'Remove one of the candidate’s documents', security, params: ZId, response: { 200: ok(z.object({ id: z.string() })) } },
    },
    async (request) => {
      const deleted = await app.db
        .delete(documents)
        .where(and(eq(documents.id, request.params.id), eq(documents.candidateId, request.user!.candidateId)))
        .returning({ id: documents.id, store: documents.store, candidateId: documents.candidateId });
      if (!deleted.length) throw notFound();
      for (const row of deleted) {
        if (row.store !== 's3') continue;
        // The row is gone, so the document is; an object the store failed to delete is logged, not shown to the candidate.
        try {
          await storeOf(row.store).delete(objectKey(row.candidateId, row.id));
        } catch (error) {
          request.log.warn({ err: error, document: row.id }, 'document object not deleted');
        }
      }
      return { status: true as const, message: DOCUMENT_MESSAGES.removed, data: { id: request.params.id } };
    },
  );
};
export default routes;
