// One account cannot fill the disk (security.md rule 25): uploads have a budget per candidate (429), documents a
// storage quota (413 with a message in en/de/es), documents of a removed entry go with it, and the embedded database
// gives space back: documents' bytes are files under DATA_DIR (decision 027), so 150 upload-and-delete cycles of
// about 1 MB leave the data directory within 2x of where it started.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sampleSectionData } from '@portal/shared/application/samples';
import { sectionByKey } from '@portal/shared/application/sections';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { documents } from '../src/db/schema/index';
import { openDatabase } from '../src/db/client';
import { deleteAccountNow } from '../src/modules/account/deletion';
import { seedOrgs } from '../src/seed/orgs';
import { createTestApp, testConfig, type TestApp, withMigratedDatabase } from './helpers/app';
import { multipartBody, PDF, pdfOfSize, upload } from './helpers/documents';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Bytes of every file under `dir`. */
function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(full) : entry.isFile() ? statSync(full).size : 0;
  }
  return total;
}
const filesUnder = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    return [];
  }
};

const postDocument = (app: TestApp, who: SignedInCandidate, kind: string, name: string, bytes: Buffer, headers: Record<string, string> = {}) => {
  const body = upload(kind, name, bytes);
  return app.inject({ method: 'POST', url: '/api/candidate/documents', headers: { ...who.auth, ...body.headers, ...headers }, payload: body.payload });
};

