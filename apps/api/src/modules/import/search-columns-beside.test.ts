import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFileRoutesFixture,
  previewFinanceImport,
  type FileRoutesFixture,
} from '../../test/file-routes-fixture.js';
import * as fixtures from '../../test/import-fixtures/make-fixtures.js';
import { DEMO } from '../../test/test-app.js';
import { commitImport } from './import-commit.js';
import { besideOrder, computeSearchColumnsBeside } from './search-columns-beside.js';

// Search columns computed beside an import commit (decision 112): what the commit passes on must be what the
// columns trigger computes from the same values, and the trigger keeps passed columns only under the flag.

const actor = { actorId: null, actorEmail: DEMO.ouAdmin, requestId: 'beside-test' };
const ROW_PATH = 1_000_000_000;
const HEADER = [
  'Email',
  'First Name',
  'Middle Name',
  'Family Name',
  'Display Name',
  'Local Name',
  'Chinese Name',
  'Job Title',
  'Phone Country Code',
  'Phone Area Code',
  'Phone Number',
  'Extension',
  'Mobile Country Code',
  'Mobile Number',
];
// Three stored chunks, with every value the columns depend on, present or not, in several scripts.
const ROWS = Array.from({ length: 2_100 }, (_, i) => [
  `beside${i}@example.com`,
  ['Tai Man', 'Wing-Kei', "D'Arcy", 'José'][i % 4]!,
  i % 3 === 0 ? 'Q' : null,
  ['Chan', 'Wong', 'Ó Briain', 'Featherstonehaugh'][i % 4]!,
  i % 5 === 0 ? `Boss ${i}` : null,
  i % 2 === 0 ? 'Peter' : null,
  i % 3 === 0 ? '陳大文' : null,
  i % 4 === 0 ? 'Senior Analyst' : null,
  '852',
  i % 2 === 0 ? '2' : null,
  String(21_000_000 + i),
  i % 7 === 0 ? String(100 + (i % 900)) : null,
  i % 6 === 0 ? null : '852',
  i % 6 === 0 ? null : String(91_000_000 + i),
]);

let f: FileRoutesFixture;
beforeAll(async () => {
  f = await createFileRoutesFixture();
});
afterAll(() => f?.t.close());

type Columns = { email: string; search_tokens: string[]; search_text: string; sort_name: string };

