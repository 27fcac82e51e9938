// Where a document's bytes are (the `store` of its row) and how a document goes: the row first, then its bytes. Used by
// the upload routes, the application's sections (an entry removed takes its documents with it), the export and the
// account's deletion, so every path finds and frees the bytes the same way.
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { documents } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { diskStore, type ObjectStore, s3Store } from '../../lib/object-store';

export type DocumentStore = 'database' | 's3' | 'file';

/** The object of a document kept outside the database (the bucket, or under DATA_DIR). */
export const documentKey = (candidateId: string, id: string) => `documents/${candidateId}/${id}`;

export type DocumentStores = {
  /** Where a new upload's bytes go (`database`: in the row). */
  current: DocumentStore;
  /** The store holding a row's bytes; null for `database` (the row's content). */
  of(store: string): ObjectStore | null;
};

const cache = new WeakMap<object, DocumentStores>();

export function documentStores(config: Pick<Config, 'fileStore' | 'dataDir'>): DocumentStores {
  let found = cache.get(config);
  if (found) return found;
  const bucket = config.fileStore.kind === 's3' ? s3Store(config.fileStore) : null;
  // Files written under DATA_DIR stay readable after a switch to another store.
  const disk = diskStore(path.resolve(config.dataDir));
  found = {
    current: config.fileStore.kind === 's3' ? 's3' : config.fileStore.kind === 'files' ? 'file' : 'database',
    of(store) {
      if (store === 'file') return disk;
      if (store !== 's3') return null;
      if (bucket) return bucket;
      throw new AppError(503, 'This document is kept in a file store that is not configured. Please contact support.', 'FILE_STORE');
    },
  };
  cache.set(config, found);
  return found;
}

/** A row's bytes, wherever they are kept (null when its object is missing). */
export async function documentBytes(
  config: Pick<Config, 'fileStore' | 'dataDir'>,
  row: { id: string; candidateId: string; store: string; content: Buffer | Uint8Array | null },
): Promise<Buffer | null> {
  const store = documentStores(config).of(row.store);
  if (store) return store.get(documentKey(row.candidateId, row.id));
  return row.content ? Buffer.from(row.content) : null;
}

/**
 * Removes a candidate's documents (only theirs): the rows, then the bytes kept outside the database. An object the
 * store failed to delete is logged, never shown to the candidate (the row is gone, so the document is).
 */
export async function removeDocuments(app: FastifyInstance, candidateId: string, ids: string[], log: FastifyBaseLogger = app.log): Promise<string[]> {
  if (!ids.length) return [];
  const deleted = await app.db
    .delete(documents)
    .where(and(eq(documents.candidateId, candidateId), inArray(documents.id, ids)))
    .returning({ id: documents.id, store: documents.store });
  await freeObjects(app.config, candidateId, deleted, log);
  return deleted.map((row) => row.id);
}

/** Deletes the objects of rows already deleted. */
export async function freeObjects(
  config: Pick<Config, 'fileStore' | 'dataDir'>,
  candidateId: string,
  rows: Array<{ id: string; store: string }>,
  log: FastifyBaseLogger,
): Promise<void> {
  for (const row of rows) {
    try {
      await documentStores(config).of(row.store)?.delete(documentKey(candidateId, row.id));
    } catch (error) {
      log.warn({ err: error, document: row.id }, 'document object not deleted');
    }
  }
}

export const VACUUM_TASK = 'database.vacuum';
const DAY_MS = 86_400_000;

/**
 * The embedded database has no autovacuum: space of deleted rows (documents kept in the database before files moved
 * out of it, tasks, sessions) is made reusable by a VACUUM once a day, through the queue (decision 027).
 */
export function registerEmbeddedVacuum(app: FastifyInstance): void {
  if (app.database.engine !== 'pglite') return;
  app.queue.register(VACUUM_TASK, async () => {
    await app.db.execute(sql`VACUUM`);
  });
  if (app.config.queueWorker) app.queue.every(VACUUM_TASK, DAY_MS);
}
