// Documents of the application (spec §5 "File upload", §8 messages) on both engines: checked by content, kept in the
// database, at most 3 per kind, owner only; every refused upload keeps nothing.
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/app';
import { DOC, DOCX, PDF, multipartBody, upload, zip, zipBomb } from './helpers/documents';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';

let app: TestApp;
let alice: SignedInCandidate;
let bob: SignedInCandidate;

beforeAll(async () => {
  app = await createTestApp();
  alice = await createSignedInCandidate(app);
  bob = await createSignedInCandidate(app);
});
afterAll(async () => {
  await app?.close();
});

const post = (who: SignedInCandidate, body: { payload: Buffer; headers: Record<string, string> }) =>
  app.inject({ method: 'POST', url: '/api/candidate/documents', headers: { ...who.auth, ...body.headers }, payload: body.payload });
const stored = async (who: SignedInCandidate) =>
  (await app.db.select({ n: count() }).from(documents).where(eq(documents.candidateId, who.id)))[0]!.n;

describe('upload corpus: refused with nothing kept', () => {
  const cases: Array<[string, () => { payload: Buffer; headers: Record<string, string> }, number, string]> = [
    ['a renamed executable', () => upload('resume', 'cv.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 0x90)])), 400, 'Choose Correct File (pdf,doc,docx)'],
    ['a 1,000,001-byte PDF', () => upload('resume', 'cv.pdf', Buffer.concat([PDF, Buffer.alloc(1_000_001 - PDF.length, 0x20)])), 413, 'File is too big. Please select file size less then 1MB.'],
    ['a docx that is not a zip', () => upload('resume', 'cv.docx', Buffer.from('PK\u0003\u0004 this is not really a zip archive at all')), 400, 'Choose Correct File (pdf,doc,docx)'],
    ['a zip that is not a Word document', () => upload('resume', 'cv.docx', zip([{ name: 'hello.txt', content: Buffer.from('hi') }])), 400, 'Choose Correct File (pdf,doc,docx)'],
    ['a zip with the right names but not a Word package', () => upload('resume', 'cv.docx', zip([{ name: '[Content_Types].xml', content: Buffer.from('<Types/>') }, { name: 'word/document.xml', content: Buffer.from('<x/>') }])), 400, 'Choose Correct File (pdf,doc,docx)'],
    ['a zip bomb', () => upload('resume', 'cv.docx', zipBomb()), 400, 'Choose Correct File (pdf,doc,docx)'],
    ['an image as a CV', () => upload('resume', 'cv.png', Buffer.from('89504e470d0a1a0a', 'hex')), 400, 'Choose Correct File (pdf,doc,docx)'],
    ['a broken image on a card', () => upload('license', 'card.png', Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(50)])), 400, 'Choose Correct File (pdf,doc,docx,png,jpg,gif,webp)'],
    ['no kind', () => multipartBody([{ name: 'file', filename: 'cv.pdf', content: PDF }]), 400, 'Please say what the document is (the "kind" field, sent before the file).'],
    ['an unknown kind', () => upload('passwords', 'cv.pdf', PDF), 400, 'Please say what the document is (the "kind" field, sent before the file).'],
    ['no file', () => multipartBody([{ name: 'kind', value: 'resume' }]), 400, 'Please choose a file.'],
  ];
  it.each(cases)('%s', async (_name, body, status, message) => {
    const res = await post(alice, body());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status: false, message });
    expect(await stored(alice)).toBe(0);
  });

  it('a truncated multipart body', async () => {
    const { payload, headers } = upload('resume', 'cv.pdf', PDF);
    const res = await post(alice, { payload: payload.subarray(0, payload.length - 30), headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message: 'The upload could not be read. Please choose the file again.' });
    expect(await stored(alice)).toBe(0);
  });

  it('not multipart at all: a 415 (an upload takes multipart/form-data only)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/candidate/documents', headers: alice.auth, payload: { kind: 'resume' } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: false, message: 'This content type is not supported here.' });
    expect(await stored(alice)).toBe(0);
  });
});

