// Runs the server suite against the PostgreSQL server at PG_URL (default 127.0.0.1:5432, database test):
// a fresh database is created for the run and dropped afterwards; each test file makes its own inside it. The
// shared rate-limit counters are also tested in Redis (REDIS_URL, default the Redis at 127.0.0.1:6379).
// `npm run test:pg -- <files or filters>` runs only those (passed to vitest as they are).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const base = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `portal_ci_${randomBytes(4).toString('hex')}`;

async function admin(sql) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await admin(`CREATE DATABASE ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
let result;
try {
  result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url.toString(), REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
  });
} finally {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
process.exit(result?.status ?? 1);
