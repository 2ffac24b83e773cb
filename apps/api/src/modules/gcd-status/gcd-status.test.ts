import { gcdStatusResponse } from '@cd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { browsersFor, get, post } from '../../test/api-calls.js';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let employee: InjectBrowser;
let admin: InjectBrowser;
const url = '/api/SystemAdministration/CheckGCDStatus';

beforeAll(async () => {
  t = await createTestApp();
  employee = (await signIn(t.app, DEMO.employee)).browser;
  [admin] = await browsersFor(t, DEMO.admin);
});

/** Sets a system parameter through its own API, as an administrator does (the reader sees it at once). */
async function setParameter(key: string, value: string) {
  const list = (await get(admin, '/api/SystemAdministration/SelectSystemParameters')).json().data as {
    key: string;
    version: number;
  }[];
  const { version } = list.find((p) => p.key === key)!;
  const res = await post(admin, '/api/SystemAdministration/UpdateSystemParameters/', {
    parameters: [{ key, value, version }],
  });
  expect(res.statusCode).toBe(200);
}

const status = async () =>
  gcdStatusResponse.parse((await employee.request({ method: 'GET', url })).json()).data;

async function connection(data: { lastSyncAt?: Date; lastErrors?: unknown[]; revokedAt?: Date }) {
  const ou = await t.db.prisma.organizationUnit.findFirstOrThrow();
  return t.db.prisma.syncConnection.create({
    data: {
      name: 'test',
      tokenHash: randomBytes(32),
      tokenPrefix: 'cdscim_test',
      ouIds: [ou.id],
      ouAttribute: 'department',
      createdBy: 'test',
      modifiedBy: 'test',
      ...data,
      lastErrors: (data.lastErrors ?? []) as object[],
    },
  });
}
afterAll(() => t.close());

describe('GET /api/SystemAdministration/CheckGCDStatus', () => {
  it('reports the database reachable, the contact count and the last finished import', async () => {
    const first = gcdStatusResponse.parse((await employee.request({ method: 'GET', url })).json());
    expect(first.data).toMatchObject({ status: 'ok', databaseReachable: true, lastImportAt: null });
    expect(first.data.contactCount).toBe(await t.db.prisma.contact.count());
    expect(first.data.contactCount).toBeGreaterThan(0);

    const ou = await t.db.prisma.organizationUnit.findFirstOrThrow();
    const finishedAt = new Date('2026-11-01T08:30:00.000Z');
    await t.db.prisma.importRun.createMany({
      data: [
        { ouId: ou.id, fileName: 'a.xlsx', status: 'SUCCEEDED', createdBy: 'test', finishedAt },
        { ouId: ou.id, fileName: 'b.xlsx', status: 'FAILED', createdBy: 'test', finishedAt: new Date() },
      ],
    });
    const second = (await employee.request({ method: 'GET', url })).json();
    expect(second.data.lastImportAt).toBe(finishedAt.toISOString());
  });

  it('tells the sync state when gcd.status.source is SYNC, from the connections not revoked', async () => {
    expect((await status()).source).toBe('DATABASE');
    expect((await status()).sync).toBeNull();
    await setParameter('gcd.status.source', 'SYNC');
    expect(await status()).toMatchObject({
      status: 'ok',
      source: 'SYNC',
      sync: { state: 'NO_CONNECTION', lastSyncAt: null, connections: 0, failingConnections: 0 },
    });

    await connection({
      revokedAt: new Date(),
      lastErrors: [{ at: new Date().toISOString(), status: 401, detail: 'x' }],
    });
    expect((await status()).sync).toMatchObject({ state: 'NO_CONNECTION', connections: 0 });

    const first = await connection({});
    expect((await status()).sync).toMatchObject({ state: 'NEVER', lastSyncAt: null, connections: 1 });

    const synced = new Date('2026-11-25T09:00:00.000Z');
    await t.db.prisma.syncConnection.update({ where: { id: first.id }, data: { lastSyncAt: synced } });
    expect((await status()).sync).toEqual({
      state: 'IN_SYNC',
      lastSyncAt: synced.toISOString(),
      connections: 1,
      failingConnections: 0,
    });

    // A refused request after the last sync fails the connection; an older one does not.
    const older = { at: '2026-11-25T08:00:00.000Z', status: 400, detail: 'old' };
    const newer = { at: '2026-11-25T10:00:00.000Z', status: 409, detail: 'userName is taken' };
    await connection({ lastSyncAt: synced, lastErrors: [older] });
    expect((await status()).sync).toMatchObject({ state: 'IN_SYNC', connections: 2, failingConnections: 0 });
    await t.db.prisma.syncConnection.update({
      where: { id: first.id },
      data: { lastErrors: [newer, older] },
    });
    expect((await status()).sync).toEqual({
      state: 'ERRORS',
      lastSyncAt: synced.toISOString(),
      connections: 2,
      failingConnections: 1,
    });
    const later = new Date('2026-11-25T11:00:00.000Z');
    await t.db.prisma.syncConnection.update({ where: { id: first.id }, data: { lastSyncAt: later } });
    expect((await status()).sync).toMatchObject({ state: 'IN_SYNC', lastSyncAt: later.toISOString() });
  });

  it('shows gcd.status.text when the source is STATIC, and the live check for a value set by hand', async () => {
    await setParameter('gcd.status.source', 'STATIC');
    await setParameter('gcd.status.text', 'Maintenance tonight 22:00');
    expect(await status()).toMatchObject({ source: 'STATIC', text: 'Maintenance tonight 22:00', sync: null });

    await t.db.prisma.systemParameter.update({
      where: { key: 'gcd.status.source' },
      data: { value: 'LDAP' },
    });
    t.app.systemParameters.invalidate();
    expect(await status()).toMatchObject({ status: 'ok', source: 'DATABASE', text: null, sync: null });
    await setParameter('gcd.status.source', 'DATABASE');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('needs a role', async () => {
    const { browser } = await signIn(t.app, DEMO.noRole);
    const res = await browser.request({ method: 'GET', url });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });
});
