import { allFunctionCodes, CSRF_HEADER, FunctionCode, SYSTEM_ADMINISTRATOR_ROLE } from '@cd/contracts';
import { DEMO_ACCOUNTS } from '@cd/db';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../modules/auth/cookies.js';
import { Caller, directoryState, escalations, type DirectoryState } from './escalation-oracle.js';
import {
  created,
  CREATED,
  fieldsOf,
  fixturePools,
  isCreated,
  plan,
  type Pools,
  type Step,
} from './escalation-plan.js';
import { kindOf, someValue, unwrap } from './request-values.js';
import { savePoint } from './rewind.js';
import { MUTATING, routeTableSpy, samplePath, type TableRoute } from './route-table.js';
import { createTestApp, DEMO, signIn, type TestApp } from './test-app.js';

/**
 * Issue 15 item 4: no request may leave anyone holding more than its caller could grant, nor change anything
 * outside the caller's OUs. Every mutating /api route in Fastify's route table, as every demo account, with
 * requests built from the route's own zod schemas and values from the directory (ids in and out of the
 * caller's scope, the emails of people holding grants, flags both ways, current versions), then each
 * created object edited by every route that takes its id. The database is rewound after every call.
 */
const spy = routeTableSpy();
let t: TestApp;
let point: Awaited<ReturnType<typeof savePoint>>;
let pristine: DirectoryState;
const cookies = new Map<string, string>();
/** What GET /api/auth/session answered each caller before the sweep. */
const signedIn = new Map<string, number>();
const sessionOf = (who: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: cookies.get(who)! } });
const callers = new Map<string, Caller>();

/** The seed's accounts, plus one edge the seed lacks: a grant without subsidiaries on an OU with children. */
const PARTIAL_GRANT = { email: DEMO.ouAdmin, ouCode: 'HPG-CN', code: FunctionCode.OuMaintenance };

let pools: Pools;

beforeAll(async () => {
  t = await createTestApp({}, { instrument: spy.instrument });
  const { prisma } = t.db;
  const partialOu = await prisma.organizationUnit.findUniqueOrThrow({
    where: { code: PARTIAL_GRANT.ouCode },
  });
  const oscar = await prisma.user.findUniqueOrThrow({ where: { email: PARTIAL_GRANT.email } });
  await prisma.permissionGrant.create({
    data: {
      userId: oscar.id,
      ouId: partialOu.id,
      functionCode: PARTIAL_GRANT.code,
      includesSubsidiaries: false,
      grantedBy: 'escalation-sweep',
    },
  });
  for (const account of DEMO_ACCOUNTS) {
    const { browser } = await signIn(t.app, account.email);
    const access = browser.cookie(COOKIE.access);
    cookies.set(account.email, access ? `${COOKIE.access}=${access}` : '');
    signedIn.set(account.email, (await sessionOf(account.email)).statusCode);
  }
  pristine = await directoryState(prisma);
  const trusted = await prisma.trustedDomain.findMany({ select: { ouId: true, domain: true } });
  for (const account of DEMO_ACCOUNTS) {
    const email = account.email.toLowerCase();
    // Decision 005: an OU trusting the email's domain gives FN-0000 there and below, never stored.
    const byDomain = trusted
      .filter((d) => email.endsWith(`@${d.domain}`))
      .map((d) => ({ email, ouId: d.ouId, code: FunctionCode.DirectorySearch, subs: true }));
    callers.set(
      account.email,
      new Caller(
        email,
        [...pristine.grants.filter((g) => g.email === email), ...byDomain],
        account.groups.includes(SYSTEM_ADMINISTRATOR_ROLE),
        pristine.ous,
      ),
    );
  }
  pools = await fixturePools(prisma, pristine);
  point = await savePoint(prisma);
}, 180_000);
afterAll(() => t?.close());

const oracleCache = new Map<string, Record<string, unknown> | null>();

/**
 * The object a request names, as an administrator's GET shows it: the GET route whose query the request's
 * ids fill and whose answer gives most of the request's other fields (current version, code, name, ...).
 * An edit then changes only what the sweep varies, and optimistic locking lets it through.
 */
