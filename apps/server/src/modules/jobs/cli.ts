// `portal jobs:import`, registered in cli/commands.ts.
import type { Command } from 'commander';
import type { CommandContext } from '../../cli/context';
import { badRequest } from '../../lib/errors';
import { runJobsImport } from './import';

export function registerJobCommands(program: Command, { withDatabase, print, resolvePath }: CommandContext): void {
  program
    .command('jobs:import')
    .description(
      'Import jobs from a CSV (header row of Job field names) or JSON file (array of jobs); re-importing a Position_ID updates that job',
    )
    .argument('<file>', 'a .csv or .json file')
    .option('--org <code>', 'organisation the jobs belong to (default: the agency’s own)')
    .option('--skip-invalid', 'import the good rows even when some rows have errors')
    .option('--format <format>', 'csv or json (default: from the file extension)')
    .action(async (file: string, options: { org?: string; skipInvalid?: boolean; format?: string }) => {
      if (options.format && options.format !== 'csv' && options.format !== 'json') throw badRequest('--format is csv or json.');
      await withDatabase(({ db }) =>
        runJobsImport(db, { file: resolvePath(file), print, orgCode: options.org, skipInvalid: options.skipInvalid, format: options.format as 'csv' | 'json' | undefined }),
      );
    });
}
