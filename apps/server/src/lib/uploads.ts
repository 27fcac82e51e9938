// Every upload route reads its file here (security.md items 9 and 20): one multipart reader with one set of messages
// (spec §8), the type decided by content (magic bytes), and images re-encoded so metadata (GPS location, camera) is
// stripped and a polyglot file does not survive.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@portal/shared/schemas/uploads';
import type { Entry } from 'yauzl';
import { AppError, badRequest } from './errors';

export const tooBig = () => new AppError(413, UPLOAD_MESSAGES.tooBig, 'UPLOAD_TOO_BIG');

/**
 * The one multipart reader (a file past the limit is a 413), registered by each route module that takes uploads, in
 * that module's own scope: its hooks (a listener and a clean-up on every request) then run for upload routes only, not
 * for every call of the API. Elsewhere a multipart body is a 415.
 */
export async function acceptUploads(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 }, throwFileSizeLimit: true });
}

/** Multipart parser errors (fastify/multipart, busboy) → a 400/413 with a clear message, never a 5xx. */
export function multipartError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code ?? '';
  const message = error instanceof Error ? error.message : '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooBig();
  if (code === 'FST_FILES_LIMIT') return new AppError(400, UPLOAD_MESSAGES.tooMany(1), 'UPLOAD_TOO_MANY');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest(UPLOAD_MESSAGES.noFile, 'UPLOAD_NOT_MULTIPART');
  if (code.startsWith('FST_') && /PARTS_LIMIT|FIELDS_LIMIT|PROTO_VIOLATION|INVALID_JSON_FIELD|MP_PREMATURE_CLOSE/.test(code)) {
    return badRequest(UPLOAD_MESSAGES.unreadable, 'UPLOAD_UNREADABLE');
  }
  // busboy's own errors: a missing or bad boundary, a truncated body, malformed part headers.
  if (/boundary|unexpected end of (form|multipart)|malformed|part terminated|multipart/i.test(message)) {
    return badRequest(UPLOAD_MESSAGES.unreadable, 'UPLOAD_UNREADABLE');
  }
  return null;
}

/** `fields`: the text fields sent before the file (e.g. a document's `kind`). */
export type Upload = { bytes: Buffer; filename: string; fields: Record<string, string> };

/** Reads the one file of a multipart request, whole, within `maxBytes` (nothing partial is kept). */
export async function readOneFile(request: FastifyRequest, maxBytes = UPLOAD_MAX_BYTES): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.noFile, 'UPLOAD_NOT_MULTIPART');
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
    if (!file) throw badRequest(UPLOAD_MESSAGES.noFile, 'UPLOAD_NO_FILE');
    const bytes = await file.toBuffer();
    if (file.file.truncated || bytes.length > maxBytes) throw tooBig();
    if (!bytes.length) throw badRequest(UPLOAD_MESSAGES.noFile, 'UPLOAD_NO_FILE');
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(file.fields ?? {})) {
      const part = Array.isArray(value) ? value[0] : value;
      if (part && part.type === 'field' && typeof part.value === 'string') fields[name] = part.value;
    }
    return { bytes, filename: file.filename, fields };
  } catch (error) {
    throw multipartError(error) ?? error;
  }
}

