// The alert worker: a scheduled task of the product's one durable queue (plugins/queue.ts) matches new and changed
// open jobs to every active saved search and hands one e-mail per saved search and period to the mail queue.
//
// Never twice, nothing lost: each subscriber is one transaction that records the alert (unique per saved search and
// period, or the public subscriber's claimed period) AND writes its mail task. A run cut off mid-batch leaves every
// subscriber either fully done or untouched; the run is repeated by the queue (its lock passes) and skips the done
// ones. Several instances share the work: the period's task is keyed, so only one instance runs it, and the unique
// record would refuse a second alert anyway. Delivery (SMTP, retries with back-off) is the mail task's.
import { randomUUID } from 'node:crypto';
import { ALERT_MAX_JOBS, ALERT_MIN_JOBS, type TFrequency } from '@portal/shared/schemas/job-emails';
import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { candidates, jobEmails, jobSubscriptions, organizations, publicSubscriptions } from '../../db/schema/index';
import { publishToCandidate } from '../../lib/realtime';
import { orgDirectory } from '../orgs/repository';
import { alertSubject, describeCriteria, renderAlert } from './alert-mail';
import { compactCodes, matchJobs } from './matching';
import { issueUnsubscribeToken } from './tokens';

export const MATCH_TASK = 'job-emails.match';
/** How often the worker looks for new jobs whatever happened. */
export const MATCH_EVERY_MS = 60_000;
/**
 * How often the worker looks at the catalogue's version: a change (an import, the agency API, a job closed) brings a
 * match run within about this, so "As jobs arrive" alerts follow new jobs in seconds, not up to a minute.
 */
export const CATALOGUE_WATCH_MS = 5_000;
/** At most one such extra run per this period, across every instance (the period is part of its task key). */
export const SOON_RUN_EVERY_MS = 10_000;
const DAY_MS = 86_400_000;

/** The period an alert belongs to: at most one alert per subscriber and period. */
export function periodKey(frequency: TFrequency, now: Date): string {
  if (frequency === 'instant') return `instant:${Math.floor(now.getTime() / MATCH_EVERY_MS)}`;
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (frequency === 'daily') return `daily:${day.toISOString().slice(0, 10)}`;
  const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
  return `weekly:${monday.toISOString().slice(0, 10)}`;
}

type Org = typeof organizations.$inferSelect;
const brandOf = (org: Org, board: string | null) => ({ name: org.name, logo: org.logo, supportEmail: org.supportEmail, supportPhone: org.supportPhone, postalAddress: org.postalAddress, board });

export type MatchRunOptions = {
  now?: Date;
  /** Test seam: stop (throw) after this many subscribers, as a process that dies mid-batch would. */
  stopAfter?: number;
};

