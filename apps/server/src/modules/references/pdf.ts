// A completed reference as a PDF for the agency (`portal references:pdf`): the request, the referee's answers and the
// audit fields (who answered, when, by which method, from which verified address).
import { RATING_FIELDS, RATING_LABELS, type LEAVING_REASONS } from '@portal/shared/schemas/references';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidateReferences, candidates, organizations } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/errors';
import { renderPdf, type PdfSection } from '../../lib/pdf';
import { createCipher, SealedValueError, type DataKeys } from '../application/crypto';
import { referenceAnswerPlace } from '../application/sealed';
import { PHONE_METHOD } from './phone';

const RATING_TEXT: Record<string, string> = { excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Poor', unableToAssess: 'Unable to assess' };
const LEAVING_TEXT: Record<(typeof LEAVING_REASONS)[number], string> = {
  stillEmployed: 'Still employed',
  contractEnded: 'Contract or assignment ended',
  resigned: 'Resigned',
  relocated: 'Relocated',
  careerChange: 'Career change',
  terminated: 'Terminated',
  other: 'Other',
};
const stamp = (d: Date | null) => (d ? `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '');

export async function renderReferencePdf(db: Db, keys: DataKeys, id: string): Promise<{ pdf: Buffer; filename: string }> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound('This reference was not found.');
  const [row] = await db
    .select({ ref: candidateReferences, firstName: candidates.firstName, lastName: candidates.lastName, email: candidates.email, brand: organizations.name })
    .from(candidateReferences)
    .innerJoin(candidates, eq(candidates.id, candidateReferences.candidateId))
    .innerJoin(organizations, eq(organizations.id, candidateReferences.orgId))
    .where(eq(candidateReferences.id, id));
  if (!row) throw notFound('This reference was not found.');
  const { ref } = row;
  if (!ref.outcome) throw badRequest('This reference has not been answered yet.');
  // Demo references carry no answers; a real answer is always stored (encrypted for this reference). One that does not
  // decrypt here is refused with a message, never printed.
  let answer: Record<string, string> = {};
  if (ref.answer) {
    try {
      answer = createCipher(keys).decrypt(ref.answer, referenceAnswerPlace(ref.candidateId, ref.id)) as Record<string, string>;
    } catch (error) {
      if (!(error instanceof SealedValueError)) throw error;
      throw badRequest('The answers of this reference cannot be decrypted with the configured data keys.');
    }
  }
  const sections: PdfSection[] = [
    {
      heading: 'Reference',
      rows: [
        ['Referee', `${ref.salutation} ${ref.firstName} ${ref.lastName}`],
        ['Reference type', ref.referenceType],
        ['Is or was the candidate’s', ref.referenceIsOrWasMy],
        ['Company', ref.companyName],
        ['Job title then', ref.jobTitle],
        ['Worked together', `${ref.workTogetherFrom} to ${ref.workTogetherTo}`],
        ['Current company', ref.currentCompanyName],
        ['Current job title', ref.currentJobTitle],
        ['Area of expertise', ref.specificAreaOfExpertise],
        ['Location', [ref.city, ref.state, ref.country].filter(Boolean).join(', ')],
        ['E-mail', ref.email],
        ['Phone', ref.phone],
        ['Work phone', ref.workPhone],
      ],
    },
  ];
  if (!ref.answer) {
    sections.push({ heading: 'Answers', paragraphs: ['No answers are stored for this reference.'] });
  } else if (ref.outcome === 'reference') {
    sections.push({
      heading: 'Answers',
      rows: [
        ...RATING_FIELDS.map((f): [string, string] => [RATING_LABELS[f], RATING_TEXT[answer[f] ?? ''] ?? '']),
        ['Reason for leaving', LEAVING_TEXT[answer.reasonTheEmployeeIsLeavingTheFacility as keyof typeof LEAVING_TEXT] ?? ''],
        ['Would hire again', answer.wouldYouHireThisEmployeeAgain === 'yes' ? 'Yes' : 'No'],
      ],
      paragraphs: [`Additional notes: ${answer.additionalNotes ?? ''}`],
    });
  } else if (ref.outcome === 'datesOnly') {
    sections.push({
      heading: 'HR verification of dates only',
      rows: [
        ['Employed from', answer.employedFrom ?? ''],
        ['Employed to', answer.employedTo ?? ''],
        ['Position held', answer.positionHeld ?? ''],
      ],
    });
  } else {
    sections.push({ heading: 'Declined', paragraphs: ['The referee could not give a reference.', ...(answer.declineReason ? [`Reason: ${answer.declineReason}`] : [])] });
  }
  // An answer taken by phone says so, with who at the agency recorded it and when (phone.ts).
  const byPhone = ref.answerMethod === PHONE_METHOD;
  sections.push({
    heading: 'Audit',
    ...(byPhone ? { paragraphs: [`Taken by phone: recorded by ${ref.recordedBy ?? ''} at ${stamp(ref.recordedAt)}.`] } : {}),
    rows: [
      ['Completed by', `${ref.answeredByName ?? ''}, ${ref.answeredByTitle ?? ''}`],
      ['Answered at', stamp(ref.answeredAt)],
      ['Method', byPhone ? 'Phone call (taken by the agency)' : (ref.answerMethod ?? '')],
      ...(byPhone ? ([['Recorded by', ref.recordedBy ?? ''], ['Recorded at', stamp(ref.recordedAt)]] as Array<[string, string]>) : []),
      ['Verified address', ref.verifiedEmail ? `${ref.verifiedEmail} (the single-use link was sent there)` : ''],
      ['Request sent at', stamp(ref.sentAt)],
      ['Link opened at', stamp(ref.openedAt)],
      ['Answered from IP', ref.answeredIp ?? ''],
      ['Reference id', ref.id],
    ],
  });
  const pdf = await renderPdf({
    title: 'Professional reference',
    brand: row.brand,
    candidate: `${row.firstName} ${row.lastName}`,
    subtitle: `For ${row.firstName} ${row.lastName} · ${row.email} · made ${new Date().toISOString().slice(0, 10)}`,
    sections,
  });
  return { pdf, filename: `reference-${ref.lastName.toLowerCase().replace(/[^a-z]+/g, '-')}-${ref.id.slice(0, 8)}.pdf` };
}
