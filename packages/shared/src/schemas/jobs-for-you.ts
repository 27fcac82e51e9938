// GET /api/jobs/for-you (decision 045): the Open Jobs filter that matches the candidate's profile (role, specialties,
// states), and the dashboard's "Jobs for you" part. The search itself is the ordinary POST /api/job/open.
import { z } from 'zod';
import { ok } from '../api';

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

export const ZJobsForYouResponse = ok(ZProfileMatch);
