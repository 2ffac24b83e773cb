import { Prisma } from '@cd/db';
import { observeRawReads } from '@cd/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browsersFor, post } from '../../test/api-calls.js';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.js';

// Issue 17, item 1: a search's CPU went to round trips (session, grants, OU tree, folding, rows). With the
// session cached (decision 004) a one-word search whose page its token tiers fill is one statement.

let t: TestApp;
let employee: InjectBrowser;
const statements: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  [employee] = await browsersFor(t, DEMO.employee);
  // Hot search statements go straight through the pool (queryRows), the rest through Prisma: both counted.
  observeRawReads(t.db.prisma, (text) => statements.push(text));
  const prisma = t.db.prisma as unknown as Record<string, (...args: unknown[]) => unknown>;
  const queryRaw = prisma.$queryRaw!.bind(prisma);
  prisma.$queryRaw = (query: unknown, ...values: unknown[]) => {
    statements.push(query instanceof Prisma.Sql ? query.sql : (query as TemplateStringsArray).join('?'));
    return queryRaw(query, ...values);
  };
});
afterAll(() => t.close());

const search = (searchText: string) =>
  post(employee, '/api/Contacts/ContactBasicSearch/', { searchText, pageSize: 5 });

describe('round trips of a search', () => {
  it('reads no session, grants or OU tree once cached, and folds, pages and loads rows in one statement', async () => {
    expect((await search('chan')).statusCode).toBe(200); // fills the cache
    statements.length = 0;
    const res = await search('chan');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items).toHaveLength(5);
    expect(statements.filter((sql) => /permission_grant|trusted_domain/.test(sql))).toEqual([]);
    const withRows = statements.filter((sql) => sql.includes('display_name AS'));
    expect(withRows).toHaveLength(1);
    expect(withRows[0]).toMatch(/cd_fold[\s\S]*cd_token_page/);
    expect(statements.filter((sql) => /cd_fold\((\?|\$\d+)\)/.test(sql))).toHaveLength(1); // the text's own folding
  });
});
