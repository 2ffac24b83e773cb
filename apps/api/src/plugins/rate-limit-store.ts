import type { PrismaClient } from '@cd/db';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin really passes to `child`: the route's merged limit options (its types say RouteOptions). */
interface RouteLimit {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store in PostgreSQL, so every replica on the database counts the same hits: one
 * row per key and route, a fixed window that starts with the key's first hit (the semantics of the
 * plugin's own in-memory store). One statement increments or restarts the window, so replicas racing on
 * one key neither lose a hit nor open two windows. Expired rows are deleted by the sweep (sweep-expired).
 */
export function postgresRateLimitStore(prisma: PrismaClient) {
  return class PostgresRateLimitStore {
    // The plugin constructs the store with its own options, which this store has no use for.
    constructor(
      _pluginOptions?: unknown,
      readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      prisma.$queryRaw<{ hits: number; ttl: number }[]>`
        INSERT INTO rate_limit_hit AS r (key, hits, window_ends_at)
        VALUES (${this.prefix + key}, 1, clock_timestamp() + ${timeWindow} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN r.window_ends_at <= clock_timestamp() THEN 1 ELSE r.hits + 1 END,
          window_ends_at = CASE WHEN r.window_ends_at <= clock_timestamp()
                                THEN excluded.window_ends_at ELSE r.window_ends_at END
        RETURNING hits,
          greatest(0, ceil(extract(epoch FROM r.window_ends_at - clock_timestamp()) * 1000))::int AS ttl`.then(
        ([row]) => callback(null, { current: row!.hits, ttl: row!.ttl }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object) {
      // Per route, like the in-memory store's one cache per route: each route's limit counts its own hits.
      const { method, url } = (routeOptions as RouteLimit).routeInfo ?? {};
      return new PostgresRateLimitStore(
        undefined,
        `${this.prefix}${[method].flat().join(',')} ${url ?? ''}|`,
      );
    }
  };
}
