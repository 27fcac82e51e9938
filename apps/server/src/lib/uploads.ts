// Every upload route reads its file here (security.md items 9 and 20): one multipart reader with one set of messages
// (spec §8), the type decided by content (magic bytes), and images re-encoded so metadata (GPS location, camera) is
// stripped and a polyglot file does not survive.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@portal/shared/schemas/uploads';
import { checkDoc, checkDocx, checkPdf, OLE_MAGIC, type Verdict } from './document-structure';
import { AppError, badRequest } from './errors';

export const tooBig = () => new AppError(413, UPLOAD_MESSAGES.tooBig, 'UPLOAD_TOO_BIG');

/**
 * Every upload route's budget per signed-in candidate (documents and the avatar together, counted before the body is
 * read): enough for a whole application in one sitting, far from what fills a disk.
 */
export const UPLOAD_RATE = { max: 50, timeWindow: '10 minutes' } as const;

/** A candidate's documents past the storage quota (STORAGE_QUOTA_MB): a 413 with this message, nothing kept. */
export const STORAGE_MESSAGES = {
  quotaFull: 'There is no room left for this file: your documents use all the storage of your account. Please remove a document you no longer need, then upload again.',
} as const;

// ---- file names (stored at upload, sent at download) ----

/**
 * Characters no file name keeps: controls (C0, DEL, C1), the bidirectional marks, embeddings, overrides and isolates
 * that make `invoice\u202Efdp.exe` read as `invoiceexe.pdf` (U+200E, U+200F, U+061C, U+202A–U+202E, U+2066–U+2069),
 * every other invisible format character, and line or paragraph separators.
 */
const UNSAFE_NAME_CHARS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

export const stripUnsafeNameChars = (name: string) => name.replace(UNSAFE_NAME_CHARS, '');

/** A file name as shown and downloaded: no path, no control or bidirectional characters, no quotes, at most 200 characters. */
export function cleanFilename(name: string, ext: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const base = [...stripUnsafeNameChars(last).replace(/"/g, '')].slice(0, 180).join('').trim() || 'document';
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return `${stem}.${ext}`;
}

/** RFC 5987 attr-char: what `filename*` keeps as it is; everything else is percent-encoded (UTF-8). */
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

/**
 * `Content-Disposition: attachment` (RFC 6266) for a stored name: `filename*=UTF-8''` with every byte outside attr-char
 * percent-encoded (RFC 5987), after an ASCII `filename="…"` for older clients: printable ASCII without quotes and
 * backslashes (accents dropped; other characters, and `%` which some clients decode, as `_`).
 */
export function attachmentDisposition(name: string): string {
  const clean = stripUnsafeNameChars(name).trim() || 'document';
  const fallback =
    clean
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\]/g, '')
      .replace(/%/g, '_')
      .trim() || 'document';
  let encoded = '';
  for (const byte of Buffer.from(clean.normalize('NFC'), 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += byte < 0x80 && ATTR_CHAR.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The one multipart reader (a file past the limit is a 413), registered by each route module that takes uploads, in
 * that module's own scope: its hooks (a listener and a clean-up on every request) then run for upload routes only, not
 * for every call of the API. Elsewhere a multipart body is a 415.
 */
export async function acceptUploads(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 2, fields: 5, parts: 7 }, throwFileSizeLimit: true });
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

/**
 * Reads the one file of a multipart request, whole, within `maxBytes` (nothing partial is kept), with the text fields
 * sent beside it (the first of each name). The whole body is read: a second file is refused, never silently dropped.
 */
export async function readOneFile(request: FastifyRequest, maxBytes = UPLOAD_MAX_BYTES): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.noFile, 'UPLOAD_NOT_MULTIPART');
  try {
    let found: { bytes: Buffer; filename: string } | null = null;
    const fields: Record<string, string> = {};
    // files: 2 lets a second file part arrive so that it can be named; only one is ever kept.
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 2, fields: 5, parts: 7 } })) {
      if (part.type === 'file') {
        if (found) {
          part.file.resume();
          throw new AppError(400, UPLOAD_MESSAGES.oneFile, 'UPLOAD_ONE_FILE');
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated || bytes.length > maxBytes) throw tooBig();
        found = { bytes, filename: part.filename };
      } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
        fields[part.fieldname] = part.value;
      }
    }
    if (!found || !found.bytes.length) throw badRequest(UPLOAD_MESSAGES.noFile, 'UPLOAD_NO_FILE');
    return { ...found, fields };
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

/** Documents refused for what they carry (lib/document-structure.ts), each with a message that says why. */
export const DOCUMENT_CHECK_MESSAGES = {
  encrypted: 'This PDF is protected by a password, so the agency could not open it. Please upload a copy without the password.',
  active: 'This document contains macros, scripts, attached files or links that run when it opens, so it cannot be accepted. Please save it as a plain PDF or Word document and upload that.',
} as const;

/**
 * The document type of `bytes` by structure (lib/document-structure.ts): the type, undefined when it is none of them,
 * or a refusal with its own message (password-protected, active content).
 */
export async function sniffDocument(bytes: Buffer): Promise<(typeof DOCUMENT_TYPES)[keyof typeof DOCUMENT_TYPES] | undefined> {
  const head = bytes.subarray(0, 8);
  let type: (typeof DOCUMENT_TYPES)[keyof typeof DOCUMENT_TYPES] | undefined;
  let verdict: Verdict = 'invalid';
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') [type, verdict] = [DOCUMENT_TYPES.pdf, checkPdf(bytes)];
  else if (head.equals(OLE_MAGIC)) [type, verdict] = [DOCUMENT_TYPES.doc, checkDoc(bytes)];
  else if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50) [type, verdict] = [DOCUMENT_TYPES.docx, await checkDocx(bytes)];
  if (verdict === 'encrypted') throw badRequest(DOCUMENT_CHECK_MESSAGES.encrypted, 'UPLOAD_ENCRYPTED');
  if (verdict === 'active') throw badRequest(DOCUMENT_CHECK_MESSAGES.active, 'UPLOAD_ACTIVE_CONTENT');
  return verdict === 'ok' ? type : undefined;
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
