// `portal agency:key --org CODE --name NAME [--scopes ...]`, `agency:keys --org CODE`, `agency:revoke ID`: the
// organisation's keys to the agency API (decision 033). `agency:webhook --org CODE --url URL [--events ...]`,
// `agency:webhooks --org CODE`, `agency:webhook-remove ID`, `agency:deliveries --org CODE [--limit N]`: its webhooks
// and their delivery log (decision 036). Registered in cli/commands.ts.
import { AGENCY_SCOPES } from '@portal/shared/schemas/agency';
import type { Command } from 'commander';
import type { CommandContext } from '../../cli/context';
import { loadConfig } from '../../config';
import { AGENCY_EVENTS } from '../../lib/agency-events';
import { badRequest } from '../../lib/errors';
import { createAgencyKey, listAgencyKeys, parseScopes, revokeAgencyKey } from './keys';
import { createWebhook, listDeliveries, listWebhooks, parseEvents, removeWebhook } from './webhooks';

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

  program
    .command('agency:webhook')
    .description("Register a webhook endpoint for an organisation's agency events; its signing secret is printed once, on the last line")
    .requiredOption('--org <code>', 'organisation code, e.g. MHS')
    .requiredOption('--url <url>', 'where to POST the events, https://… on a public address')
    .option('--events <event...>', `which events: ${AGENCY_EVENTS.join(', ')} (default all)`)
    .action(async (options: { org: string; url: string; events?: string[] }) => {
      const events = parseEvents(options.events);
      const allowPrivate = loadConfig().agencyWebhookAllowPrivate;
      const made = await withDatabase(({ db }) => createWebhook(db, { orgCode: options.org, url: options.url, events }, allowPrivate));
      print(`Webhook ${made.id} registered for ${made.org.code} (${made.org.name}): ${made.url}, events: ${made.events.join(', ')}.`);
      print('Deliveries are signed as the Standard Webhooks specification says, with this secret. It is shown this once: keep it in a secret store.');
      print(made.secret);
    });

  program
    .command('agency:webhooks')
    .description("List an organisation's webhook endpoints")
    .requiredOption('--org <code>', 'organisation code, e.g. MHS')
    .action(async (options: { org: string }) => {
      const { org, webhooks } = await withDatabase(({ db }) => listWebhooks(db, options.org));
      if (!webhooks.length) return print(`${org.code} has no webhooks yet. Register one with agency:webhook.`);
      for (const hook of webhooks) print(`${hook.id}  ${hook.url}  [${hook.events.join(', ')}]  registered ${when(hook.createdAt)}`);
    });

  program
    .command('agency:webhook-remove')
    .description('Remove a webhook endpoint; deliveries to it not yet made are dropped')
    .argument('<id>', 'the webhook id (see agency:webhooks)')
    .action(async (id: string) => {
      const done = await withDatabase(({ db }) => removeWebhook(db, id));
      print(`Webhook ${done.url} of ${done.org} is removed: no more events are sent to it.`);
    });

  program
    .command('agency:deliveries')
    .description("Show an organisation's webhook deliveries, newest first: event, endpoint, attempts, last status, next try")
    .requiredOption('--org <code>', 'organisation code, e.g. MHS')
    .option('--limit <n>', 'how many (1-500, default 20)', '20')
    .action(async (options: { org: string; limit: string }) => {
      const limit = Number(options.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw badRequest('--limit must be a whole number from 1 to 500.');
      const { org, deliveries } = await withDatabase(({ db }) => listDeliveries(db, options.org, limit));
      if (!deliveries.length) return print(`${org.code} has no webhook deliveries yet.`);
      for (const d of deliveries) {
        const last = d.lastStatus !== null ? `HTTP ${d.lastStatus}` : (d.lastError ?? 'none yet');
        const state =
          d.status === 'delivered' ? `delivered ${when(d.deliveredAt)}` : d.status === 'failed' ? 'failed, no more tries' : `pending, next try ${when(d.nextAttemptAt)}`;
        print(`${when(d.createdAt)}  ${d.eventType}  ${d.id}  → ${d.url}  attempts ${d.attempts}, last ${last}, ${state}`);
      }
    });
}
