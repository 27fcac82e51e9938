import { PGlite } from '@electric-sql/pglite';
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
const mode = process.argv[2];
const dir = `/tmp/uploads-exp/db-${mode}-${Date.now()}`;
const db = new PGlite({ dataDir: dir, startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] });
await db.waitReady;
await db.exec(`create table d (id serial primary key, c bytea not null)`);
const size = () => execSync(`du -sm ${dir}`).toString().split('\t')[0];
console.log('start', size(), execSync(`du -sm ${dir}/pg_wal`).toString().trim());
const t = Date.now();
for (let i = 0; i < 150; i++) {
  await db.query('insert into d (c) values ($1)', [randomBytes(1_000_000)]);
  await db.query('delete from d');
  if (mode === 'vacuum' && i % 10 === 9) await db.exec('vacuum d');
  if (mode === 'vacuumck' && i % 10 === 9) { await db.exec('vacuum d'); await db.exec('checkpoint'); }
}
console.log('end', size(), execSync(`du -sm ${dir}/pg_wal`).toString().trim(), Date.now() - t, 'ms');
await db.close();
console.log('closed', size());
