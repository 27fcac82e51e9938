// What GET /api/candidate/dash answers (spec §3 dashboardData: cands, referenceEntry, refStatus, recruiter, emails).
// Each capability contributes its part through a dashboard source on the server (apps/server/src/lib/dashboard.ts);
// a part a capability has not contributed is absent, and the page says plainly that there is nothing yet.
import { z } from 'zod';

/** The references rule (spec §1): at least 2 completed references, one of them from a Manager. */
export type RefStatus = {
  completed: number;
  /** Requested, opened or otherwise awaiting the referee. */
  awaiting: number;
  managerCompleted: boolean;
  /** True when the rule is met, or when the organisation has turned the rule off. */
  meetsRule: boolean;
  ruleEnabled: boolean;
  /** What is still missing, in the candidate's words ("" when nothing). */
  missing: string;
};

export type ReferenceEntry = {
  id: string;
  name: string;
  referenceType: string;
  status: 'draft' | 'requested' | 'opened' | 'completed' | 'declined' | 'expired';
  updatedAt: string;
};

export type JobEmailSummary = { id: string; subject: string; sentAt: string; jobCount: number };

export type SkillsSummary = {
  completed: number;
  /** Completed checklists that expire within 30 days or have expired. */
  expiring: number;
  latest: { id: string; name: string; completedAt: string; expiresAt: string } | null;
};

export type DashboardData = {
  /** The candidate's own summary (application step and completeness, submissions); the dashboard's own source. */
  cands?: CandsSummary;
  /** The chosen recruiter; null while the candidate has not chosen one. */
  recruiter?: Recruiter | null;
  referenceEntry?: ReferenceEntry[];
  refStatus?: RefStatus;
  /** The latest job e-mails (at most 5, newest first). */
  emails?: JobEmailSummary[];
  emailsUnread?: number;
  skills?: SkillsSummary;
  /** The best matches of the candidate's profile (decision 045). */
  jobsForYou?: JobsForYou;
};

/** A job of the "Jobs for you" card: what the card shows of it. */
export type JobForYou = {
  _id: string;
  Position_Name: string;
  facilityName: string;
  City: string;
  State: string;
  Submodality: string;
  weeklyPay: number;
  Estimated_Start_Date: string | null;
};

/**
 * The dashboard's "Jobs for you": the profile's search (the filter Open Jobs opens with), how many open jobs it
 * finds, and the best three of them (shared domain/jobs-for-you.ts: specialty, state, licence, pay, newest).
 */
export type JobsForYou = {
  filter: { state: string[]; compactState: boolean; specialties: string[] };
  missing: Array<'role' | 'specialties' | 'states'>;
  applies: boolean;
  total: number;
  jobs: JobForYou[];
};

/** A submission as the dashboard lists it (the newest few). */
export type DashboardSubmission = {
  id: string;
  jobId: string;
  status: string;
  positionName: string;
  facilityName: string;
  city: string;
  state: string;
  updatedAt: string;
};

/** A credential that expires within 90 days or has expired (application/expiry.ts), from the licences and certifications. */
export type ExpiringDocument = { section: string; label: string; expiresOn: string; daysLeft: number; expired: boolean };

/** The dashboard's own part: where the application stands, the submissions, what expires soon. */
export type CandsSummary = {
  firstName: string;
  /** The wizard step (spec §4): 0 … 17, the first section not complete. */
  step: number;
  /** The key of that section (e.g. "education"). */
  stepKey: string;
  completeness: number;
  submittedAt: string | null;
  hasResume: boolean;
  submissions: { total: number; byStatus: Record<string, number>; latest: DashboardSubmission[] };
  expiring: ExpiringDocument[];
};

/** A recruiter of the agency (GET /api/auth/recruiters/{org}). */
export type Recruiter = {
  id: string;
  name: string;
  email: string;
  phone: string;
  photo: string | null;
  specialties: string[];
  states: string[];
};

/** POST /api/candidate/recruiter: choose or change the recruiter. */
export const ZChooseRecruiterBody = z.object({
  recruiterId: z.uuid({ error: 'Choose one of the recruiters listed.' }),
});

/** One day of the 7-day chart (spec §2 "Dashboard chart"): how many of the organisation's jobs changed that day. */
export type DayCount = { date: string; count: number };

/** POST api/candidate/analytics/candidate → data: the candidate's own activity, from what is stored. */
export type CandidateAnalytics = {
  submissions: { total: number; last30Days: number; active: number; placed: number };
  favorites: number;
  /** Open jobs of the organisation in the candidate's specialties (all open jobs when none are chosen). */
  matchingOpenJobs: number;
  /** False while the candidate has chosen no specialty: matchingOpenJobs is then every open job. */
  specialtiesChosen: boolean;
  openJobs: number;
  /** Documents uploaded (resume and credentials). */
  documents: number;
  completeness: number;
  daysSinceSignUp: number;
  /** The last 7 days, oldest first, each with the number of the organisation's jobs created or updated that day. */
  jobUpdates: DayCount[];
};

const PHONE = /^(\(\d{3}\) ?\d{3}-?\d{4}|\d{3}-\d{3}-\d{4})$/;
const STATE = /^[A-Z]{2}$/;

/** A recruiter as the agency enters it (`portal recruiters:add`). */
export const ZRecruiterInput = z.object({
  name: z.string().trim().min(2, 'A recruiter name needs at least 2 characters.').max(60, 'A recruiter name is at most 60 characters.'),
  email: z.email('Please enter a valid email.').transform((value) => value.toLowerCase()),
  phone: z.string().trim().regex(PHONE, { error: 'Phone number is not valid.' }),
  photo: z
    .string()
    .trim()
    .max(500)
    .regex(/^(https:\/\/|\/)[^\s"'<>]*$/, { error: 'A photo is an https:// address or a site path starting with /.' })
    .optional(),
  specialties: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
  states: z
    .array(z.string().trim().toUpperCase().regex(STATE, { error: 'A state is its two-letter code, e.g. TN.' }))
    .max(60)
    .default([]),
});
export type TRecruiterInput = z.input<typeof ZRecruiterInput>;

export const ZRecruiter = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  photo: z.string().nullable(),
  specialties: z.array(z.string()),
  states: z.array(z.string()),
});
export const ZRecruiterList = z.object({ recruiters: z.array(ZRecruiter), chosenId: z.string().nullable() });
export type RecruiterList = z.infer<typeof ZRecruiterList>;

/** POST api/candidate/analytics/candidate: spec §7 sends email and org; the session decides whose analytics they are. */
export const ZAnalyticsBody = z.object({ email: z.string().optional(), org: z.string().optional() }).passthrough().optional();
