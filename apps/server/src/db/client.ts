// Opens the database: embedded PGlite by default, PostgreSQL when DATABASE_URL is set (db/prepared.ts runs named
// prepared statements on either).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Config, EMBEDDED_DB_CACHE_MB } from '../config';
import { type EmscriptenFiles, keepFileSizes } from './file-sizes';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

/** Migrations ship beside the sources; the bundled server points here through MIGRATIONS_DIR. */
export const MIGRATIONS_DIR =
  process.env.MIGRATIONS_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * dataDir undefined keeps the database in memory (tests); loadDataDir starts it from a dump of another one (the
   * tests' migrated template, `PGlite.dumpDataDir()`).
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; cacheMb?: number };

/** The database the configuration names: PostgreSQL when DATABASE_URL is set, else the embedded one in DATA_DIR. */
export const databaseOptionsOf = (config: Pick<Config, 'databaseUrl' | 'dataDir' | 'embeddedDbCacheMb'>): DatabaseOptions =>
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir, cacheMb: config.embeddedDbCacheMb };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client's network error must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: path.join(options.dataDir, 'pgdata') } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.cacheMb ?? EMBEDDED_DB_CACHE_MB}MB`],
  });
  await client.waitReady;
  // A data directory on disk is read through NODEFS: the files' sizes are kept between seeks (db/file-sizes.ts).
  if (options.dataDir) keepFileSizes((client as unknown as { mod: EmscriptenFiles }).mod);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => ping(db),
    // Closing flushes PGlite's files; it does not fsync on its own (see docs/operations.md).
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
