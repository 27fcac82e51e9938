// The `portal` command run as an operator runs it (tsx, the server's folder), on an embedded database in a temporary
// DATA_DIR that is removed after the file's tests.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function portalCommand(prefix: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const portal = (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', ...args], { cwd: serverDir, env, encoding: 'utf8' });
    return { code: result.status, out: result.stdout, err: result.stderr };
  };
  return { dataDir, portal };
}
