// Documents are checked by structure (security.md rule 27): real files made by pandoc and LibreOffice are accepted;
// macro-enabled packages, external templates, OLE files that are not Word documents, PDFs that run scripts, launch
// programs or carry files, truncated PDFs and password-protected PDFs are refused, each with a message, nothing kept.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../src/db/schema/index';
import { HOSTILE_DOCX, HOSTILE_OLE, HOSTILE_PDFS, upload } from './helpers/documents';
import { createTestApp, type TestApp } from './helpers/app';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures/documents', name));
const WRONG = 'Choose Correct File (pdf,doc,docx)';
const ACTIVE =
  'This document contains macros, scripts, attached files or links that run when it opens, so it cannot be accepted. Please save it as a plain PDF or Word document and upload that.';
const ENCRYPTED = 'This PDF is protected by a password, so the agency could not open it. Please upload a copy without the password.';

let app: TestApp;
let alice: SignedInCandidate;

beforeAll(async () => {
  app = await createTestApp();
  alice = await createSignedInCandidate(app);
});
afterAll(async () => {
  await app?.close();
});

const post = (kind: string, name: string, bytes: Buffer, language?: string) => {
  const body = upload(kind, name, bytes);
  return app.inject({
    method: 'POST',
    url: '/api/candidate/documents',
    headers: { ...alice.auth, ...body.headers, ...(language ? { 'accept-language': language } : {}) },
    payload: body.payload,
  });
};
const stored = async () => (await app.db.select({ n: count() }).from(documents).where(eq(documents.candidateId, alice.id)))[0]!.n;

describe('real documents made by pandoc and LibreOffice are accepted', () => {
  it.each([
    ['cv-pandoc.docx', 'resume', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['cv-libreoffice.docx', 'resume', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['cv-libreoffice.doc', 'resume', 'application/msword'],
    ['cv-libreoffice.pdf', 'license', 'application/pdf'],
  ])('%s', async (name, kind, mime) => {
    const res = await post(kind, name, fixture(name));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ mime, size: fixture(name).length });
  });
});

describe('hostile documents are refused, nothing kept', () => {
  it.each([
    ['a macro-enabled package (docm)', 'cv.docx', HOSTILE_DOCX.macroEnabled, ACTIVE],
    ['a Word package with a VBA project', 'cv.docx', HOSTILE_DOCX.vbaProject, ACTIVE],
    ['an external template relationship', 'cv.docx', HOSTILE_DOCX.externalTemplate, ACTIVE],
    ['a package whose main part is a spreadsheet', 'cv.docx', HOSTILE_DOCX.spreadsheet, WRONG],
    ['an OLE package carrying an executable, no WordDocument stream', 'cv.doc', HOSTILE_OLE.packagedExe, WRONG],
    ['an OLE file whose WordDocument stream is not Word', 'cv.doc', HOSTILE_OLE.notAFib, WRONG],
    ['an OLE header and nothing else', 'cv.doc', HOSTILE_OLE.headerOnly, WRONG],
    ['a PDF with JavaScript', 'cv.pdf', HOSTILE_PDFS.javascript, ACTIVE],
    ['a PDF with JavaScript written with #-escaped names', 'cv.pdf', HOSTILE_PDFS.escapedJavascript, ACTIVE],
    ['a PDF with JavaScript inside a compressed object stream', 'cv.pdf', HOSTILE_PDFS.scriptInObjectStream, ACTIVE],
    ['a PDF with a launch action', 'cv.pdf', HOSTILE_PDFS.launch, ACTIVE],
    ['a PDF with an embedded file', 'cv.pdf', HOSTILE_PDFS.embeddedFile, ACTIVE],
    ['a truncated PDF without cross-reference or trailer', 'cv.pdf', HOSTILE_PDFS.truncated, WRONG],
    ['an encrypted PDF', 'cv.pdf', HOSTILE_PDFS.encrypted, ENCRYPTED],
    ['a password-protected PDF made by LibreOffice', 'cv.pdf', fixture('cv-libreoffice-password.pdf'), ENCRYPTED],
  ])('%s', async (_name, filename, bytes, message) => {
    const before = await stored();
    const res = await post('resume', filename, bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message });
    expect(await stored()).toBe(before);
  });

  it('the password message in German and Spanish', async () => {
    const de = await post('resume', 'cv.pdf', HOSTILE_PDFS.encrypted, 'de');
    expect(de.json().message).toBe('Dieses PDF ist durch ein Passwort geschützt, daher könnte die Agentur es nicht öffnen. Bitte laden Sie eine Kopie ohne Passwort hoch.');
    const es = await post('resume', 'cv.pdf', HOSTILE_PDFS.encrypted, 'es');
    expect(es.json().message).toBe('Este PDF está protegido con contraseña, por lo que la agencia no podría abrirlo. Suba una copia sin contraseña.');
  });
});
