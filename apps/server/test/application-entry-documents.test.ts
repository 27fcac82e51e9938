// The document limit is per entry (spec §9 default file limit 3, counted for each licence, each card... each entry of
// a repeating section), not per kind of document: a candidate with 4 licences attaches a file to the 4th. The files of
// an entry go with it when the section is saved without it, from the database and from storage.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sampleSectionData } from '@portal/shared/application/samples';
import { sectionByKey } from '@portal/shared/application/sections';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/app';
import { multipartBody, PDF } from './helpers/documents';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';

let app: TestApp;
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-entry-documents-'));
beforeAll(async () => {
  app = await createTestApp({ dataDir, fileStore: { kind: 'files' } });
});
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const uploadFor = (who: SignedInCandidate, fields: Record<string, string>, name = 'licence.pdf') => {
  const body = multipartBody([...Object.entries(fields).map(([n, value]) => ({ name: n, value })), { name: 'file', filename: name, content: PDF }]);
  return app.inject({ method: 'POST', url: '/api/candidate/documents', headers: { ...who.auth, ...body.headers }, payload: body.payload });
};
const licenceUpload = async (who: SignedInCandidate, entry: string, name = 'licence.pdf') => {
  const res = await uploadFor(who, { kind: 'license', section: 'licenses', entry }, name);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
};
const [SAMPLE] = sampleSectionData(sectionByKey('licenses')) as Array<Record<string, unknown>>;
const licence = (entry: string, number: string, image?: string | string[]) => ({ ...SAMPLE, _entry: entry, number, image });
const saveLicences = (who: SignedInCandidate, data: unknown, draft = true) =>
  app.inject({ method: 'PUT', url: '/api/candidate/application/licenses', headers: who.auth, payload: { data, draft } });
const rowsOf = async (who: SignedInCandidate) => (await app.db.select({ id: documents.id }).from(documents).where(eq(documents.candidateId, who.id))).map((r) => r.id).sort();
const filesOf = (who: SignedInCandidate) => {
  try {
    return readdirSync(path.join(dataDir, 'documents', who.id)).sort();
  } catch {
    return [];
  }
};

describe('3 files per entry, not per kind', () => {
  it('a candidate with 4 licences attaches an image to each, the 4th too', async () => {
    const c = await createSignedInCandidate(app);
    const entries = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const images: string[] = [];
    for (const entry of entries) images.push(await licenceUpload(c, entry));
    const saved = await saveLicences(c, entries.map((entry, i) => licence(entry, `RN-00${i}`, images[i])), false);
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = saved.json().data.sections.licenses.data as Array<{ _entry: string; image: string }>;
    expect(stored.map((e) => [e._entry, e.image])).toEqual(entries.map((entry, i) => [entry, images[i]]));
  });

  it('an entry takes 3 files (over all its file fields); the 4th is refused with the spec message, another entry still takes files', async () => {
    const c = await createSignedInCandidate(app);
    const [one, two] = [randomUUID(), randomUUID()];
    const held = [await licenceUpload(c, one), await licenceUpload(c, one), await licenceUpload(c, one)];
    const fourth = await uploadFor(c, { kind: 'license', section: 'licenses', entry: one });
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().message).toBe('Cannot upload more than 3 items.');
    await licenceUpload(c, two);
    expect(await rowsOf(c)).toHaveLength(4);
    // An entry holds the 3 files in its field; a 4th id is refused by the save too.
    expect((await saveLicences(c, [licence(one, 'RN-1', held)])).statusCode).toBe(200);
    const other = await licenceUpload(c, two);
    const tooMany = await saveLicences(c, [licence(one, 'RN-1', [...held, other])]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0]).toEqual({ path: '0.image', message: 'Cannot upload more than 3 items.' });
    // Cards: front and back count together.
    const card = randomUUID();
    for (const kind of ['blsFront', 'blsFront', 'blsBack']) expect((await uploadFor(c, { kind, section: 'lifeSupportCert', entry: card }, 'card.pdf')).statusCode).toBe(200);
    expect((await uploadFor(c, { kind: 'blsBack', section: 'lifeSupportCert', entry: card }, 'card.pdf')).json().message).toBe('Cannot upload more than 3 items.');
  });

  it('a file uploaded for one entry cannot be put in another (it goes with its own)', async () => {
    const c = await createSignedInCandidate(app);
    const [one, two] = [randomUUID(), randomUUID()];
    const image = await licenceUpload(c, one);
    const res = await saveLicences(c, [licence(one, 'RN-1'), licence(two, 'RN-2', image)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please upload the document again.');
  });

  it('says what is missing when a section upload names no entry, or a section without that kind', async () => {
    const c = await createSignedInCandidate(app);
    expect((await uploadFor(c, { kind: 'license', section: 'licenses' })).json().message).toBe('Please say which entry the document is for (the "entry" field, sent before the file).');
    expect((await uploadFor(c, { kind: 'license', section: 'education', entry: randomUUID() })).json().message).toBe('Please say which section the document is for (the "section" field, sent before the file).');
    expect((await uploadFor(c, { kind: 'license', section: 'nope', entry: randomUUID() })).statusCode).toBe(400);
    expect(await rowsOf(c)).toEqual([]);
  });
});

