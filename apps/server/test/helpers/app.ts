// Boots the whole app on a fresh database for one test file: embedded PGlite in memory by default,
// or a new PostgreSQL database (created here, dropped on close) when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { cpSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/client';
import { seedOrgs } from '../../src/seed/orgs';

export type TestApp = FastifyInstance & { database: Database };

export async function createPgDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    DATA_DIR: '/tmp/portal-test-unused',
    JWT_SECRET: 'test-secret-0123456789-0123456789-abcdef',
    DATA_ENCRYPTION_KEY: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
    LOG_LEVEL: 'silent',
  });
  // The queue's worker is off: tests run due tasks with app.queue.runDue({ now }).
  // On PostgreSQL the rate-limit counters are rows every instance shares, as in production.
  const rateLimitStore = process.env.TEST_DATABASE_URL ? ('database' as const) : base.rateLimitStore;
  return { ...base, publicUrl: 'http://localhost:3000', seedDemo: false, webDist: undefined, queueWorker: false, rateLimitStore, ...overrides };
}

export async function openTestDatabase(): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const created = await createPgDatabase(pgUrl);
    const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5 });
    await database.migrate();
    return { database, cleanup: async () => { await database.close(); await created.drop(); } };
  }
  const database = await openTemplateCopy();
  await database.migrate();
  return { database, cleanup: () => database.close() };
}

/**
 * An in-memory PGlite that starts as a copy of the suite's migrated template (helpers/global-setup.ts), made the way
 * openDatabase({ kind: 'pglite' }) makes its database; without a template (a file run outside the server project's
 * set-up) a new database from openDatabase. Its migrate() still runs the migrations, which finds them all applied.
 */
async function openTemplateCopy(): Promise<Database> {
  const template = inject('pgliteTemplate');
  if (!template) return openDatabase({ kind: 'pglite' });
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([await readFile(template.tarball)], { type: 'application/x-gzip' }) });
}

/**
 * Puts a copy of the suite's migrated template (helpers/global-setup.ts) into `dataDir` as its embedded database
 * (pgdata), as after an earlier start, instead of a first start's initdb and migrations (seconds of CPU); nothing
 * without a template (on PostgreSQL, or a file run outside the server project's set-up). Returns `dataDir`.
 */
export function withMigratedDatabase(dataDir: string): string {
  const template = inject('pgliteTemplate');
  if (template) cpSync(path.join(template.dataDir, 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
  return dataDir;
}

/** A whole app with the demo organisations. Close it in afterAll. */
export async function createTestApp(overrides: Partial<Config> = {}, { seed = true } = {}): Promise<TestApp> {
  const { database, cleanup } = await openTestDatabase();
  if (seed) await seedOrgs(database.db);
  const app = await buildApp({ config: testConfig(overrides), database, closeDatabase: false, logger: false });
  app.addHook('onClose', cleanup);
  await app.ready();
  return app as TestApp;
}

/**
 * A second instance of the server on the test app's database: on PostgreSQL with its own connections (so its own
 * memory and version reads, as another server would have); on PGlite the same database, which one process owns.
 */
export async function secondInstance(app: TestApp): Promise<TestApp> {
  let database = app.database;
  if (app.database.engine === 'postgres') {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const result = (await app.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    url.pathname = `/${result.rows[0]!.name}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  }
  const other = (await buildApp({ config: testConfig(), database, closeDatabase: database !== app.database, logger: false })) as TestApp;
  await other.ready();
  return other;
}
