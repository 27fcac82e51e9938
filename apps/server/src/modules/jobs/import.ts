// `portal jobs:import FILE`: read a CSV or JSON file of jobs, check every row with the shared schema, and upsert the
// jobs of one organisation by Position_ID. A file with a bad row imports nothing unless the bad rows are skipped.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type TJobImportRow, ZJobImportRow } from '@portal/shared/schemas/job-import';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/index';
import { agencyEvent } from '../../lib/agency-events';
import { AppError, badRequest } from '../../lib/errors';
import { readCsvRecords } from '../../lib/csv';
import { findOrgByCode, getDefaultOrg } from '../orgs/repository';
import { valuesOfImportRow } from './columns';
import { ensureJobReferenceData, ensureTaxonomyFor } from './reference-data';

export type SourceRow = { where: string; values: unknown };
export type Problem = { where: string; reason: string };
export type ValidRow = { where: string; row: TJobImportRow };

/** Rows of a CSV (header row of field names) or JSON (an array of objects) file, each with where it stands. */
export async function readJobRows(content: string, format: 'csv' | 'json'): Promise<SourceRow[]> {
  if (format === 'json') {
    let data: unknown;
    try {
      data = JSON.parse(content);
    } catch (error) {
      throw badRequest(`The file is not valid JSON: ${(error as Error).message}`);
    }
    if (!Array.isArray(data)) throw badRequest('A JSON import file holds an array of jobs: [{"Position_ID": ...}, ...].');
    return data.map((values, index) => ({ where: `item ${index + 1}`, values }));
  }
  const records = await readCsvRecords(content);
  const [header, ...body] = records;
  if (!header) return [];
  const names = header.record;
  // A row with too many or too few values is that row's problem, reported with the others.
  return body.map(({ record, info }) => ({
    where: `line ${info.lines}`,
    values:
      record.length === names.length
        ? Object.fromEntries(names.map((name, i) => [name, record[i]]))
        : new ColumnCountMismatch(record.length, names.length),
  }));
}

class ColumnCountMismatch {
  constructor(
    readonly got: number,
    readonly expected: number,
  ) {}
}

/** Every row checked; each problem says where and why. A Position_ID used twice in one file is a problem too. */
export function validateJobRows(rows: SourceRow[]): { valid: ValidRow[]; problems: Problem[] } {
  const valid: ValidRow[] = [];
  const problems: Problem[] = [];
  const firstSeen = new Map<string, string>();
  for (const { where, values } of rows) {
    if (values instanceof ColumnCountMismatch) {
      problems.push({ where, reason: `This row has ${values.got} values; the header names ${values.expected} columns.` });
      continue;
    }
    const parsed = ZJobImportRow.safeParse(values);
    if (!parsed.success) {
      const reasons = parsed.error.issues.map((issue) => (issue.path.length && !issue.message.startsWith(String(issue.path[0])) ? `${issue.path.join('.')}: ${issue.message}` : issue.message));
      problems.push({ where, reason: reasons.join('; ') });
      continue;
    }
    const earlier = firstSeen.get(parsed.data.Position_ID);
    if (earlier) {
      problems.push({ where, reason: `Position_ID ${parsed.data.Position_ID} appears again (first at ${earlier}).` });
      continue;
    }
    firstSeen.set(parsed.data.Position_ID, where);
    valid.push({ where, row: parsed.data });
  }
  return { valid, problems };
}

const BATCH = 500;
const { id: _id, orgId: _orgId, externalId: _externalId, createdAt: _createdAt, ...updatable } = getTableColumns(jobs);

/** Upserts by (organisation, Position_ID) in one transaction. A job's createdAt stays what it was when first imported. */
export async function upsertJobs(db: Db, orgId: string, rows: TJobImportRow[]): Promise<{ inserted: number; updated: number }> {
  let inserted = 0;
  await db.transaction(async (tx) => {
    await ensureJobReferenceData(tx as unknown as Db);
    await ensureTaxonomyFor(tx as unknown as Db, rows.map((row) => ({ modality: row.Modality, submodality: row.Submodality })));
    for (let start = 0; start < rows.length; start += BATCH) {
      const result = await tx
        .insert(jobs)
        .values(rows.slice(start, start + BATCH).map((row) => valuesOfImportRow(orgId, row)))
        .onConflictDoUpdate({
          target: [jobs.orgId, jobs.externalId],
          set: {
            ...Object.fromEntries(Object.entries(updatable).map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)])),
            updatedAt: sql`now()`,
          },
        })
        // xmax is 0 for a row this statement inserted, and set for one it updated (PostgreSQL and PGlite alike).
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      inserted += result.filter((row) => row.inserted).length;
    }
  });
  return { inserted, updated: rows.length - inserted };
}

