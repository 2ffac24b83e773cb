import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  bindMigrationAwareSqlAdapterFactory,
  ColumnTypeEnum,
  DriverAdapterError,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';
import * as wasmBindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import { dropDatabase, ensureDatabase, withDatabaseName } from '../database-url.js';

// Prisma 7's `migrate` always starts the native schema engine, which cannot be downloaded here. The same
// engine ships as WebAssembly and talks to the database through a driver adapter, so migrations run
// in-process with no binary at all. These are internal Prisma APIs: package.json pins exact versions.

// The package's lib setting (ES2023, no DOM) has no WebAssembly types; these two calls are all it uses.
declare const WebAssembly: {
  compile(bytes: Uint8Array): Promise<object>;
  instantiate(module: object, imports: object): Promise<{ exports: Record<string, unknown> }>;
};

let engineClass: Promise<typeof SchemaEngine> | undefined;

/** Instantiates the wasm module once per process (it is about 5 MB; compiling it takes a moment). */
function loadEngineClass(): Promise<typeof SchemaEngine> {
  engineClass ??= (async () => {
    // createRequire, not import.meta.resolve: vitest's module runner does not implement the latter.
    const bindings = createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const bytes = await fs.promises.readFile(new URL('./schema_engine_bg.wasm', pathToFileURL(bindings)));
    const module = await WebAssembly.compile(bytes);
    // The engine arms timers (e.g. its 10 s advisory-lock timeout) and never clears them; unref'd, they no
    // longer hold a finished process open for those seconds.
    const imports: Record<string, unknown> = { ...wasmBindings };
    for (const name of Object.keys(imports).filter((n) => n.startsWith('__wbg_setTimeout_'))) {
      imports[name] = (callback: () => void, ms: number) => setTimeout(callback, ms >>> 0).unref();
    }
    const instance = await WebAssembly.instantiate(module, { './schema_engine_bg.js': imports });
    wasmBindings.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return wasmBindings.SchemaEngine as unknown as typeof SchemaEngine;
  })();
  return engineClass;
}

// adapter-pg refuses catalog types it has no mapping for (prisma/orm#27403); the engine reads
// pg_constraint.contype ("char") and friends while describing a schema. Their text form is all it needs.
const CATALOG_TYPES_AS_TEXT = new Set([18, 22, 24, 28, 30, 194, 1033, 2205, 2206, 3734, 4089, 4096]);
const PG_CHAR = 18;
// The engine reads `"char"` columns (pg_constraint.contype of CHECK constraints) as a char, not as text.
// Rows come back as arrays, so a "char" column's name carries a marker from the pg result to the adapter's
// result, where the marker is removed and the column typed Character.
const CHAR_MARKER = '\u0000char';

function catalogTypesAsText<T>(result: T): T {
  for (const r of Array.isArray(result) ? result : [result]) {
    for (const field of (r as { fields?: { name: string; dataTypeID: number }[] } | undefined)?.fields ??
      []) {
      if (field.dataTypeID === PG_CHAR && !field.name.endsWith(CHAR_MARKER)) field.name += CHAR_MARKER;
      if (CATALOG_TYPES_AS_TEXT.has(field.dataTypeID)) field.dataTypeID = 25;
    }
  }
  return result;
}

function readCharColumnsAsCharacter(adapter: SqlDriverAdapter) {
  const queryRaw = adapter.queryRaw.bind(adapter);
  adapter.queryRaw = async (query) => {
    const result = await queryRaw(query);
    if (!result.columnNames.some((name) => name.endsWith(CHAR_MARKER))) return result;
    return {
      ...result,
      columnNames: result.columnNames.map((name) => name.replace(CHAR_MARKER, '')),
      columnTypes: result.columnTypes.map((type, i) =>
        result.columnNames[i]!.endsWith(CHAR_MARKER) ? ColumnTypeEnum.Character : type,
      ),
    };
  };
}

