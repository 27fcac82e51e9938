// What an agency key writes besides jobs (those go through the import's rules, jobs/import.ts putJob): an offer.
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { recordOffer } from '../application/service';
import { listCandidateSubmissions, type NotifyCandidate, setSubmissionStatus } from '../jobs/submissions';

/**
 * An offer made to a candidate of the organisation (the one function `portal application:record-offer` uses too):
 * their health-status section opens; a submission named (one of theirs) is set to offered.
 */
export async function recordAgencyOffer(db: Db, orgId: string, candidateId: string, submissionId: string | null, notify: NotifyCandidate): Promise<string | null> {
  if (submissionId) {
    const own = (await listCandidateSubmissions(db, candidateId, orgId)).some((s) => s._id === submissionId);
    if (!own) throw notFound('This submission was not found.');
  }
  await recordOffer(db, candidateId, new Date(), notify);
  if (submissionId) await setSubmissionStatus(db, notify, submissionId, 'offered', orgId);
  return submissionId;
}
