// Runs once before the server suite on the embedded database: one database with every migration applied, kept on
// disk and as a tarball. Each test file's database starts from the tarball (helpers/app.ts) and the `portal` command's
// DATA_DIR from a copy of the folder (helpers/cli.ts), instead of each running initdb and the migrations again
// (initdb is most of the cost of a new PGlite). On PostgreSQL (TEST_DATABASE_URL) nothing is made here: each file
// creates and migrates its own database, as before.
//
// It also bundles the server and the `portal` command once (bundle.mjs, as `npm run build` does) for the tests that run
// them as processes (helpers/cli.ts, the durability and data-dir-owner tests): a process of the bundle starts in about a
// third of the time of one that compiles the sources.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { bundleServer } from '../../bundle.mjs';
import { MIGRATIONS_DIR } from '../../src/db/client';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template: `tarball` for PGlite's loadDataDir, `dataDir` a DATA_DIR whose pgdata can be copied. */
    pgliteTemplate: { tarball: string; dataDir: string } | null;
    /** The bundled `portal` command (cli.js in a folder beside src/, like dist/). */
    portalCli: string;
    /** The bundled server (main.js beside it), as `npm start` runs it. */
    portalMain: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  // Beside src/ as dist/ is (the command finds its files relative to itself); one folder per run.
  const cliDir = path.join(SERVER_DIR, `.test-cli-${process.pid}`);
  await bundleServer(cliDir);
  project.provide('portalCli', path.join(cliDir, 'cli.js'));
  project.provide('portalMain', path.join(cliDir, 'main.js'));
  const removeCli = () => rmSync(cliDir, { recursive: true, force: true });
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return removeCli;
  }
  const root = mkdtempSync(path.join(tmpdir(), 'portal-test-template-'));
  const dataDir = path.join(root, 'data');
  mkdirSync(dataDir);
  // The same folder layout as openDatabase({ kind: 'pglite', dataDir }) uses.
  const removeRoot = () => {
    rmSync(root, { recursive: true, force: true });
    removeCli();
  };
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
