// Answers kept in memory (searches, brands) are never served after a write that changes them was acknowledged,
// whichever connection, process or instance made the write (plugins/versions.ts, migration 0005_cache_versions).
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { jobs, organizations } from '../src/db/schema/index';
import { EncodedAnswer, pickEncoding, tight } from '../src/lib/encoded-answer';
import { runJobsImport } from '../src/modules/jobs/import';
import { JobSearchIndex, searchIndex } from '../src/modules/jobs/search-index';
import { upsertOrg } from '../src/modules/orgs/repository';
import { type Versions, VersionedCache, VersionFence } from '../src/plugins/versions';
import { createTestApp, type TestApp, testConfig } from './helpers/app';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';
import { createJob, jobValues } from './helpers/job-factories';

let app: TestApp;
let candidate: SignedInCandidate;

beforeAll(async () => {
  app = await createTestApp();
  candidate = await createSignedInCandidate(app);
});
afterAll(() => app.close());

const FILTER = { isOpen: true, isComplete: true, State: { $in: ['WY'] } };
const searchIds = async (target: TestApp = app) => {
  const res = await target.inject({ method: 'POST', url: '/api/job/open', headers: candidate.auth, payload: { filter: FILTER, projection: { _id: 1, weeklyPay: 1 }, page: 1, perPage: 12 } });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: { _id: string; weeklyPay: number }[]; paging: { total: number } };
};
const publicIds = async (url: string) => {
  const res = await app.inject(url);
  expect(res.statusCode).toBe(200);
  return (res.json().data as { _id: string }[]).map((job) => job._id);
};

describe('search cache', () => {
  it('never serves a job after it was closed, edited or deleted, nor misses a new one', async () => {
    const job = await createJob(app, 'MHS', { state: 'WY', weeklyPay: 1800 });
    expect((await searchIds()).data.map((j) => j._id)).toEqual([job.id]);
    expect((await searchIds()).data.map((j) => j._id)).toEqual([job.id]); // from memory

    await app.db.update(jobs).set({ weeklyPay: 2400 }).where(eq(jobs.id, job.id));
    expect((await searchIds()).data).toEqual([{ _id: job.id, weeklyPay: 2400 }]);

    const newer = await createJob(app, 'MHS', { state: 'WY', createdAt: new Date(Date.now() + 60_000) });
    expect((await searchIds()).data.map((j) => j._id)).toEqual([newer.id, job.id]);

    await app.db.update(jobs).set({ isOpen: false }).where(eq(jobs.id, job.id));
    const afterClose = await searchIds();
    expect(afterClose.data.map((j) => j._id)).toEqual([newer.id]);
    expect(afterClose.paging.total).toBe(1);

    await app.db.delete(jobs).where(eq(jobs.id, newer.id));
    expect((await searchIds()).paging.total).toBe(0);
  });

  it('public board searches and first pages follow a write at once', async () => {
    const job = await createJob(app, 'TLC', { state: 'WY', submodality: 'Dialysis' });
    const list = '/api/job/public/list?board=tlcjobs&state=WY';
    expect(await publicIds(list)).toEqual([job.id]);
    expect((await publicIds('/api/job/public/initial?board=tlcjobs')).includes(job.id)).toBe(true);
    await app.db.update(jobs).set({ isOpen: false }).where(eq(jobs.id, job.id));
    expect(await publicIds(list)).toEqual([]);
    expect((await publicIds('/api/job/public/initial?board=tlcjobs')).includes(job.id)).toBe(false);
  });

  it('an import that closes a job is seen by the next search', async () => {
    const file = path.join(tmpdir(), `cache-import-${process.pid}.json`);
    const row = {
      Position_ID: 'CACHE-1', Modality: 'Nursing', Submodality: 'ICU', Shift: 'Days 3x12', Position_Name: 'Travel RN - ICU', NumberOfPositions: 1,
      City: 'Cheyenne', State: 'WY', Zip: '82001', Duration_Amount: 13, Weekly_Hours: 36, facilityName: 'Cheyenne Regional', weeklyPay: 2000,
      isOpen: true, isComplete: true,
    };
    writeFileSync(file, JSON.stringify([row]));
    await runJobsImport(app.db, { file, orgCode: 'MHS', print: () => {} });
    const before = await searchIds();
    expect(before.paging.total).toBe(1);
    writeFileSync(file, JSON.stringify([{ ...row, isOpen: false }]));
    await runJobsImport(app.db, { file, orgCode: 'MHS', print: () => {} });
    expect((await searchIds()).paging.total).toBe(0);
  });

  it('a write through another instance (its own connection and memory) is seen by this one at once', async () => {
    // On PostgreSQL the second instance has its own pool; on the embedded database there is one engine per process.
    const pgUrl = (app.database as { engine: string }).engine === 'postgres' ? await currentDatabaseUrl() : undefined;
    const database = pgUrl ? await openDatabase({ kind: 'postgres', url: pgUrl, poolSize: 2 }) : app.database;
    const other = (await buildApp({ config: testConfig(), database, closeDatabase: Boolean(pgUrl), logger: false })) as TestApp;
    await other.ready();
    try {
      const job = await createJob(app, 'MHS', { state: 'WY' });
      expect((await searchIds(other)).data.map((j) => j._id)).toEqual([job.id]);
      expect((await searchIds(app)).data.map((j) => j._id)).toEqual([job.id]);
      await other.db.update(jobs).set({ isOpen: false }).where(eq(jobs.id, job.id));
      expect((await searchIds(app)).paging.total).toBe(0);
      await app.db.update(jobs).set({ isOpen: true }).where(eq(jobs.id, job.id));
      expect((await searchIds(other)).paging.total).toBe(1);
      await app.db.delete(jobs).where(eq(jobs.id, job.id));
    } finally {
      await other.close();
    }
  });
});

