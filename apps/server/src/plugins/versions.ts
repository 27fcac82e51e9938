// Versions of what the server keeps in memory: the job catalogue, the organisations (brands, boards), the sessions,
// what the candidates' dashboards read, and each candidate's own pages (references, checklists, job e-mails).
// Every write to their tables bumps a counter in the database, in the same transaction (triggers of migrations
// 0005_cache_versions, 0016_dashboard_version and 0033_candidate_versions), whichever process or instance makes it.
// Besides the shared kinds, each candidate has a counter of their own (candidate_versions), bumped only by writes to
// their own rows: a checklist draft saved every few seconds drops that candidate's kept answers, not everyone's.
// An answer computed or kept under an older version is never served after a write was acknowledged
// (docs/performance.md):
// - PostgreSQL (any number of instances): a request reads the counters from a read that started after it arrived.
//   Reads are shared: while one is in flight, every request that arrives waits for the next one, so a burst of
//   requests costs one small query, not one each (a candidate's own counter likewise: one query for the candidates of
//   every request that asked meanwhile). (A notification alone could arrive after the write's acknowledgement reached
//   the client, so it is not relied upon here.)
// - Embedded PGlite (one process owns the files): the trigger's notification is delivered to this process before the
//   write's own query returns, so the counters are followed in memory and a request reads nothing.
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { Db } from '../db/client';

export type CacheKind = 'catalogue' | 'orgs' | 'sessions' | 'dashboard' | 'pages';
export type Versions = Record<CacheKind, number>;

declare module 'fastify' {
  interface FastifyInstance {
    versions: VersionSource;
    /**
     * The versions one request works with: read once, from a read that started after the request arrived, and shared
     * by every cache the request looks into (its session, then its answer), so that it waits for one read, not one each.
     * For reading requests only: after a request's own write, its earlier versions are no longer the newest.
     */
    requestVersions: (request: FastifyRequest) => Promise<Versions>;
    /**
     * The version of one candidate's own pages for a request (migration 0033): from a read that started after the
     * request arrived (PostgreSQL), or followed in memory (PGlite). Compare it with the one an answer was kept under.
     */
    candidateVersion: (candidateId: string) => number | Promise<number>;
  }
  interface FastifyRequest {
    cacheVersions: Promise<Versions> | null;
  }
}

type VersionRow = { kind: CacheKind; version: string | number };
const VERSIONS_SQL = 'select kind, version from cache_versions';

type VersionPair = readonly [CacheKind, string | number];

function toVersions(rows: readonly VersionPair[]): Versions {
  const versions: Versions = { catalogue: 0, orgs: 0, sessions: 0, dashboard: 0, pages: 0 };
  for (const [kind, version] of rows) versions[kind] = Number(version);
  return versions;
}

export async function readVersions(db: Db): Promise<Versions> {
  const { rows } = (await db.execute(sql.raw(VERSIONS_SQL))) as unknown as { rows: VersionRow[] };
  return toVersions(rows.map((row): VersionPair => [row.kind, row.version]));
}

/** The counters of these candidates (a candidate never written to has none: 0). */
export async function readCandidateVersions(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  const { rows } = (await db.execute(
    sql`select candidate_id::text as id, version from candidate_versions where candidate_id = any(${`{${ids.join(',')}}`}::uuid[])`,
  )) as unknown as { rows: Array<{ id: string; version: string | number }> };
  return new Map(rows.map((row) => [row.id, Number(row.version)]));
}

/**
 * PostgreSQL: the versions are read on a connection of their own, so that a read never waits in the pool behind slow
 * queries (every request waits for one). Should that connection fail, the read goes through the pool and the
 * connection is opened again for the next one.
 */
