// The candidate's documents (spec §5 "File upload", §8 messages): the CV and each section's uploads, checked by content
// (lib/uploads.ts), kept as files under DATA_DIR, in the database or in an S3-compatible bucket (FILE_STORE; files.ts),
// at most 3 per entry (3 CVs) and the storage quota per candidate, at most UPLOAD_RATE uploads in a window, visible to their
// owner only.
import { createHash } from 'node:crypto';
import { DOCUMENTS_PER_ENTRY, ENTRY_ID_PATTERN, SECTION_KEYS, type SectionKey, ZDocument } from '@portal/shared/application/contract';
import { DOCUMENT_KINDS, SECTIONS, sectionByKey } from '@portal/shared/application/sections';
import { ok } from '@portal/shared/api';
import { UPLOAD_MESSAGES } from '@portal/shared/schemas/uploads';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applications, documents } from '../../db/schema/index';
import { agencyEvent } from '../../lib/agency-events';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { acceptUploads, attachmentDisposition, checkDocument, cleanFilename, readOneFile, STORAGE_MESSAGES, UPLOAD_RATE } from '../../lib/uploads';
import { documentBytes, documentKey, documentStores, registerEmbeddedVacuum, removeDocuments } from './files';
import { ensureApplication, listDocuments, toDocument } from './service';
import { DOCUMENT_TYPES, fileAnswer } from '../../lib/contract';

export { cleanFilename };

/** spec §9 default file limit: 3 per entry of a section (each licence, each card...), and 3 CVs. */
export { DOCUMENTS_PER_ENTRY };
/** What has no entry (the CV; an upload that names no section) is counted per kind. */
export const DOCUMENTS_PER_KIND = DOCUMENTS_PER_ENTRY;

export const DOCUMENT_MESSAGES = {
  kindRequired: 'Please say what the document is (the "kind" field, sent before the file).',
  sectionInvalid: 'Please say which section the document is for (the "section" field, sent before the file).',
  entryRequired: 'Please say which entry the document is for (the "entry" field, sent before the file).',
  removed: 'Item has been removed',
  uploaded: 'Data has been saved',
} as const;

/**
 * Where an upload belongs: a section's entry (`section`, and `entry` in a repeating section; the kind must be one of
 * the section's file fields), or, without a section, its kind alone (the CV, older clients).
 */
function placeOf(kind: string, fields: Record<string, string>): { section: SectionKey; entryId: string } | null {
  const named = (fields.section ?? '').trim();
  if (!named || kind === 'resume') return null;
  if (!(SECTION_KEYS as readonly string[]).includes(named)) throw badRequest(DOCUMENT_MESSAGES.sectionInvalid, 'DOCUMENT_SECTION');
  const section = sectionByKey(named as SectionKey);
  if (!section.fields.some((f) => f.kind === 'file' && f.documentKind === kind)) throw badRequest(DOCUMENT_MESSAGES.sectionInvalid, 'DOCUMENT_SECTION');
  if (!section.repeat) return { section: section.key, entryId: '' };
  const entry = (fields.entry ?? '').trim().toLowerCase();
  if (!ENTRY_ID_PATTERN.test(entry)) throw badRequest(DOCUMENT_MESSAGES.entryRequired, 'DOCUMENT_ENTRY');
  return { section: section.key, entryId: entry };
}

/** What a kind accepts: the CV takes pdf, doc, docx only; a section's upload also takes a card photo. */
function acceptOf(kind: string): 'document' | 'image' | 'documentOrImage' {
  if (kind === 'resume') return 'document';
  for (const section of SECTIONS) for (const f of section.fields) if (f.kind === 'file' && f.documentKind === kind) return f.accept;
  return 'document';
}

const ZId = z.object({ id: z.uuid({ error: 'Not found.' }) });

