// `portal jobs:import`: every row checked, each bad row reported with its line and reason, nothing imported from a
// file with errors unless --skip-invalid, upsert by Position_ID, a summary at the end.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, submodalities } from '../src/db/schema/index';
import { runJobsImport } from '../src/modules/jobs/import';
import { createTestApp, type TestApp } from './helpers/app';
import { portalCommand } from './helpers/cli';
import { orgIdOf } from './helpers/job-factories';

const HEADER =
  'Position_ID,Position_Name,Modality,Submodality,Shift,City,State,Zip,Duration_Amount,Weekly_Hours,facilityName,weeklyPay,weeklyStipends,completionBonusPay,Estimated_Start_Date,isOpen,Public_Notes';
const good = (id: string, overrides: Partial<Record<string, string>> = {}) => {
  const row = {
    Position_ID: id,
    Position_Name: 'Travel RN - Telemetry',
    Modality: 'Nursing',
    Submodality: 'Telemetry',
    Shift: 'Nights 3x12',
    City: 'Phoenix',
    State: 'AZ',
    Zip: '85004',
    Duration_Amount: '13',
    Weekly_Hours: '36',
    facilityName: 'Desert Valley Medical Center',
    weeklyPay: '"$1,980.50"',
    weeklyStipends: '1200',
    completionBonusPay: '',
    Estimated_Start_Date: '12/14/2026',
    isOpen: 'yes',
    Public_Notes: '"Tele, 1:4 ratio, floats to step-down"',
    ...overrides,
  };
  return Object.values(row).join(',');
};

let app: TestApp;
let dir: string;
const lines: string[] = [];
const print = (line: string) => lines.push(line);
const file = (name: string, content: string) => {
  const target = path.join(dir, name);
  writeFileSync(target, content);
  return target;
};

