// GET /api/jobs/for-you (decision 045): the Open Jobs filter that matches the candidate's profile (role, specialties,
// states), and the dashboard's "Jobs for you" part. The search itself is the ordinary POST /api/job/open; the answer
// also carries the first page that search gives, with its readiness meters (decision 057), so that Open Jobs, which asks
// this call with its document (first calls), paints its cards without two more round trips.
import { z } from 'zod';
import { ZPaging, ok } from '../api';
import { ZProjectedJob } from './jobs';
import { ZJobReadiness } from './readiness';

export const ZProfileFilter = z.object({
  state: z.array(z.string()).describe('USPS codes of the states the candidate would work in'),
  compactState: z.boolean().describe('The compact states too (the switch of the application’s states)'),
  specialties: z.array(z.string()).describe('Job specialties (Submodality): the role’s own and the chosen ones that fit it'),
});

export const ZProfileMatch = z.object({
  filter: ZProfileFilter,
  missing: z.array(z.enum(['role', 'specialties', 'states'])).describe('What the profile does not say yet'),
  applies: z.boolean().describe('False when the profile says nothing the search can use: every job is shown'),
});

/**
 * A first page Open Jobs may open on (decision 057): the search as the page makes it (`search`: the filter of
 * POST /api/job/open, page 1, the first page size; the job cards' projection), its answer (`data`, `paging`: what that
 * call answers) and the meters of its jobs (what POST /api/jobs/readiness answers for them).
 */
export const ZOpeningPage = z.object({
  search: z
    .object({ filter: z.record(z.string(), z.unknown()), page: z.number().int(), perPage: z.number().int() })
    .describe('The search as Open Jobs sends it to POST /api/job/open (with the job cards’ projection)'),
  data: z.array(ZProjectedJob),
  paging: ZPaging,
  readiness: z.array(ZJobReadiness).describe('The readiness meter of each job of the page'),
});
export type TOpeningPage = z.infer<typeof ZOpeningPage>;

export const ZJobsForYou = ZProfileMatch.extend({
  openings: z
    .array(ZOpeningPage)
    .describe(
      'The first page of the search Open Jobs opens on when it has no search of its own: the profile’s (when `applies`), then, when ' +
        'nothing matches it, every job; empty when it could not be made.',
    ),
});
export type TJobsForYou = z.infer<typeof ZJobsForYou>;

export const ZJobsForYouResponse = ok(ZJobsForYou);
