import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browsersFor, get, ouByCode, post } from '../../test/api-calls.js';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.js';

/** Issue 15 item 1: a master-email change can no longer move someone else's grants (decision 086). */
let t: TestApp;
let admin: InjectBrowser;
let oscar: InjectBrowser;
let carmen: InjectBrowser;
let fin: { id: number; path: string };
let hk: { id: number; path: string };
let china: { id: number; path: string };

beforeAll(async () => {
  t = await createTestApp();
  [admin, oscar, carmen] = await browsersFor(t, DEMO.admin, DEMO.ouAdmin, DEMO.maintainer);
  fin = await ouByCode(t, 'HPG-HK-FIN');
  hk = await ouByCode(t, 'HPG-HK');
  china = await ouByCode(t, 'HPG-CN');
});
afterAll(() => t.close());

const save = (browser: InjectBrowser, body: Record<string, unknown>) =>
  post(browser, '/api/Contacts/ContactInfoUpdate', body);
const load = async (browser: InjectBrowser, contactID: number) =>
  (await get(browser, `/api/Contacts/ContactMaintenance?contactID=${contactID}`)).json().data;

const person = (ouID: number, email: string, extra: Record<string, unknown> = {}) => ({
  ouID,
  firstName: 'Test',
  familyName: email.split('@')[0]!.replace(/[^a-z]/g, ''),
  email,
  ...extra,
});

/** A user's grants as `ouId:code` (`+` with subsidiaries), sorted. */
const grantsOf = async (email: string) =>
  (
    await t.db.prisma.permissionGrant.findMany({
      where: { user: { email } },
      select: { ouId: true, functionCode: true, includesSubsidiaries: true },
    })
  )
    .map((g) => `${g.ouId}:${g.functionCode}${g.includesSubsidiaries ? '+' : ''}`)
    .sort();

/** A user holding these grants (a placeholder who never signed in unless `signedIn`). */
async function userWith(email: string, grants: [number, string, boolean][], signedIn = false) {
  const user = await t.db.prisma.user.create({
    data: { email, lastLoginAt: signedIn ? new Date() : null },
  });
  await t.db.prisma.permissionGrant.createMany({
    data: grants.map(([ouId, functionCode, includesSubsidiaries]) => ({
      userId: user.id,
      ouId,
      functionCode,
      includesSubsidiaries,
      grantedBy: 'test',
    })),
  });
  return user;
}

describe('the attack of issue 15: carmen.lee (FN-0003 on HK Finance) takes oscar.chan’s grants', () => {
  it('is refused: a second contact with oscar’s address is not his master record, so it carries no grants', async () => {
    const oscarBefore = await grantsOf(DEMO.ouAdmin);
    const carmenBefore = await grantsOf(DEMO.maintainer);
    expect(oscarBefore.length).toBeGreaterThan(1);

    // 1. A contact in HK Finance with oscar's address: other contacts may share an address.
    const created = await save(
      carmen,
      person(fin.id, DEMO.ouAdmin, { firstName: 'Oscar', familyName: 'Chan' }),
    );
    expect(created.statusCode).toBe(200);
    expect(created.json().data.isMasterRecord).toBe(false);

    // 2. Its email changed to carmen's, keeping the permissions.
    const form = await load(carmen, created.json().data.contactID);
    const moved = await save(carmen, { ...form, email: DEMO.maintainer, retainPermissions: true });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ error: { code: 'CONFLICT' } });
    expect(JSON.stringify(moved.json())).toContain('GRANTS_MOVE_NOT_MASTER');

    expect(await grantsOf(DEMO.ouAdmin)).toEqual(oscarBefore);
    expect(await grantsOf(DEMO.maintainer)).toEqual(carmenBefore);
    // Carmen's next request still has no power over Hong Kong.
    const oscarContact = await t.db.prisma.contact.findFirstOrThrow({
      where: { email: DEMO.ouAdmin, isMasterRecord: true },
    });
    const privileges = await get(
      carmen,
      `/api/Contacts/GetContactPrivileges?ouID=${hk.id}&contactID=${oscarContact.id}`,
    );
    expect(privileges.statusCode).toBe(403);
  });

  it('refuses a second master contact for oscar’s address, naming his contact to a caller who can see it', async () => {
    const res = await save(carmen, person(fin.id, DEMO.ouAdmin, { isMasterRecord: true }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details[0]).toMatchObject({
      path: 'body.email',
      messageCode: 'CONTACT_MASTER_EMAIL_TAKEN',
      params: { email: DEMO.ouAdmin, name: 'Oscar Chan', ouName: 'Harbour Pacific Hong Kong' },
    });
    expect(res.json().message).toContain(
      'Oscar Chan (Harbour Pacific Hong Kong) is already the master contact',
    );
  });

  it('even without a master record for oscar, moves none of the grants carmen could not give herself', async () => {
    await t.db.prisma.contact.updateMany({ where: { email: DEMO.ouAdmin }, data: { isMasterRecord: false } });
    const oscarBefore = await grantsOf(DEMO.ouAdmin);
    try {
      const created = await save(carmen, person(fin.id, DEMO.ouAdmin, { isMasterRecord: true }));
      expect(created.statusCode).toBe(200);
      const form = await load(carmen, created.json().data.contactID);
      const moved = await save(carmen, {
        ...form,
        email: 'carmen.alias@harbourpacific.com.hk',
        retainPermissions: true,
      });
      expect(moved.statusCode).toBe(200);
      const move = moved.json().data.permissionMove;
      expect(move.moved).toEqual([]);
      expect(move.stayed).toContainEqual({
        ouID: hk.id,
        ouName: 'Harbour Pacific Hong Kong',
        functionCode: 'FN-0001',
        includesSubsidiaries: true,
        reason: 'noPermissionEditOnOu',
      });
      expect(move.stayed).toHaveLength(oscarBefore.length);
      expect(await grantsOf(DEMO.ouAdmin)).toEqual(oscarBefore);
      expect(await grantsOf('carmen.alias@harbourpacific.com.hk')).toEqual([]);
    } finally {
      await t.db.prisma.contact.updateMany({
        where: { email: DEMO.ouAdmin, ouId: hk.id },
        data: { isMasterRecord: true },
      });
    }
  });
});

