// A completed checklist as a PDF a recruiter sends with the candidate's profile (domain.md §2 "submission profile"):
// role, every rating and frequency, the date, the expiry and the e-signature.
import { AGE_GROUP_LABELS, ATTESTATION_TEXT, FREQUENCY_LABELS, RATING_LABELS } from '@portal/shared/skills';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { candidates, organizations, skillTestAttempts, skillTests } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { type PdfSection, renderPdf } from '../../lib/pdf';
import { loadCompleted } from './checklists';

const day = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
};

export async function renderChecklistPdf(app: FastifyInstance, candidateId: string, id: string): Promise<{ pdf: Buffer; filename: string }> {
  const checklist = await loadCompleted(app.db, candidateId, id);
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
    subtitle: `${who?.firstName ?? ''} ${who?.lastName ?? ''} · ${checklist.role} · completed ${day(checklist.completedAt)}`,
    sections,
  });
  return { pdf, filename: `skills-checklist-${checklist.slug}-${checklist.completedAt.slice(0, 10)}.pdf` };
}

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
    questionCount: questions.length,
    attemptNo: attempt.attemptNo,
    submittedAt: attempt.submittedAt!.toISOString(),
    score: attempt.score ?? 0,
    passed: Boolean(attempt.passed),
    timedOut: attempt.timedOut,
    expiresAt: attempt.expiresAt?.toISOString() ?? null,
  }));
}

/** A finished test attempt as a PDF for the agency: the test, the score against the pass mark, the dates. */
export async function renderTestResultPdf(app: FastifyInstance, candidateId: string, id: string): Promise<{ pdf: Buffer; filename: string; name: string }> {
  const result = (await listTestResults(app.db, candidateId)).find((r) => r.id === id);
  if (!result) throw notFound('This test result was not found.');
  const [who] = await app.db
    .select({ firstName: candidates.firstName, lastName: candidates.lastName, email: candidates.email, brand: organizations.name })
    .from(candidates)
    .innerJoin(organizations, eq(organizations.id, candidates.orgId))
    .where(eq(candidates.id, candidateId));
  const pdf = await renderPdf({
    title: `Skills test: ${result.name}`,
    brand: who?.brand ?? '',
    subtitle: `${who?.firstName ?? ''} ${who?.lastName ?? ''} · ${who?.email ?? ''} · ${day(result.submittedAt)}`,
    sections: [
      {
        heading: 'Result',
        rows: [
          ['Candidate', `${who?.firstName ?? ''} ${who?.lastName ?? ''}`.trim()],
          ['Test', result.name],
          ['Attempt', String(result.attemptNo)],
          ['Score', `${result.score}% (pass mark ${result.passMark}%)`],
          ['Result', result.passed ? 'Passed' : 'Not passed'],
          ['Questions', String(result.questionCount)],
          ['Finished', `${day(result.submittedAt)} at ${result.submittedAt.slice(11, 16)} UTC${result.timedOut ? ' (time ran out)' : ''}`],
          ['Valid until', result.expiresAt ? day(result.expiresAt) : ''],
        ],
      },
    ],
  });
  return { pdf, filename: `skills-test-${result.slug}-${result.submittedAt.slice(0, 10)}.pdf`, name: result.name };
}