describe('open-jobs index', () => {
  it('is used only when it holds the version a request read: a write of a few jobs is caught up from their rows, a write of too many is rebuilt while the database answers', async () => {
    // waitMax -1: every catalogue counts as large (no request waits for a rebuild); at most 1,000 jobs caught up at once.
    const index = new JobSearchIndex(app.db, app.versions, { waitMax: -1, maxAdded: 1000, catchUpMax: 1000 });
    await index.warm();
    const before = (await app.versions.read()).catalogue;
    expect(index.peek(before)?.version).toBe(before);
    const orgId = (await app.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.code, 'MHS')))[0]!.id;
    const query = (pay: number) => [{ field: 'State' as const, in: ['WY'] }, { field: 'weeklyPay' as const, gte: pay, lte: pay }];
    const job = await createJob(app, 'MHS', { state: 'WY', weeklyPay: 4321 });
    const after = (await app.versions.read()).catalogue;
    expect(after).toBeGreaterThan(before);
    // The write is acknowledged: the old index is not used for a request that read the new version...
    expect(index.peek(after)).toBeUndefined();
    // ...it is caught up from the written job's row, without a rebuild.
    const builds = index.builds;
    const caught = await index.at(after);
    expect(caught!.version).toBeGreaterThanOrEqual(after);
    expect(index.builds).toBe(builds);
    expect(index.updates).toBeGreaterThan(0);
    expect(searchIndex(caught!, orgId, query(4321), 0, 12)).toEqual({ ids: [job.id], total: 1 });
    // Closed: gone at the next version.
    await app.db.update(jobs).set({ isOpen: false }).where(eq(jobs.id, job.id));
    const closed = await index.at((await app.versions.read()).catalogue);
    expect(searchIndex(closed!, orgId, query(4321), 0, 12)).toEqual({ ids: [], total: 0 });
    // A write of more jobs than it catches up at once is not followed job by job: the index is rebuilt, and until it
    // is, the database answers a large catalogue's searches.
    const many = await app.db
      .insert(jobs)
      .values(Array.from({ length: 1001 }, (_, i) => jobValues(orgId, { state: 'WY', weeklyPay: i === 0 ? 4322 : 100 })))
      .returning({ id: jobs.id, weeklyPay: jobs.weeklyPay });
    const bulk = (await app.versions.read()).catalogue;
    expect(await index.at(bulk)).toBeUndefined();
    let rebuilt = index.peek(bulk);
    for (let tries = 0; !rebuilt && tries < 500; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      rebuilt = index.peek(bulk);
    }
    expect(rebuilt!.version).toBeGreaterThanOrEqual(bulk);
    expect(index.builds).toBe(builds + 1);
    expect(searchIndex(rebuilt!, orgId, query(4322), 0, 12)).toEqual({ ids: [many.find((row) => Number(row.weeklyPay) === 4322)!.id], total: 1 });
    await app.db.delete(jobs).where(eq(jobs.state, 'WY'));
  });

  it('answers at once after a write of more jobs than it keeps added: caught up from their rows, then rebuilt in the background (decision 053)', async () => {
    // waitMax -1: no request waits for a rebuild; a rebuild past 100 added jobs; up to 5,000 changed jobs caught up.
    const index = new JobSearchIndex(app.db, app.versions, { waitMax: -1, maxAdded: 100, catchUpMax: 5000 });
    await index.warm();
    const orgId = (await app.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.code, 'MHS')))[0]!.id;
    const query = (pay: number) => [{ field: 'State' as const, in: ['WY'] }, { field: 'weeklyPay' as const, gte: pay, lte: pay }];
    const builds = index.builds;
    // One statement of 1,001 jobs, and one closing a job of the first: both recorded job by job (migration 0035).
    const many = await app.db
      .insert(jobs)
      .values(Array.from({ length: 1001 }, (_, i) => jobValues(orgId, { state: 'WY', weeklyPay: i < 2 ? 4323 + i : 100 })))
      .returning({ id: jobs.id, weeklyPay: jobs.weeklyPay });
    await app.db.update(jobs).set({ isOpen: false }).where(eq(jobs.id, many.find((row) => Number(row.weeklyPay) === 4324)!.id));
    const written = (await app.versions.read()).catalogue;
    // Answered by the index, not left to the database while a rebuild runs.
    const caught = await index.at(written);
    expect(caught?.version).toBeGreaterThanOrEqual(written);
    expect(caught!.added).toBeGreaterThanOrEqual(1000);
    expect(searchIndex(caught!, orgId, query(4323), 0, 12)).toEqual({ ids: [many.find((row) => Number(row.weeklyPay) === 4323)!.id], total: 1 });
    expect(searchIndex(caught!, orgId, query(4324), 0, 12)).toEqual({ ids: [], total: 0 });
    expect(searchIndex(caught!, orgId, [{ field: 'State', in: ['WY'] }], 0, 12).total).toBe(1000);
    // The rebuild that follows replaces it with the same answers and nothing added.
    let rebuilt = index.peek(written);
    for (let tries = 0; (rebuilt === caught || index.builds === builds) && tries < 500; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      rebuilt = index.peek(written);
    }
    expect(index.builds).toBe(builds + 1);
    expect(rebuilt).not.toBe(caught);
    expect(rebuilt!.added).toBe(0);
    expect(searchIndex(rebuilt!, orgId, [{ field: 'State', in: ['WY'] }], 0, 12)).toEqual(searchIndex(caught!, orgId, [{ field: 'State', in: ['WY'] }], 0, 12));
    // One statement changing the 1,000 jobs of the build: each found among its entries and replaced by its new row.
    await app.db.update(jobs).set({ weeklyPay: 200 }).where(eq(jobs.state, 'WY'));
    const changed = await index.at((await app.versions.read()).catalogue);
    expect(changed!.added).toBe(1000);
    const pay = (lo: number, hi: number) => [{ field: 'State' as const, in: ['WY'] }, { field: 'weeklyPay' as const, gte: lo, lte: hi }];
    expect(searchIndex(changed!, orgId, pay(0, 4400), 0, 12).total).toBe(1000);
    expect(searchIndex(changed!, orgId, pay(200, 200), 0, 12).total).toBe(1000);
    expect(searchIndex(changed!, orgId, pay(100, 100), 0, 12).total).toBe(0);
    await app.db.delete(jobs).where(eq(jobs.state, 'WY'));
  });

  it('a statement of up to 100,000 jobs is recorded job by job, a larger one as a rebuild (migration 0035)', async () => {
    // The trigger function of `jobs`, on a table of ids alone (a statement of 100,000 jobs costs minutes here).
    await app.db.execute(sql.raw(`create table bulk_ids (id uuid not null)`));
    for (const [op, rows] of [['insert', 'new'], ['delete', 'old']]) {
      await app.db.execute(sql.raw(`create trigger bulk_ids_${op} after ${op} on bulk_ids referencing ${rows} table as ${rows}_rows
        for each statement execute function record_job_changes()`));
    }
    const recorded = async () => {
      const result = (await app.db.execute(sql`select count(job_id)::int as ids, count(*) filter (where job_id is null)::int as marks from job_changes
        where version = (select version from cache_versions where kind = 'catalogue') and (job_id is null or job_id in (select id from bulk_ids))`)) as unknown as {
        rows: { ids: number; marks: number }[];
      };
      return result.rows[0];
    };
    const marks = (await recorded())!.marks;
    try {
      // More than 0034's 20,000 in one statement: an id each.
      await app.db.execute(sql`insert into bulk_ids select gen_random_uuid() from generate_series(1, 20001)`);
      expect(await recorded()).toEqual({ ids: 20_001, marks });
      // 100,001 in one statement: one mark without a job (no catch-up reads past it).
      await app.db.execute(sql`delete from job_changes where job_id in (select id from bulk_ids)`);
      await app.db.execute(sql`insert into bulk_ids select gen_random_uuid() from generate_series(1, 100001)`);
      expect(await recorded()).toEqual({ ids: 0, marks: marks + 1 });
    } finally {
      await app.db.execute(sql`delete from job_changes where job_id in (select id from bulk_ids)`);
      await app.db.execute(sql.raw(`drop table bulk_ids`));
    }
  });
});

