import { timingSafeEqual } from 'node:crypto';
import { databasePoolStats } from '@cd/db';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The listener Prometheus scrapes (METRICS_PORT); absent when metrics are off. */
    metricsServer?: FastifyInstance;
  }
}

// Seconds; API answers are mostly milliseconds, exports and imports run longer.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const REFUSALS = new Set([401, 403, 429]);
const SIGN_IN_CALLBACK = '/callback';

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics (decision 092). Collected on the app, exposed only on a listener of their own
 * (METRICS_HOST:METRICS_PORT, loopback by default, optionally behind METRICS_TOKEN), never on the app
 * port the proxy publishes. Off unless METRICS_PORT is set.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const { METRICS_PORT: port, METRICS_HOST: host, METRICS_TOKEN: token } = app.config;
    if (port === undefined) return;

    // A CommonJS module whose plugin is its `default` export.
    await app.register(fastifyMetrics.default, {
      endpoint: null,
      // One app per process, but tests build many: start each from an empty registry.
      clearRegisterOnInit: true,
      routeMetrics: {
        enabled: { histogram: true, summary: false },
        // Route templates only (never raw URLs), so a scan of made-up paths adds no series.
        registeredRoutesOnly: true,
        overrides: { histogram: { buckets: LATENCY_BUCKETS } },
      },
    });
    const client = app.metrics.client;

    new client.Gauge({
      name: 'cd_db_pool_connections',
      help: 'Database connections of this process, by state (in_use, idle, waiting callers, max)',
      labelNames: ['state'],
      collect() {
        const stats = databasePoolStats(app.prisma);
        if (!stats) return;
        this.set({ state: 'in_use' }, stats.total - stats.idle);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
        this.set({ state: 'max' }, stats.max);
      },
    });
    new client.Gauge({
      name: 'cd_job_queue_jobs',
      help: 'Background jobs by queue and state (queued: waiting for a worker; active: running)',
      labelNames: ['queue', 'state'],
      async collect() {
        // While the database is away the scrape still answers, without this gauge's values.
        const stats = await app.jobQueue?.stats().catch(() => []);
        for (const queue of stats ?? []) {
          this.set({ queue: queue.name, state: 'queued' }, queue.queued);
          this.set({ queue: queue.name, state: 'active' }, queue.active);
        }
      },
    });
    const signIns = new client.Counter({
      name: 'cd_sign_ins_total',
      help: 'Sign-in callbacks by outcome (signed_in, refused, rate_limited)',
      labelNames: ['outcome'],
    });
    const refusals = new client.Counter({
      name: 'cd_http_refusals_total',
      help: 'Requests refused as unauthenticated (401), forbidden (403) or rate limited (429), by route',
      labelNames: ['status', 'route'],
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url;
      const status = reply.statusCode;
      if (route === SIGN_IN_CALLBACK) {
        const outcome = status === 302 ? 'signed_in' : status === 429 ? 'rate_limited' : 'refused';
        signIns.inc({ outcome });
      }
      if (REFUSALS.has(status)) refusals.inc({ status: String(status), route: route ?? 'unmatched' });
    });

    const server = Fastify({ logger: false });
    server.get('/metrics', async (request, reply) => {
      if (token && !tokenMatches(request.headers.authorization, token)) {
        return reply.status(401).header('www-authenticate', 'Bearer').send('unauthorized\n');
      }
      return reply.type(client.register.contentType).send(await client.register.metrics());
    });
    app.decorate('metricsServer', server);
    // On ready, not on listen: a taken metrics port then stops start-up instead of being logged and ignored.
    app.addHook('onReady', async () => {
      await server.listen({ host, port });
      app.log.info({ host, port: server.server.address() }, 'metrics listening');
    });
    app.addHook('onClose', async () => {
      await server.close();
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
