// Open-jobs search with 100,000 jobs: requests/s and p50/p99 at 32 concurrent clients for a typical filter (3 states +
// the compact states, 2 specialties, a duration range, a minimum pay), on the embedded database and on PostgreSQL, next
// to hello-world at 32 connections in the same run; the server's peak memory under that load; and the bytes of one
// page against the bytes of the whole matching list (what a client paging locally would download).
// Two loads each: the same search again and again (what candidates do: a few filters, repeated; answered from memory
// until the catalogue changes) and a new search every request (never seen before: the database's cost).
// Scale curve on PostgreSQL: the same at 1,000 and 100,000 jobs, and at 1,000,000 with --million (seeding takes a
// minute or more). Requests carry the browser's accept-encoding, as the web client's do.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fmt, startServer } from './lib/server.mjs';
import { helloWorld, resultLine } from './lib/hello.mjs';

const printHelloLine = (hello) =>
  `hello-world just before: ${fmt(hello.rps)} req/s, p99 ${hello.p99} ms, server CPU ${fmt(hello.cpuUs, 1)} µs/request`;
import { BROWSER_ENCODING, load } from './lib/load.mjs';

const JOBS = 100_000;
const CONNECTIONS = 32;
const DURATION = 10;
const PG_BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DEMO = { type: 'login', email: 'demo@meridianhealthstaffing.com', password: 'Demo2026!' };

// The catalogue is generated inside the database in one statement (fast on both engines); values are spread with a
// hash of the row number so that every filter matches a realistic share of it. VACUUM ANALYZE afterwards, as after
// `portal jobs:import`, lets searches count and page from the index alone.
const STATES = ['AL', 'AZ', 'CA', 'CO', 'FL', 'GA', 'IL', 'IN', 'KY', 'LA', 'MA', 'MD', 'MI', 'MN', 'MO', 'NC', 'NJ', 'NV', 'NY', 'OH', 'OK', 'OR', 'PA', 'SC', 'TN', 'TX', 'UT', 'VA', 'WA', 'WI'];
const SPECIALTIES = ['ICU', 'Med-Surg', 'Telemetry', 'ER', 'L&D', 'OR', 'PCT', 'CNA', 'Medical Assistant', 'CMA', 'CT Tech', 'Rad Tech', 'Respiratory Therapist', 'Step-Down', 'Oncology', 'Dialysis'];
const list = (values) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
const pick = (values, salt) => `(${list(values)})[1 + abs(hashtext('${salt}' || i::text)) % ${values.length}]`;

export const insertJobs = (from, to) => `
  INSERT INTO jobs (org_id, external_id, public_notes, modality, submodality, shift, vms_name, position_name,
    number_of_positions, city, state, zip, duration_weeks, weekly_hours, facility_name, completion_bonus_pay,
    starting_bonus_pay, gap_rate, overtime_base, ot_pay_rate, weekly_pay, weekly_stipends, estimated_start_date,
    is_open, is_complete, created_at)
  SELECT org.id, 'BENCH-' || i, 'Two years of recent experience required. BLS and ACLS (AHA).', 'Nursing', s.sub,
    ${pick(['Days 3x12 (07:00-19:00)', 'Nights 3x12 (19:00-07:00)', 'Days 5x8 (07:00-15:30)', 'Days 4x10 (07:00-17:30)'], 'shift')},
    'ShiftWise Flex', 'Travel RN - ' || s.sub, 1 + abs(hashtext('n' || i::text)) % 4, 'Springfield', s.st, '62701',
    (ARRAY[4, 8, 12, 13, 13, 13, 16, 26])[1 + abs(hashtext('d' || i::text)) % 8], 36, 'Springfield General Hospital',
    1000, NULL, 52.5, 50, 75, 600 + abs(hashtext('p' || i::text)) % 2800, 1200, current_date + 21,
    abs(hashtext('o' || i::text)) % 12 <> 0, abs(hashtext('c' || i::text)) % 25 <> 0,
    now() - (abs(hashtext('t' || i::text)) % 43200) * interval '1 minute'
  FROM generate_series(${from}, ${to}) AS i
  CROSS JOIN (SELECT id FROM organizations WHERE code = 'MHS') AS org
  CROSS JOIN LATERAL (SELECT ${pick(SPECIALTIES, 's')} AS sub, ${pick(STATES, 'st')} AS st) AS s
  ON CONFLICT DO NOTHING`;

