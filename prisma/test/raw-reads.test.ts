import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, queryRowsWithSettings } from '../src/client.js';
import { Prisma } from '../src/generated/prisma/client.js';
import { createTestDatabase, observeRawReads, type TestDatabase } from '../src/testing.js';

// The search's hot reads go straight through the pool (docs/decisions/099, Node's CPU per search). One
// connection, so every call below reuses the connection the one before left behind.
describe('raw reads through the pool', () => {
  let db: TestDatabase;
  const seen: string[] = [];
  beforeAll(async () => {
    db = await createTestDatabase({ seeded: false, poolSize: 1 });
    observeRawReads(db.prisma, (text) => seen.push(text));
  }, 60_000);
  afterAll(() => db.drop());

  it('binds parameters, arrays and nulls included, and returns rows as node-postgres parses them', async () => {
    seen.length = 0;
    const rows = await queryRows<{ n: number; words: string[]; ids: number[]; none: null; doc: object }>(
      db.prisma,
      Prisma.sql`SELECT ${7}::int AS n, ${['a', "o'neil"]}::text[] AS words, ${[1, 2]}::int[] AS ids,
                        ${null}::int[] AS none, json_build_object('k', ${'v'}::text) AS doc`,
    );
    expect(rows).toEqual([{ n: 7, words: ['a', "o'neil"], ids: [1, 2], none: null, doc: { k: 'v' } }]);
    expect(seen).toEqual([expect.stringMatching(/SELECT \$1::int AS n/)]);
  });

  it('applies the settings to its statement only, and commits', async () => {
    const [inside] = await queryRowsWithSettings<{ scan: string; timeout: string }>(
      db.prisma,
      'SET LOCAL enable_indexscan = off; SET LOCAL statement_timeout = 1234',
      Prisma.sql`SELECT current_setting('enable_indexscan') AS scan, current_setting('statement_timeout') AS timeout`,
    );
    expect(inside).toEqual({ scan: 'off', timeout: '1234ms' });
    const [after] = await queryRows<{ scan: string; open: boolean }>(
      db.prisma,
      Prisma.sql`SELECT current_setting('enable_indexscan') AS scan, now() <> statement_timestamp() AS open`,
    );
    expect(after).toEqual({ scan: 'on', open: false });
  });

  it('rolls back a failed statement, so its connection serves the next read', async () => {
    await expect(
      queryRowsWithSettings(db.prisma, 'SET LOCAL enable_seqscan = off', Prisma.sql`SELECT 1 / ${0}::int`),
    ).rejects.toMatchObject({ code: '22012' });
    const [after] = await queryRows<{ scan: string }>(
      db.prisma,
      Prisma.sql`SELECT current_setting('enable_seqscan') AS scan`,
    );
    expect(after).toEqual({ scan: 'on' });
  });

  it("passes the server's statement timeout on as its SQLSTATE", async () => {
    await expect(
      queryRowsWithSettings(db.prisma, 'SET LOCAL statement_timeout = 50', Prisma.sql`SELECT pg_sleep(2)`),
    ).rejects.toMatchObject({ code: '57014' });
    expect(await queryRows(db.prisma, Prisma.sql`SELECT 1::int AS one`)).toEqual([{ one: 1 }]);
  });

  // Last: Prisma reconnects with a pool of its own, which the helpers do not know.
  it('reads through Prisma once the pool it knew has ended', async () => {
    await db.prisma.$disconnect();
    const [row] = await queryRowsWithSettings<{ scan: string; n: number }>(
      db.prisma,
      'SET LOCAL enable_indexscan = off; SET LOCAL enable_seqscan = off',
      Prisma.sql`SELECT current_setting('enable_indexscan') AS scan, ${5}::int AS n`,
    );
    expect(row).toEqual({ scan: 'off', n: 5 });
    expect(await queryRows(db.prisma, Prisma.sql`SELECT 1::int AS one`)).toEqual([{ one: 1 }]);
  });
});
