import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { databaseOptionsOf, openDatabase } from './db/client';
import { prettyStream, startupBanner } from './lib/startup-log';
import { demoAccountWarning } from './seed/candidates';
import { DEMO_CANDIDATE } from './seed/candidates';
import { seedDemo } from './seed/demo';

/**
 * After a full collection V8 lets the old generation grow to up to 4× what survived before it collects again (on a
 * machine with much memory, while collections are cheap): a server with 50 MB of live objects would hold nearly 200
 * MB under load. Half again what survived keeps the resident memory near what is in use, for a few more (concurrent)
 * collections; the figures are in docs/performance.md.
 */
const HEAP_GROWING_PERCENT = 50;

async function main() {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const here = path.dirname(fileURLToPath(import.meta.url));
  config.webDist ??= path.resolve(here, '../../web/dist');

  const database = await openDatabase(databaseOptionsOf(config));
  await database.migrate();
  if (config.seedDemo) await seedDemo(database.db, { quiet: true });

  const pretty = config.logFormat === 'pretty';
  const app = await buildApp({ config, database, ...(pretty ? { logger: { stream: prettyStream(process.stdout) } } : {}) });
  const demoWarning = await demoAccountWarning(database.db);
  if (demoWarning) app.log.warn(demoWarning);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.engine === 'pglite' ? `embedded (${config.dataDir})` : 'postgresql';
  app.log.info({ url: config.publicUrl, database: where }, 'candidate portal ready');
  // On a terminal, once: where to open the portal, how to sign in to the demo, where the e-mails are.
  if (pretty) {
    process.stdout.write(
      startupBanner(
        {
          url: config.publicUrl,
          database: where,
          demo: config.seedDemo ? { email: DEMO_CANDIDATE.email, password: DEMO_CANDIDATE.password } : null,
          mailbox: config.mail.devMailbox ? `${config.publicUrl}/dev/mailbox` : null,
        },
        Boolean(process.stdout.isTTY),
      ),
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
