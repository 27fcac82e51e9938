// An exact in-memory index of the open jobs, beside the cache versions (plugins/versions.ts): what a search needs to
// find its page and its count without asking the database (docs/performance.md "The open-jobs index", decision 051).
// - It holds, per organisation and newest first (created_at desc, id desc, the order of a search), each open and
//   complete job's id, state, specialty and modality (as small codes) and its duration and weekly pay.
// - It is built from one read of the table (a cursor, in chunks) and labelled with the catalogue version read BEFORE
//   that read started: the label is never newer than what the index holds. A request uses it only when the label is at
//   least the request's own catalogue version (read after the request arrived, from the database on PostgreSQL), so a
//   write acknowledged before the request is always in what answers it, on every instance.
// - A newer version is caught up from the jobs it changed (migration 0034: every write to `jobs` records the ids it
//   wrote under the catalogue version it bumped): one read, in one snapshot, of the version and of those jobs' rows;
//   the build's entries of those jobs are marked removed and their current rows, when open and complete, go to a small
//   list of added jobs per organisation, placed in the build's order. Such a snapshot is labelled with the version its
//   read saw: every write up to it is in the rows read.
// - A write of many jobs (up to 100,000 since the index's rows, one statement or many) is caught up the same way: the
//   index answers at once, with the changed jobs in its added lists, and past 20,000 added jobs a full rebuild starts
//   in the background (one at a time); it is itself caught up before it replaces the index that answered meanwhile
//   (decision 053). Only what cannot be known job by job starts a rebuild that requests cannot be answered from: more
//   than 100,000 changed jobs (a statement of more records no ids, migration 0035), a TRUNCATE, changes older than
//   those kept. Until it ends, a request waits for it when the catalogue is small (a rebuild of a few thousand jobs
//   costs less than a search) and is answered by SQL otherwise.
// - A build never holds the event loop for long: on PostgreSQL the rows are read in the index's order (the database
//   sorts, from its jobs_newest_idx); the embedded database's rows are read unsorted and sorted here (its catalogues
//   are smaller); the layout yields to other work every few tens of thousands of entries.
import type { TJobCondition, TJobQuery } from '@portal/shared/domain/job-filter';
import { BestOf, type RankFacts, type RankJob, matchTier } from '@portal/shared/domain/jobs-for-you';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client';
import type { VersionSource } from '../../plugins/versions';

type TextField = 'State' | 'Submodality' | 'Modality';
type NumberField = 'Duration_Amount' | 'weeklyPay';

/**
 * The jobs of one organisation. A job's rank is its place in the search's order (0 = the newest; created_at desc, id
 * desc). The columns are laid out by specialty, then rank: each specialty's jobs are one run of entries, newest first
 * (`start[code]` to `start[code + 1]`), so a search of a few specialties reads only theirs, one contiguous run each,
 * and counting needs no merge. Entry e of every column is the same job.
 */
/** A job added or changed since the build (its current row, open and complete), placed in the build's order. */
type Added = {
  id: string;
  /** created_at in µs since 1970. */
  at: number;
  /**
   * Its place among every entry of its organisation: an entry of the build of rank r is at 2r + 1; an added job is
   * strictly between the build's entries before and after it (2p - 1 < key < 2p + 1, p = how many of them are newer).
   */
  key: number;
  State: number;
  Submodality: number;
  Modality: number;
  Duration_Amount: number;
  weeklyPay: number;
};

/**
 * The jobs of one organisation. A job's rank is its place in the search's order (0 = the newest; created_at desc, id
 * desc). The columns are laid out by specialty, then rank: each specialty's jobs are one run of entries, newest first
 * (`start[code]` to `start[code + 1]`), so a search of a few specialties reads only theirs, one contiguous run each,
 * and counting needs no merge. Entry e of every column is the same job.
 */
type OrgJobs = {
  /** Entries of the build (removed ones included). */
  size: number;
  /** Each job's id as its 16 bytes, by rank (a uuid's text is 36 characters: a string each would take 4× this). */
  idBytes: Uint8Array;
  /** Each job's created_at (µs since 1970), by rank: where an added job goes among the build's. */
  at: Float64Array;
  /** Where each specialty's run of entries starts (one more than the codes: the last is `size`). */
  start: Uint32Array;
  rank: Uint32Array;
  State: Uint16Array;
  Modality: Uint16Array;
  Duration_Amount: Int32Array;
  /** NaN for an entry removed since the build (changed, closed or deleted): no pay bound holds for NaN. */
  weeklyPay: Float64Array;
  /** How many entries of the build are removed. */
  removed: number;
  /** Jobs added or changed since the build, in the search's order (their keys ascending). */
  added: Added[];
};

export type IndexSnapshot = {
  /**
   * Its label: the catalogue version, as requests read it (plugins/versions.ts), read before the index's read started.
   * On the embedded database it counts the notifications received, which may lag the database's own counter.
   */
  version: number;
  /** The database's own catalogue version its rows are exactly (read in the same snapshot): where a catch-up starts. */
  seen: number;
  jobs: number;
  orgs: Map<string, OrgJobs>;
  /** Each text field's values and their codes (shared by every organisation). */
  codes: Record<TextField, Map<string, number>>;
  /** Jobs in the added lists (over every organisation): a rebuild starts past MAX_ADDED. */
  added: number;
};

