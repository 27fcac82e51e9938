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

/** The jobs of one organisation, newest first; position i of every column is the same job. */
type OrgJobs = {
  size: number;
  ids: string[];
  State: Uint16Array;
  Submodality: Uint16Array;
  Modality: Uint16Array;
  Duration_Amount: Float64Array;
  weeklyPay: Float64Array;
  /** The positions of each specialty's jobs, ascending (newest first): a search of a few specialties reads only these. */
  bySubmodality: Uint32Array[];
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
    const size = g.ids.length;
    const order = new Uint32Array(size);
    for (let i = 0; i < size; i++) order[i] = i;
    order.sort((a, b) => g.at[b]! - g.at[a]! || (g.ids[a]! < g.ids[b]! ? 1 : g.ids[a]! > g.ids[b]! ? -1 : 0));
    const pick = <A extends Uint16Array | Float64Array>(Kind: { new (n: number): A }, from: number[]): A => {
      const out = new Kind(size);
      for (let i = 0; i < size; i++) out[i] = from[order[i]!]!;
      return out;
    };
    const Submodality = pick(Uint16Array, g.Submodality);
    const counts = new Uint32Array(codes.Submodality.size);
    for (let i = 0; i < size; i++) counts[Submodality[i]!]! += 1;
    const bySubmodality = Array.from(counts, (n) => new Uint32Array(n));
    counts.fill(0);
    for (let i = 0; i < size; i++) {
      const c = Submodality[i]!;
      bySubmodality[c]![counts[c]!++] = i;
    }
    orgs.set(orgId, {
      size,
      ids: Array.from(order, (i) => g.ids[i]!),
      State: pick(Uint16Array, g.State),
      Submodality,
      Modality: pick(Uint16Array, g.Modality),
      Duration_Amount: pick(Float64Array, g.Duration_Amount),
      weeklyPay: pick(Float64Array, g.weeklyPay),
      bySubmodality,
    });
    growing.delete(orgId);
  }
  return { version, jobs, orgs, codes };
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

export type IndexPage = { ids: string[]; total: number };

/**
 * One page of a search (ids, newest first) and the count of all its matches, from the index: the conditions of
 * `query` are ANDed (open and complete are what the index holds). Exactly what searchWhere (repository.ts) selects.
 */
export function searchIndex(index: IndexSnapshot, orgId: string, query: TJobQuery, offset: number, limit: number): IndexPage {
  const ids: string[] = [];
  const end = offset + limit;
  let seen = 0;
  const total = scanIndex(index, orgId, query, (org, at) => {
    if (seen >= offset && seen < end) ids.push(org.ids[at]!);
    seen++;
  });
  return { ids, total };
}

/**
 * The best `k` matches of a search by the "jobs for you" ranking (shared domain/jobs-for-you.ts: specialty, state,
 * licence, then pay, then the newer), and the count of all its matches: one pass over the matches, as a search.
 */
export function bestInIndex(index: IndexSnapshot, orgId: string, query: TJobQuery, facts: RankFacts, k: number): IndexPage {
  const names = namesOf(index);
  // The tier depends on the job's state and specialty only: worked out once per pair met.
  const tiers = new Map<number, number>();
  const best = new BestOf<RankJob & { tier: number; id: string }>(k);
  const total = scanIndex(index, orgId, query, (org, at) => {
    const pair = org.State[at]! * 65_536 + org.Submodality[at]!;
    let tier = tiers.get(pair);
    if (tier === undefined) {
      tier = matchTier({ state: names.State[org.State[at]!]!, specialty: names.Submodality[org.Submodality[at]!]! }, facts);
      tiers.set(pair, tier);
    }
    const weeklyPay = org.weeklyPay[at]!;
    if (!best.wouldKeep(tier, weeklyPay, at)) return;
    best.offer({ tier, weeklyPay, age: at, state: names.State[org.State[at]!]!, specialty: names.Submodality[org.Submodality[at]!]!, id: org.ids[at]! });
  });
  return { ids: best.result.map((job) => job.id), total };
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

/** Calls `visit` with each match of `query` (its position in the organisation's arrays), newest first; answers their count. */
function scanIndex(index: IndexSnapshot, orgId: string, query: TJobQuery, visit: (org: OrgJobs, at: number) => void): number {
  const org = index.orgs.get(orgId);
  if (!org) return 0;
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
      if (!mask.includes(1)) return 0;
      masks[field] = mask;
    } else {
      ranges[condition.field as NumberField] = narrow(ranges[condition.field as NumberField], condition);
    }
  }
  let total = 0;
  const n = org.size;
  const sub = org.Submodality;
  const subMask = masks.Submodality;
  const st = org.State;
  const stMask = masks.State;
  const mod = org.Modality;
  const modMask = masks.Modality;
  const pay = org.weeklyPay;
  const p = ranges.weeklyPay;
  const payAll = p === ANY;
  const dur = org.Duration_Amount;
  const d = ranges.Duration_Amount;
  const durAll = d === ANY;
  const matches = (i: number): boolean => {
    if (stMask !== undefined && stMask[st[i]!] === 0) return false;
    if (modMask !== undefined && modMask[mod[i]!] === 0) return false;
    if (!payAll) {
      const x = pay[i]!;
      if (x < p.lo || x > p.hi || (p.loOpen && x === p.lo) || (p.hiOpen && x === p.hi)) return false;
    }
    if (!durAll) {
      const x = dur[i]!;
      if (x < d.lo || x > d.hi || (d.loOpen && x === d.lo) || (d.hiOpen && x === d.hi)) return false;
    }
    return true;
  };
  const lists = subMask === undefined ? undefined : org.bySubmodality.filter((_, c) => subMask[c] === 1);
  if (lists !== undefined && lists.length <= 8) {
    // A few specialties: only their jobs are read, in order (a merge of their position lists, each newest first).
    const heads = new Uint32Array(lists.length);
    for (;;) {
      let best = -1;
      let at = n;
      for (let l = 0; l < lists.length; l++) {
        const list = lists[l]!;
        if (heads[l]! < list.length && list[heads[l]!]! < at) {
          at = list[heads[l]!]!;
          best = l;
        }
      }
      if (best < 0) break;
      heads[best]! += 1;
      if (!matches(at)) continue;
      visit(org, at);
      total++;
    }
    return total;
  }
  // One pass over every job: one failing its first condition costs one typed-array read.
  for (let i = 0; i < n; i++) {
    if (subMask !== undefined && subMask[sub[i]!] === 0) continue;
    if (!matches(i)) continue;
    visit(org, i);
    total++;
  }
  return total;
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
