// The one list of values encrypted by design, and what reads and rewrites them everywhere (the export, the
// re-encryption at start-up and `portal crypto:rotate`). Nothing else is ever decrypted: a string that merely looks
// encrypted (`enc:...`) in any other column or field is plain text and stays plain text.
//   application_sections.data  the section's sensitive answers (`sensitive` in packages/shared's section fields),
//                              each bound to candidate, section and field
//   candidate_references.answer  the referee's answer, bound to candidate and reference
import { SECTION_KEYS, type Section, type SectionKey } from '@portal/shared/application/contract';
import { sectionByKey } from '@portal/shared/application/sections';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { answerPlace, decryptSection, encryptedNames, SealedValueError, type DataCipher, type DecryptOptions, type Place } from './crypto';

type Row = Record<string, unknown>;

/** The tables and columns holding values encrypted by design. */
export const ENCRYPTED_COLUMNS = [
  { table: 'application_sections', column: 'data' },
  { table: 'candidate_references', column: 'answer' },
] as const;

/** The place of a referee's answer: the candidate's reference row. */
export const referenceAnswerPlace = (candidateId: string, referenceId: string): Place => ({
  candidateId,
  table: 'candidate_references',
  field: 'answer',
  row: referenceId,
});

const sectionOf = (key: unknown): Section | null => ((SECTION_KEYS as readonly unknown[]).includes(key) ? sectionByKey(key as SectionKey) : null);

/** Logs a value that did not decrypt where it is kept: its place and why, never the value. */
export const logUnavailable = (log: FastifyBaseLogger) => (place: Place, error: SealedValueError) =>
  log.warn({ place, reason: error.reason }, 'an encrypted value does not decrypt in its place; it is shown as unavailable');

/**
 * A row of `table` (as the database gives it, snake_case columns) with its values encrypted by design decrypted for
 * `candidateId`; other tables' rows and every other column are returned as they are.
 */
export function decryptRow(cipher: DataCipher, table: string, row: Row, candidateId: string, options: DecryptOptions = {}): Row {
  if (table === 'application_sections') {
    const section = sectionOf(row.section);
    return section ? { ...row, data: decryptSection(cipher, candidateId, section, row.data, options) } : row;
  }
  if (table === 'candidate_references' && row.answer !== null && row.answer !== undefined) {
    const place = referenceAnswerPlace(candidateId, String(row.id));
    try {
      return { ...row, answer: cipher.decrypt(row.answer, place) };
    } catch (error) {
      if (!(error instanceof SealedValueError)) throw error;
      options.onUnavailable?.(place, error);
      return { ...row, answer: options.unavailable ?? null };
    }
  }
  return row;
}

export type ReencryptScope = 'v1' | 'all';
export type ReencryptResult = { rows: number; values: number; unavailable: Array<Place & { id: string }> };

const isV1 = (value: unknown) => typeof value === 'string' && value.startsWith('enc:v1:');

/** One value re-encrypted under the current key if it needs it (null: nothing to do; throws when it does not decrypt). */
function reencryptValue(cipher: DataCipher, value: unknown, place: Place, scope: ReencryptScope): string | null {
  if (value === undefined || value === null) return null;
  if (scope === 'v1' ? !isV1(value) : cipher.isCurrent(value)) return null;
  return cipher.encrypt(cipher.decrypt(value, place), place);
}

function reencryptSectionData(cipher: DataCipher, candidateId: string, section: Section, data: unknown, scope: ReencryptScope, failed: Place[]): { data: unknown; values: number } {
  const names = encryptedNames(section);
  let values = 0;
  const entry = (e: unknown): unknown => {
    if (!e || typeof e !== 'object' || Array.isArray(e)) return e;
    const out = { ...(e as Row) };
    for (const name of names) {
      const place = answerPlace(candidateId, section, name);
      try {
        const next = reencryptValue(cipher, out[name], place, scope);
        if (next !== null) {
          out[name] = next;
          values++;
        }
      } catch (error) {
        if (!(error instanceof SealedValueError)) throw error;
        failed.push(place);
      }
    }
    return out;
  };
  const next = section.repeat ? (Array.isArray(data) ? data.map(entry) : data) : entry(data);
  return { data: next, values };
}

