// The timed skills tests' catalogue and what an attempt draws, on a fresh database (PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set): six tests of at least 20 questions in English, German and Spanish; each attempt draws its
// own questions and option order, kept on the server and the only set answers are taken for and graded against; the
// result as a PDF for the candidate and for the agency (`portal skills:results`, `skills:test-pdf`); spec §7
// get-skillTestData without parameters.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_LANGUAGES, ZTestDefinition } from '@portal/shared/skills';
import { Command } from 'commander';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { skillTestAttempts } from '../src/db/schema/index';
import { BUILTIN_TESTS } from '../src/modules/skills/builtin';
import { registerSkillsCommands } from '../src/modules/skills/cli';
import { seedSkills } from '../src/seed/skills';
import { createTestApp, type TestApp } from './helpers/app';
import { createSignedInCandidate } from './helpers/factories';
import { pdfText } from './helpers/pdf';

let app: TestApp;
const outDir = mkdtempSync(path.join(tmpdir(), 'skills-tests-'));
beforeAll(async () => {
  app = await createTestApp();
  await seedSkills(app.db);
}, 60_000);
afterAll(async () => {
  await app?.close();
  rmSync(outDir, { recursive: true, force: true });
});

type Attempt = {
  id: string;
  attemptNo: number;
  questions: Array<{ id: string; text: string; options: string[] }>;
  score: number | null;
  passed: boolean | null;
  rightCount: number | null;
};
type Me = Awaited<ReturnType<typeof createSignedInCandidate>>;

const definition = (slug: string) => ZTestDefinition.parse(BUILTIN_TESTS.find((t) => t.slug === slug));

/** The shown index of each drawn question's right option, from the test's own file (the page never has the key). */
function rightOf(attempt: Attempt, slug: string): Record<string, number> {
  const def = definition(slug);
  return Object.fromEntries(
    attempt.questions.map((q) => {
      const own = def.questions.find((d) => d.id === q.id)!;
      return [q.id, q.options.indexOf(own.options[own.answer]!)];
    }),
  );
}

