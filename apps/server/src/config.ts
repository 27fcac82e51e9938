// Configuration from the environment, validated once at start (a bad value stops the server with a clear message).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createSecureContext } from 'node:tls';
import { z } from 'zod';
import { isLoopbackUrl } from './lib/loopback';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

/**
 * PostgreSQL's default page cache (shared_buffers) is 128 MiB; in PGlite it lives in the WebAssembly heap, which never
 * shrinks, so the embedded server's memory grew by about 110 MiB once its cache filled. PostgreSQL writes over the whole
 * cache when it starts, so its size is resident at once. 4 MiB (512 pages) holds the hot pages of the portal's queries
 * (searches are answered from the open-jobs index; the database reads a page's jobs by id and a candidate's own rows);
 * the rest of the files is read through the operating system's cache.
 */
export const EMBEDDED_DB_CACHE_MB = 4;

/** A sender address (MAIL_FROM, and the default one made from PUBLIC_URL). */
const ZMailAddress = z.email({ message: 'must be an e-mail address such as no-reply@jobs.example.com' });

const ZEnv = z.object({
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://jobs.example.com' }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The embedded database's page cache (PostgreSQL's shared_buffers), in MiB; its files stay in the OS's cache too. */
  EMBEDDED_DB_CACHE_MB: z.coerce.number({ message: 'must be a whole number of MiB' }).int().min(1).max(4096).default(EMBEDDED_DB_CACHE_MB),
  /** The memory a candidate's own pages kept may take (references, checklists, job e-mails), in MiB; 0 keeps none. */
  CANDIDATE_PAGES_CACHE_MB: z.coerce.number({ message: 'must be a whole number of MiB' }).int().min(0).max(4096).default(16),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: z.string().default(''),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** AES-256 key for sensitive application answers (SSN, TIN, DOB, ...): 32 bytes as 64 hex characters or base64. */
  DATA_ENCRYPTION_KEY: z
    .string()
    .refine((value) => decodeDataKey(value) !== null, 'must be 32 bytes, written as 64 hex characters or base64')
    .optional(),
  /** Older data keys, comma-separated: they only decrypt, until `portal crypto:rotate` has re-encrypted everything. */
  DATA_ENCRYPTION_OLD_KEYS: z
    .string()
    .refine(
      (value) => value.split(',').every((key) => key.trim() === '' || decodeDataKey(key) !== null),
      'each key must be 32 bytes, written as 64 hex characters or base64, separated by commas',
    )
    .optional(),
  /**
   * Session length in minutes, at most 12 hours. Fractions are allowed; under one minute (down to 15 seconds, 0.25) only
   * on a portal served on this machine (checked in loadConfig), to see a session end without waiting (the browser tests).
   */
  SESSION_TTL_MINUTES: z.coerce
    .number({ message: 'must be a number of minutes' })
    .min(0.25, 'sessions last at least 15 seconds (0.25)')
    .max(720, 'sessions last at most 12 hours (720 minutes)')
    .default(720),
  SEED_DEMO: bool(true),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: bool(false),
  /** HTTPS and HTTP/2 (with HTTP/1.1 for clients without it) when both are set: PEM files of the certificate chain and key. */
  TLS_CERT_FILE: z.string().min(1).optional(),
  TLS_KEY_FILE: z.string().min(1).optional(),
  // E-mail (plugins/mail.ts): SMTP when SMTP_URL is set, else the outbox kept in the database.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587')
    .optional(),
  MAIL_FROM: ZMailAddress.optional(),
  /** The dev mailbox page exposes every stored e-mail; off by default unless PUBLIC_URL is this machine. */
  DEV_MAILBOX: z.enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' }).optional(),
  EMAIL_DELIVERABILITY: z.enum(['dns', 'syntax'], { message: 'must be dns or syntax' }).default('dns'),
  /** Resolvers for the deliverability check (ip or ip:port, comma-separated); unset uses the system's. */
  DNS_SERVERS: z.string().optional(),
  /** Multiplies every sign-in/sign-up/e-mail rate limit (browser test runs create many accounts from one address). */
  AUTH_RATE_LIMIT_SCALE: z.coerce.number({ message: 'must be a number' }).min(0.01).max(1000).default(1),
  /** Calls each agency API key may make a minute (decision 033). */
  AGENCY_RATE_LIMIT: z.coerce.number({ message: 'must be a whole number of calls a minute' }).int('must be a whole number of calls a minute').min(1).max(100_000).default(600),
  /** Webhook URLs may be http and reach loopback, link-local and private addresses (tests, a closed network; decision 036). */
  AGENCY_WEBHOOK_ALLOW_PRIVATE: bool(false),
  // Social sign-in (spec §1): each provider is on only when both its client id and secret are set.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  LINKEDIN_CLIENT_ID: z.string().min(1).optional(),
  LINKEDIN_CLIENT_SECRET: z.string().min(1).optional(),
  // Endpoint overrides (tests against a local OpenID provider, or a regional endpoint); unset uses the provider's own.
  GOOGLE_AUTH_URL: z.url().optional(),
  GOOGLE_TOKEN_URL: z.url().optional(),
  GOOGLE_USERINFO_URL: z.url().optional(),
  FACEBOOK_AUTH_URL: z.url().optional(),
  FACEBOOK_TOKEN_URL: z.url().optional(),
  FACEBOOK_USERINFO_URL: z.url().optional(),
  LINKEDIN_AUTH_URL: z.url().optional(),
  LINKEDIN_TOKEN_URL: z.url().optional(),
  LINKEDIN_USERINFO_URL: z.url().optional(),
  // Housing near a job (modules/jobs/housing.ts): off unless a provider endpoint is configured.
  HOUSING_PROVIDER_URL: z.url({ message: 'must be an absolute URL such as https://housing.example.com/search' }).optional(),
  HOUSING_PROVIDER_TOKEN: z.string().min(1).optional(),
  HOUSING_TIMEOUT_MS: z.coerce.number({ message: 'must be a number of milliseconds' }).int().min(100).max(60_000).default(8_000),
  /** Redis for shared rate-limit counters (plugins/rate-limit.ts); unset keeps them in the database or in memory. */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  /** Where rate-limit counters live: memory (one instance), database (PostgreSQL, shared) or redis (REDIS_URL). */
  RATE_LIMIT_STORE: z.enum(['memory', 'database', 'redis'], { message: 'must be memory, database or redis' }).optional(),
  /**
   * Where uploaded documents' bytes live: files under DATA_DIR (the default with the embedded database), the database
   * (the default with DATABASE_URL) or an S3-compatible object store (S3_*).
   */
  FILE_STORE: z.enum(['files', 'database', 's3'], { message: 'must be files, database or s3' }).optional(),
  /** The storage each candidate's documents may take together, in MB (decimal). */
  STORAGE_QUOTA_MB: z.coerce.number({ message: 'must be a number of MB' }).min(1).max(100_000).default(50),
  S3_ENDPOINT: z.url({ message: 'must be an absolute URL such as https://s3.us-east-1.amazonaws.com' }).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Run the background worker of the task queue in this instance (plugins/queue.ts). */
  QUEUE_WORKER: bool(true),
  /** pretty: readable log lines and a start-up note (the default on a terminal); json: one JSON object a line. */
  LOG_FORMAT: z.enum(['pretty', 'json'], { message: 'must be pretty or json' }).optional(),
});

