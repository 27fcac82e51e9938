// The embedded database's file sizes kept between seeks (db/file-sizes.ts, decision 056). A sequential scan reads as
// many pages as the size it was told: a size kept past a change would hide rows written since (or read past a
// truncation). So: random inserts (extending the file), deletes, VACUUM (which truncates a file's empty tail), TRUNCATE
// (a new file) and checkpoints, each followed by scans whose counts must equal a model's, on a data directory on
// disk (NODEFS, where the sizes are kept).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { type EmscriptenFiles, keepFileSizes } from '../src/db/file-sizes';

let dir: string;
let database: Database;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'portal-file-sizes-'));
  // The smallest cache: pages leave it and are written back to the files while the test runs.
  database = await openDatabase({ kind: 'pglite', dataDir: dir, cacheMb: 1 });
});
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

const client = () => (database.db as unknown as { $client: { mod: EmscriptenFiles } }).$client;
const count = async (query: string) => Number(((await database.db.execute(sql.raw(query))) as unknown as { rows: Array<{ n: string | number }> }).rows[0]!.n);

/** A small deterministic generator (the same cases on every run). */
function random(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s % n;
  };
}

describe('file sizes kept between seeks (embedded database on disk)', () => {
  it('scans see every row after inserts, deletes, VACUUM, TRUNCATE and checkpoints, and sizes are reused between changes', async () => {
    const sizes = keepFileSizes(client().mod);
    await database.db.execute(sql.raw('create table sized (id int not null, body text not null)'));
    // No index: every count is a sequential scan, which starts by asking the file's size.
    const next = random(56);
    let rows: number[] = [];
    let id = 0;
    for (let step = 0; step < 60; step++) {
      const op = next(10);
      if (op < 5) {
        // Enough wide rows to add pages (each row about 1 KB: 8 a page).
        const n = 1 + next(120);
        await database.db.execute(sql`insert into sized select g, repeat('x', 1000) from generate_series(${id + 1}::int, ${id + n}::int) g`);
        for (let i = 1; i <= n; i++) rows.push(id + i);
        id += n;
      } else if (op < 7 && rows.length > 0) {
        // Delete the newest rows, then VACUUM: the file's empty tail is cut off.
        const from = rows[Math.max(0, rows.length - 1 - next(rows.length))]!;
        await database.db.execute(sql`delete from sized where id >= ${from}::int`);
        rows = rows.filter((r) => r < from);
        await database.db.execute(sql.raw('vacuum sized'));
      } else if (op === 7) {
        await database.db.execute(sql.raw('truncate sized'));
        rows = [];
      } else if (op === 8) {
        await database.db.execute(sql.raw('checkpoint'));
      } else {
        await database.db.execute(sql`update sized set body = repeat('y', 1500) where id % 3 = ${next(3)}::int`);
      }
      const kept = sizes.kept;
      expect(await count('select count(*)::int as n from sized'), `step ${step}`).toBe(rows.length);
      expect(await count('select count(*)::int as n from sized'), `step ${step}, again`).toBe(rows.length);
      // The second scan's seek to the end was answered from what was kept.
      expect(sizes.kept).toBeGreaterThan(kept);
    }
    expect(sizes.lookups).toBeGreaterThan(0);
  });

  it('a read of unchanged files makes no fstat', async () => {
    const sizes = keepFileSizes(client().mod);
    await count('select count(*)::int as n from sized');
    const lookups = sizes.lookups;
    for (let i = 0; i < 20; i++) await count('select count(*)::int as n from sized');
    expect(sizes.lookups).toBe(lookups);
  });
});
