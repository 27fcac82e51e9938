// Skills checklists in English, German and Spanish (decision 043), on a fresh database (PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set): every built-in checklist carries both languages for every text; a file without
// translations still imports and shows its own text in every language; translations are no new version, so a draft
// keeps its answers; answers are by item id and survive a switch of language; the PDF stays in English.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_LANGUAGES, type TChecklistDefinition, ZChecklistDefinition } from '@portal/shared/skills';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateChecklists, organizations, skillChecklists } from '../src/db/schema/index';
import { BUILTIN_CHECKLISTS } from '../src/modules/skills/builtin';
import { readChecklistCsv, readChecklistJson, splitChecklist, upsertChecklist } from '../src/modules/skills/catalogue';
import { seedSkills } from '../src/seed/skills';
import { createTestApp, type TestApp } from './helpers/app';
import { createSignedInCandidate } from './helpers/factories';
import { pdfText } from './helpers/pdf';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seedSkills(app.db);
}, 60_000);
afterAll(() => app?.close());

type Full = { name: string; role: string; description: string; version: number; sections: Array<{ id: string; title: string; items: Array<{ id: string; text: string }> }> };

const CATALOGUE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/modules/skills/catalogue');
const definition = (slug: string) => ZChecklistDefinition.parse(JSON.parse(readFileSync(path.join(CATALOGUE, `${slug}.json`), 'utf8')));
/** The same checklist as it was before it carried translations: English only. */
const englishOnly = (def: TChecklistDefinition): TChecklistDefinition => ZChecklistDefinition.parse(splitChecklist(def).english);

/**
 * A translation may equal the English only where the text is nothing but abbreviations and codes (CNA, PCT, 12-lead
 * ECG would not pass: it is words) or a name every language keeps. Kept short on purpose.
 */
const SAME_IN_EVERY_LANGUAGE = new Set<string>([]);
const abbreviationsOnly = (text: string) => /^[A-Z0-9][A-Z0-9/(),.–\- ]*$/.test(text);

/** Every text of a definition with where it is: [where, English, German, Spanish]. */
function texts(def: TChecklistDefinition): Array<[string, string, string | undefined, string | undefined]> {
  const t = def.translations;
  return [
    [`${def.slug} name`, def.name, t?.de?.name, t?.es?.name],
    [`${def.slug} role`, def.role, t?.de?.role, t?.es?.role],
    [`${def.slug} description`, def.description, t?.de?.description, t?.es?.description],
    ...def.sections.flatMap((s) => [
      [`${def.slug} category ${s.id}`, s.title, s.translations?.de?.title, s.translations?.es?.title] as [string, string, string | undefined, string | undefined],
      ...s.items.map((i) => [`${def.slug} item ${i.id}`, i.text, i.translations?.de?.text, i.translations?.es?.text] as [string, string, string | undefined, string | undefined]),
    ]),
  ];
}

describe('the built-in checklists in three languages', () => {
  it('carry German and Spanish for every name, role, description, category and item, none left in English', () => {
    expect(BUILTIN_CHECKLISTS).toHaveLength(9);
    const untranslated: string[] = [];
    for (const raw of BUILTIN_CHECKLISTS) {
      const def = ZChecklistDefinition.parse(raw);
      for (const [where, en, de, es] of texts(def))
        for (const [lang, text] of [['de', de], ['es', es]] as const) {
          if (!text?.trim()) untranslated.push(`${where}: no ${lang}`);
          else if (text === en && !abbreviationsOnly(en) && !SAME_IN_EVERY_LANGUAGE.has(en)) untranslated.push(`${where}: ${lang} is the English "${en}"`);
        }
    }
    expect(untranslated).toEqual([]);
  });

  it('say the same thing the same way: one English text has one German and one Spanish text in every checklist', () => {
    const seen = new Map<string, string>();
    const differ: string[] = [];
    for (const raw of BUILTIN_CHECKLISTS)
      for (const [where, en, de, es] of texts(ZChecklistDefinition.parse(raw)).filter(([where]) => / (item|category) /.test(where))) {
        const pair = `${de} | ${es}`;
        if (seen.has(en) && seen.get(en) !== pair) differ.push(`${where}: "${en}" → ${pair}, elsewhere ${seen.get(en)}`);
        seen.set(en, pair);
      }
    expect(differ).toEqual([]);
  });

  it('use the clinical terms: vital signs, hand hygiene, venipuncture', () => {
    const cna = definition('cna');
    const item = (def: TChecklistDefinition, id: string) => def.sections.flatMap((s) => s.items).find((i) => i.id === id)!;
    expect(item(cna, 'recording-and-reporting-abnormal-vital-signs').translations).toEqual({
      de: { text: 'Dokumentieren und Melden abweichender Vitalzeichen' },
      es: { text: 'Registro y reporte de signos vitales anormales' },
    });
    expect(item(cna, 'hand-hygiene').translations).toEqual({ de: { text: 'Händehygiene' }, es: { text: 'Higiene de manos' } });
    expect(item(definition('medical-assistant'), 'venipuncture').translations).toEqual({ de: { text: 'Venenpunktion' }, es: { text: 'Venopunción' } });
  });
});

