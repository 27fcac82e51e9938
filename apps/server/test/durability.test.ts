// security.md item 15: an acknowledged write survives kill -9 of the server, and the server starts again afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { errorReports } from '../src/db/schema/index';
import { createPgDatabase, withMigratedDatabase } from './helpers/app';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The embedded database starts from a copy of the migrated template (the write and the restart are what is tested).
const dataDir = withMigratedDatabase(mkdtempSync(path.join(tmpdir(), 'portal-durability-')));
// On PostgreSQL the server gets a database of its own, created here and dropped afterwards.
const pgDatabase = process.env.TEST_DATABASE_URL ? await createPgDatabase(process.env.TEST_DATABASE_URL) : null;
const pgUrl = pgDatabase?.url;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function start(port: number): Promise<ChildProcess> {
  // The server bundled once for the run (helpers/global-setup.ts), as `npm start` runs it.
  const child = spawn(process.execPath, [inject('portalMain')], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'true',
      ...(pgUrl ? { DATABASE_URL: pgUrl } : {}),
    },
    stdio: 'ignore',
  });
  // A first start makes the database (initdb, migrations, demo data): generous for a busy machine.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false);
    if (ready) return child;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error('server did not start');
}

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await pgDatabase?.drop();
});

describe('durability', () => {
  it('keeps an acknowledged write across kill -9 and starts again', async () => {
    const port = await freePort();
    const marker = `durability-${randomBytes(6).toString('hex')}`;
    const first = await start(port);
    const res = await fetch(`http://127.0.0.1:${port}/microservices/api/tech/errorBoundary`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: '/durability', portalName: 'Candidate', errorDetails: marker }),
    });
    expect(res.status).toBe(201);
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));

    const second = await start(port);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    second.kill('SIGTERM');
    await new Promise((r) => second.once('exit', r));

    const database = await openDatabase(pgUrl ? { kind: 'postgres', url: pgUrl } : { kind: 'pglite', dataDir });
    try {
      const rows = await database.db.select().from(errorReports).where(eq(errorReports.errorDetails, marker));
      expect(rows).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 120_000);
});
