// The API speaks the spec's Job field names (spec §3); the table has plain column names. This is the one map between.
import { type JobField, PUBLIC_JOB_FIELDS } from '@portal/shared/schemas/jobs';
import type { TJobImportRow } from '@portal/shared/schemas/job-import';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { jobs } from '../../db/schema/index';

export const COLUMN_OF: Record<JobField, AnyPgColumn> = {
  _id: jobs.id,
  Public_Notes: jobs.publicNotes,
  Modality: jobs.modality,
  Submodality: jobs.submodality,
  Shift: jobs.shift,
  VMS_Name: jobs.vmsName,
  Position_Name: jobs.positionName,
  NumberOfPositions: jobs.numberOfPositions,
  City: jobs.city,
  State: jobs.state,
  Zip: jobs.zip,
  Duration_Amount: jobs.durationWeeks,
  Weekly_Hours: jobs.weeklyHours,
  facilityName: jobs.facilityName,
  completionBonusPay: jobs.completionBonusPay,
  startingBonusPay: jobs.startingBonusPay,
  gapRate: jobs.gapRate,
  OvertimeBase: jobs.overtimeBase,
  OtPayRate: jobs.otPayRate,
  weeklyPay: jobs.weeklyPay,
  weeklyStipends: jobs.weeklyStipends,
  createdAt: jobs.createdAt,
  Estimated_Start_Date: jobs.estimatedStartDate,
  isOpen: jobs.isOpen,
  isComplete: jobs.isComplete,
};

/** A select list for the given API fields, keyed by the API names (`_id` is always included). */
export function selectionOf(fields: readonly JobField[]): Record<string, AnyPgColumn> {
  const selection: Record<string, AnyPgColumn> = { _id: jobs.id };
  for (const field of fields) selection[field] = COLUMN_OF[field];
  return selection;
}

export const PUBLIC_SELECTION = selectionOf([...PUBLIC_JOB_FIELDS]);
export const CANDIDATE_SELECTION = selectionOf([...PUBLIC_JOB_FIELDS, 'isOpen']);

/** Rows come back keyed by API names already; only timestamps need their ISO text form. */
export function toApiJob(row: Record<string, unknown>): Record<string, unknown> {
  const createdAt = row.createdAt;
  return createdAt instanceof Date ? { ...row, createdAt: createdAt.toISOString() } : row;
}

/** An import row as table values (the reverse direction of the map above). */
export function valuesOfImportRow(orgId: string, row: TJobImportRow) {
  return {
    orgId,
    externalId: row.Position_ID,
    publicNotes: row.Public_Notes ?? null,
    modality: row.Modality,
    submodality: row.Submodality,
    shift: row.Shift,
    vmsName: row.VMS_Name ?? null,
    positionName: row.Position_Name,
    numberOfPositions: row.NumberOfPositions,
    city: row.City,
    state: row.State,
    zip: row.Zip,
    durationWeeks: row.Duration_Amount,
    weeklyHours: row.Weekly_Hours,
    facilityName: row.facilityName,
    completionBonusPay: row.completionBonusPay ?? null,
    startingBonusPay: row.startingBonusPay ?? null,
    gapRate: row.gapRate ?? null,
    overtimeBase: row.OvertimeBase ?? null,
    otPayRate: row.OtPayRate ?? null,
    weeklyPay: row.weeklyPay,
    weeklyStipends: row.weeklyStipends ?? null,
    estimatedStartDate: row.Estimated_Start_Date ?? null,
    isOpen: row.isOpen,
    isComplete: row.isComplete,
    ...(row.createdAt ? { createdAt: new Date(row.createdAt) } : {}),
  } satisfies typeof jobs.$inferInsert;
}
