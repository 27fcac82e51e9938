// Configuration from the environment, validated once at start (a bad value stops the server with a clear message).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

const ZEnv = z.object({
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://jobs.example.com' }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: z.string().default(''),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_TTL_MINUTES: z.coerce.number().int().min(1).max(720, 'sessions last at most 12 hours (720 minutes)').default(720),
  SEED_DEMO: bool(true),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: bool(false),
});

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  corsOrigins: string[];
  secrets: { jwt: string };
  sessionTtlMinutes: number;
  seedDemo: boolean;
  webDist: string | undefined;
  trustProxy: boolean;
};

export class ConfigError extends Error {}

/** Secrets not given in the environment are generated on first start and kept in DATA_DIR (never in the repo). */
function loadOrCreateSecrets(dataDir: string): { jwt: string } {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const parsed = z.object({ jwt: z.string().min(32) }).safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) return parsed.data;
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets = { jwt: randomBytes(48).toString('base64url') };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const port = e.PORT;
  return {
    port,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    logLevel: e.LOG_LEVEL,
    corsOrigins: e.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean),
    secrets: e.JWT_SECRET ? { jwt: e.JWT_SECRET } : loadOrCreateSecrets(dataDir),
    sessionTtlMinutes: e.SESSION_TTL_MINUTES,
    // Demo data is for the zero-setup embedded database; a PostgreSQL deployment opts in explicitly.
    seedDemo: env.SEED_DEMO === undefined ? !e.DATABASE_URL : e.SEED_DEMO,
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY,
  };
}