async function start(me: Me, slug: string, lang?: string): Promise<Attempt> {
  const res = await app.inject({ method: 'POST', url: `/api/skills/tests/${slug}/start`, headers: { ...me.auth, ...(lang ? { 'accept-language': lang } : {}) } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Attempt;
}

async function submit(me: Me, id: string, answers: Record<string, number>): Promise<Attempt> {
  const res = await app.inject({ method: 'POST', url: `/api/skills/tests/attempts/${id}/submit`, headers: me.auth, payload: { answers } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Attempt;
}

const GENERAL = ['patient-safety', 'infection-control', 'hipaa-privacy', 'dosage-calculation'];
const ROLE = ['cna-fundamentals', 'phlebotomy-basics'];

describe('the catalogue of timed tests', () => {
  it('ships six tests (four general, two for roles), each of at least 20 questions, every question and option in en, de and es', () => {
    const slugs = BUILTIN_TESTS.map((t) => t.slug);
    expect(slugs).toEqual(expect.arrayContaining([...GENERAL, ...ROLE]));
    expect(BUILTIN_TESTS.length).toBeGreaterThanOrEqual(6);
    for (const raw of BUILTIN_TESTS) {
      const test = ZTestDefinition.parse(raw);
      expect(test.questions.length, test.slug).toBeGreaterThanOrEqual(20);
      for (const lang of TEST_LANGUAGES) {
        expect(test.translations[lang]?.name, `${test.slug} ${lang} name`).toBeTruthy();
        expect(test.translations[lang]?.name, `${test.slug} ${lang} name`).not.toBe(test.name);
      }
      for (const q of test.questions) {
        const where = `${test.slug}/${q.id}`;
        // Four distinct options, and the right one named in range: no "all of the above" that shuffling would break.
        expect(new Set(q.options).size, where).toBe(q.options.length);
        expect(q.options.join(' ').toLowerCase(), where).not.toMatch(/of the above/);
        for (const lang of TEST_LANGUAGES) {
          const t = q.translations[lang];
          expect(t, `${where} ${lang}`).toBeDefined();
          expect(t!.text, `${where} ${lang}`).not.toBe(q.text);
          expect(t!.options, `${where} ${lang}`).toHaveLength(q.options.length);
          expect(new Set(t!.options).size, `${where} ${lang}`).toBe(q.options.length);
        }
      }
    }
  });

  it('spec §7: GET /api/auth/get-skillTestData answers without parameters with every checklist and test one can take', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/get-skillTestData' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { status: boolean; data: { checklists: Array<{ slug: string }>; tests: Array<{ slug: string; name: string; questionCount: number }> } };
    expect(body.status).toBe(true);
    expect(body.data.tests.map((t) => t.slug)).toEqual(expect.arrayContaining([...GENERAL, ...ROLE]));
    expect(body.data.tests.find((t) => t.slug === 'patient-safety')).toMatchObject({ name: 'Patient Safety', questionCount: 15 });
    expect(body.data.tests.find((t) => t.slug === 'dosage-calculation')!.questionCount).toBe(definition('dosage-calculation').questions.length);
    expect(body.data.checklists.map((c) => c.slug)).toContain('cna');
    // The candidate's language names the tests.
    const de = (await app.inject({ method: 'GET', url: '/api/auth/get-skillTestData', headers: { 'accept-language': 'de-DE,de;q=0.9' } })).json().data;
    expect(de.tests.find((t: { slug: string }) => t.slug === 'patient-safety').name).toBe('Patientensicherheit');
    // A signed-in candidate gets the same list for their organisation.
    const me = await createSignedInCandidate(app);
    const mine = await app.inject({ method: 'GET', url: '/api/auth/get-skillTestData', headers: me.auth });
    expect(mine.json().data.tests).toHaveLength(body.data.tests.length);
  });
});

describe('what an attempt draws', () => {
  it('draws its own subset in its own order with shuffled options; a reload keeps the draw', async () => {
    const a = await createSignedInCandidate(app);
    const b = await createSignedInCandidate(app);
    const def = definition('infection-control');
    const first = await start(a, 'infection-control');
    const second = await start(b, 'infection-control');
    expect(first.questions).toHaveLength(def.drawCount!);
    expect(second.questions).toHaveLength(def.drawCount!);
    for (const q of first.questions) {
      const own = def.questions.find((d) => d.id === q.id)!;
      expect([...q.options].sort()).toEqual([...own.options].sort()); // the same options, in the attempt's order
    }
    const order = (x: Attempt) => x.questions.map((q) => `${q.id}:${q.options.join('|')}`).join(',');
    expect(order(first)).not.toBe(order(second));
    expect(first.questions.map((q) => q.id)).not.toEqual(second.questions.map((q) => q.id));
    // The options are shuffled, not only the questions.
    expect(first.questions.some((q) => q.options.join('|') !== def.questions.find((d) => d.id === q.id)!.options.join('|'))).toBe(true);
    // A reload (or another device) continues the same draw.
    expect(order(await start(a, 'infection-control'))).toBe(order(first));
    const got = await app.inject({ method: 'GET', url: `/api/skills/tests/attempts/${first.id}`, headers: a.auth });
    expect(order(got.json().data as Attempt)).toBe(order(first));

    // The same candidate's second attempt draws again.
    await submit(a, first.id, {});
    const retake = await start(a, 'infection-control');
    expect(retake.attemptNo).toBe(2);
    expect(order(retake)).not.toBe(order(first));
  });

  it('grades against the drawn set: only its questions are taken, by the option as shown, out of the number drawn', async () => {
    const me = await createSignedInCandidate(app);
    const attempt = await start(me, 'hipaa-privacy');
    const def = definition('hipaa-privacy');
    const drawn = new Set(attempt.questions.map((q) => q.id));
    const notDrawn = def.questions.find((q) => !drawn.has(q.id))!;
    // A question the attempt did not draw cannot be answered (a client cannot choose its questions).
    const refused = await app.inject({ method: 'PUT', url: `/api/skills/tests/attempts/${attempt.id}`, headers: me.auth, payload: { answers: { [notDrawn.id]: 0 } } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`There is no question ${notDrawn.id} in this attempt.`);
    const refusedOnSubmit = await app.inject({ method: 'POST', url: `/api/skills/tests/attempts/${attempt.id}/submit`, headers: me.auth, payload: { answers: { [notDrawn.id]: 0 } } });
    expect(refusedOnSubmit.statusCode).toBe(400);
    // The right answer is not given away by the attempt.
    const running = await app.inject({ method: 'GET', url: `/api/skills/tests/attempts/${attempt.id}`, headers: me.auth });
    expect(running.body).not.toMatch(/"answer"/);
    expect(running.json().data.rightCount).toBeNull();

    // 12 of the 15 drawn right (by the shown option), three wrong: 80%, the pass mark.
    const right = rightOf(attempt, 'hipaa-privacy');
    const ids = attempt.questions.map((q) => q.id);
    const answers = Object.fromEntries(ids.map((id, i) => [id, i < 12 ? right[id]! : (right[id]! + 1) % 4]));
    const result = await submit(me, attempt.id, answers);
    expect(result).toMatchObject({ score: 80, passed: true, rightCount: 12 });
    expect(ids).toHaveLength(15);
    // What the attempt drew is what the server kept: the stored set matches what was shown, option order and all.
    const [row] = await app.db.select().from(skillTestAttempts).where(eq(skillTestAttempts.id, attempt.id));
    expect(row!.drawn!.map((d) => d.id)).toEqual(ids);
    for (const d of row!.drawn!) {
      const own = def.questions.find((q) => q.id === d.id)!;
      expect(d.order.map((i) => own.options[i])).toEqual(attempt.questions.find((q) => q.id === d.id)!.options);
    }
  });

  it('answers by the test file\'s own option numbers are not graded as right: the shown order counts', async () => {
    const me = await createSignedInCandidate(app);
    const attempt = await start(me, 'dosage-calculation');
    const def = definition('dosage-calculation');
    expect(attempt.questions).toHaveLength(def.questions.length); // no draw size: every question, shuffled
    const byFileIndex = Object.fromEntries(attempt.questions.map((q) => [q.id, def.questions.find((d) => d.id === q.id)!.answer]));
    const right = rightOf(attempt, 'dosage-calculation');
    const expected = attempt.questions.filter((q) => byFileIndex[q.id] === right[q.id]).length;
    const result = await submit(me, attempt.id, byFileIndex);
    expect(result.rightCount).toBe(expected);
    expect(result.rightCount).toBeLessThan(attempt.questions.length);
  });

  it('shows the questions in the candidate\'s language (German, Spanish), the same draw in each', async () => {
    const me = await createSignedInCandidate(app);
    const en = await start(me, 'cna-fundamentals');
    const de = await start(me, 'cna-fundamentals', 'de');
    const es = await start(me, 'cna-fundamentals', 'es-MX,es;q=0.9,en;q=0.5');
    const def = definition('cna-fundamentals');
    expect(de.id).toBe(en.id);
    expect(de.questions.map((q) => q.id)).toEqual(en.questions.map((q) => q.id));
    en.questions.forEach((q, i) => {
      const own = def.questions.find((d) => d.id === q.id)!;
      expect(q.text).toBe(own.text);
      expect(de.questions[i]!.text).toBe(own.translations.de!.text);
      expect(es.questions[i]!.text).toBe(own.translations.es!.text);
      // Option k of the German page is the translation of option k of the English page.
      q.options.forEach((option, k) => {
        const fileIndex = own.options.indexOf(option);
        expect(de.questions[i]!.options[k]).toBe(own.translations.de!.options[fileIndex]);
        expect(es.questions[i]!.options[k]).toBe(own.translations.es!.options[fileIndex]);
      });
    });
    const list = (await app.inject({ method: 'GET', url: '/api/skills/tests', headers: { ...me.auth, 'accept-language': 'es' } })).json().data;
    expect(list.find((t: { slug: string }) => t.slug === 'cna-fundamentals').name).toBe('Fundamentos para auxiliares de enfermería (CNA)');
  });
});

describe('the result PDF', () => {
  it('the candidate downloads a finished attempt as a PDF (in their language); not while it runs, not another candidate\'s', async () => {
    const me = await createSignedInCandidate(app, { firstName: 'Casey', lastName: 'Jordan' });
    const attempt = await start(me, 'phlebotomy-basics');
    const early = await app.inject({ method: 'GET', url: `/api/skills/tests/attempts/${attempt.id}/pdf`, headers: me.auth });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Finish the test to get its result.');

    const right = rightOf(attempt, 'phlebotomy-basics');
    const done = await submit(me, attempt.id, right);
    expect(done).toMatchObject({ score: 100, passed: true });
    const res = await app.inject({ method: 'GET', url: `/api/skills/tests/attempts/${attempt.id}/pdf`, headers: me.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="skills-test-phlebotomy-basics-attempt-1-\d{4}-\d\d-\d\d\.pdf"$/);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Skills test result: Phlebotomy Basics');
    expect(text).toContain('Casey Jordan');
    expect(text).toContain('Attempt 1 of 2');
    expect(text).toContain('100% (15 of 15 right; pass mark 80%)');
    expect(text).toContain('Passed');
    expect(text).toMatch(/Valid until \d\d\/\d\d\/\d{4}/);
    // Each drawn question, in the order shown, with the answer given. A line may break after a hyphen of a long
    // question ("Routine-" / "Venenpunktion"): the text is compared with such breaks closed.
    const unwrap = (value: string) => value.replace(/-\s+/g, '-');
    const firstQuestion = attempt.questions[0]!;
    expect(unwrap(text)).toContain(unwrap(`1. ${firstQuestion.text}`));
    expect(unwrap(text)).toContain(unwrap(`${firstQuestion.options[right[firstQuestion.id]!]} (correct)`));

    const german = await app.inject({ method: 'GET', url: `/api/skills/tests/attempts/${attempt.id}/pdf`, headers: { ...me.auth, 'accept-language': 'de' } });
    const germanText = await pdfText(german.rawPayload);
    expect(germanText).toContain('Ergebnis des Fachtests: Grundlagen der Blutentnahme');
    expect(germanText).toContain('Bestanden');
    expect(unwrap(germanText)).toContain(unwrap(definition('phlebotomy-basics').questions.find((q) => q.id === firstQuestion.id)!.translations.de!.text));

    const other = await createSignedInCandidate(app);
    expect((await app.inject({ method: 'GET', url: `/api/skills/tests/attempts/${attempt.id}/pdf`, headers: other.auth })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/skills/tests/attempts/${attempt.id}/pdf` })).statusCode).toBe(401);
  });

  it('an attempt whose time ran out is scored, then printed as not passed', async () => {
    const me = await createSignedInCandidate(app);
    const attempt = await start(me, 'patient-safety');
    await app.db.update(skillTestAttempts).set({ deadlineAt: new Date(Date.now() - 60_000) }).where(eq(skillTestAttempts.id, attempt.id));
    const res = await app.inject({ method: 'GET', url: `/api/skills/tests/attempts/${attempt.id}/pdf`, headers: me.auth });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Not passed');
    expect(text).toContain('the time ran out');
    expect(text).toContain('0% (0 of 15 right; pass mark 80%)');
    expect(text).toContain('Not answered');
  });

  it('the agency lists a candidate\'s results and writes one as a PDF (portal skills:results, skills:test-pdf)', async () => {
    const me = await createSignedInCandidate(app, { firstName: 'Robin', lastName: 'Avery' });
    const attempt = await start(me, 'cna-fundamentals');
    await submit(me, attempt.id, rightOf(attempt, 'cna-fundamentals'));
    const running = await start(me, 'hipaa-privacy');

    const lines: string[] = [];
    const program = new Command().exitOverride();
    registerSkillsCommands(program, {
      withDatabase: (work) => work({ db: app.db } as Database),
      print: (line) => lines.push(line),
      resolvePath: (file) => path.resolve(outDir, file),
    });
    const run = async (...args: string[]) => {
      lines.length = 0;
      await program.parseAsync(['node', 'portal', ...args]);
      return lines.join('\n');
    };
    const listed = await run('skills:results', me.email.toUpperCase());
    expect(listed).toContain(`${attempt.id}  MHS  CNA Fundamentals v1, attempt 1 of 2: 100% passed`);
    expect(listed).toMatch(new RegExp(`${running.id}  MHS  HIPAA and Patient Privacy v1, attempt 1 of 2: running until`));

    const written = await run('skills:test-pdf', attempt.id, '--out', 'result.pdf');
    expect(written).toMatch(/^Wrote .*result\.pdf \(\d+ bytes\)\.$/);
    const text = await pdfText(readFileSync(path.join(outDir, 'result.pdf')));
    expect(text).toContain('Skills test result: CNA Fundamentals');
    expect(text).toContain('Robin Avery');
    expect(text).toContain('100% (15 of 15 right; pass mark 80%)');
    await expect(run('skills:test-pdf', running.id)).rejects.toThrow('Finish the test to get its result.');
    await expect(run('skills:test-pdf', attempt.id, '--lang', 'fr')).rejects.toThrow('--lang is en, de or es.');
    expect(await run('skills:results', 'nobody@example.com')).toBe('No skills test attempts for nobody@example.com.');
  });
});
