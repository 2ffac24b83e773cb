import type { PrismaClient } from '@cd/db';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one way handlers reach the database. */
    prisma: PrismaClient;
  }
  interface FastifyRequest {
    /**
     * The client this route reads with: the read replica (DATABASE_READ_URL) for a route whose config says
     * `readReplica`, the primary otherwise and wherever no replica is configured (decision 102).
     */
    readDb: PrismaClient;
  }
  interface FastifyContextConfig {
    /**
     * The route only reads, and a few seconds' lag is acceptable (search, detail, reports): its reads may
     * go to the read replica. Never on a route that writes or must see what the caller just wrote.
     */
    readReplica?: boolean;
  }
}

/** The caller owns the clients (server.ts opens and closes them), so closing the app leaves them alone. */
export const dbPlugin = fp<{ prisma: PrismaClient; readPrisma?: PrismaClient }>(
  async (app, { prisma, readPrisma }) => {
    app.decorate('prisma', prisma);
    const replica = readPrisma ?? prisma;
    // Chosen from the matched route, never the URL.
    app.decorateRequest('readDb', {
      getter(this: { routeOptions: { config: { readReplica?: boolean } } }) {
        return this.routeOptions.config.readReplica ? replica : prisma;
      },
    });
  },
  { name: 'db' },
);