async function currentState(route: TableRoute, ids: Record<string, number>, made: Set<number>) {
  const wanted = fieldsOf(route);
  let best: { data: Record<string, unknown>; score: number } | null = null;
  for (const get of spy.apiRoutes().filter((r) => r.method === 'GET' && r.queryFields.length > 0)) {
    const query = Object.fromEntries(Object.entries(ids).filter(([k]) => get.queryFields.includes(k)));
    if (Object.keys(query).length === 0) continue;
    if (!(get.querySchema as { safeParse(v: unknown): { success: boolean } }).safeParse(query).success)
      continue;
    const url = `${samplePath(get.url)}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`;
    // Objects of the saved point look the same in every case; a created one is new each time.
    const cacheable = !Object.values(query).some((id) => made.has(id));
    let data = cacheable ? oracleCache.get(url) : undefined;
    if (data === undefined) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: cookies.get(DEMO.admin)! } });
      try {
        const json = res.statusCode === 200 ? (res.json() as { data?: unknown }) : null;
        data = json?.data && typeof json.data === 'object' ? (json.data as Record<string, unknown>) : null;
      } catch {
        data = null;
      }
      if (cacheable) oracleCache.set(url, data);
    }
    if (!data) continue;
    const score = Object.entries(wanted).filter(
      ([name, schema]) =>
        !(name in ids) && data![name] !== undefined && schema.safeParse(data![name]).success,
    ).length;
    if (!best || score > best.score) best = { data, score };
  }
  return best?.data ?? null;
}

async function send(step: Step, who: string, made: Map<string, number>) {
  const values = Object.fromEntries(
    Object.entries(step.values).map(([k, v]) => [k, isCreated(v) ? made.get(v[CREATED]) : v]),
  );
  const shape = fieldsOf(step.route);
  const ids = Object.fromEntries(
    Object.entries(values).filter(
      (e): e is [string, number] => typeof e[1] === 'number' && kindOf(e[0], shape[e[0]]!).kind === 'id',
    ),
  );
  let base = Object.keys(ids).length ? await currentState(step.route, ids, new Set(made.values())) : null;
  // The object's own ids the request left to it (a contact's OU) may open a better GET (its privileges).
  const more = Object.entries(shape).filter(
    ([name, schema]) =>
      !(name in values) && typeof base?.[name] === 'number' && kindOf(name, schema).kind === 'id',
  );
  if (more.length > 0) {
    for (const [name] of more) ids[name] = base![name] as number;
    base = { ...base, ...(await currentState(step.route, ids, new Set(made.values()))) };
  }
  const query = new URLSearchParams();
  const body: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(shape)) {
    let value: unknown;
    if (name in values) value = values[name];
    else if (base && base[name] !== undefined && schema.safeParse(base[name]).success) value = base[name];
    else if (!unwrap(schema).optional) value = someValue(schema);
    if (value === undefined) continue;
    if (step.route.bodyFields.includes(name)) body[name] = value;
    else if (value !== null)
      query.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const qs = query.toString();
  const options: InjectOptions = {
    method: step.route.method as InjectOptions['method'],
    url: `${samplePath(step.route.url)}${qs ? `?${qs}` : ''}`,
    headers: { cookie: cookies.get(who)!, [CSRF_HEADER]: '1' },
    ...(step.route.bodySchema ? { payload: body } : {}),
  };
  const res = await t.app.inject(options);
  let data: Record<string, unknown> | null = null;
  try {
    data = (res.json() as { data?: Record<string, unknown> }).data ?? null;
  } catch {
    data = null;
  }
  return {
    status: res.statusCode,
    data,
    sent: `${step.route.method} ${options.url} ${JSON.stringify(body)}`,
  };
}

interface Outcome {
  wrote: boolean;
  statuses: number[];
  found: string[];
  sent: string[];
  data: (Record<string, unknown> | null)[];
}

/** Runs the steps from the saved point, judges the result against it, and rewinds. */
async function runCase(who: string, steps: Step[]): Promise<Outcome> {
  const made = new Map<string, number>();
  const outcome: Outcome = { wrote: false, statuses: [], found: [], sent: [], data: [] };
  for (const step of steps) {
    const res = await send(step, who, made);
    outcome.statuses.push(res.status);
    outcome.sent.push(res.sent);
    outcome.data.push(res.data);
    for (const [field, value] of Object.entries(step.values)) {
      const answered = res.data?.[field];
      if (value === undefined && res.status < 300 && typeof answered === 'number') made.set(field, answered);
    }
  }
  const written = await point.changed();
  if (written.length > 0) {
    outcome.wrote = written.some((table) => !SESSION_TABLES.includes(table));
    const after = await directoryState(t.db.prisma, { state: pristine, written });
    outcome.found = escalations(callers.get(who)!, pristine, after);
    await point.rewind();
    t.app.systemParameters.invalidate();
  }
  return outcome;
}

