// An exact in-memory index of the open jobs, beside the cache versions (plugins/versions.ts): what a search needs to
// find its page and its count without asking the database (docs/performance.md "The open-jobs index").
// - It holds, per organisation and newest first (created_at desc, id desc, the order of a search), each open and
//   complete job's id, state, specialty and modality (as small codes) and its duration and weekly pay.
// - It is built from one read of the table (a cursor, in chunks) and labelled with the catalogue version read BEFORE
//   that read started: the label is never newer than what the index holds. A request uses it only when the label is at
//   least the request's own catalogue version (read after the request arrived, from the database on PostgreSQL), so a
//   write acknowledged before the request is always in what answers it, on every instance.
// - A newer version starts a rebuild (one at a time, shared). While it runs, a request waits for it when the catalogue
//   is small (a rebuild of a few thousand jobs costs less than a search) and is answered by SQL otherwise.
import type { TJobCondition, TJobQuery } from '@portal/shared/domain/job-filter';
import { BestOf, type RankFacts, type RankJob, matchTier } from '@portal/shared/domain/jobs-for-you';
import { sql } from 'drizzle-orm';
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
type OrgJobs = {
  size: number;
  /** Each job's id as its 16 bytes, by rank (a uuid's text is 36 characters: a string each would take 4× this). */
  idBytes: Uint8Array;
  /** Where each specialty's run of entries starts (one more than the codes: the last is `size`). */
  start: Uint32Array;
  rank: Uint32Array;
  State: Uint16Array;
  Modality: Uint16Array;
  Duration_Amount: Int32Array;
  weeklyPay: Float64Array;
};

export type IndexSnapshot = {
  /** The catalogue version read before the index's read started. */
  version: number;
  jobs: number;
  orgs: Map<string, OrgJobs>;
  /** Each text field's values and their codes (shared by every organisation). */
  codes: Record<TextField, Map<string, number>>;
};

/** Rows read at a time while building (bounds the memory a build takes on top of the index). */
const CHUNK = 20_000;
/** A rebuild is waited for when the index held at most this many jobs (a few ms); else a stale index means SQL. */
export const WAIT_FOR_REBUILD_MAX = 20_000;

type Growing = { ids: string[]; at: number[]; State: number[]; Submodality: number[]; Modality: number[]; Duration_Amount: number[]; weeklyPay: number[] };

