import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, databasePoolStats, isDatabaseUnavailable } from '../src/index.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );

describe('isDatabaseUnavailable, on errors a real server and driver produce', () => {
  it('says yes when nothing listens where the database should be', async () => {
    const url = new URL(db.url);
    url.port = '1';
    const nowhere = createPrismaClient(url.toString(), { poolSize: 1 });
    try {
      expect(isDatabaseUnavailable(await failureOf(nowhere.country.count()))).toBe(true);
    } finally {
      await nowhere.$disconnect();
    }
  });

  it('says no to faults of the query or the data, which keep their own answers (409, 400, 500)', async () => {
    const hk = { code: 'HK', name: 'Hong Kong', nameZh: '香港', dialCode: '852' };
    await db.prisma.country.create({ data: hk });
    expect(isDatabaseUnavailable(await failureOf(db.prisma.country.create({ data: hk })))).toBe(false);
    expect(isDatabaseUnavailable(await failureOf(db.prisma.$queryRawUnsafe('SELEC 1')))).toBe(false);
    expect(isDatabaseUnavailable(await failureOf(db.prisma.$queryRawUnsafe('SELECT 1/0')))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
  });

  it('counts the pool of a client it made', async () => {
    await db.prisma.country.count();
    expect(databasePoolStats(db.prisma)).toMatchObject({ waiting: 0, max: 4 });
    expect(databasePoolStats(db.prisma)!.total).toBeGreaterThan(0);
  });
});
