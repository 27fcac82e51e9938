// `portal recruiters:add | recruiters:list | recruiters:remove`: the agency manages the recruiters candidates choose
// from (name, photo, phone, e-mail, specialties, states). Registered in cli/commands.ts.
import type { Command } from 'commander';
import type { CommandContext } from '../../cli/context';
import { badRequest } from '../../lib/errors';
import { recruiterTable, removeRecruiter, upsertRecruiter } from './repository';

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function registerRecruiterCommands(program: Command, { withDatabase, print }: CommandContext): void {
  program
    .command('recruiters:add')
    .description('Add a recruiter to an organisation, or update the one with the same e-mail')
    .requiredOption('--org <code>', 'organisation code, e.g. MHS')
    .requiredOption('--name <name>', 'full name shown to candidates')
    .requiredOption('--email <email>', 'e-mail (gets a message when a candidate chooses them)')
    .requiredOption('--phone <phone>', 'phone, e.g. (615) 555-0101')
    .option('--photo <url>', 'photo: an https:// address or a site path')
    .option('--specialties <list>', 'comma-separated specialties, e.g. "PCT,CNA"')
    .option('--states <list>', 'comma-separated state codes, e.g. "TN,KY"')
    .action(async (options: { org: string; name: string; email: string; phone: string; photo?: string; specialties?: string; states?: string }) => {
      const row = await withDatabase(({ db }) =>
        upsertRecruiter(db, options.org, {
          name: options.name,
          email: options.email,
          phone: options.phone,
          photo: options.photo,
          specialties: list(options.specialties),
          states: list(options.states),
        }),
      );
      print(`Recruiter ${row.name} <${row.email}> saved for ${options.org.toUpperCase()}.`);
    });

  program
    .command('recruiters:list')
    .description("List recruiters and how many candidates chose each")
    .option('--org <code>', 'only this organisation')
    .action(async (options: { org?: string }) => {
      const rows = await withDatabase(({ db }) => recruiterTable(db, options.org));
      if (!rows.length) return print('No recruiters yet. Add one with recruiters:add.');
      for (const r of rows) {
        const where = [r.specialties.join('/'), r.states.join('/')].filter(Boolean).join('  ');
        print(`${r.active ? ' ' : 'x'} ${r.org.padEnd(6)} ${r.name.padEnd(24)} <${r.email}> ${r.phone}  ${where}  candidates: ${r.candidates}`);
      }
    });

  program
    .command('recruiters:remove')
    .description('Stop offering a recruiter (candidates who chose them keep them until they choose another)')
    .argument('<email>', "the recruiter's e-mail")
    .requiredOption('--org <code>', 'organisation code')
    .action(async (email: string, options: { org: string }) => {
      const removed = await withDatabase(({ db }) => removeRecruiter(db, options.org, email));
      if (!removed) throw badRequest(`No recruiter ${email} in ${options.org}.`);
      print(`Recruiter ${email} is no longer offered.`);
    });
}
