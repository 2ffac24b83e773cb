import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@cd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browsersFor, get, ouByCode, post } from '../../test/api-calls.js';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.js';

/** Issue 15 item 3: deleting the last contact carrying a person's email ends their access at once. */
let t: TestApp;
let oscar: InjectBrowser;
let carmen: InjectBrowser;
let fin: { id: number };
let hk: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  [oscar, carmen] = await browsersFor(t, DEMO.ouAdmin, DEMO.maintainer);
  fin = await ouByCode(t, 'HPG-HK-FIN');
  hk = await ouByCode(t, 'HPG-HK');
});
afterAll(() => t.close());

const remove = (contact: { id: number; version: number }) =>
  post(oscar, '/api/Contacts/RemoveContact', { contactID: contact.id, version: contact.version });
const grantCount = (email: string) => t.db.prisma.permissionGrant.count({ where: { user: { email } } });
const reAuthorize = (browser: InjectBrowser) =>
  browser.request({
    method: 'POST',
    url: '/api/Authorization/ReAuthorize',
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
  });

describe('POST /api/Contacts/RemoveContact of a leaver', () => {
  it('keeps the access of a person another contact still carries the email of', async () => {
    const email = 'two.desks@harbourpacific.com.hk';
    const user = await t.db.prisma.user.create({ data: { email } });
    await t.db.prisma.permissionGrant.create({
      data: { userId: user.id, ouId: hk.id, functionCode: 'FN-0005', grantedBy: 'test' },
    });
    const base = { firstName: 'Two', familyName: 'Desks', displayName: 'Two Desks', email };
    const stamps = { createdBy: 'test', modifiedBy: 'test' };
    const [first, second] = await Promise.all([
      t.db.prisma.contact.create({ data: { ...base, ...stamps, ouId: hk.id, isMasterRecord: true } }),
      t.db.prisma.contact.create({ data: { ...base, ...stamps, ouId: fin.id } }),
    ]);

    const one = await remove(first);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual({ contactID: first.id });
    expect(await grantCount(email)).toBe(1);

    const last = await remove(second);
    expect(last.statusCode).toBe(200);
    expect(last.json().data).toEqual({
      contactID: second.id,
      accessRevoked: { revokedGrants: 1, endedSessions: 0 },
    });
    expect(await grantCount(email)).toBe(0);
    const revoked = await t.db.prisma.auditLog.findFirstOrThrow({
      where: { action: 'PERMISSION_REVOKE', entityId: user.id },
    });
    // Audited on the OU the grant applied to, whichever OU the deleted contact was in.
    expect(revoked).toMatchObject({
      ouId: hk.id,
      actorEmail: DEMO.ouAdmin,
      before: { email, contactID: second.id, grants: ['FN-0005'] },
      after: { email, contactID: second.id, grants: [] },
    });
  });

  it('revokes carmen’s grants and ends her sessions in the same transaction: her next request is refused', async () => {
    const contacts = await t.db.prisma.contact.findMany({ where: { email: DEMO.maintainer } });
    expect(contacts).toHaveLength(1);
    expect((await get(carmen, '/api/auth/session')).statusCode).toBe(200);
    const carmenUser = await t.db.prisma.user.findUniqueOrThrow({ where: { email: DEMO.maintainer } });

    const res = await remove(contacts[0]!);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.accessRevoked).toEqual({ revokedGrants: 1, endedSessions: 1 });
    expect(await grantCount(DEMO.maintainer)).toBe(0);

    expect((await get(carmen, '/api/auth/session')).statusCode).toBe(401);
    expect(
      (await get(carmen, `/api/Contacts/ContactMaintenance?contactID=${contacts[0]!.id}`)).statusCode,
    ).toBe(401);
    expect((await reAuthorize(carmen)).statusCode).toBe(401);

    const sessions = await t.db.prisma.session.findMany({ where: { userId: carmenUser.id } });
    expect(sessions.every((s) => s.revokedAt !== null && s.revokeReason === 'contact_deleted')).toBe(true);
    const ended = await t.db.prisma.auditLog.findFirstOrThrow({
      where: { action: 'SESSION_REVOKED', entityId: sessions[0]!.id },
    });
    expect(ended).toMatchObject({ ouId: fin.id, after: { reason: 'contact_deleted', by: DEMO.ouAdmin } });

    // Hong Kong's administrators read both in their audit log (ended sessions are grouped with sign-ins).
    const now = Date.now();
    const log = await post(oscar, '/api/Report/AuditLogByDate/', {
      from: new Date(now - 3_600_000).toISOString(),
      to: new Date(now + 3_600_000).toISOString(),
      ouID: fin.id,
      includeSignIns: true,
    });
    const actions = log.json().data.items.map((i: { action: string }) => i.action);
    expect(actions).toEqual(
      expect.arrayContaining(['CONTACT_DELETE', 'PERMISSION_REVOKE', 'SESSION_REVOKED']),
    );
  });
});