describe('accepted documents', () => {
  const ids: string[] = [];
  it('pdf, doc and docx by content, whatever their names; the 4th of a kind is refused', async () => {
    for (const [name, bytes, mime, filename] of [
      ['cv.pdf', PDF, 'application/pdf', 'cv.pdf'],
      ['old.doc', DOC, 'application/msword', 'old.doc'],
      ['../../etc/cv.txt', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'cv.docx'],
    ] as const) {
      const res = await post(alice, upload('resume', name, bytes));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: true, data: { kind: 'resume', mime, size: bytes.length, filename } });
      ids.push(res.json().data.id);
    }
    const fourth = await post(alice, upload('resume', 'cv.pdf', PDF));
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().message).toBe('Cannot upload more than 3 items.');
    expect(await stored(alice)).toBe(3);
    const profile = await app.inject({ method: 'GET', url: '/api/candidate/profile', headers: alice.auth });
    expect(profile.json().data.data.resume).toMatchObject({ kind: 'resume' });
  });

  it('a card photo is re-encoded (metadata gone)', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
      .toBuffer();
    expect(jpeg.includes(Buffer.from('secret-location'))).toBe(true);
    const res = await post(alice, upload('blsFront', 'front.jpg', jpeg));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'blsFront', mime: 'image/jpeg', filename: 'front.jpg' });
    const file = await app.inject({ method: 'GET', url: `/api/candidate/documents/${res.json().data.id}`, headers: alice.auth });
    expect(file.rawPayload.includes(Buffer.from('secret-location'))).toBe(false);
  });

  it('downloads as an attachment, nosniff, no-store, the bytes as stored', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/candidate/documents/${ids[0]}`, headers: alice.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.equals(PDF)).toBe(true);
    const list = await app.inject({ method: 'GET', url: '/api/candidate/documents', headers: alice.auth });
    expect(list.json().data.map((d: { id: string }) => d.id)).toEqual(expect.arrayContaining(ids));
  });

  it('another candidate gets 404 for download and delete; a bad id is a 400', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/candidate/documents/${ids[0]}`, headers: bob.auth })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/candidate/documents/${ids[0]}`, headers: bob.auth })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/candidate/documents', headers: bob.auth })).json().data).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/candidate/documents/not-an-id', headers: alice.auth })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `/api/candidate/documents/${ids[0]}` })).statusCode).toBe(401);
    expect(await stored(alice)).toBe(4);
  });

  it('the owner deletes: "Item has been removed", then 404', async () => {
    const res = await app.inject({ method: 'DELETE', url: `/api/candidate/documents/${ids[0]}`, headers: alice.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: 'Item has been removed' });
    expect((await app.inject({ method: 'GET', url: `/api/candidate/documents/${ids[0]}`, headers: alice.auth })).statusCode).toBe(404);
    expect((await post(alice, upload('resume', 'again.pdf', PDF))).statusCode).toBe(200);
  });
});

describe('file names (RFC 6266 / RFC 5987)', () => {
  it('bidirectional and control characters are removed from the stored name at upload', async () => {
    const carol = await createSignedInCandidate(app);
    // "invoice‮fdp.exe" reads as "invoiceexe.pdf"; the other marks, isolates and controls are as invisible.
    const name = 'in\u202Evoice\u2066\u2069\u200E\u200F\u061C\u202A\u202B\u202C\u202D\u2067\u2068 fi\u0007na\u0085l\u001B.pdf';
    const res = await post(carol, upload('resume', name, PDF));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.filename).toBe('invoice final.pdf');
    const [row] = await app.db.select({ filename: documents.filename }).from(documents).where(eq(documents.id, res.json().data.id));
    expect(row!.filename).toBe('invoice final.pdf');
  });

  it('Content-Disposition: filename* percent-encodes everything outside attr-char; filename= is plain ASCII without quotes or backslashes', async () => {
    const dana = await createSignedInCandidate(app);
    const res = await post(dana, upload('resume', "Lebenslauf (Müller) 'final' *100%*.pdf", PDF));
    const file = await app.inject({ method: 'GET', url: `/api/candidate/documents/${res.json().data.id}`, headers: dana.auth });
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Lebenslauf (Muller) 'final' *100_*.pdf"; filename*=UTF-8''Lebenslauf%20%28M%C3%BCller%29%20%27final%27%20%2A100%25%2A.pdf`,
    );
    // A name stored before this rule (quotes, a backslash, a right-to-left override, a CJK name) is cleaned on the way out.
    const [legacy] = await app.db
      .insert(documents)
      .values({ candidateId: dana.id, kind: 'diploma', filename: 'a"b\\c\u202Etxt.履歴書.pdf', mime: 'application/pdf', size: PDF.length, sha256: 'x', content: PDF })
      .returning();
    const old = await app.inject({ method: 'GET', url: `/api/candidate/documents/${legacy!.id}`, headers: dana.auth });
    expect(old.headers['content-disposition']).toBe(`attachment; filename="abctxt.___.pdf"; filename*=UTF-8''a%22b%5Cctxt.%E5%B1%A5%E6%AD%B4%E6%9B%B8.pdf`);
    const header = String(old.headers['content-disposition']);
    expect(header.split("filename*=UTF-8''")[1]).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
  });
});
