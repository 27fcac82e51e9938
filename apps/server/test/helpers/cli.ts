// The `portal` command run as an operator runs it (tsx, the server's folder), on an embedded database in a temporary
// DATA_DIR that is removed after the file's tests. The DATA_DIR starts with a copy of the suite's migrated template
// (helpers/global-setup.ts), as after an earlier `portal` command; `{ empty: true }` starts from an empty DATA_DIR,
// the way an operator's first command does (cli.test.ts).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, inject } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function portalCommand(prefix: string, { empty = false }: { empty?: boolean } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const template = empty ? null : inject('pgliteTemplate');
  if (template) cpSync(path.join(template.dataDir, 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
  const portal = (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', ...args], { cwd: serverDir, env, encoding: 'utf8' });
    return { code: result.status, out: result.stdout, err: result.stderr };
  };
  return { dataDir, portal };
}
