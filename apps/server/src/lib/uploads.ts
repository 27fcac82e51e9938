// Every upload route reads its file here (security.md items 9 and 20): one multipart reader with one set of messages
// (spec §8), the type decided by content (magic bytes), and images re-encoded so metadata (GPS location, camera) is
// stripped and a polyglot file does not survive.
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@portal/shared/schemas/uploads';
import sharp from 'sharp';
import { AppError, badRequest } from './errors';

export const tooBig = () => new AppError(413, UPLOAD_MESSAGES.tooBig, 'UPLOAD_TOO_BIG');

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

export type Upload = { bytes: Buffer; filename: string };

/** Reads the one file of a multipart request, whole, within `maxBytes` (nothing partial is kept). */
export async function readOneFile(request: FastifyRequest, maxBytes = UPLOAD_MAX_BYTES): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.noFile, 'UPLOAD_NOT_MULTIPART');
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
    if (!file) throw badRequest(UPLOAD_MESSAGES.noFile, 'UPLOAD_NO_FILE');
    const bytes = await file.toBuffer();
    if (file.file.truncated || bytes.length > maxBytes) throw tooBig();
    if (!bytes.length) throw badRequest(UPLOAD_MESSAGES.noFile, 'UPLOAD_NO_FILE');
    return { bytes, filename: file.filename };
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
