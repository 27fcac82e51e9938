// The running portal's command socket: DATA_DIR/portal.sock, a Unix domain socket (mode 0600, never a TCP port) through
// which a `portal` command runs inside the portal that owns the embedded database, with the portal's database handle
// (decision 028). The command line goes in as one JSON line, {"args", "cwd"}; its output comes back as JSON lines,
// {"out"} and {"err"}, and its exit code as {"exit"} last. A connection that closes without {"exit"} is a failure:
// the command's caller never reports success for a write it did not see acknowledged.
import { chmodSync, unlinkSync } from 'node:fs';
import { once } from 'node:events';
import { createConnection, createServer, type Socket } from 'node:net';
import path from 'node:path';
import type { CommandIo } from './program';

export const SOCKET_FILE = 'portal.sock';
export const socketPathOf = (dataDir: string) => path.join(dataDir, SOCKET_FILE);
/** A socket's path holds at most 107 bytes on Linux (108 with its terminating zero), 103 on macOS. */
const MAX_SOCKET_PATH = 103;
export const socketPathFits = (dataDir: string) => Buffer.byteLength(socketPathOf(dataDir)) <= MAX_SOCKET_PATH;
/** The longest command line accepted (a command line is a few hundred bytes). */
const MAX_REQUEST = 64 * 1024;

export type CommandRequest = { args: string[]; cwd: string };
export type CommandRunner = (request: CommandRequest, io: CommandIo) => Promise<number>;
export type CommandServer = { close: () => Promise<void> };

function parseRequest(line: string): CommandRequest | null {
  try {
    const value = JSON.parse(line) as Partial<CommandRequest>;
    if (
      Array.isArray(value.args) &&
      value.args.every((a) => typeof a === 'string') &&
      typeof value.cwd === 'string' &&
      path.isAbsolute(value.cwd)
    )
      return { args: value.args, cwd: value.cwd };
  } catch {
    // refused below
  }
  return null;
}

/** Opens the socket (replacing one an earlier owner left); close() stops taking commands and waits for those running. */
export async function serveCommands(dataDir: string, run: CommandRunner): Promise<CommandServer> {
  const file = socketPathOf(dataDir);
  const running = new Set<Promise<unknown>>();
  const server = createServer((socket: Socket) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const end = buffered.indexOf('\n');
      if (end < 0) {
        if (buffered.length > MAX_REQUEST) socket.destroy();
        return;
      }
      socket.off('data', onData);
      const send = (frame: object) => {
        if (!socket.destroyed) socket.write(`${JSON.stringify(frame)}\n`);
      };
      const request = parseRequest(buffered.slice(0, end));
      if (!request) {
        send({ err: 'Not a command line.\n' });
        send({ exit: 2 });
        socket.end();
        return;
      }
      const work = run(request, { out: (text) => send({ out: text }), err: (text) => send({ err: text }) })
        .catch(() => 1)
        .then((code) => {
          send({ exit: code });
          socket.end();
        });
      running.add(work);
      void work.finally(() => running.delete(work));
    };
    socket.on('data', onData);
    socket.on('error', () => socket.destroy());
  });
  try {
    unlinkSync(file); // left by an owner that was killed; this process owns DATA_DIR now
  } catch {
    // none
  }
  // The socket file is created by listen() itself: create it with no access but the owner's, then say so again.
  const previous = process.umask(0o177);
  try {
    server.listen(file);
  } finally {
    process.umask(previous);
  }
  await once(server, 'listening');
  chmodSync(file, 0o600);
  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.allSettled([...running]);
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    },
  };
}

export class NoAnswer extends Error {}

/**
 * Runs a command line in the portal that listens on DATA_DIR's socket and gives its exit code; rejects with NoAnswer
 * when no portal answers there (none listens yet, or any more).
 */
export function sendCommand(dataDir: string, request: CommandRequest, io: CommandIo): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPathOf(dataDir));
    let connected = false;
    let exit: number | null = null;
    let buffered = '';
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      let end;
      while ((end = buffered.indexOf('\n')) >= 0) {
        let frame: { out?: unknown; err?: unknown; exit?: unknown };
        try {
          frame = JSON.parse(buffered.slice(0, end)) as typeof frame;
        } catch {
          socket.destroy(); // not the portal's answer: the command counts as failed
          return;
        }
        buffered = buffered.slice(end + 1);
        if (typeof frame.out === 'string') io.out(frame.out);
        if (typeof frame.err === 'string') io.err(frame.err);
        if (typeof frame.exit === 'number') exit = frame.exit;
      }
    });
    socket.on('error', (error) => {
      if (!connected) reject(new NoAnswer(error.message));
    });
    socket.on('close', () => {
      if (!connected) return;
      if (exit === null) {
        io.err(
          'The portal closed the connection before the command finished: it may or may not have taken effect. Check before running it again.\n',
        );
        resolve(1);
      } else resolve(exit);
    });
  });
}
