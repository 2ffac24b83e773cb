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
    // Every generated contact has its listed tokens in the token table (decision 099).
    const [tokens] = await db.prisma.$queryRaw<{ missing: bigint }[]>`
      SELECT count(*) AS missing FROM contact c, unnest(c.search_tokens) AS t
       WHERE c.created_by = 'generator' AND cd_listed_token(t) AND NOT EXISTS (SELECT 1 FROM contact_search_token s
               WHERE s.token = t AND s.sort_key = c.sort_name AND s.contact_id = c.id AND s.ou_id = c.ou_id)`;
    expect(tokens!.missing).toBe(0n);
    // 5,000 contacts write ~200,000 token entries: 34 s at load 35 on the shared 2 cores.
  }, 120_000);
});
