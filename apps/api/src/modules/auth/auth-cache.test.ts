import { createPrismaClient, type PrismaClient } from '@cd/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { browsersFor, get, ouByCode, post } from '../../test/api-calls.js';
import { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.js';
import { AuthCache, type CachedSession } from './auth-cache.js';
import { Authorization } from './authorization.js';
import { COOKIE } from './cookies.js';

// Decisions 004 and 005: each replica keeps sessions and grants in memory, and the database's
// notifications make a revoked grant or an ended session stop the next request on every replica.

let a: TestApp;
let b: FastifyInstance;
let bPrisma: PrismaClient;

/** The same browser's cookies, sent to the other replica (as a load balancer would). */
function onReplica(app: FastifyInstance, browser: InjectBrowser): InjectBrowser {
  const other = new InjectBrowser(app);
  for (const [key, cookie] of browser.jar) other.jar.set(key, { ...cookie });
  return other;
}

const sessionIdOf = (browser: InjectBrowser) => browser.cookie(COOKIE.access)!.split('.')[1]!;

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Until B's listener has received every notification sent so far (a sign-in's own, say). */
const settled = () => b.authCache.sync();

const maintenanceSearch = (browser: InjectBrowser) =>
  post(browser, '/api/Contacts/ContactBasicSearch/', { searchText: 'lee', functionCode: 'FN-0003' });

beforeAll(async () => {
  a = await createTestApp();
  bPrisma = createPrismaClient(a.db.url, { poolSize: 4 });
  b = await buildApp({ config: a.config, prisma: bPrisma, logger: false, databaseUrl: a.db.url });
  await b.ready();
  await until(() => a.app.authCache.enabled && b.authCache.enabled, 'both replicas listen');
});
afterAll(async () => {
  await b?.close();
  await bPrisma?.$disconnect();
  await a?.close();
});

describe('two replicas over one database', () => {
  it('a grant revoked on A refuses the next request on B, which had the grant cached', async () => {
    const [ouAdmin, maintainerOnA] = await browsersFor(a, DEMO.ouAdmin, DEMO.maintainer);
    const maintainerOnB = onReplica(b, maintainerOnA);
    await settled();
    expect((await maintenanceSearch(maintainerOnB)).statusCode).toBe(200);
    const cached = b.authCache.session(sessionIdOf(maintainerOnB));
    expect(cached?.authz.roles).toContain('FN-0003');

    // On A, the OU administrator takes Carmen's only grant (FN-0003 on Finance) away.
    const fin = await ouByCode(a, 'HPG-HK-FIN');
    const contact = await a.db.prisma.contact.findFirstOrThrow({ where: { email: DEMO.maintainer } });
    const target = `ouID=${fin.id}&contactID=${contact.id}`;
    const loaded = await get(ouAdmin, `/api/Contacts/GetContactPrivileges?${target}`);
    const saved = await post(ouAdmin, '/api/Contacts/SaveContactPrivileges', {
      ouID: fin.id,
      contactID: contact.id,
      version: loaded.json().data.version,
      grants: [],
    });
    expect(saved.statusCode).toBe(200);

    // At once, no waiting: the write answered only after every replica acknowledged applying its notifications.
    expect(b.authCache.session(sessionIdOf(maintainerOnB))).toBeNull();
    const refused = await maintenanceSearch(maintainerOnB);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.messageCode).toBe('NO_FUNCTION_CODE');
  });

  it('a session ended on A is 401 on B at the next request', async () => {
    const [employeeOnA] = await browsersFor(a, DEMO.employee);
    const employeeOnB = onReplica(b, employeeOnA);
    await settled();
    expect((await get(employeeOnB, '/api/auth/session')).statusCode).toBe(200);
    expect(b.authCache.session(sessionIdOf(employeeOnB))).not.toBeNull();

    expect((await post(employeeOnA, '/api/auth/sign-out', {})).statusCode).toBe(200);

    expect((await get(employeeOnB, '/api/auth/session')).statusCode).toBe(401);
  });

  it('serves nothing from the cache while the listener is down, and forgets everything on reconnecting', async () => {
    const [maintainerOnA] = await browsersFor(a, DEMO.maintainer);
    const onB = onReplica(b, maintainerOnA);
    await settled();
    expect((await get(onB, '/api/auth/session')).statusCode).toBe(200);
    expect(b.authCache.session(sessionIdOf(onB))).not.toBeNull();

    // Both replicas' listeners are cut: what is written meanwhile is never notified.
    await a.db.prisma.$queryRaw`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                                 WHERE application_name = 'cd cd_auth' AND datname = current_database()`;
    await until(() => !b.authCache.enabled, 'B notices its listener is gone');
    expect(b.authCache.session(sessionIdOf(onB))).toBeNull();
    await a.db.prisma.session.updateMany({
      where: { id: sessionIdOf(onB) },
      data: { revokedAt: new Date(), revokeReason: 'test' },
    });
    expect((await get(onB, '/api/auth/session')).statusCode).toBe(401);
    await until(() => b.authCache.enabled, 'B listens again');
    expect((await get(onB, '/api/auth/session')).statusCode).toBe(401);
  });
});

describe('AuthCache', () => {
  const entry = (sessionId: string, userId: string): CachedSession => ({
    sessionId,
    userId,
    user: { id: userId } as CachedSession['user'],
    groups: [],
    absoluteExpiry: new Date(Date.now() + 3_600_000),
    lastSeenAt: new Date(),
    authz: new Authorization([], false),
  });
  const channel = { notify: async () => {}, listeners: async () => 1 };
  const listening = () => {
    const cache = new AuthCache(60_000);
    cache.listeningVia(channel);
    return cache;
  };

  it('does not keep what was read while a notification arrived (a request in flight)', () => {
    const cache = listening();
    const mark = cache.mark();
    cache.received('u:someone-else'); // any change may be the one the read missed
    cache.keepSession(mark, entry('s1', 'u1'));
    expect(cache.session('s1')).toBeNull();
    cache.keepSession(cache.mark(), entry('s1', 'u1'));
    expect(cache.session('s1')).not.toBeNull();
  });

  it('forgets a session, a user’s sessions, or everything, as notified', () => {
    const cache = listening();
    for (const [s, u] of [
      ['s1', 'u1'],
      ['s2', 'u1'],
      ['s3', 'u2'],
    ] as const)
      cache.keepSession(cache.mark(), entry(s, u));
    cache.keepOrganizationUnits(cache.mark(), []);
    cache.received('s:s3');
    expect(cache.session('s3')).toBeNull();
    cache.received('u:u1');
    expect([cache.session('s1'), cache.session('s2')]).toEqual([null, null]);
    cache.keepSession(cache.mark(), entry('s3', 'u2'));
    cache.received('*');
    expect([cache.session('s3'), cache.organizationUnits()]).toEqual([null, null]);
  });

  it('is off until listening and after the listener is lost; an entry lives at most its age', () => {
    const off = new AuthCache(60_000);
    off.keepSession(off.mark(), entry('s1', 'u1'));
    expect(off.session('s1')).toBeNull();
    const cache = listening();
    cache.keepSession(cache.mark(), entry('s1', 'u1'));
    expect(cache.session('s1', Date.now() + 61_000)).toBeNull();
    cache.keepSession(cache.mark(), entry('s1', 'u1'));
    cache.lost();
    cache.listeningVia(channel);
    expect(cache.session('s1')).toBeNull();
  });
});
