// What happens that an agency's systems may want to hear of (decision 033): the one list of agency events, and the one
// call every place that makes one goes through, whether it runs in the API, a `portal` command or a task. Nothing
// listens yet; outgoing webhooks will deliver these, from the database (a queue task written here), so that an event
// made by a command in another process is delivered too.
import type { Db } from '../db/client';

export const AGENCY_EVENTS = [
  /** A submission's status was set (API or `portal submissions:set-status`). */
  'submission.status_changed',
  /** An offer was recorded for a candidate (API or `portal application:record-offer`). */
  'candidate.offer_recorded',
  /** A job was added or changed by its Position_ID (API or `portal jobs:import`). */
  'job.upserted',
  /** A job was closed by its Position_ID. */
  'job.closed',
] as const;
export type AgencyEventType = (typeof AGENCY_EVENTS)[number];

export type AgencyEvent = { type: AgencyEventType; orgId: string; data: Record<string, unknown> };

/** Records an agency event of an organisation. Today a no-op: the place where webhook deliveries will be queued. */
export async function agencyEvent(_db: Db, _event: AgencyEvent): Promise<void> {}
