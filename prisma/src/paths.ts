import path from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits one level below the package root both as src/paths.ts and as dist/paths.js, so the
// schema and the migrations folder resolve the same way from sources (tsx, vitest) and from the build.
export const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const schemaPath = path.join(packageRoot, 'schema.prisma');
export const migrationsDir = path.join(packageRoot, 'migrations');
export const repoRoot = path.resolve(packageRoot, '..');

/** Where the product keeps its embedded PostgreSQL unless told otherwise (the API reads the same env). */
export function defaultEmbeddedSettings(env: NodeJS.ProcessEnv = process.env) {
  const dataDir = env.DATA_DIR ?? path.join(repoRoot, '.data');
  return { dataDir: path.join(dataDir, 'pg'), port: Number(env.EMBEDDED_PG_PORT ?? 54329) };
}
