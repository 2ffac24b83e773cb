import { EmbeddedPostgresUnavailable } from '@cd/db';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/env.js';
import { prepareDatabase } from './bootstrap/database.js';
import { loggerOptions } from './bootstrap/logger.js';
import { stopInOrder, stopOnSignals } from './bootstrap/shutdown.js';
import { printWelcome } from './bootstrap/welcome.js';
import { IdpAccounts } from './modules/idp/idp-accounts.js';

async function main() {
  const config = loadConfig();
  const started = Date.now();
  const log = (message: string) => console.log(`[contact-directory] ${message}`);
  const db = await prepareDatabase(config, log);
  const app = await buildApp({
    config,
    prisma: db.prisma,
    readPrisma: db.readPrisma,
    logger: loggerOptions(config.LOG_LEVEL),
    databaseUrl: db.url,
  });

  stopOnSignals(() => stopInOrder(app, db), log);

  await app.listen({ host: config.HOST, port: config.PORT });
  printWelcome(config, await new IdpAccounts(app.prisma).list(), Date.now() - started);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof EmbeddedPostgresUnavailable) {
    console.error(err.message);
  } else {
    console.error('[contact-directory] failed to start:', err);
  }
  process.exit(1);
});
