import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { routeModules } from './modules/index';
import auth from './plugins/auth';
import db from './plugins/db';
import errors from './plugins/errors';
import mail from './plugins/mail';
import openapi from './plugins/openapi';
import queue from './plugins/queue';
import rateLimit from './plugins/rate-limit';
import realtime from './plugins/realtime';
import security from './plugins/security';
import versions from './plugins/versions';
import web from './plugins/web';
import { redactUrl } from './lib/log-redaction';
import { fittedZlib, PER_REQUEST_ENCODINGS } from './lib/compression';
import './lib/dashboard';
import './lib/realtime';

export type BuildOptions = {
  config: Config;
  database: Database;
  /** Close the database when the app closes (true for the server process and for test apps). */
  closeDatabase?: boolean;
  /** Pino logger options; false silences logs (tests). */
  logger?: boolean | object;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Fields whose values never reach the logs (security.md item 12). */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.reTypePassword',
  '*.ssn',
  '*.tin',
  '*.dob',
];

/** Fastify's request serializer, with the secrets of e-mailed links taken out of the address (lib/log-redaction.ts). */
const SERIALIZERS = {
  req: (request: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

/**
 * A request's logger: the app's logger with the request id bound. pino passes every binding through the redaction of
 * `*.password`-style paths (about 0.9 µs a request); the request id is a UUID (genReqId accepts nothing else), which
 * needs neither redaction nor escaping, so it is appended to the child's bindings as it is. Other bindings go the
 * usual way.
 */
const { chindingsSym } = pino.symbols;
function childWithId(logger: FastifyBaseLogger, bindings: Record<string, unknown>, options: object): FastifyBaseLogger {
  const keys = Object.keys(bindings);
  const reqId = bindings.reqId;
  if (keys.length !== 1 || typeof reqId !== 'string' || !UUID.test(reqId)) return logger.child(bindings, options);
  const child = logger.child({}, options) as FastifyBaseLogger & Record<symbol, unknown>;
  // Not a pino child (no logger at all, in tests): the usual way.
  if (child === logger || typeof child[chindingsSym] !== 'string') return logger.child(bindings, options);
  child[chindingsSym] += `,"reqId":"${reqId}"`;
  return child;
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Write = (...args: unknown[]) => void;

/**
 * What Fastify gives each request as `request.log`: the child logger of `childWithId`, made when the request first
 * writes a line at a level the app logs (at `warn`, most requests write none, and making a pino child costs more than
 * the rest of a request's logging).
 */
class RequestLog {
  private made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Record<string, unknown>,
    private readonly options: object,
  ) {}

  private log(): FastifyBaseLogger {
    return (this.made ??= childWithId(this.parent, this.bindings, this.options));
  }

  private write(level: Level, args: unknown[]): void {
    if (this.made || (this.parent as unknown as { isLevelEnabled(level: string): boolean }).isLevelEnabled(level)) {
      (this.log()[level] as Write)(...args);
    }
  }

  get level(): string {
    return this.made ? this.made.level : this.parent.level;
  }
  set level(level: string) {
    this.log().level = level;
  }
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}
  child(bindings: Record<string, unknown>, options?: object): FastifyBaseLogger {
    return this.log().child(bindings, options);
  }
}

function requestLogger(logger: FastifyBaseLogger, bindings: Record<string, unknown>, options: object): FastifyBaseLogger {
  // A pino logger (the app's); without one (tests), the usual child.
  if (typeof (logger as unknown as { isLevelEnabled?: unknown }).isLevelEnabled !== 'function') return childWithId(logger, bindings, options);
  return new RequestLog(logger, bindings, options) as unknown as FastifyBaseLogger;
}

function validJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The router's refusals in the API's error shape: a path segment over maxParamLength, a bad percent-encoding. */
function routerRefusal(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void reply.code(414).send({ status: false, message: 'The address is too long.', code: 'URI_TOO_LONG' });
  else void reply.code(400).send({ status: false, message: 'The address is not valid.', code: 'BAD_URL' });
}

/** A JSON body that uses a key the parser refuses (prototype poisoning). */
export const FORBIDDEN_KEY_MESSAGE = 'The request body may not use "__proto__" or "constructor" as a key.';

export async function buildApp({ config, database, closeDatabase = true, logger }: BuildOptions): Promise<FastifyInstance> {
  // With a certificate, HTTPS with HTTP/2 (and HTTP/1.1 for a client without it): a browser then asks a page's files
  // and calls over one connection, not six at a time (docs/decisions/022-https-and-http2.md). Typed as the HTTP/1.1
  // server the routes are written for: Node's HTTP/2 compatibility API gives them requests and replies that behave
  // the same (headers, url, socket, writeHead/write/end), and test/https.test.ts runs them over HTTP/2.
  const server = (config.tls ? { http2: true, https: { allowHTTP1: true, cert: config.tls.cert, key: config.tls.key } } : {}) as { http2?: false };
  const app = Fastify({
    ...server,
    logger: logger === false ? false : { level: config.logLevel, redact: REDACT, serializers: SERIALIZERS, ...(typeof logger === 'object' ? logger : {}) },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      // A caller (or the proxy in front) may name its request, but only with a UUID: nothing else reaches the logs.
      return typeof given === 'string' && UUID.test(given) ? given.toLowerCase() : randomUUID();
    },
    requestIdHeader: false,
    childLoggerFactory: requestLogger,
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    routerOptions: { maxParamLength: 200 },
    // The router's own refusals (a path segment over maxParamLength, a malformed percent-encoding) in the API's error
    // shape, without the address they refused.
    frameworkErrors: routerRefusal,
  }).withTypeProvider<ZodTypeProvider>();

  // JSON bodies with a NUL character anywhere are refused up front: PostgreSQL cannot store it in text.
  // Fastify's own parser (which refuses prototype poisoning) does the parsing.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, parsed) => {
      // The parser refuses "__proto__" and "constructor" keys (prototype poisoning) as "not valid JSON": a text that
      // is valid JSON was refused for such a key, and the answer says so.
      if (error && validJson(body as string)) return done(Object.assign(new Error(FORBIDDEN_KEY_MESSAGE), { statusCode: 400 }), undefined);
      if (error) return done(error, undefined);
      if ((body as string).includes('\\u0000') && containsNul(parsed)) {
        return done(Object.assign(new Error('Text must not contain NUL characters.'), { statusCode: 400 }), undefined);
      }
      done(null, parsed);
    });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins, then the app's own, then routes (fastify/demo order).
  await app.register(errors);
  // No client of the API sends a compressed body: request bodies are read as they come (a compressed one is refused
  // by its parser), and no route pays for a decompression hook. Before compress, whose own onRoute hook reads this.
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  // Answers of 1 KiB or more are compressed for clients that accept it (the web app's files come pre-compressed).
  // Routes whose answers are kept already encoded (lib/encoded-answer.ts), and the health checks, say `compress: false`.
  // An answer built for one request is compressed with gzip when the client takes it (brotli otherwise), its encoder
  // fitted to the answer's size: lib/compression.ts says why.
  await app.register(compress, { global: true, threshold: 1024, encodings: PER_REQUEST_ENCODINGS, zlib: fittedZlib });
  await app.register(security, { config });
  await app.register(formbody);
  // Multipart bodies: read by the upload routes' modules only (lib/uploads.ts acceptUploads).
  await app.register(db, { database, closeOnShutdown: closeDatabase });
  await app.register(versions);
  await app.register(rateLimit, { config });
  await app.register(auth, { config });
  await app.register(mail, { config });
  await app.register(queue, { worker: config.queueWorker });
  await app.register(openapi);
  await app.register(realtime);
  app.decorate('config', config);
  app.decorate('dashboardSources', []);
  // Replaced by the realtime channel where it is registered; publishing to nobody is not an error.
  if (!app.hasDecorator('realtime')) app.decorate('realtime', { publish: async () => {} });
  for (const module of routeModules) await app.register(module);
  await app.register(web, { root: config.webDist });
  return app;
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v));
  return false;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}
