// Encrypted values are bound to their owner and place: a ciphertext copied into another candidate's row, another field
// or any free-text field is never decrypted there (the export, the API answers and the packet PDF show plain text as it
// is, and a moved value as unavailable). Values of the first format are re-encrypted with their place at start-up;
// `crypto:rotate` re-encrypts everything under the current key, and older keys decrypt until then.
import { createCipheriv, randomBytes } from 'node:crypto';
import { sampleSectionData } from '@portal/shared/application/samples';
import { sectionByKey } from '@portal/shared/application/sections';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { candidateReferences } from '../src/db/schema/index';
import { createCipher } from '../src/modules/application/crypto';
import { REENCRYPT_TASK, reencryptAll, referenceAnswerPlace } from '../src/modules/application/sealed';
import { renderReferencePdf } from '../src/modules/references/pdf';
import { type TestApp, createTestApp, testConfig } from './helpers/app';
import { createSignedInCandidate } from './helpers/factories';
import { pdfText } from './helpers/pdf';
import { giveCompletedReferences } from './helpers/reference-factories';
import { readZip } from './helpers/zip';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** A's SSN, plain or masked. */
const A_SSN = /123-45-6789|\*\*\*-\*\*-6789/;

type Who = Awaited<ReturnType<typeof createSignedInCandidate>>;
type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** A value of the first format (no associated data, no key id), as the portal wrote it before. */
function encryptV1(hexKey: string, value: unknown): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', Buffer.from(hexKey, 'hex'), iv);
  const body = Buffer.concat([c.update(JSON.stringify(value), 'utf8'), c.final()]);
  return `enc:v1:${Buffer.concat([iv, c.getAuthTag(), body]).toString('base64')}`;
}

async function save(who: Who, key: string, data: unknown) {
  const payload: Row = { data };
  if (key === 'backgroundCheck') payload.disclosureViewedAt = new Date().toISOString();
  const res = await app.inject({ method: 'PUT', url: `/api/candidate/application/${key}`, headers: who.auth, payload });
  expect(res.statusCode, res.body).toBe(200);
}

const sample = (key: string, extra: Row = {}) => ({ ...(sampleSectionData(sectionByKey(key as never)) as Row), ...extra });

async function storedData(candidateId: string, section: string): Promise<Row> {
  const [row] = rowsOf(await app.db.execute(sql`SELECT data FROM application_sections WHERE candidate_id = ${candidateId} AND section = ${section}`));
  return row!.data as Row;
}

async function setStored(candidateId: string, section: string, data: Row) {
  await app.db.execute(sql`UPDATE application_sections SET data = ${JSON.stringify(data)}::jsonb WHERE candidate_id = ${candidateId} AND section = ${section}`);
}

async function exportText(who: Who): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/account/export', headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return readZip(res.rawPayload).get('data.json')!.toString('utf8');
}