beforeAll(async () => {
  app = await createTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'jobs-import-'));
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('jobs:import', () => {
  it('imports a good CSV file into the default organisation and prints a summary', async () => {
    const csv = file('good.csv', [HEADER, good('A-1'), good('A-2', { Submodality: 'Cath Lab', City: 'Tucson', Zip: '85701' })].join('\n'));
    const summary = await runJobsImport(app.db, { file: csv, print });
    expect(summary).toMatchObject({ org: 'MHS', rows: 2, inserted: 2, updated: 0, skipped: 0 });
    expect(lines.at(-1)).toBe('MHS: 2 rows read, 2 jobs added, 0 updated, 0 skipped.');
    const mhs = await orgIdOf(app, 'MHS');
    const [row] = await app.db.select().from(jobs).where(and(eq(jobs.orgId, mhs), eq(jobs.externalId, 'A-1')));
    expect(row).toMatchObject({ weeklyPay: 1980.5, weeklyStipends: 1200, completionBonusPay: null, estimatedStartDate: '2026-12-14', isOpen: true, publicNotes: 'Tele, 1:4 ratio, floats to step-down' });
  });

  it('upserts by Position_ID within the organisation and keeps createdAt', async () => {
    const mhs = await orgIdOf(app, 'MHS');
    const [before] = await app.db.select().from(jobs).where(and(eq(jobs.orgId, mhs), eq(jobs.externalId, 'A-1')));
    const csv = file('update.csv', [HEADER, good('A-1', { weeklyPay: '2100', isOpen: 'false' }), good('A-3')].join('\n'));
    const summary = await runJobsImport(app.db, { file: csv, print });
    expect(summary).toMatchObject({ inserted: 1, updated: 1 });
    const [after] = await app.db.select().from(jobs).where(and(eq(jobs.orgId, mhs), eq(jobs.externalId, 'A-1')));
    expect(after).toMatchObject({ id: before!.id, weeklyPay: 2100, isOpen: false, createdAt: before!.createdAt });

    // The same Position_ID in another organisation is another job.
    const other = await runJobsImport(app.db, { file: csv, orgCode: 'tlc', print });
    expect(other).toMatchObject({ org: 'TLC', inserted: 2, updated: 0 });
  });

  it('reports every bad row with its line and reason, and imports nothing', async () => {
    const csv = file(
      'bad.csv',
      [
        HEADER,
        good('B-1'),
        good('B-2', { State: 'ZZ', Zip: '123' }),
        good('B-3', { weeklyPay: 'lots' }),
        '',
        good('B-1'),
        good('', { Duration_Amount: '0' }),
      ].join('\n'),
    );
    lines.length = 0;
    await expect(runJobsImport(app.db, { file: csv, print })).rejects.toThrow(
      'Nothing imported: 4 of 5 rows have errors. Fix them, or run again with --skip-invalid to import the others.',
    );
    expect(lines).toEqual([
      '  line 3: State: Please use a 2-letter US state code such as TX.; Zip must be 5 digits.',
      '  line 4: weeklyPay must be a number.',
      '  line 6: Position_ID B-1 appears again (first at line 2).',
      '  line 7: Position_ID is required.; Duration_Amount must be at least 1.',
    ]);
    const mhs = await orgIdOf(app, 'MHS');
    expect(await app.db.select().from(jobs).where(and(eq(jobs.orgId, mhs), eq(jobs.externalId, 'B-1')))).toEqual([]);

    const skipped = await runJobsImport(app.db, { file: csv, skipInvalid: true, print });
    expect(skipped).toMatchObject({ rows: 5, inserted: 1, skipped: 4 });
  });

  it('reads JSON, reports items by number, and adds unknown specialties to the taxonomy', async () => {
    const json = file(
      'jobs.json',
      JSON.stringify([
        { Position_ID: 'J-1', Position_Name: 'Travel Cardiac Sonographer', Modality: 'Imaging', Submodality: 'Echo Tech', Shift: 'Days 5x8', City: 'Austin', State: 'tx', Zip: 78701, Duration_Amount: 13, Weekly_Hours: 40, facilityName: 'Hill Country Heart', weeklyPay: 2400, isOpen: true },
        { Position_ID: 'J-2', Position_Name: 'x' },
      ]),
    );
    lines.length = 0;
    await expect(runJobsImport(app.db, { file: json, print })).rejects.toThrow('Nothing imported');
    expect(lines[0]).toMatch(/^ {2}item 2: Modality is required\./);
    const summary = await runJobsImport(app.db, { file: json, print, skipInvalid: true });
    expect(summary).toMatchObject({ inserted: 1, skipped: 1 });
    const [echo] = await app.db.select().from(submodalities).where(eq(submodalities.value, 'Echo Tech'));
    expect(echo).toMatchObject({ modality: 'Imaging', type: 'Allied' });
  });

  it('refuses an unknown organisation, a missing file and malformed files clearly', async () => {
    await expect(runJobsImport(app.db, { file: path.join(dir, 'good.csv'), orgCode: 'NOPE', print })).rejects.toThrow('No organisation with code NOPE');
    await expect(runJobsImport(app.db, { file: path.join(dir, 'missing.csv'), print })).rejects.toThrow('Cannot read');
    await expect(runJobsImport(app.db, { file: file('broken.csv', `${HEADER}\n"a,b\n`), print })).rejects.toThrow('The file is not valid CSV');
    lines.length = 0;
    await expect(runJobsImport(app.db, { file: file('short.csv', `${HEADER}\na,b\n`), print })).rejects.toThrow('Nothing imported');
    expect(lines).toEqual(['  line 2: This row has 2 values; the header names 17 columns.']);
    await expect(runJobsImport(app.db, { file: file('broken.json', '{"a":'), print })).rejects.toThrow('The file is not valid JSON');
    await expect(runJobsImport(app.db, { file: file('object.json', '{"a":1}'), print })).rejects.toThrow('A JSON import file holds an array');
  });
});

describe('portal jobs:import (the command)', () => {
  // The bundled command, a process per command, on a DATA_DIR holding a copy of the migrated template (helpers/cli.ts).
  const { portal } = portalCommand('portal-jobs-cli-');

  it('exits 1 with the bad rows listed, and 0 with a summary once they are skipped', () => {
    if (process.env.TEST_DATABASE_URL) return; // The command runs on the embedded database; the logic above runs on both.
    expect(portal('org:add', '--code', 'ACME', '--name', 'Acme Staffing', '--support-email', 'help@acme.example', '--support-phone', '(555) 555-0100').code).toBe(0);
    const csv = file('cli.csv', [HEADER, good('C-1'), good('C-2', { Zip: 'abcde' })].join('\n'));
    const failed = portal('jobs:import', csv);
    expect(failed.code).toBe(1);
    expect(failed.out).toContain('line 3: Zip must be 5 digits.');
    expect(failed.err).toContain('Nothing imported: 1 of 2 rows has errors.');
    const done = portal('jobs:import', csv, '--org', 'ACME', '--skip-invalid');
    expect(done.code).toBe(0);
    expect(done.out).toContain('ACME: 2 rows read, 1 jobs added, 0 updated, 1 skipped.');
  }, 120_000);
});