export type SocialProviderConfig = {
  clientId: string;
  clientSecret: string;
  authUrl?: string;
  tokenUrl?: string;
  userinfoUrl?: string;
};

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedDbCacheMb: number;
  /** The memory of the candidates' own pages kept (lib/candidate-pages.ts), in MiB; 0 keeps none. */
  candidatePagesCacheMb: number;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  corsOrigins: string[];
  /**
   * jwt: token signing; dataKey: AES-256-GCM key of sensitive answers (32 bytes, hex), which encrypts; previousDataKeys:
   * older keys, which only decrypt (until `portal crypto:rotate`).
   */
  secrets: { jwt: string; dataKey: string; previousDataKeys: string[] };
  sessionTtlMinutes: number;
  seedDemo: boolean;
  webDist: string | undefined;
  trustProxy: boolean;
  /** The certificate chain and key (PEM) the server serves HTTPS and HTTP/2 with; none: plain HTTP/1.1. */
  tls: { cert: Buffer; key: Buffer } | undefined;
  mail: { smtpUrl: string | undefined; from: string; devMailbox: boolean };
  emailDeliverability: 'dns' | 'syntax';
  dnsServers: string[];
  authRateLimitScale: number;
  /** Calls each agency API key may make a minute (AGENCY_RATE_LIMIT). */
  agencyRateLimit: number;
  /** AGENCY_WEBHOOK_ALLOW_PRIVATE: webhooks may use http and private, loopback and link-local addresses. */
  agencyWebhookAllowPrivate: boolean;
  social: { google?: SocialProviderConfig; facebook?: SocialProviderConfig; linkedin?: SocialProviderConfig };
  housing: { url: string; token: string | undefined; timeoutMs: number } | undefined;
  /** This instance runs the task queue's background worker. */
  queueWorker: boolean;
  /** Readable logs and a start-up note on a terminal; JSON lines otherwise (lib/startup-log.ts). */
  logFormat: 'pretty' | 'json';
  redisUrl: string | undefined;
  rateLimitStore: 'memory' | 'database' | 'redis';
  /** The bytes each candidate's documents may take together (STORAGE_QUOTA_MB). */
  storageQuotaBytes: number;
  /** Uploaded documents: files under dataDir, in the database, or in an S3-compatible bucket. */
  fileStore: { kind: 'files' } | { kind: 'database' } | { kind: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
};

