// A candidate's own pages (lib/candidate-pages.ts) are serialised as they are built, with no response schema check on
// every request: for many generated values, each page's answer is exactly what the route's schema would encode (the
// same JSON text), and the instants read as the database writes them in JSON are what to_char wrote before (isoOf). On
// the embedded database, or on PostgreSQL with TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isoOf, utc } from '../src/lib/candidate-pages';
import { buildEmails, ZEmailsAnswer } from '../src/modules/job-emails/history';
import { buildReferences, ZReferencesAnswer } from '../src/modules/references/list';
import { buildChecklists, ZChecklistsAnswer } from '../src/modules/skills/list';
import { openTestDatabase } from './helpers/app';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

/** A small deterministic generator (the same values on every run). */
function random(seed: number) {
  let state = seed * 2654435761 + 1;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const text = () => pick(['', 'Nashville', 'Ünïcödé ✓ 日本', 'o\'quote "double" \\slash', 'line\nbreak\ttab', '😀 emoji', 'x'.repeat(int(300))]);
  const NOW = Date.parse('2026-06-15T12:00:00.000Z');
  /** An instant as `utc` columns come from the database: milliseconds, or a shorter or longer fraction, or none. */
  const instant = () => {
    const iso = new Date(NOW + (int(2 * 400) - 400) * 86_400_000 + int(86_400_000)).toISOString().slice(0, 23);
    return pick([iso, iso.slice(0, 19), iso.slice(0, 21), `${iso}417`]);
  };
  return { int, pick, text, instant, next, NOW };
}

const same = (schema: z.ZodType, answer: unknown) => {
  expect(JSON.stringify(answer)).toBe(JSON.stringify(z.encode(schema, answer)));
};

describe("a candidate's pages, serialised with no check on every request", () => {
  it('the references list is what its schema encodes, for any references at any time', () => {
    for (let seed = 0; seed < 300; seed++) {
      const g = random(seed);
      const rows = Array.from({ length: g.int(6) }, () => {
        const status = g.pick(['draft', 'requested', 'opened', 'completed', 'declined'] as const);
        const maybe = () => (g.int(3) === 0 ? null : g.instant());
        return [
          crypto.randomUUID(), g.text(), g.text(), g.text(), g.pick(['email', 'phone', 'both'] as const), g.text(), g.text(), g.text(), g.text(),
          g.text(), g.text(), g.text(), g.text(), g.text(), g.text(), g.text(), g.text(), g.text(), g.text(), g.text(), status,
          maybe(), maybe(), maybe(), maybe(), g.instant(), g.instant(),
        ];
      });
      const { answer } = buildReferences(rows as never, new Date(g.NOW + g.int(400) * 86_400_000));
      same(ZReferencesAnswer, answer);
    }
  });

  it('the checklists page is what its schema encodes, for any checklists at any time', () => {
    for (let seed = 0; seed < 300; seed++) {
      const g = random(seed);
      const completed = Array.from({ length: g.int(13) }, () => {
        const expires = g.int(3) === 0 ? null : g.instant();
        return [crypto.randomUUID(), g.text(), g.instant(), expires ?? g.instant(), expires, g.text(), 1 + g.int(3), g.text(), g.pick(['Nursing', 'Allied']), g.text()];
      });
      const drafts = Array.from({ length: g.int(4) }, () => {
        const ids = Array.from({ length: g.int(8) }, (_, i) => `i${i}`);
        const answers = Object.fromEntries(ids.filter(() => g.int(2) === 0).map((id) => [id, { level: 1 + g.int(4) }]));
        return [g.text(), g.text(), g.instant(), ids, answers];
      });
      const { answer } = buildChecklists({ page: 1 + g.int(3), values: [completed.length + g.int(30), completed, drafts] } as never, new Date(g.NOW));
      same(ZChecklistsAnswer, answer);
    }
  });

  it('the e-mail history is what its schema encodes, for any e-mails', () => {
    for (let seed = 0; seed < 300; seed++) {
      const g = random(seed);
      // As the list reads each e-mail: its number of jobs and the titles of the first three.
      const emails = Array.from({ length: g.int(13) }, () => {
        const jobCount = g.int(11);
        return [
          crypto.randomUUID(),
          g.text(),
          g.int(4) === 0 ? null : g.instant(),
          g.instant(),
          g.int(2) === 0,
          jobCount,
          Array.from({ length: Math.min(3, jobCount) }, () => g.text()),
        ];
      });
      const { answer } = buildEmails({ page: 1 + g.int(3), values: [emails.length + g.int(40), emails] } as never);
      same(ZEmailsAnswer, answer);
    }
  });

  it('an instant read as the database writes it, in JSON or in a row, is what to_char wrote, for any fraction of a second', async () => {
    // Instants with every length of fraction (none to microseconds), from the database's own clock arithmetic.
    const instants = `(select timestamptz '2026-01-01 00:00:00+00' + g * interval '1 day 1 hour 1 second' + (g % 7) * interval '1 microsecond' * (10 ^ (g % 6)) as t, g
        from generate_series(-400, 400) g) s`;
    const rows = (await database.database.db.execute(sql.raw(`select json_agg(${utc('t')} order by g)::text as raw,
        json_agg(to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') order by g)::text as old
      from ${instants}`))) as unknown as { rows: Array<{ raw: string; old: string }> };
    const raw = JSON.parse(rows.rows[0]!.raw) as string[];
    const old = JSON.parse(rows.rows[0]!.old) as string[];
    expect(new Set(raw.map((t) => t.length)).size).toBeGreaterThan(4);
    expect(raw.map((t) => isoOf(t))).toEqual(old);
    // The same instants as a row's text (a read that takes rows as they are: references, e-mails).
    const texts = (await database.database.db.execute(sql.raw(`select ${utc('t')}::text as raw from ${instants} order by g`))) as unknown as {
      rows: Array<{ raw: string }>;
    };
    expect(texts.rows.some((r) => r.raw.charAt(10) === ' ')).toBe(true);
    expect(texts.rows.map((r) => isoOf(r.raw))).toEqual(old);
    expect(isoOf(null)).toBeNull();
  });
});
