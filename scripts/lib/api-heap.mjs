// The API server's memory settings, its V8 heap cap (docs/decisions/073) and its malloc arenas (113), one
// rule for every way the built product is started: `pnpm start`, the browser tests' server and the
// benchmarks' (the Docker image applies the same defaults).
// Node sizes the heap for the machine (about 4 GiB here) and, below that ceiling, lets garbage grow to
// several times what is live before collecting; a cap makes it collect at a fraction of that.

/** MiB of old space; imports and exports keep well under 150 MiB live, so this leaves room to spare. */
export const DEFAULT_API_HEAP_MB = 320;

/**
 * The node arguments that cap the API's heap: `API_HEAP_MB` (a whole number of MiB, at least 128), or none
 * when it is `off` (Node's own sizing).
 * @returns {string[]}
 */
export function apiHeapArgs(env = process.env) {
  const raw = (env.API_HEAP_MB ?? String(DEFAULT_API_HEAP_MB)).trim();
  if (raw === 'off') return [];
  if (!/^\d+$/.test(raw) || Number(raw) < 128) {
    throw new Error(`API_HEAP_MB must be a whole number of MiB, at least 128, or 'off' (got '${raw}')`);
  }
  return [`--max-old-space-size=${Number(raw)}`];
}

/**
 * glibc's malloc arenas for the API process (docs/decisions/113). By default glibc gives each thread that
 * allocates its own arena, up to 8 per core, and memory freed in one (the import worker's unzip and parse
 * buffers) stays resident there: at 100,000 rows the import's peak RSS was 493–524 MiB with the default and
 * 467–502 MiB with two arenas, at the same speed.
 */
export const DEFAULT_MALLOC_ARENA_MAX = 2;

/** `env` with MALLOC_ARENA_MAX defaulted for the API process; a value the caller set is kept. */
export function apiProcessEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: String(DEFAULT_MALLOC_ARENA_MAX), ...env };
}
