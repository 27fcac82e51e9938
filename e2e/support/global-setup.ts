// Starts the built server (apps/server/dist/main.js) on a free port with a fresh temporary DATA_DIR and demo data,
// serving a build of the web app made for the browser tests, and stops it afterwards.
//
// The web build here is the normal production build plus VITE_E2E=true, which adds only the /__test__/crash page
// (apps/web/src/app/routes.tsx) so the error screen and its report can be tested. It goes to a temporary folder and is
// served through WEB_DIST; apps/web/dist (what `npm start` serves) is not used or touched (`npm run test:e2e` builds only
// the server before the journeys: this build is the web app's).
//
// Other suites that need server settings (mail transport, social providers, ...) add them to SERVER_ENV below.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
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

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(SERVER_MAIN))
    throw new Error(`${SERVER_MAIN} is missing: run \`npm run build -w @portal/server\` first (npm run test:e2e does).`);
  const port = process.env.E2E_PORT;
  if (!port) throw new Error('E2E_PORT is not set (playwright.config.ts sets it).');

  const tempRoot = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const dataDir = path.join(tempRoot, 'data');
  const webDist = path.join(tempRoot, 'web');

  const build = spawnSync(process.execPath, [VITE_BIN, 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: path.join(ROOT, 'apps/web'),
    env: { ...process.env, VITE_E2E: 'true' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`Building the web app for the browser tests failed:\n${build.stdout}\n${build.stderr}`);

  // Journeys that start a server of their own serve this build.
  process.env.E2E_WEB_DIST = webDist;
  // The `portal` command of a journey reaches this server through DATA_DIR (it runs inside the portal that owns it).
  process.env.E2E_DATA_DIR = dataDir;

  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  // The embedded database, never a PostgreSQL configured in the caller's environment.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
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
