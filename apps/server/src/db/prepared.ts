// Named prepared statements: parsed and planned once per connection, then run with their parameters only (the reads a
// signed-in candidate's pages make on every visit; docs/performance.md "Candidate pages").
// - PostgreSQL: node-postgres prepares a named statement once on each connection of the pool.
// - Embedded PGlite: its query() sends Parse, Describe, Bind, Describe, Execute and Sync as six calls into the
//   database, each one parsed again, and plans the statement every time (about 0.6 ms for a read of a few rows). Here
//   the statement is parsed once, and each run is one call of Bind, Execute and Sync (about 0.2 ms). A run waits for
//   the database as query() does: for any transaction in progress to end, then for the query before it. The run's
//   messages are written here and its answer read here (bindExecuteSync, readAnswer): PGlite's general protocol code
//   cost about 20 µs to write them and more than that again to read a page's answer (docs/performance.md).
// Rows come as arrays of text (a json column arrives as its text): the caller parses what it reads.
import { protocol, type PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client';

export type TextRow = Array<string | null>;
export type PreparedRead = (values: ReadonlyArray<string | number | null>) => Promise<TextRow[]>;

/** Every value as the text PostgreSQL sent (no type parsing). */
const asText = { getTypeParser: () => (value: string) => value };

/** Not for use inside a transaction: on PGlite a run waits for the transaction to end. */
export function prepareRead(db: Db, name: string, text: string): PreparedRead {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    return async (values) => {
      const result = await client.query<TextRow>({ name, text, values: values as unknown[], rowMode: 'array', types: asText });
      return result.rows;
    };
  }
  return pgliteRead(client as PGlite, name, text);
}

/** The statements parsed on each embedded database (two apps may share one: tests, and the second instance of a test). */
const parsedOn = new WeakMap<object, Set<string>>();

type Exclusive = { _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>; _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> };