describe('search columns computed beside an import commit', () => {
  it('are what the columns trigger computes from the same values, and the commit keeps them', async () => {
    const db = f.t.db.prisma;
    const p = await previewFinanceImport(f, fixtures.simpleWorkbook(ROWS, HEADER));
    expect(p.counts).toMatchObject({ created: ROWS.length, invalid: 0 });
    const chunks = await db.importRunChunk.findMany({ where: { runId: p.importRunID, kind: 'ROWS' } });
    expect(chunks.length).toBe(3);
    const beside = computeSearchColumnsBeside(
      db,
      p.importRunID,
      chunks.map((c) => c.seq),
    );
    await beside.finished;
    const staged = await db.$queryRaw<(Columns & { row_number: number })[]>`
      SELECT r.value -> 'values' ->> 'email' AS email, s.row_number, s.search_tokens, s.search_text, s.sort_name
        FROM import_search_columns s
        JOIN import_run_chunk k ON k.run_id = s.run_id AND k.kind = 'ROWS'
        CROSS JOIN jsonb_array_elements(k.data) AS r
       WHERE s.run_id = ${p.importRunID} AND (r.value ->> 'row')::int = s.row_number
       ORDER BY 1`;
    expect(staged.length).toBe(ROWS.length);
    // One row marked: the commit must store what it finds there rather than compute it again.
    const marked = staged[7]!;
    await db.$executeRaw`UPDATE import_search_columns SET search_text = 'marked by the test'
                          WHERE run_id = ${p.importRunID} AND row_number = ${marked.row_number}`;

    await commitImport(db, { runId: p.importRunID, invalidRows: 'block', actor, bulkFrom: ROW_PATH });
    const stored = (email: string) =>
      db.contact.findFirstOrThrow({ where: { email }, select: { searchText: true } });
    expect((await stored(marked.email)).searchText).toBe('marked by the test');
    expect(await db.importSearchColumns.count({ where: { runId: p.importRunID } })).toBe(0);

    // The trigger computes every row's columns again, inserted as they are into a copy of the table.
    const recomputed = await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe(`CREATE TEMP TABLE again (LIKE contact INCLUDING DEFAULTS) ON COMMIT DROP`);
      await tx.$executeRawUnsafe(`CREATE TRIGGER again_columns BEFORE INSERT ON again
                                    FOR EACH ROW EXECUTE FUNCTION contact_search_columns()`);
      await tx.$executeRawUnsafe(`INSERT INTO again SELECT * FROM contact WHERE email LIKE 'beside%'`);
      return tx.$queryRaw<Columns[]>`
        SELECT email, search_tokens, search_text, sort_name FROM again ORDER BY 1`;
    });
    const expected = staged.map(({ row_number: _row, ...columns }) => columns);
    expect(recomputed).toEqual(expected);
    // Not two equally empty computations: every kind of value is in there.
    expect(recomputed.find((c) => c.email === 'beside0@example.com')!.search_tokens).toEqual(
      expect.arrayContaining([
        '陳大文',
        'peter',
        '=peter chan',
        '=t m chan',
        'boss',
        'senior',
        '#p221000000',
        '#x100',
      ]),
    );
    expect(recomputed.find((c) => c.email === 'beside2@example.com')!.search_tokens).toEqual(
      expect.arrayContaining(['darcy', 'briain', 'peter', 'beside2', '#m85291000002']),
    );
  });

  it('takes the chunks a third of the way in first, and leaves those the commit has reached', async () => {
    expect(besideOrder([5, 0, 1, 2, 3, 4, 6, 7, 8])).toEqual([3, 4, 5, 6, 7, 8, 2, 1, 0]);
    expect(besideOrder([0, 1, 2])).toEqual([1, 2, 0]);
    expect(besideOrder([0, 1])).toEqual([0, 1]);

    const db = f.t.db.prisma;
    const p = await previewFinanceImport(f, fixtures.simpleWorkbook(ROWS, HEADER));
    const chunks = await db.importRunChunk.findMany({ where: { runId: p.importRunID, kind: 'ROWS' } });
    const beside = computeSearchColumnsBeside(
      db,
      p.importRunID,
      chunks.map((c) => c.seq),
    );
    // The first chunk (seq 1 of 0–2) is under way at once; the commit then says it has reached the last.
    beside.reach(2);
    await beside.finished;
    const staged = await db.$queryRaw<{ seq: number; n: number }[]>`
      SELECT k.seq, count(*)::int AS n
        FROM import_search_columns s
        JOIN import_run_chunk k ON k.run_id = s.run_id AND k.kind = 'ROWS'
        CROSS JOIN jsonb_array_elements(k.data) AS r
       WHERE s.run_id = ${p.importRunID} AND (r.value ->> 'row')::int = s.row_number
       GROUP BY k.seq`;
    expect(staged).toEqual([{ seq: 1, n: 1000 }]);
    await db.importSearchColumns.deleteMany({ where: { runId: p.importRunID } });
  });

  it("keeps columns an INSERT passes only under the commit's flag, and only real ones", async () => {
    const db = f.t.db.prisma;
    const insert = (email: string, tokens: string[]) => db.$executeRaw`
      INSERT INTO contact (ou_id, first_name, family_name, display_name, email, created_by, modified_by,
                           search_tokens, search_text, sort_name)
      VALUES (${f.ou['HPG-HK-FIN']}, 'Given', 'Columns', 'Given Columns', ${email}, 'test', 'test',
              ${tokens}::text[], 'passed', 'passed')`;
    const columns = (email: string) =>
      db.contact.findFirstOrThrow({
        where: { email },
        select: { searchTokens: true, searchText: true, sortName: true },
      });

    await insert('unflagged@example.com', ['passed']);
    expect(await columns('unflagged@example.com')).toMatchObject({
      searchText: expect.stringContaining('given columns'),
      sortName: 'given columns',
    });
    await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("SET LOCAL cd.search_columns_given = 'on'");
      await tx.$executeRaw`
        INSERT INTO contact (ou_id, first_name, family_name, display_name, email, created_by, modified_by,
                             search_tokens, search_text, sort_name)
        VALUES (${f.ou['HPG-HK-FIN']}, 'Given', 'Columns', 'Given Columns', 'flagged@example.com', 'test',
                'test', ARRAY['passed'], 'passed', 'passed'),
               (${f.ou['HPG-HK-FIN']}, 'Given', 'Columns', 'Given Columns', 'defaulted@example.com', 'test',
                'test', DEFAULT, DEFAULT, DEFAULT)`;
    });
    expect(await columns('flagged@example.com')).toEqual({
      searchTokens: ['passed'],
      searchText: 'passed',
      sortName: 'passed',
    });
    expect((await columns('defaulted@example.com')).searchTokens).toContain('given');
    // The flag ends with its transaction.
    await insert('after@example.com', ['passed']);
    expect((await columns('after@example.com')).searchTokens).toContain('given');
  });
});
