import { CSRF_HEADER, errorEnvelope } from '@cd/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../modules/auth/cookies.js';
import { newToken } from '../modules/directory-sync/connections.js';
import { InjectBrowser } from './inject-browser.js';
import { MUTATING, routeTableSpy, samplePath, type TableRoute } from './route-table.js';
import { multipartFile } from './multipart.js';
import { createTestApp, DEMO, signIn, TEST_ORIGIN, type TestApp } from './test-app.js';
import { stringPaths, textFieldNames, validSamples, withString, type FieldPath } from './zod-fields.js';

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
  // The SCIM sweep sends thousands of requests on one connection: no rate limit in its way.
  t = await createTestApp({ SCIM_RATE_LIMIT_PER_MINUTE: '1000000' }, { instrument: spy.instrument });
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

/**
 * Hostile text in every string field (decision 088): each route's query and body are built from its own
 * zod schemas as a valid request, then one string at a time gets a NUL, a lone surrogate, a C1 control,
 * or bytes that are not UTF-8 (raw in the JSON body, percent-encoded in the query). Everything else being
 * valid, only the text rule stands between the value and the handler, so a signed-in system administrator
 * must get a 400 naming that field; nobody may get a 5xx or an answer outside the error envelope.
 */
const TEXT_IN_JSON = ['\u0000', '\uD800', '\u0085', '\u007F', '\uFFFE'];
const BYTES_IN_JSON = [Buffer.from([0xc3, 0x28]), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0xff])];
const TEXT_IN_QUERY = ['%00', '%C3%28', '%ED%A0%80', '%FF', '%C2%85'];
const MARK = 'HOSTILE-BYTES-HERE';

interface TextProbe {
  route: TableRoute;
  /** `querystring.name` or `body.a.0.b`: the field the refusal must name. */
  field: string;
  options: InjectOptions & { url: string };
  /** The rest of the request is valid, so the refusal must be a 400 naming `field`. */
  named: boolean;
}

const queryPairs = (value: Record<string, unknown>) =>
  Object.entries(value).flatMap(([name, item]) =>
    [item].flat().map((one) => `${encodeURIComponent(name)}=${encodeURIComponent(String(one))}`),
  );

function textProbes(route: TableRoute): TextProbe[] {
  const queries = validSamples(route.querySchema);
  const bodies = validSamples(route.bodySchema);
  const named =
    (route.querySchema === undefined || queries.valid) && (route.bodySchema === undefined || bodies.valid);
  const [query, body] = [queries.values[0]!, bodies.values[0]!];
  const path = samplePath(route.url);
  const method = route.method as InjectOptions['method'];
  const csrf = MUTATING.has(route.method) ? { [CSRF_HEADER]: '1' } : {};
  const json = { ...csrf, 'content-type': 'application/json' };
  const withBody = route.bodySchema === undefined ? {} : { headers: json, payload: JSON.stringify(body) };
  const url = (pairs: string[]) => (pairs.length ? `${path}?${pairs.join('&')}` : path);
  const list: TextProbe[] = [];
  const probed = new Set<string>();
  const probe = (field: FieldPath, where: string, options: InjectOptions & { url: string }) =>
    list.push({
      route,
      field: [where, ...field].join('.'),
      options: { method, headers: csrf, ...options },
      named,
    });
  /** Each field once, from the first valid request that holds it. */
  const firstTime = (where: string, field: FieldPath) => {
    const key = [where, ...field].join('.');
    return !probed.has(key) && probed.add(key) !== undefined;
  };

  for (const sample of queries.values) {
    for (const field of stringPaths(sample).filter((f) => firstTime('querystring', f))) {
      const name = String(field[0]);
      const { [name]: value, ...rest } = sample;
      for (const bad of TEXT_IN_QUERY) {
        const hostile = `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}${bad}`;
        probe(field, 'querystring', { ...withBody, url: url([...queryPairs(rest), hostile]) });
      }
    }
  }
  const target = url(queryPairs(query));
  for (const sample of bodies.values) {
    for (const field of stringPaths(sample).filter((f) => firstTime('body', f))) {
      for (const bad of TEXT_IN_JSON) {
        const payload = JSON.stringify(withString(sample, field, (s) => `${s}${bad}`));
        probe(field, 'body', { url: target, headers: json, payload });
      }
      const [before, after] = JSON.stringify(withString(sample, field, (s) => `${s}${MARK}`)).split(MARK);
      for (const bytes of BYTES_IN_JSON) {
        const payload = Buffer.concat([Buffer.from(before!), bytes, Buffer.from(after!)]);
        probe(field, 'body', { url: target, headers: json, payload });
      }
    }
  }
  // An uploaded file's name is request text too: every mutating route gets one, wanted or not.
  if (MUTATING.has(route.method)) {
    const upload = multipartFile(Buffer.from('PK'), { fileName: 'contacts\u0000.xlsx' });
    list.push({
      route,
      field: 'body.file.filename',
      options: {
        method,
        url: target,
        headers: { ...csrf, ...upload.headers },
        payload: upload.payload,
      },
      named: false,
    });
  }
  return list;
}

