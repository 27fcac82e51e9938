// The agency's `portal` command (apps/server/dist/cli.js) in browser journeys, as an operator runs it beside a running
// portal: on the embedded database the command runs inside the portal that owns DATA_DIR, through its command socket
// (decision 028), so the server goes on serving.
//
// - `sharedPortal(...)`: the command on the data of the server every journey uses (support/global-setup.ts), for what
//   concerns only the journey's own candidate (an offer).
// - `ownServer(label)`: a portal installation of a journey's own, the built server (apps/server/dist/main.js) on its
//   own embedded database in a temporary DATA_DIR, serving the browser tests' web build, for what would change what
//   other journeys see (an organisation of its own, a jobs import):
//
//   const own = await ownServer('job-emails');
//   own.portal('org:add', '--code', 'ALR', ...);   // exit code 0 expected; returns what it printed
//   await own.start();
//   try { ... own.baseUrl ... own.portal('jobs:import', ...); ... }
//   finally { await own.dispose(); }
//
// - `newDataDir(label)`: a temporary DATA_DIR holding a copy of the migrated database the global setup made (initdb and
//   every migration, made once per run by the built `portal` command): an installation after its first command, with no
//   organisation, candidate or secret yet. Each own server starts from one, as the server tests' commands do
//   (apps/server/test/helpers/cli.ts), instead of running initdb again (seconds of CPU each). A DATA_DIR is new to the
//   server when it has no pgdata; this one has, and the server's migrations find nothing left to apply.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const CLI_MAIN = path.join(ROOT, 'apps/server/dist/cli.js');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A temporary DATA_DIR with a copy of the run's migrated database (support/global-setup.ts); the caller removes it. */
export function newDataDir(label: string): string {
  const template = process.env.E2E_PGDATA_TEMPLATE;
  if (!template) throw new Error('E2E_PGDATA_TEMPLATE is not set (support/global-setup.ts sets it).');
  const dataDir = mkdtempSync(path.join(tmpdir(), `portal-e2e-${label}-`));
  cpSync(template, path.join(dataDir, 'pgdata'), { recursive: true });
  return dataDir;
}

/** The environment without DATABASE_URL: the embedded database, never a PostgreSQL configured in the caller's. */
function embeddedEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return inherited;
}

/** `portal <args>` on the data of DATA_DIR `dataDir`; expects exit code 0, returns what it printed. */
function portalOn(dataDir: string, args: string[]): string {
  const run = spawnSync(process.execPath, [CLI_MAIN, ...args], {
    env: { ...embeddedEnv(), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

/** `portal <args>` on the data of the server every journey uses, inside that server. */
export function sharedPortal(...args: string[]): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (support/global-setup.ts sets it).');
  return portalOn(dataDir, args);
}

export type OwnServer = {
  dataDir: string;
  baseUrl: string;
  /** Runs `portal <args>` on this installation's data (inside the server while it runs); expects exit code 0, returns stdout. */
  portal: (...args: string[]) => string;
  /** Starts the server (the same port each time) and waits until it is ready. */
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** Stops the server and removes the data. */
  dispose: () => Promise<void>;
};

/**
 * A new installation (newDataDir: the migrated database, no organisation) and no demo data; `label` names its temporary folder; `env` adds to the
 * server's environment (SMTP_URL of a journey's own SMTP peer, say).
 */
export async function ownServer(label: string, env: Record<string, string> = {}): Promise<OwnServer> {
  const dataDir = newDataDir(label);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;

  const stop = async () => {
    const running = server;
    server = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };

  const start = async () => {
    await stop();
    const child = spawn(process.execPath, [SERVER_MAIN], {
      env: {
        ...embeddedEnv(),
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        WEB_DIST: process.env.E2E_WEB_DIST ?? '',
        AUTH_RATE_LIMIT_SCALE: '50',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    server = child;
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-5_000)));
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`the server exited: ${errors}`);
          return fetch(`${baseUrl}/readyz`).then(
            (response) => response.status,
            () => 0,
          );
        },
        { timeout: 60_000 },
      )
      .toBe(200);
  };

  const portal = (...args: string[]) => portalOn(dataDir, args);

  return {
    dataDir,
    baseUrl,
    portal,
    start,
    stop,
    dispose: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
