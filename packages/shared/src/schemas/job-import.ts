// One row of a job import file (`portal jobs:import`, CSV or JSON). CSV gives every value as text, so numbers,
// booleans and dates are read from text here; JSON may give them typed. Column names are the spec §3 Job fields,
// plus Position_ID: the job's id in the agency's or VMS's system (spec §3 "Job e-mail detail request"), unique per
// organisation, by which a re-import updates the job instead of adding it again.
import { z } from 'zod';
import { DURATION_WEEKS_MAX, DURATION_WEEKS_MIN, ZStateCode } from './jobs';

const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

// Optional fields are optional INSIDE the preprocess: a blank CSV cell becomes undefined there, after `.optional()`
// on the outside would already have looked at the blank text.
const textSchema = (field: string, max: number) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${field} is required.` : `${field} must be text.`) }).trim().max(max, `${field} is at most ${max} characters.`);
const text = (field: string, max: number) => z.preprocess(blankToUndefined, textSchema(field, max));
const optionalText = (field: string, max: number) => z.preprocess(blankToUndefined, textSchema(field, max).optional());

const toNumber = (value: unknown) => {
  const v = blankToUndefined(value);
  // CSV exports of pay often carry "$1,234.50".
  return typeof v === 'string' ? Number(v.replace(/[$,\s]/g, '')) : v;
};
const numberSchema = (field: string, min: number, max: number, integer: boolean) => {
  const schema = z
    .number({ error: (issue) => (issue.input === undefined ? `${field} is required.` : `${field} must be a number.`) })
    .min(min, `${field} must be at least ${min}.`)
    .max(max, `${field} must be at most ${max}.`);
  return integer ? schema.int(`${field} must be a whole number.`) : schema;
};
const number = (field: string, min: number, max: number, { integer = false } = {}) => z.preprocess(toNumber, numberSchema(field, min, max, integer));
const optionalNumber = (field: string, min: number, max: number, { integer = false } = {}) =>
  z.preprocess(toNumber, numberSchema(field, min, max, integer).optional());
const money = (field: string) => optionalNumber(field, 0, 1_000_000);

const bool = (field: string, fallback: boolean) =>
  z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      if (v === undefined) return fallback;
      if (typeof v !== 'string') return v;
      const lower = v.trim().toLowerCase();
      if (['true', 'yes', 'y', '1'].includes(lower)) return true;
      if (['false', 'no', 'n', '0'].includes(lower)) return false;
      return v;
    },
    z.boolean({ error: `${field} must be true or false.` }),
  );

/** A calendar date as YYYY-MM-DD; MM/DD/YYYY (the US format of most exports) is read too. */
const optionalIsoDate = (field: string) =>
  z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      if (typeof v !== 'string') return v;
      const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v.trim());
      return us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : v.trim();
    },
    z
      .string({ error: `${field} must be a date (YYYY-MM-DD or MM/DD/YYYY).` })
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD or MM/DD/YYYY).`)
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${field} is not a real date.`)
      .optional(),
  );

const optionalTimestamp = (field: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${field} must be a date and time (ISO 8601).` })
      .refine((v) => !Number.isNaN(Date.parse(v)), `${field} must be a date and time (ISO 8601).`)
      .transform((v) => new Date(v).toISOString())
      .optional(),
  );

export const ZJobImportRow = z.object({
  Position_ID: text('Position_ID', 64),
  Position_Name: text('Position_Name', 160),
  Modality: text('Modality', 80),
  Submodality: text('Submodality', 80),
  Shift: text('Shift', 80),
  VMS_Name: optionalText('VMS_Name', 80),
  Public_Notes: optionalText('Public_Notes', 4000),
  NumberOfPositions: z.preprocess((v) => toNumber(v) ?? 1, numberSchema('NumberOfPositions', 1, 1000, true)),
  City: text('City', 80),
  State: z.preprocess(blankToUndefined, z.string({ error: 'State is required.' }).pipe(ZStateCode)),
  Zip: z.preprocess(
    (v) => (typeof v === 'number' ? String(v).padStart(5, '0') : blankToUndefined(v)),
    z.string({ error: 'Zip is required.' }).trim().regex(/^\d{5}$/, 'Zip must be 5 digits.'),
  ),
  Duration_Amount: number('Duration_Amount', DURATION_WEEKS_MIN, DURATION_WEEKS_MAX, { integer: true }),
  Weekly_Hours: number('Weekly_Hours', 1, 84),
  facilityName: text('facilityName', 160),
  completionBonusPay: money('completionBonusPay'),
  startingBonusPay: money('startingBonusPay'),
  gapRate: money('gapRate'),
  OvertimeBase: money('OvertimeBase'),
  OtPayRate: money('OtPayRate'),
  weeklyPay: number('weeklyPay', 1, 1_000_000),
  weeklyStipends: money('weeklyStipends'),
  createdAt: optionalTimestamp('createdAt'),
  Estimated_Start_Date: optionalIsoDate('Estimated_Start_Date'),
  isOpen: bool('isOpen', true),
  isComplete: bool('isComplete', true),
});
export type TJobImportRow = z.output<typeof ZJobImportRow>;
