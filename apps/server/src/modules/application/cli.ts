// `portal application:record-offer EMAIL`: records that a job offer was made to a candidate, which opens the
// healthStatus section (health questions only after a conditional offer, ADA).
// `portal crypto:rotate`: re-encrypts every value encrypted by design under the current data key (key rotation,
// docs/operations.md). Registered in cli/commands.ts.
import type { Command } from 'commander';
import { eq, sql } from 'drizzle-orm';
import type { CommandContext } from '../../cli/context';
import { candidates, organizations } from '../../db/schema/index';
import { loadConfig } from '../../config';
import { AppError, badRequest } from '../../lib/errors';
import { notifyThroughDatabase } from '../../plugins/realtime';
import { createCipher } from './crypto';
import { reencryptAll } from './sealed';
import { recordOffer } from './service';

export function registerApplicationCommands(program: Command, { withDatabase, print }: CommandContext): void {
  program
    .command('application:record-offer')
    .description('Record a job offer for a candidate: their health-status section opens')
    .argument('<email>', "the candidate's e-mail")
    .option('--org <code>', 'organisation of the account (needed when the e-mail has accounts in several)')
    .action(async (email: string, options: { org?: string }) => {
      await withDatabase(async ({ db, engine }) => {
        const rows = await db
          .select({ id: candidates.id, org: organizations.code })
          .from(candidates)
          .innerJoin(organizations, eq(organizations.id, candidates.orgId))
          .where(eq(candidates.email, sql`lower(${email.trim()})`));
        const matches = options.org ? rows.filter((r) => r.org.toLowerCase() === options.org!.toLowerCase()) : rows;
        if (matches.length === 0) throw badRequest(`No candidate with the e-mail ${email}.`);
        if (matches.length > 1) throw badRequest(`Several organisations have an account for ${email}; choose one with --org.`);
        await recordOffer(db, matches[0]!.id, new Date(), (candidateId, event) => notifyThroughDatabase(db, engine, candidateId, event));
        print(`Offer recorded for ${email} (${matches[0]!.org}): the health-status section is open.`);
      });
    });

  program
    .command('crypto:rotate')
    .description('Re-encrypt every encrypted value under the current data key (after adding a new key; see docs/operations.md)')
    .action(async () => {
      const config = loadConfig();
      const cipher = createCipher(config.secrets);
      await withDatabase(async ({ db }) => {
        const done = await reencryptAll(db, cipher, 'all');
        print(`Re-encrypted ${done.values} values in ${done.rows} records under the current data key (id ${cipher.keyId}).`);
        if (done.unavailable.length) {
          for (const place of done.unavailable) {
            print(`  ${place.table} ${place.id}${place.section ? ` ${place.section}` : ''} ${place.field}: does not decrypt with the configured keys`);
          }
          throw new AppError(
            409,
            `${done.unavailable.length} values do not decrypt with the configured keys and were left as they are: keep the older keys until they are found.`,
          );
        }
        print(
          config.secrets.previousDataKeys.length
            ? 'Every encrypted value is under the current key: the older keys may now be removed.'
            : 'Every encrypted value is under the current key.',
        );
      });
    });
}
