import type { SqlQuery, SqlResultSet, Transaction } from '@prisma/driver-adapter-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTurn } from '../src/one-query-at-a-time.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';

const OVERLAP = /already executing a query/;

describe('inTurn', () => {
  it('starts each call on a transaction only once the one before has settled, failures included', async () => {
    let running = 0;
    let most = 0;
    const order: string[] = [];
    const call = async (sql: string): Promise<SqlResultSet> => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      order.push(sql);
      if (sql === 'fail') throw new Error('refused');
      return { columnNames: [], columnTypes: [], rows: [[sql]] };
    };
    const fake = {
      provider: 'postgres',
      adapterName: 'fake',
      options: { usePhantomQuery: false },
      queryRaw: (q: SqlQuery) => call(q.sql),
      executeRaw: async (q: SqlQuery) => (await call(q.sql)).rows.length,
      commit: async () => void (await call('COMMIT')),
      rollback: async () => void (await call('ROLLBACK')),
    } as Transaction;
    const tx = inTurn(fake);
    const query = (sql: string) => ({ sql, args: [], argTypes: [] });

    const results = await Promise.allSettled([
      tx.queryRaw(query('a')),
      tx.queryRaw(query('fail')),
      tx.executeRaw(query('b')),
      tx.queryRaw(query('c')),
      tx.commit(),
    ]);
    expect(most).toBe(1);
    expect(order).toEqual(['a', 'fail', 'b', 'c', 'COMMIT']);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });
});

describe('interactive transactions on node-postgres', () => {
  let db: TestDatabase;
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);

  beforeAll(async () => {
    db = await createTestDatabase({ seeded: true });
    process.on('warning', onWarning);
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await db.drop();
  });

  it('never hands the transaction client a query while it runs another (pg 9 refuses that)', async () => {
    const counts = await db.prisma.$transaction(async (tx) => {
      // Prisma's interpreter loads sibling relations together, and this code runs two queries together.
      const withRelations = await tx.organizationUnit.findFirstOrThrow({
        where: { code: 'HPG-HK' },
        include: { departments: true, contacts: true, children: true, trustedDomains: true },
      });
      const [ous, contacts] = await Promise.all([tx.organizationUnit.count(), tx.contact.count()]);
      return { departments: withRelations.departments.length, ous, contacts };
    });
    expect(counts.ous).toBeGreaterThan(1);
    expect(counts.contacts).toBeGreaterThan(1);
    // Warnings are emitted on the next tick.
    await new Promise((r) => setImmediate(r));
    expect(warnings.filter((w) => OVERLAP.test(w))).toEqual([]);
  });
});
