/**
 * Errors that mean "the database cannot be reached right now" (down, restarting, failing over, out of
 * connections), as opposed to a fault of the query or the data. Walks the wrapping Prisma and driver
 * adapter errors, whose shapes differ by the moment the connection was lost.
 */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
// Prisma: can't reach (P1001), timed out (P1002, P1008), server closed the connection (P1017), pool timeout (P2024).
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
// Driver adapter kinds of the same situations.
const ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);
// SQLSTATE: class 08 connection exception; 57P01-57P03 shutdown / starting up; 53300 too many connections;
// 57014 a statement cancelled by statement_timeout (an overloaded or locked database, not a bad request).
const SQLSTATE = /^(08...|57P0[123]|53300|57014)$/;
// node-postgres' own messages, which carry no code.
// "Query read timeout": query_timeout gave up on a connection that never answered (a half-open socket).
const PG_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|Query read timeout/i;

type ErrorLike = {
  code?: unknown;
  kind?: unknown;
  originalCode?: unknown;
  message?: unknown;
  cause?: unknown;
};

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const e = current as ErrorLike;
    if (
      typeof e.code === 'string' &&
      (SOCKET_CODES.has(e.code) || PRISMA_CODES.has(e.code) || SQLSTATE.test(e.code))
    )
      return true;
    if (typeof e.kind === 'string' && ADAPTER_KINDS.has(e.kind)) return true;
    if (typeof e.originalCode === 'string' && SQLSTATE.test(e.originalCode)) return true;
    if (typeof e.message === 'string' && PG_MESSAGES.test(e.message)) return true;
    const adapter = (e as { meta?: { driverAdapterError?: unknown } }).meta?.driverAdapterError;
    current = adapter ?? e.cause;
  }
  return false;
}
