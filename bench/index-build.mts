// The open-jobs index at a given size, on PostgreSQL: how long a build takes (wall clock, and this process's CPU: the
// database's is apart), the bytes of its arrays, and one new search's scan (CPU: on a busy machine the wall clock
// counts the waits for a core). `npx tsx bench/index-build.mts [jobs]` (default 1,000,000; seeding takes a minute
// or more). A database of its own, dropped at the end; with BENCH_INDEX_DB=<name> that database is used (seeded once,
// kept), so that two builds of the server can be compared on the same rows. The longest event-loop block during a
// build is what every other request of the server waits for at worst (perf_hooks' monitorEventLoopDelay).
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { applyChanges, buildIndex, indexBytes, readChanges, searchIndex } from '../apps/server/src/modules/jobs/search-index';
import { readVersions } from '../apps/server/src/plugins/versions';
import { seedDemo } from '../apps/server/src/seed/demo';
import { insertJobs } from './jobs-search.mjs';

const JOBS = Number(process.argv[2] ?? 1_000_000);
const BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const kept = process.env.BENCH_INDEX_DB;
const name = kept ?? `portal_index_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: BASE });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
if (!exists) await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(BASE);
url.pathname = `/${name}`;
const database = await openDatabase({ kind: 'postgres', url: url.toString() });
try {
  await database.migrate();
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  let started = performance.now();
  if (!exists) {
    await seedDemo(database.db, { quiet: true });
    for (let from = 1; from <= JOBS; from += 250_000) await client.query(insertJobs(from, Math.min(JOBS, from + 249_999)));
    await client.query('VACUUM ANALYZE jobs');
    console.log(`${JOBS.toLocaleString('en-US')} jobs seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const { rows } = await client.query(`select id from organizations where code = 'MHS'`);
  const query = [
    { field: 'State' as const, in: ['CA', 'NY', 'IL', 'AZ', 'CO', 'FL', 'GA', 'IN', 'KY', 'LA', 'MD', 'MO', 'NC', 'NJ', 'OK', 'PA', 'SC', 'TN', 'TX', 'UT', 'VA', 'WA', 'WI'] },
    { field: 'Submodality' as const, in: ['ICU', 'Telemetry'] },
    { field: 'Duration_Amount' as const, gte: 8, lte: 26 },
    { field: 'weeklyPay' as const, gte: 1500 },
  ];
  const scan = (index: Awaited<ReturnType<typeof buildIndex>>) => {
    const runs = 200;
    let total = 0;
    const cpu = process.cpuUsage();
    for (let i = 0; i < runs; i++) total = searchIndex(index, rows[0].id, [...query.slice(0, 3), { field: 'weeklyPay', gte: 1500 + i }], (i % 5) * 12, 12).total;
    const scanCpu = process.cpuUsage(cpu);
    return `${((scanCpu.user + scanCpu.system) / runs).toFixed(0)} µs of CPU (${total.toLocaleString('en-US')} matches)`;
  };
  let last: Awaited<ReturnType<typeof buildIndex>> | undefined;
  for (let round = 0; round < 2; round++) {
    globalThis.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    started = performance.now();
    const cpu = process.cpuUsage();
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const index = await buildIndex(database.db, (await readVersions(database.db)).catalogue);
    last = index;
    const ms = performance.now() - started;
    // A last turn of the loop: the monitor records a block when its timer fires after it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const buildCpu = process.cpuUsage(cpu);
    globalThis.gc?.();
    const heapAfter = process.memoryUsage().heapUsed;
    console.log(
      `build ${round + 1}: ${index.jobs.toLocaleString('en-US')} open jobs in ${ms.toFixed(0)} ms (CPU ${((buildCpu.user + buildCpu.system) / 1000).toFixed(0)} ms); arrays ${(indexBytes(index) / 2 ** 20).toFixed(1)} MiB; heap +${((heapAfter - heapBefore) / 2 ** 20).toFixed(1)} MiB (the arrays are outside it); rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB; longest event-loop block ${(delay.max / 1e6).toFixed(0)} ms (p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms)`,
    );
    console.log(`  a new search's scan: ${scan(index)}`);
  }
  // A write of a few jobs (8 changed, 4 added, in separate statements as the API makes them), then the index caught
  // up from them (decision 051) instead of rebuilt.
  // Writes of a few jobs (8 changed, 4 added, one statement each, as the API makes them), then the index caught up
  // from them (decision 051) instead of rebuilt; three times (the first is the code's first run).
  for (let round = 0; round < 3 && last; round++) {
    for (let i = 0; i < 8; i++) {
      await client.query(`update jobs set weekly_pay = weekly_pay + 1 where id = (select id from jobs where is_open and is_complete order by created_at desc offset ${(round * 8 + i) * 977} limit 1)`);
    }
    const added = [0, 1, 2, 3].map((i) => JOBS + 10 + round * 4 + i);
    for (const i of added) await client.query(insertJobs(i, i));
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const cpu = process.cpuUsage();
    started = performance.now();
    const changes = await readChanges(database.db, last.seen);
    const read = performance.now() - started;
    const next = changes && (await applyChanges(last, changes, changes.version));
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    await new Promise((resolve) => setTimeout(resolve, 20));
    delay.disable();
    console.log(
      `caught up from ${changes?.jobs.length ?? '-'} changed jobs in ${ms.toFixed(0)} ms (the read ${read.toFixed(0)} ms; CPU ${((used.user + used.system) / 1000).toFixed(1)} ms); longest event-loop block ${(delay.max / 1e6).toFixed(0)} ms; ${next?.jobs.toLocaleString('en-US')} open jobs, ${next?.added} added`,
    );
    if (next) {
      console.log(`  a new search's scan after it: ${scan(next)}`);
      last = next;
    }
  }
  await client.query(`delete from jobs where external_id = any($1)`, [Array.from({ length: 12 }, (_, i) => `BENCH-${JOBS + 10 + i}`)]);
  await client.end();
} finally {
  await database.close();
  if (!kept) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
