import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp } from './app';
import { type CommandServer, serveCommands, socketPathFits } from './cli/control-socket';
import { runCommand } from './cli/program';
import { ConfigError, loadConfig } from './config';
import { type Database, databaseOptionsOf, openDatabase } from './db/client';
import { claimDataDir, ownedMessage } from './lib/data-dir-owner';
import { prettyStream, startupBanner } from './lib/startup-log';
import { demoAccountWarning } from './seed/candidates';
import { DEMO_CANDIDATE } from './seed/candidates';
import { seedDemo } from './seed/demo';

/**
 * After a full collection V8 lets the old generation grow to up to 4× what survived before it collects again (on a
 * machine with much memory, while collections are cheap): a server with 50 MB of live objects would hold nearly 200
 * MB under load. Half again what survived keeps the resident memory near what is in use, for a few more (concurrent)
 * collections; the figures are in docs/performance.md.
 */
const HEAP_GROWING_PERCENT = 50;

/**
 * One full collection once the start's work is done (migrations, demo data, the open-jobs index read from the whole
 * `jobs` table): what it read is garbage by then, and V8 would keep the heap it grew to (about 50 MB more than what is
 * live, with 100,000 jobs) until the load of later requests starts a collection. `gc` is exposed to a context of its
 * own, not to the server's code.
 */
function collectStartGarbage() {
  v8.setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  // The first collection finishes the marking under way (what it started with survives it); the second frees the rest.
  gc();
  gc();
}

/**
 * The embedded database is PostgreSQL compiled to WebAssembly (9 MB). V8 compiles such a module twice by default: at
 * once with its baseline compiler, then again, optimised, each function that becomes hot; the bookkeeping of the two
 * tiers stays in the process's memory (about 35 MB more resident memory, measured after opening the database). Compiled
 * optimised once, at start, the module takes 2–5 s more to open and its queries run faster (docs/performance.md).
 * Set for the server's process only: tests and `portal` commands open it often and briefly.
 */
const EMBEDDED_DB_WASM_FLAGS = '--no-liftoff';

/**
 * A new embedded database is made (initdb, every migration and, if asked, the demo data) by the `portal` command in a
 * process of its own, before this one opens it. That work grows the memory of the process that does it (the database's
 * WebAssembly memory and the allocator's arenas never give it back: a server that made its database at start rested at
 * about 230 MB, against 170 MB when it opened one made before, docs/performance.md); a process that ends returns it.
 * Only where the built command sits beside this file (not when the server runs from its sources).
 */
function makeNewEmbeddedDatabase(dataDir: string, seedDemo: boolean, here: string): boolean {
  const cli = path.join(here, 'cli.js');
  if (existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION')) || !existsSync(cli)) return false;
  const { DATABASE_URL: _none, ...env } = process.env;
  // Any command migrates a database it opens; seed:demo adds the demo data, org:list changes nothing.
  const made = spawnSync(process.execPath, [cli, seedDemo ? 'seed:demo' : 'org:list'], { env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, encoding: 'utf8' });
  if (made.status !== 0) {
    console.error(`The embedded database in ${dataDir} could not be made:\n${made.stderr || made.stdout || made.error?.message || ''}`);
    process.exit(1);
  }
  return true;
}

async function main() {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const here = path.dirname(fileURLToPath(import.meta.url));
  config.webDist ??= path.resolve(here, '../../web/dist');

  const made = !config.databaseUrl && makeNewEmbeddedDatabase(config.dataDir, config.seedDemo, here);
  // The embedded database has one owner (decision 028): this portal, or it does not start.
  if (!config.databaseUrl) {
    const claim = claimDataDir(config.dataDir, 'portal');
    if (!claim.owned) {
      console.error(ownedMessage(config.dataDir, claim.owner, 'start the portal'));
      process.exit(1);
    }
    process.on('exit', claim.release);
  }

  if (!config.databaseUrl) v8.setFlagsFromString(EMBEDDED_DB_WASM_FLAGS);
  const database = await openDatabase(databaseOptionsOf(config));
  await database.migrate();
  if (config.seedDemo && !made) await seedDemo(database.db, { quiet: true });

  const pretty = config.logFormat === 'pretty';
  const app = await buildApp({ config, database, ...(pretty ? { logger: { stream: prettyStream(process.stdout) } } : {}) });
  const demoWarning = await demoAccountWarning(database.db);
  if (demoWarning) app.log.warn(demoWarning);
  let commands: CommandServer | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await commands?.close();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  setImmediate(collectStartGarbage);
  // `portal` commands on this DATA_DIR run here, on this process's database.
  if (database.engine === 'pglite') {
    if (socketPathFits(config.dataDir)) commands = await serveCommands(config.dataDir, commandRunner(database, app.log));
    else app.log.warn({ dataDir: config.dataDir }, 'the path of DATA_DIR is too long for the command socket: `portal` commands need this portal stopped');
  }
  const where = database.engine === 'pglite' ? `embedded (${config.dataDir})` : 'postgresql';
  app.log.info({ url: config.publicUrl, database: where }, 'candidate portal ready');
  // On a terminal, once: where to open the portal, how to sign in to the demo, where the e-mails are.
  if (pretty) {
    process.stdout.write(
      startupBanner(
        {
          url: config.publicUrl,
          database: where,
          demo: config.seedDemo ? { email: DEMO_CANDIDATE.email, password: DEMO_CANDIDATE.password } : null,
          mailbox: config.mail.devMailbox ? `${config.publicUrl}/dev/mailbox` : null,
        },
        Boolean(process.stdout.isTTY),
      ),
    );
  }
}

/** A `portal` command run inside this portal: its database, the caller's folder; logged by name and exit code only. */
function commandRunner(database: Database, log: { info: (data: object, message: string) => void }) {
  return async ({ args, cwd }: { args: string[]; cwd: string }, io: Parameters<typeof runCommand>[2]) => {
    const exit = await runCommand(args, { withDatabase: (work) => work(database), resolvePath: (file) => path.resolve(cwd, file) }, io);
    log.info({ command: args.find((arg) => !arg.startsWith('-')) ?? '', exit }, 'portal command');
    return exit;
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