export async function buildIndex(db: Db, version: number): Promise<IndexSnapshot> {
  const codes: IndexSnapshot['codes'] = { State: new Map(), Submodality: new Map(), Modality: new Map() };
  const code = (field: TextField, value: string) => {
    const map = codes[field];
    let found = map.get(value);
    if (found === undefined) map.set(value, (found = map.size));
    return found;
  };
  // Read unsorted (no sort in the database: the embedded one would grow its memory for it and keep it), then put in
  // order here: newest first, then the larger id first (created_at desc, id desc; a uuid's text orders as its bytes).
  const growing = new Map<string, Growing>();
  let jobs = 0;
  await db.transaction(async (tx) => {
    // One cursor: every chunk comes from the one snapshot the cursor's query took.
    await tx.execute(
      sql.raw(
        `declare portal_job_index no scroll cursor for
           select org_id, id, (extract(epoch from created_at) * 1000000)::float8 as at, state, submodality, modality,
             duration_weeks, weekly_pay::float8 as weekly_pay
           from jobs where is_open and is_complete`,
      ),
    );
    for (;;) {
      const { rows } = (await tx.execute(sql.raw(`fetch ${CHUNK} from portal_job_index`))) as unknown as {
        rows: { org_id: string; id: string; at: number; state: string; submodality: string; modality: string; duration_weeks: number; weekly_pay: number }[];
      };
      for (const row of rows) {
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
  });
  const orgs = new Map<string, OrgJobs>();
  for (const [orgId, g] of growing) {
    orgs.set(orgId, arrange(g, codes.Submodality.size));
    growing.delete(orgId);
  }
  return { version, jobs, orgs, codes };
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

/** One organisation's rows as read, in the index's layout (by specialty, then rank). */
function arrange(g: Growing, specialties: number): OrgJobs {
  const size = g.ids.length;
  // order[rank] = the row read: newest first, then the larger id first (a uuid's text orders as its bytes).
  const order = new Uint32Array(size);
  for (let i = 0; i < size; i++) order[i] = i;
  order.sort((a, b) => g.at[b]! - g.at[a]! || (g.ids[a]! < g.ids[b]! ? 1 : g.ids[a]! > g.ids[b]! ? -1 : 0));
  const idBytes = new Uint8Array(size * 16);
  const start = new Uint32Array(specialties + 1);
  for (let r = 0; r < size; r++) {
    const i = order[r]!;
    putUuid(idBytes, r * 16, g.ids[i]!);
    start[g.Submodality[i]! + 1]! += 1;
  }
  for (let c = 0; c < specialties; c++) start[c + 1]! += start[c]!;
  const next = start.slice(0, specialties);
  const org: OrgJobs = {
    size,
    idBytes,
    start,
    rank: new Uint32Array(size),
    State: new Uint16Array(size),
    Modality: new Uint16Array(size),
    Duration_Amount: new Int32Array(size),
    weeklyPay: new Float64Array(size),
  };
  // Ranks in ascending order: each specialty's run comes out newest first.
  for (let r = 0; r < size; r++) {
    const i = order[r]!;
    const e = next[g.Submodality[i]!]!++;
    org.rank[e] = r;
    org.State[e] = g.State[i]!;
    org.Modality[e] = g.Modality[i]!;
    org.Duration_Amount[e] = g.Duration_Amount[i]!;
    org.weeklyPay[e] = g.weeklyPay[i]!;
  }
  return org;
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
  if (!org || org.size === 0) return undefined;
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
  if (runs.length === 0 || durLo > durHi || payLo > payHi) return undefined;
  const all = (size: number) => new Uint8Array(size).fill(1);
  return { org, runs, stMask: masks.State ?? all(index.codes.State.size), modMask: masks.Modality ?? all(index.codes.Modality.size), durLo, durHi, payLo, payHi };
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
  const ranks: number[] = [];
  const take = (e: number) => ranks.push(org.rank[e]!);
  let total = 0;
  for (const c of plan.runs) total += scanRun(plan, org.start[c]!, org.start[c + 1]!, end, take);
  // One run: its ranks are in order already.
  if (plan.runs.length > 1) ranks.sort((a, b) => a - b);
  const ids: string[] = [];
  for (let at = offset; at < Math.min(end, ranks.length); at++) ids.push(idAt(org, ranks[at]!));
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
  let total = 0;
  for (const c of plan.runs) {
    total += scanRun(plan, org.start[c]!, org.start[c + 1]!, Infinity, (e) => {
      const state = org.State[e]!;
      const pair = state * 65_536 + c;
      let tier = tiers.get(pair);
      if (tier === undefined) {
        tier = matchTier({ state: names.State[state]!, specialty: names.Submodality[c]! }, facts);
        tiers.set(pair, tier);
      }
      const weeklyPay = org.weeklyPay[e]!;
      const age = org.rank[e]!;
      if (!best.wouldKeep(tier, weeklyPay, age)) return;
      best.offer({ tier, weeklyPay, age, state: names.State[state]!, specialty: names.Submodality[c]! });
    });
  }
  return { ids: best.result.map((job) => idAt(org, job.age)), total };
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
    for (const array of [org.idBytes, org.start, org.rank, org.State, org.Modality, org.Duration_Amount, org.weeklyPay]) bytes += array.byteLength;
  }
  return bytes;
}

/**
 * The index as the catalogue's versions move: `at(version)` gives a snapshot labelled with at least `version`, or
 * undefined when the request should ask the database (a rebuild of a large catalogue is under way).
 */
export class JobSearchIndex {
  /** Searches answered from an index and by SQL, over every instance of the process (tests and the bench read them). */
  static readonly answered = { index: 0, sql: 0 };
  private current: IndexSnapshot | null = null;
  private building: Promise<IndexSnapshot> | null = null;
  /** How many times the index was built (tests and the bench read it). */
  builds = 0;

  constructor(
    private readonly db: Db,
    private readonly versions: VersionSource,
    private readonly waitMax = WAIT_FOR_REBUILD_MAX,
  ) {}

  /** The snapshot when it is current for `version`, without a promise (what most requests of a busy server get). */
  peek(version: number): IndexSnapshot | undefined {
    const current = this.current;
    return current !== null && current.version >= version ? current : undefined;
  }

  async at(version: number): Promise<IndexSnapshot | undefined> {
    const current = this.peek(version);
    if (current) return current;
    const built = this.ensure(version);
    if (this.current !== null && this.current.jobs > this.waitMax) {
      built.catch(() => undefined);
      return undefined;
    }
    return built.catch(() => undefined);
  }

  /** A snapshot labelled with at least `version`: after the build in flight if that one is, else after a new one. */
  private async ensure(version: number): Promise<IndexSnapshot> {
    for (;;) {
      const current = this.peek(version);
      if (current) return current;
      if (this.building) {
        await this.building.catch(() => undefined);
        continue;
      }
      // Its label is read after `version` was: at least `version`.
      const own = this.build();
      this.building = own;
      try {
        return await own;
      } finally {
        if (this.building === own) this.building = null;
      }
    }
  }

  private async build(): Promise<IndexSnapshot> {
    const label = (await this.versions.read()).catalogue;
    const snapshot = await buildIndex(this.db, label);
    this.builds += 1;
    if (this.current === null || snapshot.version >= this.current.version) this.current = snapshot;
    return snapshot;
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
