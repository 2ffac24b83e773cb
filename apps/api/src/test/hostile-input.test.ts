import { CSRF_HEADER } from '@cd/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../modules/auth/cookies.js';
import type { InjectBrowser } from './inject-browser.js';
import { MUTATING, routeTableSpy, samplePath, type TableRoute } from './route-table.js';
import { createTestApp, DEMO, signIn, type TestApp } from './test-app.js';

/**
 * Hostile input to every /api route in Fastify's route table, as a system administrator and anonymously:
 * whatever comes in, the answer is never a 5xx (ARCHITECTURE 9). Routes added later are swept too; fields
 * their zod schemas declare get the hostile values by name.
 */
const spy = routeTableSpy();
let t: TestApp;
let admin: InjectBrowser;
/** The access cookie alone: no refresh cookie, so no probe rotates the session and probes can run in parallel. */
let adminAccess: string;

beforeAll(async () => {
  t = await createTestApp({}, { instrument: spy.instrument });
  admin = (await signIn(t.app, DEMO.admin)).browser;
  adminAccess = `${COOKIE.access}=${admin.cookie(COOKIE.access)}`;
});

/** Runs `work` over `items`, a few at a time (the server is in-process; PostgreSQL takes the parallel load). */
async function inParallel<T>(items: T[], work: (item: T) => Promise<void>, width = 6) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: width }, worker));
}
afterAll(() => t.close());

const sql = [
  "' OR '1'='1",
  '1; DROP TABLE contact; --',
  "1' UNION SELECT password_hash FROM idp_account --",
  '%',
  '_',
  '\\',
];
const numbers = [
  '2147483648',
  '-1',
  '0',
  '1e309',
  '0x1',
  '1.5',
  'NaN',
  'Infinity',
  '99999999999999999999999',
];
const strange = [
  '\u0000',
  'a\u0000b',
  '海😀',
  '\uFFFE',
  '\uD800',
  '__proto__',
  'constructor',
  ' ',
  '',
  'x'.repeat(10_000),
];
const scalarValues = [...sql, ...numbers, ...strange];

/** A lone surrogate cannot be percent-encoded as UTF-8: send the bytes of its invalid UTF-8 form instead. */
const encode = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
};

/** Raw query strings: bad or odd encodings, repeated and bracketed keys, sheer length. */
const rawQueries = (fields: string[]) => {
  const names = fields.length ? fields : ['ouID', 'id', 'page'];
  return [
    ...names.flatMap((name) => [
      ...scalarValues.map((v) => `${name}=${encode(v)}`),
      `${name}=%FF%FE`, // percent-encoded bytes that are not UTF-8
      `${name}=%C0%AF`, // overlong UTF-8
      `${name}=1&${name}=2`,
      `${name}[]=1`,
      `${name}[a]=1`,
      `${name}=%00`,
      `${name}`,
    ]),
    `${names[0]}=${'9'.repeat(100_000)}`,
    `${'a'.repeat(50_000)}=1`,
    Array.from({ length: 2_000 }, (_, i) => `k${i}=${i}`).join('&'),
  ];
};

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Raw bodies: broken JSON, wrong types, deep nesting, sizes around the limit, NULs and invalid UTF-8. */
const bodies = (fields: string[]): { contentType: string; payload: string | Buffer }[] => {
  const json = (payload: string) => ({ contentType: 'application/json', payload });
  const names = fields.length ? fields : ['ouID', 'payload', 'name'];
  const wrongTypes = [
    null,
    true,
    1.5,
    -1,
    2147483648,
    [],
    {},
    [1, 2],
    { $gt: '' },
    'x'.repeat(10_000),
    ...sql.slice(0, 2),
    '\u0000',
    '2147483648',
    '0x1',
    '海😀',
  ];
  return [
    json('{'),
    json('{"a": 1,}'),
    json(''),
    json('null'),
    json('[]'),
    json('"text"'),
    json('1e999999'),
    json('{"__proto__": {"isAdmin": true}}'),
    json('{"constructor": {"prototype": {"isAdmin": true}}}'),
    json(nested(20_000)),
    json(nestedObject(20_000)),
    json(JSON.stringify({ big: 'x'.repeat(900_000) })),
    json(JSON.stringify({ big: 'x'.repeat(2_000_000) })),
    json('{"a":"\u0000"}'),
    {
      contentType: 'application/json',
      payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d]),
    },
    { contentType: 'application/json; charset=latin1', payload: Buffer.from([0x7b, 0x7d]) },
    { contentType: 'text/plain', payload: Buffer.from([0xff, 0x00, 0xfe]) },
    { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%FF' },
    { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nbroken' },
    { contentType: 'application/octet-stream', payload: Buffer.alloc(1024, 0xff) },
    ...names.flatMap((name) => wrongTypes.map((v) => json(JSON.stringify({ [name]: v })))),
    json(JSON.stringify(Object.fromEntries(names.map((n) => [n, "' OR 1=1 --"])))),
  ];
};

interface Probe {
  route: TableRoute;
  options: InjectOptions & { url: string };
}

