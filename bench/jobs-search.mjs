// Open-jobs search with 100,000 jobs: requests/s and p50/p99 at 32 concurrent clients for a typical filter (3 states +
// the compact states, 2 specialties, a duration range, a minimum pay), on the embedded database and on PostgreSQL; and
// the bytes of one page against the bytes of the whole matching list (what a client paging locally would download).
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fmt, startServer } from './lib/server.mjs';
import { load } from './lib/load.mjs';

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

const INSERT_JOBS = `
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
  FROM generate_series(1, ${JOBS}) AS i
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

async function measure(engine, url) {
  const { json: login } = await post(`${url}/api/auth/login`, DEMO);
  const token = login.data.token;
  const filter = await typicalFilter(url);
  const page = await post(`${url}/api/job/open`, { filter, projection: PROJECTION, page: 1, perPage: 12 }, token);
  // The whole matching list, as a client paging locally would download it ({status, data} with every match).
  const all = [];
  for (let p = 1; ; p++) {
    const { json } = await post(`${url}/api/job/open`, { filter, projection: PROJECTION, page: p, perPage: 100 }, token);
    all.push(...json.data);
    if (p >= json.paging.totalPages) break;
  }
  const wholeBytes = Buffer.byteLength(JSON.stringify({ status: true, data: all }));
  const request = { url: `${url}/api/job/open`, method: 'POST', body: { filter, projection: PROJECTION, page: 1, perPage: 12 }, headers: { authorization: `Bearer ${token}` } };
  await load({ ...request, connections: CONNECTIONS, duration: 3 }); // warm-up
  const r = await load({ ...request, connections: CONNECTIONS, duration: DURATION });
  // Requests still queued in the server when the load stops must finish before it is stopped.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return { engine, matches: page.json.paging.total, pageBytes: page.bytes, wholeBytes, ...r };
}

async function embedded() {
  // First start: migrations and demo data. Then the catalogue goes straight into the stopped server's database files.
  let server = await startServer({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_SCALE: '100' });
  const dataDir = server.dataDir;
  await server.stop({ keepData: true });
  const db = new PGlite(path.join(dataDir, 'pgdata'));
  await db.exec(INSERT_JOBS);
  await db.exec('VACUUM ANALYZE jobs');
  await db.close();
  server = await startServer({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_SCALE: '100' }, { dataDir });
  try {
    return await measure('embedded (PGlite)', server.url);
  } finally {
    await server.stop();
  }
}

async function postgres() {
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_BASE });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(PG_BASE);
  dbUrl.pathname = `/${name}`;
  let server;
  try {
    server = await startServer({ DATABASE_URL: dbUrl.toString(), SEED_DEMO: 'true', AUTH_RATE_LIMIT_SCALE: '100' });
    const client = new pg.Client({ connectionString: dbUrl.toString() });
    await client.connect();
    await client.query(INSERT_JOBS);
    await client.query('VACUUM ANALYZE jobs');
    await client.end();
    return await measure('PostgreSQL', server.url);
  } finally {
    await server?.stop();
    const cleanup = new pg.Client({ connectionString: PG_BASE });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
}

export async function run() {
  const results = [];
  for (const engine of [embedded, postgres]) {
    try {
      results.push(await engine());
    } catch (error) {
      console.error(`jobs-search bench on ${engine.name} failed: ${error.message}`);
    }
  }
  console.log(`\n# Open-jobs search, ${fmt(JOBS)} jobs, ${CONNECTIONS} connections, ${DURATION} s (3 states + compact, 2 specialties, 8-26 weeks, >= $1,500/week)`);
  // The machine's load says how much of it the figures had (the embedded database shares the server's one thread).
  console.log(`load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  for (const r of results) {
    console.log(
      `${r.engine.padEnd(18)} ${fmt(r.rps).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   errors ${r.errors}   ` +
        `matches ${fmt(r.matches)}: one page ${fmt(r.pageBytes / 1024, 1)} KiB vs whole list ${fmt(r.wholeBytes / 1024, 1)} KiB`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