/**
 * Rows read at a time while building: a chunk's rows are parsed and written to the columns without a pause (about
 * 10 ms of CPU for 2,000 rows; 20,000 held the event loop for 100-400 ms on a loaded machine).
 */
const CHUNK = 2_000;
/** Entries laid out between two yields to the event loop (a few ms of work). */
const SLICE = 65_536;
/** A rebuild is waited for when the index held at most this many jobs (a few ms); else a stale index means SQL. */
export const WAIT_FOR_REBUILD_MAX = 20_000;
/** Added jobs over which the index is rebuilt (in the background: the caught-up index answers meanwhile). */
export const MAX_ADDED = 20_000;
/**
 * Changed jobs a catch-up reads at once (the trigger of migration 0035 records the ids of a statement of up to as many):
 * more means a rebuild that requests wait for or leave to SQL. A catch-up of 30,000 jobs at a million took about 0.1 s.
 */
export const CATCH_UP_MAX = 100_000;
/** Versions of changes the database keeps (migration 0034): an index older than this is rebuilt. */
const CHANGES_KEPT = 10_000;

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

type Growing = { ids: string[]; at: number[]; State: number[]; Submodality: number[]; Modality: number[]; Duration_Amount: number[]; weeklyPay: number[] };

type Codes = IndexSnapshot['codes'];
function coder(codes: Codes) {
  return (field: TextField, value: string) => {
    const map = codes[field];
    let found = map.get(value);
    if (found === undefined) map.set(value, (found = map.size));
    return found;
  };
}

/** What the index reads of a job (created_at as µs since 1970, a float8 holds it exactly). */
const INDEX_COLUMNS = `org_id, id, (extract(epoch from created_at) * 1000000)::float8 as at, state, submodality, modality,
  duration_weeks, weekly_pay::float8 as weekly_pay`;
type IndexRow = { org_id: string; id: string; at: number; state: string; submodality: string; modality: string; duration_weeks: number; weekly_pay: number };

/** Whether `db` is PostgreSQL (the embedded database's client is not a pool). */
const isPostgres = (db: Db) => (db as unknown as { $client: unknown }).$client instanceof pg.Pool;

export async function buildIndex(db: Db, version: number, { ordered = isPostgres(db) }: { ordered?: boolean } = {}): Promise<IndexSnapshot> {
  const codes: Codes = { State: new Map(), Submodality: new Map(), Modality: new Map() };
  const code = coder(codes);
  // PostgreSQL: read in the index's order (newest first, then the larger id: created_at desc, id desc; its
  // jobs_newest_idx gives it), straight into typed columns: no row is kept, so the heap does not grow with the
  // catalogue (its collection paused the event loop for hundreds of ms at a million jobs). The embedded database
  // reads unsorted (a sort there would grow its memory and keep it) and the rows are put in order here.
  const columns = new Map<string, Columns>();
  const growing = new Map<string, Growing>();
  let jobs = 0;
  let seen = 0;
  await db.transaction(async (tx) => {
    // One snapshot (repeatable read) for the version and the cursor: every chunk comes from it.
    const head = (await tx.execute(sql.raw(`select version::float8 as version from cache_versions where kind = 'catalogue'`))) as unknown as { rows: { version: number }[] };
    seen = Number(head.rows[0]?.version ?? 0);
    if (ordered) {
      // Each organisation's columns at their final size (the same snapshot: the counts are the cursor's rows).
      const counts = (await tx.execute(
        sql.raw('select org_id, count(*)::float8 as n from jobs where is_open and is_complete group by org_id'),
      )) as unknown as { rows: { org_id: string; n: number }[] };
      for (const { org_id, n } of counts.rows) columns.set(org_id, newColumns(Number(n)));
    }
    await tx.execute(
      sql.raw(
        `declare portal_job_index no scroll cursor for select ${INDEX_COLUMNS} from jobs where is_open and is_complete` +
          (ordered ? ' order by org_id, created_at desc, id desc' : ''),
      ),
    );
    for (;;) {
      const { rows } = (await tx.execute(sql.raw(`fetch ${CHUNK} from portal_job_index`))) as unknown as { rows: IndexRow[] };
      for (const row of rows) {
        if (ordered) {
          let org = columns.get(row.org_id);
          if (!org) columns.set(row.org_id, (org = newColumns(1024)));
          pushRow(org, row, code);
          continue;
        }
        let org = growing.get(row.org_id);
        if (!org) growing.set(row.org_id, (org = { ids: [], at: [], State: [], Submodality: [], Modality: [], Duration_Amount: [], weeklyPay: [] }));
        org.ids.push(row.id);
        org.at.push(Number(row.at));
        org.State.push(code('State', row.state));
        org.Submodality.push(code('Submodality', row.submodality));
        org.Modality.push(code('Modality', row.modality));
        org.Duration_Amount.push(Number(row.duration_weeks));
        org.weeklyPay.push(Number(row.weekly_pay));
      }
      jobs += rows.length;
      if (rows.length < CHUNK) break;
    }
    await tx.execute(sql.raw('close portal_job_index'));
  }, { isolationLevel: 'repeatable read', accessMode: 'read only' });
  for (const [orgId, g] of growing) {
    columns.set(orgId, await inOrder(g));
    growing.delete(orgId);
  }
  const orgs = new Map<string, OrgJobs>();
  for (const [orgId, c] of columns) {
    orgs.set(orgId, await layout(c, codes.Submodality.size));
    columns.delete(orgId);
  }
  return { version, seen, jobs, orgs, codes, added: 0 };
}

