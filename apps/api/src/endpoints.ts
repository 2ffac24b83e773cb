import { endpoints, endpointUrls, type EndpointName, type EndpointSpec, type Endpoints } from '@cd/contracts';
import {
  endpointSchemas,
  type EndpointBodyOut,
  type EndpointQueryOut,
  type EndpointSchemas,
} from '@cd/contracts/endpoint-schemas';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { API_PREFIX } from './api-prefix.js';
import type { DeclaredOu } from './modules/auth/auth.plugin.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The entry of packages/contracts' endpoint table this route implements (set by `endpoint()`). */
    endpoint?: string;
  }
}

type OuInput<N extends EndpointName> = Endpoints[N] extends { ou: { in: 'body' } }
  ? EndpointBodyOut<N>
  : EndpointQueryOut<N>;

export interface EndpointOptions<N extends EndpointName> {
  /** Required when the table says the OU comes from a record: that record's OU, from the validated input. */
  ouOf?: (input: OuInput<N>) => DeclaredOu | Promise<DeclaredOu>;
  /** Route options the table does not hold (rate limits). */
  config?: Pick<FastifyContextConfig, 'rateLimit'>;
}

type Part<N extends EndpointName, K extends string> = K extends keyof EndpointSchemas<N>
  ? EndpointSchemas<N>[K]
  : undefined;

/** Registration options of an endpoint: method, path (relative to /api), access, declared OU, schemas. */
export function endpoint<N extends EndpointName>(name: N, options: EndpointOptions<N> = {}) {
  const spec: EndpointSpec = endpoints[name];
  const schemas: Record<string, unknown> = endpointSchemas(name);
  return {
    method: spec.method as Endpoints[N]['method'],
    url: spec.path.slice(API_PREFIX.length),
    config: {
      ...options.config,
      ...spec.access,
      ...(spec.readReplica ? { readReplica: true } : {}),
      endpoint: name,
      ou: declaredOu(name, spec, options.ouOf),
    },
    schema: {
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      ...(schemas.response ? { response: { 200: schemas.response } } : {}),
    } as { querystring: Part<N, 'query'>; body: Part<N, 'body'>; response: { 200: Part<N, 'response'> } },
  };
}

/** Every URL of an endpoint, relative to /api: its path, and the other spelling when it takes both. */
export const spellingsOf = (name: EndpointName) =>
  endpointUrls(endpoints[name]).map((url) => url.slice(API_PREFIX.length));

/** The table's declared OU as the guard's `config.ou`: read from validated input, never cast by a route. */
function declaredOu<N extends EndpointName>(
  name: N,
  spec: EndpointSpec,
  ouOf: EndpointOptions<N>['ouOf'],
): FastifyContextConfig['ou'] {
  const source = spec.ou;
  if (!source) {
    if (ouOf) throw new Error(`${name}: ouOf given, but the endpoint table declares no OU.`);
    return undefined;
  }
  if (source.from === 'record') {
    if (!ouOf) throw new Error(`${name}: the OU comes from a ${source.record}; its route must give ouOf.`);
    return (request) => ouOf(inputOf(request, source.in) as OuInput<N>);
  }
  if (ouOf) throw new Error(`${name}: the endpoint table reads the OU from ${source.from}; drop ouOf.`);
  const fields = [source.field].flat();
  return (request) => {
    const input = inputOf(request, source.from);
    const id = fields.map((field) => Reflect.get(input, field)).find((value) => value != null);
    return typeof id === 'number' ? id : undefined;
  };
}

const inputOf = (request: FastifyRequest, where: 'query' | 'body'): object => {
  const input = where === 'query' ? request.query : request.body;
  return typeof input === 'object' && input !== null ? input : {};
};

const sameList = (a: readonly string[] = [], b: readonly string[] = []) => a.join() === b.join();

/**
 * Holds `scope` to the endpoint table: a route without an entry, or whose method, path or access differ
 * from its entry, fails its registration; `complete()` (after the last route) fails for an entry without a
 * route. Either way the app does not start.
 */
export function holdToEndpointTable(
  scope: FastifyInstance,
  table: Readonly<Record<string, EndpointSpec>> = endpoints,
  enabled: (setting: NonNullable<EndpointSpec['enabledBy']>) => boolean = () => true,
) {
  const seen = new Set<string>();
  scope.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    if (!methods.length) return;
    const where = `${methods.join(',')} ${route.url}`;
    const name = route.config?.endpoint;
    const spec = name === undefined ? undefined : table[name];
    if (!name || !spec) {
      throw new Error(`${where} has no entry in the endpoint table (packages/contracts/src/endpoints.ts).`);
    }
    const config = route.config ?? {};
    const differs =
      methods.join() !== spec.method ||
      !endpointUrls(spec).includes(route.url) ||
      Boolean(config.public) !== Boolean(spec.access.public) ||
      !sameList(config.functionCodes, spec.access.functionCodes) ||
      !sameList(config.roles, spec.access.roles);
    if (differs) throw new Error(`${where} differs from its endpoint table entry ${name}.`);
    seen.add(`${spec.method} ${route.url}`);
  });
  return {
    complete() {
      for (const [name, spec] of Object.entries(table)) {
        if (spec.enabledBy && !enabled(spec.enabledBy)) continue;
        const missing = endpointUrls(spec).find((url) => !seen.has(`${spec.method} ${url}`));
        if (missing) throw new Error(`Endpoint ${name} (${spec.method} ${missing}) has no route.`);
      }
    },
  };
}
