import { PGlite } from '@electric-sql/pglite';
import { prepareRead } from './src/db/prepared';
const db = new PGlite({ dataDir: process.env.DIR ?? '/work/tmp/demo-db/pgdata' });
await db.waitReady;
const [{ id }] = (await db.query<{ id: string }>(`select c.id from candidates c join job_emails m on m.candidate_id = c.id group by c.id order by count(*) desc limit 1`)).rows;
const fs = await import('node:fs');
const sql = fs.readFileSync('/work/tmp/cur.sql', 'utf8');
const read = prepareRead({ $client: db } as never, 'qb_cur', sql);
const t0 = Date.now(); let n = 0;
while (Date.now() - t0 < 8000) { await read([id, 0]); n++; }
console.log(Math.round(8000e3 / n), 'µs per read');
await db.close();