/** One organisation's jobs by rank, as read (growing: `n` of the arrays' room used). */
type Columns = {
  n: number;
  idBytes: Uint8Array;
  at: Float64Array;
  State: Uint16Array;
  Submodality: Uint16Array;
  Modality: Uint16Array;
  Duration_Amount: Int32Array;
  weeklyPay: Float64Array;
};

function newColumns(room: number): Columns {
  return {
    n: 0,
    idBytes: new Uint8Array(room * 16),
    at: new Float64Array(room),
    State: new Uint16Array(room),
    Submodality: new Uint16Array(room),
    Modality: new Uint16Array(room),
    Duration_Amount: new Int32Array(room),
    weeklyPay: new Float64Array(room),
  };
}

/** Appends a row (the next rank), doubling the room when full. */
function pushRow(c: Columns, row: IndexRow, code: (field: TextField, value: string) => number): void {
  if (c.n === c.at.length) {
    const bigger = newColumns(c.n * 2);
    bigger.idBytes.set(c.idBytes);
    for (const key of ['at', 'State', 'Submodality', 'Modality', 'Duration_Amount', 'weeklyPay'] as const) (bigger[key] as { set(a: ArrayLike<number>): void }).set(c[key]);
    Object.assign(c, { ...bigger, n: c.n });
  }
  const r = c.n++;
  putUuid(c.idBytes, r * 16, row.id);
  c.at[r] = Number(row.at);
  c.State[r] = code('State', row.state);
  c.Submodality[r] = code('Submodality', row.submodality);
  c.Modality[r] = code('Modality', row.modality);
  c.Duration_Amount[r] = Number(row.duration_weeks);
  c.weeklyPay[r] = Number(row.weekly_pay);
}

/** Rows read unsorted, in the search's order: newest first, then the larger id first (a uuid's text orders as its bytes). */
async function inOrder(g: Growing): Promise<Columns> {
  const size = g.ids.length;
  const order = new Uint32Array(size);
  for (let i = 0; i < size; i++) order[i] = i;
  order.sort((a, b) => g.at[b]! - g.at[a]! || (g.ids[a]! < g.ids[b]! ? 1 : g.ids[a]! > g.ids[b]! ? -1 : 0));
  const c = newColumns(size);
  c.n = size;
  for (let r = 0; r < size; r++) {
    const i = order[r]!;
    putUuid(c.idBytes, r * 16, g.ids[i]!);
    c.at[r] = g.at[i]!;
    c.State[r] = g.State[i]!;
    c.Submodality[r] = g.Submodality[i]!;
    c.Modality[r] = g.Modality[i]!;
    c.Duration_Amount[r] = g.Duration_Amount[i]!;
    c.weeklyPay[r] = g.weeklyPay[i]!;
    if (r % SLICE === SLICE - 1) await yieldToLoop();
  }
  return c;
}

/** A hex digit's value (lower case, as the database writes a uuid). */
function nibble(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 102) return code - 87;
  throw new Error('not a uuid in lower case');
}

/** A uuid's text (8-4-4-4-12 hex digits) as 16 bytes at `out[at..at + 16]`. */
function putUuid(out: Uint8Array, at: number, id: string): void {
  if (id.length !== 36) throw new Error(`not a uuid: ${id}`);
  let b = at;
  for (let i = 0; i < 36; ) {
    if (i === 8 || i === 13 || i === 18 || i === 23) {
      if (id.charCodeAt(i) !== 45) throw new Error(`not a uuid: ${id}`);
      i++;
      continue;
    }
    out[b++] = (nibble(id.charCodeAt(i)) << 4) | nibble(id.charCodeAt(i + 1));
    i += 2;
  }
}

const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/** The id of the job of rank `rank` (a uuid's text, as the database writes it). */
function idAt(org: OrgJobs, rank: number): string {
  const b = org.idBytes;
  const o = rank * 16;
  return (
    HEX[b[o]!]! + HEX[b[o + 1]!]! + HEX[b[o + 2]!]! + HEX[b[o + 3]!]! + '-' + HEX[b[o + 4]!]! + HEX[b[o + 5]!]! + '-' + HEX[b[o + 6]!]! + HEX[b[o + 7]!]! + '-' +
    HEX[b[o + 8]!]! + HEX[b[o + 9]!]! + '-' + HEX[b[o + 10]!]! + HEX[b[o + 11]!]! + HEX[b[o + 12]!]! + HEX[b[o + 13]!]! + HEX[b[o + 14]!]! + HEX[b[o + 15]!]!
  );
}

