// Submissions of spec §7: POST api/candidate/submission/add (an array body) and GET /api/candidate/submission/get.
import { z } from 'zod';
import { ok, okPaged } from '../api';
import { ZCandidateJob, ZPublicJob } from './jobs';

/** Where a submission stands; set by the agency, shown to the candidate on /submissions. */
export const SUBMISSION_STATUSES = ['submitted', 'in_review', 'interview', 'offered', 'placed', 'not_selected', 'withdrawn'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const ZSubmissionAddItem = z.object({
  jobId: z.uuid({ error: 'This is not a job of ours.' }),
  /** An optional word to the recruiter. */
  note: z.string().trim().max(500, 'A note is at most 500 characters.').optional(),
});

/** spec §7 "post of an array for submissions": one entry per job. */
export const ZSubmissionAddBody = z
  .array(ZSubmissionAddItem, { error: 'Send a list of submissions.' })
  .min(1, 'Choose a job to submit to.')
  .max(20, 'At most 20 jobs at once.');
export type TSubmissionAddBody = z.input<typeof ZSubmissionAddBody>;

export const ZSubmissionJob = ZPublicJob.pick({
  _id: true,
  Position_Name: true,
  facilityName: true,
  City: true,
  State: true,
  Submodality: true,
  Shift: true,
  Duration_Amount: true,
  weeklyPay: true,
  weeklyStipends: true,
  Estimated_Start_Date: true,
});

export const ZSubmission = z.object({
  _id: z.string(),
  jobId: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  job: ZSubmissionJob,
});
export type TSubmission = z.infer<typeof ZSubmission>;

export const ZSubmissionAddResponse = ok(z.array(ZSubmission));
export const ZSubmissionListResponse = okPaged(ZSubmission);

/** GET /api/job/:id: the job as the candidate sees it, and their submission to it if they made one. */
export const ZJobPage = ZCandidateJob.extend({
  submission: z.object({ status: z.enum(SUBMISSION_STATUSES), createdAt: z.string() }).nullable(),
});
export type TJobPage = z.infer<typeof ZJobPage>;
export const ZJobPageResponse = ok(ZJobPage);
