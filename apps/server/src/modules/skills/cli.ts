// `portal skills:import FILE`, `skills:import-test FILE`, `skills:list`, `skills:retire SLUG`: the agency loads and edits
// its skills checklists and tests. `skills:results EMAIL` and `skills:test-pdf ID`: the agency's copy of a candidate's
// test results, the way it gets a reference (`references:list`, `references:pdf`). Registered in cli/commands.ts.
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { TEST_LANGUAGES, type TTestLanguage } from '@portal/shared/skills';
import type { Command } from 'commander';
import { asc, eq } from 'drizzle-orm';
import type { CommandContext } from '../../cli/context';
import type { Db } from '../../db/client';
import { candidates, organizations, skillTestAttempts, skillTests } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { findOrgByCode } from '../orgs/repository';
import { type Problem, currentChecklists, currentTests, readChecklistFile, readTestJson, retireChecklist, splitChecklist, upsertChecklist, upsertTest } from './catalogue';
import { renderTestResultPdf } from './pdf';
import { finishedAttempt } from './tests';

async function scope(db: Db, code: string | undefined): Promise<{ orgId: string | null; label: string }> {
  if (!code) return { orgId: null, label: 'every brand' };
  const org = await findOrgByCode(db, code);
  if (!org) throw badRequest(`No organisation with code ${code}. See \`portal org:list\`.`);
  return { orgId: org.id, label: org.code };
}

