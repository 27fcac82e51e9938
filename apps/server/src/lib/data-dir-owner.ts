// One process owns an embedded database (DATA_DIR) at a time: PGlite keeps the database's pages in the memory of the
// process that opened it, so a second process opening the same files reads stale pages and its writes are lost or
// overwrite the first one's (decision 028). The owner is named in DATA_DIR/portal.lock: {"pid", "role"}, where role is
// `portal` (the server) or `command` (a `portal` command that opened the database itself while no portal ran).
//
// The lock is created with O_EXCL (it exists whole or not at all for the next process); a lock whose process is gone
// (killed, crashed) is taken over. PostgreSQL needs none of this: any number of processes share it.
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export type OwnerRole = 'portal' | 'command';
export type DataDirOwner = { pid: number; role: OwnerRole };
export type DataDirClaim = { owned: true; release: () => void } | { owned: false; owner: DataDirOwner };

export const LOCK_FILE = 'portal.lock';
export const lockPathOf = (dataDir: string) => path.join(dataDir, LOCK_FILE);

/** Whether a process runs with this id (one of another user's answers EPERM: it runs). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock's owner; null for a lock that cannot be read as one (being written, or damaged); undefined when none. */
export function readOwner(file: string): DataDirOwner | null | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const value = JSON.parse(text) as Partial<DataDirOwner>;
    if (Number.isSafeInteger(value.pid) && value.pid! > 0 && (value.role === 'portal' || value.role === 'command'))
      return { pid: value.pid!, role: value.role };
  } catch {
    // not (yet) a whole lock
  }
  return null;
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** A live owner other than this process (a lock naming this process's id was left by an earlier one with that id). */
const liveOwner = (owner: DataDirOwner | null | undefined): owner is DataDirOwner =>
  !!owner && owner.pid !== process.pid && isRunning(owner.pid);

/**
 * Takes ownership of DATA_DIR for this process, or names the live process that has it. Synchronous: it runs before
 * the database opens, and its release runs in an `exit` handler.
 */
export function claimDataDir(dataDir: string, role: OwnerRole): DataDirClaim {
  mkdirSync(dataDir, { recursive: true });
  const file = lockPathOf(dataDir);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    let fd: number | null = null;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (fd !== null) {
      try {
        writeSync(fd, `${JSON.stringify({ pid: process.pid, role })}\n`);
      } finally {
        closeSync(fd);
      }
      return { owned: true, release: () => releaseDataDir(dataDir) };
    }
    let owner = readOwner(file);
    if (owner === undefined) continue;
    // A lock just created has no content for a moment: give its writer time before calling it damaged.
    for (let wait = 0; owner === null && wait < 10; wait += 1) {
      pause(50);
      owner = readOwner(file);
    }
    if (owner === undefined) continue;
    if (liveOwner(owner)) return { owned: false, owner };
    // Its owner is gone: move the lock aside under a name of this process's own (only one process can), then check
    // that what was moved is the dead owner's lock and not one a live process took in between.
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = readOwner(aside);
    if (liveOwner(moved)) {
      renameSync(aside, file);
      return { owned: false, owner: moved };
    }
    unlinkSync(aside);
  }
  throw new Error(`Cannot take ownership of ${dataDir}: ${LOCK_FILE} keeps changing. Is another portal starting on it?`);
}

/** Removes the lock if this process holds it (never another's). */
export function releaseDataDir(dataDir: string): void {
  const file = lockPathOf(dataDir);
  if (readOwner(file)?.pid !== process.pid) return;
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}

/** What an operator reads when DATA_DIR has another owner: who, and what to do. */
export function ownedMessage(dataDir: string, owner: DataDirOwner, wanted: 'start the portal' | 'run this command'): string {
  const who = owner.role === 'portal' ? `A portal (pid ${owner.pid}) runs` : `A \`portal\` command (pid ${owner.pid}) runs`;
  const then =
    owner.role === 'portal'
      ? wanted === 'start the portal'
        ? 'Stop it first, or give this portal a DATA_DIR of its own.'
        : 'Stop it, or try again once it has started.'
      : `Try again once it has finished.`;
  return `${who} on the embedded database in ${dataDir}; only one process may open it, so this one cannot ${wanted}. ${then}`;
}