/** One organisation's jobs by rank in the index's layout (by specialty, then rank), yielding every SLICE entries. */
async function layout(c: Columns, specialties: number): Promise<OrgJobs> {
  const size = c.n;
  const start = new Uint32Array(specialties + 1);
  for (let r = 0; r < size; r++) start[c.Submodality[r]! + 1]! += 1;
  for (let s = 0; s < specialties; s++) start[s + 1]! += start[s]!;
  const next = start.slice(0, specialties);
  const org: OrgJobs = {
    size,
    idBytes: c.idBytes.length === size * 16 ? c.idBytes : c.idBytes.slice(0, size * 16),
    at: c.at.length === size ? c.at : c.at.slice(0, size),
    start,
    rank: new Uint32Array(size),
    State: new Uint16Array(size),
    Modality: new Uint16Array(size),
    Duration_Amount: new Int32Array(size),
    weeklyPay: new Float64Array(size),
    removed: 0,
    added: [],
  };
  // Ranks in ascending order: each specialty's run comes out newest first.
  for (let r = 0; r < size; r++) {
    const e = next[c.Submodality[r]!]!++;
    org.rank[e] = r;
    org.State[e] = c.State[r]!;
    org.Modality[e] = c.Modality[r]!;
    org.Duration_Amount[e] = c.Duration_Amount[r]!;
    org.weeklyPay[e] = c.weeklyPay[r]!;
    if (r % SLICE === SLICE - 1) await yieldToLoop();
  }
  return org;
}

const EMPTY_ORG = (specialties: number): OrgJobs => ({
  size: 0,
  idBytes: new Uint8Array(0),
  at: new Float64Array(0),
  start: new Uint32Array(specialties + 1),
  rank: new Uint32Array(0),
  State: new Uint16Array(0),
  Modality: new Uint16Array(0),
  Duration_Amount: new Int32Array(0),
  weeklyPay: new Float64Array(0),
  removed: 0,
  added: [],
});

/** The changes since an index's rows: the database's version they reach and each changed job's current row (null: not open). */
export type IndexChanges = { version: number; jobs: { id: string; row: IndexRow | null }[] };

/**
 * The jobs written since `since` (migration 0034's record), with their current rows, and the version that covers
 * them: one snapshot (repeatable read), so the rows are exactly the catalogue at that version. Undefined when they
 * cannot be known one by one (a write of many jobs or a TRUNCATE since, changes no longer kept, or more than `max`).
 */
