// The embedded database has one owner (decision 028): a `portal` command run while the portal owns DATA_DIR runs
// inside that portal (its writes are seen at once, and never lost), a second portal refuses to start, a lock left by
// a killed process is taken over, and a command refuses while another one holds DATA_DIR.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { portalCommand } from './helpers/cli';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { dataDir, portal } = portalCommand('portal-owner-');
const lockFile = path.join(dataDir, 'portal.lock');
const socketFile = path.join(dataDir, 'portal.sock');
const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function startPortal(port: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  };
  delete env.DATABASE_URL;
  // The server bundled once for the run (helpers/global-setup.ts), as `npm start` runs it.
  const child = spawn(process.execPath, [inject('portalMain')], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = async () => {
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}: ${stderr}`);
      if (
        await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('the portal did not start');
  };
  return { child, exited, ready, stderr: () => stderr };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)),
  ]);

const JOB = {
  Position_Name: 'Travel RN - Telemetry',
  Modality: 'Nursing',
  Submodality: 'Telemetry',
  Shift: 'Nights 3x12',
  City: 'Cheyenne',
  State: 'WY',
  Zip: '82001',
  Duration_Amount: 13,
  Weekly_Hours: 36,
  facilityName: 'Plains Medical',
  weeklyPay: 1980,
  isOpen: true,
};
const jobsFile = path.join(dataDir, '..', `${path.basename(dataDir)}-jobs.json`);
writeFileSync(jobsFile, JSON.stringify(['OWN-1', 'OWN-2', 'OWN-3'].map((id) => ({ Position_ID: id, ...JOB }))));
afterAll(() => rmSync(jobsFile, { force: true }));

describe.skipIf(process.env.TEST_DATABASE_URL)('the embedded database has one owner', () => {
  it('a command runs inside the running portal: its jobs are searched at once and are not added again later', async () => {
    expect(
      portal(
        'org:add',
        '--code',
        'ACME',
        '--name',
        'Acme Staffing',
        '--support-email',
        'help@acme.example',
        '--support-phone',
        '(555) 555-0100',
        '--default',
      ).code,
    ).toBe(0);
    // A portal killed earlier left its lock: the next one takes it over.
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(lockFile, JSON.stringify({ pid: dead, role: 'portal' }));

    const port = await freePort();
    const first = startPortal(port);
    await first.ready();
    // Run while the portal owns DATA_DIR, the import lands in the portal's database: its search (which keeps answers
    // until a write it sees) has the jobs at once.
    const list = async () =>
      (
        await fetch(`http://127.0.0.1:${port}/api/job/public/list?state=WY`).then(
          (r) => r.json() as Promise<{ paging: { total: number } }>,
        )
      ).paging.total;
    expect(await list()).toBe(0);
    const imported = portal('jobs:import', jobsFile);
    expect(imported.err).toBe('');
    expect(imported.code).toBe(0);
    expect(imported.out).toContain('ACME: 3 rows read, 3 jobs added, 0 updated, 0 skipped.');
    expect(await list()).toBe(3);

    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toEqual({ pid: first.child.pid, role: 'portal' });
    // The stale lock was taken over; the command socket is the portal user's alone; a second portal refuses.
    const socket = statSync(socketFile);
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);

    const second = startPortal(await freePort());
    expect(await within(second.exited, 60_000)).toBe(1);
    expect(second.stderr()).toContain(
      `A portal (pid ${first.child.pid}) runs on the embedded database in ${dataDir}; only one process may open it`,
    );

    // Stopped, the portal has written nothing over the import: importing again updates the same jobs.
    first.child.kill('SIGTERM');
    expect(await within(first.exited, 30_000)).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
    const again = portal('jobs:import', jobsFile);
    expect(again.code).toBe(0);
    expect(again.out).toContain('ACME: 3 rows read, 0 jobs added, 3 updated, 0 skipped.');
  }, 300_000);

  it('a command refuses, and says why, while another command holds DATA_DIR', () => {
    writeFileSync(lockFile, JSON.stringify({ pid: process.pid, role: 'command' }));
    try {
      const refused = portal('org:list');
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(`A \`portal\` command (pid ${process.pid}) runs on the embedded database in ${dataDir}`);
      expect(refused.out).toBe('');
    } finally {
      rmSync(lockFile, { force: true });
    }
  }, 60_000);
});