describe('the checklist file format', () => {
  const bare = { slug: 'wound-care', name: 'Wound care', category: 'Nursing', role: 'RN', sections: [{ id: 'dressings', title: 'Dressings', items: [{ id: 'wet-to-dry', text: 'Wet-to-dry dressings' }] }] };

  it('takes a file without translations, JSON and CSV alike, and keeps no translations for it', async () => {
    const json = readChecklistJson(JSON.stringify(bare));
    expect(json.problems).toEqual([]);
    expect(splitChecklist(json.checklists[0]!).translations).toEqual({});
    const csv = await readChecklistCsv('slug,name,category,role,section,item\nwound-care,Wound care,Nursing,RN,Dressings,Wet-to-dry dressings\n');
    expect(csv.problems).toEqual([]);
    expect(splitChecklist(csv.checklists[0]!).translations).toEqual({});
  });

  it('takes a file with some translations and refuses a language it does not know, saying where', () => {
    const partial = { ...bare, translations: { de: { name: 'Wundversorgung' } } };
    const ok = readChecklistJson(JSON.stringify(partial));
    expect(ok.problems).toEqual([]);
    expect(splitChecklist(ok.checklists[0]!).translations).toEqual({ de: { name: 'Wundversorgung' } });
    const french = readChecklistJson(JSON.stringify({ ...bare, sections: [{ ...bare.sections[0], items: [{ id: 'wet-to-dry', text: 'Wet-to-dry dressings', translations: { fr: { text: 'Pansements' } } }] }] }));
    expect(french.problems).toEqual([{ where: 'checklist', reason: 'sections.0.items.0.translations: translations: only de and es.' }]);
    const empty = readChecklistJson(JSON.stringify({ ...bare, translations: { es: { name: '' } } }));
    expect(empty.problems[0]!.reason).toBe('translations.es.name: name: 2 to 120 characters.');
  });

  it('a checklist without translations shows its own text in every language', async () => {
    const [org] = await app.db.select().from(organizations).where(eq(organizations.code, 'MHS'));
    expect(await upsertChecklist(app.db, org!.id, ZChecklistDefinition.parse(bare))).toBe('added');
    for (const lang of ['en', 'de', 'es']) {
      const res = await app.inject({ method: 'GET', url: '/api/auth/get-skillTestData?slug=wound-care', headers: { 'accept-language': lang } });
      expect(res.statusCode).toBe(200);
      const data = res.json().data as Full;
      expect([data.name, data.sections[0]!.title, data.sections[0]!.items[0]!.text]).toEqual(['Wound care', 'Dressings', 'Wet-to-dry dressings']);
    }
  });
});