describe('the embedded database gives space back', () => {
  it('150 upload-and-delete cycles of about 1 MB leave the data directory within 2x of where it started', async () => {
    const dataDir = withMigratedDatabase(tempDir('portal-storage-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    await seedOrgs(database.db);
    const app = (await buildApp({ config: testConfig({ dataDir, fileStore: { kind: 'files' } }), database, closeDatabase: true, logger: false })) as TestApp;
    try {
      await app.ready();
      // Four candidates share the cycles (each stays within the upload budget of its own).
      const people = [await createSignedInCandidate(app), await createSignedInCandidate(app), await createSignedInCandidate(app), await createSignedInCandidate(app)];
      const file = pdfOfSize(999_000);
      const pgdata = path.join(dataDir, 'pgdata');
      const startDb = folderBytes(pgdata);
      const startAll = folderBytes(dataDir);
      for (let cycle = 0; cycle < 150; cycle++) {
        const who = people[cycle % people.length]!;
        const res = await postDocument(app, who, 'resume', 'cv.pdf', file);
        expect(res.statusCode, res.body).toBe(200);
        const id = res.json().data.id as string;
        if (cycle === 0) expect(filesUnder(path.join(dataDir, 'documents'))).toEqual([id]);
        const removed = await app.inject({ method: 'DELETE', url: `/api/candidate/documents/${id}`, headers: who.auth });
        expect(removed.statusCode).toBe(200);
      }
      expect(filesUnder(path.join(dataDir, 'documents'))).toEqual([]);
      expect(folderBytes(pgdata)).toBeLessThanOrEqual(2 * startDb);
      expect(folderBytes(dataDir)).toBeLessThanOrEqual(2 * startAll);
    } finally {
      await app.close();
    }
  }, 120_000);
});

describe('budgets, quota and orphans', () => {
  let app: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = tempDir('portal-quota-');
    app = await createTestApp({ dataDir, fileStore: { kind: 'files' }, storageQuotaBytes: 2_500_000 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('60 uploads in a row by one candidate meet a 429 (documents and the avatar share the budget)', async () => {
    const eve = await createSignedInCandidate(app);
    const statuses: number[] = [];
    let refused: { message?: string } | undefined;
    let retryAfter: string | undefined;
    for (let i = 0; i < 60; i++) {
      const res = await postDocument(app, eve, 'resume', 'cv.pdf', PDF);
      statuses.push(res.statusCode);
      if (res.statusCode === 429 && !refused) [refused, retryAfter] = [res.json(), String(res.headers['retry-after'])];
    }
    expect(statuses.indexOf(429)).toBe(50);
    expect(statuses.slice(50).every((s) => s === 429)).toBe(true);
    expect(refused?.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    const avatar = multipartBody([{ name: 'file', filename: 'me.png', content: png }]);
    const res = await app.inject({ method: 'POST', url: '/api/profile/avatar', headers: { ...eve.auth, ...avatar.headers }, payload: avatar.payload });
    expect(res.statusCode).toBe(429);
  });

  it('past the storage quota: a 413 with a message (en, de, es), nothing kept', async () => {
    const fay = await createSignedInCandidate(app);
    const file = pdfOfSize(999_000);
    expect((await postDocument(app, fay, 'resume', 'a.pdf', file)).statusCode).toBe(200);
    expect((await postDocument(app, fay, 'license', 'b.pdf', file)).statusCode).toBe(200);
    const full = await postDocument(app, fay, 'diploma', 'c.pdf', file);
    expect(full.statusCode).toBe(413);
    expect(full.json()).toMatchObject({
      status: false,
      code: 'STORAGE_QUOTA',
      message:
        'There is no room left for this file: your documents use all the storage of your account. Please remove a document you no longer need, then upload again.',
    });
    const de = await postDocument(app, fay, 'diploma', 'c.pdf', file, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(de.json().message).toBe(
      'Für diese Datei ist kein Platz mehr: Ihre Dokumente belegen den gesamten Speicher Ihres Kontos. Bitte entfernen Sie ein Dokument, das Sie nicht mehr brauchen, und laden Sie die Datei dann erneut hoch.',
    );
    const es = await postDocument(app, fay, 'diploma', 'c.pdf', file, { 'accept-language': 'es' });
    expect(es.json().message).toBe(
      'No queda espacio para este archivo: sus documentos ocupan todo el almacenamiento de su cuenta. Elimine un documento que ya no necesite y vuelva a subir el archivo.',
    );
    expect(await app.db.select().from(documents).where(eq(documents.candidateId, fay.id))).toHaveLength(2);
    // A small file still fits.
    expect((await postDocument(app, fay, 'diploma', 'small.pdf', PDF)).statusCode).toBe(200);
  });

  it('an entry removed from a section takes its documents with it (rows and files); a file another section uses stays', async () => {
    const gus = await createSignedInCandidate(app);
    const ids: string[] = [];
    for (const name of ['one.pdf', 'two.pdf', 'three.pdf']) ids.push((await postDocument(app, gus, 'license', name, PDF)).json().data.id);
    const [entry] = sampleSectionData(sectionByKey('licenses'), { fileId: ids[0]! }) as Array<Record<string, unknown>>;
    const save = (data: unknown) => app.inject({ method: 'PUT', url: '/api/candidate/application/licenses', headers: gus.auth, payload: { data, draft: true } });
    const withImage = (id: string) => ({ ...entry, image: id });
    expect((await save([withImage(ids[0]!), withImage(ids[1]!), withImage(ids[2]!)])).statusCode).toBe(200);
    const own = async () => (await app.db.select({ id: documents.id }).from(documents).where(eq(documents.candidateId, gus.id))).map((r) => r.id).sort();
    expect(await own()).toEqual([...ids].sort());
    expect((await save([withImage(ids[0]!), withImage(ids[2]!)])).statusCode).toBe(200);
    expect(await own()).toEqual([ids[0]!, ids[2]!].sort());
    expect(filesUnder(path.join(dataDir, 'documents', gus.id)).sort()).toEqual([ids[0]!, ids[2]!].sort());
    // Every entry removed: their documents go too.
    expect((await save([withImage(ids[0]!)])).statusCode).toBe(200);
    expect((await save([{ ...entry, image: undefined }])).statusCode).toBe(200);
    expect(await own()).toEqual([]);
    expect(filesUnder(path.join(dataDir, 'documents', gus.id))).toEqual([]);
  });

  it('a replaced avatar leaves one file; a deleted account leaves no avatar and no document file', async () => {
    const hal = await createSignedInCandidate(app);
    const avatarsDir = path.join(dataDir, 'avatars');
    const before = filesUnder(avatarsDir).length;
    for (const colour of ['#ff0000', '#00ff00']) {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: colour } }).png().toBuffer();
      const body = multipartBody([{ name: 'file', filename: 'me.png', content: png }]);
      expect((await app.inject({ method: 'POST', url: '/api/profile/avatar', headers: { ...hal.auth, ...body.headers }, payload: body.payload })).statusCode).toBe(200);
    }
    expect(filesUnder(avatarsDir).length).toBe(before + 1);
    expect((await postDocument(app, hal, 'resume', 'cv.pdf', PDF)).statusCode).toBe(200);
    expect(filesUnder(path.join(dataDir, 'documents', hal.id))).toHaveLength(1);
    expect(await deleteAccountNow(app, hal.id)).toBe(true);
    expect(filesUnder(avatarsDir).length).toBe(before);
    expect(filesUnder(path.join(dataDir, 'documents', hal.id))).toEqual([]);
  });
});