const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const PAGE = 200;

/**
 * Re-encrypts the values encrypted by design under the current key: `v1` only those of the first format (the start-up
 * step), `all` every value not yet under the current key (`portal crypto:rotate`). Each row is rewritten by one
 * compare-and-set UPDATE (its value as read), so a save made meanwhile (already under the current key) is never
 * overwritten, and several instances may run it at once. Values that do not decrypt are left as they are and listed.
 */
export async function reencryptAll(db: Db, cipher: DataCipher, scope: ReencryptScope): Promise<ReencryptResult> {
  const result: ReencryptResult = { rows: 0, values: 0, unavailable: [] };
  const pattern = scope === 'v1' ? '%enc:v1:%' : '%enc:v%';

  let last = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = rowsOf(
      await db.execute(sql`SELECT id, candidate_id, section, data FROM application_sections
        WHERE id > ${last}::uuid AND data::text LIKE ${pattern} ORDER BY id LIMIT ${PAGE}`),
    );
    for (const row of page) {
      const section = sectionOf(row.section);
      if (!section) continue;
      const failed: Place[] = [];
      const next = reencryptSectionData(cipher, String(row.candidate_id), section, row.data, scope, failed);
      result.unavailable.push(...failed.map((place) => ({ ...place, id: String(row.id) })));
      if (!next.values) continue;
      const updated = await db.execute(sql`UPDATE application_sections SET data = ${JSON.stringify(next.data)}::jsonb
        WHERE id = ${row.id as string}::uuid AND data = ${JSON.stringify(row.data)}::jsonb RETURNING id`);
      if (rowsOf(updated).length) {
        result.rows++;
        result.values += next.values;
      }
    }
    if (page.length < PAGE) break;
    last = String(page[page.length - 1]!.id);
  }

  last = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = rowsOf(
      await db.execute(sql`SELECT id, candidate_id, answer FROM candidate_references
        WHERE id > ${last}::uuid AND answer LIKE ${pattern} ORDER BY id LIMIT ${PAGE}`),
    );
    for (const row of page) {
      const place = referenceAnswerPlace(String(row.candidate_id), String(row.id));
      let next: string | null;
      try {
        next = reencryptValue(cipher, row.answer, place, scope);
      } catch (error) {
        if (!(error instanceof SealedValueError)) throw error;
        result.unavailable.push({ ...place, id: String(row.id) });
        continue;
      }
      if (next === null) continue;
      const updated = await db.execute(sql`UPDATE candidate_references SET answer = ${next}
        WHERE id = ${row.id as string}::uuid AND answer = ${row.answer as string} RETURNING id`);
      if (rowsOf(updated).length) {
        result.rows++;
        result.values++;
      }
    }
    if (page.length < PAGE) break;
    last = String(page[page.length - 1]!.id);
  }
  return result;
}

export const REENCRYPT_TASK = 'crypto.reencrypt-v1';

/**
 * The start-up step: values of the first format are re-encrypted as v2 with their place, through the queue (one
 * instance runs it; a repeat finds nothing left to do).
 */
export function registerReencryptTask(app: FastifyInstance, cipher: DataCipher): void {
  app.queue.register(REENCRYPT_TASK, async () => {
    const done = await reencryptAll(app.db, cipher, 'v1');
    if (done.values) app.log.info({ rows: done.rows, values: done.values }, 'encrypted values of the first format re-encrypted with their place');
    for (const place of done.unavailable) logUnavailable(app.log)(place, new SealedValueError('does-not-decrypt'));
  });
  if (app.config.queueWorker) {
    app.addHook('onReady', async () => {
      await app.queue.enqueue(REENCRYPT_TASK, {}, { key: `${REENCRYPT_TASK}@${Date.now()}` });
    });
  }
}