function dedicatedReader(pool: pg.Pool, db: Db): { read: () => Promise<Versions>; close: () => Promise<void> } {
  let client: pg.Client | null = null;
  let opening: Promise<pg.Client> | null = null;
  let closed = false;
  const drop = (broken: pg.Client) => {
    if (client === broken) client = null;
    broken.end().catch(() => undefined);
  };
  const open = () =>
    (opening ??= (async () => {
      const fresh = new pg.Client(pool.options);
      fresh.on('error', () => drop(fresh));
      await fresh.connect();
      if (closed) {
        await fresh.end();
        throw new Error('closed');
      }
      client = fresh;
      return fresh;
    })().finally(() => {
      opening = null;
    }));
  return {
    async read() {
      let used: pg.Client | null = null;
      try {
        used = client ?? (await open());
        // A named statement: parsed and planned once per connection, not at every read. Rows as arrays: no object
        // is made for each (a busy server reads the versions hundreds of times a second).
        const { rows } = await used.query<[CacheKind, string]>({ name: 'portal_cache_versions', text: VERSIONS_SQL, rowMode: 'array' });
        return toVersions(rows);
      } catch {
        if (used) drop(used);
        return readVersions(db);
      }
    },
    async close() {
      closed = true;
      if (client) await client.end().catch(() => undefined);
      client = null;
    },
  };
}

/** Where a request gets the current versions. */
export interface VersionSource {
  read(): Promise<Versions>;
  /** How many reads reached the database. */
  readonly reads: number;
}

/**
 * Coalesced reads of the versions: at most one in flight, and each caller is served by one that started after it called.
 * A read starts in the event loop's check phase (setImmediate), after every request that arrived in the same poll of the
 * sockets has asked: one read serves them all, instead of the first caller starting one alone and the rest waiting for
 * the next. It waits for nothing else (no timer), so an idle server answers as soon as before.
 */
export class VersionFence implements VersionSource {
  private inFlight: Promise<Versions> | null = null;
  private queued: Promise<Versions> | null = null;
  /** How many reads reached the database (the bench prints it against the requests served). */
  reads = 0;

  constructor(private readonly fetch: () => Promise<Versions>) {}

  read(): Promise<Versions> {
    if (this.queued) return this.queued;
    const queued = new Promise<Versions>((resolve) => {
      const go = () => {
        // Callers from now on wait for the read after this one: this one may have been sent before they asked.
        if (this.queued === queued) this.queued = null;
        resolve(this.start());
      };
      const later = () => setImmediate(go);
      if (this.inFlight) this.inFlight.then(later, later);
      else later();
    });
    this.queued = queued;
    return queued;
  }

  private start(): Promise<Versions> {
    this.reads += 1;
    const read = this.fetch();
    this.inFlight = read;
    const clear = () => {
      if (this.inFlight === read) this.inFlight = null;
    };
    read.then(clear, clear);
    return read;
  }
}

/** The embedded database's versions, bumped by its notifications (delivered before the writing query returns). */
export class LocalVersions implements VersionSource {
  readonly reads = 0;
  constructor(private versions: Versions) {}

  read(): Promise<Versions> {
    return Promise.resolve(this.versions);
  }

  /** `payload` is the trigger's comma-separated kinds; anything else bumps every kind. */
  bump(payload: string): void {
    const next = { ...this.versions };
    const kinds = payload.split(',').filter((kind): kind is CacheKind => kind in next);
    for (const kind of kinds.length ? kinds : (Object.keys(next) as CacheKind[])) next[kind] += 1;
    this.versions = next;
  }
}

/**
 * Candidates' own versions on the embedded database, followed through the triggers' notifications (delivered before the
 * writing query returns). Each bump gives the candidate the next number of one sequence. At most `max` candidates are
 * remembered (the least recently bumped go first); a candidate not remembered has the highest number ever forgotten:
 * never lower than the number it had, so an answer kept under an older number is never taken for current (a forgotten
 * candidate's answers are only computed again).
 */
export class LocalCandidateVersions {
  private numbers = new Map<string, number>();
  private sequence = 0;
  private forgotten = 0;

  constructor(private readonly max = 100_000) {}

  of(candidateId: string): number {
    return this.numbers.get(candidateId) ?? this.forgotten;
  }

  /** `payload` is the trigger's comma-separated candidate ids. */
  bump(payload: string): void {
    for (const id of payload.split(',')) {
      if (!id) continue;
      this.numbers.delete(id);
      this.numbers.set(id, ++this.sequence);
    }
    while (this.numbers.size > this.max) {
      const [oldest, number] = this.numbers.entries().next().value as [string, number];
      this.numbers.delete(oldest);
      this.forgotten = Math.max(this.forgotten, number);
    }
  }
}

