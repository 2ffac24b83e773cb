import { pendingMigrations } from '@cd/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuse } from '../../lib/errors.js';
import { endpoint } from '../../endpoints.js';

/** A probe that hangs (a black-holed database) must answer unready, not time the prober out. */
const READY_CHECK_TIMEOUT_MS = 3_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Liveness and readiness apart: /health says the process answers (restart it if not) and never touches
 * the database, so an outage of PostgreSQL does not get every replica restarted; /ready says whether to
 * send it traffic: database reachable, every shipped migration applied, job queue started.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('health'),
    handler: async () => ({ result: true, message: 'ok', data: { status: 'ok' as const } }),
  });

  app.route({
    ...endpoint('ready'),
    handler: async (request) => {
      const problems: { path: string; message: string }[] = [];
      try {
        const pending = await withTimeout(pendingMigrations(app.prisma), READY_CHECK_TIMEOUT_MS);
        if (pending.length) {
          problems.push({
            path: 'migrations',
            message: `${pending.length} not applied: ${pending.join(', ')}`,
          });
        }
      } catch (err) {
        request.log.warn({ err }, 'readiness: database unreachable');
        problems.push({ path: 'database', message: 'unreachable' });
      }
      if (!app.jobQueue?.running) problems.push({ path: 'jobs', message: 'job queue not started' });
      if (problems.length) {
        const summary = problems.map((p) => `${p.path} ${p.message}`).join('; ');
        throw refuse('HEALTH_NOT_READY', { summary }, { details: problems });
      }
      return {
        result: true,
        message: 'ready',
        data: {
          status: 'ready' as const,
          database: 'up' as const,
          migrations: 'applied' as const,
          jobs: 'running' as const,
        },
      };
    },
  });
};
