import type { PrismaClient } from '@cd/db';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    prisma: PrismaClient;
    /** `METHOD /api/path` of every API route, in registration order. */
    apiRoutes: string[];
  }
}

export function registerDb(app: FastifyInstance, prisma: PrismaClient) {
  app.decorate('prisma', prisma);
}