/**
 * Candidates' own versions on PostgreSQL: each caller is served by a read that started after it asked, and one read
 * serves every candidate asked for meanwhile (as VersionFence: it starts in the check phase, after the requests of the
 * same poll have asked, and at most one is in flight).
 */
export class CandidateVersionFence {
  private inFlight: Promise<unknown> | null = null;
  private queued: { ids: Set<string>; read: Promise<Map<string, number>> } | null = null;
  reads = 0;

  constructor(private readonly fetch: (ids: string[]) => Promise<Map<string, number>>) {}

  of(candidateId: string): Promise<number> {
    let batch = this.queued;
    if (!batch) {
      const ids = new Set<string>();
      const read = new Promise<Map<string, number>>((resolve, reject) => {
        const go = () => {
          if (this.queued?.ids === ids) this.queued = null;
          this.reads += 1;
          const started = this.fetch([...ids]);
          this.inFlight = started;
          const clear = () => {
            if (this.inFlight === started) this.inFlight = null;
          };
          started.then(clear, clear);
          started.then(resolve, reject);
        };
        const later = () => setImmediate(go);
        if (this.inFlight) this.inFlight.then(later, later);
        else later();
      });
      batch = this.queued = { ids, read };
    }
    batch.ids.add(candidateId);
    return batch.read.then((versions) => versions.get(candidateId) ?? 0);
  }
}

/** A kept answer, and whether it was asked for since the cache last passed it looking for one to drop. */
type Slot<V> = { value: V; used: boolean; tag: number };

/**
 * Answers kept in memory under the version of one kind, at most `max` of them and, with a `budget`, at most its bytes
 * (least recently used goes first). A new version drops them all. Concurrent misses of one key share one computation.
 * A hit only marks its answer as used (no reordering, nothing allocated); when room is needed, the oldest answers that
 * were used since are moved to the newest end instead of dropped (the "second chance" order: close to least recently
 * used, at a fixed cost per hit).
 * An answer may also carry a `tag`: a version of its own key besides the kind's (a candidate's own counter, migration
 * 0033). It is found only by a caller with the same tag, a computation is shared only by callers with the same tag, and
 * an answer under a newer tag replaces one under an older.
 */
