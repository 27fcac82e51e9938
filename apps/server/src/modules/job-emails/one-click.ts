// RFC 8058 one-click unsubscribe: the mail client POSTs the List-Unsubscribe address with the body
// `List-Unsubscribe=One-Click`, as multipart/form-data (what the RFC recommends), form-urlencoded, or with no content
// type. The token is in the address; the body is read only to end the request, within small limits, and never a file.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answers } from '../../lib/contract';
import { AppError, badRequest } from '../../lib/errors';

/** The one field the RFC sends, with room to spare; anything larger is not a one-click request. */
export const ONE_CLICK_BODY_LIMIT = 4096;
export const ONE_CLICK_MESSAGES = {
  notOneClick: 'This is not a one-click unsubscribe request: send List-Unsubscribe=One-Click as a form field, without files.',
  tooLarge: 'The request body is too large.',
} as const;

const LIMITS = { files: 0, fields: 4, parts: 4, fieldNameSize: 100, fieldSize: 200, headerPairs: 10 };

/**
 * Registered in the one-click route's own scope: a multipart reader with no room for files, and a reader for a body
 * sent without a content type (which Fastify would otherwise refuse with a 415). Other content types stay a 415.
 */
export async function acceptOneClickForms(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, { limits: LIMITS });
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: ONE_CLICK_BODY_LIMIT }, (request, _body, done) => {
    if (request.headers['content-type'] === undefined) return done(null, undefined);
    done(Object.assign(new Error('This content type is not supported here.'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }), undefined);
  });
}

/** preValidation: a multipart body is read field by field within LIMITS; a file part, or too many parts, is a 400. */
export const readOneClickForm = answers(async function readOneClickForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > ONE_CLICK_BODY_LIMIT) throw new AppError(413, ONE_CLICK_MESSAGES.tooLarge, 'FST_ERR_CTP_BODY_TOO_LARGE');
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') throw badRequest(ONE_CLICK_MESSAGES.notOneClick, 'ONE_CLICK_FILE');
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(ONE_CLICK_MESSAGES.notOneClick, 'ONE_CLICK_UNREADABLE');
  }
}, 400, 413);