/** One pass over every active subscription; returns how many alerts were handed to the mail queue. */
export async function runMatching(app: FastifyInstance, options: MatchRunOptions = {}): Promise<number> {
  const now = options.now ?? new Date();
  const codes = await compactCodes(app.db);
  const boards = orgDirectory(app.db, app.versions);
  const orgCache = new Map<string, Org | undefined>();
  const orgOf = async (id: string) => {
    if (!orgCache.has(id)) orgCache.set(id, (await app.db.select().from(organizations).where(eq(organizations.id, id)))[0]);
    return orgCache.get(id);
  };
  let seen = 0;
  let sent = 0;
  const tick = () => {
    seen += 1;
    if (options.stopAfter !== undefined && seen > options.stopAfter) throw new Error('matching stopped mid-batch');
  };

  const subscriptions = await app.db
    .select({ sub: jobSubscriptions, email: candidates.email, firstName: candidates.firstName, language: candidates.language })
    .from(jobSubscriptions)
    .innerJoin(candidates, eq(candidates.id, jobSubscriptions.candidateId))
    .where(and(eq(jobSubscriptions.active, true), isNull(jobSubscriptions.deletedAt)))
    .orderBy(jobSubscriptions.id);
  for (const { sub, email, firstName, language } of subscriptions) {
    tick();
    const key = periodKey(sub.frequency, now);
    const [already] = await app.db
      .select({ id: jobEmails.id })
      .from(jobEmails)
      .where(and(eq(jobEmails.subscriptionId, sub.id), eq(jobEmails.periodKey, key)));
    if (already) continue;
    // Each saved search is its own alert: it leaves out only the jobs its own earlier alerts carried. Its first alert
    // lists the matching jobs already open, not only those posted after it was saved.
    const earlier = await app.db
      .select({ jobs: jobEmails.jobs })
      .from(jobEmails)
      .where(eq(jobEmails.subscriptionId, sub.id))
      .orderBy(desc(jobEmails.createdAt))
      .limit(50);
    const found = await matchJobs(app.db, sub.orgId, sub, codes, {
      exclude: earlier.flatMap((e) => e.jobs.map((j) => j.id)),
      limit: ALERT_MAX_JOBS,
    });
    if (found.length < ALERT_MIN_JOBS) continue;
    const org = await orgOf(sub.orgId);
    if (!org) continue;
    const id = randomUUID();
    const brand = brandOf(org, await boards.boardOf(org.id));
    const inserted = await app.db.transaction(async (tx) => {
      const rows = await tx
        .insert(jobEmails)
        .values({ id, candidateId: sub.candidateId, orgId: sub.orgId, subscriptionId: sub.id, periodKey: key, subject: alertSubject(found.length, language), jobs: found, sentAt: now })
        .onConflictDoNothing()
        .returning({ id: jobEmails.id });
      if (!rows.length) return false;
      const message = renderAlert(brand, app.config.publicUrl, {
        kind: 'job-alerts.candidate',
        to: email,
        language,
        firstName,
        jobs: found,
        // Several saved searches: the alert names which one it is.
        criteria: sub.name ? `${sub.name}: ${describeCriteria(sub, language)}` : describeCriteria(sub, language),
        unsubscribeToken: issueUnsubscribeToken(app.config.secrets.jwt, { kind: 'email', id }, now),
        manageUrl: `${app.config.publicUrl}/subscription`,
      });
      await app.mailer.enqueue(message, { tx: tx as unknown as Db, key: `job-email:${id}` });
      return true;
    });
    if (inserted) {
      sent += 1;
      await publishToCandidate(app, sub.candidateId, { type: 'jobEmail.received', id });
    }
  }

  const publics = await app.db
    .select({ sub: publicSubscriptions, org: organizations })
    .from(publicSubscriptions)
    .innerJoin(organizations, eq(organizations.id, publicSubscriptions.orgId))
    .where(and(isNotNull(publicSubscriptions.confirmedAt), isNull(publicSubscriptions.unsubscribedAt)))
    .orderBy(publicSubscriptions.id);
  for (const { sub, org } of publics) {
    tick();
    const key = periodKey(sub.frequency, now);
    if (sub.lastPeriod === key) continue;
    // The first alert after confirming lists the matching jobs already open; later ones what is new since the last.
    const since = sub.lastSentAt && sub.confirmedAt && sub.lastSentAt > sub.confirmedAt ? sub.lastSentAt : null;
    const found = await matchJobs(app.db, sub.orgId, sub, codes, { since, limit: ALERT_MAX_JOBS });
    if (found.length < ALERT_MIN_JOBS) continue;
    const brand = brandOf(org, await boards.boardOf(org.id));
    const claimed = await app.db.transaction(async (tx) => {
      const rows = await tx
        .update(publicSubscriptions)
        .set({ lastPeriod: key, lastSentAt: now })
        .where(and(eq(publicSubscriptions.id, sub.id), or(isNull(publicSubscriptions.lastPeriod), sql`${publicSubscriptions.lastPeriod} <> ${key}`)))
        .returning({ id: publicSubscriptions.id });
      if (!rows.length) return false;
      const message = renderAlert(brand, app.config.publicUrl, {
        kind: 'job-alerts.public',
        to: sub.email,
        language: sub.language,
        firstName: null,
        jobs: found,
        criteria: describeCriteria(sub, sub.language),
        unsubscribeToken: issueUnsubscribeToken(app.config.secrets.jwt, { kind: 'public', id: sub.id }, now),
        manageUrl: `${app.config.publicUrl}/subcribe`,
      });
      await app.mailer.enqueue(message, { tx: tx as unknown as Db, key: `public-job-email:${sub.id}:${key}` });
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}

/**
 * The catalogue watch of the worker: `check()` reads the catalogue's version (the one every cache and the search index
 * follow, bumped by any write to the jobs, whoever makes it) and, when it moved since the last check, queues a match
 * run now. Its key names the period of SOON_RUN_EVERY_MS, so a burst of writes, or several instances seeing the same
 * change, make one run. Period keys of the alerts themselves still allow one alert per subscriber and period.
 */
export function catalogueWatch(app: FastifyInstance): { check(now?: Date): Promise<boolean> } {
  let seen: number | undefined;
  return {
    async check(now = new Date()) {
      const version = (await app.versions.read()).catalogue;
      const moved = seen !== undefined && version !== seen;
      seen = version;
      if (!moved) return false;
      const period = Math.floor(now.getTime() / SOON_RUN_EVERY_MS);
      await app.queue.enqueue(MATCH_TASK, { soon: period }, { key: `${MATCH_TASK}@soon:${period}`, runAt: now });
      return true;
    },
  };
}

export function registerAlertTasks(app: FastifyInstance): void {
  app.queue.register(MATCH_TASK, async () => {
    await runMatching(app);
  });
  // The schedule belongs to the worker (the server process): an app without one (tests, the CLI) runs the task when
  // asked, and other kinds' runDue counts stay their own.
  if (!app.config.queueWorker) return;
  app.queue.every(MATCH_TASK, MATCH_EVERY_MS);
  const watch = catalogueWatch(app);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await watch.check().catch(() => false);
    timer = setInterval(() => void watch.check().catch((error: unknown) => app.log.warn({ err: error }, 'catalogue watch failed')), CATALOGUE_WATCH_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
