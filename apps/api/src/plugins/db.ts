import type { PrismaClient } from '@cd/db';
import type { FastifyInstance } from 'fastify';
import type { SystemParameterReader } from '../modules/system-parameters/system-parameter-reader.js';

declare module 'fastify' {
  interface FastifyInstance {
    prisma: PrismaClient;
    /** `METHOD /api/path` of every API route, in registration order. */
    apiRoutes: string[];
    /** Run-time settings (SystemAdministration), cached briefly; see SystemParameterReader. */
    systemParameters: SystemParameterReader;
  }
}

export function registerDb(app: FastifyInstance, prisma: PrismaClient) {
  app.decorate('prisma', prisma);
}
