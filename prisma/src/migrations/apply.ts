import pg from 'pg';
import { ensureDatabase } from '../database-url.js';
import { migrationsDir as defaultMigrationsDir } from '../paths.js';
import { noSchemaFilter, withSchemaEngine } from './engine.js';
import { listMigrations } from './migrations-dir.js';

// Replicas that start together would each try to migrate. The engine itself takes Prisma's advisory lock
// (72707369) but gives up after a timeout; this one waits as long as a migration takes. It is a
// different key on purpose: the engine's lock lives on another connection of the same process.
const MIGRATION_LOCK_KEY = 4_356_001;

export interface ApplyMigrationsOptions {
  migrationsDir?: string;
  log?: (message: string) => void;
}

/**
 * What `prisma migrate deploy` does: applies every migration of prisma/migrations that the database's
 * `_prisma_migrations` table does not list yet, recording each one there as Prisma does. Idempotent.
 * Returns the names of the migrations it applied.
 */
export async function applyMigrations(
  databaseUrl: string,
  options: ApplyMigrationsOptions = {},
): Promise<string[]> {
  const migrationsList = await listMigrations(options.migrationsDir ?? defaultMigrationsDir);
  const lock = await connectCreatingDatabase(databaseUrl);
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const { appliedMigrationNames } = await withSchemaEngine(databaseUrl, (engine) =>
      engine.applyMigrations({ migrationsList, filters: noSchemaFilter }),
    );
    for (const name of appliedMigrationNames) options.log?.(`applied migration ${name}`);
    return appliedMigrationNames;
  } finally {
    // Ending the session releases the advisory lock even if the unlock query never ran.
    await lock.end();
  }
}

/** Like `prisma migrate deploy`, creates the database when the server has none of that name. */
async function connectCreatingDatabase(databaseUrl: string): Promise<pg.Client> {
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'cd-db migrate lock' });
    try {
      await client.connect();
      return client;
    } catch (error) {
      // 3D000 invalid_catalog_name: the database does not exist (yet).
      if ((error as { code?: string }).code !== '3D000' || attempt > 1) throw error;
      await ensureDatabase(databaseUrl);
    }
  }
}
