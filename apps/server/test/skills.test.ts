// Skills checklists and tests end to end through the API, on a fresh database (PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set): catalogue, save as you go and restore, completion, list, ownership, PDF, timed tests.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKLIST_PAGE_SIZE } from '@portal/shared/skills';
import { candidateChecklists, skillTestAttempts } from '../src/db/schema/index';
import { BUILTIN_TESTS } from '../src/modules/skills/builtin';
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

type Full = { slug: string; sections: Array<{ id: string; title: string; items: Array<{ id: string; text: string }> }> };

async function checklist(slug: string): Promise<Full> {
  const res = await app.inject({ method: 'GET', url: `/api/auth/get-skillTestData?slug=${slug}` });
  expect(res.statusCode).toBe(200);
  return res.json().data as Full;
}

const allAnswers = (c: Full, rating = 3, frequency = 'weekly') =>
  Object.fromEntries(c.sections.flatMap((s) => s.items.map((i) => [i.id, { rating, frequency }])));

describe('the catalogue (spec §7)', () => {
  it('lists checklists by category with dozens of items each, both CMAs stated', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/get-skillsCategory' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<{ category: string; checklists: Array<{ slug: string; name: string; itemCount: number }>; tests: Array<{ slug: string }> }>;
    expect(data.map((c) => c.category)).toEqual(['Nursing', 'Allied']);
    const all = data.flatMap((c) => c.checklists);
    for (const slug of ['cna', 'pct', 'medical-assistant', 'cma-certified-medical-assistant', 'cma-medication-aide', 'med-surg-rn', 'icu-rn', 'telemetry-rn', 'er-rn'])
      expect(all.find((c) => c.slug === slug)?.itemCount, slug).toBeGreaterThanOrEqual(36);
    expect(all.find((c) => c.slug === 'cma-medication-aide')?.name).toContain('Medication Aide');
    expect(all.find((c) => c.slug === 'cma-certified-medical-assistant')?.name).toContain('Certified Medical Assistant');
    // The timed tests ship for every brand.
    expect(data.flatMap((c) => c.tests).map((t) => t.slug)).toContain('patient-safety');
    const other = (await app.inject({ method: 'GET', url: '/api/auth/get-skillsCategory?org=D2D' })).json().data as typeof data;
    expect(other.flatMap((c) => c.tests).map((t) => t.slug)).toContain('phlebotomy-basics');
  });

  it('gives one checklist by slug; an unknown one is a clear 404', async () => {
    const cna = await checklist('cna');
    expect(cna.sections.map((s) => s.title)).toContain('Infection control');
    const unknown = await app.inject({ method: 'GET', url: '/api/auth/get-skillTestData?slug=nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This checklist was not found.');
  });
});

