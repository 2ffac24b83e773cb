import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '@cd/db';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.js';
import { registerAuthGuard } from './modules/auth/auth.plugin.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { OidcClient } from './modules/auth/oidc-client.js';
import { SessionService } from './modules/auth/sessions.js';
import { resolveSigningKey } from './modules/auth/tokens.js';
import { contactDetailRoutes } from './modules/contacts/contact-detail.routes.js';
import { gcdStatusRoutes } from './modules/gcd-status/gcd-status.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { organizationUnitRoutes } from './modules/organization-units/organization-units.routes.js';
import { userRoutes } from './modules/users/users.routes.js';
import { registerEmbeddedIdp } from './modules/idp/idp.plugin.js';
import { registerLegacyExchange } from './modules/legacy-exchange/legacy-exchange.routes.js';
import { registerDb } from './plugins/db.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerSecurity } from './plugins/security.js';
import { registerSpa } from './plugins/spa.js';

export interface BuildAppOptions {
  config: AppConfig;
  prisma: PrismaClient;
  logger?: FastifyServerOptions['logger'];
}

const requestIdPattern = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the whole HTTP application without listening, so tests can `inject` or listen on port 0. */
export async function buildApp({ config, prisma, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    // Keep a caller's id (a proxy's or another service's) so one request can be followed across logs.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // The authorization matrix test reads this list, so a new endpoint cannot dodge it.
  const apiRoutes: string[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') apiRoutes.push(`${method} ${route.url}`);
  });

  registerErrorHandler(app);
  registerDb(app, prisma);
  await registerSecurity(app, config.PUBLIC_URL);

  const signingKey = await resolveSigningKey(prisma, config.SESSION_SECRET);
  const sessions = new SessionService(prisma, signingKey, {
    accessTokenSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    idleMinutes: config.SESSION_IDLE_TIMEOUT_MINUTES,
    absoluteHours: config.SESSION_ABSOLUTE_TIMEOUT_HOURS,
    reuseGraceSeconds: config.REFRESH_REUSE_GRACE_SECONDS,
  });
  const guardDeps = { prisma, sessions, signingKey, bootstrapAdminEmails: config.BOOTSTRAP_ADMIN_EMAILS };
  registerAuthGuard(app, guardDeps);

  const idp = config.embeddedIdp ? await registerEmbeddedIdp(app, { config, prisma }) : undefined;
  const issuer = idp?.issuer ?? config.OIDC_ISSUER!;
  const oidc = new OidcClient({
    issuer,
    clientId: idp?.clientId ?? config.OIDC_CLIENT_ID!,
    clientSecret: idp?.clientSecret ?? config.OIDC_CLIENT_SECRET!,
    scopes: config.OIDC_SCOPES,
    redirectUri: `${config.PUBLIC_URL}/callback`,
    postLogoutRedirectUri: `${config.PUBLIC_URL}/`,
    customFetch: idp?.customFetch,
  });

  await app.register(healthRoutes);
  await authRoutes(app, { ...guardDeps, config, oidc, issuer });
  await registerLegacyExchange(app, { config });
  await app.register(organizationUnitRoutes);
  await app.register(userRoutes);
  await app.register(gcdStatusRoutes);
  await app.register(contactDetailRoutes);
  await registerSpa(app, config.WEB_DIST_DIR, { companyWebsiteUrl: config.COMPANY_WEBSITE_URL });

  return app;
}
