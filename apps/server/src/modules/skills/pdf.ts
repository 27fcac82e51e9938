// A completed checklist as a PDF a recruiter sends with the candidate's profile (domain.md §2 "submission profile"):
// role, every rating and frequency, the date, the expiry and the e-signature.
import { AGE_GROUP_LABELS, ATTESTATION_TEXT, FREQUENCY_LABELS, RATING_LABELS } from '@portal/shared/skills';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { candidates, organizations } from '../../db/schema/index';
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