async function answers(who: Who) {
  const res = await app.inject({ method: 'GET', url: '/api/candidate/application', headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.sections as Record<string, { data: Row }>;
}

async function packet(who: Who): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/candidate/application/packet.pdf', headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return pdfText(res.rawPayload);
}

describe('a ciphertext pasted by another candidate', () => {
  it("is plain text in B's profile and free-text answers: B's export, answers and packet show it as typed, never A's SSN", async () => {
    const a = await createSignedInCandidate(app, { firstName: 'Alice', lastName: 'Ames' });
    await save(a, 'backgroundCheck', sample('backgroundCheck', { ssn: '123-45-6789' }));
    const aSsn = String((await storedData(a.id, 'backgroundCheck')).ssn);
    expect(aSsn).toMatch(/^enc:/);
    // The same value as the first format wrote it (rows written before this release).
    const aSsnV1 = encryptV1(app.config.secrets.dataKey, '123-45-6789');

    const b = await createSignedInCandidate(app, { firstName: 'Bruno', lastName: 'Banks' });
    const profile = await app.inject({ method: 'PUT', url: '/api/profile', headers: b.auth, payload: { fName: 'Bruno', lName: 'Banks', description: aSsnV1, cell: '', office: '' } });
    expect(profile.statusCode, profile.body).toBe(200);
    await save(b, 'personalInfo', sample('personalInfo', { otherNames: aSsn }));
    // A sensitive free-text field: encrypted for B as the text B typed.
    await save(b, 'backgroundCheck', sample('backgroundCheck', { ssn: '987-65-4321', aliases: aSsnV1 }));

    const text = await exportText(b);
    expect(text).not.toContain('123-45-6789');
    const json = JSON.parse(text) as { tables: Record<string, Row[]> };
    expect(json.tables.candidates![0]!.description).toBe(aSsnV1);
    const sections = new Map(json.tables.application_sections!.map((row) => [row.section, row.data as Row]));
    expect(sections.get('personalInfo')!.otherNames).toBe(aSsn);
    expect(sections.get('backgroundCheck')).toMatchObject({ aliases: aSsnV1, ssn: '987-65-4321' });

    const read = await answers(b);
    expect(read.personalInfo!.data.otherNames).toBe(aSsn);
    expect(read.backgroundCheck!.data).toMatchObject({ aliases: aSsnV1, ssn: '***-**-4321' });
    expect(JSON.stringify(read)).not.toMatch(A_SSN);
    const me = await app.inject({ method: 'GET', url: '/api/profile', headers: b.auth });
    expect(JSON.stringify(me.json())).not.toMatch(A_SSN);

    const pdf = await packet(b);
    expect(pdf).not.toMatch(A_SSN);
    expect(pdf).toContain('***-**-4321');
  });

  it("a v2 value copied into another candidate's row or another field does not decrypt: shown as unavailable, never a 5xx", async () => {
    const a = await createSignedInCandidate(app, { firstName: 'Alma', lastName: 'Ames' });
    const b = await createSignedInCandidate(app, { firstName: 'Boris', lastName: 'Banks' });
    await save(a, 'backgroundCheck', sample('backgroundCheck', { ssn: '123-45-6789' }));
    await save(b, 'backgroundCheck', sample('backgroundCheck', { ssn: '987-65-4321' }));
    const aData = await storedData(a.id, 'backgroundCheck');

    // Into B's own SSN field: B sees nothing of A's.
    await setStored(b.id, 'backgroundCheck', { ...(await storedData(b.id, 'backgroundCheck')), ssn: aData.ssn });
    const read = await answers(b);
    expect(read.backgroundCheck!.data.ssn).toBeUndefined();
    expect(JSON.stringify(read)).not.toMatch(A_SSN);
    const text = await exportText(b);
    expect(text).not.toContain('123-45-6789');
    expect((JSON.parse(text) as { tables: Record<string, Row[]> }).tables.application_sections!.find((r) => r.section === 'backgroundCheck')!.data).toMatchObject({ ssn: '[unavailable]' });
    expect(await packet(b)).not.toMatch(A_SSN);

    // Into another field of A's own row (the SSN as the date of birth; the W-9's SSN field).
    await setStored(a.id, 'backgroundCheck', { ...aData, dob: aData.ssn });
    const own = await answers(a);
    expect(own.backgroundCheck!.data).toMatchObject({ ssn: '***-**-6789' });
    expect(own.backgroundCheck!.data.dob).toBeUndefined();
    await save(a, 'formW9', sample('formW9', { tinType: 'ssn', ssn: '111-22-3333' }));
    await setStored(a.id, 'formW9', { ...(await storedData(a.id, 'formW9')), ssn: aData.ssn });
    expect((await answers(a)).formW9!.data.ssn).toBeUndefined();
  });
});

describe('values of the first format', () => {
  it('are read in their designed field only, re-encrypted with their place by the start-up task (idempotent, safe twice at once)', async () => {
    const c = await createSignedInCandidate(app, { firstName: 'Cora', lastName: 'Cole' });
    await save(c, 'backgroundCheck', sample('backgroundCheck', { ssn: '123-45-6789' }));
    await save(c, 'personalInfo', sample('personalInfo'));
    const key = app.config.secrets.dataKey;
    const pasted = encryptV1(key, '555-44-3333');
    const bg = await storedData(c.id, 'backgroundCheck');
    await setStored(c.id, 'backgroundCheck', { ...bg, ssn: encryptV1(key, '123-45-6789'), dob: encryptV1(key, '03/15/1990') });
    await setStored(c.id, 'personalInfo', { ...(await storedData(c.id, 'personalInfo')), otherNames: pasted });

    const before = await answers(c);
    expect(before.backgroundCheck!.data).toMatchObject({ ssn: '***-**-6789', dob: '**/**/1990' });
    expect(before.personalInfo!.data.otherNames).toBe(pasted);

    await app.queue.enqueue(REENCRYPT_TASK, {});
    expect(await app.queue.runDue({ kinds: [REENCRYPT_TASK] })).toBe(1);
    const after = await storedData(c.id, 'backgroundCheck');
    expect(after.ssn).toMatch(/^enc:v2:/);
    expect(after.dob).toMatch(/^enc:v2:/);
    expect(after.legalFirstName).toBe(bg.legalFirstName);
    // Text in a field not encrypted by design stays as it was typed.
    expect((await storedData(c.id, 'personalInfo')).otherNames).toBe(pasted);
    expect((await answers(c)).backgroundCheck!.data).toMatchObject({ ssn: '***-**-6789', dob: '**/**/1990' });
    const text = await exportText(c);
    expect(text).toContain('123-45-6789');
    expect(text).toContain(pasted);
    expect(text).not.toContain('555-44-3333');

    // Two instances at once, then again: each value is re-encrypted once, the row holds one consistent version.
    await setStored(c.id, 'backgroundCheck', { ...after, ssn: encryptV1(key, '123-45-6789') });
    const cipher = createCipher(app.config.secrets);
    const [one, two] = await Promise.all([reencryptAll(app.db, cipher, 'v1'), reencryptAll(app.db, cipher, 'v1')]);
    expect(one.values + two.values).toBe(1);
    expect((await reencryptAll(app.db, cipher, 'v1')).values).toBe(0);
    expect((await answers(c)).backgroundCheck!.data).toMatchObject({ ssn: '***-**-6789', dob: '**/**/1990' });
  });
  it('an instance with the queue worker enqueues the re-encryption at start', async () => {
    const c = await createSignedInCandidate(app, { firstName: 'Cleo', lastName: 'Cole' });
    await save(c, 'backgroundCheck', sample('backgroundCheck', { ssn: '123-45-6789' }));
    await setStored(c.id, 'backgroundCheck', { ...(await storedData(c.id, 'backgroundCheck')), ssn: encryptV1(app.config.secrets.dataKey, '123-45-6789') });
    const worker = await buildApp({ config: testConfig({ queueWorker: true }), database: app.database, closeDatabase: false, logger: false });
    try {
      await worker.ready();
      const deadline = Date.now() + 20_000;
      while (!String((await storedData(c.id, 'backgroundCheck')).ssn).startsWith('enc:v2:') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect((await storedData(c.id, 'backgroundCheck')).ssn).toMatch(/^enc:v2:/);
    } finally {
      await worker.close();
    }
  });
});

describe('key rotation', () => {
  it('older keys decrypt until crypto:rotate re-encrypts every value under the current key', async () => {
    const d = await createSignedInCandidate(app, { firstName: 'Dora', lastName: 'Dale' });
    await save(d, 'backgroundCheck', sample('backgroundCheck', { ssn: '123-45-6789' }));
    await save(d, 'formW9', sample('formW9', { tinType: 'ssn', ssn: '111-22-3333' }));
    const oldKey = app.config.secrets.dataKey;
    const [ref] = await giveCompletedReferences(app, d);
    const oldCipher = createCipher(oldKey);
    await app.db
      .update(candidateReferences)
      .set({ answer: oldCipher.encrypt({ additionalNotes: 'Reliable and kind' }, referenceAnswerPlace(d.id, ref!.id)) })
      .where(eq(candidateReferences.id, ref!.id));

    const newKey = 'ab'.repeat(32);
    const secrets = { ...app.config.secrets, dataKey: newKey, previousDataKeys: [oldKey] };
    const rotated = await buildApp({ config: testConfig({ secrets }), database: app.database, closeDatabase: false, logger: false });
    try {
      await rotated.ready();
      const read = await rotated.inject({ method: 'GET', url: '/api/candidate/application', headers: d.auth });
      expect(read.json().data.sections.backgroundCheck.data.ssn).toBe('***-**-6789');

      // Without the older key, nothing under it is readable: listed, never shown.
      const newOnly = createCipher(newKey);
      expect((await reencryptAll(app.db, newOnly, 'all')).unavailable.filter((p) => p.candidateId === d.id).length).toBeGreaterThan(0);

      const cipher = createCipher(secrets);
      const done = await reencryptAll(app.db, cipher, 'all');
      // (Values moved by the tests above stay unavailable, each in its place.)
      expect(done.unavailable.filter((p) => p.candidateId === d.id)).toEqual([]);
      expect(done.values).toBeGreaterThan(5);
      // Every value of D's encrypted by design is now under the new key: the new key alone reads them all.
      expect((await reencryptAll(app.db, newOnly, 'all')).unavailable.filter((p) => p.candidateId === d.id)).toEqual([]);
      const stored = JSON.stringify([await storedData(d.id, 'backgroundCheck'), await storedData(d.id, 'formW9')]);
      expect(stored.match(/enc:v2:[0-9a-f]{8}:/g)!.every((prefix) => prefix === `enc:v2:${cipher.keyId}:`)).toBe(true);
      expect((await reencryptAll(app.db, cipher, 'all')).values).toBe(0);
      const pdf = await renderReferencePdf(app.db, { dataKey: newKey }, ref!.id);
      expect(await pdfText(pdf.pdf)).toContain('Reliable and kind');

      const again = await rotated.inject({ method: 'GET', url: '/api/candidate/application', headers: d.auth });
      expect(again.json().data.sections.backgroundCheck.data.ssn).toBe('***-**-6789');
      expect(again.json().data.sections.formW9.data.ssn).toBe('***-**-3333');
    } finally {
      await rotated.close();
    }
  });

  it("a referee's answer copied to another reference does not decrypt there: the agency PDF refuses with a message", async () => {
    const e = await createSignedInCandidate(app, { firstName: 'Ella', lastName: 'Eaton' });
    const [first, second] = await giveCompletedReferences(app, e);
    const cipher = createCipher(app.config.secrets);
    const answer = cipher.encrypt({ additionalNotes: 'Kind' }, referenceAnswerPlace(e.id, first!.id));
    await app.db.update(candidateReferences).set({ answer }).where(eq(candidateReferences.id, second!.id));
    await expect(renderReferencePdf(app.db, app.config.secrets, second!.id)).rejects.toThrow('cannot be decrypted');
  });
});
