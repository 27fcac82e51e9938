import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NoAnswer, sendCommand, serveCommands, socketPathOf } from './control-socket';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'socket-unit-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const collect = () => {
  const seen = { out: '', err: '' };
  return { seen, io: { out: (text: string) => (seen.out += text), err: (text: string) => (seen.err += text) } };
};

describe('the command socket', () => {
  it('runs a command line in the serving process and gives back its output and exit code; only its user may connect', async () => {
    const dir = dataDir();
    const server = await serveCommands(dir, async ({ args, cwd }, io) => {
      io.out(`ran ${args.join(' ')} in ${cwd}\n`);
      io.err('a warning\n');
      return 3;
    });
    try {
      expect(statSync(socketPathOf(dir)).mode & 0o777).toBe(0o600);
      const { seen, io } = collect();
      expect(await sendCommand(dir, { args: ['jobs:import', 'a b.csv'], cwd: '/srv' }, io)).toBe(3);
      expect(seen).toEqual({ out: 'ran jobs:import a b.csv in /srv\n', err: 'a warning\n' });
    } finally {
      await server.close();
    }
    await expect(sendCommand(dir, { args: [], cwd: '/' }, collect().io)).rejects.toBeInstanceOf(NoAnswer);
  });

  it('reports a command whose connection closed before its exit code as failed, never as done', async () => {
    const dir = dataDir();
    const server = createServer((socket) => socket.end(`${JSON.stringify({ out: 'ACME: 3 jobs added\n' })}\n`)).listen(
      socketPathOf(dir),
    );
    await once(server, 'listening');
    try {
      const { seen, io } = collect();
      expect(await sendCommand(dir, { args: ['jobs:import', 'f.csv'], cwd: '/' }, io)).toBe(1);
      expect(seen.err).toContain('The portal closed the connection before the command finished');
    } finally {
      server.close();
    }
  });
});