const routes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  registerEmbeddedVacuum(app);
  const stores = documentStores(app.config);
  const store = stores.current === 'database' ? null : stores.of(stores.current);
  const secured = { preHandler: app.requireCandidate };
  const security = [{ bearer: [] }];
  const uploadLimit = app.candidateLimit('uploads', UPLOAD_RATE);

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
      preHandler: [app.requireCandidate, uploadLimit],
      schema: {
        tags: ['application'],
        summary: 'Upload a document (multipart: fields "kind", "section" and "entry", then "file")',
        description:
          `kind: ${DOCUMENT_KINDS.join(', ')}. The CV (resume) is pdf, doc or docx, checked by content; section uploads also take PNG, JPEG, GIF or WebP (re-encoded). ` +
          'section: the section the document is for, and entry: the `_entry` id of its entry in a repeating section (a UUID; the client makes it ' +
          'for a new entry). The document goes with its entry when the section is saved without it. ' +
          `At most 1,000,000 bytes (413), ${DOCUMENTS_PER_ENTRY} per entry (400; without a section, ${DOCUMENTS_PER_KIND} per kind) and the storage quota of the account (413); ` +
          `at most ${UPLOAD_RATE.max} uploads in ${UPLOAD_RATE.timeWindow} (429). Nothing is kept when refused.`,
        security,
        upload: {
          fields: z.object({
            kind: z.enum(DOCUMENT_KINDS as [string, ...string[]]).describe('What the document is (resume: the CV).'),
            section: z.enum(SECTION_KEYS).optional().describe('The section the document is for (not for a CV).'),
            entry: z.guid().optional().describe('The `_entry` id of its entry, in a repeating section.'),
          }),
          description: 'The document: pdf, doc or docx (a section upload also PNG, JPEG, GIF or WebP), at most 1,000,000 bytes.',
        },
        response: { 200: ok(ZDocument) },
      },
    },
    async (request) => {
      const candidateId = request.user!.candidateId;
      const upload = await readOneFile(request);
      const kind = (upload.fields.kind ?? '').trim();
      if (!kind) throw badRequest(DOCUMENT_MESSAGES.kindRequired, 'DOCUMENT_KIND');
      if (!DOCUMENT_KINDS.includes(kind)) throw badRequest(DOCUMENT_MESSAGES.kindRequired, 'DOCUMENT_KIND');
      const place = placeOf(kind, upload.fields);
      const file = await checkDocument(upload.bytes, acceptOf(kind));
      await ensureApplication(app.db, candidateId);
      let written: { key: string } | null = null;
      try {
        const row = await app.db.transaction(async (tx) => {
          // One upload at a time per candidate, so two at once cannot pass the count or the quota together.
          await tx.select({ id: applications.candidateId }).from(applications).where(eq(applications.candidateId, candidateId)).for('update');
          // The one upload check of the count: per entry (what it was uploaded for), or per kind for what has none.
          const [{ n } = { n: 0 }] = await tx
            .select({ n: count() })
            .from(documents)
            .where(
              place
                ? and(eq(documents.candidateId, candidateId), eq(documents.section, place.section), eq(documents.entryId, place.entryId))
                : and(eq(documents.candidateId, candidateId), eq(documents.kind, kind), isNull(documents.section)),
            );
          if (n >= DOCUMENTS_PER_ENTRY) throw badRequest(UPLOAD_MESSAGES.tooMany(DOCUMENTS_PER_ENTRY), 'UPLOAD_TOO_MANY');
          const [{ used } = { used: 0 }] = await tx
            .select({ used: sql<number>`coalesce(sum(${documents.size}), 0)`.mapWith(Number) })
            .from(documents)
            .where(eq(documents.candidateId, candidateId));
          if (used + file.bytes.length > app.config.storageQuotaBytes) throw new AppError(413, STORAGE_MESSAGES.quotaFull, 'STORAGE_QUOTA');
          const [inserted] = await tx
            .insert(documents)
            .values({
              candidateId,
              kind,
              filename: cleanFilename(upload.filename, file.ext),
              mime: file.mime,
              size: file.bytes.length,
              sha256: createHash('sha256').update(file.bytes).digest('hex'),
              content: store ? Buffer.alloc(0) : file.bytes,
              store: stores.current,
              section: place?.section ?? null,
              entryId: place?.entryId ?? null,
            })
            .returning();
          const event = { candidateId, documentId: inserted!.id, kind, mime: file.mime, size: file.bytes.length };
          await agencyEvent(tx, { type: 'document.uploaded', orgId: request.user!.orgId, data: event });
          // In the store before the row is committed: a store that fails leaves no row (nothing kept).
          if (store) {
            written = { key: documentKey(candidateId, inserted!.id) };
            await store.put(written.key, file.bytes, file.mime);
          }
          return inserted!;
        });
        return { status: true as const, message: DOCUMENT_MESSAGES.uploaded, data: toDocument(row) };
      } catch (error) {
        // A row that was not committed leaves no bytes behind either.
        const key = (written as { key: string } | null)?.key;
        if (store && key) await store.delete(key).catch(() => undefined);
        throw error;
      }
    },
  );

  app.get(
    '/api/candidate/documents/:id',
    { ...secured, schema: { tags: ['application'], summary: 'Download one of the candidate’s documents (attachment)', security, params: ZId, response: { 200: fileAnswer(DOCUMENT_TYPES, 'The document as it was stored') } } },
    async (request, reply) => {
      const [row] = await app.db
        .select()
        .from(documents)
        .where(and(eq(documents.id, request.params.id), eq(documents.candidateId, request.user!.candidateId)));
      if (!row) throw notFound();
      const bytes = await documentBytes(app.config, row);
      if (!bytes) throw notFound();
      return reply
        .type(row.mime)
        .header('Content-Disposition', attachmentDisposition(row.filename))
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
      const removed = await removeDocuments(app, request.user!.candidateId, [request.params.id], request.log);
      if (!removed.length) throw notFound();
      return { status: true as const, message: DOCUMENT_MESSAGES.removed, data: { id: request.params.id } };
    },
  );
};
export default routes;
