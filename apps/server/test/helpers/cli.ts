// The `portal` command, two ways, each on an embedded database in a temporary DATA_DIR removed after the file's tests.
// The DATA_DIR starts with a copy of the suite's migrated template (helpers/global-setup.ts), as after an earlier
// `portal` command; `{ empty: true }` starts from an empty DATA_DIR, the way an operator's first command does.
//
// - `portalCommand`: run as an operator runs it (the bundled command, as `npm run build` makes it, from the server's
//   folder; helpers/global-setup.ts bundles it once per run), a process per command. For what is about
//   the process itself: the first command on an empty DATA_DIR, exit codes, who owns DATA_DIR (cli.test.ts,
//   data-dir-owner.test.ts).
// - `portalInProcess`: the same command line through the same `runCommand` (cli/program.ts) that both the process and
//   the running portal's command socket call, on one database kept open for the file. A process per command costs
//   seconds (loading the command, opening the embedded database); the commands' own work is what the module files test.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, inject } from 'vitest';
import type { WithDatabase } from '../../src/cli/context';
import { runCommand } from '../../src/cli/program';
import { type Database, openDatabase } from '../../src/db/client';
import { withMigratedDatabase } from './app';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type PortalResult = { code: number | null; out: string; err: string };

function temporaryDataDir(prefix: string, empty: boolean): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  return empty ? dataDir : withMigratedDatabase(dataDir);
}

export function portalCommand(prefix: string, { empty = false }: { empty?: boolean } = {}) {
  const dataDir = temporaryDataDir(prefix, empty);
  const portal = (...args: string[]): PortalResult => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const result = spawnSync(process.execPath, [inject('portalCli'), ...args], { cwd: serverDir, env, encoding: 'utf8' });
    return { code: result.status, out: result.stdout, err: result.stderr };
  };
  return { dataDir, portal };
}

export function portalInProcess(prefix: string) {
  const dataDir = temporaryDataDir(prefix, false);
  let opened: Promise<Database> | undefined;
  const open = () =>
    (opened ??= openDatabase({ kind: 'pglite', dataDir }).then(async (database) => {
      await database.migrate();
      return database;
    }));
  afterAll(async () => {
    if (opened) await (await opened).close();
  });
  /** The file's database, the one its commands use (a second embedded database on DATA_DIR would corrupt it). */
  const withDatabase: WithDatabase = async (work) => work(await open());
  const portal = async (...args: string[]): Promise<PortalResult> => {
    // The configuration a command reads (loadConfig) is the operator's environment with this DATA_DIR.
    const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
    let out = '';
    let err = '';
    try {
      const code = await runCommand(
        args,
        { withDatabase, resolvePath: (file) => path.resolve(serverDir, file) },
        { out: (text) => void (out += text), err: (text) => void (err += text) },
      );
      return { code, out, err };
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  };
  return { dataDir, portal, withDatabase };
}