/** Rows refused by their checks: nothing was imported. */
export class JobRowsRefused extends AppError {
  constructor(
    readonly problems: Problem[],
    rows: number,
  ) {
    super(
      400,
      `Nothing imported: ${problems.length} of ${rows} row${rows === 1 ? '' : 's'} ha${problems.length === 1 ? 's' : 've'} errors. ` +
        'Fix them, or run again with --skip-invalid to import the others.',
    );
  }
}

/**
 * The rules of a jobs import, wherever the rows come from (a file of `portal jobs:import`, one job PUT through the
 * agency API): every row checked with the shared schema, nothing imported while a row has errors (unless they are
 * skipped), then an upsert by (organisation, Position_ID).
 */
export async function importJobRows(
  db: Db,
  orgId: string,
  source: SourceRow[],
  { skipInvalid = false, print = () => {} }: { skipInvalid?: boolean; print?: (line: string) => void } = {},
): Promise<{ inserted: number; updated: number; problems: Problem[] }> {
  const { valid, problems } = validateJobRows(source);
  for (const problem of problems) print(`  ${problem.where}: ${problem.reason}`);
  if (problems.length && !skipInvalid) throw new JobRowsRefused(problems, source.length);
  const { inserted, updated } = await upsertJobs(db, orgId, valid.map((v) => v.row));
  for (const { row } of valid) await agencyEvent(db, { type: 'job.upserted', orgId, data: { positionId: row.Position_ID } });
  return { inserted, updated, problems };
}

/** Closes an organisation's job by its Position_ID (candidates can no longer submit to it); false when there is none. */
export async function closeJob(db: Db, orgId: string, positionId: string): Promise<{ id: string } | null> {
  const [row] = await db
    .update(jobs)
    .set({ isOpen: false, updatedAt: sql`now()` })
    .where(and(eq(jobs.orgId, orgId), eq(jobs.externalId, positionId)))
    .returning({ id: jobs.id });
  if (row) await agencyEvent(db, { type: 'job.closed', orgId, data: { positionId } });
  return row ?? null;
}

/**
 * One job through the agency API (`PUT /api/agency/v1/jobs/{positionId}`): the import's rules for one row, the
 * Position_ID from the address. A body naming another Position_ID is refused.
 */
export async function putJob(db: Db, orgId: string, positionId: string, values: Record<string, unknown>) {
  if (values.Position_ID !== undefined && String(values.Position_ID).trim() !== positionId)
    throw badRequest('Position_ID in the body differs from the one in the address.');
  let done;
  try {
    done = await importJobRows(db, orgId, [{ where: 'job', values: { ...values, Position_ID: positionId } }]);
  } catch (error) {
    if (error instanceof JobRowsRefused) throw badRequest(error.problems.map((p) => p.reason).join('; '));
    throw error;
  }
  const [job] = await db.select({ id: jobs.id, isOpen: jobs.isOpen }).from(jobs).where(and(eq(jobs.orgId, orgId), eq(jobs.externalId, positionId)));
  return { positionId, id: job!.id, created: done.inserted === 1, isOpen: job!.isOpen };
}

export type ImportOptions = { file: string; orgCode?: string; skipInvalid?: boolean; format?: 'csv' | 'json'; print?: (line: string) => void };
export type ImportSummary = { org: string; rows: number; inserted: number; updated: number; skipped: number; problems: Problem[] };

export async function runJobsImport(db: Db, { file, orgCode, skipInvalid = false, format, print = console.log }: ImportOptions): Promise<ImportSummary> {
  const org = orgCode ? await findOrgByCode(db, orgCode) : await getDefaultOrg(db);
  if (!org) throw badRequest(`No organisation with code ${orgCode}. See \`portal org:list\`.`);
  const kind = format ?? (path.extname(file).toLowerCase() === '.json' ? 'json' : 'csv');
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch (error) {
    throw badRequest(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const source = await readJobRows(content, kind);
  const { inserted, updated, problems } = await importJobRows(db, org.id, source, { skipInvalid, print });
  // Fresh statistics for the planner, and a visibility map that lets searches count from the index alone.
  await db.execute(sql`VACUUM (ANALYZE) jobs`);
  const summary = { org: org.code, rows: source.length, inserted, updated, skipped: problems.length, problems };
  print(`${org.code}: ${source.length} rows read, ${inserted} jobs added, ${updated} updated, ${problems.length} skipped.`);
  return summary;
}
