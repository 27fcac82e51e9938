// Starts the built server (apps/server/dist/main.js) on a free port with a fresh temporary DATA_DIR and demo data,
// serving a build of the web app made for the browser tests, and stops it afterwards.
//
// The web build here is the normal production build plus VITE_E2E=true, which adds only the /__test__/crash page
// (apps/web/src/app/routes.tsx) so the error screen and its report can be tested. It goes to a temporary folder and is
// served through WEB_DIST; apps/web/dist (what `npm start` serves) is not used or touched (`npm run test:e2e` builds only
// the server before the journeys: this build is the web app's).
//
// While the web app builds, the built `portal` command makes a migrated embedded database once (initdb and every
// migration, the first start of an installation, about 3–6 s of CPU): journeys that start a server of their own
// (support/own-server.ts) begin from a copy of its pgdata, as after an earlier `portal` command, instead of each running
// initdb again. This server itself starts on an empty DATA_DIR, the first start an operator's portal makes.
//
// Other suites that need server settings (mail transport, social providers, ...) add them to SERVER_ENV below.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const CLI_MAIN = path.join(ROOT, 'apps/server/dist/cli.js');
const VITE_BIN = path.join(ROOT, 'node_modules/vite/bin/vite.js');

/** Extra environment for the server under test. */
export const SERVER_ENV: Record<string, string> = {
  // Every signed-in journey signs up a fresh candidate from one address: lift the per-IP sign-up limits.
  AUTH_RATE_LIMIT_SCALE: '50',
  // Release notes with known content for the change-log panel (the project's own CHANGELOG.md changes every day).
  CHANGELOG_PATH: path.join(ROOT, 'e2e/support/release-notes/CHANGELOG.md'),
};

async function waitForReady(url: string, server: ChildProcess, output: () => string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become ready at ${url} within ${timeoutMs} ms:\n${output()}`);
}

/** Runs a process to its end; rejects with what it printed unless it exits with 0. */
function run(what: string, args: string[], options: { cwd?: string; env: NodeJS.ProcessEnv }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${what} failed (exit code ${code}):\n${output}`))));
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(SERVER_MAIN))
    throw new Error(`${SERVER_MAIN} is missing: run \`npm run build -w @portal/server\` first (npm run test:e2e does).`);
  const port = process.env.E2E_PORT;
  if (!port) throw new Error('E2E_PORT is not set (playwright.config.ts sets it).');

  const tempRoot = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const dataDir = path.join(tempRoot, 'data');
  const webDist = path.join(tempRoot, 'web');

  const templateDir = path.join(tempRoot, 'template');
  // The embedded database, never a PostgreSQL configured in the caller's environment.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;

  try {
    await Promise.all([
      run('Building the web app for the browser tests', [VITE_BIN, 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'error'], {
        cwd: path.join(ROOT, 'apps/web'),
        env: { ...process.env, VITE_E2E: 'true' },
      }),
      // Any command that opens the database migrates it first; org:list changes nothing.
      run('Making the migrated database for the journeys\' own servers', [CLI_MAIN, 'org:list'], {
        env: { ...inherited, DATA_DIR: templateDir, LOG_LEVEL: 'warn' },
      }),
    ]);
  } catch (error) {
    rmSync(tempRoot, { recursive: true, force: true });
    throw error;
  }

  // Journeys that start a server of their own serve this build, and start from a copy of this pgdata.
  process.env.E2E_WEB_DIST = webDist;
  process.env.E2E_PGDATA_TEMPLATE = path.join(templateDir, 'pgdata');
  // The `portal` command of a journey reaches this server through DATA_DIR (it runs inside the portal that owns it).
  process.env.E2E_DATA_DIR = dataDir;

  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...inherited,
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
      ...SERVER_ENV,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  try {
    await waitForReady(`${baseUrl}/readyz`, server, () => output);
  } catch (error) {
    server.kill('SIGKILL');
    rmSync(tempRoot, { recursive: true, force: true });
    throw error;
  }

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      const timeout = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timeout);
    }
    rmSync(tempRoot, { recursive: true, force: true });
  };
}
