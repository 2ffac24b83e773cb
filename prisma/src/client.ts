import { PrismaPg } from '@prisma/adapter-pg';
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
}

/** A Prisma client over node-postgres (Prisma 7 needs no native query engine this way). */
export function createPrismaClient(
  databaseUrl: string,
  options: CreatePrismaClientOptions = {},
): PrismaClient {
  const adapter = oneQueryAtATimePerTransaction(
    new PrismaPg({
      connectionString: databaseUrl,
      max: options.poolSize ?? 10,
      application_name: options.applicationName ?? 'contact-directory',
      connectionTimeoutMillis: 10_000,
    }),
  );
  return new PrismaClient({
    adapter,
    log: options.log,
    transactionOptions: options.transactionTimeoutMs ? { timeout: options.transactionTimeoutMs } : undefined,
  }) as PrismaClient;
}