describe('translations and versions', () => {
  it('adding translations adds no version: a draft started in English keeps its answers and reads in Spanish at once', async () => {
    const me = await createSignedInCandidate(app, { orgCode: 'D2D' });
    const cna = definition('cna');
    // The organisation's own CNA checklist, first as it was before translations (English only).
    expect(await upsertChecklist(app.db, me.orgId, englishOnly(cna))).toBe('added');
    const first = cna.sections[0]!.items[0]!;
    const saved = await app.inject({ method: 'PUT', url: '/api/skills/checklists/draft/cna', headers: me.auth, payload: { answers: { [first.id]: { rating: 3, frequency: 'weekly' } } } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.checklist.sections[0].items[0].text).toBe(first.text);

    // The same checklist with its translations: the same version, written onto it.
    expect(await upsertChecklist(app.db, me.orgId, cna)).toBe('translated');
    expect(await upsertChecklist(app.db, me.orgId, cna)).toBe('unchanged');
    const versions = await app.db.select({ version: skillChecklists.version }).from(skillChecklists).where(and(eq(skillChecklists.orgId, me.orgId), eq(skillChecklists.slug, 'cna')));
    expect(versions).toEqual([{ version: 1 }]);

    const es = (await app.inject({ method: 'GET', url: '/api/skills/checklists/draft/cna', headers: { ...me.auth, 'accept-language': 'es' } })).json().data;
    expect(es.checklist.version).toBe(1);
    expect(es.checklist.name).toBe('Auxiliar de enfermería certificado (CNA)');
    expect(es.checklist.sections[0].items[0].text).toBe(first.translations!.es!.text);
    expect(es.answers).toEqual({ [first.id]: { rating: 3, frequency: 'weekly' } });

    // A change of the English is a new version, as before.
    const changed = { ...cna, sections: [{ ...cna.sections[0]!, items: [...cna.sections[0]!.items, { id: 'foot-care', text: 'Foot care' }] }, ...cna.sections.slice(1)] };
    expect(await upsertChecklist(app.db, me.orgId, changed)).toBe('updated');
  });

  it('the built-in checklists keep the content hash they had in English only: a database seeded before gets the translations on the same version', async () => {
    const rows = await app.db.select().from(skillChecklists).where(isNull(skillChecklists.orgId));
    for (const raw of BUILTIN_CHECKLISTS) {
      const def = ZChecklistDefinition.parse(raw);
      const row = rows.find((r) => r.slug === def.slug)!;
      expect(row.version, def.slug).toBe(1);
      // What the seed wrote before translations: the hash of the parsed English-only file.
      expect(createHash('sha256').update(JSON.stringify(englishOnly(def))).digest('hex'), def.slug).toBe(row.contentHash);
      expect(Object.keys(row.translations).sort()).toEqual(['de', 'es']);
      expect(await upsertChecklist(app.db, null, def), def.slug).toBe('unchanged');
    }
  });
});

describe('a candidate who switches language', () => {
  it('keeps every answer: saved in Spanish, read in German, signed, viewed in either; the PDF is in English', async () => {
    const me = await createSignedInCandidate(app);
    const cna = definition('cna');
    const items = cna.sections.flatMap((s) => s.items);
    const headers = (lang: string) => ({ ...me.auth, 'accept-language': lang });

    const inSpanish = (await app.inject({ method: 'GET', url: '/api/skills/checklists/draft/cna', headers: headers('es-US,es;q=0.9') })).json().data as { checklist: Full };
    expect(inSpanish.checklist.name).toBe('Auxiliar de enfermería certificado (CNA)');
    expect(inSpanish.checklist.sections.map((s) => s.title)).toContain('Control de infecciones');
    expect(inSpanish.checklist.sections.flatMap((s) => s.items.map((i) => i.id))).toEqual(items.map((i) => i.id));

    const half = Object.fromEntries(items.slice(0, 10).map((i) => [i.id, { rating: 4, frequency: 'daily' }]));
    const saved = await app.inject({ method: 'PUT', url: '/api/skills/checklists/draft/cna', headers: headers('es'), payload: { answers: half } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.checklist.sections[0].title).toBe('Cuidado personal');

    const inGerman = (await app.inject({ method: 'GET', url: '/api/skills/checklists/draft/cna', headers: headers('de') })).json().data;
    expect(inGerman.checklist.sections[0].title).toBe('Körperpflege');
    expect(inGerman.checklist.sections[0].items[0].text).toBe('Ganzkörperwäsche im Bett');
    expect(inGerman.answers).toEqual(half);
    expect(inGerman.progress.answered).toBe(10);

    const list = (await app.inject({ method: 'GET', url: '/api/skills/checklists', headers: headers('de') })).json();
    expect(list.inProgress).toEqual([expect.objectContaining({ slug: 'cna', name: 'Zertifizierte Pflegehilfskraft (CNA)' })]);

    const rest = Object.fromEntries(items.slice(10).map((i) => [i.id, { rating: 2, frequency: 'monthly' }]));
    await app.inject({ method: 'PUT', url: '/api/skills/checklists/draft/cna', headers: headers('de'), payload: { answers: rest } });
    const done = await app.inject({ method: 'POST', url: '/api/skills/checklists/draft/cna/complete', headers: headers('de'), payload: { attest: true, signature: 'Casey Jordan' } });
    expect(done.statusCode, done.body).toBe(200);
    const id = done.json().data.id as string;
    expect(done.json().data.name).toBe('Zertifizierte Pflegehilfskraft (CNA)');
    const [row] = await app.db.select({ answers: candidateChecklists.answers }).from(candidateChecklists).where(eq(candidateChecklists.id, id));
    expect(row!.answers).toEqual({ ...half, ...rest });

    const viewEs = (await app.inject({ method: 'GET', url: `/api/skills/checklists/${id}`, headers: headers('es') })).json().data;
    expect(viewEs.sections[0].items[0].text).toBe('Baño completo en cama');
    expect(viewEs.answers).toEqual({ ...half, ...rest });
    const viewEn = (await app.inject({ method: 'GET', url: `/api/skills/checklists/${id}`, headers: headers('en') })).json().data;
    expect(viewEn.name).toBe('Certified Nursing Assistant (CNA)');
    expect(viewEn.sections[0].items[0].text).toBe('Complete bed bath');
    const completed = (await app.inject({ method: 'GET', url: '/api/skills/checklists', headers: headers('es') })).json();
    expect(completed.data[0]).toMatchObject({ name: 'Auxiliar de enfermería certificado (CNA)', role: 'CNA' });

    const pdf = await app.inject({ method: 'GET', url: `/api/skills/checklists/${id}/pdf`, headers: headers('es') });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Skills checklist: Certified Nursing Assistant (CNA)');
    expect(text).toContain('Complete bed bath');
    expect(text).toContain('4 – Highly skilled / expert · Daily');
    expect(text).not.toContain('Baño completo en cama');
  });

  it('the catalogue is named in the language asked for; a language the portal does not speak reads English', async () => {
    const names = async (lang: string) =>
      ((await app.inject({ method: 'GET', url: '/api/auth/get-skillsCategory', headers: { 'accept-language': lang } })).json().data as Array<{ checklists: Array<{ slug: string; name: string; description: string }> }>)
        .flatMap((c) => c.checklists)
        .filter((c) => c.slug === 'icu-rn');
    expect((await names('de'))[0]).toMatchObject({ name: 'RN Intensivstation (ICU)' });
    expect((await names('es'))[0]!.description).toContain('cuidados críticos');
    expect((await names('fr'))[0]).toMatchObject({ name: 'Intensive Care Unit (ICU) RN' });
    const all = ((await app.inject({ method: 'GET', url: '/api/auth/get-skillTestData', headers: { 'accept-language': 'es' } })).json().data as { checklists: Array<{ slug: string; name: string }> }).checklists;
    expect(all.find((c) => c.slug === 'pct')?.name).toBe('Técnico de atención al paciente (PCT)');
  });

  it('quick apply: the checklist in the sender\'s language, the answers kept across languages', async () => {
    const start = await app.inject({
      method: 'POST',
      url: '/api/quick/application',
      payload: { firstName: 'Quinn', lastName: 'Applicant', email: `quick-lang-${Date.now()}@example.com`, phone: '(615) 555-0101', zip: '37203', role: 'CNA', specialties: ['CNA'], states: ['TN'] },
      remoteAddress: '10.44.0.1',
    });
    expect(start.statusCode, start.body).toBe(200);
    const draft = start.json().data.draft as string;
    const id = definition('cna').sections[0]!.items[1]!.id;
    const es = await app.inject({ method: 'PUT', url: '/api/quick/application/checklist/cna', headers: { 'x-quick-draft': draft, 'accept-language': 'es' }, payload: { answers: { [id]: { rating: 2 } } }, remoteAddress: '10.44.0.1' });
    expect(es.statusCode, es.body).toBe(200);
    expect(es.json().data.checklist.sections[0].items[1].text).toBe('Baño parcial, ducha y baño en tina');
    const de = (await app.inject({ method: 'GET', url: '/api/quick/application/checklist/cna', headers: { 'x-quick-draft': draft, 'accept-language': 'de' }, remoteAddress: '10.44.0.1' })).json().data;
    expect(de.checklist.sections[0].items[1].text).toBe('Teilwäsche, Duschen und Wannenbad');
    expect(de.answers).toEqual({ [id]: { rating: 2 } });
  });
});

it('CONTENT_LANGUAGES are the languages the portal speaks besides English', () => {
  expect([...CONTENT_LANGUAGES]).toEqual(['de', 'es']);
});
