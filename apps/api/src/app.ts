import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '@cd/db';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { api } from './api.js';
import { parseQueryString } from './lib/query-string.js';
import { API_PREFIX } from './api-prefix.js';
import type { AppConfig } from './config/env.js';
import { fastifyTrustProxy } from './config/trust-proxy.js';
import { authPlugin } from './modules/auth/auth.plugin.js';
import { signInPageRoutes } from './modules/auth/auth.routes.js';
import { loggerOptions } from './bootstrap/logger.js';
import { OneLineRequestLog } from './bootstrap/request-log.js';
import { jobsPlugin } from './jobs/register-jobs.js';
import { sweepPlugin } from './jobs/sweep-expired.js';
import { oidcPlugin } from './modules/auth/oidc.plugin.js';
import { sendScimError } from './modules/directory-sync/scim/scim-errors.js';
import { SCIM_PREFIX, scimPlugin } from './modules/directory-sync/scim/scim.plugin.js';
import { SystemParameterReader } from './modules/system-parameters/system-parameter-reader.js';
import { dbPlugin } from './plugins/db.js';
import { errorsPlugin, sendErrorPage, sendFrameworkError, writeClientError } from './plugins/errors.js';
import { refuseHostileQuery, requestTextPlugin } from './plugins/request-text.js';
import { metricsPlugin } from './plugins/metrics.js';
import { securityPlugin } from './plugins/security.js';
import { spaPlugin } from './plugins/spa.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** `METHOD /api/path` of every API route, in registration order. */
    apiRoutes: string[];
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  prisma: PrismaClient;
  /** DATABASE_READ_URL's client: reads of routes marked `readReplica` (decision 102). */
  readPrisma?: PrismaClient;
  logger?: FastifyServerOptions['logger'];
  /** Without it the app runs no background jobs, and starting one answers 503. */
  databaseUrl?: string;
  /** Tests only: runs first, before any route exists (e.g. an onRoute hook that wraps handlers). */
  instrument?: (app: FastifyInstance) => void;
  /** Tests only: extra routes inside the guarded /api scope (paths relative to /api). */
  extraApiRoutes?: FastifyPluginAsync;
}

const requestIdPattern = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the whole HTTP application without listening, so tests can `inject` or listen on port 0. */
export async function buildApp({
  config,
  prisma,
  readPrisma,
  logger,
  instrument,
  extraApiRoutes,
  databaseUrl,
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.LOG_LEVEL, { isTTY: false }),
    logController: new OneLineRequestLog(),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    // Keep a caller's id (a proxy's or another service's) so one request can be followed across logs.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { querystringParser: parseQueryString },
    // A URL Fastify cannot decode matches no route, so its prefix is all there is to tell SCIM clients apart.
    frameworkErrors: (error, request, reply) =>
      request.url.startsWith(`${SCIM_PREFIX}/`)
        ? sendScimError(reply, 400, 'The request URL is not valid.', 'invalidSyntax')
        : sendFrameworkError(error, request, reply),
    clientErrorHandler: writeClientError,
  });
  instrument?.(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // While the server stops, answers end their connection: an idle keep-alive socket would otherwise hold
  // the stop up until its timeout (72 s), long after the last request was answered.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  // The route-table sweeps and the authorization matrix read this list, so no endpoint can dodge them.
  const apiRoutes: string[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    const underApi = route.url === API_PREFIX || route.url.startsWith(`${API_PREFIX}/`);
    if (!underApi) return;
    // Fail at start-up, not in production: an /api route outside api.ts would escape its guard.
    if (route.prefix !== API_PREFIX && !route.prefix.startsWith(`${API_PREFIX}/`)) {
      throw new Error(`${route.url} is registered outside api.ts, where the guard would not see it.`);
    }
    if (route.url.startsWith(`${API_PREFIX}${API_PREFIX}/`)) {
      throw new Error(`${route.url}: route paths inside api.ts are relative to ${API_PREFIX}.`);
    }
    for (const method of [route.method].flat())
      if (method !== 'HEAD') apiRoutes.push(`${method} ${route.url}`);
  });

  await app.register(errorsPlugin);
  await app.register(dbPlugin, { prisma, readPrisma });
  // Before any route: it times requests by the routes it saw registered.
  await app.register(metricsPlugin);
  app.decorate('systemParameters', new SystemParameterReader(prisma));
  await app.register(securityPlugin);
  await app.register(requestTextPlugin);
  await app.register(authPlugin, { databaseUrl });
  await app.register(oidcPlugin);
  await app.register(sweepPlugin);
  await app.register(jobsPlugin, { databaseUrl });

  await app.register(api, { prefix: API_PREFIX, extraRoutes: extraApiRoutes });
  // Outside /api and its guard: identity providers authenticate with a connection's bearer token.
  await app.register(scimPlugin, { prefix: SCIM_PREFIX });
  await app.register(async (pages) => {
    pages.setErrorHandler(sendErrorPage);
    pages.addHook('preValidation', refuseHostileQuery);
    await pages.register(signInPageRoutes);
  });
  await app.register(spaPlugin);

  return app;
}
