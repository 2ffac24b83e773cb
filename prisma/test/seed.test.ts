import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedDemoData, verifyPassword } from '../src/index.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';

describe('demo seed', () => {
  let db: TestDatabase;
  let counts: Record<string, number>;

  async function count(): Promise<Record<string, number>> {
    const p = db.prisma;
    const [ous, departments, contacts, emails, phones, domains, users, grants, accounts, params, countries] =
      await Promise.all([
        p.organizationUnit.count(),
        p.department.count(),
        p.contact.count(),
        p.contactEmail.count(),
        p.contactPhone.count(),
        p.trustedDomain.count(),
        p.user.count(),
        p.permissionGrant.count(),
        p.idpAccount.count(),
        p.systemParameter.count(),
        p.country.count(),
      ]);
    return {
      ous,
      departments,
      contacts,
      emails,
      phones,
      domains,
      users,
      grants,
      accounts,
      params,
      countries,
    };
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    await seedDemoData(db.prisma);
    counts = await count();
  }, 60_000);
  afterAll(() => db.drop());

  it('is idempotent: a second run adds nothing', async () => {
    const summary = await seedDemoData(db.prisma);
    expect(summary.contactsAdded).toBe(0);
    expect(await count()).toEqual(counts);
  });

  it('builds a multinational OU tree of at least three levels', async () => {
    expect(counts.ous).toBeGreaterThanOrEqual(15);
    expect(counts.departments).toBeGreaterThanOrEqual(40);
    expect(counts.countries).toBeGreaterThanOrEqual(30);
    const depths = await db.prisma.organizationUnit.groupBy({ by: ['depth'] });
    expect(depths.length).toBeGreaterThanOrEqual(3);

    const hk = await db.prisma.organizationUnit.findUniqueOrThrow({
      where: { code: 'HPG-HK' },
      include: { parent: true, children: true, trustedDomains: true },
    });
    expect(hk.name).toBe('Harbour Pacific Hong Kong');
    expect(hk.parent?.code).toBe('HPG');
    expect(hk.children.length).toBeGreaterThan(0);
    expect(hk.trustedDomains.map((d) => d.domain)).toEqual(['harbourpacific.com.hk']);

    const fin = await db.prisma.organizationUnit.findUniqueOrThrow({
      where: { code: 'HPG-HK-FIN' },
      include: { children: true },
    });
    expect(fin.parentId).toBe(hk.id);
    expect(fin.children).toEqual([]);
    expect(fin.path).toBe(`${hk.path}${fin.id}/`);
    const subtree = await db.prisma.organizationUnit.count({ where: { path: { startsWith: hk.path } } });
    expect(subtree).toBeGreaterThanOrEqual(6);
  });

  it('fills about 2,000 contacts with bilingual names, accents, apostrophes and search text', async () => {
    expect(counts.contacts).toBeGreaterThan(1900);
    expect(counts.contacts).toBeLessThan(2200);
    expect(counts.emails).toBeGreaterThan(100);
    expect(counts.phones).toBeGreaterThan(100);
    const c = db.prisma.contact;
    expect(await c.count({ where: { chineseName: { not: null } } })).toBeGreaterThan(1000);
    expect(await c.count({ where: { firstName: 'José' } })).toBeGreaterThan(0);
    expect(await c.count({ where: { firstName: 'Zoë' } })).toBeGreaterThan(0);
    expect(await c.count({ where: { familyName: { startsWith: "O'" } } })).toBeGreaterThan(0);
    expect(await c.count({ where: { searchText: { contains: 'jose' } } })).toBeGreaterThan(0);
    expect(await c.count({ where: { searchText: { contains: 'José' } } })).toBe(0);
    const withoutPhone = await c.count({
      where: { OR: [{ phoneNumber: null }, { phoneCountryCode: null }] },
    });
    expect(withoutPhone).toBe(0);
  });

  it('creates the five demo accounts, their app users and grants', async () => {
    const accounts = await db.prisma.idpAccount.findMany({ orderBy: { id: 'asc' } });
    expect(accounts.map((a) => a.id)).toEqual(DEMO_ACCOUNTS.map((a) => a.id).sort());
    for (const a of accounts) {
      expect(a.description).toBeTruthy();
      await expect(verifyPassword('demo', a.passwordHash)).resolves.toBe(true);
    }
    expect(accounts.find((a) => a.id === 'demo-sysadmin')?.groups).toEqual(['SystemAdministrator']);

    const grantsOf = (email: string) =>
      db.prisma.permissionGrant.findMany({
        where: { user: { email } },
        include: { ou: true },
        orderBy: { functionCode: 'asc' },
      });
    const oscar = await grantsOf('oscar.chan@harbourpacific.com.hk');
    expect(oscar.map((g) => g.functionCode)).toEqual([
      'FN-0001',
      'FN-0002',
      'FN-0003',
      'FN-0004',
      'FN-0005',
      'FN-0006',
      'FN-0007',
    ]);
    expect(
      oscar.every((g) => g.ou.code === 'HPG-HK' && g.includesSubsidiaries && g.grantedBy === 'seed'),
    ).toBe(true);
    const carmen = await grantsOf('carmen.lee@harbourpacific.com.hk');
    expect(carmen.map((g) => [g.functionCode, g.ou.code, g.includesSubsidiaries])).toEqual([
      ['FN-0003', 'HPG-HK-FIN', false],
    ]);
    expect(await grantsOf('eric.ho@harbourpacific.com')).toEqual([]);

    const users = await db.prisma.user.findMany();
    expect(users.every((u) => u.issuer === null && u.subject === null)).toBe(true);
    expect(users.some((u) => u.email === 'nora.smith@partner-contractor.net')).toBe(false);
  });
});
