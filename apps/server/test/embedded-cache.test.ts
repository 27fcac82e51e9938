// The embedded database's page cache: EMBEDDED_DB_CACHE_MB sets PGlite's shared_buffers (4 MiB unless set), and a bad
// value stops the start with a clear message.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { databaseOptionsOf, openDatabase } from '../src/db/client';
import { withMigratedDatabase } from './helpers/app';

const dirs: string[] = [];
const configWith = (extra: Record<string, string>) => {
  // A copy of the migrated template: the cache is a start parameter, not something initdb writes.
  const dir = withMigratedDatabase(mkdtempSync(path.join(tmpdir(), 'portal-cache-')));
  dirs.push(dir);
  return loadConfig({ DATA_DIR: dir, JWT_SECRET: 'test-secret-0123456789-0123456789-abcdef', ...extra });
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function sharedBuffers(extra: Record<string, string>): Promise<string> {
  const database = await openDatabase(databaseOptionsOf(configWith(extra)));
  try {
    const result = (await database.db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] };
    return result.rows[0]!.shared_buffers;
  } finally {
    await database.close();
  }
}

describe('embedded database cache', () => {
  it('is 4 MiB unless EMBEDDED_DB_CACHE_MB says otherwise', async () => {
    expect(await sharedBuffers({})).toBe('4MB');
    expect(await sharedBuffers({ EMBEDDED_DB_CACHE_MB: '48' })).toBe('48MB');
  }, 60_000);

  it('refuses a value that is not a whole number of MiB', () => {
    expect(() => configWith({ EMBEDDED_DB_CACHE_MB: 'lots' })).toThrow(ConfigError);
    expect(() => configWith({ EMBEDDED_DB_CACHE_MB: 'lots' })).toThrow('EMBEDDED_DB_CACHE_MB: must be a whole number of MiB');
    expect(() => configWith({ EMBEDDED_DB_CACHE_MB: '0' })).toThrow('EMBEDDED_DB_CACHE_MB');
  });
});
