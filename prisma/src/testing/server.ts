import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPrismaClient } from '../client.js';
import { quoteIdent, withClient, withDatabaseName } from '../database-url.js';
import { startEmbeddedPostgres } from '../embedded-postgres.js';
import { applyMigrations } from '../migrations/apply.js';
import { listMigrations } from '../migrations/migrations-dir.js';
import { migrationsDir } from '../paths.js';
import { generateDemoContacts } from '../seed/contacts.js';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.js';
import { seedDemoData } from '../seed/index.js';
import { ORGANIZATION } from '../seed/organization.js';

export interface TestServer {
  /** A database on the server to connect to for CREATE/DROP DATABASE. */
  serverUrl: string;
  stop(): Promise<void>;
}

// Templates are keyed by content, so a long-lived TEST_DATABASE_URL server never serves a stale schema
// or stale demo data, and parallel runs of the same code share one template.
async function templateName(seeded: boolean): Promise<string> {
  const hash = createHash('sha256');
  for (const m of (await listMigrations(migrationsDir)).migrationDirectories) {
    hash.update(m.path).update(m.migrationFile.content.value);
  }
  if (seeded) hash.update(JSON.stringify([ORGANIZATION, DEMO_ACCOUNTS, generateDemoContacts()]));
  return `cd_template_${seeded ? 'seeded_' : ''}${hash.digest('hex').slice(0, 16)}`;
}

const TEMPLATE_LOCK_KEY = 4_356_003;

/**
 * Makes sure the migrated (and optionally seeded) template database exists on the server; workers that
 * race here wait on one advisory lock and the first one builds it. Returns its name.
 */
export async function prepareTemplate(serverUrl: string, seeded = false): Promise<string> {
  const name = await templateName(seeded);
  // Before taking the lock: building the base takes the same lock on another connection.
  const base = seeded ? await prepareTemplate(serverUrl, false) : undefined;
  await withClient(serverUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const found = await client.query<{ ready: boolean }>(
      'SELECT datistemplate AS ready FROM pg_database WHERE datname = $1',
      [name],
    );
    if (found.rows[0]?.ready) return;
    // A row without the template flag is a build that died half-way.
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoteIdent(name)}${base ? ` TEMPLATE ${quoteIdent(base)}` : ''}`);
    const url = withDatabaseName(serverUrl, name);
    if (seeded) {
      const prisma = createPrismaClient(url, { poolSize: 2 });
      await seedDemoData(prisma).finally(() => prisma.$disconnect());
    } else {
      await applyMigrations(url);
    }
    // The flag doubles as "complete"; templates must have no open connections when cloned.
    await client.query(`ALTER DATABASE ${quoteIdent(name)} IS_TEMPLATE true`);
  });
  return name;
}

/**
 * A throwaway embedded PostgreSQL in a temp folder. A detached watchdog stops it and deletes the folder
 * if this process dies without cleaning up (a killed test worker must not leave a server behind).
 */
export async function startThrowawayPostgres(): Promise<TestServer> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'cd-test-pg-'));
  await fs.chmod(root, 0o755); // reachable by the `postgres` OS user when tests run as root
  const server = await startEmbeddedPostgres({
    dataDir: path.join(root, 'pg'),
    port: 0,
    ephemeral: true,
  }).catch(async (error: unknown) => {
    await fs.rm(root, { recursive: true, force: true });
    throw error;
  });
  const watchdog = spawnWatchdog(root);
  return {
    serverUrl: server.serverUrl,
    async stop() {
      watchdog?.kill();
      await server.stop();
      await fs.rm(root, { recursive: true, force: true });
    },
  };
}

function spawnWatchdog(root: string) {
  if (process.platform === 'win32') return undefined;
  const script = `
    while kill -0 "$OWNER" 2>/dev/null; do sleep 1; done
    PM=$(head -n 1 "$ROOT/pg/postmaster.pid" 2>/dev/null)
    if [ -n "$PM" ]; then
      kill -INT "$PM" 2>/dev/null
      for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do kill -0 "$PM" 2>/dev/null || break; sleep 0.25; done
    fi
    rm -rf "$ROOT"`;
  const child = spawn('sh', ['-c', script], {
    detached: true,
    stdio: 'ignore',
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', OWNER: String(process.pid), ROOT: root },
  });
  child.unref();
  return child;
}
