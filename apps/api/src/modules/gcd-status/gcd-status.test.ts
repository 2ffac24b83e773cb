import { gcdStatusResponse } from '@cd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let employee: InjectBrowser;
const url = '/api/SystemAdministration/CheckGCDStatus';

beforeAll(async () => {
  t = await createTestApp();
  employee = (await signIn(t.app, DEMO.employee)).browser;
});
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
