import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { dropDatabase, ensureDatabase, withDatabaseName } from '../database-url.js';
import { migrationsDir as defaultMigrationsDir } from '../paths.js';
import { applyMigrations } from './apply.js';
import { diffSchemaAgainstDatabase } from './diff.js';
import { listMigrations, LOCKFILE_CONTENT, LOCKFILE_NAME } from './migrations-dir.js';

export interface CreateMigrationOptions {
  /** Any database on a server where scratch databases may be created and dropped. */
  serverUrl: string;
  migrationsDir?: string;
  schema?: string;
  now?: Date;
  log?: (message: string) => void;
}

export interface CreatedMigration {
  /** Folder name such as 20260101120000_add_contact_notes, or null when the schema needs no change. */
  name: string | null;
  script: string;
}

/** Prisma names migrations the same way: lower case, anything else becomes '_'. */
export function slugMigrationName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!slug) throw new Error(`"${name}" gives an empty migration name; use letters or digits.`);
  return slug;
}

function timestamp(date: Date): string {
  return date.toISOString().replace(/\D/g, '').slice(0, 14);
}

function parseTimestamp(stamp: string): number {
  const [y, mo, d, h, mi, s] = [0, 4, 6, 8, 10, 12].map((i, k) =>
    Number(stamp.slice(i, k === 0 ? 4 : i + 2)),
  );
  return Date.UTC(y!, mo! - 1, d, h, mi, s);
}

/**
 * `prisma migrate dev --create-only` without the native engine: replays the existing migrations into a
 * scratch database, diffs it against schema.prisma and writes the difference as the next migration.
 */
export async function createMigration(
  name: string,
  options: CreateMigrationOptions,
): Promise<CreatedMigration> {
  const slug = slugMigrationName(name);
  const dir = options.migrationsDir ?? defaultMigrationsDir;
  const scratchUrl = withDatabaseName(
    options.serverUrl,
    `cd_migration_scratch_${randomBytes(6).toString('hex')}`,
  );
  await ensureDatabase(scratchUrl);
  let script: string;
  try {
    await applyMigrations(scratchUrl, { migrationsDir: dir });
    const diff = await diffSchemaAgainstDatabase(scratchUrl, { schema: options.schema });
    if (diff.empty) return { name: null, script: '' };
    script = diff.script;
  } finally {
    await dropDatabase(scratchUrl);
  }

  // Folder names sort as history: never let a new one sort before the latest, even with a skewed clock.
  const existing = (await listMigrations(dir)).migrationDirectories.map((d) => d.path);
  let stamp = timestamp(options.now ?? new Date());
  const latest = existing.at(-1)?.slice(0, 14);
  if (latest && /^\d{14}$/.test(latest) && stamp <= latest)
    stamp = timestamp(new Date(parseTimestamp(latest) + 1000));
  const folder = `${stamp}_${slug}`;

  await fs.mkdir(path.join(dir, folder), { recursive: true });
  await fs.writeFile(path.join(dir, folder, 'migration.sql'), script, 'utf8');
  const lockfile = path.join(dir, LOCKFILE_NAME);
  await fs
    .writeFile(lockfile, LOCKFILE_CONTENT, { encoding: 'utf8', flag: 'wx' })
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  options.log?.(`created migrations/${folder}/migration.sql`);
  return { name: folder, script };
}