function pgliteRead(client: PGlite, name: string, text: string): PreparedRead {
  const locks = client as unknown as Exclusive;
  if (typeof locks._runExclusiveTransaction !== 'function' || typeof locks._runExclusiveQuery !== 'function')
    throw new Error('This PGlite has no exclusive runs: prepared reads need them (check its version).');
  // query() runs under both locks: no statement of ours lands inside another caller's transaction.
  const exclusive = <T>(fn: () => Promise<T>) => locks._runExclusiveTransaction(() => locks._runExclusiveQuery(fn));
  let parsed = parsedOn.get(client);
  if (!parsed) parsedOn.set(client, (parsed = new Set()));
  const names = parsed;
  const parse = async () => {
    names.delete(name);
    await client.execProtocol(join([protocol.serialize.close({ type: 'S', name }), protocol.serialize.parse({ name, text, types: [] }), protocol.serialize.sync()]), { syncToFs: false });
    names.add(name);
  };
  const bindPrefix = Buffer.from(`\0${name}\0`, 'utf8');
  // The answer's bytes as they come, read here: PGlite's own reading (a copy of each chunk, every message an object)
  // costs more than the statement's Bind and Execute for a page's few rows.
  const run = async (values: ReadonlyArray<string | number | null>) => {
    const chunks: Buffer[] = [];
    await client.execProtocolRawStream(bindExecuteSync(bindPrefix, values), { syncToFs: false, onRawData: (chunk) => void chunks.push(Buffer.from(chunk)) });
    return readAnswer(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
  };
  return async (values) => {
    const answer = await exclusive(async () => {
      if (!names.has(name)) await parse();
      const first = await run(values);
      // The statement is gone (DISCARD ALL, a restored database): parsed again once.
      if (first.error?.code !== '26000') return first;
      await parse();
      return run(values);
    });
    // A notification is sent to this session's listeners with the statement that caused it (a read never does): one
    // met here is sent again, outside the locks, through PGlite's own reading, so that no listener misses it.
    for (const [channel, payload] of answer.notifications) await client.query('select pg_notify($1, $2)', [channel, payload]);
    if (answer.error) throw answer.error;
    return answer.rows;
  };
}

type Answer = { rows: TextRow[]; error: (Error & { code?: string }) | null; notifications: Array<[channel: string, payload: string]> };

/**
 * The rows (DataRow), the first error (ErrorResponse) and the notifications (NotificationResponse) of a run's answer;
 * the other messages (BindComplete, CommandComplete, ReadyForQuery, notices, parameter statuses) say nothing a read uses.
 */
export function readAnswer(bytes: Buffer): Answer {
  const answer: Answer = { rows: [], error: null, notifications: [] };
  // The whole answer as one Latin-1 text (one character per byte): a value of ASCII bytes only, as most are, is a
  // slice of it, cheaper than decoding each value on its own (8 µs for a references page's three rows of 27 values,
  // 2 µs so); a value with any other byte is decoded as UTF-8.
  const latin1 = bytes.toString('latin1');
  let at = 0;
  while (at + 5 <= bytes.length) {
    const type = bytes[at]!;
    const end = at + 1 + bytes.readInt32BE(at + 1);
    let p = at + 5;
    if (type === 0x44) {
      // 'D': the number of columns, then each one's length (-1: null) and text.
      const count = bytes.readInt16BE(p);
      p += 2;
      const row: TextRow = new Array<string | null>(count);
      for (let i = 0; i < count; i++) {
        const length = bytes.readInt32BE(p);
        p += 4;
        if (length < 0) row[i] = null;
        else {
          row[i] = isAscii(bytes, p, p + length) ? latin1.slice(p, p + length) : bytes.toString('utf8', p, p + length);
          p += length;
        }
      }
      answer.rows.push(row);
    } else if (type === 0x45 && !answer.error) {
      // 'E': fields, each a one-byte code and a zero-ended text, up to a zero byte.
      const fields = new Map<string, string>();
      while (p < end && bytes[p] !== 0) {
        const zero = bytes.indexOf(0, p + 1);
        fields.set(String.fromCharCode(bytes[p]!), bytes.toString('utf8', p + 1, zero));
        p = zero + 1;
      }
      answer.error = Object.assign(new Error(fields.get('M') ?? 'database error'), {
        code: fields.get('C'),
        severity: fields.get('S'),
        detail: fields.get('D'),
      });
    } else if (type === 0x41) {
      // 'A': the sender's process id, the channel and the payload.
      const zero = bytes.indexOf(0, p + 4);
      answer.notifications.push([bytes.toString('utf8', p + 4, zero), bytes.toString('utf8', zero + 1, bytes.indexOf(0, zero + 1))]);
    }
    at = end;
  }
  return answer;
}

/** Whether the bytes from `start` to `end` are all ASCII (below 0x80). */
function isAscii(bytes: Buffer, start: number, end: number): boolean {
  for (let k = start; k < end; k++) if (bytes[k]! > 0x7f) return false;
  return true;
}

/** Execute (the unnamed portal, every row) and Sync: the same bytes for every run. */
const EXECUTE_SYNC = join([protocol.serialize.execute({}), protocol.serialize.sync()]);

/**
 * Bind (the unnamed portal to the statement, every value as text, every column as text), then Execute and Sync, in one
 * buffer: the bytes protocol.serialize writes, without its general writer (a run's own cost is a few small copies).
 * `prefix` is the portal's and the statement's names, each ended by a zero byte.
 */
export function bindExecuteSync(prefix: Uint8Array, values: ReadonlyArray<string | number | null>): Uint8Array {
  const texts = values.map((v) => (v === null ? null : Buffer.from(String(v), 'utf8')));
  const length = 4 + prefix.length + 2 + 2 * texts.length + 2 + texts.reduce((n, t) => n + 4 + (t === null ? 0 : t.length), 0) + 2;
  const out = Buffer.allocUnsafe(1 + length + EXECUTE_SYNC.length);
  let at = out.writeUInt8(0x42, 0); // 'B'
  at = out.writeInt32BE(length, at);
  out.set(prefix, at);
  at += prefix.length;
  // Each parameter's format (text), then the parameters.
  at = out.writeInt16BE(texts.length, at);
  for (let i = 0; i < texts.length; i++) at = out.writeInt16BE(0, at);
  at = out.writeInt16BE(texts.length, at);
  for (const text of texts) {
    if (text === null) at = out.writeInt32BE(-1, at);
    else {
      at = out.writeInt32BE(text.length, at);
      out.set(text, at);
      at += text.length;
    }
  }
  at = out.writeInt16BE(0, at); // result formats: all text
  out.set(EXECUTE_SYNC, at);
  return out;
}

function join(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
