import pg from 'pg';
import { isDatabaseUnavailable } from './connection-errors.js';
import { redactUrl } from './database-url.js';

export interface WaitForDatabaseOptions {
  /** Give up after this long (the orchestrator then restarts the process). */
  timeoutMs: number;
  /** First pause; it doubles up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  log: (message: string) => void;
}

/**
 * A replica may start before its database (both started together, a failover in progress): wait for it
 * with growing pauses instead of exiting at once, bounded so a wrong URL still ends in a clear failure.
 * Errors that are not about reaching the server (a wrong password, a missing database) fail at once.
 */
export async function waitForDatabase(url: string, options: WaitForDatabaseOptions): Promise<void> {
  const { timeoutMs, log } = options;
  const maxDelayMs = options.maxDelayMs ?? 5_000;
  let delayMs = options.initialDelayMs ?? 250;
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      if (attempt > 1) log(`database reachable after ${attempt} attempts (${Date.now() - started} ms)`);
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const waited = Date.now() - started;
      const reason = (error as Error).message || (error as { code?: string }).code || String(error);
      if (waited + delayMs > timeoutMs) {
        throw new Error(
          `The database at ${redactUrl(url)} was not reachable within ${Math.round(timeoutMs / 1000)} s ` +
            `(${attempt} attempts; last: ${reason}).`,
        );
      }
      log(`database not reachable yet (${reason}); attempt ${attempt}, next in ${delayMs} ms`);
      await new Promise((r) => setTimeout(r, delayMs));
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