async function post(url, body, token) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 200)}`);
  return { bytes: Buffer.byteLength(text), json: JSON.parse(text) };
}

/** The filter the spec's client would send for 3 states + compact, 2 specialties, 8-26 weeks, at least $1,500 a week. */
async function typicalFilter(url) {
  const { data } = await (await fetch(`${url}/api/job/compactStatesCode`)).json();
  return {
    isOpen: true,
    isComplete: true,
    State: { $in: [...new Set(['CA', 'NY', 'IL', ...data.codes])] },
    $or: [{ Submodality: 'ICU' }, { Submodality: 'Telemetry' }],
    Duration_Amount: { $gte: 8, $lte: 26 },
    weeklyPay: { $gte: 1500 },
  };
}

/** The job card's fields, as the open-jobs page asks for them. */
const PROJECTION = Object.fromEntries(
  ['Position_Name', 'facilityName', 'City', 'State', 'Shift', 'Submodality', 'Duration_Amount', 'Weekly_Hours', 'weeklyPay', 'weeklyStipends', 'completionBonusPay', 'startingBonusPay', 'Estimated_Start_Date', 'createdAt'].map((f) => [f, 1]),
);

/**
 * Every request a search not seen before: the minimum pay and the page change with each one, and past the first 4,985
 * bodies the maximum duration too (26 weeks and more: the same matches, another search). Without it the bodies would
 * come round again every 4,985 requests and, from their second round on, be answered by the kept searches.
 */
const freshSearch = (filter) => (n) => ({
  filter: { ...filter, Duration_Amount: { ...filter.Duration_Amount, $lte: filter.Duration_Amount.$lte + Math.floor(n / 4985) }, weeklyPay: { $gte: 1500 + (n % 997) } },
  projection: PROJECTION,
  page: 1 + (Math.floor(n / 997) % 5),
  perPage: 12,
});

/**
 * The catalogue changing under the new-search load (PostgreSQL, `writer` a client of its own): `trickle` writes one
 * job a second (an agency editing its jobs), `bulk` one write of 5,000 jobs at the start (an import), `rebuild` one
 * of 30,000 (more than an index keeps added: caught up at once, then rebuilt in the background through the load,
 * decision 053). Returns what to stop and how many writes were made.
 */
async function writing(writer, kind) {
  const { rows } = await writer.query(`select id from jobs where is_open and is_complete limit ${kind === 'rebuild' ? 30_000 : 5_000}`);
  const ids = rows.map((row) => row.id);
  if (kind !== 'trickle') {
    await writer.query('update jobs set weekly_pay = weekly_pay where id = any($1)', [ids]);
    return { stop: async () => 1 };
  }
  let stopped = false;
  let writes = 0;
  const done = (async () => {
    while (!stopped) {
      await writer.query('update jobs set weekly_pay = weekly_pay + 1 where id = $1', [ids[writes % ids.length]]);
      writes += 1;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await done;
      return writes;
    },
  };
}

async function measure(engine, server, { whole = true, newOnly = false, writer, settle = 0 } = {}) {
  const { url } = server;
  // At rest: started (and, on PostgreSQL, after the loads of a smaller catalogue), before any search of this point.
  const rssRest = server.rssMb();
  const { json: login } = await post(`${url}/api/auth/login`, DEMO);
  const token = login.data.token;
  const filter = await typicalFilter(url);
  const page = await post(`${url}/api/job/open`, { filter, projection: PROJECTION, page: 1, perPage: 12 }, token);
  // The catalogue was just seeded: the index is rebuilt from the first search on (10-30 s at a million jobs). The
  // figures below are of the steady state; the writes' own cost is measured apart (`writer`).
  if (settle) await new Promise((resolve) => setTimeout(resolve, settle));
  let wholeBytes = 0;
  if (whole && !newOnly) {
    // The whole matching list, as a client paging locally would download it ({status, data} with every match).
    const all = [];
    for (let p = 1; ; p++) {
      const { json } = await post(`${url}/api/job/open`, { filter, projection: PROJECTION, page: p, perPage: 100 }, token);
      all.push(...json.data);
      if (p >= json.paging.totalPages) break;
    }
    wholeBytes = Buffer.byteLength(JSON.stringify({ status: true, data: all }));
  }
  const headers = { authorization: `Bearer ${token}`, ...BROWSER_ENCODING };
  const request = { url: `${url}/api/job/open`, method: 'POST', headers, connections: CONNECTIONS };
  const body = { filter, projection: PROJECTION, page: 1, perPage: 12 };
  await load({ ...request, body, duration: 3 }); // warm-up
  // Hello-world right before this engine's loads: the figures of one part of a run compare with the machine as it was.
  const hello = await helloWorld(CONNECTIONS, DURATION, { fresh: true });
  const rssBefore = server.rssMb();
  // --new-only: the new-search load alone (to look at its cost, e.g. under a CPU profile).
  const repeated = newOnly ? undefined : await server.withPeakRss(() => load({ ...request, body, duration: DURATION }));
  const fresh = await server.withPeakRss(() => load({ ...request, bodies: freshSearch(filter), duration: DURATION }));
  const load1 = loadavg();
  // The same load while the catalogue changes (PostgreSQL): one job written a second, then 5,000 written at once.
  const changing = {};
  if (writer) {
    for (const kind of ['trickle', 'bulk', 'rebuild']) {
      // Bodies of their own (another maximum duration): not the searches kept from the load before.
      const offset = { trickle: 200_000, bulk: 400_000, rebuild: 600_000 }[kind];
      const writes = await writing(writer, kind);
      changing[kind] = await server.withPeakRss(() => load({ ...request, bodies: (n) => freshSearch(filter)(n + offset), duration: DURATION }));
      changing[kind].writes = await writes.stop();
      changing[kind].load = loadavg();
      // The rebuild of the bulk write (or a trickle's last catch-up) finishes before what comes next.
      await new Promise((resolve) => setTimeout(resolve, kind === 'trickle' ? 2000 : 30_000));
    }
  }
  // Requests still queued in the server when the load stops must finish before it is stopped.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return { engine, hello, rssBefore, rssRest, load: load1, matches: page.json.paging.total, pageBytes: page.bytes, wholeBytes, repeated, fresh, changing };
}

async function embedded({ newOnly }) {
  // First start: migrations and demo data. Then the catalogue goes straight into the stopped server's database files.
  let server = await startServer({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_SCALE: '100' });
  const dataDir = server.dataDir;
  await server.stop({ keepData: true });
  const db = new PGlite(path.join(dataDir, 'pgdata'));
  await db.exec(insertJobs(1, JOBS));
  await db.exec('VACUUM ANALYZE jobs');
  await db.close();
  server = await startServer({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_SCALE: '100' }, { dataDir });
  try {
    return [await measure(`embedded (PGlite), ${fmt(JOBS)} jobs`, server, { newOnly })];
  } finally {
    await server.stop();
  }
}

/** PostgreSQL at each scale point: the catalogue grows in place (one INSERT ... SELECT generate_series each). */
async function postgres({ million, newOnly, scale }) {
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_BASE });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(PG_BASE);
  dbUrl.pathname = `/${name}`;
  let server;
  const results = [];
  try {
    server = await startServer({ DATABASE_URL: dbUrl.toString(), SEED_DEMO: 'true', AUTH_RATE_LIMIT_SCALE: '100' });
    const client = new pg.Client({ connectionString: dbUrl.toString() });
    await client.connect();
    let seeded = 0;
    for (const jobs of [1_000, JOBS, ...(million ? [1_000_000] : [])]) {
      const measured = !scale || scale.includes(jobs);
      const started = performance.now();
      await client.query(insertJobs(seeded + 1, jobs));
      await client.query('VACUUM ANALYZE jobs');
      seeded = jobs;
      console.log(`(PostgreSQL: ${fmt(jobs)} jobs seeded in ${fmt((performance.now() - started) / 1000, 1)} s)`);
      if (measured) results.push(await measure(`PostgreSQL, ${fmt(jobs)} jobs`, server, { whole: jobs === JOBS, newOnly, writer: client, settle: jobs >= 1_000_000 ? 40_000 : 0 }));
    }
    await client.end();
    return results;
  } finally {
    await server?.stop();
    const cleanup = new pg.Client({ connectionString: PG_BASE });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
}

/**
 * The goals of each figure (the open speed issue): shares of the same-run hello-world's requests/s, p99 in ms, server
 * RSS in MB at rest (before the loads) and at the peak of the new-search load.
 */
const GOALS = {
  'embedded (PGlite), 100,000 jobs': { repeated: { share: 15, p99: 50 }, fresh: { share: 3, p99: 60 }, rest: 180, peak: 220 },
  'PostgreSQL, 1,000 jobs': { repeated: { share: 35, p99: 15 }, fresh: { share: 10 } },
  'PostgreSQL, 100,000 jobs': { repeated: { share: 35, p99: 15 }, fresh: { share: 5, p99: 30 } },
  'PostgreSQL, 1,000,000 jobs': { fresh: { p99: 100 } },
};

/** "goal ≥ 5 %, p99 ≤ 30 ms", and whether the figure meets it. */
function goalText(goal, r, hello) {
  if (!goal) return '';
  const parts = [];
  let met = true;
  if (goal.share !== undefined) {
    parts.push(`≥ ${goal.share} %`);
    met &&= (r.rps / hello.rps) * 100 >= goal.share;
  }
  if (goal.p99 !== undefined) {
    parts.push(`p99 ≤ ${goal.p99} ms`);
    met &&= r.p99 <= goal.p99;
  }
  return `   goal ${parts.join(', ')}: ${met ? 'met' : 'NOT met'}`;
}

export async function run({ flags = new Set() } = {}) {
  const million = flags.has('--million') || process.env.BENCH_MILLION === '1';
  // --new-only skips the repeated search; --scale=1000,100000 measures only those PostgreSQL points (the catalogue
  // still grows through the smaller ones).
  const newOnly = flags.has('--new-only');
  const scaleFlag = [...flags].find((flag) => flag.startsWith('--scale='));
  const scale = scaleFlag ? scaleFlag.slice('--scale='.length).split(',').map(Number) : undefined;
  const results = [];
  // --embedded or --postgres runs one engine only.
  const engines = [embedded, postgres].filter((engine) => !(flags.has('--embedded') || flags.has('--postgres')) || flags.has(`--${engine.name}`));
  for (const engine of engines) {
    try {
      results.push(...(await engine({ million, newOnly, scale })));
    } catch (error) {
      console.error(`jobs-search bench on ${engine.name} failed: ${error.message}`);
    }
  }
  console.log(`\n# Open-jobs search, ${CONNECTIONS} connections, ${DURATION} s each (3 states + compact, 2 specialties, 8-26 weeks, >= $1,500/week)`);
  for (const r of results) {
    console.log(`${r.engine}: ${fmt(r.matches)} matches${r.wholeBytes ? `; one page ${fmt(r.pageBytes / 1024, 1)} KiB vs whole list ${fmt(r.wholeBytes / 1024, 1)} KiB` : ''}`);
    // The machine's load says how much of it the figures had (the embedded database shares the server's one thread).
    console.log(`  load average ${r.load.map((n) => n.toFixed(1)).join(' ')}; ${printHelloLine(r.hello)}`);
    const goal = GOALS[r.engine];
    if (r.repeated) console.log(`  ${resultLine('same search repeated', r.repeated, r.hello, 28)}   server RSS peak ${fmt(r.repeated.peakRssMb)} MB${goalText(goal?.repeated, r.repeated, r.hello)}`);
    console.log(`  ${resultLine('a new search every request', r.fresh, r.hello, 28)}   server RSS peak ${fmt(r.fresh.peakRssMb)} MB${goalText(goal?.fresh, r.fresh, r.hello)}`);
    // While the catalogue changes: what a write costs the searches around it (the index caught up, or rebuilt).
    if (r.changing?.trickle) {
      const t = r.changing.trickle;
      console.log(`  ${resultLine('same, one job written a second', t, r.hello, 28)}   (${t.writes} writes; load ${t.load[0].toFixed(1)})${goalText(goal?.fresh, t, r.hello)}`);
    }
    if (r.changing?.bulk) {
      const b = r.changing.bulk;
      console.log(`  ${resultLine('same, 5,000 jobs written at once', b, r.hello, 28)}   (load ${b.load[0].toFixed(1)})${goalText(goal?.fresh, b, r.hello)}`);
    }
    if (r.changing?.rebuild) {
      const b = r.changing.rebuild;
      console.log(`  ${resultLine('same, 30,000 jobs written at once', b, r.hello, 28)}   (caught up, then rebuilt meanwhile; load ${b.load[0].toFixed(1)})${goalText(goal?.fresh, b, r.hello)}`);
    }
    const rss = goal?.rest ? `   goal ≤ ${goal.rest} / ≤ ${goal.peak} MB: ${r.rssRest <= goal.rest && r.fresh.peakRssMb <= goal.peak ? 'met' : 'NOT met'}` : '';
    console.log(`  server RSS at rest ${fmt(r.rssRest)} MB (${fmt(r.rssBefore)} MB after a 3 s warm-up), peak under the loads ${fmt(Math.max(r.repeated?.peakRssMb ?? 0, r.fresh.peakRssMb))} MB${rss}`);
  }
  const curve = results.filter((r) => r.engine.startsWith('PostgreSQL'));
  if (curve.length > 1) {
    console.log(`scale curve (PostgreSQL p99, repeated / new): ${curve.map((r) => `${r.engine.split(', ')[1]} ${r.repeated?.p99 ?? '-'} / ${r.fresh.p99} ms`).join('   ')}`);
  }
  return { results };
}

if (import.meta.url === `file://${process.argv[1]}`) await run({ flags: new Set(process.argv.slice(2)) });
