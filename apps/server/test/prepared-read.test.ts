// Named prepared reads (db/prepared.ts): on the embedded database the Bind, Execute and Sync of a run are written and
// the answer is read by the module itself; they must be what PGlite's own protocol code writes and reads. On the
// embedded database, or on PostgreSQL with TEST_DATABASE_URL.
import { protocol } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindExecuteSync, prepareRead, readAnswer } from '../src/db/prepared';
import { openTestDatabase } from './helpers/app';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

const db = () => database.database.db;

/** Values of every kind a read binds: text of any script, empty, long, numbers, nulls. */
function values(seed: number): Array<string | number | null> {
  const pick = ['', 'a', 'ünïcödé ✓ 日本', 'x'.repeat(3000), "o'quote\\slash\"", '\u0001\t\n', '😀'];
  const out: Array<string | number | null> = [];
  for (let i = 0; i < seed % 6; i++) {
    const k = (seed * 7 + i * 13) % 10;
    out.push(k < pick.length ? pick[k]! : k === 7 ? null : k === 8 ? (seed * 31) % 1000 : -seed);
  }
  return out;
}

describe('prepared reads', () => {
  it('write the Bind, Execute and Sync that PGlite writes, for any values', () => {
    for (let seed = 0; seed < 200; seed++) {
      const v = values(seed);
      const name = `portal_statement_${seed}`;
      const ours = Buffer.from(bindExecuteSync(Buffer.from(`\0${name}\0`), v));
      const theirs = Buffer.concat([
        protocol.serialize.bind({ statement: name, values: v.map((x) => (x === null ? null : String(x))) }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]);
      expect(ours.equals(theirs), JSON.stringify(v)).toBe(true);
    }
  });

  it('read the rows a plain query reads: text, nulls, several rows, a large one', async () => {
    const read = prepareRead(db(), 'portal_test_rows', `select $1::text as a, null::text as b, g::text as c, repeat($1::text, $2::int) as d from generate_series(1, $3::int) g`);
    for (const [text, times, rows] of [['ünïcödé ✓', 1, 1], ['', 0, 3], ['ab', 400_000, 2], ["o'q\\\"\n", 3, 0]] as const) {
      const got = await read([text, times, rows]);
      const plain = await db().execute(sql`select ${text}::text as a, null::text as b, g::text as c, repeat(${text}::text, ${times}::int) as d from generate_series(1, ${rows}::int) g`);
      const expected = (plain as unknown as { rows: Array<Record<string, string | null>> }).rows.map((r) => [r.a, r.b, r.c, r.d]);
      expect(got).toEqual(expected);
    }
  });

  it('throw the database error of a run, with its code, and read again after it', async () => {
    const read = prepareRead(db(), 'portal_test_error', 'select (1 / $1::int)::text');
    await expect(read([0])).rejects.toMatchObject({ code: '22012', message: 'division by zero' });
    expect(await read([1])).toEqual([['1']]);
  });

  // node-postgres keeps its own list of what each connection prepared: only the embedded database's reads parse again.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('parse the statement again when the database forgot it (DEALLOCATE ALL)', async () => {
    const read = prepareRead(db(), 'portal_test_discard', 'select $1::text');
    expect(await read(['one'])).toEqual([['one']]);
    await db().execute(sql`deallocate all`);
    expect(await read(['two'])).toEqual([['two']]);
  });

  it('read an error, the rows and the notifications of an answer, and skip the other messages', () => {
    const message = (type: string, body: Buffer) => {
      const head = Buffer.alloc(5);
      head.write(type, 0, 'latin1');
      head.writeInt32BE(body.length + 4, 1);
      return Buffer.concat([head, body]);
    };
    const int16 = (n: number) => Buffer.from([n >> 8, n & 255]);
    const int32 = (n: number) => {
      const b = Buffer.alloc(4);
      b.writeInt32BE(n);
      return b;
    };
    const cstring = (s: string) => Buffer.concat([Buffer.from(s, 'utf8'), Buffer.from([0])]);
    const answer = Buffer.concat([
      message('2', Buffer.alloc(0)),
      message('N', Buffer.concat([cstring('SNOTICE'), cstring('Mnothing'), Buffer.from([0])])),
      message('D', Buffer.concat([int16(2), int32(3), Buffer.from('abc'), int32(-1)])),
      message('A', Buffer.concat([int32(42), cstring('candidate_versions'), cstring('ü-1')])),
      message('E', Buffer.concat([cstring('SERROR'), cstring('C26000'), cstring('Mprepared statement "x" does not exist'), Buffer.from([0])])),
      message('C', cstring('SELECT 1')),
      message('Z', Buffer.from('I')),
    ]);
    const read = readAnswer(answer);
    expect(read.rows).toEqual([['abc', null]]);
    // Values of ASCII bytes are slices of the answer read as Latin-1; any other value is UTF-8, byte for byte.
    const values = ['Zoë Müller', '', 'a plain value longer than a few characters', '€ 5', '日本語', '😀', 'ÿ', '\u007f'];
    const row = message('D', Buffer.concat([int16(values.length), ...values.flatMap((v) => [int32(Buffer.byteLength(v)), Buffer.from(v)])]));
    expect(readAnswer(Buffer.concat([row, row])).rows).toEqual([values, values]);
    expect(read.notifications).toEqual([['candidate_versions', 'ü-1']]);
    expect(read.error).toMatchObject({ code: '26000', message: 'prepared statement "x" does not exist' });
  });
});
