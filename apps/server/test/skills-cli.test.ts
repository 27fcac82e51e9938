// The catalogue import: every problem named with where and why (like jobs:import), versions, and the portal command.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readChecklistCsv, readChecklistJson, readTestJson } from '../src/modules/skills/catalogue';
import { portalInProcess } from './helpers/cli';

describe('reading checklist files', () => {
  it('CSV: one row per item, grouped into categories; each bad row says where and why', async () => {
    const csv = [
      'slug,name,category,role,description,section,item',
      'dialysis-tech,Dialysis Technician,Allied,Dialysis Tech,Haemodialysis skills,Machine,Machine set-up and priming',
      'dialysis-tech,Dialysis Technician,Allied,Dialysis Tech,,Machine,Water treatment checks',
      'dialysis-tech,Dialysis Technician,Allied,Dialysis Tech,,Access,Fistula cannulation',
      'Bad Slug,X,Allied,R,,S,Item',
      'dialysis-tech,Dialysis Technician,Nursing,Dialysis Tech,,Access,Catheter care',
      'dialysis-tech,Dialysis Technician,Allied,Dialysis Tech,,Access,Fistula cannulation',
      'other,Other,Dental,R,,S,',
      'short,row',
    ].join('\n');
    const { checklists, problems } = await readChecklistCsv(csv);
    expect(checklists).toHaveLength(1);
    expect(checklists[0]!.sections.map((s) => [s.title, s.items.length])).toEqual([['Machine', 2], ['Access', 1]]);
    expect(checklists[0]!.description).toBe('Haemodialysis skills');
    expect(problems).toEqual([
      { where: 'line 5', reason: expect.stringContaining('slug: lower-case letters') },
      { where: 'line 6', reason: expect.stringContaining('differ from line 2') },
      { where: 'line 7', reason: expect.stringContaining('appears twice') },
      { where: 'line 8', reason: expect.stringMatching(/category is Nursing or Allied.*item: 1 to 300/) },
      { where: 'line 9', reason: 'This row has 2 values; the header names 7 columns.' },
    ]);
    await expect(readChecklistCsv('slug,name\nx,y')).rejects.toThrow(/must name the columns category, role, section, item/);
  });

  it('JSON: a checklist or an array, checked by the shared schema; tests must point at a real option', async () => {
    const good = { slug: 'lab-tech', name: 'Lab Technician', category: 'Allied', role: 'MLT', sections: [{ id: 'a', title: 'A', items: [{ id: 'x', text: 'X' }] }] };
    expect(readChecklistJson(JSON.stringify(good)).checklists).toHaveLength(1);
    const { problems } = readChecklistJson(JSON.stringify([good, { ...good, slug: 'twice', sections: [{ id: 'a', title: 'A', items: [{ id: 'x', text: 'X' }, { id: 'x', text: 'Y' }] }] }, { slug: 'no' }]));
    expect(problems.map((p) => p.where)).toEqual(['item 2', 'item 3']);
    expect(problems[0]!.reason).toContain('item id x appears twice');
    expect(() => readChecklistJson('{nope')).toThrow(/not valid JSON/);
    const test = readTestJson(JSON.stringify({ slug: 'mini', name: 'Mini test', category: 'Nursing', timeLimitMinutes: 5, passMark: 80, questions: [{ id: 'q', text: 'Why?', options: ['a', 'b'], answer: 2 }] }));
    expect(test.problems[0]!.reason).toContain('questions.0.answer: answer is the index of one of the 2 options');
  });
});

describe('portal skills:import', () => {
  const { dataDir, portal } = portalInProcess('portal-cli-skills-');
  it('imports, versions a changed checklist, refuses a bad file naming its rows, and lists', async () => {
    expect((await portal('seed:demo')).code).toBe(0);
    const file = path.join(dataDir, 'dialysis.csv');
    writeFileSync(file, 'slug,name,category,role,section,item\ndialysis-tech,Dialysis Technician,Allied,Dialysis Tech,Machine,Priming\n');
    const first = await portal('skills:import', file);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toContain('every brand: 1 checklists added, 0 updated (new version), 0 with new translations, 0 unchanged, 0 skipped.');
    writeFileSync(file, 'slug,name,category,role,section,item\ndialysis-tech,Dialysis Technician,Allied,Dialysis Tech,Machine,Priming\ndialysis-tech,Dialysis Technician,Allied,Dialysis Tech,Machine,Alarms\n');
    expect((await portal('skills:import', file, '--org', 'MHS')).out).toContain('MHS: 1 checklists added');
    expect((await portal('skills:import', file)).out).toContain('1 updated (new version)');
    expect((await portal('skills:import', file)).out).toContain('1 unchanged');
    writeFileSync(file, 'slug,name,category,role,section,item\nBAD,Dialysis,Allied,R,S,I\n');
    const bad = await portal('skills:import', file);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('line 2: slug: lower-case letters');
    expect(bad.err).toContain('Nothing imported: 1 problem');
    const builtin = await portal('skills:import', 'src/modules/skills/catalogue/icu-rn.json');
    expect(builtin.out).toContain('icu-rn: unchanged (6 categories, 56 items; en, de, es)');
    // The same checklist as JSON with German and Spanish added: no new version, the translations written onto it.
    const json = path.join(dataDir, 'dialysis.json');
    const translated = {
      slug: 'dialysis-tech',
      name: 'Dialysis Technician',
      category: 'Allied',
      role: 'Dialysis Tech',
      translations: { de: { name: 'Dialysetechniker/in' }, es: { name: 'Técnico de diálisis' } },
      sections: [
        {
          id: 'machine',
          title: 'Machine',
          translations: { de: { title: 'Gerät' }, es: { title: 'Máquina' } },
          items: [
            { id: 'priming', text: 'Priming', translations: { de: { text: 'Befüllen und Entlüften' }, es: { text: 'Cebado' } } },
            { id: 'alarms', text: 'Alarms' },
          ],
        },
      ],
    };
    writeFileSync(json, JSON.stringify(translated));
    const withLanguages = await portal('skills:import', json);
    expect(withLanguages.out).toContain('dialysis-tech: translations updated (same version) (1 categories, 2 items; en, de, es)');
    expect(withLanguages.out).toContain('every brand: 0 checklists added, 0 updated (new version), 1 with new translations, 0 unchanged, 0 skipped.');
    expect((await portal('skills:import', json)).out).toContain('dialysis-tech: unchanged');
    const list = await portal('skills:list');
    expect(list.out).toMatch(/checklist dialysis-tech\s+v1/); // MHS's own version shadows the one of every brand
    expect(list.out).toMatch(/test\s+patient-safety\s+v1\s+Nursing\s+21 questions/);
    expect((await portal('skills:retire', 'dialysis-tech', '--org', 'MHS')).code).toBe(0);
    expect((await portal('skills:list')).out).toMatch(/checklist dialysis-tech\s+v2/);
  }, 240_000);
});