describe('the files of a removed entry go with it', () => {
  it('saved without the entry: its files leave the database and the storage; the other entries keep theirs', async () => {
    const c = await createSignedInCandidate(app);
    const [one, two, three] = [randomUUID(), randomUUID(), randomUUID()];
    const a = await licenceUpload(c, one);
    const b = [await licenceUpload(c, two), await licenceUpload(c, two)];
    const d = await licenceUpload(c, three);
    expect((await saveLicences(c, [licence(one, 'RN-1', a), licence(two, 'RN-2', b), licence(three, 'RN-3', d)])).statusCode).toBe(200);
    // A file uploaded for entry two that its field does not point at yet goes with it too.
    const pending = await licenceUpload(c, two);
    expect(filesOf(c)).toEqual([a, ...b, d, pending].sort());

    const res = await saveLicences(c, [licence(one, 'RN-1', a), licence(three, 'RN-3', d)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsOf(c)).toEqual([a, d].sort());
    expect(filesOf(c)).toEqual([a, d].sort());
  });

  it('a new entry not saved yet keeps the file uploaded for it while an earlier save goes through', async () => {
    const c = await createSignedInCandidate(app);
    const one = randomUUID();
    expect((await saveLicences(c, [licence(one, 'RN-1')])).statusCode).toBe(200);
    const fresh = randomUUID();
    const image = await licenceUpload(c, fresh);
    // A draft sent before the new entry was added arrives after the upload.
    expect((await saveLicences(c, [licence(one, 'RN-1b')])).statusCode).toBe(200);
    expect((await saveLicences(c, [licence(one, 'RN-1b'), licence(fresh, 'RN-2', image)])).statusCode).toBe(200);
    expect(await rowsOf(c)).toEqual([image]);
  });

  it('a client that sends no entry ids keeps each entry with its files', async () => {
    const c = await createSignedInCandidate(app);
    const [one, two] = [randomUUID(), randomUUID()];
    const a = await licenceUpload(c, one);
    const b = await licenceUpload(c, two);
    expect((await saveLicences(c, [licence(one, 'RN-1', a), licence(two, 'RN-2', b)])).statusCode).toBe(200);
    const bare = (number: string, image: string) => ({ ...SAMPLE, number, image });
    const res = await saveLicences(c, [bare('RN-2', b)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.sections.licenses.data[0]._entry).toBe(two);
    expect(await rowsOf(c)).toEqual([b]);
    expect(filesOf(c)).toEqual([b]);
  });

  it('a section marked not applicable takes the files of every entry', async () => {
    const c = await createSignedInCandidate(app);
    const entry = randomUUID();
    const body = multipartBody([
      { name: 'kind', value: 'boardCert' },
      { name: 'section', value: 'boardCert' },
      { name: 'entry', value: entry },
      { name: 'file', filename: 'cert.pdf', content: PDF },
    ]);
    const up = await app.inject({ method: 'POST', url: '/api/candidate/documents', headers: { ...c.auth, ...body.headers }, payload: body.payload });
    expect(up.statusCode, up.body).toBe(200);
    const [cert] = sampleSectionData(sectionByKey('boardCert'), { fileId: up.json().data.id }) as Array<Record<string, unknown>>;
    expect((await app.inject({ method: 'PUT', url: '/api/candidate/application/boardCert', headers: c.auth, payload: { draft: true, data: [{ ...cert, _entry: entry }] } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'PUT', url: '/api/candidate/application/boardCert', headers: c.auth, payload: { notApplicable: true, data: null } })).statusCode).toBe(200);
    expect(await rowsOf(c)).toEqual([]);
    expect(filesOf(c)).toEqual([]);
  });
});
