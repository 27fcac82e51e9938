// The open-jobs index at a given size, on PostgreSQL: how long a build takes (wall clock, and this process's CPU: the
// database's is apart), the bytes of its arrays, and one new search's scan (CPU: on a busy machine the wall clock
// counts the waits for a core). `npx tsx bench/index-build.mts [jobs]` (default 1,000,000; seeding takes a minute
// or more). A database of its own, dropped at the end.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { buildIndex, indexBytes, searchIndex } from '../apps/server/src/modules/jobs/search-index';
import { seedDemo } from '../apps/server/src/seed/demo';
import { insertJobs } from './jobs-search.mjs';

const JOBS = Number(process.argv[2] ?? 1_000_000);
const BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `portal_index_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: BASE });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(BASE);
url.pathname = `/${name}`;
const database = await openDatabase({ kind: 'postgres', url: url.toString() });
try {
  await database.migrate();
  await seedDemo(database.db, { quiet: true });
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  let started = performance.now();
  for (let from = 1; from <= JOBS; from += 250_000) await client.query(insertJobs(from, Math.min(JOBS, from + 249_999)));
  await client.query('VACUUM ANALYZE jobs');
  console.log(`${JOBS.toLocaleString('en-US')} jobs seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const { rows } = await client.query(`select id from organizations where code = 'MHS'`);
  await client.end();
  for (let round = 0; round < 2; round++) {
    globalThis.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    started = performance.now();
    let cpu = process.cpuUsage();
    const index = await buildIndex(database.db, 1);
    const ms = performance.now() - started;
    const buildCpu = process.cpuUsage(cpu);
    globalThis.gc?.();
    const heapAfter = process.memoryUsage().heapUsed;
    console.log(
      `build ${round + 1}: ${index.jobs.toLocaleString('en-US')} open jobs in ${ms.toFixed(0)} ms (CPU ${((buildCpu.user + buildCpu.system) / 1000).toFixed(0)} ms); arrays ${(indexBytes(index) / 2 ** 20).toFixed(1)} MiB; heap +${((heapAfter - heapBefore) / 2 ** 20).toFixed(1)} MiB (the arrays are outside it); rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`,
    );
    const query = [
      { field: 'State' as const, in: ['CA', 'NY', 'IL', 'AZ', 'CO', 'FL', 'GA', 'IN', 'KY', 'LA', 'MD', 'MO', 'NC', 'NJ', 'OK', 'PA', 'SC', 'TN', 'TX', 'UT', 'VA', 'WA', 'WI'] },
      { field: 'Submodality' as const, in: ['ICU', 'Telemetry'] },
      { field: 'Duration_Amount' as const, gte: 8, lte: 26 },
      { field: 'weeklyPay' as const, gte: 1500 },
    ];
    const runs = 200;
    let total = 0;
    cpu = process.cpuUsage();
    for (let i = 0; i < runs; i++) total = searchIndex(index, rows[0].id, [...query.slice(0, 3), { field: 'weeklyPay', gte: 1500 + i }], i % 5 * 12, 12).total;
    const scanCpu = process.cpuUsage(cpu);
    console.log(`  a new search's scan: ${((scanCpu.user + scanCpu.system) / runs).toFixed(0)} µs of CPU (${total.toLocaleString('en-US')} matches)`);
  }
} finally {
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
