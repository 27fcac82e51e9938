// Demo job e-mails of the demo candidate: a saved search with its alert, and the two alerts it sent in the last two
// weeks (one read, one not), so a newcomer trying the demo account sees what Job Email History and the dashboard's
// e-mails look like. The jobs are the demo organisation's open jobs the search matches.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { candidates, jobEmails, jobSubscriptions } from '../db/schema/index';
import { alertSubject } from '../modules/job-emails/alert-mail';
import { periodKey } from '../modules/job-emails/alerts';
import { matchJobs } from '../modules/job-emails/matching';
import { DEMO_CANDIDATE } from './candidates';

const DAY_MS = 86_400_000;
const CRITERIA = {
  states: [] as string[],
  compactState: false,
  specialties: ['Med-Surg', 'PCT', 'Telemetry'],
  modality: '',
  shift: 'any' as const,
  minWeeklyPay: null,
  durationMin: null,
  durationMax: null,
};

/** Idempotent: a demo candidate who already has a saved search keeps what they have. */
export async function seedJobEmails(db: Db, now = new Date()): Promise<number> {
  const [who] = await db.select({ id: candidates.id, orgId: candidates.orgId }).from(candidates).where(eq(candidates.email, DEMO_CANDIDATE.email)).limit(1);
  if (!who) return 0;
  const [existing] = await db.select({ id: jobSubscriptions.id }).from(jobSubscriptions).where(eq(jobSubscriptions.candidateId, who.id)).limit(1);
  if (existing) return 0;
  const found = await matchJobs(db, who.orgId, CRITERIA, [], { limit: 8 });
  // Without the demo jobs (seeded before this step) there is nothing to show.
  if (found.length < 6) return 0;
  const [subscription] = await db
    .insert(jobSubscriptions)
    .values({ candidateId: who.id, orgId: who.orgId, ...CRITERIA, frequency: 'weekly', name: 'Med-Surg, PCT and telemetry', active: true, createdAt: new Date(now.getTime() - 21 * DAY_MS) })
    .returning({ id: jobSubscriptions.id });
  const sent = [
    { at: new Date(now.getTime() - 14 * DAY_MS), jobs: found.slice(3, 8), read: true },
    { at: new Date(now.getTime() - 7 * DAY_MS), jobs: found.slice(0, 3), read: false },
  ];
  for (const alert of sent) {
    await db
      .insert(jobEmails)
      .values({
        candidateId: who.id,
        orgId: who.orgId,
        subscriptionId: subscription!.id,
        periodKey: periodKey('weekly', alert.at),
        subject: alertSubject(alert.jobs.length),
        jobs: alert.jobs,
        sentAt: alert.at,
        readAt: alert.read ? new Date(alert.at.getTime() + DAY_MS) : null,
        createdAt: alert.at,
      })
      .onConflictDoNothing();
  }
  return sent.length;
}
