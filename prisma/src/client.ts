import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { isDatabaseUnavailable } from './connection-errors.js';
import { PrismaClient, type Prisma } from './generated/prisma/client.js';
import { oneQueryAtATimePerTransaction } from './one-query-at-a-time.js';

export interface CreatePrismaClientOptions {
  /** Connections in this process's pool (pg's default is 10). Keep replicas × poolSize under max_connections. */
  poolSize?: number;
  /** Shown in pg_stat_activity, which helps when several replicas share a server. */
  applicationName?: string;
  /** Interactive transactions: Prisma's default timeout is 5 s. */
  transactionTimeoutMs?: number;
  log?: ('query' | 'info' | 'warn' | 'error')[];
  /** Told when a read is sent again after its pooled connection turned out to be dead. */
  onRetry?: (error: unknown) => void;
  /**
   * PostgreSQL's statement_timeout for every connection, and a client-side limit a little longer that
   * ends the wait on a connection that will never answer (a half-open socket after a failover or a
   * dropped firewall state, where the server's own timeout cannot reach us). Unset or 0: no limit.
   */
  statementTimeoutMs?: number;
}

/** The client-side limit waits this much longer than the server's, so the server's clean error wins. */
const CLIENT_TIMEOUT_MARGIN_MS = 5_000;
/** TCP keepalive on every connection: the kernel probes idle sockets so a dead peer is noticed. */
const KEEPALIVE_INITIAL_DELAY_MS = 10_000;

export interface DatabasePoolStats {
  /** Open connections, busy or idle. */
  total: number;
  idle: number;
  /** Callers waiting for a connection because all `max` are busy. */
  waiting: number;
  max: number;
}

const pools = new WeakMap<PrismaClient, pg.Pool>();

/** Connections of a client made by createPrismaClient, for metrics. */
export function databasePoolStats(prisma: PrismaClient): DatabasePoolStats | undefined {
  const pool = pools.get(prisma);
  if (!pool) return undefined;
  return {
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: pool.options.max ?? 10,
  };
}

/** Told the text of every statement `queryRows` and `queryRowsWithSettings` send (tests count round trips). */
const observers = new WeakMap<PrismaClient, (text: string) => void>();

/** Tests only ('@cd/db/testing'): `observe` sees each statement the helpers below send for `prisma`. */
export function observeRawReads(prisma: PrismaClient, observe: (text: string) => void) {
  observers.set(prisma, observe);
}

const adapterConnected = new WeakSet<PrismaClient>();

/**
 * The client's pool, once Prisma's driver adapter has connected to it: only then does the pool have the
 * adapter's listener for errors of idle connections (without one, a server restart would crash the process)
 * and does `$disconnect` end it. Undefined for a client made elsewhere or whose pool has ended (Prisma then
 * opens a new pool of its own).
 */
async function poolFor(prisma: PrismaClient): Promise<pg.Pool | undefined> {
  const pool = pools.get(prisma);
  if (!pool || pool.ending) return undefined;
  if (!adapterConnected.has(prisma)) {
    await prisma.$connect();
    adapterConnected.add(prisma);
  }
  return pool;
}

/**
 * A raw read straight through the client's pg pool, without Prisma's query engine: measured on a search,
 * about 100 µs of CPU less per statement and 300 µs less per two-statement transaction (docs/decisions/099,
 * Node's CPU per search). For the hot read paths only. Rows come as node-postgres parses them, which differs
 * from `$queryRaw` for some types: int8 and numeric are strings (cast them, e.g. `count(*)::int`), json is
 * parsed, arrays are arrays. A client made elsewhere (no pool known) reads through `$queryRaw`.
 */
export async function queryRows<T>(prisma: PrismaClient, query: Prisma.Sql): Promise<T[]> {
  observers.get(prisma)?.(query.text);
  const pool = await poolFor(prisma);
  if (!pool) return prisma.$queryRaw<T[]>(query);
  return (await pool.query({ text: query.text, values: query.values })).rows as T[];
}

