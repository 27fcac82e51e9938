// `portal application:record-offer EMAIL`, run as an operator runs it, on a fresh embedded database.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-cli-offer-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function portal(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', ...args], { cwd: serverDir, env, encoding: 'utf8' });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('portal application:record-offer', () => {
  it('records an offer for a candidate, and names an unknown e-mail', () => {
    expect(portal('seed:demo').code).toBe(0);
    const ok = portal('application:record-offer', 'Demo@MeridianHealthStaffing.com');
    expect(ok.code, ok.err).toBe(0);
    expect(ok.out).toContain('Offer recorded for Demo@MeridianHealthStaffing.com (MHS): the health-status section is open.');
    const unknown = portal('application:record-offer', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('No candidate with the e-mail nobody@example.com.');
  }, 180_000);
});
