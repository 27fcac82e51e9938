// A completed checklist as a PDF a recruiter sends with the candidate's profile (domain.md §2 "submission profile"):
// role, every rating and frequency, the date, the expiry and the e-signature. A finished skills test's result, likewise.
import { AGE_GROUP_LABELS, ATTESTATION_TEXT, FREQUENCY_LABELS, RATING_LABELS, type TTestLanguage } from '@portal/shared/skills';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { candidates, organizations, skillTestAttempts, skillTests } from '../../db/schema/index';
import { type PdfSection, renderPdf } from '../../lib/pdf';
import { testTextIn } from './catalogue';
import { loadCompleted } from './checklists';
import { type AttemptRow, type TestRow, attemptQuestions } from './tests';

const day = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
};

/**
 * In English whatever language the candidate answered in (decision 043): the agency sends it to facilities, and the
 * candidate's copy is the same document. The answers are by item id, so they print against the English items.
 */
export async function renderChecklistPdf(app: FastifyInstance, candidateId: string, id: string): Promise<{ pdf: Buffer; filename: string }> {
  const checklist = await loadCompleted(app.db, candidateId, id, null);
  const [who] = await app.db
    .select({ firstName: candidates.firstName, lastName: candidates.lastName, email: candidates.email, brand: organizations.name })
    .from(candidates)
    .innerJoin(organizations, eq(organizations.id, candidates.orgId))
    .where(eq(candidates.id, candidateId));
  const sections: PdfSection[] = [
    {
      heading: 'Summary',
      rows: [
        ['Candidate', `${who?.firstName ?? ''} ${who?.lastName ?? ''}`.trim()],
        ['E-mail', who?.email ?? ''],
        ['Role', checklist.role],
        ['Checklist', `${checklist.name} (version ${checklist.version})`],
        ['Completed', day(checklist.completedAt)],
        ['Valid until', `${day(checklist.expiresAt)}${checklist.expired ? ' (expired)' : ''}`],
        ['Age groups served', checklist.ageGroups.map((g) => AGE_GROUP_LABELS[g as keyof typeof AGE_GROUP_LABELS] ?? g).join(', ') || 'Not stated'],
        ['Scale', Object.entries(RATING_LABELS).map(([n, label]) => `${n} = ${label}`).join('; ')],
      ],
    },
  ];
  for (const section of checklist.sections) {
    sections.push({
      heading: section.title,
      rows: section.items.map((item) => {
        const answer = checklist.answers[item.id];
        const rating = answer?.rating ? `${answer.rating} – ${RATING_LABELS[answer.rating]}` : 'Not rated';
        const frequency = answer?.frequency ? FREQUENCY_LABELS[answer.frequency] : 'No frequency';
        return [item.text, `${rating} · ${frequency}`];
      }),
    });
  }
  sections.push({
    heading: 'Attestation and e-signature',
    paragraphs: [ATTESTATION_TEXT, `Signed electronically by ${checklist.signature} on ${day(checklist.completedAt)} at ${checklist.completedAt.slice(11, 16)} UTC.`],
  });
  const pdf = await renderPdf({
    title: `Skills checklist: ${checklist.name}`,
    brand: who?.brand ?? '',
    candidate: `${who?.firstName ?? ''} ${who?.lastName ?? ''}`.trim(),
    subtitle: `${who?.firstName ?? ''} ${who?.lastName ?? ''} · ${checklist.role} · completed ${day(checklist.completedAt)}`,
    sections,
  });
  return { pdf, filename: `skills-checklist-${checklist.slug}-${checklist.completedAt.slice(0, 10)}.pdf` };
}

/** The labels of a test's result PDF in the languages tests carry (the candidate's copy is in their language). */
const RESULT_LABELS = {
  en: {
    title: 'Skills test result',
    summary: 'Summary',
    candidate: 'Candidate',
    email: 'E-mail',
    test: 'Test',
    version: 'version',
    attempt: 'Attempt',
    of: 'of',
    started: 'Started',
    finished: 'Finished',
    timeRanOut: 'the time ran out',
    result: 'Result',
    passed: 'Passed',
    notPassed: 'Not passed',
    score: 'Score',
    right: 'right',
    passMark: 'pass mark',
    validUntil: 'Valid until',
    questions: 'Questions and answers',
    answer: 'Answer',
    notAnswered: 'Not answered',
    correct: 'correct',
    incorrect: 'incorrect',
    note: 'The questions were drawn at random for this attempt and are listed in the order they were shown.',
    page: 'Page {n} of {count}',
    continued: 'continued',
  },
  de: {
    title: 'Ergebnis des Fachtests',
    summary: 'Übersicht',
    candidate: 'Kandidat/in',
    email: 'E-Mail',
    test: 'Test',
    version: 'Version',
    attempt: 'Versuch',
    of: 'von',
    started: 'Begonnen',
    finished: 'Beendet',
    timeRanOut: 'die Zeit war abgelaufen',
    result: 'Ergebnis',
    passed: 'Bestanden',
    notPassed: 'Nicht bestanden',
    score: 'Punktzahl',
    right: 'richtig',
    passMark: 'Bestehensgrenze',
    validUntil: 'Gültig bis',
    questions: 'Fragen und Antworten',
    answer: 'Antwort',
    notAnswered: 'Nicht beantwortet',
    correct: 'richtig',
    incorrect: 'falsch',
    note: 'Die Fragen wurden für diesen Versuch zufällig ausgewählt und sind in der gezeigten Reihenfolge aufgeführt.',
    page: 'Seite {n} von {count}',
    continued: 'Fortsetzung',
  },
  es: {
    title: 'Resultado de la prueba de competencias',
    summary: 'Resumen',
    candidate: 'Candidato/a',
    email: 'Correo electrónico',
    test: 'Prueba',
    version: 'versión',
    attempt: 'Intento',
    of: 'de',
    started: 'Inicio',
    finished: 'Fin',
    timeRanOut: 'se agotó el tiempo',
    result: 'Resultado',
    passed: 'Aprobado',
    notPassed: 'No aprobado',
    score: 'Puntuación',
    right: 'correctas',
    passMark: 'nota mínima',
    validUntil: 'Válido hasta',
    questions: 'Preguntas y respuestas',
    answer: 'Respuesta',
    notAnswered: 'Sin responder',
    correct: 'correcta',
    incorrect: 'incorrecta',
    note: 'Las preguntas se eligieron al azar para este intento y se muestran en el orden en que aparecieron.',
    page: 'Página {n} de {count}',
    continued: 'continuación',
  },
} as const;

