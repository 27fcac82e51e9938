// Which open jobs an alert carries. The rule is the open-jobs search's own (spec §5, domain/job-filter.ts, and the
// jobs repository's searchWhere): the subscription is turned into the search form, the form into the filter object,
// the filter through the whitelist into conditions, the conditions into the same SQL. Alerts only add what a search
// has no notion of: the shift preference, "new or changed since", and "not in an earlier alert".
import { buildJobFilter } from '@portal/shared/domain/job-filter';
import { parseJobFilter } from '@portal/shared/domain/job-filter-parse';
import { ALERT_MAX_JOBS, criteriaToSearchForm, type TSubscriptionCriteria } from '@portal/shared/schemas/job-emails';
import { and, desc, gt, ilike, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AlertJobSnapshot } from '../../db/schema/index';
import { jobs } from '../../db/schema/index';
import { getCompactStates, searchWhere } from '../jobs/repository';

export type MatchCriteria = Pick<TSubscriptionCriteria, 'states' | 'compactState' | 'specialties' | 'modality' | 'shift' | 'minWeeklyPay' | 'durationMin' | 'durationMax'>;
export type MatchOptions = { since?: Date | null; exclude?: readonly string[]; limit?: number };

/** A shift preference as SQL: a job's shift starts with the chosen word ("Days 3x12 ...", "Nights 3x12 ..."). */
function shiftCondition(shift: MatchCriteria['shift']): SQL | undefined {
  return shift === 'any' ? undefined : ilike(jobs.shift, `${shift}%`);
}

/** The search's WHERE for these criteria, or null when the criteria cannot pass the search's whitelist. */
export function alertWhere(orgId: string, criteria: MatchCriteria, compactCodes: readonly string[], options: MatchOptions = {}): SQL | null {
  const parsed = parseJobFilter(buildJobFilter(criteriaToSearchForm(criteria), criteria.compactState ? compactCodes : []));
  if (!parsed.ok) return null;
  const exclude = [...new Set(options.exclude ?? [])];
  return (
    and(
      searchWhere(orgId, parsed.query),
      shiftCondition(criteria.shift),
      options.since ? gt(jobs.updatedAt, options.since) : undefined,
      exclude.length ? notInArray(jobs.id, exclude) : undefined,
    ) ?? null
  );
}

const SNAPSHOT = {
  id: jobs.id,
  Position_ID: jobs.externalId,
  Position_Name: jobs.positionName,
  Submodality: jobs.submodality,
  City: jobs.city,
  State: jobs.state,
  Shift: jobs.shift,
  Duration_Amount: jobs.durationWeeks,
  Estimated_Start_Date: jobs.estimatedStartDate,
  weeklyPay: jobs.weeklyPay,
  weeklyStipends: jobs.weeklyStipends,
};

/** The matching jobs, newest change first (at most `limit`, default 10). */
export async function matchJobs(db: Db, orgId: string, criteria: MatchCriteria, compactCodes: readonly string[], options: MatchOptions = {}): Promise<AlertJobSnapshot[]> {
  const where = alertWhere(orgId, criteria, compactCodes, options);
  if (!where) return [];
  return db
    .select(SNAPSHOT)
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(options.limit ?? ALERT_MAX_JOBS);
}

export async function compactCodes(db: Db): Promise<string[]> {
  return (await getCompactStates(db)).codes;
}
