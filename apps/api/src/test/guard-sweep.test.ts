import { CSRF_HEADER } from '@cd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../modules/auth/cookies.js';
import { newToken } from '../modules/directory-sync/connections.js';
import { MUTATING, rawRequest, routeTableSpy, samplePath, spellings } from './route-table.js';
import { createTestApp, DEMO, signIn, type TestApp } from './test-app.js';

/**
 * ARCHITECTURE 9, "fail closed on the matched route": every /api route in Fastify's route table, reached by
 * every spelling of its path, meets the guard before its handler runs. Routes added later are swept too.
 */
const spy = routeTableSpy();
let t: TestApp;
let port: number;
let adminCookies: string;

beforeAll(async () => {
  t = await createTestApp({}, { instrument: spy.instrument });
  const { browser } = await signIn(t.app, DEMO.admin);
  adminCookies = [...browser.jar.entries()].map(([key, c]) => `${key.split(';')[0]}=${c.value}`).join('; ');
  expect(adminCookies).toContain(`${COOKIE.access}=`);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

const reachedDuring = async <T>(call: () => Promise<T>) => {
  const before = spy.reached.length;
  const result = await call();
  return { result, reached: spy.reached.slice(before) };
};

const target = (path: string) => `${path}${path.includes('?') ? '&' : '?'}ouID=1`;

describe('the route table the sweeps walk', () => {
  it('holds the API routes, public and closed ones', () => {
    const api = spy.apiRoutes();
    expect(api.length).toBeGreaterThanOrEqual(6);
    expect(api.some((r) => r.public)).toBe(true);
    expect(api.some((r) => !r.public)).toBe(true);
    expect(api.some((r) => MUTATING.has(r.method))).toBe(true);
  });

  it('sees handlers run, and the percent-encoded and absolute-form spellings do route to them', async () => {
    // Without this the sweeps below could pass because the spy or the spellings were broken.
    for (const spelling of ['/api/health', '/%61pi/health', 'http://x/api/health']) {
      const { result, reached } = await reachedDuring(() =>
        rawRequest(port, { method: 'GET', target: spelling }),
      );
      expect(result.status, spelling).toBe(200);
      expect(reached, spelling).toEqual(['GET /api/health']);
    }
  });
});

describe('anonymous calls never reach a closed handler, whatever the spelling', () => {
  const closed = () => spy.apiRoutes().filter((r) => !r.public);

  it('refuses every closed route in every spelling before its handler', async () => {
    const leaks: string[] = [];
    for (const route of closed()) {
      for (const [name, spelled] of Object.entries(spellings(samplePath(route.url)))) {
        const { result, reached } = await reachedDuring(() =>
          rawRequest(port, {
            method: route.method,
            target: target(spelled),
            headers: { [CSRF_HEADER]: '1', 'content-type': 'application/json' },
            body: MUTATING.has(route.method) ? '{}' : undefined,
          }),
        );
        if (reached.length > 0 || result.status < 400) {
          leaks.push(
            `${route.method} ${route.url} as ${name} (${spelled}) -> ${result.status} ${reached.join()}`,
          );
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('answers 401 in the envelope where the spelling matches the route', async () => {
    for (const route of closed()) {
      const path = samplePath(route.url);
      for (const spelled of [path, `/%61pi${path.slice(4)}`, `http://x${path}`]) {
        const res = await rawRequest(port, {
          method: route.method,
          target: target(spelled),
          headers: { [CSRF_HEADER]: '1' },
        });
        expect(res.status, `${route.method} ${spelled}`).toBe(401);
        if (route.method !== 'HEAD')
          expect(JSON.parse(res.body)).toMatchObject({ result: false, error: { code: 'UNAUTHENTICATED' } });
      }
    }
  });

  it('answers 401 before reading the body: no field details for a bad body, no wait for a 20 MB upload', async () => {
    for (const route of closed().filter((r) => MUTATING.has(r.method))) {
      const path = samplePath(route.url);
      const malformed = await rawRequest(port, {
        method: route.method,
        target: target(path),
        headers: { [CSRF_HEADER]: '1', 'content-type': 'application/json' },
        body: '{"ouID": "not a number", "broken": ',
      });
      expect(malformed.status, `${route.method} ${path}`).toBe(401);
      expect(JSON.parse(malformed.body).error.details).toBeUndefined();

      // Only the headers are sent: an answer proves the server decided without the body.
      const huge = await rawRequest(port, {
        method: route.method,
        target: target(path),
        headers: {
          [CSRF_HEADER]: '1',
          'content-type': 'application/json',
          'content-length': String(20 * 1024 * 1024),
        },
        body: '{"a":',
      });
      expect(huge.status, `${route.method} ${path}`).toBe(401);
    }
  });
});

describe('mutating calls without the CSRF header are refused before the handler', () => {
  const mutating = () => spy.apiRoutes().filter((r) => MUTATING.has(r.method));

  it.each([
    ['no header', {}],
    ['a wrong value', { [CSRF_HEADER]: '0' }],
  ])('with %s, signed in or not, public route or not, in every spelling', async (_label, csrf) => {
    const leaks: string[] = [];
    for (const route of mutating()) {
      for (const [name, spelled] of Object.entries(spellings(samplePath(route.url)))) {
        for (const cookie of [adminCookies, undefined]) {
          const { result, reached } = await reachedDuring(() =>
            rawRequest(port, {
              method: route.method,
              target: target(spelled),
              headers: { ...csrf, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
              body: '{}',
            }),
          );
          const refused = result.status === 403 || result.status === 404 || result.status === 400;
          if (reached.length > 0 || !refused) {
            leaks.push(`${route.method} ${route.url} as ${name} -> ${result.status} ${reached.join()}`);
          }
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('names the missing header where the spelling matches the route', async () => {
    for (const route of mutating()) {
      const path = samplePath(route.url);
      for (const spelled of [path, `/%61pi${path.slice(4)}`, `http://x${path}`]) {
        const res = await rawRequest(port, {
          method: route.method,
          target: spelled,
          headers: { cookie: adminCookies, 'content-type': 'application/json' },
          body: '{}',
        });
        expect(res.status, `${route.method} ${spelled}`).toBe(403);
        expect(JSON.parse(res.body).error.code).toBe('CSRF_REJECTED');
      }
    }
  });
});

/**
 * /scim/v2 (issue 18): a connection's bearer token and nothing else opens it, in any spelling; it needs
 * no CSRF header; and the token opens nothing under /api.
 */
describe('the SCIM routes in the route table', () => {
  let token: string;
  beforeAll(async () => {
    const ou = await t.db.prisma.organizationUnit.findFirstOrThrow({ where: { parentId: null } });
    const fresh = newToken();
    await t.db.prisma.syncConnection.create({
      data: {
        name: 'Sweep',
        tokenHash: fresh.tokenHash,
        tokenPrefix: fresh.tokenPrefix,
        ouIds: [ou.id],
        ouAttribute: 'department',
        defaultOuId: ou.id,
        createdBy: 'test',
        modifiedBy: 'test',
      },
    });
    token = fresh.token;
  });
  const scim = () => spy.scimRoutes();

  it('are found, reading and writing ones', () => {
    expect(scim().length).toBeGreaterThanOrEqual(8);
    expect(scim().some((r) => MUTATING.has(r.method))).toBe(true);
  });

  it('refuse a call without the bearer token in every spelling, a session cookie included', async () => {
    const leaks: string[] = [];
    for (const route of scim()) {
      for (const [name, spelled] of Object.entries(spellings(samplePath(route.url)))) {
        for (const cookie of [adminCookies, undefined]) {
          const { result, reached } = await reachedDuring(() =>
            rawRequest(port, {
              method: route.method,
              target: spelled,
              headers: {
                [CSRF_HEADER]: '1',
                'content-type': 'application/scim+json',
                ...(cookie ? { cookie } : {}),
              },
              body: MUTATING.has(route.method) ? '{}' : undefined,
            }),
          );
          if (reached.length > 0 || result.status < 400) {
            leaks.push(`${route.method} ${route.url} as ${name} -> ${result.status} ${reached.join()}`);
          }
        }
      }
      const plain = await rawRequest(port, {
        method: route.method,
        target: samplePath(route.url),
        headers: { cookie: adminCookies },
      });
      expect(plain.status, `${route.method} ${route.url}`).toBe(401);
      expect(JSON.parse(plain.body)).toMatchObject({
        status: '401',
        schemas: [expect.stringContaining(':Error')],
      });
    }
    expect(leaks).toEqual([]);
  });

  it('reach their handler with the bearer token and no CSRF header', async () => {
    for (const route of scim()) {
      const { result, reached } = await reachedDuring(() =>
        rawRequest(port, {
          method: route.method,
          target: samplePath(route.url),
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
          body: MUTATING.has(route.method) ? '{}' : undefined,
        }),
      );
      expect(reached, `${route.method} ${route.url} -> ${result.status}`).toEqual([
        `${route.method} ${route.url}`,
      ]);
    }
  });

  it('the bearer token opens no /api route', async () => {
    for (const route of spy.apiRoutes().filter((r) => !r.public)) {
      const { result, reached } = await reachedDuring(() =>
        rawRequest(port, {
          method: route.method,
          target: target(samplePath(route.url)),
          headers: { authorization: `Bearer ${token}`, [CSRF_HEADER]: '1' },
        }),
      );
      expect(result.status, `${route.method} ${route.url}`).toBe(401);
      expect(reached).toEqual([]);
    }
  });
});

describe('registration', () => {
  it('refuses to start with an /api route outside the guarded plugin', async () => {
    await expect(
      createTestApp(
        {},
        {
          seeded: false,
          instrument: (app) => {
            void app.register(async (outside) => {
              outside.get('/api/sneaky', async () => 'unguarded');
            });
          },
        },
      ),
    ).rejects.toThrow(/outside api\.ts/);
  });
});
