// `portal references:*`: the agency's side of references. Registered in cli/commands.ts.
//   references:rule <org> on|off   the rule that gates applying (some agencies check references later)
//   references:list <email>        a candidate's references with status and id
//   references:pdf <id> [--out f]  a completed reference as a PDF with its audit fields
//   references:record-phone --reference <id> --recorded-by <name> --answers-file <file.json>
//                                  an answer taken by phone (who recorded it, when): completes the reference
import { readFileSync, writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { asc, eq, sql } from 'drizzle-orm';
import type { CommandContext } from '../../cli/context';
import { loadConfig } from '../../config';
import { candidateReferences, candidates, organizations } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { notifyThroughDatabase } from '../../plugins/realtime';
import { renderReferencePdf } from './pdf';
import { recordPhoneAnswer } from './phone';
import { needsRenewal, statusOf } from './service';

export function registerReferenceCommands(program: Command, { withDatabase, print, resolvePath }: CommandContext): void {
  program
    .command('references:rule')
    .description('Turn the references rule (2 completed, one from a Manager, before applying) on or off for an organisation')
    .argument('<org>', 'organisation code, e.g. MHS')
    .argument('<state>', 'on or off')
    .action(async (code: string, state: string) => {
      if (state !== 'on' && state !== 'off') throw badRequest('The state is on or off.');
      await withDatabase(async ({ db }) => {
        const rows = await db
          .update(organizations)
          .set({ referencesRule: state === 'on' })
          .where(eq(sql`lower(${organizations.code})`, code.trim().toLowerCase()))
          .returning({ code: organizations.code });
        if (!rows.length) throw badRequest(`No organisation with the code ${code}.`);
        print(`References rule for ${rows[0]!.code}: ${state === 'on' ? 'on (applying needs 2 completed references, one from a Manager)' : 'off'}.`);
      });
    });

  program
    .command('references:list')
    .description("List a candidate's references (id, status, referee)")
    .argument('<email>', "the candidate's e-mail")
    .action(async (email: string) => {
      await withDatabase(async ({ db }) => {
        const rows = await db
          .select({ ref: candidateReferences, org: organizations.code })
          .from(candidateReferences)
          .innerJoin(candidates, eq(candidates.id, candidateReferences.candidateId))
          .innerJoin(organizations, eq(organizations.id, candidateReferences.orgId))
          .where(eq(candidates.email, email.trim().toLowerCase()))
          .orderBy(asc(candidateReferences.createdAt));
        if (!rows.length) return print(`No references for ${email}.`);
        for (const { ref, org } of rows) {
          const renewal = needsRenewal(ref) ? ' (due for renewal)' : '';
          print(`${ref.id}  ${org}  ${statusOf(ref).padEnd(9)}${renewal}  ${ref.referenceType.padEnd(12)} ${ref.firstName} ${ref.lastName}, ${ref.companyName}`);
        }
      });
    });

  program
    .command('references:pdf')
    .description('Write a completed reference as a PDF with its audit fields')
    .argument('<id>', 'the reference id (see references:list)')
    .option('--out <file>', 'where to write it (default: reference-<name>-<id>.pdf here)')
    .action(async (id: string, options: { out?: string }) => {
      const config = loadConfig();
      await withDatabase(async ({ db }) => {
        const { pdf, filename } = await renderReferencePdf(db, config.secrets, id);
        const out = resolvePath(options.out ?? filename);
        writeFileSync(out, pdf);
        print(`Wrote ${out} (${pdf.length} bytes).`);
      });
    });

  program
    .command('references:record-phone')
    .description("Record a referee's answer taken by phone: the reference is complete (the candidate sees only that)")
    .requiredOption('--reference <id>', 'the reference id (see references:list)')
    .requiredOption('--recorded-by <name>', 'who at the agency took the answer')
    .requiredOption(
      '--answers-file <file>',
      'a JSON file with the answer, as the referee\'s page takes it: {"outcome":"reference"|"datesOnly"|"declined", "answeredByName", "answeredByTitle", ...}',
    )
    .action(async (options: { reference: string; recordedBy: string; answersFile: string }) => {
      const file = resolvePath(options.answersFile);
      let answer: unknown;
      try {
        answer = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        throw badRequest(code === 'ENOENT' ? `No file ${file}.` : code ? `The file ${file} cannot be read (${code}).` : `The file ${file} is not JSON.`);
      }
      const config = loadConfig();
      await withDatabase(async ({ db, engine }) => {
        const recorded = await recordPhoneAnswer(db, config.secrets, { referenceId: options.reference.trim(), recordedBy: options.recordedBy, answer });
        await notifyThroughDatabase(db, engine, recorded.candidateId, { type: 'reference.updated', referenceId: recorded.id });
        print(`Reference ${recorded.id} is ${recorded.status}: taken by phone, recorded by ${options.recordedBy.trim()} at ${recorded.recordedAt.toISOString()}.`);
      });
    });
}
