// '@cd/db/testing': real PostgreSQL databases for tests, never a mock (ARCHITECTURE section 2).
import { randomBytes } from 'node:crypto';
import { createPrismaClient } from './client.js';
import { quoteIdent, withClient, withDatabaseName } from './database-url.js';
import type { PrismaClient } from './generated/prisma/client.js';
import { detectContainerRuntime, startContainerPostgres } from './testing/containers.js';
import { prepareTemplate, startThrowawayPostgres, type TestServer } from './testing/server.js';

export { observeRawReads } from './client.js';
export { prepareTemplate, startThrowawayPostgres, type TestServer } from './testing/server.js';
export { detectContainerRuntime, startContainerPostgres, type RuntimeProbe } from './testing/containers.js';

/** Set by startTestPostgres (vitest globalSetup) for the worker processes it spawns. */
export const TEST_SERVER_ENV = 'CD_TEST_PG_SERVER_URL';

export interface TestDatabase {
  url: string;
  prisma: PrismaClient;
  /** Disconnects the client and drops the database. */
  drop(): Promise<void>;
}

export interface CreateTestDatabaseOptions {
  /** Start from the Harbour Pacific demo data instead of an empty schema. */
  seeded?: boolean;
  /** No schema at all (for testing migrations themselves). */
  empty?: boolean;
  poolSize?: number;
}

let processServer: Promise<TestServer> | undefined;
let counter = 0;

/**
 * A throwaway server for this run: `postgres:17` through testcontainers where a container runtime answers
 * (the server CI and production images use), else the embedded PostgreSQL, which works everywhere. Where
 * no runtime is configured or answers, that is known within a second; a container that fails to start
 * (an image that cannot be pulled) also falls back, with a line saying why.
 */
export async function startThrowawayServer({
  probe = detectContainerRuntime,
  startContainer = startContainerPostgres,
  startEmbedded = startThrowawayPostgres,
  log = (line: string) => console.warn(line),
} = {}): Promise<TestServer> {
  const runtime = await probe();
  if (!runtime.available) return startEmbedded();
  try {
    return await startContainer();
  } catch (error) {
    log(
      `[cd-test] a container runtime answers (${runtime.reason}) but postgres:17 did not start ` +
        `(${error instanceof Error ? error.message : String(error)}); using the embedded PostgreSQL`,
    );
    return startEmbedded();
  }
}

/**
 * The server tests use, first match wins: the one startTestPostgres() set up for this run; TEST_DATABASE_URL
 * (its own database is only used to create others); else a throwaway server for this process
 * (startThrowawayServer: a container where a runtime answers, else embedded).
 */
function serverUrl(): Promise<string> {
  const fromSetup = process.env[TEST_SERVER_ENV] ?? process.env.TEST_DATABASE_URL;
  if (fromSetup) return Promise.resolve(fromSetup);
  processServer ??= startThrowawayServer().then((server) => {
    process.once('beforeExit', () => void server.stop());
    return server;
  });
  return processServer.then((s) => s.serverUrl);
}

/**
 * A fresh database, fully migrated (and seeded when asked), cloned from a template in a few tens of
 * milliseconds. Give each test file (or test) its own and drop it afterwards.
 */
export async function createTestDatabase(options: CreateTestDatabaseOptions = {}): Promise<TestDatabase> {
  const server = await serverUrl();
  const template = options.empty ? 'template1' : await prepareTemplate(server, options.seeded ?? false);
  const name = `cd_test_${process.pid}_${++counter}_${randomBytes(3).toString('hex')}`;
  await withClient(server, async (client) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
        return;
      } catch (error) {
        // 55006: someone is still connected to the template (a builder closing its pool); try again.
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
  const url = withDatabaseName(server, name);
  const prisma = createPrismaClient(url, { poolSize: options.poolSize ?? 4, applicationName: 'cd-test' });
  return {
    url,
    prisma,
    async drop() {
      await prisma.$disconnect();
      await withClient(server, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
      );
    },
  };
}

/**
 * For vitest's globalSetup: one server for the whole run (TEST_DATABASE_URL, else startThrowawayServer's
 * container or embedded PostgreSQL), with the migrated template built once before the workers start.
 * Returns the teardown.
 */
export async function startTestPostgres(): Promise<() => Promise<void>> {
  const external = process.env.TEST_DATABASE_URL;
  const server: TestServer = external
    ? { serverUrl: external, stop: async () => undefined }
    : await startThrowawayServer();
  try {
    await prepareTemplate(server.serverUrl);
  } catch (error) {
    await server.stop();
    throw error;
  }
  process.env[TEST_SERVER_ENV] = server.serverUrl;
  return async () => {
    delete process.env[TEST_SERVER_ENV];
    await server.stop();
  };
}
