import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateContacts } from '../src/index.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';

describe('generateContacts', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ seeded: true });
  }, 60_000);
  afterAll(() => db.drop());

  it('adds the requested number with unique emails, and more on every run', async () => {
    const before = await db.prisma.contact.count();
    await generateContacts(db.url, { count: 3000 });
    await generateContacts(db.url, { count: 2000 });
    expect(await db.prisma.contact.count()).toBe(before + 5000);

    const [row] = await db.prisma.$queryRaw<{ total: bigint; distinct: bigint; blank: bigint }[]>`
      SELECT count(*) AS total, count(DISTINCT email) AS distinct, count(*) FILTER (WHERE search_text = '') AS blank
      FROM contact WHERE created_by = 'generator'`;
    expect(row).toEqual({ total: 5000n, distinct: 5000n, blank: 0n });
    expect(await db.prisma.contact.count({ where: { createdBy: 'generator', departmentId: null } })).toBe(0);
  });
});