export class ConfigError extends Error {}

/** A data key as 64 hex characters or base64 of 32 bytes → hex, or null. */
export function decodeDataKey(value: string): string | null {
  const text = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return text.toLowerCase();
  const bytes = Buffer.from(text, 'base64');
  return bytes.length === 32 && /^[A-Za-z0-9+/_-]+={0,2}$/.test(text) ? bytes.toString('hex') : null;
}

/**
 * Secrets not given in the environment are generated on first start and kept in DATA_DIR (never in the repo). A file
 * written before a secret existed gains it, and keeps the ones it had (losing the data key would lose the answers).
 * Older data keys (they only decrypt) come from DATA_ENCRYPTION_OLD_KEYS and from the file's `previousDataKeys`.
 */
function loadOrCreateSecrets(
  dataDir: string,
  given: { jwt?: string; dataKey?: string; previousDataKeys: string[] },
): { jwt: string; dataKey: string; previousDataKeys: string[] } {
  if (given.jwt && given.dataKey) return { jwt: given.jwt, dataKey: given.dataKey, previousDataKeys: given.previousDataKeys.filter((key) => key !== given.dataKey) };
  const file = path.join(dataDir, 'secrets.json');
  let stored: { jwt?: string; dataKey?: string; previousDataKeys?: string[] } = {};
  if (existsSync(file)) {
    const parsed = z
      .object({
        jwt: z.string().min(32).optional(),
        dataKey: z.string().regex(/^[0-9a-f]{64}$/).optional(),
        previousDataKeys: z.array(z.string().regex(/^[0-9a-f]{64}$/)).optional(),
      })
      .safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) stored = parsed.data;
  }
  const older = (dataKey: string) => [...new Set([...given.previousDataKeys, ...(stored.previousDataKeys ?? [])])].filter((key) => key !== dataKey);
  const secrets = {
    jwt: given.jwt ?? stored.jwt ?? randomBytes(48).toString('base64url'),
    dataKey: given.dataKey ?? stored.dataKey ?? randomBytes(32).toString('hex'),
  };
  const toStore = { ...stored, ...(given.jwt ? {} : { jwt: secrets.jwt }), ...(given.dataKey ? {} : { dataKey: secrets.dataKey }) };
  if (toStore.jwt !== stored.jwt || toStore.dataKey !== stored.dataKey) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(toStore, null, 2), { mode: 0o600 });
  }
  return { ...secrets, previousDataKeys: older(secrets.dataKey) };
}