/** The error envelope, with the refusal and every field issue coded for the screens (decision 097). */
const isEnvelope = (res: LightMyRequestResponse) => {
  try {
    const body = errorEnvelope.safeParse(res.json());
    const { messageCode, details = [] } = body.data?.error ?? {};
    return body.success && messageCode !== undefined && details.every((d) => d.messageCode !== undefined);
  } catch {
    return false;
  }
};
const namesField = (res: LightMyRequestResponse, field: string) =>
  res.statusCode === 400 &&
  (res.json() as { error?: { details?: { path: string }[] } }).error?.details?.some(
    (d) => d.path === field,
  ) === true;

describe('hostile text in every string field of every API route', () => {
  const all = () =>
    spy
      .apiRoutes()
      .filter((r) => r.method !== 'HEAD')
      .flatMap(textProbes);

  it('finds string fields to probe, in bodies and queries, with requests otherwise valid', () => {
    const probes = all();
    const fields = new Set(probes.map((p) => `${p.route.method} ${p.route.url} ${p.field}`));
    expect([...fields].filter((f) => f.includes(' body.')).length).toBeGreaterThan(40);
    expect([...fields].filter((f) => f.includes(' querystring.')).length).toBeGreaterThan(40);
    // A route whose schemas the sampler cannot satisfy would be probed with requests refused for another
    // reason: the text rule would go untested there. Name them, so that the sampler learns the new shape.
    const unsampled = spy
      .apiRoutes()
      .flatMap((r) =>
        (['querySchema', 'bodySchema'] as const)
          .filter((part) => r[part] !== undefined && !validSamples(r[part]).valid)
          .map((part) => `${r.method} ${r.url} ${part}`),
      );
    expect([...new Set(unsampled)]).toEqual([]);
    // Every field whose type takes text is probed, whatever value the sampler found for it.
    const unprobed = spy
      .apiRoutes()
      .filter((r) => r.method !== 'HEAD')
      .flatMap((r) =>
        (
          [
            ['querystring', r.querySchema],
            ['body', r.bodySchema],
          ] as const
        ).flatMap(([where, schema]) =>
          textFieldNames(schema)
            .filter((name) => ![...fields].some((f) => f.startsWith(`${r.method} ${r.url} ${where}.${name}`)))
            .map((name) => `${r.method} ${r.url} ${where}.${name}`),
        ),
      );
    expect(unprobed).toEqual([]);
  });

  it.each(['anonymous', 'system administrator'] as const)(
    'answers every probe with a 4xx in the error envelope, naming the field when signed in (%s)',
    async (who) => {
      const failures: string[] = [];
      const probes = all();
      expect(probes.length).toBeGreaterThan(500);
      await inParallel(probes, async (probe) => {
        const cookie = who === 'anonymous' ? {} : { cookie: adminAccess };
        const res = await t.app.inject({
          ...probe.options,
          headers: { ...probe.options.headers, ...cookie },
        });
        const wrong =
          res.statusCode >= 500 ||
          !isEnvelope(res) ||
          (who === 'system administrator' && probe.named && !namesField(res, probe.field));
        if (wrong) {
          failures.push(
            `${probe.route.method} ${probe.route.url} ${probe.field} ${probe.options.url.slice(0, 100)} ${String(probe.options.payload ?? '').slice(0, 80)} -> ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
        }
      });
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );
});

/**
 * /scim/v2 (issue 18): the same hostile queries, path parameters and bodies, plus PatchOps and filters as
 * an attacker would write them, with a connection's bearer token and without: never a 5xx, and every
 * refusal is a SCIM error resource, since identity providers read nothing else.
 */
describe('hostile input to every SCIM route', () => {
  const scimBodies = [
    {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', path: 'emails[type eq', value: 1 }],
    },
    {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'add', path: '__proto__.polluted', value: true }],
    },
    {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', value: { constructor: { prototype: 1 } } }],
    },
    {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: Array.from({ length: 1000 }, () => ({ op: 'add', path: 'title', value: 'x' })),
    },
    {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', path: 'emails', value: [{ value: '\u0000' }] }],
    },
    { userName: { $ne: '' } },
    { userName: 'x'.repeat(300) },
    { userName: 'ok@example.hk', emails: 'not-a-list', name: 'not-an-object', active: 'perhaps' },
    {
      userName: 'ok2@example.hk',
      'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { manager: [] },
    },
  ];
  const filters = [
    'userName eq "\u0000"',
    'userName eq "x" and',
    '((((((((((',
    'emails[emails[type eq "x"]]',
    'x'.repeat(5000),
    'userName eq "\' OR 1=1 --"',
    'active eq "yes"',
    'meta.created gt "2020"',
  ];

  it.each(['no credential', 'a connection token'] as const)(
    'never answers 5xx, and refuses in SCIM’s error format (%s)',
    async (who) => {
      const fresh = newToken();
      const ou = await t.db.prisma.organizationUnit.findFirstOrThrow({ where: { parentId: null } });
      await t.db.prisma.syncConnection.create({
        data: {
          name: `Hostile ${who}`,
          tokenHash: fresh.tokenHash,
          tokenPrefix: fresh.tokenPrefix,
          ouIds: [ou.id],
          ouAttribute: 'department',
          defaultOuId: ou.id,
          createdBy: 't',
          modifiedBy: 't',
        },
      });
      const auth = who === 'a connection token' ? { authorization: `Bearer ${fresh.token}` } : {};
      const routes = spy.scimRoutes();
      expect(routes.length).toBeGreaterThanOrEqual(8);
      const all: Probe[] = routes.flatMap(probes);
      for (const route of routes.filter((r) => MUTATING.has(r.method) && r.method !== 'DELETE')) {
        for (const body of scimBodies) {
          all.push({
            route,
            options: {
              method: route.method as InjectOptions['method'],
              url: samplePath(route.url),
              headers: { 'content-type': 'application/scim+json' },
              payload: JSON.stringify(body),
            },
          });
        }
      }
      for (const filter of filters) {
        all.push({
          route: routes.find((r) => r.url === '/scim/v2/Users' && r.method === 'GET')!,
          options: { method: 'GET', url: `/scim/v2/Users?filter=${encode(filter)}` },
        });
      }
      const failures: string[] = [];
      await inParallel(all, async (probe) => {
        const res = await t.app.inject({ ...probe.options, headers: { ...probe.options.headers, ...auth } });
        const scimError =
          res.statusCode < 400 ||
          (/^application\/scim\+json/.test(String(res.headers['content-type'])) &&
            /"status":"\d{3}"/.test(res.body));
        if (res.statusCode >= 500 || !scimError) failures.push(describeProbe(probe, res));
      });
      expect(failures).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
    SWEEP_TIMEOUT_MS,
  );
});

/**
 * The sign-in path outside /api: every parameter of the embedded IdP's /idp/auth (login_hint came in
 * unauthenticated through /api/auth/login), every field of its sign-in form (names read from the page
 * itself) and the query of every interaction route in the table. These answer pages, not JSON: 4xx, never 5xx.
 */
describe('hostile text on the sign-in path outside /api (embedded IdP)', () => {
  it(
    'refuses hostile text in /idp/auth parameters and the interaction routes, never answering 5xx',
    async () => {
      const browser = new InjectBrowser(t.app);
      const login = await browser.request({
        method: 'GET',
        url: `/api/auth/login?returnTo=%2F&login_hint=${encodeURIComponent('someone@example.com')}`,
      });
      const page = await browser.follow(login, TEST_ORIGIN);
      const authorize = new URL(String(login.headers.location), TEST_ORIGIN);
      const interaction = browser.visited.at(-1)!.split(' ')[1]!;
      const formFields = [
        ...new Set([...page.body.matchAll(/<(?:input|button)[^>]*\sname="([^"]+)"/g)].map((m) => m[1]!)),
      ];
      const interactionRoutes = spy
        .routes()
        .filter((r) => r.url.startsWith('/idp/interaction/') && r.method !== 'HEAD');
      const uid = interaction.split('/')[3]!;

      const failures: string[] = [];
      let probed = 0;
      const check = async (label: string, request: () => Promise<LightMyRequestResponse>) => {
        probed++;
        const res = await request();
        if (res.statusCode < 400 || res.statusCode >= 500)
          failures.push(`${label} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      };
      const form = (fields: Record<string, string>, hostile: string, bad: string) =>
        Object.entries(fields)
          .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}${k === hostile ? bad : ''}`)
          .join('&');

      // /idp/auth, every parameter, as a GET and as a form POST (oidc-provider takes both).
      const params = Object.fromEntries(authorize.searchParams);
      expect(Object.keys(params)).toContain('login_hint');
      for (const name of Object.keys(params)) {
        for (const bad of TEXT_IN_QUERY) {
          await check(`GET /idp/auth ${name}${bad}`, () =>
            t.app.inject({ method: 'GET', url: `/idp/auth?${form(params, name, bad)}` }),
          );
          await check(`POST /idp/auth ${name}${bad}`, () =>
            t.app.inject({
              method: 'POST',
              url: '/idp/auth',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: form(params, name, bad),
            }),
          );
        }
      }

      // Every interaction route, on the live interaction: hostile query values, and for a POST every form
      // field of the sign-in page in turn (the others as a person would fill them).
      expect(formFields).toEqual(expect.arrayContaining(['email', 'password']));
      expect(interactionRoutes.length).toBeGreaterThanOrEqual(3);
      const filled = Object.fromEntries(formFields.map((f) => [f, f === 'email' ? DEMO.admin : 'demo']));
      for (const route of interactionRoutes) {
        const path = route.url.replace(':uid', uid);
        for (const bad of TEXT_IN_QUERY) {
          for (const name of [...formFields, 'login_hint']) {
            await check(`${route.method} ${path}?${name}${bad}`, () =>
              browser.request({
                method: route.method as InjectOptions['method'],
                url: `${path}?${name}=x${bad}`,
              }),
            );
          }
          if (route.method !== 'POST') continue;
          for (const name of formFields) {
            await check(`${route.method} ${path} ${name}${bad}`, () =>
              browser.request({
                method: 'POST',
                url: path,
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                payload: form(filled, name, bad),
              }),
            );
          }
        }
      }
      expect(probed).toBeGreaterThan(100);
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );
});
