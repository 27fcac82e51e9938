// `portal submissions:set-status EMAIL STATUS [--job ID]`: the agency records where a submission stands; the
// candidate's open pages update at once (through the database's NOTIFY when the servers share a PostgreSQL).
// Registered in cli/commands.ts.
import { SUBMISSION_STATUSES, type SubmissionStatus } from '@portal/shared/schemas/submissions';
import type { Command } from 'commander';
import { and, eq, or, sql } from 'drizzle-orm';
import type { CommandContext } from '../../cli/context';
import { candidates, jobSubmissions, jobs, organizations } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { notifyThroughDatabase } from '../../plugins/realtime';
import { setSubmissionStatus } from '../jobs/submissions';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function registerDashboardCommands(program: Command, { withDatabase, print }: CommandContext): void {
  program
    .command('submissions:set-status')
    .description(`Set the status of a candidate's submission (${SUBMISSION_STATUSES.join(', ')})`)
    .argument('<email>', "the candidate's e-mail")
    .argument('<status>', 'the new status')
    .option('--job <id>', "the job's id or Position_ID (needed when the candidate has several submissions)")
    .option('--org <code>', 'organisation of the account (needed when the e-mail has accounts in several)')
    .action(async (email: string, status: string, options: { job?: string; org?: string }) => {
      if (!(SUBMISSION_STATUSES as readonly string[]).includes(status)) throw badRequest(`The status is one of: ${SUBMISSION_STATUSES.join(', ')}.`);
      await withDatabase(async ({ db, engine }) => {
        const people = await db
          .select({ id: candidates.id, org: organizations.code })
          .from(candidates)
          .innerJoin(organizations, eq(organizations.id, candidates.orgId))
          .where(eq(candidates.email, sql`lower(${email.trim()})`));
        const matches = options.org ? people.filter((p) => p.org.toLowerCase() === options.org!.toLowerCase()) : people;
        if (matches.length === 0) throw badRequest(`No candidate with the e-mail ${email}.`);
        if (matches.length > 1) throw badRequest(`Several organisations have an account for ${email}; choose one with --org.`);
        const candidate = matches[0]!;
        const job = options.job?.trim();
        const jobFilter = job ? (UUID.test(job) ? or(eq(jobs.id, job), eq(jobs.externalId, job)) : eq(jobs.externalId, job)) : undefined;
        const rows = await db
          .select({ id: jobSubmissions.id, position: jobs.positionName, facility: jobs.facilityName })
          .from(jobSubmissions)
          .innerJoin(jobs, eq(jobs.id, jobSubmissions.jobId))
          .where(and(eq(jobSubmissions.candidateId, candidate.id), jobFilter));
        if (rows.length === 0) throw badRequest(job ? `${email} has no submission to the job ${job}.` : `${email} has no submissions.`);
        if (rows.length > 1) throw badRequest(`${email} has ${rows.length} submissions; choose one with --job.`);
        const submission = rows[0]!;
        await setSubmissionStatus(db, (candidateId, event) => notifyThroughDatabase(db, engine, candidateId, event), submission.id, status as SubmissionStatus);
        print(`Submission to ${submission.position} at ${submission.facility} is now ${status}.`);
      });
    });
}
