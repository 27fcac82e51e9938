import { PGlite } from '@electric-sql/pglite';
import { prepareRead } from './src/db/prepared';
const db = new PGlite({ dataDir: '/work/tmp/demo-db/pgdata' });
await db.waitReady;
const [{ id }] = (await db.query<{ id: string }>(`select c.id from candidates c join job_emails m on m.candidate_id = c.id group by c.id order by count(*) desc limit 1`)).rows;
const fake = { $client: db } as never;
const T = `(m."sent_at" at time zone 'UTC')::text, (m."created_at" at time zone 'UTC')::text`;
const J = `jsonb_array_length(m."jobs")::text, jsonb_path_query_array(m."jobs", '$[0 to 2].Position_Name')::text`;
const mk = (t: string, j: string, union = true) => {
  const page = `select 1 as "k", m."created_at" as "o", m."id" as "i", m."id"::text as "a", m."subject" as "b", ${t}, (m."read_at" is not null)::text, ${j}
      from "job_emails" m where m."candidate_id" = $1::uuid and m."sent_at" is not null order by m."created_at" desc, m."id" desc limit 12 offset $2::int`;
  return union ? `select "a","b","c","d","e","f","g" from (select 0 as "k", null::timestamptz as "o", null::uuid as "i", count(*)::text as "a", null as "b", null as "c", null as "d", null as "e", null as "f", null as "g"
      from "job_emails" where "candidate_id" = $1::uuid and "sent_at" is not null union all (${page})) u order by "k", "o" desc, "i" desc` : page;
};
const V: Record<string, string> = {
  cur: mk(T, J),
  oldjobs: mk(T, `m."jobs"::text, null`),
  nojson: mk(T, `'3', '["a","b","c"]'`),
  notime: mk(`'x', 'y'`, J),
  epoch: mk(`(extract(epoch from m."sent_at")*1000)::int8::text, (extract(epoch from m."created_at")*1000)::int8::text`, J),
  nounion: mk(T, J, false),
  trivial: `select $1::uuid::text, $2::int`,
};
const reads = Object.fromEntries(Object.entries(V).map(([k, sql]) => [k, prepareRead(fake, `qb_${k}`, sql)]));
const r: Record<string, number[]> = {};
for (let round = 0; round < 40; round++)
  for (const [name, read] of Object.entries(reads)) {
    const n = 300;
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < n; i++) await read([id, 0]);
    (r[name] ??= []).push(Math.round(Number(process.hrtime.bigint() - t0) / 1e3 / n));
  }
for (const [k, v] of Object.entries(r)) { v.sort((a, b) => a - b); console.log(k.padEnd(8), 'min', v[0], 'p25', v[10], 'med', v[20]); }
console.log(JSON.stringify(await reads.cur!([id, 0])).slice(0, 300));
await db.close();