describe('taking a checklist', () => {
  it('saves as you go, restores on another session, completes with a signature, then lists, views and prints it', async () => {
    const me = await createSignedInCandidate(app);
    const pct = await checklist('pct');
    const [first, second] = pct.sections[0]!.items;
    const save1 = await app.inject({ method: 'PUT', url: '/api/skills/checklists/draft/pct', headers: me.auth, payload: { answers: { [first!.id]: { rating: 4 } } } });
    expect(save1.statusCode, save1.body).toBe(200);
    expect(save1.json().message).toBe('Data has been saved');
    await app.inject({ method: 'PUT', url: '/api/skills/checklists/draft/pct', headers: me.auth, payload: { answers: { [first!.id]: { rating: 4, frequency: 'daily' }, [second!.id]: { rating: 2 }, 'not-an-item': { rating: 1 } }, ageGroups: ['adult', 'geriatric'] } });

    // Another device: a second session of the same candidate sees the same answers.
    const again = await app.inject({ method: 'GET', url: '/api/skills/checklists/draft/pct', headers: me.auth });
    const draft = again.json().data;
    expect(draft.answers[first!.id]).toEqual({ rating: 4, frequency: 'daily' });
    expect(draft.answers[second!.id]).toEqual({ rating: 2 });
    expect(draft.answers['not-an-item']).toBeUndefined();
    expect(draft.ageGroups).toEqual(['adult', 'geriatric']);
    expect(draft.progress.answered).toBe(1);

    const inProgress = (await app.inject({ method: 'GET', url: '/api/skills/checklists', headers: me.auth })).json();
    expect(inProgress.inProgress[0].slug).toBe('pct');

    const early = await app.inject({ method: 'POST', url: '/api/skills/checklists/draft/pct/complete', headers: me.auth, payload: { attest: true, signature: 'Casey Jordan' } });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toContain('Rate every item');

    const answers = allAnswers(pct);
    answers[first!.id] = { rating: 4, frequency: 'daily' };
    await app.inject({ method: 'PUT', url: '/api/skills/checklists/draft/pct', headers: me.auth, payload: { answers } });
    const unsigned = await app.inject({ method: 'POST', url: '/api/skills/checklists/draft/pct/complete', headers: me.auth, payload: { attest: false, signature: '' } });
    expect(unsigned.statusCode).toBe(400);
    const done = await app.inject({ method: 'POST', url: '/api/skills/checklists/draft/pct/complete', headers: me.auth, payload: { attest: true, signature: 'Casey Jordan' } });
    expect(done.statusCode, done.body).toBe(200);
    const completed = done.json().data;
    const days = (Date.parse(completed.expiresAt) - Date.parse(completed.completedAt)) / 86_400_000;
    expect(days).toBe(365);

    const list = (await app.inject({ method: 'GET', url: '/api/skills/checklists', headers: me.auth })).json();
    expect(list.data).toHaveLength(1);
    expect(list.inProgress).toEqual([]);
    const view = (await app.inject({ method: 'GET', url: `/api/skills/checklists/${completed.id}`, headers: me.auth })).json().data;
    expect(view.answers[first!.id]).toEqual({ rating: 4, frequency: 'daily' });
    expect(view.signature).toBe('Casey Jordan');

    const pdf = await app.inject({ method: 'GET', url: `/api/skills/checklists/${completed.id}/pdf`, headers: me.auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    for (const expected of ['Patient Care Technician (PCT)', 'PCT', first!.text, '4 – Highly skilled / expert · Daily', '3 – Experienced · Weekly', 'Signed electronically by Casey Jordan', 'Adult (18–64 years)'])
      expect(text).toContain(expected);

    // A retake starts from the previous answers.
    const retake = (await app.inject({ method: 'GET', url: '/api/skills/checklists/draft/pct', headers: me.auth })).json().data;
    expect(retake.fromPrevious).toBe(true);
    expect(retake.answers[first!.id]).toEqual({ rating: 4, frequency: 'daily' });
    expect(retake.progress.percent).toBe(100);

    const dash = await app.inject({ method: 'GET', url: '/api/candidate/dash', headers: me.auth });
    if (dash.statusCode === 200) expect(dash.json().data.skills ?? dash.json().skills).toMatchObject({ completed: 1, expiring: 0 });
  });

  it('lists 12 a page, newest first, and shows expiry after a year', async () => {
    const me = await createSignedInCandidate(app);
    const cna = await checklist('cna');
    for (let i = 0; i < 13; i++) {
      await app.inject({ method: 'PUT', url: '/api/skills/checklists/draft/cna', headers: me.auth, payload: { answers: allAnswers(cna) } });
      const res = await app.inject({ method: 'POST', url: '/api/skills/checklists/draft/cna/complete', headers: me.auth, payload: { attest: true, signature: `Sign ${i}` } });
      expect(res.statusCode).toBe(200);
    }
    // The first one was completed more than a year ago.
    const rows = await app.db.select().from(candidateChecklists).where(eq(candidateChecklists.signature, 'Sign 0'));
    const old = new Date(Date.now() - 400 * 86_400_000);
    await app.db.update(candidateChecklists).set({ completedAt: old, expiresAt: new Date(old.getTime() + 365 * 86_400_000) }).where(eq(candidateChecklists.id, rows[0]!.id));
    const page1 = (await app.inject({ method: 'GET', url: '/api/skills/checklists?page=1', headers: me.auth })).json();
    expect(page1.data).toHaveLength(CHECKLIST_PAGE_SIZE);
    expect(page1.paging).toMatchObject({ page: 1, perPage: 12, total: 13, totalPages: 2 });
    expect(page1.data[0].signature).toBe('Sign 12');
    const page2 = (await app.inject({ method: 'GET', url: '/api/skills/checklists?page=2', headers: me.auth })).json();
    expect(page2.data).toHaveLength(1);
    expect(page2.data[0]).toMatchObject({ signature: 'Sign 0', expired: true });
    expect((await app.inject({ method: 'GET', url: '/api/skills/checklists?page=0', headers: me.auth })).statusCode).toBe(400);
  });

  it('keeps every candidate to their own checklists, across accounts and organisations', async () => {
    const owner = await createSignedInCandidate(app);
    const cna = await checklist('cna');
    await app.inject({ method: 'PUT', url: '/api/skills/checklists/draft/cna', headers: owner.auth, payload: { answers: allAnswers(cna) } });
    const done = (await app.inject({ method: 'POST', url: '/api/skills/checklists/draft/cna/complete', headers: owner.auth, payload: { attest: true, signature: 'Owner Name' } })).json().data;
    for (const other of [await createSignedInCandidate(app), await createSignedInCandidate(app, { orgCode: 'D2D' })]) {
      expect((await app.inject({ method: 'GET', url: `/api/skills/checklists/${done.id}`, headers: other.auth })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: `/api/skills/checklists/${done.id}/pdf`, headers: other.auth })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/skills/checklists', headers: other.auth })).json().data).toEqual([]);
      expect((await app.inject({ method: 'GET', url: '/api/skills/checklists/draft/cna', headers: other.auth })).json().data.answers).toEqual({});
    }
    expect((await app.inject({ method: 'GET', url: '/api/skills/checklists' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/skills/checklists/not-a-uuid', headers: owner.auth })).statusCode).toBe(400);
    const bad = await app.inject({ method: 'PUT', url: '/api/skills/checklists/draft/cna', headers: owner.auth, payload: { answers: { x: { rating: 9 } } } });
    expect(bad.statusCode).toBe(400);
  });

  it('UserData.skillsChecklist (spec §3) lists the candidate’s checklists with createdAt, in progress and signed, only theirs', async () => {
    const me = await createSignedInCandidate(app);
    const other = await createSignedInCandidate(app);
    const profile = async (who: typeof me) => {
      const res = await app.inject({ method: 'GET', url: '/api/candidate/profile', headers: who.auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.data.skillsChecklist as Array<Record<string, unknown>>;
    };
    expect(await profile(me)).toEqual([]);
    const cna = await checklist('cna');
    const started = Date.now();
    await app.inject({ method: 'PUT', url: '/api/skills/checklists/draft/cna', headers: me.auth, payload: { answers: allAnswers(cna) } });
    const [draft] = await profile(me);
    expect(draft).toMatchObject({ slug: 'cna', status: 'inProgress', signedAt: null, expiresAt: null });
    expect(draft!.name).toContain('CNA');
    expect(Math.abs(Date.parse(draft!.createdAt as string) - started)).toBeLessThan(60_000);

    const done = (await app.inject({ method: 'POST', url: '/api/skills/checklists/draft/cna/complete', headers: me.auth, payload: { attest: true, signature: 'Casey Jordan' } })).json().data;
    // A second one started later lists first.
    await app.inject({ method: 'PUT', url: '/api/skills/checklists/draft/pct', headers: me.auth, payload: { answers: {} } });
    const listed = await profile(me);
    expect(listed.map((c) => [c.slug, c.status])).toEqual([
      ['pct', 'inProgress'],
      ['cna', 'signed'],
    ]);
    expect(listed[1]).toMatchObject({ id: done.id, name: draft!.name, createdAt: draft!.createdAt, signedAt: done.completedAt, expiresAt: done.expiresAt });
    expect(await profile(other)).toEqual([]);
  });
});

describe('timed skills tests', () => {
  type Shown = { id: string; questions: Array<{ id: string; text: string; options: string[] }> };
  /** The shown index of each drawn question's right option (the key is the test's own file; the page never has it). */
  const rightOf = (attempt: Shown, slug: string) => {
    const def = BUILTIN_TESTS.find((t) => t.slug === slug)!;
    return Object.fromEntries(
      attempt.questions.map((q) => {
        const own = def.questions.find((d) => d.id === q.id)!;
        return [q.id, q.options.indexOf(own.options[own.answer]!)];
      }),
    );
  };

  it('keeps the deadline on the server across a reload, limits attempts, and ignores answers after time', async () => {
    const me = await createSignedInCandidate(app);
    const list = (await app.inject({ method: 'GET', url: '/api/skills/tests', headers: me.auth })).json().data;
    expect(list.find((t: { slug: string }) => t.slug === 'patient-safety')).toMatchObject({ maxAttempts: 2, attemptsUsed: 0, passMark: 80, questionCount: 15 });
    const start = await app.inject({ method: 'POST', url: '/api/skills/tests/patient-safety/start', headers: me.auth });
    expect(start.statusCode, start.body).toBe(200);
    const attempt = start.json().data;
    expect(attempt.questions[0]).not.toHaveProperty('answer');
    expect(Date.parse(attempt.deadlineAt) - Date.parse(attempt.startedAt)).toBe(20 * 60_000);
    // A reload continues the same attempt with the same deadline.
    const again = (await app.inject({ method: 'POST', url: '/api/skills/tests/patient-safety/start', headers: me.auth })).json().data;
    expect(again).toMatchObject({ id: attempt.id, deadlineAt: attempt.deadlineAt, attemptNo: 1 });

    const right = rightOf(attempt, 'patient-safety');
    const [q1, q2, q3, q4] = attempt.questions.map((q: { id: string }) => q.id) as string[];
    const save = await app.inject({ method: 'PUT', url: `/api/skills/tests/attempts/${attempt.id}`, headers: me.auth, payload: { answers: { [q1!]: right[q1!], [q2!]: right[q2!] } } });
    expect(save.statusCode).toBe(200);
    expect((await app.inject({ method: 'PUT', url: `/api/skills/tests/attempts/${attempt.id}`, headers: me.auth, payload: { answers: { [q1!]: 7 } } })).statusCode).toBe(400);

    // The server's clock runs out (whatever the browser's clock says): later answers do not count.
    await app.db.update(skillTestAttempts).set({ deadlineAt: new Date(Date.now() - 60_000) }).where(eq(skillTestAttempts.id, attempt.id));
    const late = await app.inject({ method: 'PUT', url: `/api/skills/tests/attempts/${attempt.id}`, headers: me.auth, payload: { answers: { [q3!]: right[q3!] } } });
    expect(late.statusCode).toBe(409);
    const result = (await app.inject({ method: 'POST', url: `/api/skills/tests/attempts/${attempt.id}/submit`, headers: me.auth, payload: { answers: { [q3!]: right[q3!], [q4!]: right[q4!] } } })).json().data;
    expect(result).toMatchObject({ timedOut: true, score: 13, passed: false, rightCount: 2 }); // 2 of 15
    expect(result.answers[q3!]).toBeUndefined();

    // Second attempt: all right, passed, valid for a year.
    const second = (await app.inject({ method: 'POST', url: '/api/skills/tests/patient-safety/start', headers: me.auth })).json().data;
    expect(second.attemptNo).toBe(2);
    const passed = (await app.inject({ method: 'POST', url: `/api/skills/tests/attempts/${second.id}/submit`, headers: me.auth, payload: { answers: rightOf(second, 'patient-safety') } })).json().data;
    expect(passed).toMatchObject({ score: 100, passed: true, timedOut: false, rightCount: 15 });
    expect(Math.round((Date.parse(passed.expiresAt) - Date.parse(passed.submittedAt)) / 86_400_000)).toBe(365);
    const third = await app.inject({ method: 'POST', url: '/api/skills/tests/patient-safety/start', headers: me.auth });
    expect(third.statusCode).toBe(409);

    const other = await createSignedInCandidate(app);
    expect((await app.inject({ method: 'GET', url: `/api/skills/tests/attempts/${attempt.id}`, headers: other.auth })).statusCode).toBe(404);
  });

  it('refuses a third attempt after two failures', async () => {
    const me = await createSignedInCandidate(app);
    for (let i = 0; i < 2; i++) {
      const a = (await app.inject({ method: 'POST', url: '/api/skills/tests/patient-safety/start', headers: me.auth })).json().data;
      await app.inject({ method: 'POST', url: `/api/skills/tests/attempts/${a.id}/submit`, headers: me.auth, payload: {} });
    }
    const third = await app.inject({ method: 'POST', url: '/api/skills/tests/patient-safety/start', headers: me.auth });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('You have used every attempt allowed for this test.');
  });
});