async function currentDatabaseUrl(): Promise<string> {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  const result = (await app.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  url.pathname = `/${result.rows[0]!.name}`;
  return url.toString();
}

describe('identity cache', () => {
  it('a brand changes as soon as its organisation does', async () => {
    const brand = async (p: string) => (await app.inject(`/api/identity?path=${encodeURIComponent(p)}`)).json().data.result.meta;
    const before = await brand('/tlcjobs');
    expect(before.board).toBe('tlcjobs');
    expect(await brand('/tlcjobs/jobs')).toEqual(before);
    const [tlc] = await app.db.select().from(organizations).where(eq(organizations.code, before.code));
    await upsertOrg(app.db, { code: tlc!.code, name: 'Renamed Partner', supportEmail: tlc!.supportEmail, supportPhone: tlc!.supportPhone, boards: ['tlcjobs'] });
    expect((await brand('/tlcjobs')).name).toBe('Renamed Partner');
    await app.db.update(organizations).set({ name: tlc!.name }).where(eq(organizations.id, tlc!.id));
    expect((await brand('/tlcjobs')).name).toBe(tlc!.name);
  });
});

describe('version fence', () => {
  /** Reads answered by hand, to check which read serves which caller. */
  function manualFence() {
    const reads: { resolve: (v: Versions) => void }[] = [];
    const fence = new VersionFence(() => new Promise<Versions>((resolve) => reads.push({ resolve })));
    return { fence, reads };
  }
  const v = (catalogue: number): Versions => ({ catalogue, orgs: 0, sessions: 0, dashboard: 0, pages: 0 });

  it('serves a caller only from a read that started after it called, and shares reads between callers', async () => {
    const { fence, reads } = manualFence();
    const tick = () => new Promise((r) => setImmediate(r));
    const first = fence.read();
    const second = fence.read(); // asks in the same turn of the event loop: shares the first read
    expect(reads).toHaveLength(0); // the read starts once the turn's callers have asked
    await tick();
    expect(reads).toHaveLength(1);
    const third = fence.read(); // arrives while the first read is in flight: waits for the next one
    const fourth = fence.read(); // shares the third's read
    reads[0]!.resolve(v(1));
    expect(await first).toEqual(v(1));
    expect(await second).toEqual(v(1));
    await tick();
    expect(reads).toHaveLength(2);
    reads[1]!.resolve(v(2));
    expect(await third).toEqual(v(2));
    expect(await fourth).toEqual(v(2));
    expect(fence.reads).toBe(2);
  });

  it('never serves a caller from a read sent before it asked, however calls and answers interleave', async () => {
    let clock = 0;
    const reads: { sentAt: number; resolve: (v: Versions) => void }[] = [];
    const fence = new VersionFence(() => new Promise<Versions>((resolve) => reads.push({ sentAt: ++clock, resolve })));
    const tick = () => new Promise((r) => setImmediate(r));
    const callers: { askedAt: number; answer: Promise<Versions> }[] = [];
    let answered = 0;
    for (let round = 0; round < 40; round++) {
      for (let i = 0; i < (round % 3) + 1; i++) callers.push({ askedAt: ++clock, answer: fence.read() });
      if (round % 2) await tick();
      // Answer the reads sent so far, some rounds; each read's version is its index, to know which one served whom.
      if (round % 3 === 2) while (answered < reads.length) reads[answered]!.resolve(v(answered++));
    }
    while (true) {
      await tick();
      if (answered === reads.length) break;
      while (answered < reads.length) reads[answered]!.resolve(v(answered++));
    }
    for (const caller of callers) expect(reads[(await caller.answer).catalogue]!.sentAt).toBeGreaterThan(caller.askedAt);
    expect(fence.reads).toBeLessThan(callers.length);
  });

  it('a cache keeps nothing computed under a version older than one it has seen', async () => {
    let version = 1;
    const fence = new VersionFence(async () => v(version));
    const cache = new VersionedCache<string>(fence, 'catalogue');
    let release!: () => void;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = () => resolve('old'))));
    await new Promise((r) => setImmediate(r));
    version = 2;
    expect(await cache.get('k', async () => 'new')).toBe('new');
    release();
    expect(await slow).toBe('old');
    expect(await cache.get('k', async () => 'recomputed')).toBe('new');
  });

  it('peek answers a kept key under the versions a request read, and nothing kept under another version', async () => {
    const fence = new VersionFence(async () => v(1));
    const cache = new VersionedCache<string>(fence, 'catalogue');
    expect(cache.peek('k', v(1))).toBeUndefined();
    expect(await cache.get('k', async () => 'one', v(1))).toBe('one');
    expect(cache.peek('k', v(1))).toBe('one');
    // A request that read an older version is served nothing kept (it computes for itself).
    expect(cache.peek('k', v(0))).toBeUndefined();
    // A newer version drops what was kept under the one before.
    expect(cache.peek('k', v(2))).toBeUndefined();
    expect(await cache.get('k', async () => 'two', v(2))).toBe('two');
    expect(cache.peek('k', v(1))).toBeUndefined();
    expect(cache.peek('k', v(2))).toBe('two');
    expect(cache.hits).toBe(2);
  });

  it('keeps answers within its budget of bytes, least recently used going first', async () => {
    const fence = new VersionFence(async () => v(1));
    const cache = new VersionedCache<string>(fence, 'catalogue', 100, true, { bytes: 10, weigh: (value) => value.length });
    const computed: string[] = [];
    const ask = (key: string, value: string) => cache.get(key, async () => (computed.push(key), value));
    await ask('a', 'aaaa');
    await ask('b', 'bbbb');
    await ask('a', 'aaaa'); // a is now the most recently used
    expect(cache.bytes).toBe(8);
    await ask('c', 'cccc'); // 12 bytes: b goes
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(8);
    await ask('a', 'aaaa');
    await ask('b', 'bbbb');
    expect(computed).toEqual(['a', 'b', 'c', 'b']);
    // An answer larger than the whole budget is answered, not kept, and keeps nothing else out.
    expect(await ask('big', 'x'.repeat(11))).toBe('x'.repeat(11));
    expect(cache.size).toBe(2);
    expect(await ask('big', 'x'.repeat(11))).toBe('x'.repeat(11));
    expect(computed.filter((key) => key === 'big')).toHaveLength(2);
  });
});

