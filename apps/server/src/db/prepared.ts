// Named prepared statements: parsed and planned once per connection, then run with their parameters only (the reads a
// signed-in candidate's pages make on every visit; docs/performance.md "Candidate pages").
// - PostgreSQL: node-postgres prepares a named statement once on each connection of the pool.
// - Embedded PGlite: its query() sends Parse, Describe, Bind, Describe, Execute and Sync as six calls into the
//   database, each one parsed again, and plans the statement every time (about 0.6 ms for a read of a few rows). Here
//   the statement is parsed once, and each run is one call of Bind, Execute and Sync (about 0.2 ms). A run waits for
//   the database as query() does: for any transaction in progress to end, then for the query before it.
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
  const run = async (values: ReadonlyArray<string | number | null>) => {
    const bind = protocol.serialize.bind({ statement: name, values: values.map((v) => (v === null ? null : String(v))) });
    const { messages } = await client.execProtocol(join([bind, protocol.serialize.execute({}), protocol.serialize.sync()]), { syncToFs: false });
    const rows: TextRow[] = [];
    for (const message of messages) if (message.name === 'dataRow') rows.push((message as unknown as { fields: TextRow }).fields);
    return rows;
  };
  return (values) =>
    exclusive(async () => {
      if (!names.has(name)) await parse();
      try {
        return await run(values);
      } catch (error) {
        // The statement is gone (DISCARD ALL, a restored database): parsed again once.
        if ((error as { code?: string }).code !== '26000') throw error;
        await parse();
        return run(values);
      }
    });
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
