// Export and deletion with documents in an S3-compatible store (s3rver on this machine): the export reads the files
// from the bucket; the deletion at the end of the grace period removes the objects, not only the rows.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { s3Store } from '../src/lib/object-store';
import { seedOrgs } from '../src/seed/orgs';
import { openTestDatabase, testConfig } from './helpers/app';
import { PDF, upload } from './helpers/documents';
import { createSignedInCandidate } from './helpers/factories';
import { readZip } from './helpers/zip';

const BUCKET = 'portal-account-documents';
let s3: S3rver;
let dir: string;
let endpoint: string;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let app: Awaited<ReturnType<typeof buildApp>>;

const s3Config = () => ({ kind: 's3' as const, endpoint, bucket: BUCKET, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'portal-account-s3-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  endpoint = `http://127.0.0.1:${((await s3.run()) as AddressInfo).port}`;
  database = await openTestDatabase();
  await seedOrgs(database.database.db);
  app = await buildApp({ config: testConfig({ fileStore: s3Config() }), database: database.database, closeDatabase: false, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.cleanup();
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('My Account with documents in an object store', () => {
  it('exports the files from the bucket and deletes the objects with the account', async () => {
    const who = await createSignedInCandidate(app as never);
    const other = await createSignedInCandidate(app as never);
    const uploaded = async (auth: Record<string, string>) => {
      const { payload, headers } = upload('resume', 'cv.pdf', PDF);
      const res = await app.inject({ method: 'POST', url: '/api/candidate/documents', headers: { ...auth, ...headers }, payload });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.id as string;
    };
    const mine = await uploaded(who.auth);
    const theirs = await uploaded(other.auth);
    const bucket = s3Store(s3Config());

    const exported = await app.inject({ url: '/api/account/export', headers: who.auth });
    expect(exported.statusCode).toBe(200);
    const files = readZip(exported.rawPayload);
    expect(files.get('documents/resume-cv.pdf')?.equals(PDF)).toBe(true);

    const asked = await app.inject({ method: 'POST', url: '/api/account/delete', headers: who.auth, payload: { confirm: 'DELETE' } });
    expect(asked.statusCode).toBe(200);
    expect(await bucket.get(`documents/${who.id}/${mine}`)).not.toBeNull(); // not before the grace period ends
    await app.queue.runDue({ now: new Date(Date.parse(asked.json().data.dueAt as string) + 60_000) });
    expect(await bucket.get(`documents/${who.id}/${mine}`)).toBeNull();
    expect((await bucket.get(`documents/${other.id}/${theirs}`))?.equals(PDF)).toBe(true);
  });
});