export const IMAGE_TYPES = [
  { ext: 'png', mime: 'image/png', test: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'jpg', mime: 'image/jpeg', test: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', mime: 'image/gif', test: (b: Buffer) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  {
    ext: 'webp',
    mime: 'image/webp',
    test: (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

export const sniffImage = (bytes: Buffer) => IMAGE_TYPES.find((type) => type.test(bytes));

/** Largest side of a stored image: avatars and card photos never need more. */
const IMAGE_MAX_SIDE = 1600;

/**
 * Decodes an image and writes a fresh one: PNG stays PNG (transparency), everything else becomes JPEG. Pixels only —
 * EXIF, GPS, ICC comments and anything appended to the file are gone. A file that does not decode is refused.
 */
export async function reencodeImage(bytes: Buffer): Promise<{ bytes: Buffer; ext: 'png' | 'jpg'; mime: string }> {
  const type = sniffImage(bytes);
  if (!type) throw badRequest(UPLOAD_MESSAGES.wrongImage, 'UPLOAD_TYPE');
  // Loaded with the first image (libvips costs about 30 MB of memory that a server handling no image need not hold).
  const { default: sharp } = await import('sharp');
  try {
    // failOn 'none': a slightly damaged image that browsers show is kept (as fresh pixels); an undecodable one is refused.
    const image = sharp(bytes, { failOn: 'none', limitInputPixels: 40_000_000, animated: false })
      .rotate() // apply the EXIF orientation before the metadata goes
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    if (type.ext === 'png') return { bytes: await image.png({ compressionLevel: 9 }).toBuffer(), ext: 'png', mime: 'image/png' };
    return { bytes: await image.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer(), ext: 'jpg', mime: 'image/jpeg' };
  } catch {
    throw badRequest(UPLOAD_MESSAGES.wrongImage, 'UPLOAD_TYPE');
  }
}

// ---- documents (spec §5 "File upload": pdf, doc, docx) ----

export const DOCUMENT_TYPES = {
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  doc: { ext: 'doc', mime: 'application/msword' },
  docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
} as const;

const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const WORD_MAIN_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const CONTENT_TYPES_MAX = 64_000;

/** Limits of a .docx archive, read from its central directory only (nothing is inflated). */
export const DOCX_LIMITS = { entries: 2_000, entryBytes: 50_000_000, totalBytes: 200_000_000, ratio: 200 };

/**
 * A .docx is a real OOXML zip holding [Content_Types].xml (declaring a Word document) and word/document.xml. The
 * archive's directory is read from the buffer; an archive whose declared sizes or compression ratio are absurd (a zip
 * bomb) is refused without inflating anything; only the small content-types part is inflated (at most 64 kB, its
 * declared size checked while reading).
 */
export async function isDocx(bytes: Buffer): Promise<boolean> {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== 0x04034b50) return false;
  const { default: yauzl } = await import('yauzl');
  return new Promise<boolean>((resolve) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, zip) => {
      if (error || !zip) return resolve(false);
      let count = 0;
      let total = 0;
      let contentTypes = false;
      let document = false;
      let finished = false;
      const done = (ok: boolean) => {
        if (finished) return;
        finished = true;
        if (zip.isOpen) zip.close();
        resolve(ok);
      };
      zip.on('error', () => done(false));
      zip.on('entry', (entry: Entry) => {
        count += 1;
        total += entry.uncompressedSize;
        const ratio = entry.compressedSize > 0 ? entry.uncompressedSize / entry.compressedSize : entry.uncompressedSize > 0 ? Infinity : 1;
        if (
          count > DOCX_LIMITS.entries ||
          entry.uncompressedSize > DOCX_LIMITS.entryBytes ||
          total > DOCX_LIMITS.totalBytes ||
          (entry.uncompressedSize > 1_000_000 && ratio > DOCX_LIMITS.ratio)
        )
          return done(false);
        if (entry.fileName === 'word/document.xml') document = true;
        if (entry.fileName !== '[Content_Types].xml') return zip.readEntry();
        // The one part read: the package's content types, small by nature, must declare a Word document.
        if (entry.uncompressedSize > CONTENT_TYPES_MAX) return done(false);
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return done(false);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', () => done(false));
          stream.on('end', () => {
            contentTypes = Buffer.concat(chunks).toString('utf8').includes(WORD_MAIN_CONTENT_TYPE);
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => done(contentTypes && document));
      zip.readEntry();
    });
  });
}

/** The document type of `bytes` by content (magic bytes; a .docx by its archive), or undefined. */
export async function sniffDocument(bytes: Buffer): Promise<(typeof DOCUMENT_TYPES)[keyof typeof DOCUMENT_TYPES] | undefined> {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return DOCUMENT_TYPES.pdf;
  if (bytes.subarray(0, 8).equals(OLE_MAGIC)) return DOCUMENT_TYPES.doc;
  if (await isDocx(bytes)) return DOCUMENT_TYPES.docx;
  return undefined;
}

/** A document or card image as it will be stored: documents as uploaded (checked by content), images re-encoded. */
export async function checkDocument(
  bytes: Buffer,
  accept: 'document' | 'image' | 'documentOrImage',
): Promise<{ bytes: Buffer; ext: string; mime: string }> {
  const wrong = () =>
    badRequest(accept === 'document' ? UPLOAD_MESSAGES.wrongDocument : accept === 'image' ? UPLOAD_MESSAGES.wrongImage : WRONG_DOCUMENT_OR_IMAGE, 'UPLOAD_TYPE');
  if (accept !== 'image') {
    const type = await sniffDocument(bytes);
    if (type) return { bytes, ext: type.ext, mime: type.mime };
  }
  if (accept !== 'document' && sniffImage(bytes)) {
    try {
      return await reencodeImage(bytes);
    } catch {
      throw wrong();
    }
  }
  throw wrong();
}

/** A section's uploads take documents and card photos. */
export const WRONG_DOCUMENT_OR_IMAGE = 'Choose Correct File (pdf,doc,docx,png,jpg,gif,webp)';