function probes(route: TableRoute): Probe[] {
  const path = samplePath(route.url);
  const headers = MUTATING.has(route.method) ? { [CSRF_HEADER]: '1' } : {};
  const list: Probe[] = rawQueries(route.fields).map((query) => ({
    route,
    options: { method: route.method as InjectOptions['method'], url: `${path}?${query}`, headers },
  }));
  // Hostile path parameters, where the route has any.
  if (route.url.includes(':')) {
    for (const value of [...scalarValues.slice(0, 20).map(encode), '%FF', '%00', '..%2F..%2Fetc']) {
      list.push({
        route,
        options: {
          method: route.method as InjectOptions['method'],
          url: route.url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, value).replace(/\*/g, value),
          headers,
        },
      });
    }
  }
  if (route.method !== 'GET' && route.method !== 'HEAD') {
    for (const body of bodies(route.fields)) {
      list.push({
        route,
        options: {
          method: route.method as InjectOptions['method'],
          url: path,
          headers: { ...headers, 'content-type': body.contentType },
          payload: body.payload,
        },
      });
    }
  }
  return list;
}

const describeProbe = (p: Probe, res: LightMyRequestResponse) =>
  `${p.route.method} ${p.route.url} ${p.options.url.slice(0, 120)} ${String(p.options.headers?.['content-type'] ?? '')} ${String(p.options.payload ?? '').slice(0, 60)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;

const SWEEP_TIMEOUT_MS = 360_000;
/** Signing out ends the session the sweep runs on, so that route is probed without it. */
const ENDS_SESSION = new Set(['/api/auth/sign-out']);

describe('hostile input to every API route', () => {
  it('finds routes to sweep', () => {
    expect(spy.apiRoutes().length).toBeGreaterThanOrEqual(6);
  });

  it.each(['anonymous', 'system administrator'] as const)(
    'never answers 5xx (%s)',
    async (who) => {
      const failures: string[] = [];
      const all = spy.apiRoutes().flatMap(probes);
      await inParallel(all, async (probe) => {
        const anonymous = who === 'anonymous' || ENDS_SESSION.has(probe.route.url);
        const cookie = anonymous ? {} : { cookie: adminAccess };
        const res = await t.app.inject({
          ...probe.options,
          headers: { ...probe.options.headers, ...cookie },
        });
        if (res.statusCode >= 500) failures.push(describeProbe(probe, res));
      });
      expect(failures).toEqual([]);
      expect(all.length).toBeGreaterThan(500);
    },
    // Thirteen thousand requests: minutes on a loaded machine, about one when it is quiet.
    SWEEP_TIMEOUT_MS,
  );

  it('swept with a live session: the same cookie still opens a closed route', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: adminAccess },
    });
    expect(res.statusCode).toBe(200);
  });
});

/** Spec field names of ids (ouID, contactID, departmentID, ...) and plain `id`. */
const isIdField = (name: string) => name === 'id' || /[a-z](ID|Id)$/.test(name);

describe('ids in every route are strict decimal integers in range (idParam / intParam)', () => {
  const loose = ['0x1', '+1', ' 1', '1 ', '1e3', '1.0', '01', '-1', '2147483648', '１'];

  it(
    'refuses every loose spelling with a 400 naming the field',
    async () => {
      const accepted: string[] = [];
      // Numeric ids only: an opaque text id (the IdP's account id of UpdateUser) takes any string by design.
      const idRoutes = spy
        .apiRoutes()
        .map((r) => ({
          ...r,
          queryFields: r.queryFields.filter((f) => !r.textFields.includes(f)),
          bodyFields: r.bodyFields.filter((f) => !r.textFields.includes(f)),
        }))
        .filter((r) => r.method !== 'HEAD' && [...r.queryFields, ...r.bodyFields].some(isIdField));
      expect(idRoutes.length).toBeGreaterThan(0);
      for (const route of idRoutes) {
        const path = samplePath(route.url);
        const headers = MUTATING.has(route.method) ? { [CSRF_HEADER]: '1' } : {};
        for (const value of loose) {
          for (const field of route.queryFields.filter(isIdField)) {
            const res = await admin.request({
              method: route.method as InjectOptions['method'],
              url: `${path}?${field}=${encode(value)}`,
              headers,
            });
            const named = res
              .json()
              ?.error?.details?.some((d: { path: string }) => d.path === `querystring.${field}`);
            if (res.statusCode !== 400 || !named)
              accepted.push(
                `${route.method} ${route.url} ?${field}=${JSON.stringify(value)} -> ${res.statusCode}`,
              );
          }
          for (const field of route.bodyFields.filter(isIdField)) {
            const res = await admin.request({
              method: route.method as InjectOptions['method'],
              url: path,
              headers: { ...headers, 'content-type': 'application/json' },
              payload: JSON.stringify({ [field]: value }),
            });
            const named = res
              .json()
              ?.error?.details?.some((d: { path: string }) => d.path === `body.${field}`);
            if (res.statusCode !== 400 || !named)
              accepted.push(
                `${route.method} ${route.url} body ${field}=${JSON.stringify(value)} -> ${res.statusCode}`,
              );
          }
        }
      }
      expect(accepted).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );
});
