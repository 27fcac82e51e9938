// Documents in an S3-compatible object store (FILE_STORE=s3), against a real S3-compatible server started here
// (s3rver, on this machine): the bytes go to the bucket and never into the database; two instances read the same object;
// a store that fails keeps nothing; deleting a document deletes its object.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { documents } from '../src/db/schema/index';
import { s3Store } from '../src/lib/object-store';
import { seedOrgs } from '../src/seed/orgs';
import { openTestDatabase, testConfig } from './helpers/app';
import { PDF, upload } from './helpers/documents';
import { createSignedInCandidate } from './helpers/factories';

const BUCKET = 'portal-documents';
let s3: S3rver;
let dir: string;
let endpoint: string;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let first: Awaited<ReturnType<typeof buildApp>>;
let second: Awaited<ReturnType<typeof buildApp>>;

const s3Config = () => ({
  kind: 's3' as const,
  endpoint,
  bucket: BUCKET,
  region: 'us-east-1',
  // s3rver's own credentials; every request is signed with them (AWS Signature V4).
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
});

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'portal-s3-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const address = (await s3.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
  database = await openTestDatabase();
  await seedOrgs(database.database.db);
  const config = testConfig({ fileStore: s3Config() });
  first = await buildApp({ config, database: database.database, closeDatabase: false, logger: false });
  second = await buildApp({ config, database: database.database, closeDatabase: false, logger: false });
  await Promise.all([first.ready(), second.ready()]);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.cleanup();
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('documents in an S3-compatible store', () => {
  it('keeps the bytes in the bucket, not in the database; another instance downloads them; delete removes the object', async () => {
    const who = await createSignedInCandidate(first as never);
    const { payload, headers } = upload('resume', 'my cv.pdf', PDF);
    const res = await first.inject({ method: 'POST', url: '/api/candidate/documents', headers: { ...who.auth, ...headers }, payload });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as string;

    const [row] = await first.db.select().from(documents).where(eq(documents.id, id));
    expect(row?.store).toBe('s3');
    expect(row?.content.length).toBe(0);
    const bucket = s3Store(s3Config());
    expect((await bucket.get(`documents/${who.id}/${id}`))?.equals(PDF)).toBe(true);

    const download = await second.inject({ url: `/api/candidate/documents/${id}`, headers: who.auth });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-disposition']).toContain('attachment');

    const other = await createSignedInCandidate(first as never);
    expect((await second.inject({ url: `/api/candidate/documents/${id}`, headers: other.auth })).statusCode).toBe(404);

    const removed = await second.inject({ method: 'DELETE', url: `/api/candidate/documents/${id}`, headers: who.auth });
    expect(removed.statusCode).toBe(200);
    expect(await bucket.get(`documents/${who.id}/${id}`)).toBeNull();
  });

  // s3rver checks the access key and the form of the Signature V4 header, not its arithmetic (aws4 computes it).
  it.each([
    ['an unknown access key', { accessKeyId: 'NOT-A-KEY' }],
    ['no such bucket', { bucket: 'no-such-bucket' }],
  ])('a store that refuses (%s) answers 503 with a clear message and keeps nothing', async (_name, change) => {
    const wrong = await buildApp({
      config: testConfig({ fileStore: { ...s3Config(), ...change } }),
      database: database.database,
      closeDatabase: false,
      logger: false,
    });
    try {
      await wrong.ready();
      const who = await createSignedInCandidate(wrong as never);
      const { payload, headers } = upload('resume', 'cv.pdf', PDF);
      const res = await wrong.inject({ method: 'POST', url: '/api/candidate/documents', headers: { ...who.auth, ...headers }, payload });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Files cannot be stored or read right now. Please try again in a few minutes.');
      expect(await wrong.db.select().from(documents).where(eq(documents.candidateId, who.id))).toHaveLength(0);
    } finally {
      await wrong.close();
    }
  });
});
