// `portal crypto:rotate` as an operator runs it: after a new data key is configured (the old one kept as an older key),
// every value encrypted by design is re-encrypted under the new key; without the old key it names what it cannot read.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { answerPlace, createCipher } from '../src/modules/application/crypto';
import { sectionByKey } from '@portal/shared/application/sections';
import { portalInProcess } from './helpers/cli';

const { dataDir, portal, withDatabase } = portalInProcess('portal-cli-crypto-');
const JWT = 'test-secret-0123456789-0123456789-abcdef';
const OLD = '0a'.repeat(32);
const NEW = '0b'.repeat(32);
const bg = sectionByKey('backgroundCheck');

const withDb = <T>(work: (db: Database['db']) => Promise<T>): Promise<T> => withDatabase((database) => work(database.db));

const secrets = (content: object) => writeFileSync(path.join(dataDir, 'secrets.json'), JSON.stringify({ jwt: JWT, ...content }));

describe('portal crypto:rotate', () => {
  it('re-encrypts every value under the current key; older keys read until then; unreadable values are named', async () => {
    expect((await portal('seed:demo')).code).toBe(0);
    const old = createCipher(OLD);
    const candidateId = await withDb(async (db) => {
      const id = ((await db.execute(sql`SELECT id FROM candidates ORDER BY created_at LIMIT 1`)) as unknown as { rows: { id: string }[] }).rows[0]!.id;
      const data = {
        ssn: old.encrypt('123-45-6789', answerPlace(id, bg, 'ssn')),
        dob: old.encrypt('03/15/1990', answerPlace(id, bg, 'dob')),
        stateNotices: true,
      };
      await db.execute(sql`INSERT INTO application_sections (candidate_id, section, status, data)
        VALUES (${id}, 'backgroundCheck', 'draft', ${JSON.stringify(data)}::jsonb)
        ON CONFLICT (candidate_id, section) DO UPDATE SET data = EXCLUDED.data`);
      return id;
    });

    // The new key only: nothing is lost, the values are named and the command fails.
    secrets({ dataKey: NEW });
    const missing = await portal('crypto:rotate');
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('backgroundCheck ssn: does not decrypt with the configured keys');
    expect(missing.err).toContain('2 values do not decrypt with the configured keys and were left as they are');

    // The new key with the old one kept as an older key: everything is re-encrypted.
    secrets({ dataKey: NEW, previousDataKeys: [OLD] });
    const rotated = await portal('crypto:rotate');
    expect(rotated.code, rotated.err).toBe(0);
    expect(rotated.out).toContain(`Re-encrypted 2 values in 1 records under the current data key (id ${createCipher(NEW).keyId}).`);
    expect(rotated.out).toContain('the older keys may now be removed');

    const data = await withDb(
      async (db) =>
        ((await db.execute(sql`SELECT data FROM application_sections WHERE candidate_id = ${candidateId} AND section = 'backgroundCheck'`)) as unknown as {
          rows: { data: Record<string, unknown> }[];
        }).rows[0]!.data,
    );
    const current = createCipher(NEW);
    expect(current.decrypt(data.ssn, answerPlace(candidateId, bg, 'ssn'))).toBe('123-45-6789');
    expect(current.decrypt(data.dob, answerPlace(candidateId, bg, 'dob'))).toBe('03/15/1990');
    expect(data.stateNotices).toBe(true);
  }, 180_000);
});
