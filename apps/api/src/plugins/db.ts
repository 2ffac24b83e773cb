import type { PrismaClient } from '@cd/db';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one way handlers reach the database. */
    prisma: PrismaClient;
  }
}

/** The caller owns the client (server.ts opens and closes it), so closing the app leaves it alone. */
export const dbPlugin = fp<{ prisma: PrismaClient }>(
  async (app, { prisma }) => {
    app.decorate('prisma', prisma);
  },
  { name: 'db' },
);
