// The readiness meter's call (decision 037): POST /api/jobs/readiness with the ids of the jobs a page shows, one call
// per page; and the open-jobs search narrowed to the jobs the candidate is ready for, POST /api/jobs/ready.
import { z } from 'zod';
import { ok } from '../api';
import { ZJobSearchRequest, ZJobSearchResponse } from './jobs';

/** At most a page of the largest size (spec §9: 100 a page). */
export const READINESS_MAX_JOBS = 100;

/** The call's own messages (answered in the candidate's language: the server's catalogue has them). */
export const READINESS_MESSAGES = {
  list: 'Send the ids of the jobs as a list.',
  empty: 'Name at least one job.',
  tooMany: `At most ${READINESS_MAX_JOBS} jobs at once.`,
} as const;

export const ZReadinessRequest = z.object({
  jobIds: z.array(z.string().max(64), { error: READINESS_MESSAGES.list }).min(1, READINESS_MESSAGES.empty).max(READINESS_MAX_JOBS, READINESS_MESSAGES.tooMany),
});
export type TReadinessRequest = z.input<typeof ZReadinessRequest>;

const ZSection = z.enum(['licenses', 'boardCert', 'lifeSupportCert']);

export const ZReadinessTodo = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('licence'), types: z.array(z.string()), state: z.string(), compact: z.boolean(), link: z.string() }),
  z.object({ kind: z.literal('checklist'), specialty: z.string(), slug: z.string(), link: z.string() }),
  z.object({ kind: z.literal('references'), link: z.string() }),
  z.object({ kind: z.literal('application'), link: z.string() }),
  z.object({
    kind: z.literal('expiry'),
    startsOn: z.string(),
    credentials: z.array(z.object({ section: ZSection, name: z.string(), state: z.string().optional(), expiresOn: z.string() })),
    link: z.string(),
  }),
]);
export type TReadinessTodo = z.infer<typeof ZReadinessTodo>;

export const ZJobReadiness = z.object({ jobId: z.string(), ready: z.boolean(), todo: z.array(ZReadinessTodo) });
export type TJobReadiness = z.infer<typeof ZJobReadiness>;

/** One entry per asked job the candidate may see, in the order asked; ids of no such job are left out. */
export const ZReadinessResponse = ok(z.array(ZJobReadiness));

/** The open-jobs search (as POST /api/job/open) of the jobs the candidate is ready for. */
export const ZReadyJobsRequest = ZJobSearchRequest;
export const ZReadyJobsResponse = ZJobSearchResponse;
