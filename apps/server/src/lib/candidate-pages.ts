// A candidate's own pages kept in memory (decision 046; docs/performance.md "Candidate pages"): the references list,
// the skills checklists and the job e-mail history. What a page read is kept per candidate (and page, language) under
// two versions: the shared kind "pages" (a change to the checklists themselves, a bulk write) and the candidate's own
// counter (migration 0033: every write to their rows bumps it in its own transaction, whoever makes it). An answer is
// served only to a request that read the same two versions after it arrived; one computed while a newer version
// appeared is not kept (plugins/versions.ts VersionedCache).
// What depends on the time (a link that runs out, a checklist that expires) is built from the values with the
// request's own `now`; the answer built is kept serialised and compressed (lib/encoded-answer.ts) only until the first
// instant its time-dependent parts would change (`until`), then built again.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { VersionedCache } from '../plugins/versions';
import { EncodedAnswer } from './encoded-answer';

export type PageAnswer = {
  /** The answer as the route sends it. */
  answer: unknown;
  /** The first instant (ms) from which building it again would give another answer; Infinity: none until a write. */
  until: number;
};

export type PageOptions<V> = {
  /**
   * The answer from the values read, at `now`: made only of what the route's 200 response schema lets through, as it
   * would encode it (test/candidate-pages-answers.test.ts checks it for many generated values), so it is serialised as
   * it is, with no check on every request.
   */
  build: (values: V, now: Date) => PageAnswer;
};

/** The kinds of page kept (references, checklists, job e-mails): each has a third of CANDIDATE_PAGES_CACHE_MB. */
const KINDS = 3;
/** Answers kept per kind at most (besides the bytes). */
const MAX_ANSWERS = 5000;

/** What is kept of one page: the values read, and the answer last built from them. */
class Kept<V> {
  encoded: EncodedAnswer | null = null;
  until = -Infinity;
  constructor(
    readonly values: V,
    /** About what it holds: the text read, its answer's text and compressed copies. */
    readonly bytes: number,
  ) {}
}

export class CandidatePages<V> {
  private readonly cache: VersionedCache<Kept<V>>;
  private readonly keeps: boolean;

  constructor(
    private readonly app: FastifyInstance,
    private readonly options: PageOptions<V>,
  ) {
    const bytes = Math.floor((app.config.candidatePagesCacheMb * 2 ** 20) / KINDS);
    this.keeps = bytes > 0;
    this.cache = new VersionedCache<Kept<V>>(app.versions, 'pages', MAX_ANSWERS, true, { bytes, weigh: (kept) => kept.bytes });
  }

  /**
   * The candidate's page `key` (unique per candidate and what else the page depends on), sent. `read` gives the values
   * and the size of the text it read; it starts after both versions were read.
   */
  async send(request: FastifyRequest, reply: FastifyReply, candidateId: string, key: string, read: () => Promise<{ values: V; bytes: number }>): Promise<FastifyReply> {
    const versions = this.app.requestVersions(request);
    const tag = await this.app.candidateVersion(candidateId);
    const compute = async () => {
      const { values, bytes } = await read();
      return new Kept(values, bytes * 3 + 256);
    };
    const kept = this.keeps ? await this.cache.get(`${candidateId}:${key}`, compute, versions, tag) : await compute();
    const now = Date.now();
    if (kept.encoded === null || now >= kept.until) {
      const { answer, until } = this.options.build(kept.values, new Date(now));
      kept.encoded = new EncodedAnswer(JSON.stringify(answer));
      kept.until = until;
    }
    return kept.encoded.send(request, reply);
  }

  get size(): number {
    return this.cache.size;
  }

  get hits(): number {
    return this.cache.hits;
  }
}

/**
 * A timestamp column in UTC as the database writes it: in JSON `"2026-03-01T09:30:00.12"`, in a row's text
 * `2026-03-01 09:30:00.12` (the fraction cut to what it holds, up to microseconds), in SQL; `isoOf` makes it what
 * toISOString gives (milliseconds, "Z"). Formatting it in the database (to_char) costs more, on every row of every read.
 */
export const utc = (column: string) => `(${column} at time zone 'UTC')`;

/** The text of a `utc` column (JSON's or a row's) as toISOString writes the same instant (the fraction cut to milliseconds); null stays null. */
export function isoOf(text: string): string;
export function isoOf(text: string | null): string | null;
export function isoOf(text: string | null): string | null {
  if (text === null) return null;
  const separator = text.charCodeAt(10);
  // The usual case: written with milliseconds, as the server writes its own instants.
  if (text.length === 23 && text.charCodeAt(19) === 46) return separator === 84 ? `${text}Z` : `${text.slice(0, 10)}T${text.slice(11)}Z`;
  const dot = text.indexOf('.', 19);
  if (text.length >= 19 && (separator === 84 || separator === 32) && (dot === 19 || (dot === -1 && text.length === 19))) {
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${(dot === -1 ? '' : text.slice(20, 23)).padEnd(3, '0')}Z`;
  }
  return new Date(`${text.replace(' ', 'T')}Z`).toISOString(); // a year outside 0000–9999
}

/** About the characters of rows read as text (the `bytes` a page's `read` gives `send`). */
export function textBytes(rows: ReadonlyArray<ReadonlyArray<string | null>>): number {
  let bytes = 0;
  for (const row of rows) for (const value of row) bytes += value === null ? 4 : value.length + 4;
  return bytes;
}

/**
 * The first instant after `from` at which `changed(t)` holds, for a `changed` that, once true, stays true (a deadline
 * computed by calendar arithmetic): searched between `from` (false) and `to` (true), to the millisecond.
 */
export function firstChange(from: number, to: number, changed: (t: number) => boolean): number {
  let lo = from;
  let hi = to;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (changed(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}
