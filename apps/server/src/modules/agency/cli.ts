// `portal agency:key --org CODE --name NAME [--scopes ...]`, `agency:keys --org CODE`, `agency:revoke ID`: the
// organisation's keys to the agency API (decision 033). Registered in cli/commands.ts.
import { AGENCY_SCOPES } from '@portal/shared/schemas/agency';
import type { Command } from 'commander';
import type { CommandContext } from '../../cli/context';
import { createAgencyKey, listAgencyKeys, parseScopes, revokeAgencyKey } from './keys';

const when = (d: Date | null) => (d ? `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'never');

export function registerAgencyCommands(program: Command, { withDatabase, print }: CommandContext): void {
  program
    .command('agency:key')
    .description('Make a key to the agency API (/api/agency/v1) for an organisation; the key is printed once, on the last line')
    .requiredOption('--org <code>', 'organisation code, e.g. MHS')
    .requiredOption('--name <name>', 'what will use the key, e.g. "Bullhorn sync"')
    .option('--scopes <scope...>', `what the key may do: ${AGENCY_SCOPES.join(', ')} (default candidates:read)`)
    .action(async (options: { org: string; name: string; scopes?: string[] }) => {
      const scopes = parseScopes(options.scopes);
      const made = await withDatabase(({ db }) => createAgencyKey(db, { orgCode: options.org, name: options.name, scopes }));
      print(`Key "${made.name}" made for ${made.org.code} (${made.org.name}), id ${made.id}, scopes: ${made.scopes.join(', ')}.`);
      print('It is shown this once and cannot be read again: keep it in a secret store. End it with `portal agency:revoke <id>`.');
      print(made.key);
    });

  program
    .command('agency:keys')
    .description("List an organisation's keys to the agency API, with when each was last used")
    .requiredOption('--org <code>', 'organisation code, e.g. MHS')
    .action(async (options: { org: string }) => {
      const { org, keys } = await withDatabase(({ db }) => listAgencyKeys(db, options.org));
      if (!keys.length) return print(`${org.code} has no keys yet. Make one with agency:key.`);
      for (const key of keys) {
        const state = key.revokedAt ? `revoked ${when(key.revokedAt)}` : 'live';
        print(`${key.id}  ${key.prefix}…  ${key.name}  [${key.scopes.join(', ')}]  made ${when(key.createdAt)}, last used ${when(key.lastUsedAt)}, ${state}`);
      }
    });

  program
    .command('agency:revoke')
    .description('End a key to the agency API at once')
    .argument('<id>', 'the key id (see agency:keys)')
    .action(async (id: string) => {
      const done = await withDatabase(({ db }) => revokeAgencyKey(db, id));
      print(done.already ? `Key "${done.name}" of ${done.org} was already revoked.` : `Key "${done.name}" of ${done.org} is revoked: calls with it are refused from now on.`);
    });
}
