import fs from 'node:fs/promises';
import { packageRoot, schemaPath } from '../paths.js';
import { noSchemaFilter, withSchemaEngine } from './engine.js';

export interface SchemaDiff {
  /** True when the database already matches the schema. */
  empty: boolean;
  /** The SQL that would bring the database to the schema (Prisma's migration format). */
  script: string;
}

/**
 * Compares the live database with schema.prisma (or `options.schema`): the drift check, and the heart of
 * creating a migration. Reads only; changes nothing.
 */
export async function diffSchemaAgainstDatabase(
  databaseUrl: string,
  options: { schema?: string } = {},
): Promise<SchemaDiff> {
  const schema = options.schema ?? (await fs.readFile(schemaPath, 'utf8'));
  const files = [{ path: 'schema.prisma', content: schema }];
  const result = await withSchemaEngine(
    databaseUrl,
    (engine) =>
      engine.diff({
        // With a driver adapter, "the schema's datasource" means the database the adapter connects to.
        from: { tag: 'schemaDatasource', files, configDir: packageRoot },
        to: { tag: 'schemaDatamodel', files },
        script: true,
        exitCode: true,
        filters: noSchemaFilter,
      }),
    { schema },
  );
  // With exitCode requested the engine answers 2 when there is a difference and 0 when there is none.
  return { empty: result.exitCode === 0, script: result.stdout ?? '' };
}