/** Mutating routes, once each: a trailing-slash alias with the same schemas is the same route. */
/** Written by signing in and by every request's session refresh: not a change to the directory. */
const SESSION_TABLES = ['session', 'refresh_token', 'app_user'];

const mutatingRoutes = () =>
  spy
    .apiRoutes()
    .filter((r) => MUTATING.has(r.method) && !r.public)
    .filter(
      (r, i, all) =>
        all.findIndex(
          (o) =>
            o.method === r.method &&
            o.url.replace(/\/$/, '') === r.url.replace(/\/$/, '') &&
            o.bodySchema === r.bodySchema &&
            o.querySchema === r.querySchema,
        ) === i,
    );

/** Routes of the same family (/api/Contacts/..., /api/OrganizationUnits/...): where a created object is edited. */
const family = (route: TableRoute) =>
  mutatingRoutes().filter((r) => r.url.split('/')[2] === route.url.split('/')[2]);

/** Ids a step created: fields it left out that the answer names (a new contact's contactID, ...). */
const createdBy = (step: Step, outcome: Outcome) =>
  Object.keys(step.values).filter(
    (field) =>
      outcome.wrote &&
      step.values[field] === undefined &&
      outcome.statuses[0]! < 300 &&
      typeof outcome.data[0]?.[field] === 'number',
  );

/**
 * The creations to follow up: as few as cover every email any successful creation of that route used, so
 * each person a new object can start as meets every later edit.
 */
function toFollow(creations: Step[]): Step[] {
  const chosen: Step[] = [];
  const key = (name: string, value: unknown) => `${name}=${JSON.stringify(value ?? null)}`;
  const shape = fieldsOf(creations[0]!.route);
  const identity = (name: string) => kindOf(name, shape[name]!).kind === 'email';
  const uncovered = new Set(
    creations.flatMap((s) =>
      Object.entries(s.values)
        .filter(([n]) => identity(n))
        .map(([n, v]) => key(n, v)),
    ),
  );
  if (uncovered.size === 0) return creations.slice(0, 1);
  while (uncovered.size > 0) {
    const gain = (s: Step) => Object.entries(s.values).filter(([n, v]) => uncovered.has(key(n, v))).length;
    const next = creations.reduce((a, b) => (gain(b) > gain(a) ? b : a));
    chosen.push(next);
    for (const [n, v] of Object.entries(next.values)) uncovered.delete(key(n, v));
  }
  return chosen;
}

const SWEEP_TIMEOUT_MS = 300_000;

describe('escalation sweep over every mutating route, as every demo account', () => {
  it('finds mutating routes and demo accounts to sweep', () => {
    expect(mutatingRoutes().length).toBeGreaterThanOrEqual(10);
    expect(DEMO_ACCOUNTS.length).toBeGreaterThanOrEqual(5);
  });

  it.each(DEMO_ACCOUNTS.map((a) => a.email))(
    'as %s, leaves nobody holding more than the caller could grant and nothing changed outside its OUs',
    async (who) => {
      const caller = callers.get(who)!;
      if (caller.isSystemAdministrator) {
        // A system administrator could grant anything anywhere, so the oracle has nothing to find in their
        // calls; sweeping them would only cost minutes (measured: ~3). Prove that instead.
        for (const ou of pristine.ous.keys()) {
          expect(caller.maintains(ou)).toBe(true);
          for (const code of allFunctionCodes) expect(caller.couldGrant(code, ou, true)).toBe(true);
        }
        return;
      }
      // One example per route sequence and what it did: the same hole is found by many rows.
      const findings = new Map<string, string>();
      const report = (steps: Step[], outcome: Outcome) => {
        if (outcome.found.length === 0) return;
        const what = outcome.found.join('; ');
        const key = `${steps.map((s) => `${s.route.method} ${s.route.url}`).join(' then ')}: ${what}`;
        if (!findings.has(key))
          findings.set(
            key,
            `${outcome.sent.map((s, i) => `${s} -> ${outcome.statuses[i]}`).join(' then ')}: ${what}`,
          );
      };
      const creations = new Map<string, Step[]>();
      let succeeded = 0;
      let signedOut = 0;
      for (const route of mutatingRoutes()) {
        for (const step of plan({ pools, ous: pristine.ous }, route, caller)) {
          const outcome = await runCase(who, [step]);
          if (outcome.statuses.includes(401)) signedOut++;
          if (outcome.statuses[0]! < 300) succeeded++;
          report([step], outcome);
          for (const field of createdBy(step, outcome)) {
            const list = creations.get(`${route.method} ${route.url} ${field}`) ?? [];
            list.push({ route, values: { ...step.values } });
            creations.set(`${route.method} ${route.url} ${field}`, list);
          }
        }
      }
      for (const [key, list] of creations) {
        const field = key.slice(key.lastIndexOf(' ') + 1);
        for (const creation of toFollow(list)) {
          for (const route of family(creation.route).filter((r) => r.fields.includes(field))) {
            for (const edit of plan({ pools, ous: pristine.ous }, route, caller, {
              [field]: created(field),
            })) {
              const outcome = await runCase(who, [creation, edit]);
              if (outcome.statuses.includes(401)) signedOut++;
              report([creation, edit], outcome);
            }
          }
        }
      }
      expect([...findings.values()]).toEqual([]);
      // Every case ran signed in: the rewind puts back sessions a call ended.
      const session = await sessionOf(who);
      expect(session.statusCode).toBe(signedIn.get(who));
      if (signedIn.get(who) === 200) expect(signedOut).toBe(0);
      // The requests are valid enough to reach the handlers and write where the caller may.
      if (pristine.ous.size > 0 && [...pristine.ous.keys()].some((ou) => caller.maintains(ou)))
        expect(succeeded).toBeGreaterThan(5);
    },
    SWEEP_TIMEOUT_MS,
  );
});

