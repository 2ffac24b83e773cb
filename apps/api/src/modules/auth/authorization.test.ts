import { randomUUID } from 'node:crypto';
import { allFunctionCodes, SYSTEM_ADMINISTRATOR_ROLE } from '@cd/contracts';
import { createTestDatabase, type TestDatabase } from '@cd/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant } from '../../test/grant-fixtures.js';
import { Authorization, loadAuthorization } from './authorization.js';

describe('Authorization', () => {
  const exactOnFinance = grant({ ouId: 4, ouPath: '/1/4/', codes: ['FN-0003'] });
  const subtreeOfHongKong = grant({
    ouId: 2,
    ouPath: '/1/2/',
    codes: ['FN-0005'],
    includesSubsidiaries: true,
  });
  const authz = new Authorization([exactOnFinance, subtreeOfHongKong], false);

  it('grants a code on the OU itself, and below only when the grant includes subsidiaries', () => {
    expect(authz.can('FN-0003', { id: 4, path: '/1/4/' })).toBe(true);
    expect(authz.can('FN-0003', { id: 9, path: '/1/4/9/' })).toBe(false);
    expect(authz.can('FN-0005', { id: 7, path: '/1/2/7/' })).toBe(true);
    expect(authz.can('FN-0005', { id: 2, path: '/1/2/' })).toBe(true);
    // A sibling whose path merely starts with the same digits is not below it.
    expect(authz.can('FN-0005', { id: 20, path: '/1/20/' })).toBe(false);
    expect(authz.can('FN-0005', { id: 4, path: '/1/4/' })).toBe(false);
  });

  it('refuses with 403 FORBIDDEN naming the missing code, and passes silently when granted', () => {
    expect(() => authz.require('FN-0005', { id: 4, path: '/1/4/' })).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN', message: expect.stringContaining('FN-0005') }),
    );
    expect(() => authz.require('FN-0003', { id: 4, path: '/1/4/' })).not.toThrow();
  });

  it('grants on a whole subtree only through a grant that includes subsidiaries, on it or above it', () => {
    // The OU itself and below, through the subtree grant on Hong Kong.
    expect(authz.canOnSubtree('FN-0005', { id: 2, path: '/1/2/' })).toBe(true);
    expect(authz.canOnSubtree('FN-0005', { id: 7, path: '/1/2/7/' })).toBe(true);
    // Held on Finance alone: not on its subtree.
    expect(authz.canOnSubtree('FN-0003', { id: 4, path: '/1/4/' })).toBe(false);
    // Another code, a sibling whose path merely starts alike, an ancestor of the grant.
    expect(authz.canOnSubtree('FN-0003', { id: 7, path: '/1/2/7/' })).toBe(false);
    expect(authz.canOnSubtree('FN-0005', { id: 20, path: '/1/20/' })).toBe(false);
    expect(authz.canOnSubtree('FN-0005', { id: 1, path: '/1/' })).toBe(false);
    // One matching grant among others is enough.
    const both = new Authorization(
      [
        exactOnFinance,
        subtreeOfHongKong,
        grant({ ouId: 9, ouPath: '/9/', codes: ['FN-0005'], includesSubsidiaries: true }),
      ],
      false,
    );
    expect(both.canOnSubtree('FN-0005', { id: 7, path: '/1/2/7/' })).toBe(true);
  });

  it('narrows list queries to exact OUs and subtrees of the code only', () => {
    expect(authz.scopesFor('FN-0003')).toEqual([{ ouId: 4 }]);
    expect(authz.scopesFor('FN-0005')).toEqual([{ ouId: 2, subtreePath: '/1/2/' }]);
    expect(authz.scopesFor('FN-0006')).toEqual([]);
  });

  it('lists the role of system administrators among the roles', () => {
    expect(authz.roles).not.toContain(SYSTEM_ADMINISTRATOR_ROLE);
    expect(new Authorization([], true).roles).toContain(SYSTEM_ADMINISTRATOR_ROLE);
    expect(authz.hasAnyCode(['FN-0008', 'FN-0005'])).toBe(true);
    expect(authz.hasAnyCode(['FN-0008'])).toBe(false);
  });
});

describe('loadAuthorization', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ seeded: true });
  });
  afterAll(async () => {
    await db?.drop();
  });

  const load = (input: { email: string; groups?: string[]; bootstrapAdminEmails?: string[] }) =>
    loadAuthorization(db.prisma, {
      userId: randomUUID(),
      groups: [],
      bootstrapAdminEmails: [],
      adminGroups: [SYSTEM_ADMINISTRATOR_ROLE, 'a1b2-entra-object-id'],
      ...input,
    });

  it('makes a member of an administrator group a system administrator on every root OU', async () => {
    const authz = await load({
      email: 'someone@elsewhere.example',
      groups: ['Staff', 'a1b2-entra-object-id'],
    });
    expect(authz.isSystemAdministrator).toBe(true);
    expect(authz.grants.length).toBeGreaterThan(0);
    expect(authz.grants.every((g) => g.source === 'system-administrator')).toBe(true);
    // Every code, on each root and below.
    for (const g of authz.grants) {
      expect(g.codes).toEqual(expect.arrayContaining([...allFunctionCodes]));
      expect(g.includesSubsidiaries).toBe(true);
    }
  });

  it('makes a bootstrap administrator email one too, whatever its case', async () => {
    const authz = await load({
      email: 'Boss.Person@Elsewhere.Example',
      bootstrapAdminEmails: ['boss.person@elsewhere.example'],
    });
    expect(authz.isSystemAdministrator).toBe(true);
  });

  it('gives nothing to a user with no grant, no trusted domain and no administrator group', async () => {
    const authz = await load({ email: 'nobody@elsewhere.example', groups: ['Staff', 'systemadministrator'] });
    expect(authz.isSystemAdministrator).toBe(false);
    expect(authz.grants).toEqual([]);
  });

  it('trusts the domain of an email, but never a value without an @ that merely equals a domain', async () => {
    const employee = await load({ email: 'someone.new@harbourpacific.com' });
    expect(employee.grants.map((g) => [g.source, g.codes])).toContainEqual(['trusted-domain', ['FN-0000']]);
    expect((await load({ email: 'harbourpacific.com' })).grants).toEqual([]);
  });
});