/** Both files or neither; each must be readable PEM, and the key the certificate's. */
function loadTls(certFile: string | undefined, keyFile: string | undefined): Config['tls'] {
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) {
    throw new ConfigError(`Invalid configuration:\n  ${certFile ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE'}: needed with ${certFile ? 'TLS_CERT_FILE' : 'TLS_KEY_FILE'}`);
  }
  const read = (name: string, file: string, kind: RegExp): Buffer => {
    let text: Buffer;
    try {
      text = readFileSync(file);
    } catch {
      throw new ConfigError(`Invalid configuration:\n  ${name}: cannot read ${file}`);
    }
    if (!kind.test(text.toString('latin1'))) throw new ConfigError(`Invalid configuration:\n  ${name}: ${file} is not a PEM file of the expected kind`);
    return text;
  };
  const pair = {
    cert: read('TLS_CERT_FILE', certFile, /-----BEGIN CERTIFICATE-----/),
    key: read('TLS_KEY_FILE', keyFile, /-----BEGIN (RSA |EC )?PRIVATE KEY-----/),
  };
  try {
    createSecureContext(pair);
  } catch {
    throw new ConfigError(`Invalid configuration:\n  TLS_KEY_FILE: ${keyFile} is not the key of the certificate in ${certFile}`);
  }
  return pair;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.FILE_STORE === 's3') {
    const missing = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !e[name]);
    if (missing.length) throw new ConfigError(`Invalid configuration:\n${missing.map((name) => `  ${name}: needed with FILE_STORE=s3`).join('\n')}`);
  }
  if (e.RATE_LIMIT_STORE === 'redis' && !e.REDIS_URL) throw new ConfigError('Invalid configuration:\n  RATE_LIMIT_STORE: redis needs REDIS_URL');
  const dataDir = path.resolve(e.DATA_DIR);
  const port = e.PORT;
  const tls = loadTls(e.TLS_CERT_FILE, e.TLS_KEY_FILE);
  const publicUrl = (e.PUBLIC_URL ?? `${tls ? 'https' : 'http'}://localhost:${port}`).replace(/\/+$/, '');
  // A session shorter than a minute is for trying its end on this machine; a public portal's candidates need longer.
  if (e.SESSION_TTL_MINUTES < 1 && !isLoopbackUrl(publicUrl))
    throw new ConfigError('Invalid configuration:\n  SESSION_TTL_MINUTES: at least 1 unless PUBLIC_URL is this machine (localhost, 127.0.0.1 or ::1)');
  return {
    port,
    host: e.HOST,
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    embeddedDbCacheMb: e.EMBEDDED_DB_CACHE_MB,
    candidatePagesCacheMb: e.CANDIDATE_PAGES_CACHE_MB,
    logLevel: e.LOG_LEVEL,
    corsOrigins: e.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean),
    secrets: loadOrCreateSecrets(dataDir, {
      jwt: e.JWT_SECRET,
      dataKey: e.DATA_ENCRYPTION_KEY ? (decodeDataKey(e.DATA_ENCRYPTION_KEY) ?? undefined) : undefined,
      previousDataKeys: (e.DATA_ENCRYPTION_OLD_KEYS ?? '')
        .split(',')
        .map((key) => decodeDataKey(key))
        .filter((key): key is string => key !== null),
    }),
    sessionTtlMinutes: e.SESSION_TTL_MINUTES,
    // Demo data (with its published password) is for the zero-setup embedded database on this machine; a PostgreSQL or
    // public deployment opts in explicitly (security.md item 17).
    seedDemo: env.SEED_DEMO === undefined ? !e.DATABASE_URL && isLoopbackUrl(publicUrl) : e.SEED_DEMO,
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY,
    tls,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? defaultMailFrom(publicUrl),
      // The outbox holds live sign-in links: its page exists only for a portal served on this machine (never with SMTP
      // or in production), and even then answers only requests from this machine (plugins/mail.ts).
      devMailbox:
        !e.SMTP_URL &&
        env.NODE_ENV !== 'production' &&
        (e.DEV_MAILBOX === undefined ? isLoopbackUrl(publicUrl) : ['true', '1', 'yes'].includes(e.DEV_MAILBOX)),
    },
    emailDeliverability: e.EMAIL_DELIVERABILITY,
    dnsServers: (e.DNS_SERVERS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    authRateLimitScale: e.AUTH_RATE_LIMIT_SCALE,
    agencyRateLimit: e.AGENCY_RATE_LIMIT,
    agencyWebhookAllowPrivate: e.AGENCY_WEBHOOK_ALLOW_PRIVATE,
    social: {
      google: social(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, e.GOOGLE_AUTH_URL, e.GOOGLE_TOKEN_URL, e.GOOGLE_USERINFO_URL),
      facebook: social(e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET, e.FACEBOOK_AUTH_URL, e.FACEBOOK_TOKEN_URL, e.FACEBOOK_USERINFO_URL),
      linkedin: social(e.LINKEDIN_CLIENT_ID, e.LINKEDIN_CLIENT_SECRET, e.LINKEDIN_AUTH_URL, e.LINKEDIN_TOKEN_URL, e.LINKEDIN_USERINFO_URL),
    },
    housing: e.HOUSING_PROVIDER_URL ? { url: e.HOUSING_PROVIDER_URL, token: e.HOUSING_PROVIDER_TOKEN, timeoutMs: e.HOUSING_TIMEOUT_MS } : undefined,
    queueWorker: e.QUEUE_WORKER,
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    redisUrl: e.REDIS_URL,
    // Counters every instance shares: Redis when configured, else PostgreSQL; the embedded database has one instance.
    rateLimitStore: e.RATE_LIMIT_STORE ?? (e.REDIS_URL ? 'redis' : e.DATABASE_URL ? 'database' : 'memory'),
    fileStore:
      e.FILE_STORE === 's3'
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT!,
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          }
        : (e.FILE_STORE ?? (e.DATABASE_URL ? 'database' : 'files')) === 'files'
          ? { kind: 'files' }
          : { kind: 'database' },
    storageQuotaBytes: Math.round(e.STORAGE_QUOTA_MB * 1_000_000),
  };
}

function social(
  clientId: string | undefined,
  clientSecret: string | undefined,
  authUrl: string | undefined,
  tokenUrl: string | undefined,
  userinfoUrl: string | undefined,
): SocialProviderConfig | undefined {
  if (!clientId || !clientSecret) return undefined;
  return { clientId, clientSecret, authUrl, tokenUrl, userinfoUrl };
}

/**
 * The sender when MAIL_FROM is unset: no-reply@ PUBLIC_URL's host, when that makes an address MAIL_FROM itself would
 * accept. An IP address (127.0.0.1, [::1]) or a one-label name (localhost, portal) is no mail domain
 * (`no-reply@127.0.0.1` is no valid address): those get no-reply@localhost.localdomain, and a portal that sends real
 * mail sets MAIL_FROM.
 */
export function defaultMailFrom(publicUrl: string): string {
  const derived = `no-reply@${new URL(publicUrl).hostname.replace(/\.$/, '')}`;
  return ZMailAddress.safeParse(derived).success ? derived : 'no-reply@localhost.localdomain';
}
