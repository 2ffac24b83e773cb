import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';

/** The database refuses what the application must never write, whoever writes it (decision 027). */
describe('database integrity', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ seeded: true });
  });
  afterAll(() => db.drop());

  const refuses = (sql: string, constraint: string) =>
    expect(db.prisma.$executeRawUnsafe(sql)).rejects.toThrow(constraint);
  const ou = (code: string) => db.prisma.organizationUnit.findUniqueOrThrow({ where: { code } });

  it('accepts only the function codes of spec 6', async () => {
    await refuses(
      `UPDATE permission_grant SET function_code = 'ADMIN' WHERE id = (SELECT min(id) FROM permission_grant)`,
      'permission_grant_function_code_check',
    );
  });

  it('keeps emails and domains lower-cased and domains well formed', async () => {
    await refuses(
      `UPDATE app_user SET email = upper(email) WHERE id = (SELECT id FROM app_user LIMIT 1)`,
      'app_user_email_lower_check',
    );
    await refuses(
      `UPDATE contact SET email = 'Upper@Example.com' WHERE id = (SELECT min(id) FROM contact)`,
      'contact_email_lower_check',
    );
    await refuses(
      `UPDATE contact_email SET email = upper(email) WHERE id = (SELECT min(id) FROM contact_email)`,
      'contact_email_email_lower_check',
    );
    for (const domain of ['Example.com', '*.example.com', 'example', 'exa mple.com']) {
      await refuses(
        `UPDATE trusted_domain SET domain = '${domain}' WHERE id = (SELECT min(id) FROM trusted_domain)`,
        'trusted_domain_domain_check',
      );
    }
  });

  it('fills an inserted OU’s path and depth from its parent, whatever the writer passed', async () => {
    const hk = await ou('HPG-HK');
    const created = await db.prisma.organizationUnit.create({
      data: {
        code: 'INT-NEW',
        name: 'Integrity',
        parentId: hk.id,
        path: '/9/9/',
        depth: 7,
        createdBy: 't',
        modifiedBy: 't',
      },
    });
    expect(created).toMatchObject({ path: `${hk.path}${created.id}/`, depth: hk.depth + 1 });
  });

  it('refuses a path that does not end with the OU’s id or a depth that does not match', async () => {
    const fin = await ou('HPG-HK-FIN');
    await refuses(
      `UPDATE organization_unit SET path = '/1/999/' WHERE id = ${fin.id}`,
      'organization_unit_path_check',
    );
    await refuses(
      `UPDATE organization_unit SET depth = depth + 1 WHERE id = ${fin.id}`,
      'organization_unit_path_check',
    );
  });

  it('refuses a path that does not continue the parent’s, and a parent move that strands the children', async () => {
    const [fin, log, hk] = [await ou('HPG-HK-FIN'), await ou('HPG-HK-LOG'), await ou('HPG-HK')];
    await refuses(
      `UPDATE organization_unit SET path = '${log.path}${fin.id}/', depth = ${log.depth + 1} WHERE id = ${fin.id}`,
      'does not continue',
    );
    await refuses(
      `UPDATE organization_unit SET parent_id = ${log.id} WHERE id = ${fin.id}`,
      'does not continue',
    );
    // Moving HK's whole subtree in one statement is consistent, so it passes (then rolls back).
    await expect(
      db.prisma.$transaction(async (tx) => {
        await tx.$executeRawUnsafe(
          `UPDATE organization_unit SET path = '/${hk.id}/' || substr(path, length('${hk.path}') + 1), depth = depth - 1,
                  parent_id = CASE WHEN id = ${hk.id} THEN NULL ELSE parent_id END
            WHERE path LIKE '${hk.path}%'`,
        );
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
  });

  it('keeps system parameters within their type and range', async () => {
    await refuses(
      `UPDATE system_parameter SET value = 'lots' WHERE key = 'import.maxFileSizeMb'`,
      'system_parameter_type_check',
    );
    await refuses(
      `UPDATE system_parameter SET value = '1000' WHERE key = 'import.maxFileSizeMb'`,
      'system_parameter_type_check',
    );
    await refuses(
      `UPDATE system_parameter SET value = 'ftp://x' WHERE key = 'company.websiteUrl'`,
      'system_parameter_type_check',
    );
    await refuses(
      `UPDATE system_parameter SET type = 'colour' WHERE key = 'gcd.status.text'`,
      'system_parameter_type_check',
    );
  });
});
