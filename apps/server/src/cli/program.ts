// The `portal` command's commands, and one run of them: the same code whether the command runs in a process of its
// own or inside the running portal (cli/control-socket.ts). What is printed goes to `io`, never to the process's own
// stdout, so that a command run inside the portal prints on the operator's terminal.
import { inspect } from 'node:util';
import { ZOrgInput } from '@portal/shared/schemas/org';
import type { Command } from 'commander';
import { ConfigError } from '../config';
import { AppError } from '../lib/errors';
import { listOrgs, upsertOrg } from '../modules/orgs/repository';
import { seedDemo } from '../seed/demo';
import { registerCliCommands } from './commands';
import type { CommandContext } from './context';

/** Where a command's output goes: text as commander writes it (lines end with their newline). */
export type CommandIo = { out: (text: string) => void; err: (text: string) => void };

/**
 * The commands on `commander`'s Command class (loaded by runCommand when a command runs: the running portal does not load
 * the library until an operator's command reaches it).
 */
export function buildProgram(context: CommandContext, io: CommandIo, CommandClass: typeof Command): Command {
  const { withDatabase, print } = context;
  // Output and exit settings first: subcommands copy them when they are added.
  const program = new CommandClass('portal')
    .description('Administer a candidate portal installation (uses DATABASE_URL, else the embedded database in DATA_DIR).')
    .configureOutput({ writeOut: io.out, writeErr: io.err })
    .exitOverride();

  program
    .command('org:add')
    .description('Add an organisation, or update the one with the same code')
    .requiredOption('--code <code>', 'organisation code, e.g. MHS')
    .requiredOption('--name <name>', 'brand name shown to candidates')
    .requiredOption('--support-email <email>', 'technical support e-mail')
    .requiredOption('--support-phone <phone>', 'technical support phone')
    .option('--prefix <prefix>', 'organisation prefix (default <CODE>-candidate)')
    .option('--logo <url>', 'logo URL')
    .option('--favicon <url>', 'favicon URL')
    .option('--board <slug...>', 'partner job boards this organisation owns')
    .option('--default', 'make it the agency’s own portal brand')
    .action(async (options) => {
      const parsed = ZOrgInput.safeParse({
        code: options.code,
        name: options.name,
        supportEmail: options.supportEmail,
        supportPhone: options.supportPhone,
        prefix: options.prefix,
        logo: options.logo,
        favicon: options.favicon,
        boards: options.board,
      });
      if (!parsed.success)
        throw new AppError(400, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
      const org = await withDatabase(({ db }) =>
        upsertOrg(db, { ...parsed.data, ...(options.default ? { isDefault: true } : {}) }),
      );
      print(`Organisation ${org.code} (${org.name}) saved.`);
    });

  program
    .command('org:list')
    .description('List organisations and their partner boards')
    .action(async () => {
      const orgs = await withDatabase(({ db }) => listOrgs(db));
      if (!orgs.length) return print('No organisations yet. Add one with org:add or run seed:demo.');
      for (const org of orgs) {
        const boards = org.boards.length ? `  boards: ${org.boards.join(', ')}` : '';
        print(
          `${org.isDefault ? '*' : ' '} ${org.code.padEnd(8)} ${org.name}  <${org.supportEmail}> ${org.supportPhone}${boards}`,
        );
      }
    });

  program
    .command('seed:demo')
    .description('Add the demo data (safe to run again: nothing is duplicated)')
    .action(async () => {
      print('Seeding demo data:');
      await withDatabase(({ db }) => seedDemo(db, { print }));
      print('Done.');
    });

  registerCliCommands(program, context);
  return program;
}

/**
 * Runs one command line (the arguments after `portal`) and gives its exit code: 0 when it did its work, 1 with the
 * reason on `io.err` when it refused or failed, commander's own code for a usage error or help.
 */
export async function runCommand(args: string[], context: Omit<CommandContext, 'print'>, io: CommandIo): Promise<number> {
  const { Command: CommandClass, CommanderError } = await import('commander');
  const program = buildProgram({ ...context, print: (line) => io.out(`${line}\n`) }, io, CommandClass);
  try {
    await program.parseAsync(args, { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    if (error instanceof ConfigError || error instanceof AppError) io.err(`${error.message}\n`);
    else io.err(`${inspect(error)}\n`);
    return 1;
  }
}
