import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, browsersFor, get, ouByCode, post } from '../../test/api-calls.js';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.js';

/** The DirectorySync admin API (issue 18 item 3): tokens shown once and stored hashed, OU scope, versions. */
let t: TestApp;
let alice: InjectBrowser;
let oscar: InjectBrowser;
let hk: { id: number };
let fin: { id: number };
let root: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  [alice, oscar] = await browsersFor(t, DEMO.admin, DEMO.ouAdmin);
  hk = await ouByCode(t, 'HPG-HK');
  fin = await ouByCode(t, 'HPG-HK-FIN');
  root = await ouByCode(t, 'HPG');
  // FN-0008 on Hong Kong and below for oscar: the scope the tests below compare against.
  const user = await t.db.prisma.user.findFirstOrThrow({ where: { email: DEMO.ouAdmin } });
  await t.db.prisma.permissionGrant.create({
    data: {
      userId: user.id,
      ouId: hk.id,
      functionCode: 'FN-0008',
      includesSubsidiaries: true,
      grantedBy: 'test',
    },
  });
});
afterAll(() => t.close());

const settings = (ouIDs: number[], extra: Record<string, unknown> = {}) => ({
  name: 'Entra ID',
  ouIDs,
  ouAttribute: 'department',
  ouMappings: [],
  defaultOuID: ouIDs[0],
  fieldPolicies: { email: 'REFUSE', title: 'OVERWRITE' },
  ...extra,
});
const sha256 = (text: string) => createHash('sha256').update(text).digest();

describe('POST /api/DirectorySync/SaveConnection', () => {
  it('creates a connection and shows its token once, storing only its hash', async () => {
    const res = await post(alice, '/api/DirectorySync/SaveConnection', settings([hk.id, fin.id]));
    expect(res.statusCode, res.body).toBe(200);
    const { connection, token } = res.json().data;
    expect(token).toMatch(/^cdscim_[A-Za-z0-9_-]{43}$/);
    expect(token.startsWith(connection.tokenPrefix)).toBe(true);
    expect(connection).toMatchObject({
      ouIDs: [hk.id, fin.id],
      defaultOuID: hk.id,
      version: 1,
      revokedAt: null,
    });
    const row = await t.db.prisma.syncConnection.findUniqueOrThrow({ where: { id: connection.id } });
    expect(Buffer.from(row.tokenHash).equals(sha256(token))).toBe(true);
    const listed = (await get(alice, '/api/DirectorySync/GetConnections')).json().data;
    expect(JSON.stringify(listed)).not.toContain(token);
    const [audit] = await auditOf(t, 'SyncConnection', connection.id);
    expect(audit).toMatchObject({ action: 'SYNC_CONNECTION_CREATE', actorEmail: DEMO.admin });
    expect(JSON.stringify(audit!.after)).not.toContain(token.slice(10));
  });

  it('refuses OUs the caller does not hold FN-0008 on, and mappings outside the connection', async () => {
    const wide = await post(oscar, '/api/DirectorySync/SaveConnection', settings([root.id]));
    expect(wide.statusCode).toBe(403);
    expect(wide.json().error.messageCode).toBe('SYNC_OU_NOT_MAINTAINED');
    const outside = await post(
      oscar,
      '/api/DirectorySync/SaveConnection',
      settings([fin.id], { ouMappings: [{ value: 'Sales', ouID: hk.id }] }),
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.details[0].path).toBe('body.ouMappings.0.ouID');
    const mine = await post(oscar, '/api/DirectorySync/SaveConnection', settings([fin.id]));
    expect(mine.statusCode, mine.body).toBe(200);
  });

  it('hides a connection reaching beyond the caller’s scope (404), lists only those in scope', async () => {
    const created = (await post(alice, '/api/DirectorySync/SaveConnection', settings([root.id]))).json().data;
    const { id, version } = created.connection;
    const listed = (await get(oscar, '/api/DirectorySync/GetConnections')).json().data as { id: number }[];
    expect(listed.map((c) => c.id)).not.toContain(id);
    expect(listed.length).toBeGreaterThan(0);
    const edit = await post(oscar, '/api/DirectorySync/SaveConnection', {
      ...settings([fin.id]),
      id,
      version,
    });
    expect(edit.statusCode).toBe(404);
    const rotate = await post(oscar, '/api/DirectorySync/RotateToken', { id, version });
    expect(rotate.statusCode).toBe(404);
  });

  it('edits with the version, refuses a stale one (409) and one without a version (400)', async () => {
    const { connection } = (await post(alice, '/api/DirectorySync/SaveConnection', settings([fin.id]))).json()
      .data;
    const body = { ...settings([fin.id]), id: connection.id, name: 'Okta', version: connection.version };
    const saved = await post(alice, '/api/DirectorySync/SaveConnection', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ connection: expect.objectContaining({ name: 'Okta', version: 2 }) });
    expect((await post(alice, '/api/DirectorySync/SaveConnection', body)).statusCode).toBe(409);
    const { version: _v, ...noVersion } = body;
    const missing = await post(alice, '/api/DirectorySync/SaveConnection', noVersion);
    expect(missing.statusCode).toBe(400);
  });
});

describe('RotateToken and RevokeConnection', () => {
  it('rotates to a new token (the old one stops matching) and revokes for good', async () => {
    const first = (await post(alice, '/api/DirectorySync/SaveConnection', settings([fin.id]))).json().data;
    const rotated = await post(alice, '/api/DirectorySync/RotateToken', {
      id: first.connection.id,
      version: 1,
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { connection, token } = rotated.json().data;
    expect(token).not.toBe(first.token);
    expect(connection).toMatchObject({ version: 2, tokenRotatedAt: expect.any(String) });
    const row = await t.db.prisma.syncConnection.findUniqueOrThrow({ where: { id: connection.id } });
    expect(Buffer.from(row.tokenHash).equals(sha256(token))).toBe(true);

    const revoked = await post(alice, '/api/DirectorySync/RevokeConnection', {
      id: connection.id,
      version: 2,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data.token).toBeUndefined();
    expect(revoked.json().data.connection.revokedAt).toEqual(expect.any(String));
    const again = await post(alice, '/api/DirectorySync/RotateToken', { id: connection.id, version: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.messageCode).toBe('SYNC_CONNECTION_REVOKED');
    const actions = (await auditOf(t, 'SyncConnection', connection.id)).map((a) => a.action);
    expect(actions).toEqual(['SYNC_CONNECTION_REVOKE', 'SYNC_TOKEN_ROTATE', 'SYNC_CONNECTION_CREATE']);
  });
});