async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw badRequest(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

function refuse(problems: Problem[], total: number, what: string, print: (line: string) => void): void {
  for (const problem of problems) print(`  ${problem.where}: ${problem.reason}`);
  throw badRequest(
    `Nothing imported: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${total} ${what}. Fix them, or run again with --skip-invalid to import the others.`,
  );
}

export type SkillsImportOptions = { file: string; orgCode?: string; skipInvalid?: boolean; format?: 'csv' | 'json'; print?: (line: string) => void };

export async function runChecklistImport(db: Db, { file, orgCode, skipInvalid = false, format, print = console.log }: SkillsImportOptions) {
  const where = await scope(db, orgCode);
  const kind = format ?? (path.extname(file).toLowerCase() === '.json' ? 'json' : 'csv');
  const { checklists, problems } = await readChecklistFile(await readText(file), kind);
  if (problems.length && !skipInvalid) refuse(problems, checklists.length + problems.length, kind === 'csv' ? 'rows and checklists' : 'checklists', print);
  for (const problem of problems) print(`  skipped ${problem.where}: ${problem.reason}`);
  const counts = { added: 0, updated: 0, translated: 0, unchanged: 0 };
  const said = { added: 'added', updated: 'new version', translated: 'translations updated (same version)', unchanged: 'unchanged' } as const;
  for (const checklist of checklists) {
    const result = await upsertChecklist(db, where.orgId, checklist);
    counts[result] += 1;
    const items = checklist.sections.reduce((n, s) => n + s.items.length, 0);
    const languages = Object.keys(splitChecklist(checklist).translations);
    print(`  ${checklist.slug}: ${said[result]} (${checklist.sections.length} categories, ${items} items; ${['en', ...languages].join(', ')})`);
  }
  print(
    `${where.label}: ${counts.added} checklists added, ${counts.updated} updated (new version), ${counts.translated} with new translations, ${counts.unchanged} unchanged, ${problems.length} skipped.`,
  );
  return { ...counts, skipped: problems.length, problems };
}

export async function runTestImport(db: Db, { file, orgCode, skipInvalid = false, print = console.log }: SkillsImportOptions) {
  const where = await scope(db, orgCode);
  const { tests, problems } = readTestJson(await readText(file));
  if (problems.length && !skipInvalid) refuse(problems, tests.length + problems.length, 'tests', print);
  const counts = { added: 0, updated: 0, unchanged: 0 };
  for (const test of tests) {
    const result = await upsertTest(db, where.orgId, test);
    counts[result] += 1;
    print(`  ${test.slug}: ${result === 'updated' ? 'new version' : result} (${test.questions.length} questions, ${test.timeLimitMinutes} min, pass ${test.passMark}%, ${test.maxAttempts} attempts)`);
  }
  print(`${where.label}: ${counts.added} tests added, ${counts.updated} updated, ${counts.unchanged} unchanged, ${problems.length} skipped.`);
  return { ...counts, skipped: problems.length, problems };
}

export function registerSkillsCommands(program: Command, { withDatabase, print, resolvePath }: CommandContext): void {
  program
    .command('skills:import')
    .description(
      'Load or edit skills checklists from a JSON file (a checklist or an array: slug, name, category, role, description, sections[{id, title, items[{id, text}]}], ' +
        'each text optionally with translations{de, es} of the same fields) or a CSV file (header: slug,name,category,role,description,section,item[,item_id]; ' +
        'one row per item; English only). A changed checklist gets a new version; changed translations alone do not.',
    )
    .argument('<file>', 'a .json or .csv file')
    .option('--org <code>', 'only for this organisation (default: every brand)')
    .option('--skip-invalid', 'import the good checklists even when some rows have errors')
    .option('--format <format>', 'csv or json (default: from the file extension)')
    .action(async (file: string, options: { org?: string; skipInvalid?: boolean; format?: string }) => {
      if (options.format && options.format !== 'csv' && options.format !== 'json') throw badRequest('--format is csv or json.');
      await withDatabase(({ db }) =>
        runChecklistImport(db, { file: resolvePath(file), print, orgCode: options.org, skipInvalid: options.skipInvalid, format: options.format as 'csv' | 'json' | undefined }),
      );
    });

  program
    .command('skills:import-test')
    .description(
      'Load or edit timed skills tests from a JSON file (slug, name, category, timeLimitMinutes, passMark, maxAttempts, validDays, drawCount, ' +
        'translations{de, es: {name, description}}, questions[{id, text, options, answer, translations{de, es: {text, options}}}])',
    )
    .argument('<file>', 'a .json file')
    .option('--org <code>', 'only for this organisation (default: every brand)')
    .option('--skip-invalid', 'import the good tests even when some have errors')
    .action(async (file: string, options: { org?: string; skipInvalid?: boolean }) => {
      await withDatabase(({ db }) => runTestImport(db, { file: resolvePath(file), print, orgCode: options.org, skipInvalid: options.skipInvalid }));
    });

  program
    .command('skills:list')
    .description('List the skills checklists and tests an organisation offers (newest versions)')
    .option('--org <code>', 'organisation (default: MHS)', 'MHS')
    .action(async (options: { org: string }) => {
      await withDatabase(async ({ db }) => {
        const org = await findOrgByCode(db, options.org);
        if (!org) throw badRequest(`No organisation with code ${options.org}. See \`portal org:list\`.`);
        const checklists = await currentChecklists(db, org.id);
        const tests = await currentTests(db, org.id);
        if (!checklists.length && !tests.length) return print('No checklists yet. Load them with skills:import or run seed:demo.');
        for (const c of checklists) print(`  checklist ${c.slug.padEnd(34)} v${c.version}  ${c.category.padEnd(8)} ${c.itemCount} items  ${c.name}`);
        for (const t of tests) print(`  test      ${t.slug.padEnd(34)} v${t.version}  ${t.category.padEnd(8)} ${t.questions.length} questions  ${t.name}`);
      });
    });

  program
    .command('skills:results')
    .description("List a candidate's skills test attempts (id, test, attempt, score, pass or fail, when)")
    .argument('<email>', "the candidate's e-mail")
    .action(async (email: string) => {
      await withDatabase(async ({ db }) => {
        const rows = await db
          .select({ attempt: skillTestAttempts, name: skillTests.name, version: skillTests.version, maxAttempts: skillTests.maxAttempts, org: organizations.code })
          .from(skillTestAttempts)
          .innerJoin(skillTests, eq(skillTests.id, skillTestAttempts.testId))
          .innerJoin(candidates, eq(candidates.id, skillTestAttempts.candidateId))
          .innerJoin(organizations, eq(organizations.id, skillTestAttempts.orgId))
          .where(eq(candidates.email, email.trim().toLowerCase()))
          .orderBy(asc(skillTestAttempts.startedAt));
        if (!rows.length) return print(`No skills test attempts for ${email}.`);
        for (const { attempt: a, name, version, maxAttempts, org } of rows) {
          const result = a.submittedAt
            ? `${String(a.score ?? 0).padStart(3)}% ${a.passed ? 'passed    ' : 'not passed'} ${a.submittedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC${a.timedOut ? ' (time ran out)' : ''}`
            : `running until ${a.deadlineAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
          print(`${a.id}  ${org}  ${name} v${version}, attempt ${a.attemptNo} of ${maxAttempts}: ${result}`);
        }
      });
    });

  program
    .command('skills:test-pdf')
    .description('Write a finished skills test attempt as a PDF (the result the candidate downloads)')
    .argument('<id>', 'the attempt id (see skills:results)')
    .option('--out <file>', 'where to write it (default: skills-test-<slug>-attempt-<n>-<date>.pdf here)')
    .option('--lang <lang>', `en, ${TEST_LANGUAGES.join(' or ')} (default: en)`, 'en')
    .action(async (id: string, options: { out?: string; lang: string }) => {
      if (options.lang !== 'en' && !(TEST_LANGUAGES as readonly string[]).includes(options.lang)) throw badRequest(`--lang is en, ${TEST_LANGUAGES.join(' or ')}.`);
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw badRequest(`${id} is not an attempt id. See \`portal skills:results EMAIL\`.`);
      await withDatabase(async ({ db }) => {
        const finished = await finishedAttempt(db, null, id);
        const { pdf, filename } = await renderTestResultPdf(db, finished, options.lang === 'en' ? null : (options.lang as TTestLanguage));
        const out = resolvePath(options.out ?? filename);
        writeFileSync(out, pdf);
        print(`Wrote ${out} (${pdf.length} bytes).`);
      });
    });

  program
    .command('skills:retire')
    .description('Stop offering a checklist (answers already given stay)')
    .argument('<slug>', 'the checklist slug')
    .option('--org <code>', 'the organisation it was loaded for (default: every brand)')
    .action(async (slug: string, options: { org?: string }) => {
      await withDatabase(async ({ db }) => {
        const where = await scope(db, options.org);
        const n = await retireChecklist(db, where.orgId, slug);
        if (!n) throw badRequest(`No checklist ${slug} for ${where.label}.`);
        print(`${slug} retired for ${where.label}.`);
      });
    });
}