/** The two reproductions of issue 15 (items 1 and 2), by hand, judged like the sweep and on their own. */
describe('the known escalations of issue 15, by hand', () => {
  const call = (who: string, url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: cookies.get(who)!, [CSRF_HEADER]: '1' },
      payload,
    });
  const grantsOf = (state: DirectoryState, email: string) =>
    state.grants
      .filter((g) => g.email === email)
      .map((g) => `${g.ouId} ${g.code}${g.subs ? '+' : ''}`)
      .sort();

  it('carmen.lee does not take oscar.chan’s grants by a contact with his email renamed to hers (item 1)', async () => {
    const { prisma } = t.db;
    try {
      const finance = await prisma.organizationUnit.findUniqueOrThrow({ where: { code: 'HPG-HK-FIN' } });
      const created = await call(DEMO.maintainer, '/api/Contacts/ContactInfoUpdate', {
        ouID: finance.id,
        firstName: 'Oscar',
        familyName: 'Chan',
        email: DEMO.ouAdmin,
      });
      const contact = created.json().data as { contactID: number; version: number } | undefined;
      if (created.statusCode === 200 && contact) {
        await call(DEMO.maintainer, '/api/Contacts/ContactInfoUpdate', {
          contactID: contact.contactID,
          version: contact.version,
          ouID: finance.id,
          firstName: 'Oscar',
          familyName: 'Chan',
          email: DEMO.maintainer,
          retainPermissions: true,
        });
      }
      const after = await directoryState(prisma);
      expect(grantsOf(after, DEMO.maintainer)).toEqual(grantsOf(pristine, DEMO.maintainer));
      expect(grantsOf(after, DEMO.ouAdmin)).toEqual(grantsOf(pristine, DEMO.ouAdmin));
      expect(escalations(callers.get(DEMO.maintainer)!, pristine, after)).toEqual([]);
    } finally {
      await point.rewind();
    }
  });

  it('oscar.chan, with FN-0001 on China alone, does not reach Shanghai by moving China under Hong Kong (item 2)', async () => {
    const { prisma } = t.db;
    try {
      const ou = (code: string) => prisma.organizationUnit.findUniqueOrThrow({ where: { code } });
      const [china, hongKong, shanghai] = await Promise.all([ou('HPG-CN'), ou('HPG-HK'), ou('HPG-CN-SH')]);
      await call(DEMO.ouAdmin, '/api/OrganizationUnits/OUUpdate', {
        ouID: china.id,
        version: china.version,
        parentOUID: hongKong.id,
        code: china.code,
        name: china.name,
        nameZh: china.nameZh,
        workingLocation: china.workingLocation,
        countryCode: china.countryCode,
      });
      expect((await ou('HPG-CN-SH')).path).toBe(shanghai.path);
      const reach = await t.app.inject({
        method: 'GET',
        url: `/api/OrganizationUnits/OUMaintenance?ouID=${shanghai.id}`,
        headers: { cookie: cookies.get(DEMO.ouAdmin)! },
      });
      expect(reach.statusCode).toBe(403);
      expect(escalations(callers.get(DEMO.ouAdmin)!, pristine, await directoryState(prisma))).toEqual([]);
    } finally {
      await point.rewind();
    }
  });
});
