import os from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import {
  applyMigrations,
  createPrismaClient,
  startEmbeddedPostgres,
  waitForDatabase,
  type PrismaClient,
} from '@cd/db';
import type { AppConfig } from '../config/env.js';
import { searchLocale, searchLocaleWarning } from '../modules/contacts/search-locale.js';

export interface PreparedDatabase {
  url: string;
  prisma: PrismaClient;
  /** DATABASE_READ_URL's client (a streaming replica), when set. */
  readPrisma?: PrismaClient;
  embedded: boolean;
  close(): Promise<void>;
}

type Log = (message: string) => void;

/**
 * DATABASE_URL when given; otherwise a real PostgreSQL embedded under DATA_DIR that keeps its data between
 * runs. Either way the schema is migrated before anything listens, and demo data goes in on first run.
 */
export async function prepareDatabase(config: AppConfig, log: Log): Promise<PreparedDatabase> {
  const embedded = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: path.join(config.DATA_DIR, 'pg'),
        port: config.EMBEDDED_PG_PORT,
        ownProcessGroup: true,
      });
  const url = config.DATABASE_URL ?? embedded!.url;
  if (embedded) log(`embedded PostgreSQL running on port ${embedded.port}, data in ${config.DATA_DIR}`);

  if (!embedded) {
    await waitForDatabase(url, { timeoutMs: config.DATABASE_WAIT_SECONDS * 1000, log });
  }
  // pg_stat_activity then tells the replicas that share a server apart (container names in Docker).
  const instance = `${os.hostname()}:${config.PORT}`;
  const clientOptions = {
    applicationName: `contact-directory ${instance}`,
    poolSize: config.DATABASE_POOL_SIZE,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  };
  const prisma = createPrismaClient(url, clientOptions);
  // Not waited for: a replica that is away fails only the reads sent to it (503), not the start.
  const readPrisma = config.DATABASE_READ_URL
    ? createPrismaClient(config.DATABASE_READ_URL, {
        ...clientOptions,
        applicationName: `contact-directory-read ${instance}`,
      })
    : undefined;
  try {
    await applyMigrations(url);
    const searchWarning = searchLocaleWarning(await searchLocale(prisma));
    if (searchWarning) log(`WARNING: ${searchWarning}`);

    if (config.SEED === 'demo' && (await prisma.organizationUnit.count()) === 0) {
      log('empty database: loading demo data (first run only)');
      await seedInChildProcess(url);
    }
  } catch (error) {
    // The embedded server runs in its own process group: a start that fails (or a Ctrl-C that ends the
    // seeding) must stop it here, or it would keep its port until the next start finds it orphaned.
    await prisma.$disconnect().catch(() => undefined);
    await readPrisma?.$disconnect().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw error;
  }

  return {
    url,
    prisma,
    readPrisma,
    embedded: Boolean(embedded),
    async close() {
      await prisma.$disconnect();
      await readPrisma?.$disconnect();
      await embedded?.stop();
    },
  };
}

function seedInChildProcess(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./seed-process.js', import.meta.url), {
      env: { ...process.env, CD_SEED_DATABASE_URL: url },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`loading demo data failed (exit ${code})`)),
    );
  });
}
