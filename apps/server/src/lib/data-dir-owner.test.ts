import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimDataDir, lockPathOf, ownedMessage } from './data-dir-owner';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'owner-unit-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const lockOf = (dir: string) => JSON.parse(readFileSync(lockPathOf(dir), 'utf8')) as unknown;
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe('the owner of DATA_DIR', () => {
  it('is the first to claim it, until it lets go', () => {
    const dir = dataDir();
    const claim = claimDataDir(dir, 'command');
    expect(claim.owned).toBe(true);
    expect(lockOf(dir)).toEqual({ pid: process.pid, role: 'command' });
    if (claim.owned) claim.release();
    expect(() => readFileSync(lockPathOf(dir))).toThrow();
  });

  it('is named to a second claimant while it runs, and its lock is never removed by another', () => {
    const dir = dataDir();
    const owner = { pid: process.ppid, role: 'portal' };
    writeFileSync(lockPathOf(dir), JSON.stringify(owner));
    expect(claimDataDir(dir, 'portal')).toEqual({ owned: false, owner });
    claimDataDir(dir, 'command'); // refused
    expect(lockOf(dir)).toEqual(owner);
  });

  it('is replaced when its process is gone, or its lock is damaged', () => {
    for (const content of [JSON.stringify({ pid: deadPid(), role: 'portal' }), 'not a lock', '']) {
      const dir = dataDir();
      writeFileSync(lockPathOf(dir), content);
      expect(claimDataDir(dir, 'portal').owned).toBe(true);
      expect(lockOf(dir)).toEqual({ pid: process.pid, role: 'portal' });
    }
  });

  it('is told to the operator with what to do', () => {
    expect(ownedMessage('/srv/portal', { pid: 42, role: 'portal' }, 'start the portal')).toBe(
      'A portal (pid 42) runs on the embedded database in /srv/portal; only one process may open it, so this one cannot start the portal. Stop it first, or give this portal a DATA_DIR of its own.',
    );
    expect(ownedMessage('/srv/portal', { pid: 42, role: 'command' }, 'run this command')).toBe(
      'A `portal` command (pid 42) runs on the embedded database in /srv/portal; only one process may open it, so this one cannot run this command. Try again once it has finished.',
    );
  });
});