/** A candidate's finished test attempts, newest first: score, pass or fail, when, until when the result counts. */
export async function listTestResults(db: Db, candidateId: string) {
  const rows = await db
    .select({ attempt: skillTestAttempts, name: skillTests.name, passMark: skillTests.passMark, questions: skillTests.questions })
    .from(skillTestAttempts)
    .innerJoin(skillTests, eq(skillTests.id, skillTestAttempts.testId))
    .where(and(eq(skillTestAttempts.candidateId, candidateId), isNotNull(skillTestAttempts.submittedAt)))
    .orderBy(desc(skillTestAttempts.submittedAt), desc(skillTestAttempts.id));
  return rows.map(({ attempt, name, passMark, questions }) => ({
    id: attempt.id,
    slug: attempt.slug,
    name,
    passMark,
    questionCount: attempt.drawn?.length ?? questions.length,
    attemptNo: attempt.attemptNo,
    submittedAt: attempt.submittedAt!.toISOString(),
    score: attempt.score ?? 0,
    passed: Boolean(attempt.passed),
    timedOut: attempt.timedOut,
    expiresAt: attempt.expiresAt?.toISOString() ?? null,
  }));
}

const stamp = (date: Date) => `${day(date.toISOString())} ${date.toISOString().slice(11, 16)} UTC`;

/**
 * A finished skills test as a PDF (domain.md §2 "for tests: exam name, date, score %, pass/fail, attempt number,
 * expiry, and the result PDF"): the candidate downloads it from the result, the agency writes it with
 * `portal skills:test-pdf`. Each drawn question is listed with the answer given and whether it was right; the right
 * option itself is not printed (a second attempt may draw the same question).
 */
export async function renderTestResultPdf(
  db: Db,
  { attempt, test }: { attempt: AttemptRow; test: TestRow },
  lang: TTestLanguage | null = null,
): Promise<{ pdf: Buffer; filename: string }> {
  const [who] = await db
    .select({ firstName: candidates.firstName, lastName: candidates.lastName, email: candidates.email, brand: organizations.name })
    .from(candidates)
    .innerJoin(organizations, eq(organizations.id, candidates.orgId))
    .where(eq(candidates.id, attempt.candidateId));
  const l = RESULT_LABELS[lang ?? 'en'];
  const { name } = testTextIn(test, lang);
  const questions = attemptQuestions(attempt, test, lang);
  const right = questions.filter((q) => q.correct).length;
  const fullName = `${who?.firstName ?? ''} ${who?.lastName ?? ''}`.trim();
  const submittedAt = attempt.submittedAt!;
  const summary: Array<[string, string]> = [
    [l.candidate, fullName],
    [l.email, who?.email ?? ''],
    [l.test, `${name} (${l.version} ${test.version})`],
    [l.attempt, `${attempt.attemptNo} ${l.of} ${test.maxAttempts}`],
    [l.started, stamp(attempt.startedAt)],
    [l.finished, `${stamp(submittedAt)}${attempt.timedOut ? ` (${l.timeRanOut})` : ''}`],
    [l.result, attempt.passed ? l.passed : l.notPassed],
    [l.score, `${attempt.score ?? 0}% (${right} ${l.of} ${questions.length} ${l.right}; ${l.passMark} ${test.passMark}%)`],
  ];
  if (attempt.passed && attempt.expiresAt) summary.push([l.validUntil, day(attempt.expiresAt.toISOString())]);
  const pdf = await renderPdf({
    title: `${l.title}: ${name}`,
    brand: who?.brand ?? '',
    candidate: fullName,
    words: { page: l.page, continued: l.continued },
    subtitle: `${fullName} · ${attempt.passed ? l.passed : l.notPassed} · ${attempt.score ?? 0}% · ${day(submittedAt.toISOString())}`,
    sections: [
      { heading: l.summary, rows: summary },
      {
        heading: l.questions,
        paragraphs: [l.note],
        rows: questions.map((q, i) => [
          `${i + 1}. ${q.text}`,
          q.chosen === null ? l.notAnswered : `${q.options[q.chosen]} (${q.correct ? l.correct : l.incorrect})`,
        ]),
      },
    ],
  });
  return { pdf, filename: `skills-test-${test.slug}-attempt-${attempt.attemptNo}-${submittedAt.toISOString().slice(0, 10)}.pdf` };
}
