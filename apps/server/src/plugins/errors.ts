import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { multipartError } from '../lib/uploads';

export const GENERIC_5XX = 'Something went wrong on our side. Please try again in a few minutes.';

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

function issuePath(issue: Issue): string {
  const fromZod = issue.params?.issue?.path;
  if (fromZod && fromZod.length) return fromZod.map(String).join('.');
  return (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
}

/**
 * One error shape for every route: {status:false, message, errors?}.
 * 4xx carry a message meant for the user; a 5xx carries a generic message and is logged with the request id.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = (error.validation as Issue[]).map((issue) => ({
          path: issuePath(issue),
          message: issue.message ?? 'Invalid value.',
        }));
        return reply.code(400).send({ status: false, message: errors[0]?.message ?? 'Invalid request.', errors });
      }
      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers);
        return reply.code(error.statusCode).send({ status: false, message: error.message, code: error.code });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
        return reply.code(500).send({ status: false, message: GENERIC_5XX, requestId: request.id });
      }
      // A malformed upload on any route (bad boundary, truncated body, too many parts) is the client's: 400/413.
      const upload = multipartError(error);
      if (upload) return reply.code(upload.statusCode).send({ status: false, message: upload.message, code: upload.code });
      const dataError = databaseDataError(error);
      if (dataError) return reply.code(400).send({ status: false, message: dataError });
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ status: false, message: clientMessage(error), code: error.code });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ status: false, message: GENERIC_5XX, requestId: request.id });
    });
  },
  { name: 'errors' },
);

/**
 * PostgreSQL class 22 ("data exception") errors are caused by the values a request carried (a NUL character, a
 * number out of range, text that is not a valid uuid): the request is at fault, not the server.
 */
function databaseDataError(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) {
      if (code === '22021' || code === '22P05') return 'Text must not contain NUL or other invalid characters.';
      if (code === '22003') return 'A number is out of range.';
      if (code === '22001') return 'A value is too long.';
      return 'A value has the wrong format.';
    }
  }
  return null;
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported here.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body length does not match its Content-Length.';
    default:
      return error.message || 'Invalid request.';
  }
}
