import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@cd/contracts';
import { API_PREFIX } from '../../api-prefix.js';
import { COOKIE } from '../auth/cookies.js';

const OPENAPI_PATH = '/openapi.json';
const DOCS_PATH = '/docs';

/**
 * @fastify/swagger collects the document from the routes registered after it in the same scope: api.ts
 * registers it first. Paths in the document are full (`/api/...`), as integrators call them.
 */
export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Harbour Pacific Contact Directory API',
      version: '1',
      description:
        `Cookie session from the product sign-in (/api/auth/login). Mutating calls need the header \`${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\`. ` +
        'Every answer uses the envelope `{ result, message, data }`; errors add `error: { code, message, details?, requestId }`.',
    },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: COOKIE.access } },
    },
    security: [{ session: [] }],
  },
  // Public routes say so: no session needed.
  transform: (input) => {
    const out = jsonSchemaTransform(input);
    return input.route.config?.public ? { ...out, schema: { ...out.schema, security: [] } } : out;
  },
};

/**
 * The document at /api/openapi.json and a browsable reference at /api/docs (Swagger UI: every file it needs
 * is served from here, no inline script, so the product's CSP holds). Both public: docs/decisions/007.
 */
export const apiDocsRoutes: FastifyPluginAsync = async (scope) => {
  // Swagger UI registers its own routes; they describe shapes, not data, so they are public.
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true };
  });
  scope.get(OPENAPI_PATH, { schema: { hide: true } }, async () => scope.swagger());
  await scope.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // Its page links its files by absolute path, which must include the /api prefix it cannot see.
    indexPrefix: API_PREFIX,
    uiConfig: { deepLinking: true, docExpansion: 'list' },
    transformSpecification: (document) => document,
  });
};
