// `portal org:set-address CODE ADDRESS`: the postal address every job alert carries (CAN-SPAM).
import type { Command } from 'commander';
import { eq } from 'drizzle-orm';
import type { CommandContext } from '../../cli/context';
import { organizations } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { findOrgByCode } from '../orgs/repository';

export function registerJobEmailCommands(program: Command, { withDatabase, print }: CommandContext): void {
  program
    .command('org:set-address')
    .description("Set an organisation's physical postal address, printed in every job alert (CAN-SPAM)")
    .argument('<code>', 'organisation code (see org:list)')
    .argument('<address>', 'the postal address, e.g. "500 Church St, Suite 300, Nashville, TN 37219"')
    .action(async (code: string, address: string) => {
      await withDatabase(async ({ db }) => {
        const org = await findOrgByCode(db, code);
        if (!org) throw badRequest(`No organisation with code ${code}. See \`portal org:list\`.`);
        const text = address.trim();
        if (text.length < 10 || text.length > 300) throw badRequest('The address is 10 to 300 characters: street, city, state and ZIP code.');
        await db.update(organizations).set({ postalAddress: text }).where(eq(organizations.id, org.id));
        print(`${org.code}: postal address set to "${text}".`);
      });
    });
}
