import { createTestDatabase } from '@cd/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadIdpSecrets } from './idp-secrets.js';
import { createPrismaAdapterFactory } from './prisma-adapter.js';

type Db = Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
let clock = Date.parse('2025-01-01T00:00:00Z');

beforeAll(async () => {
  db = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await db?.drop();
});

describe('oidc-provider adapter on oidc_payload', () => {
  it('stores, finds, consumes and destroys per model, honouring expiry', async () => {
    const adapter = createPrismaAdapterFactory(db.prisma, { now: () => clock });
    const codes = adapter('AuthorizationCode');
    const sessions = adapter('Session');

    await codes.upsert('same-id', { accountId: 'a', grantId: 'g1' }, 60);
    await sessions.upsert('same-id', { accountId: 'b', uid: 'uid-1' }, 3600);
    expect(await codes.find('same-id')).toEqual({ accountId: 'a', grantId: 'g1' });
    expect(await sessions.find('same-id')).toEqual({ accountId: 'b', uid: 'uid-1' });
    expect(await sessions.findByUid('uid-1')).toEqual({ accountId: 'b', uid: 'uid-1' });
    expect(await codes.findByUid('uid-1')).toBeUndefined();

    await codes.consume('same-id');
    const consumed = await codes.find('same-id');
    expect(consumed?.consumed).toBe(Math.floor(clock / 1000));

    clock += 61_000;
    expect(await codes.find('same-id')).toBeUndefined();
    expect(await sessions.find('same-id')).toBeDefined();

    await sessions.destroy('same-id');
    expect(await sessions.findByUid('uid-1')).toBeUndefined();
  });

  it('revokes by grant id only within the model, and finds by user code', async () => {
    const adapter = createPrismaAdapterFactory(db.prisma, { now: () => clock });
    const access = adapter('AccessToken');
    const codes = adapter('AuthorizationCode');
    await access.upsert('at1', { grantId: 'g2' }, 600);
    await access.upsert('at2', { grantId: 'g3' }, 600);
    await codes.upsert('c1', { grantId: 'g2' }, 600);
    await access.revokeByGrantId('g2');
    expect(await access.find('at1')).toBeUndefined();
    expect(await access.find('at2')).toBeDefined();
    expect(await codes.find('c1')).toBeDefined();

    const device = adapter('DeviceCode');
    await device.upsert('d1', { userCode: 'ABCD-EFGH' }, 600);
    expect(await device.findByUserCode('ABCD-EFGH')).toEqual({ userCode: 'ABCD-EFGH' });
  });

  it('upsert replaces the payload and keeps rows without expiry', async () => {
    const grants = createPrismaAdapterFactory(db.prisma, { now: () => clock })('Grant');
    await grants.upsert('gr', { accountId: 'x' });
    await grants.upsert('gr', { accountId: 'x', openid: { scope: 'openid' } } as never);
    expect(await grants.find('gr')).toEqual({ accountId: 'x', openid: { scope: 'openid' } });
    const row = await db.prisma.oidcPayload.findUniqueOrThrow({ where: { id: 'Grant:gr' } });
    expect(row.expiresAt).toBeNull();
  });
});

describe('IdP secrets', () => {
  it('are generated once and then read back unchanged', async () => {
    const first = await loadIdpSecrets(db.prisma);
    const second = await loadIdpSecrets(db.prisma);
    expect(second).toEqual(first);
    expect(first.clientSecret.length).toBeGreaterThanOrEqual(43);
    expect(first.jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(first.jwks.keys[0]).toHaveProperty('d');
    const names = (await db.prisma.systemSecret.findMany()).map((s) => s.name).sort();
    expect(names).toEqual(['idp.client_secret', 'idp.cookie_keys', 'idp.jwks']);
  });

  it('agree when replicas start at the same time', async () => {
    const fresh = await createTestDatabase();
    try {
      const all = await Promise.all([1, 2, 3, 4].map(() => loadIdpSecrets(fresh.prisma)));
      for (const s of all) expect(s).toEqual(all[0]);
    } finally {
      await fresh.drop();
    }
  });
});