class CatalogTolerantClient extends pg.Client {
  // pg's query() has many overloads (promise, callback, submittable); this one wraps all of them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const last: unknown = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) =>
        last(error, error ? result : catalogTypesAsText(result));
      return super.query(...(args as Parameters<pg.Client['query']>));
    }
    const out: unknown = super.query(...(args as Parameters<pg.Client['query']>));
    return out instanceof Promise ? out.then(catalogTypesAsText) : out;
  }
}

function toDriverAdapterError(error: unknown): unknown {
  const e = error as Partial<pg.DatabaseError>;
  if (typeof e.code !== 'string' || typeof e.message !== 'string') return error;
  return new DriverAdapterError({
    kind: 'postgres',
    code: e.code,
    severity: e.severity ?? 'ERROR',
    message: e.message,
    detail: e.detail,
    column: e.column,
    hint: e.hint,
  });
}

/**
 * adapter-pg's factory with three repairs the schema engine needs: catalog types read as text; a migration
 * script goes to the server whole (adapter-pg splits it at every ';', even inside string literals) as the
 * native engine sends it; and the shadow database really is a separate database (adapter-pg's ignores the
 * database name when the config is a connection string). It also remembers its pools so they can be closed:
 * the engine holds Prisma's advisory lock on one of those connections until it ends.
 */
class MigrationAdapterFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = 'postgres';
  readonly adapterName = '@prisma/adapter-pg';
  private readonly open = new Set<SqlDriverAdapter>();

  constructor(private readonly url: string) {}

  async connect(): Promise<SqlDriverAdapter> {
    return this.connectTo(this.url);
  }

  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    const shadowUrl = withDatabaseName(this.url, `prisma_shadow_${randomUUID().replaceAll('-', '')}`);
    await ensureDatabase(shadowUrl);
    return this.connectTo(shadowUrl, () => dropDatabase(shadowUrl));
  }

  private async connectTo(url: string, afterDispose?: () => Promise<void>): Promise<SqlDriverAdapter> {
    const adapter = await new PrismaPg({
      connectionString: url,
      max: 4,
      Client: CatalogTolerantClient,
    }).connect();
    readCharColumnsAsCharacter(adapter);
    const pool = adapter.underlyingDriver();
    adapter.executeScript = async (script: string) => {
      try {
        await pool.query(script);
      } catch (error) {
        throw toDriverAdapterError(error);
      }
    };
    const dispose = adapter.dispose.bind(adapter);
    let disposed = false;
    adapter.dispose = async () => {
      if (disposed) return;
      disposed = true;
      this.open.delete(adapter);
      await dispose();
      await afterDispose?.();
    };
    this.open.add(adapter);
    return adapter;
  }

  async close(): Promise<void> {
    await Promise.all([...this.open].map((adapter) => adapter.dispose()));
  }
}

export interface EngineOptions {
  /** schema.prisma text, for commands that read the datamodel. */
  schema?: string;
}

/** Runs `fn` with a schema engine bound to `databaseUrl`, then frees it and closes every connection. */
export async function withSchemaEngine<T>(
  databaseUrl: string,
  fn: (engine: SchemaEngine) => Promise<T>,
  options: EngineOptions = {},
): Promise<T> {
  const Engine = await loadEngineClass();
  const factory = new MigrationAdapterFactory(databaseUrl);
  const trace = process.env.CD_DB_TRACE_ENGINE ? (line: string) => console.error(line) : () => undefined;
  const datamodels: [string, string][] | undefined = options.schema
    ? [['schema.prisma', options.schema]]
    : undefined;
  const engine = await Engine.new({ datamodels }, trace, bindMigrationAwareSqlAdapterFactory(factory));
  try {
    return await fn(engine);
  } finally {
    engine.free();
    await factory.close();
  }
}

/** Entities that other tools own; none in this project, but every engine command wants the filter. */
export const noSchemaFilter = { externalTables: [], externalEnums: [] };
