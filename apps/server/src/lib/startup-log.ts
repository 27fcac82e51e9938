// What starting the portal prints. On a terminal: once, where to open the portal, the demo sign-in and the mailbox,
// then readable log lines. Anywhere else (a service manager, a container, a pipe): pino's JSON lines, one per event.
import { Writable } from 'node:stream';

export type LogFormat = 'pretty' | 'json';

export type StartupFacts = {
  url: string;
  database: string;
  /** The demo candidate, when demo data is on. */
  demo: { email: string; password: string } | null;
  /** The page that shows e-mails kept without a mail server, when it is on. */
  mailbox: string | null;
};

const paint = (color: boolean, code: number, text: string) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);

/** The start-up note for a terminal. */
export function startupBanner(facts: StartupFacts, color = false): string {
  const label = (text: string) => paint(color, 2, text.padEnd(14));
  const lines = [
    '',
    `  ${paint(color, 1, 'Candidate portal is ready')}`,
    '',
    `  ${label('Open')}${paint(color, 36, facts.url)}`,
    ...(facts.demo ? [`  ${label('Demo sign-in')}${facts.demo.email} / ${facts.demo.password}`] : []),
    ...(facts.mailbox ? [`  ${label('E-mails')}${paint(color, 36, facts.mailbox)}`] : []),
    `  ${label('Database')}${facts.database}`,
    '',
  ];
  return `${lines.join('\n')}\n`;
}

const LEVELS: Record<number, { name: string; color: number }> = {
  10: { name: 'TRACE', color: 90 },
  20: { name: 'DEBUG', color: 90 },
  30: { name: 'INFO', color: 32 },
  40: { name: 'WARN', color: 33 },
  50: { name: 'ERROR', color: 31 },
  60: { name: 'FATAL', color: 35 },
};

const SKIPPED = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'v']);

/** One pino JSON line as "12:04:05 INFO  message key=value ...". A line that is not JSON passes unchanged. */
export function prettyLine(line: string, color = false): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  if (!record || typeof record !== 'object') return line;
  const level = LEVELS[Number(record.level)] ?? { name: String(record.level ?? ''), color: 0 };
  const time = typeof record.time === 'number' ? new Date(record.time).toTimeString().slice(0, 8) : '';
  const extras = Object.entries(record)
    .filter(([key]) => !SKIPPED.has(key))
    .map(([key, value]) => {
      if (key === 'err' && value && typeof value === 'object' && 'stack' in value) return `\n${String((value as { stack: unknown }).stack)}`;
      return `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
    })
    .join(' ');
  const message = typeof record.msg === 'string' ? record.msg : '';
  return `${paint(color, 2, time)} ${paint(color, level.color, level.name.padEnd(5))} ${message}${extras ? ` ${paint(color, 2, extras)}` : ''}`;
}

/** A destination for pino that writes readable lines to `out` (a terminal). */
export function prettyStream(out: NodeJS.WritableStream & { isTTY?: boolean }, color = Boolean(out.isTTY)): Writable {
  let pending = '';
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      pending += chunk.toString();
      let newline = pending.indexOf('\n');
      while (newline >= 0) {
        const line = pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        if (line.trim()) out.write(`${prettyLine(line, color)}\n`);
        newline = pending.indexOf('\n');
      }
      done();
    },
  });
}
