// Runs once before the server suite on the embedded database: one database with every migration applied, kept on
// disk and as a tarball. Each test file's database starts from the tarball (helpers/app.ts) and the `portal` command's
// DATA_DIR from a copy of the folder (helpers/cli.ts), instead of each running initdb and the migrations again
// (initdb is most of the cost of a new PGlite). On PostgreSQL (TEST_DATABASE_URL) nothing is made here: each file
// creates and migrates its own database, as before.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR } from '../../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template: `tarball` for PGlite's loadDataDir, `dataDir` a DATA_DIR whose pgdata can be copied. */
    pgliteTemplate: { tarball: string; dataDir: string } | null;
  }
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return undefined;
  }
  const root = mkdtempSync(path.join(tmpdir(), 'portal-test-template-'));
  const dataDir = path.join(root, 'data');
  mkdirSync(dataDir);
  // The same folder layout as openDatabase({ kind: 'pglite', dataDir }) uses.
  const removeRoot = () => rmSync(root, { recursive: true, force: true });
  const tarball = path.join(root, 'migrated.tar.gz');
  const client = new PGlite(path.join(dataDir, 'pgdata'));
  try {
    await client.waitReady;
    await migrate(drizzle(client) as never, { migrationsFolder: MIGRATIONS_DIR });
    writeFileSync(tarball, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
  } catch (error) {
    await client.close().catch(() => {});
    removeRoot();
    throw error;
  }
  await client.close();
  project.provide('pgliteTemplate', { tarball, dataDir });
  return removeRoot;
}
