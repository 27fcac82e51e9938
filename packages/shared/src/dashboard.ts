// What GET /api/candidate/dash answers (spec §3 dashboardData: cands, referenceEntry, refStatus, recruiter, emails).
// Each capability contributes its part through a dashboard source on the server (apps/server/src/lib/dashboard.ts);
// a part a capability has not contributed is absent, and the page says plainly that there is nothing yet.

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
  status: 'requested' | 'opened' | 'completed' | 'declined' | 'expired';
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
  cands?: Record<string, unknown>;
  recruiter?: Record<string, unknown> | null;
  referenceEntry?: ReferenceEntry[];
  refStatus?: RefStatus;
  /** The latest job e-mails (at most 5, newest first). */
  emails?: JobEmailSummary[];
  emailsUnread?: number;
  skills?: SkillsSummary;
};
