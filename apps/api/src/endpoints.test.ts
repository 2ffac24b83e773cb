import { endpoints, endpointUrls, FunctionCode, type EndpointSpec } from '@cd/contracts';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { holdToEndpointTable } from './endpoints.js';
import { createTestApp, type TestApp } from './test/test-app.js';

const table: Record<string, EndpointSpec> = {
  'Things.GetThing': {
    method: 'GET',
    path: '/api/Things/GetThing',
    access: { functionCodes: [FunctionCode.DirectorySearch] },
    schemas: {},
  },
  'Things.SaveThing': {
    method: 'POST',
    path: '/api/Things/SaveThing/',
    bothSpellings: true,
    access: { functionCodes: [FunctionCode.OuMaintenance] },
    schemas: {},
  },
};

const handler = async () => ({ ok: true });
const getThing: RouteOptions = {
  method: 'GET',
  url: '/Things/GetThing',
  config: { endpoint: 'Things.GetThing', functionCodes: [FunctionCode.DirectorySearch] },
  handler,
};
const saveThing = (url: string): RouteOptions => ({
  method: 'POST',
  url,
  config: { endpoint: 'Things.SaveThing', functionCodes: [FunctionCode.OuMaintenance] },
  handler,
});

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Starts an app whose /api scope is held to `table` and registers what `routes` does. */
function start(routes: (scope: FastifyInstance) => void) {
  app = Fastify();
  void app.register(
    async (scope) => {
      const check = holdToEndpointTable(scope, table);
      routes(scope);
      check.complete();
    },
    { prefix: '/api' },
  );
  return app.ready();
}

describe('routes held to the endpoint table', () => {
  it('starts when every entry has its routes and every route its entry', async () => {
    await expect(
      start((scope) => {
        scope.route(getThing);
        scope.route(saveThing('/Things/SaveThing/'));
        scope.route(saveThing('/Things/SaveThing'));
      }),
    ).resolves.toBeDefined();
  });

  it('fails start-up for a route without an entry', async () => {
    await expect(
      start((scope) => {
        scope.route(getThing);
        scope.route(saveThing('/Things/SaveThing/'));
        scope.route(saveThing('/Things/SaveThing'));
        scope.get('/Things/Unlisted', handler);
      }),
    ).rejects.toThrow('GET /api/Things/Unlisted has no entry in the endpoint table');
  });

  it('fails start-up for an entry without a route, or without one of its spellings', async () => {
    await expect(start((scope) => scope.route(getThing))).rejects.toThrow(
      'Endpoint Things.SaveThing (POST /api/Things/SaveThing/) has no route.',
    );
    await app?.close();
    await expect(
      start((scope) => {
        scope.route(getThing);
        scope.route(saveThing('/Things/SaveThing/'));
      }),
    ).rejects.toThrow('Endpoint Things.SaveThing (POST /api/Things/SaveThing) has no route.');
  });

  it('fails start-up for a route whose method, path or access differ from its entry', async () => {
    const variants: RouteOptions[] = [
      { ...getThing, method: 'POST' },
      { ...getThing, url: '/Things/GetOtherThing' },
      { ...getThing, config: { ...getThing.config, functionCodes: [FunctionCode.OuMaintenance] } },
      { ...getThing, config: { ...getThing.config, public: true } },
      { ...getThing, config: { ...getThing.config, roles: ['SystemAdministrator'] } },
    ];
    for (const variant of variants) {
      await app?.close();
      await expect(start((scope) => scope.route(variant))).rejects.toThrow(
        'differs from its endpoint table entry',
      );
    }
  });
});

describe('the real API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { LEGACY_SESSION_EXCHANGE: 'on', LEGACY_SESSION_SECRET: 'x'.repeat(32) },
      { seeded: false },
    );
  });
  afterAll(() => t.close());

  it('registers exactly the routes of the endpoint table', () => {
    const listed = Object.values(endpoints).flatMap((spec: EndpointSpec) =>
      endpointUrls(spec).map((url) => `${spec.method} ${url}`),
    );
    const registered = new Set(t.app.apiRoutes);
    expect(listed.filter((route) => !registered.has(route))).toEqual([]);
    const docs = /^GET \/api\/(openapi\.json|docs\b)/;
    expect([...registered].filter((route) => !listed.includes(route) && !docs.test(route))).toEqual([]);
  });
});