export async function readChanges(db: Db, since: number, max = CATCH_UP_MAX): Promise<IndexChanges | undefined> {
  return db.transaction(
    async (tx) => {
      const head = (await tx.execute(sql`
        select (select version from cache_versions where kind = 'catalogue')::float8 as version,
          exists (select 1 from job_changes where version > ${since} and job_id is null) as bulk,
          (select count(*) from job_changes where version > ${since})::float8 as changes`)) as unknown as {
        rows: { version: number; bulk: boolean; changes: number }[];
      };
      const { version, bulk, changes } = head.rows[0]!;
      if (bulk || changes > max || version - since > CHANGES_KEPT) return undefined;
      if (version <= since || changes === 0) return { version: Number(version), jobs: [] };
      const { rows } = (await tx.execute(
        sql.raw(`select c.job_id as changed, j.* from (select distinct job_id from job_changes where version > ${Number(since)}) c
          left join (select ${INDEX_COLUMNS} from jobs where is_open and is_complete) j on j.id = c.job_id`),
      )) as unknown as { rows: (IndexRow & { changed: string })[] };
      return { version: Number(version), jobs: rows.map((row) => ({ id: row.changed, row: row.id ? row : null })) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Whether the job at (`at`, id bytes `id`) comes before the build's entry of rank `r` in the search's order. */
function before(org: OrgJobs, at: number, id: Uint8Array, r: number): boolean {
  const other = org.at[r]!;
  if (at !== other) return at > other;
  const o = r * 16;
  for (let b = 0; b < 16; b++) {
    const x = id[b]!;
    const y = org.idBytes[o + b]!;
    if (x !== y) return x > y;
  }
  return false;
}

/**
 * The index after `changes` (from readChanges after `base.seen`), labelled `label` (a version read before the changes
 * were read): a new snapshot (a snapshot in use is never changed). The build's entries of the changed jobs are marked removed (a copy of the organisation's pay column);
 * the changed jobs that are open and complete join their organisation's added list, placed in the search's order.
 */
export async function applyChanges(base: IndexSnapshot, changes: IndexChanges, label: number): Promise<IndexSnapshot> {
  const version = Math.max(base.version, label);
  const seen = Math.max(base.seen, changes.version);
  if (changes.jobs.length === 0) return { ...base, version, seen };
  const codes: Codes = { State: new Map(base.codes.State), Submodality: new Map(base.codes.Submodality), Modality: new Map(base.codes.Modality) };
  const code = coder(codes);
  const changed = new Set(changes.jobs.map((job) => job.id));
  // The build's entries of the changed jobs: a look through every organisation's ids (a job may have changed
  // organisation), first by their first two bytes (a bitmap), then the whole 16 (a binary search of the changed ids in
  // byte order: the order of their lower-case text).
  const wanted = new Uint8Array(changed.size * 16);
  const firstTwo = new Uint8Array(8192);
  let w = 0;
  for (const id of [...changed].map((text) => text.toLowerCase()).sort()) {
    putUuid(wanted, w * 16, id);
    const k = (wanted[w * 16]! << 8) | wanted[w * 16 + 1]!;
    firstTwo[k >> 3]! |= 1 << (k & 7);
    w++;
  }
  const orgs = new Map(base.orgs);
  const touched = new Map<string, OrgJobs>();
  const own = (orgId: string): OrgJobs => {
    let org = touched.get(orgId);
    if (!org) {
      const was = orgs.get(orgId) ?? EMPTY_ORG(0);
      // Its own copies: the keys of the added jobs are worked out again (a snapshot in use is never changed).
      org = { ...was, added: was.added.filter((job) => !changed.has(job.id)).map((job) => ({ ...job })) };
      touched.set(orgId, org);
    }
    return org;
  };
  for (const [orgId, was] of base.orgs) {
    // The ranks of the changed jobs (at most one each), a slice at a time (other work runs between).
    const ranks: number[] = [];
    for (let from = 0; from < was.size; from += SLICE) {
      findIds(was.idBytes, from, Math.min(was.size, from + SLICE), firstTwo, wanted, ranks);
      if (was.size > SLICE) await yieldToLoop();
    }
    let pay: Float64Array | undefined;
    let removed = 0;
    if (ranks.length) {
      const marked = new Uint8Array(was.size);
      for (const r of ranks) marked[r] = 1;
      pay = was.weeklyPay.slice();
      removed = markRemoved(was.rank, marked, pay);
    }
    if (pay) Object.assign(own(orgId), { weeklyPay: pay, removed: was.removed + removed });
    else if (was.added.some((job) => changed.has(job.id))) own(orgId);
  }
  for (const { row } of changes.jobs) {
    if (!row) continue;
    const org = own(row.org_id);
    org.added.push({
      id: row.id,
      at: Number(row.at),
      key: 0,
      State: code('State', row.state),
      Submodality: code('Submodality', row.submodality),
      Modality: code('Modality', row.modality),
      Duration_Amount: Number(row.duration_weeks),
      weeklyPay: Number(row.weekly_pay),
    });
  }
  let added = base.added;
  for (const [orgId, org] of touched) {
    added -= orgs.get(orgId)?.added.length ?? 0;
    placeAdded(org);
    added += org.added.length;
    orgs.set(orgId, org);
  }
  let jobs = 0;
  for (const org of orgs.values()) jobs += org.size - org.removed + org.added.length;
  return { version, seen, jobs, orgs, codes, added };
}

/**
 * Pushes to `ranks` each rank from `from` to `to` whose id is one of `wanted` (16 bytes each, in ascending byte order;
 * `firstTwo`: their first two bytes). A binary search per id that passes the bitmap: when it was a walk through every
 * changed id, a write of 30,000 jobs at a million held the server for longer than the bench's 10 s load.
 */
function findIds(ids: Uint8Array, from: number, to: number, firstTwo: Uint8Array, wanted: Uint8Array, ranks: number[]): void {
  const count = wanted.length >> 4;
  for (let r = from; r < to; r++) {
    const o = r << 4;
    const k = (ids[o]! << 8) | ids[o + 1]!;
    if ((firstTwo[k >> 3]! & (1 << (k & 7))) === 0) continue;
    let lo = 0;
    let hi = count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const m = mid << 4;
      let b = 0;
      while (b < 16 && wanted[m + b] === ids[o + b]) b++;
      if (b === 16) {
        ranks.push(r);
        break;
      }
      if (wanted[m + b]! < ids[o + b]!) lo = mid + 1;
      else hi = mid;
    }
  }
}

/** Marks removed (NaN pay) each entry whose rank is marked; how many were not removed before. */
function markRemoved(rank: Uint32Array, marked: Uint8Array, pay: Float64Array): number {
  let removed = 0;
  for (let e = 0; e < rank.length; e++) {
    if (marked[rank[e]!] === 0 || Number.isNaN(pay[e]!)) continue;
    pay[e] = Number.NaN;
    removed += 1;
  }
  return removed;
}

/** Sorts an organisation's added jobs in the search's order and gives each its key among the build's entries. */
function placeAdded(org: OrgJobs): void {
  const bytes = new Map<string, Uint8Array>();
  for (const job of org.added) {
    const b = new Uint8Array(16);
    putUuid(b, 0, job.id);
    bytes.set(job.id, b);
  }
  org.added.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  // p: how many of the build's entries come before the job (a binary search of the ranks).
  const places = org.added.map((job) => {
    let lo = 0;
    let hi = org.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(org, job.at, bytes.get(job.id)!, mid)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  });
  // The jobs of one place share the interval (2p - 1, 2p + 1), in their order.
  for (let i = 0; i < org.added.length; ) {
    let j = i;
    while (j < org.added.length && places[j] === places[i]) j++;
    for (let n = i; n < j; n++) org.added[n]!.key = 2 * places[i]! - 0.5 + (n - i + 1) / (j - i + 1);
    i = j;
  }
}

/** A numeric condition as one closed or open interval. */
type Range = { lo: number; loOpen: boolean; hi: number; hiOpen: boolean };
const ANY: Range = { lo: -Infinity, loOpen: false, hi: Infinity, hiOpen: false };

function narrow(range: Range, c: Extract<TJobCondition, { gte?: number }>): Range {
  const next = { ...range };
  const raise = (value: number, open: boolean) => {
    if (value > next.lo || (value === next.lo && open)) Object.assign(next, { lo: value, loOpen: open });
  };
  const lower = (value: number, open: boolean) => {
    if (value < next.hi || (value === next.hi && open)) Object.assign(next, { hi: value, hiOpen: open });
  };
  if (c.gte !== undefined) raise(c.gte, false);
  if (c.gt !== undefined) raise(c.gt, true);
  if (c.lte !== undefined) lower(c.lte, false);
  if (c.lt !== undefined) lower(c.lt, true);
  return next;
}

/** The next double above `x` (x finite): `value > x` is `value >= nextUp(x)`. */
function nextUp(x: number): number {
  if (x === 0) return Number.MIN_VALUE;
  const bits = new Float64Array([x]);
  const int = new BigInt64Array(bits.buffer);
  int[0] = int[0]! + (x > 0 ? 1n : -1n);
  return bits[0]!;
}
const nextDown = (x: number): number => -nextUp(-x);

/** What a search asks of one organisation's entries: the specialties' runs to read and a test of each entry. */
type Plan = {
  org: OrgJobs;
  /** The specialty codes whose runs are read, ascending. */
  runs: number[];
  /** 1 for each allowed code (every code when the search has no condition on the field). */
  stMask: Uint8Array;
  modMask: Uint8Array;
  /** The same for the specialty (the added jobs are not laid out by it). */
  subMask: Uint8Array;
  /** Durations are whole weeks: an interval of them (open bounds made closed). */
  durLo: number;
  durHi: number;
  /** Weekly pay: a closed interval of doubles (an open bound is the next double inside it). */
  payLo: number;
  payHi: number;
};

/** The plan of `query` over an organisation's jobs; undefined when nothing can match. */
function planOf(index: IndexSnapshot, orgId: string, query: TJobQuery): Plan | undefined {
  const org = index.orgs.get(orgId);
  if (!org || org.size - org.removed + org.added.length === 0) return undefined;
  // Text conditions become one mask of allowed codes per field (two conditions on one field: both must hold).
  const masks: Partial<Record<TextField, Uint8Array>> = {};
  const ranges: Record<NumberField, Range> = { Duration_Amount: ANY, weeklyPay: ANY };
  for (const condition of query) {
    if ('in' in condition) {
      const field = condition.field as TextField;
      const codes = index.codes[field];
      const mask = new Uint8Array(codes.size);
      for (const value of condition.in) {
        const found = codes.get(value);
        if (found !== undefined) mask[found] = 1;
      }
      const before = masks[field];
      if (before) for (let at = 0; at < mask.length; at++) mask[at]! &= before[at]!;
      if (!mask.includes(1)) return undefined;
      masks[field] = mask;
    } else {
      ranges[condition.field as NumberField] = narrow(ranges[condition.field as NumberField], condition);
    }
  }
  const runs: number[] = [];
  const specialties = org.start.length - 1;
  for (let c = 0; c < specialties; c++) if ((masks.Submodality === undefined || masks.Submodality[c] === 1) && org.start[c + 1]! > org.start[c]!) runs.push(c);
  const d = ranges.Duration_Amount;
  const durLo = d.loOpen ? Math.floor(d.lo) + 1 : Math.ceil(d.lo);
  const durHi = d.hiOpen ? Math.ceil(d.hi) - 1 : Math.floor(d.hi);
  const p = ranges.weeklyPay;
  const payLo = p.loOpen && Number.isFinite(p.lo) ? nextUp(p.lo) : p.lo;
  const payHi = p.hiOpen && Number.isFinite(p.hi) ? nextDown(p.hi) : p.hi;
  if ((runs.length === 0 && org.added.length === 0) || durLo > durHi || payLo > payHi) return undefined;
  const all = (size: number) => new Uint8Array(size).fill(1);
  return {
    org,
    runs,
    stMask: masks.State ?? all(index.codes.State.size),
    modMask: masks.Modality ?? all(index.codes.Modality.size),
    subMask: masks.Submodality ?? all(index.codes.Submodality.size),
    durLo,
    durHi,
    payLo,
    payHi,
  };
}

/**
 * Reads the entries of one specialty's run (`from` to `to`) that match `plan`: counts them, and calls `take` with the
 * first `keep` of them (newest first) or, without `keep`, with every one. Each entry's test is one expression without
 * branches (the matches of a typical search are half of what is read: a branch would be mispredicted every other time).
 */
function scanRun(plan: Plan, from: number, to: number, keep: number, take: (e: number) => void): number {
  const { org, stMask, modMask, durLo, durHi, payLo, payHi } = plan;
  const st = org.State;
  const mod = org.Modality;
  const dur = org.Duration_Amount;
  const wp = org.weeklyPay;
  let count = 0;
  let e = from;
  // Until `keep` matches are taken, each match is taken; after, only counted.
  for (; e < to && count < keep; e++) {
    const weeks = dur[e]!;
    const pay = wp[e]!;
    if (stMask[st[e]!]! & modMask[mod[e]!]! & +(weeks >= durLo) & +(weeks <= durHi) & +(pay >= payLo) & +(pay <= payHi)) {
      take(e);
      count++;
    }
  }
  for (; e < to; e++) {
    const weeks = dur[e]!;
    const pay = wp[e]!;
    count += stMask[st[e]!]! & modMask[mod[e]!]! & +(weeks >= durLo) & +(weeks <= durHi) & +(pay >= payLo) & +(pay <= payHi);
  }
  return count;
}

/** Whether an added job matches `plan` (the test of an entry, plus its specialty). */
function matchesAdded(plan: Plan, job: Added): boolean {
  return (
    plan.subMask[job.Submodality] === 1 &&
    plan.stMask[job.State] === 1 &&
    plan.modMask[job.Modality] === 1 &&
    job.Duration_Amount >= plan.durLo &&
    job.Duration_Amount <= plan.durHi &&
    job.weeklyPay >= plan.payLo &&
    job.weeklyPay <= plan.payHi
  );
}

/** The id of the job at `key` (an entry of the build: 2 × rank + 1; else an added job's). */
function idOfKey(org: OrgJobs, key: number): string {
  if (Number.isInteger(key) && key % 2 === 1) return idAt(org, (key - 1) / 2);
  let lo = 0;
  let hi = org.added.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (org.added[mid]!.key < key) lo = mid + 1;
    else hi = mid;
  }
  return org.added[lo]!.id;
}

export type IndexPage = { ids: string[]; total: number };

/**
 * One page of a search (ids, newest first) and the count of all its matches, from the index: the conditions of
 * `query` are ANDed (open and complete are what the index holds). Exactly what searchWhere (repository.ts) selects.
 * Each specialty's run is read once, in order: it counts its matches and gives its first `offset + limit` (no page can
 * hold a later one); the page is then the ranks `offset` to `offset + limit` of those.
 */
export function searchIndex(index: IndexSnapshot, orgId: string, query: TJobQuery, offset: number, limit: number): IndexPage {
  const plan = planOf(index, orgId, query);
  if (!plan) return { ids: [], total: 0 };
  const { org } = plan;
  const end = offset + limit;
  // Each match's key: the build's entry of rank r is 2r + 1, an added job between its neighbours (ascending: the order).
  const keys: number[] = [];
  const take = (e: number) => keys.push(2 * org.rank[e]! + 1);
  let total = 0;
  for (const c of plan.runs) total += scanRun(plan, org.start[c]!, org.start[c + 1]!, end, take);
  let taken = 0;
  for (const job of org.added) {
    if (!matchesAdded(plan, job)) continue;
    total += 1;
    if (taken++ < end) keys.push(job.key);
  }
  // One run and nothing added: its keys are in order already.
  if (plan.runs.length > 1 || taken > 0) keys.sort((a, b) => a - b);
  const ids: string[] = [];
  for (let at = offset; at < Math.min(end, keys.length); at++) ids.push(idOfKey(org, keys[at]!));
  return { ids, total };
}

/**
 * The best `k` matches of a search by the "jobs for you" ranking (shared domain/jobs-for-you.ts: specialty, state,
 * licence, then pay, then the newer), and the count of all its matches: one pass over the matches, as a search.
 */
export function bestInIndex(index: IndexSnapshot, orgId: string, query: TJobQuery, facts: RankFacts, k: number): IndexPage {
  const plan = planOf(index, orgId, query);
  if (!plan) return { ids: [], total: 0 };
  const { org } = plan;
  const names = namesOf(index);
  // The tier depends on the job's state and specialty only: worked out once per pair met.
  const tiers = new Map<number, number>();
  const best = new BestOf<RankJob & { tier: number }>(k);
  // `age`: the job's key (search-index order: smaller is newer).
  const offer = (state: number, specialty: number, weeklyPay: number, age: number) => {
    const pair = state * 65_536 + specialty;
    let tier = tiers.get(pair);
    if (tier === undefined) {
      tier = matchTier({ state: names.State[state]!, specialty: names.Submodality[specialty]! }, facts);
      tiers.set(pair, tier);
    }
    if (!best.wouldKeep(tier, weeklyPay, age)) return;
    best.offer({ tier, weeklyPay, age, state: names.State[state]!, specialty: names.Submodality[specialty]! });
  };
  let total = 0;
  for (const c of plan.runs) {
    total += scanRun(plan, org.start[c]!, org.start[c + 1]!, Infinity, (e) => offer(org.State[e]!, c, org.weeklyPay[e]!, 2 * org.rank[e]! + 1));
  }
  for (const job of org.added) {
    if (!matchesAdded(plan, job)) continue;
    total += 1;
    offer(job.State, job.Submodality, job.weeklyPay, job.key);
  }
  return { ids: best.result.map((job) => idOfKey(org, job.age)), total };
}

const NAMES = new WeakMap<IndexSnapshot, Record<TextField, string[]>>();
/** Each text field's values by their code (the codes' reverse), once per snapshot. */
function namesOf(index: IndexSnapshot): Record<TextField, string[]> {
  let names = NAMES.get(index);
  if (!names) {
    const reverse = (map: Map<string, number>) => {
      const out: string[] = [];
      for (const [value, code] of map) out[code] = value;
      return out;
    };
    names = { State: reverse(index.codes.State), Submodality: reverse(index.codes.Submodality), Modality: reverse(index.codes.Modality) };
    NAMES.set(index, names);
  }
  return names;
}

/** The bytes an index's arrays take (the bench and the docs report it). */
export function indexBytes(index: IndexSnapshot): number {
  let bytes = 0;
  for (const org of index.orgs.values()) {
    for (const array of [org.idBytes, org.at, org.start, org.rank, org.State, org.Modality, org.Duration_Amount, org.weeklyPay]) bytes += array.byteLength;
  }
  return bytes;
}

/**
 * The index as the catalogue's versions move: `at(version)` gives a snapshot labelled with at least `version`, or
 * undefined when the request should ask the database (the index of a large catalogue is being rebuilt).
 */
export class JobSearchIndex {
  /** Searches answered from an index and by SQL, over every instance of the process (tests and the bench read them). */
  static readonly answered = { index: 0, sql: 0 };
  /** Snapshots caught up from the changed jobs, and full builds, over every instance (tests and the bench read them). */
  static readonly made = { caughtUp: 0, built: 0 };
  private current: IndexSnapshot | null = null;
  /** The catch-up in flight (one at a time, shared by the requests that arrive meanwhile). */
  private updating: Promise<void> | null = null;
  /** The full build in flight (one at a time, in the background). */
  private rebuilding: Promise<void> | null = null;
  /** The current index cannot be caught up (a write of many jobs since): until a rebuild replaces it. */
  private stale = false;
  /** How many times the index was built in full (tests and the bench read it). */
  builds = 0;
  /** How many times it was caught up from the changed jobs. */
  updates = 0;

  /** A rebuild is waited for up to this many jobs (WAIT_FOR_REBUILD_MAX). */
  private readonly waitMax: number;
  /** Added jobs over which the index is rebuilt in the background (MAX_ADDED). */
  private readonly maxAdded: number;
  /** Changed jobs caught up at once (CATCH_UP_MAX). */
  private readonly catchUpMax: number;

  constructor(
    private readonly db: Db,
    private readonly versions: VersionSource,
    limits: { waitMax?: number; maxAdded?: number; catchUpMax?: number } = {},
  ) {
    this.waitMax = limits.waitMax ?? WAIT_FOR_REBUILD_MAX;
    this.maxAdded = limits.maxAdded ?? MAX_ADDED;
    this.catchUpMax = limits.catchUpMax ?? CATCH_UP_MAX;
  }

  /** The snapshot when it is current for `version`, without a promise (what most requests of a busy server get). */
  peek(version: number): IndexSnapshot | undefined {
    const current = this.current;
    return current !== null && current.version >= version ? current : undefined;
  }

  async at(version: number): Promise<IndexSnapshot | undefined> {
    // A catch-up started before this request read its version may stop short of it: then one more (at most a few).
    for (let round = 0; round < 4; round++) {
      const current = this.peek(version);
      if (current) return current;
      if (this.current === null || this.stale) {
        const built = this.rebuild();
        if (this.current !== null && this.current.jobs > this.waitMax) return undefined;
        const ok = await built.then(
          () => true,
          () => false,
        );
        if (!ok) return undefined;
        continue;
      }
      const ok = await this.update().then(
        () => true,
        () => false,
      );
      if (!ok) return undefined;
    }
    return this.peek(version);
  }

  /** Installs `snapshot` unless a newer one is in place. */
  private install(snapshot: IndexSnapshot): boolean {
    if (this.current !== null && snapshot.version < this.current.version) return false;
    this.current = snapshot;
    return true;
  }

  /** Catches the current index up with the versions written since its label (its read starts now). */
  private update(): Promise<void> {
    return (this.updating ??= (async () => {
      try {
        const base = this.current!;
        // The label: read before the changes are (on PostgreSQL the database's own counter, on the embedded database
        // the notifications received: every write acknowledged by then is in the rows read after).
        const label = (await this.versions.read()).catalogue;
        const changes = await readChanges(this.db, base.seen, this.catchUpMax);
        if (!changes) {
          this.stale = true;
          void this.rebuild().catch(() => undefined);
          return;
        }
        // Meanwhile a rebuild may have put a newer index in place: then this catch-up is not needed.
        if (this.current !== base) return;
        const next = await applyChanges(base, changes, label);
        if (this.current !== base) return;
        this.updates += 1;
        JobSearchIndex.made.caughtUp += 1;
        this.install(next);
        if (next.added > this.maxAdded) void this.rebuild().catch(() => undefined);
      } finally {
        this.updating = null;
      }
    })());
  }

  /**
   * A full build, labelled with the version read before its read, then caught up with what was written during it, and
   * put in place. One at a time: a caller while one runs gets that one.
   */
  private rebuild(): Promise<void> {
    return (this.rebuilding ??= (async () => {
      try {
        for (let attempt = 0; ; attempt++) {
          const label = (await this.versions.read()).catalogue;
          let next = await buildIndex(this.db, label);
          this.builds += 1;
          JobSearchIndex.made.built += 1;
          // Writes made during the build (it took seconds at a million jobs): caught up before it replaces the index
          // that answered meanwhile, so that the label never goes back.
          let caught = true;
          while (this.current !== null && next.version < this.current.version) {
            const again = (await this.versions.read()).catalogue;
            const changes = await readChanges(this.db, next.seen, this.catchUpMax);
            if (!changes) {
              caught = false;
              break;
            }
            next = await applyChanges(next, changes, again);
          }
          if (caught || attempt >= 2) {
            if (this.install(next)) this.stale = false;
            return;
          }
        }
      } finally {
        this.rebuilding = null;
      }
    })());
  }

  /** Builds the index now (at start) unless one is current. */
  async warm(): Promise<void> {
    const version = (await this.versions.read()).catalogue;
    await this.at(version);
  }

  get size(): number {
    return this.current?.jobs ?? 0;
  }
}
