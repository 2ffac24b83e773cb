import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withDatabaseName } from '../src/index.js';
import { createTestDatabase } from '../src/testing.js';

describe('createTestDatabase', () => {
  it('gives each caller its own migrated database and drops it', async () => {
    const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    expect(a.url).not.toBe(b.url);
    await a.prisma.country.create({
      data: { code: 'HK', name: 'Hong Kong', nameZh: '香港', dialCode: '852' },
    });
    expect(await a.prisma.country.count()).toBe(1);
    expect(await b.prisma.country.count()).toBe(0);
    await Promise.all([a.drop(), b.drop()]);

    const client = new pg.Client(withDatabaseName(a.url, 'postgres'));
    await client.connect();
    const left = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      new URL(a.url).pathname.slice(1),
    ]);
    await client.end();
    expect(left.rowCount).toBe(0);
  });

  it('can start from the demo data', async () => {
    const db = await createTestDatabase({ seeded: true });
    try {
      expect(await db.prisma.organizationUnit.count({ where: { code: 'HPG-HK-FIN' } })).toBe(1);
      expect(await db.prisma.contact.count()).toBeGreaterThan(1900);
    } finally {
      await db.drop();
    }
  });
});
