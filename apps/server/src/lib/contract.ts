// What each call of the API answers, worked out from how the route is built (decision 038): the OpenAPI document
// (plugins/openapi.ts) declares, for every operation, the error answers its parts can give, its request body (a
// multipart upload included) and the content types it takes, and the server refuses any other content type with a
// 415. Nothing here is written per route except what only the route's own code knows (`schema.errors`).
import type { Readable } from 'node:stream';
import type { FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors';

/** The one error shape of every 4xx (plugins/errors.ts). */
export const ZApiError = z.object({
  status: z.literal(false),
  message: z.string().describe('Meant for the user, in the language of Accept-Language where the message is translated.'),
  code: z.string().optional().describe('A stable name of the refusal (UNAUTHORIZED, RATE_LIMITED, UPLOAD_TOO_BIG, ...), where there is one.'),
  errors: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional()
    .describe('A 400 of a field: each field that is wrong (path joined with dots) and why.'),
});

/** The error answers the document declares, each with what it means. */
export const ERROR_ANSWERS = {
  400: 'The request is not valid: a field (errors names each), the body (not valid JSON, a malformed upload) or the address.',
  401: 'No valid credential: sign in (bearer token) or send a live agency key.',
  403: 'Not allowed: the key lacks the scope, or the call is not open to this candidate yet.',
  404: 'Not found (or not this caller’s).',
  406: 'The call cannot answer in a type the Accept header asks for.',
  409: 'The request conflicts with the current state.',
  410: 'The link is no longer valid (used, replaced or expired).',
  413: 'The body or the uploaded file is too large (nothing was kept).',
  414: 'A part of the address is too long.',
  415: 'The body is of a content type this call does not take.',
  429: 'Too many calls: the message says how long to wait, and Retry-After gives the seconds.',
} as const;
export type ErrorStatus = keyof typeof ERROR_ANSWERS;

/** Statuses a hook (onRequest, preHandler...) can answer; the document adds them to every route that uses the hook. */
const hookAnswers = new WeakMap<object, ErrorStatus[]>();

/** Marks `hook` as one that may answer `statuses` (e.g. requireCandidate: 401; a budget: 429). Returns the hook. */
export function answers<T extends object>(hook: T, ...statuses: ErrorStatus[]): T {
  hookAnswers.set(hook, [...(hookAnswers.get(hook) ?? []), ...statuses]);
  return hook;
}

/** A multipart upload: one file in the field `file`, with these text fields beside it (lib/uploads.ts readOneFile). */
export type UploadContract = { fields?: z.ZodObject; description?: string };

declare module 'fastify' {
  interface FastifySchema {
    /** Refusals only the route's own code gives (a 403 gate, a 409, a budget spent inside the handler). */
    errors?: ErrorStatus[];
    /** The route takes a multipart upload (readOneFile): the document declares it as its request body. */
    upload?: UploadContract;
  }
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HOOKS = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;

const methodsOf = (route: Pick<RouteOptions, 'method'>) => (Array.isArray(route.method) ? route.method : [route.method]).map((m) => String(m).toUpperCase());
export const takesBody = (route: Pick<RouteOptions, 'method'>) => methodsOf(route).some((method) => BODY_METHODS.has(method));

/** The content types a route's body may have: what it declares, multipart for an upload, else JSON. */
export function bodyTypes(route: Pick<RouteOptions, 'schema'>): string[] {
  const schema = route.schema as { consumes?: readonly string[]; upload?: UploadContract } | undefined;
  if (schema?.consumes?.length) return schema.consumes.map((type) => type.toLowerCase());
  return schema?.upload ? ['multipart/form-data'] : ['application/json'];
}

/** The error answers a route can give, from its parts: inputs, body, path parameters, hooks, rate limit, upload. */
export function errorAnswers(route: RouteOptions): ErrorStatus[] {
  const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; params?: unknown; headers?: unknown; security?: unknown[]; errors?: ErrorStatus[]; upload?: UploadContract };
  const found = new Set<ErrorStatus>(schema.errors ?? []);
  // A call that needs a credential (a session, an agency key, a quick application's draft) answers 401 without one.
  if (schema.security?.length) found.add(401);
  const hasParams = /[:*]/.test(route.url);
  if (schema.body || schema.querystring || schema.params || schema.headers || hasParams) found.add(400);
  if (takesBody(route)) {
    // A body that is not valid JSON (or a malformed upload), one over the size limit, one of another content type.
    for (const status of [400, 413, 415] as const) found.add(status);
  }
  if (hasParams) {
    found.add(404);
    found.add(414);
  }
  if (schema.upload) {
    found.add(400);
    found.add(413);
  }
  for (const name of HOOKS) {
    const hooks = route[name] as unknown;
    for (const hook of Array.isArray(hooks) ? hooks : hooks ? [hooks] : []) for (const status of hookAnswers.get(hook as object) ?? []) found.add(status);
  }
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) found.add(429);
  return [...found].sort((a, b) => a - b);
}

export const UNSUPPORTED_TYPE = 'This content type is not supported here.';

/**
 * onRequest of every route that takes a body: a body of a content type the route does not declare is a 415, before
 * any parser reads it (a form body on a JSON call, a JSON body on an upload). A request without a content type is left
 * to Fastify (no body, or a 415 for a body without one).
 */
export function contentTypeCheck(types: string[]) {
  const accepted = new Set(types);
  return async function checkContentType(request: FastifyRequest) {
    const header = request.headers['content-type'];
    if (header === undefined) return;
    const type = header.split(';', 1)[0]!.trim().toLowerCase();
    if (!accepted.has(type)) throw new AppError(415, UNSUPPORTED_TYPE, 'FST_ERR_CTP_INVALID_MEDIA_TYPE');
  };
}

/** A success answer that is not JSON: the bytes of a file of one of `types` (a PDF, a document, an image, a zip). */
export const fileAnswer = (types: readonly string[], description: string) => ({
  description,
  content: Object.fromEntries(types.map((type) => [type, { schema: ZBytes }])),
});

/** Bytes sent as they are (never serialized), declared as a binary string. */
const ZBytes = z.custom<Buffer | Readable>(() => true).meta({ type: 'string', format: 'binary' });

/** An answer that is a page (text/html), as the e-mailed links' pages are. */
export const pageAnswer = (description: string, json?: z.ZodType) => ({
  description,
  content: { 'text/html': { schema: z.string() }, ...(json ? { 'application/json': { schema: json } } : {}) },
});

/** What a stored document can be (lib/uploads.ts checkDocument: documents as sent, images re-encoded to PNG or JPEG). */
export const DOCUMENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/png',
  'image/jpeg',
] as const;
