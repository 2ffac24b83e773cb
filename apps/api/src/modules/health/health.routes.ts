import { envelope } from '@cd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthData = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']) });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: { response: { 200: envelope(healthData), 503: envelope(healthData) } },
      config: { public: true },
    },
    async (request, reply) => {
      try {
        await app.prisma.$queryRaw`SELECT 1`;
        return { result: true, message: 'ok', data: { status: 'ok' as const, database: 'up' as const } };
      } catch (err) {
        request.log.warn({ err }, 'health check: database unreachable');
        return reply.status(503).send({
          result: false,
          message: 'database unreachable',
          data: { status: 'degraded', database: 'down' },
        });
      }
    },
  );
};
