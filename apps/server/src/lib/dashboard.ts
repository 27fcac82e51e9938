// The dashboard's sources: each capability adds one (in its module's plugin) that gives its part of the dashboard data
// for a candidate; GET /api/candidate/dash merges them. One place, so adding a card is a source, not a new call.
//
// A source says what it reads as one SQL expression (`read`, usually a json_build_object of scalar subqueries), and
// builds its part from the value read (`part`). The dashboard reads every source's expression in one statement: one
// round trip to the database for the whole page, whatever the number of cards (docs/performance.md "Candidate pages").
// Time-dependent rules (a link that expired, a credential due soon) are applied in `part`, with the request's `now`,
// so that the values read can be kept in memory (modules/dashboard/service.ts) and the parts are still exact. A part
// may also use what the server keeps in memory under the request's cache versions (the open-jobs index and its jobs:
// "Jobs for you"), which reads the database only for what it does not hold yet.
import type { DashboardData } from '@portal/shared/dashboard';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Versions } from '../plugins/versions';

export type DashboardCandidate = { id: string; orgId: string };

/** What a part may use besides its value: the request's cache versions (read once, shared with its session check). */
export type DashboardContext = { versions: () => Promise<Versions> };

export type DashboardSource<V = never> = {
  /**
   * What the source reads for the candidate: one SQL expression (any type; json arrives parsed). It does not depend
   * on the time: the values are kept (under the "dashboard" cache version) and `part` applies the time.
   */
  read: (candidate: DashboardCandidate) => SQL;
  /** The part, from the value read (a promise when it looks into memory kept under the cache versions). */
  part: (value: V, candidate: DashboardCandidate, now: Date, context: DashboardContext) => Partial<DashboardData> | Promise<Partial<DashboardData>>;
};

declare module 'fastify' {
  interface FastifyInstance {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each source has its own value type
    dashboardSources: DashboardSource<any>[];
  }
}

export function addDashboardSource<V>(app: FastifyInstance, source: DashboardSource<V>): void {
  app.dashboardSources.push(source);
}

/**
 * A timestamptz (a column or expression of SQL text) as the ISO text `Date.prototype.toISOString` gives (UTC,
 * milliseconds): what a part would have built from a Date, for values read inside json.
 */
export const isoText = (expression: string): SQL => sql.raw(`to_char((${expression}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