/**
 * `query` in a transaction that first runs `settings` (constant SQL of `SET LOCAL`s, no parameters), then
 * commits, in one round trip: BEGIN with the settings, the statement and COMMIT are pipelined (node-postgres'
 * pipeline mode, each with its own Sync). Should the statement fail, PostgreSQL answers the COMMIT of the
 * aborted transaction with a rollback, so the connection returns to the pool clean either way. Against
 * Prisma's `$transaction([setup, query])`: four round trips and its transaction machinery.
 */
export async function queryRowsWithSettings<T>(
  prisma: PrismaClient,
  settings: string,
  query: Prisma.Sql,
): Promise<T[]> {
  const observe = observers.get(prisma);
  observe?.(settings);
  observe?.(query.text);
  const pool = await poolFor(prisma);
  if (!pool) {
    const results = await prisma.$transaction([
      ...settings.split(';').map((one) => prisma.$executeRawUnsafe(one)),
      prisma.$queryRaw<T[]>(query),
    ]);
    return results.at(-1) as T[];
  }
  const client = (await pool.connect()) as pg.PoolClient & { pipeline: boolean };
  let broken: Error | undefined;
  client.pipeline = true;
  try {
    const [begin, statement, commit] = await Promise.allSettled([
      client.query(`BEGIN; ${settings}`),
      client.query({ text: query.text, values: query.values }),
      client.query('COMMIT'),
    ]);
    // A failed BEGIN or COMMIT leaves the connection in a state not worth keeping.
    for (const step of [begin, commit]) if (step.status === 'rejected') broken = step.reason as Error;
    if (statement.status === 'rejected') throw statement.reason;
    if (broken) throw broken;
    return statement.value.rows as T[];
  } finally {
    client.pipeline = false;
    client.release(broken);
  }
}

const READ = /^\s*SELECT\b/i;

/**
 * A pooled connection may be dead without the pool knowing (the server restarted or failed over, a
 * firewall dropped the idle socket): the first query on it fails. A plain read is sent once more, on
 * a new connection; writes are not (the first may have been applied), and statements inside a
 * transaction run on a checked-out client, not through pool.query, so they are never repeated.
 */
function retryReadsOnce(pool: pg.Pool, onRetry?: (error: unknown) => void) {
  const query = pool.query.bind(pool) as (config: pg.QueryConfig) => Promise<pg.QueryResult>;
  const retrying = async (config: pg.QueryConfig) => {
    try {
      return await query(config);
    } catch (error) {
      const text = typeof config === 'string' ? config : config.text;
      // A statement the server cancelled for taking too long would only take as long again.
      const cancelled = (error as { code?: unknown }).code === '57014';
      if (!READ.test(text) || cancelled || !isDatabaseUnavailable(error)) throw error;
      onRetry?.(error);
      // Not through the pool: its other idle connections are most likely as dead as this one was.
      const fresh = new pg.Client(pool.options);
      await fresh.connect();
      try {
        return await fresh.query(config);
      } finally {
        await fresh.end().catch(() => undefined);
      }
    }
  };
  pool.query = retrying as typeof pool.query;
}

/** A Prisma client over node-postgres (Prisma 7 needs no native query engine this way). */
export function createPrismaClient(
  databaseUrl: string,
  options: CreatePrismaClientOptions = {},
): PrismaClient {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    application_name: options.applicationName ?? 'contact-directory',
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_INITIAL_DELAY_MS,
    ...(options.statementTimeoutMs
      ? {
          statement_timeout: options.statementTimeoutMs,
          query_timeout: options.statementTimeoutMs + CLIENT_TIMEOUT_MARGIN_MS,
        }
      : {}),
  });
  retryReadsOnce(pool, options.onRetry);
  const adapter = oneQueryAtATimePerTransaction(new PrismaPg(pool, { disposeExternalPool: true }));
  const prisma = new PrismaClient({
    adapter,
    log: options.log,
    transactionOptions: options.transactionTimeoutMs ? { timeout: options.transactionTimeoutMs } : undefined,
  }) as PrismaClient;
  pools.set(prisma, pool);
  return prisma;
}
