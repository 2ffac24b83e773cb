import { Prisma } from '@cd/db';
import { createTestDatabase, type TestDatabase } from '@cd/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { contactScope, containsLike, readMatches } from './search-sql.js';

describe('search SQL helpers', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ seeded: false });
  }, 60_000);
  afterAll(() => db.drop());

  it('answers a statement that runs out of time as a 503 asking to narrow the search, not a 500', async () => {
    const slow = readMatches(db.prisma, Prisma.sql`SELECT pg_sleep(2)`, 50);
    await expect(slow).rejects.toBeInstanceOf(AppError);
    await expect(readMatches(db.prisma, Prisma.sql`SELECT pg_sleep(2)`, 50)).rejects.toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringMatching(/narrow/),
    });
  });

  it('passes other database errors on unchanged', async () => {
    await expect(readMatches(db.prisma, Prisma.sql`SELECT 1 / 0`)).rejects.not.toBeInstanceOf(AppError);
  });

  it('returns the rows of a query that finishes in time', async () => {
    expect(await readMatches<{ n: number }[]>(db.prisma, Prisma.sql`SELECT 1::int AS n`)).toEqual([{ n: 1 }]);
  });

  it('asks the trigram index only for text holding a whole trigram, Chinese only with CJK trigrams', () => {
    expect(containsLike('ab', true)).toBeNull();
    expect(containsLike('abc', true)).toBe('%abc%');
    expect(containsLike('a_%', true)).toBe('%a\\_\\%%');
    // Two Chinese characters hold no trigram: the index would read all of itself (2.35 s at 1M).
    expect(containsLike('美蘭', true)).toBeNull();
    expect(containsLike('陳美蘭', true)).toBe('%陳美蘭%');
    expect(containsLike('陳美蘭', false)).toBeNull();
  });

  it('drops the filter when every OU is visible and keeps a narrow scope on its index', async () => {
    expect((await contactScope(db.prisma, null)).sql).toBe('TRUE');
    // An empty test database has no statistics: every scope counts as narrow.
    expect((await contactScope(db.prisma, [1, 2])).sql).toBe('c.ou_id = ANY(?::int[])');
  });
});
