// The portal's PDFs page by page, as a facility reads them (decision 041): a full profile packet (every section filled,
// long answers, many entries), a skills checklist and a test result in German. Each page carries the running header and
// "Page N of M"; a label stays with its value, a heading and an entry's label with what follows; no page holds a line
// or two alone. The pages are read with poppler (`pdftotext -layout`, `pdftoppm`): e2e/support/pdf-pages.ts.
import { sampleSectionData } from '@portal/shared/application/samples';
import { SECTIONS } from '@portal/shared/application/sections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKET_KEEP_WITH_NEXT, pdfPageProblems } from '../../../e2e/support/pdf-pages';
import { recordOffer } from '../src/modules/application/service';
import { seedSkills } from '../src/seed/skills';
import { createTestApp, type TestApp } from './helpers/app';
import { PDF, upload } from './helpers/documents';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';
import { pdfText } from './helpers/pdf';
import { giveCompletedReferences } from './helpers/reference-factories';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seedSkills(app.db);
}, 60_000);
afterAll(() => app?.close());

async function uploadAs(who: SignedInCandidate, kind: string, name: string): Promise<string> {
  const body = upload(kind, name, PDF);
  const res = await app.inject({ method: 'POST', url: '/api/candidate/documents', headers: { ...who.auth, ...body.headers }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

describe('the profile packet', () => {
  it('a full application: every page has the header and its number, no label without its value, no orphan lines', async () => {
    const who = await createSignedInCandidate(app, { firstName: 'Alexandra', lastName: 'Morgan-Reyes' });
    await uploadAs(who, 'resume', 'alexandra-morgan-reyes-cv.pdf');
    const fileId = await uploadAs(who, 'license', 'rn-license-texas.pdf');
    for (const kind of ['boardCert', 'diploma', 'immunizationRecords', 'blsFront', 'blsBack']) await uploadAs(who, kind, `${kind}-scan.pdf`);
    await recordOffer(app.db, who.id);
    for (const section of SECTIONS) {
      if (section.list === 'references') {
        await giveCompletedReferences(app, who);
        continue;
      }
      const body: Record<string, unknown> = { data: sampleSectionData(section, { fileId, full: { entries: 6 } }) };
      if (section.key === 'backgroundCheck') body.disclosureViewedAt = new Date().toISOString();
      const res = await app.inject({ method: 'PUT', url: `/api/candidate/application/${section.key}`, headers: who.auth, payload: body });
      expect(res.statusCode, `${section.key}: ${res.body}`).toBe(200);
    }

    const res = await app.inject({ method: 'GET', url: '/api/candidate/application/packet.pdf', headers: who.auth });
    expect(res.statusCode).toBe(200);
    const { pages, texts, problems } = pdfPageProblems(res.rawPayload, {
      header: ['Meridian Health Staffing', 'Profile packet', 'Alexandra Morgan-Reyes'],
      keepWithNext: PACKET_KEEP_WITH_NEXT,
    });
    expect(problems).toEqual([]);
    // A long document: every section is there, in order, each on some page.
    expect(pages).toBeGreaterThan(10);
    const all = texts.flat().join('\n');
    let at = 0;
    for (const section of SECTIONS) {
      const found = all.indexOf(`${section.step + 1}. ${section.title}`, at);
      expect(found, section.title).toBeGreaterThan(at);
      at = found;
    }
    // The text is still all there, whole, as a viewer reads it.
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Position 6');
    expect(text).toContain('***-**-6789');
    expect(text).toContain('alexandra-morgan-reyes-cv.pdf');
  });
});

describe('skills', () => {
  it('a completed checklist of dozens of items reads page by page', async () => {
    const me = await createSignedInCandidate(app, { firstName: 'Casey', lastName: 'Jordan' });
    const slug = 'icu-rn';
    const checklist = (await app.inject({ method: 'GET', url: `/api/auth/get-skillTestData?slug=${slug}` })).json().data as {
      name: string;
      sections: Array<{ items: Array<{ id: string }> }>;
    };
    const answers = Object.fromEntries(checklist.sections.flatMap((s) => s.items.map((i, n) => [i.id, { rating: 1 + (n % 4), frequency: 'weekly' }])));
    await app.inject({ method: 'PUT', url: `/api/skills/checklists/draft/${slug}`, headers: me.auth, payload: { answers, ageGroups: ['adult', 'geriatric'] } });
    const done = await app.inject({ method: 'POST', url: `/api/skills/checklists/draft/${slug}/complete`, headers: me.auth, payload: { attest: true, signature: 'Casey Jordan' } });
    expect(done.statusCode, done.body).toBe(200);
    const pdf = await app.inject({ method: 'GET', url: `/api/skills/checklists/${done.json().data.id}/pdf`, headers: me.auth });
    expect(pdf.statusCode).toBe(200);
    const { pages, problems } = pdfPageProblems(pdf.rawPayload, { header: ['Meridian Health Staffing', 'Skills checklist', 'Casey Jordan'] });
    expect(problems).toEqual([]);
    expect(pages).toBeGreaterThan(1);
  });

  it("a test result keeps each question with its answer, and numbers its pages in the candidate's language", async () => {
    const me = await createSignedInCandidate(app, { firstName: 'Casey', lastName: 'Jordan' });
    const start = await app.inject({ method: 'POST', url: '/api/skills/tests/phlebotomy-basics/start', headers: { ...me.auth, 'accept-language': 'de' } });
    expect(start.statusCode, start.body).toBe(200);
    const attempt = start.json().data as { id: string; questions: Array<{ id: string }> };
    const answers = Object.fromEntries(attempt.questions.map((q) => [q.id, 0]));
    expect((await app.inject({ method: 'POST', url: `/api/skills/tests/attempts/${attempt.id}/submit`, headers: me.auth, payload: { answers } })).statusCode).toBe(200);
    const pdf = await app.inject({ method: 'GET', url: `/api/skills/tests/attempts/${attempt.id}/pdf`, headers: { ...me.auth, 'accept-language': 'de' } });
    expect(pdf.statusCode).toBe(200);
    const { pages, problems } = pdfPageProblems(pdf.rawPayload, {
      header: ['Meridian Health Staffing', 'Ergebnis des Fachtests', 'Casey Jordan'],
      pageLabel: (n, count) => `Seite ${n} von ${count}`,
    });
    expect(problems).toEqual([]);
    expect(pages).toBeGreaterThan(1);
  });
});
