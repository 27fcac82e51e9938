// The agency API (`/api/agency/v1`, decision 033): what an organisation's API key may do, and what it reads and sends.
// The key itself is made and revoked with `portal agency:key | agency:keys | agency:revoke`.
import { z } from 'zod';
import { ZApplication, ZDocument, ZUserDataChecklist } from '../application/contract';
import { ok } from '../api';
import { SUBMISSION_STATUSES, ZSubmission } from './submissions';

/** What a key may do. `candidates:sensitive` unmasks the encrypted answers (SSN, TIN, date of birth, health, ...). */
export const AGENCY_SCOPES = ['candidates:read', 'candidates:sensitive', 'submissions:write', 'jobs:write'] as const;
export type AgencyScope = (typeof AGENCY_SCOPES)[number];

/** A key's name, as the agency calls the system that holds it ("Bullhorn sync"). */
export const ZAgencyKeyName = z
  .string({ error: 'Give the key a name (the system that will use it).' })
  .trim()
  .min(1, 'Give the key a name (the system that will use it).')
  .max(80, 'A key name is at most 80 characters.');

export const ZAgencyScopes = z
  .array(z.enum(AGENCY_SCOPES, { error: `A scope is one of: ${AGENCY_SCOPES.join(', ')}.` }))
  .min(1, `Name at least one scope: ${AGENCY_SCOPES.join(', ')}.`);

/** Candidate status for the agency: no section saved yet, some saved, the finished application submitted. */
export const AGENCY_CANDIDATE_STATUSES = ['registered', 'in_progress', 'submitted'] as const;

export const ZAgencyCandidate = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(AGENCY_CANDIDATE_STATUSES),
  /** Percentage of the application complete (the 18 sections and the CV). */
  completeness: z.number().int().min(0).max(100),
  submittedAt: z.string().nullable(),
  offerRecorded: z.boolean(),
  recruiter: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  references: z.object({ completed: z.number().int(), awaiting: z.number().int(), managerCompleted: z.boolean(), meetsRule: z.boolean() }),
  checklists: z.object({ signed: z.number().int(), inProgress: z.number().int(), expired: z.number().int() }),
  createdAt: z.string(),
  /** The latest change of the account or the application: what `updatedSince` and the cursor follow. */
  updatedAt: z.string(),
});
export type TAgencyCandidate = z.infer<typeof ZAgencyCandidate>;

export const ZAgencyCandidatesQuery = z.object({
  /** The `nextCursor` of the page before; absent for the first page. */
  cursor: z.string().max(200).optional(),
  /** Only candidates changed at or after this time (ISO 8601). */
  updatedSince: z.iso.datetime({ offset: true, error: 'updatedSince is a date and time (ISO 8601), e.g. 2026-03-01T00:00:00Z.' }).optional(),
  limit: z.coerce.number({ error: 'limit is a number from 1 to 200.' }).int('limit is a number from 1 to 200.').min(1, 'limit is a number from 1 to 200.').max(200, 'limit is a number from 1 to 200.').default(50),
});

export const ZAgencyCandidatesResponse = z.object({
  status: z.literal(true),
  data: z.array(ZAgencyCandidate),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});

export const ZAgencyCandidateDetail = ZAgencyCandidate.extend({
  application: ZApplication.extend({
    /** true: the sensitive answers are masked (the key lacks candidates:sensitive). */
    masked: z.boolean(),
  }),
});
export const ZAgencyCandidateDetailResponse = ok(ZAgencyCandidateDetail);

export const ZAgencyDocumentsResponse = ok(z.array(ZDocument));

/** A reference as the agency sees it: the request, its status and the referee's answers with their audit fields. */
export const ZAgencyReference = z.object({
  id: z.string(),
  referee: z.object({ salutation: z.string(), firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string(), workPhone: z.string() }),
  referenceType: z.string(),
  referenceIsOrWasMy: z.string(),
  companyName: z.string(),
  jobTitle: z.string(),
  workTogetherFrom: z.string(),
  workTogetherTo: z.string(),
  status: z.string(),
  needsRenewal: z.boolean(),
  sentAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  outcome: z.enum(['reference', 'declined', 'datesOnly']).nullable(),
  /** The referee's answers (null until answered; unavailable answers are null too). */
  answers: z.record(z.string(), z.unknown()).nullable(),
  answeredBy: z.object({ name: z.string().nullable(), title: z.string().nullable(), method: z.string().nullable(), verifiedEmail: z.string().nullable() }),
});
export const ZAgencyReferencesResponse = ok(z.array(ZAgencyReference));

export const ZAgencyTestResult = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  attemptNo: z.number().int(),
  submittedAt: z.string(),
  score: z.number().int(),
  passed: z.boolean(),
  timedOut: z.boolean(),
  expiresAt: z.string().nullable(),
});
export const ZAgencyChecklistsResponse = ok(z.object({ checklists: z.array(ZUserDataChecklist), tests: z.array(ZAgencyTestResult) }));

export const ZAgencySubmissionsResponse = ok(z.array(ZSubmission));

export const ZAgencySubmissionPatch = z.object({
  status: z.enum(SUBMISSION_STATUSES, { error: `The status is one of: ${SUBMISSION_STATUSES.join(', ')}.` }),
});
export const ZAgencySubmissionResponse = ok(z.object({ id: z.string(), candidateId: z.string(), status: z.enum(SUBMISSION_STATUSES) }));

/** An offer made to the candidate: their health-status section opens; with a submission, that submission is "offered". */
export const ZAgencyOfferBody = z
  .object({ submissionId: z.uuid({ error: 'submissionId is the id of one of the candidate’s submissions.' }).optional() })
  .default({});
export const ZAgencyOfferResponse = ok(z.object({ candidateId: z.string(), offerRecorded: z.literal(true), submissionId: z.string().nullable() }));

export const ZAgencyJobResponse = ok(z.object({ positionId: z.string(), id: z.string(), created: z.boolean(), isOpen: z.boolean() }));