export class VersionedCache<V> {
  private entries = new Map<string, Slot<V>>();
  private pending = new Map<string, Promise<V>>();
  private version = -1;
  private weight = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly fence: VersionSource,
    private readonly kind: CacheKind,
    private readonly max = 2000,
    /** Whether a null answer (nothing found) is kept too. */
    private readonly keepNull = true,
    /** The memory the kept answers may take: `weigh` gives an answer's bytes (the same every time it is asked). */
    private readonly budget?: { bytes: number; weigh: (value: V) => number },
    /**
     * Keep an answer only when its key is asked a second time (under one version): keys asked once (a search never seen
     * before) cost a key in a bounded list, not a kept answer that the collector must later move and free.
     */
    private readonly onSecondAsk = false,
  ) {}
  /** Keys asked once under the current version (onSecondAsk), at most `max`. */
  private askedOnce = new Set<string>();

  /**
   * The answer kept for `key` under `versions` (a request's, already read), or undefined: then ask `get`. A hit costs
   * no promise, which is what most requests of a busy server are.
   */
  peek(key: string, versions: Versions, tag = 0): V | undefined {
    return this.at(versions[this.kind]) ? this.hit(key, tag) : undefined;
  }

  /**
   * `versions`: the request's own (`app.requestVersions`); without them, a read of the fence's. `tag`: the key's own
   * version, read after the request arrived (before `compute` starts).
   */
  async get(key: string, compute: () => Promise<V>, versions?: Versions | Promise<Versions>, tag = 0): Promise<V> {
    const version = (await (versions ?? this.fence.read()))[this.kind];
    // A caller that read an older version than one already seen computes for itself and keeps nothing.
    if (!this.at(version)) return compute();
    const kept = this.hit(key, tag);
    if (kept !== undefined) return kept;
    this.misses += 1;
    const sharedKey = tag ? `${key}\u0000${tag}` : key;
    const shared = this.pending.get(sharedKey);
    if (shared) return shared;
    const computing = compute();
    this.pending.set(sharedKey, computing);
    try {
      const value = await computing;
      // Kept only if no newer version was seen while it was computed (the computation started after `version` was read).
      if (this.version === version && (value !== null || this.keepNull) && this.admits(key)) this.keep(key, value, tag);
      return value;
    } finally {
      if (this.pending.get(sharedKey) === computing) this.pending.delete(sharedKey);
    }
  }

  /**
   * Keeps `value` for `key` under `versions` (a request's) when that is still the newest version seen and nothing is kept
   * for it: for answers computed together (rows read in one query), which `get` would compute one at a time.
   */
  put(key: string, value: V, versions: Versions): void {
    if (this.at(versions[this.kind]) && !this.entries.has(key) && (value !== null || this.keepNull)) this.keep(key, value, 0);
  }

  /** Whether an answer computed for `key` is kept (always, unless onSecondAsk: then from its key's second ask on). */
  private admits(key: string): boolean {
    if (!this.onSecondAsk || this.askedOnce.delete(key)) return true;
    if (this.askedOnce.size >= this.max) this.askedOnce.delete(this.askedOnce.values().next().value as string);
    this.askedOnce.add(key);
    return false;
  }

  /** The kept answer of `key` under `tag`, marked used; undefined when none is kept. */
  private hit(key: string, tag: number): V | undefined {
    const slot = this.entries.get(key);
    if (slot === undefined || slot.tag !== tag) return undefined;
    this.hits += 1;
    slot.used = true;
    return slot.value;
  }

  /** Moves to `version` (a newer one drops every kept answer); false for a version older than one already seen. */
  private at(version: number): boolean {
    if (version > this.version) {
      this.entries.clear();
      this.pending.clear();
      this.askedOnce.clear();
      this.weight = 0;
      this.version = version;
    }
    return version === this.version;
  }

  /**
   * For a key not kept, or kept under another tag (a computation is shared by every caller of its key and tag, and keeps
   * once): an answer under an older tag is replaced, one under a newer tag stays.
   */
  private keep(key: string, value: V, tag: number): void {
    const old = this.entries.get(key);
    if (old !== undefined) {
      if (old.tag >= tag) return;
      this.entries.delete(key);
      if (this.budget) this.weight -= this.budget.weigh(old.value);
    }
    const weight = this.budget ? this.budget.weigh(value) : 0;
    // An answer larger than the whole budget is sent, not kept.
    if (this.budget && weight > this.budget.bytes) return;
    this.weight += weight;
    this.entries.set(key, { value, used: false, tag });
    while (this.entries.size > this.max || (this.budget && this.weight > this.budget.bytes)) {
      const [oldest, slot] = this.entries.entries().next().value as [string, Slot<V>];
      this.entries.delete(oldest);
      // Used since it was last passed: it goes to the newest end, unmarked, and the next oldest is looked at. Each
      // answer moves at most once in a pass (the one just kept is unmarked), so a drop is found.
      if (slot.used) {
        slot.used = false;
        this.entries.set(oldest, slot);
        continue;
      }
      if (this.budget) this.weight -= this.budget.weigh(slot.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes the kept answers take, as the budget's `weigh` counts them (0 without a budget). */
  get bytes(): number {
    return this.weight;
  }
}

type Listener = { listen(channel: string, callback: (payload: string) => void): Promise<unknown> };

export default fp(
  async (app) => {
    if (app.database.engine === 'pglite') {
      const local = new LocalVersions(await readVersions(app.db));
      const candidates = new LocalCandidateVersions();
      const client = (app.db as unknown as { $client: Listener }).$client;
      await client.listen('cache_versions', (payload) => local.bump(payload));
      await client.listen('candidate_versions', (payload) => candidates.bump(payload));
      app.decorate('versions', local);
      app.decorate('candidateVersion', (candidateId: string) => candidates.of(candidateId));
    } else {
      const reader = dedicatedReader((app.db as unknown as { $client: pg.Pool }).$client, app.db);
      app.decorate('versions', new VersionFence(reader.read));
      app.addHook('onClose', () => reader.close());
      const candidates = new CandidateVersionFence((ids) => readCandidateVersions(app.db, ids));
      app.decorate('candidateVersion', (candidateId: string) => candidates.of(candidateId));
    }
    app.decorateRequest('cacheVersions', null);
    app.decorate('requestVersions', (request: FastifyRequest) => (request.cacheVersions ??= app.versions.read()));
  },
  { name: 'versions', dependencies: ['db'] },
);
