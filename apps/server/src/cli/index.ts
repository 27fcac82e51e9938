// The `portal` command: administration of a portal installation (npm run portal -- <command>).
// On PostgreSQL (DATABASE_URL) it opens the database itself: many processes share it. On the embedded database only one
// process may open DATA_DIR (decision 028): while a portal runs there the command runs inside that portal, through its
// command socket; while none runs, the command takes DATA_DIR for itself until it ends (a portal started meanwhile
// refuses to start, and says why).
import { inspect } from 'node:util';
import { type Config, ConfigError, loadConfig } from '../config';
import { type Database, databaseOptionsOf, openDatabase } from '../db/client';
import { claimDataDir, isRunning, ownedMessage, readOwner, lockPathOf, type DataDirOwner } from '../lib/data-dir-owner';
import type { CommandContext } from './context';
import { NoAnswer, sendCommand, socketPathFits } from './control-socket';
import { type CommandIo, runCommand } from './program';

const stdio: CommandIo = { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) };
const args = process.argv.slice(2);
const cwd = process.cwd();

/** The database opened for each command that needs it, migrated, and closed when its work is done. */
function ownDatabase(config: () => Config): Omit<CommandContext, 'print'> {
  return {
    async withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
      const database = await openDatabase(databaseOptionsOf(config()));
      try {
        await database.migrate();
        return await work(database);
      } finally {
        await database.close();
      }
    },
    resolvePath: (file: string) => file,
  };
}

/** A portal that has just taken DATA_DIR opens its socket once its database is ready: wait that long for it. */
const STARTING_PORTAL_WAIT_MS = 30_000;

async function throughPortal(config: Config, owner: DataDirOwner): Promise<number> {
  if (!socketPathFits(config.dataDir)) {
    stdio.err(
      `${ownedMessage(config.dataDir, owner, 'run this command')} (Its command socket is off: the path of DATA_DIR is too long for one.)\n`,
    );
    return 1;
  }
  const deadline = Date.now() + STARTING_PORTAL_WAIT_MS;
  for (;;) {
    try {
      return await sendCommand(config.dataDir, { args, cwd }, stdio);
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      const now = readOwner(lockPathOf(config.dataDir));
      // The portal stopped meanwhile: start again, from the lock.
      if (!now || now.pid !== owner.pid || !isRunning(owner.pid)) return main();
      if (Date.now() > deadline) {
        stdio.err(`${ownedMessage(config.dataDir, owner, 'run this command')} (It does not answer on its command socket.)\n`);
        return 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

async function main(): Promise<number> {
  let known: Config;
  try {
    known = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // Help needs no configuration; a command that needs the database says what is wrong with it.
    return runCommand(
      args,
      ownDatabase(() => loadConfig()),
      stdio,
    );
  }
  if (known.databaseUrl)
    return runCommand(
      args,
      ownDatabase(() => known),
      stdio,
    );
  const claim = claimDataDir(known.dataDir, 'command');
  if (!claim.owned) {
    if (claim.owner.role === 'portal') return throughPortal(known, claim.owner);
    stdio.err(`${ownedMessage(known.dataDir, claim.owner, 'run this command')}\n`);
    return 1;
  }
  process.on('exit', claim.release);
  try {
    return await runCommand(
      args,
      ownDatabase(() => known),
      stdio,
    );
  } finally {
    claim.release();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${inspect(error)}\n`);
    process.exitCode = 1;
  },
);