describe('answers kept in memory are sent as bytes', () => {
  it('the same answer plain, brotli or gzip, as the client accepts', async () => {
    for (let i = 0; i < 12; i++) await createJob(app, 'MHS', { state: 'VT', facilityName: `Green Mountain Hospital ${i}` });
    const payload = { filter: { isOpen: true, isComplete: true, State: { $in: ['VT'] } }, page: 1, perPage: 12 };
    const ask = (encoding?: string) =>
      app.inject({ method: 'POST', url: '/api/job/open', headers: { ...candidate.auth, ...(encoding ? { 'accept-encoding': encoding } : {}) }, payload });
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.json().paging.total).toBe(12);
    // Kept from its second ask; an answer goes uncompressed the first time it is sent (a few KiB), compressed after.
    expect((await ask()).body).toBe(plain.body);
    const br = await ask('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/^accept-encoding$/i);
    // Asked by the portal's own origin (a browser's POST says it): the answer varies by origin and by encoding.
    const fromPage = await app.inject({
      method: 'POST',
      url: '/api/job/open',
      headers: { ...candidate.auth, 'accept-encoding': 'br', origin: 'http://localhost:3000' },
      payload,
    });
    expect(fromPage.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(fromPage.headers.vary).toMatch(/^origin, accept-encoding$/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await ask('gzip, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('a compressed copy holds memory of its own size, not the whole output chunk of zlib', () => {
    const answer = new EncodedAnswer(z.object({ text: z.string() }), { text: 'open jobs '.repeat(300) });
    const sent: Buffer[] = [];
    const reply = { header: () => reply, getHeader: () => undefined, send: (body: Buffer) => (sent.push(body), reply) } as unknown as FastifyReply;
    for (const encoding of ['br', 'br', 'gzip']) answer.send({ headers: { 'accept-encoding': encoding } } as FastifyRequest, reply);
    expect(sent).toHaveLength(3);
    // The first time it goes as it is (it fits TCP's first window), compressed from then on.
    expect(sent.shift()).toBe(JSON.stringify({ text: 'open jobs '.repeat(300) }));
    for (const body of sent) {
      expect(body.length).toBeLessThan(200);
      // Its own allocation, or a slice of Node's shared pool for small buffers (8 KiB): never a 16 KiB zlib chunk.
      expect(body.buffer.byteLength).toBeLessThanOrEqual(8192);
    }
    expect(tight(Buffer.alloc(4)).length).toBe(4);
  });

  it('an answer sent for the first time goes uncompressed up to 12 KiB, compressed from its second time on', () => {
    const sendTwice = (text: string) => {
      const answer = new EncodedAnswer(z.object({ text: z.string() }), { text });
      const encodings: (string | undefined)[] = [];
      let encoding: string | undefined;
      const reply = {
        header: (name: string, value: string) => ((name === 'content-encoding' ? (encoding = value) : undefined), reply),
        getHeader: () => undefined,
        send: () => (encodings.push(encoding), (encoding = undefined), reply),
      } as unknown as FastifyReply;
      for (let i = 0; i < 2; i++) answer.send({ headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } } as FastifyRequest, reply);
      return encodings;
    };
    expect(sendTwice('open jobs '.repeat(1000))).toEqual([undefined, 'br']);
    expect(sendTwice('open jobs '.repeat(1300))).toEqual(['br', 'br']);
  });

  it('picks brotli, then gzip, and never an encoding refused with q=0', () => {
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('gzip;q=0')).toBe('identity');
  });
});

describe('search bodies checked once', () => {
  const post = (payload: string, headers: Record<string, string> = candidate.auth) =>
    app.inject({ method: 'POST', url: '/api/job/open', headers: { ...headers, 'content-type': 'application/json' }, payload });

  it('a body text seen before gets the same answer as the first time, and follows writes', async () => {
    const text = JSON.stringify({ filter: { isOpen: true, isComplete: true, State: { $in: ['ND'] } }, projection: { _id: 1 }, page: 1, perPage: 12 });
    const first = await post(text);
    expect(first.statusCode).toBe(200);
    expect(first.json().paging.total).toBe(0);
    const job = await createJob(app, 'MHS', { state: 'ND' });
    const again = await post(text);
    expect(again.json().data).toEqual([{ _id: job.id }]);
    // Without a session the same text is still refused, and a known text never skips the session check.
    expect((await post(text, {})).statusCode).toBe(401);
  });

  it('a refused body is refused every time, with the same message; so is a changed one', async () => {
    const bad = JSON.stringify({ filter: { State: { $regex: '.*' } }, page: 1 });
    const first = await post(bad);
    expect(first.statusCode).toBe(400);
    const second = await post(bad);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual(first.json());
    const good = { filter: { State: { $in: ['ND'] } }, page: 1, perPage: 12 };
    expect((await post(JSON.stringify(good))).statusCode).toBe(200);
    expect((await post(JSON.stringify({ ...good, perPage: 500 }))).statusCode).toBe(400);
    expect((await post(JSON.stringify(good).replace('"ND"', '"N\\u0000D"'))).json().message).toBe('Text must not contain NUL characters.');
    expect((await post('{"filter":')).statusCode).toBe(400);
    expect((await post(JSON.stringify(good))).statusCode).toBe(200);
  });
});