describe('one master contact per email', () => {
  it('says only that the address is in use when the other master is outside the caller’s scope', async () => {
    const email = 'wei.zhang.master@harbourpacific.cn';
    const there = await save(admin, person(china.id, email, { isMasterRecord: true }));
    expect(there.statusCode).toBe(200);
    const res = await save(carmen, person(fin.id, email, { isMasterRecord: true }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details[0]).toMatchObject({
      path: 'body.email',
      messageCode: 'CONTACT_MASTER_EMAIL_IN_USE',
      params: { email },
    });
    expect(JSON.stringify(res.json())).not.toContain('Harbour Pacific China');
    // A contact that is not the master may share the address.
    expect((await save(carmen, person(fin.id, email))).statusCode).toBe(200);
  });

  it('refuses making an existing contact the master, and changing a master’s email onto another master', async () => {
    const a = (
      await save(oscar, person(hk.id, 'first.master@harbourpacific.com.hk', { isMasterRecord: true }))
    ).json().data;
    const b = (await save(oscar, person(hk.id, 'first.master@harbourpacific.com.hk'))).json().data;
    const promote = await save(oscar, { ...(await load(oscar, b.contactID)), isMasterRecord: true });
    expect(promote.statusCode).toBe(409);
    expect(promote.json().error.details[0].messageCode).toBe('CONTACT_MASTER_EMAIL_TAKEN');

    const c = (
      await save(oscar, person(hk.id, 'second.master@harbourpacific.com.hk', { isMasterRecord: true }))
    ).json().data;
    const onto = await save(oscar, { ...(await load(oscar, c.contactID)), email: a.email });
    expect(onto.statusCode).toBe(409);
    // Its own save again (same email, still master) is no conflict with itself.
    expect((await save(oscar, await load(oscar, a.contactID))).statusCode).toBe(200);
  });

  it('is held by the database whoever writes', async () => {
    const row = await t.db.prisma.contact.findFirstOrThrow({
      where: { email: DEMO.ouAdmin, isMasterRecord: true },
    });
    await expect(
      t.db.prisma.$executeRawUnsafe(
        `INSERT INTO contact (ou_id, first_name, family_name, display_name, email, is_master_record, created_by, modified_by)
         VALUES (${row.ouId}, 'X', 'Y', 'X Y', '${DEMO.ouAdmin}', true, 'test', 'test')`,
      ),
    ).rejects.toThrow('contact_master_email_key');
  });
});

describe('a master email change moves only what the editor could grant', () => {
  it('moves the grants carmen holds the codes for, and says which stayed and why', async () => {
    const from = 'mover.one@harbourpacific.com.hk';
    const to = 'mover.two@harbourpacific.com.hk';
    await userWith(from, [
      [fin.id, 'FN-0003A', false], // carmen holds FN-0003 on Finance: moves
      [fin.id, 'FN-0003C', true], // but not on its subtree
      [fin.id, 'FN-0001', false], // nor FN-0001 there
      [hk.id, 'FN-0000', false], // FN-0000 there through her domain, but no FN-0003B on Hong Kong
    ]);
    const contact = (await save(carmen, person(fin.id, from, { isMasterRecord: true }))).json().data;
    const res = await save(carmen, {
      ...(await load(carmen, contact.contactID)),
      email: to,
      retainPermissions: true,
    });
    expect(res.statusCode).toBe(200);
    const move = res.json().data.permissionMove;
    expect(move).toMatchObject({ from, to });
    expect(move.moved).toEqual([
      { ouID: fin.id, ouName: 'Hong Kong Finance', functionCode: 'FN-0003A', includesSubsidiaries: false },
    ]);
    expect(
      move.stayed
        .map((g: { functionCode: string; reason: string }) => `${g.functionCode}:${g.reason}`)
        .sort(),
    ).toEqual(['FN-0000:noPermissionEditOnOu', 'FN-0001:notHeldOnOu', 'FN-0003C:notHeldOnSubtree']);
    expect(await grantsOf(to)).toEqual([`${fin.id}:FN-0003A`]);
    expect(await grantsOf(from)).toEqual(
      [`${fin.id}:FN-0001`, `${fin.id}:FN-0003C+`, `${hk.id}:FN-0000`].sort(),
    );

    // Audited with the OU the grant applies to, so Hong Kong's administrators see it in their audit log.
    const audit = await t.db.prisma.auditLog.findFirstOrThrow({
      where: { action: 'PERMISSION_MOVE', after: { path: ['email'], equals: to } },
    });
    expect(audit).toMatchObject({ ouId: fin.id, actorEmail: DEMO.maintainer });
    const now = Date.now();
    const log = await post(oscar, '/api/Report/AuditLogByDate/', {
      from: new Date(now - 3_600_000).toISOString(),
      to: new Date(now + 3_600_000).toISOString(),
      action: 'PERMISSION_MOVE',
    });
    expect(log.statusCode).toBe(200);
    expect(log.json().data.items.map((i: { ouID: number }) => i.ouID)).toContain(fin.id);
  });
});

describe('grants never merge into a user who has signed in under the new email', () => {
  it('refuses an OU administrator, asks a system administrator to confirm, and merges once confirmed', async () => {
    const from = 'merge.from@harbourpacific.com.hk';
    const to = 'merge.into@harbourpacific.com.hk';
    await userWith(from, [[hk.id, 'FN-0005', false]]);
    await userWith(to, [[fin.id, 'FN-0000', false]], true);
    const contact = (await save(oscar, person(hk.id, from, { isMasterRecord: true }))).json().data;
    const form = { ...(await load(oscar, contact.contactID)), email: to, retainPermissions: true };

    const byOuAdmin = await save(oscar, form);
    expect(byOuAdmin.statusCode).toBe(403);
    expect(byOuAdmin.json().error.details[0]).toMatchObject({
      messageCode: 'GRANTS_MERGE_SIGNED_IN',
      params: { email: to },
    });

    const unconfirmed = await save(admin, form);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().error.details[0]).toMatchObject({
      path: 'body.confirmGrantMerge',
      messageCode: 'GRANTS_MERGE_CONFIRM',
    });
    // Nothing was saved by the refusals: the email and the grants are where they were.
    expect((await load(admin, contact.contactID)).email).toBe(from);
    expect(await grantsOf(to)).toEqual([`${fin.id}:FN-0000`]);

    const confirmed = await save(admin, { ...form, confirmGrantMerge: true });
    expect(confirmed.statusCode).toBe(200);
    expect(await grantsOf(to)).toEqual([`${fin.id}:FN-0000`, `${hk.id}:FN-0005`].sort());
    expect(await grantsOf(from)).toEqual([]);
  });

  it('moves into an address nobody has signed in under without asking', async () => {
    const from = 'quiet.from@harbourpacific.com.hk';
    const to = 'quiet.to@harbourpacific.com.hk';
    await userWith(from, [[hk.id, 'FN-0006', true]]);
    const contact = (await save(oscar, person(hk.id, from, { isMasterRecord: true }))).json().data;
    const res = await save(oscar, {
      ...(await load(oscar, contact.contactID)),
      email: to,
      retainPermissions: true,
    });
    expect(res.statusCode).toBe(200);
    expect(await grantsOf(to)).toEqual([`${hk.id}:FN-0006+`]);
  });
});
