// The `portal` command: administration of a portal installation (npm run portal -- <command>).
import { ZOrgInput } from '@portal/shared/schemas/org';
import { Command, CommanderError } from 'commander';
import { ConfigError, loadConfig } from '../config';
import { type Database, databaseOptionsOf, openDatabase } from '../db/client';
import { AppError } from '../lib/errors';
import { listOrgs, upsertOrg } from '../modules/orgs/repository';
import { seedDemo } from '../seed/demo';
import { registerCliCommands } from './commands';

async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase(databaseOptionsOf(config));
  try {
    await database.migrate();
    return await work(database);
  } finally {
    await database.close();
  }
}

const program = new Command('portal')
  .description('Administer a candidate portal installation (uses DATABASE_URL, else the embedded database in DATA_DIR).')
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
    if (!parsed.success) throw new AppError(400, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
    const org = await withDatabase(({ db }) => upsertOrg(db, { ...parsed.data, ...(options.default ? { isDefault: true } : {}) }));
    console.log(`Organisation ${org.code} (${org.name}) saved.`);
  });

program
  .command('org:list')
  .description('List organisations and their partner boards')
  .action(async () => {
    const orgs = await withDatabase(({ db }) => listOrgs(db));
    if (!orgs.length) return console.log('No organisations yet. Add one with org:add or run seed:demo.');
    for (const org of orgs) {
      const boards = org.boards.length ? `  boards: ${org.boards.join(', ')}` : '';
      console.log(`${org.isDefault ? '*' : ' '} ${org.code.padEnd(8)} ${org.name}  <${org.supportEmail}> ${org.supportPhone}${boards}`);
    }
  });

program
  .command('seed:demo')
  .description('Add the demo data (safe to run again: nothing is duplicated)')
  .action(async () => {
    console.log('Seeding demo data:');
    await withDatabase(({ db }) => seedDemo(db));
    console.log('Done.');
  });

registerCliCommands(program, withDatabase);

program.parseAsync(process.argv).catch((error: unknown) => {
  if (error instanceof CommanderError) process.exit(error.exitCode);
  if (error instanceof ConfigError || error instanceof AppError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
