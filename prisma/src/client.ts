import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { isDatabaseUnavailable } from './connection-errors.js';
import { PrismaClient } from './generated/prisma/client.js';
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
