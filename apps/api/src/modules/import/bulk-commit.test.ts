import { CSRF_HEADER, type ImportPreview } from '@cd/contracts';
import { mergeSearchIndexPendingLists, prismaBulkQuery } from '@cd/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFileRoutesFixture,
  previewFinanceImport,
  type FileRoutesFixture,
} from '../../test/file-routes-fixture.js';
import * as fixtures from '../../test/import-fixtures/make-fixtures.js';
import { multipartFile } from '../../test/multipart.js';
import { DEMO } from '../../test/test-app.js';
import { commitImport } from './import-commit.js';

// The bulk path of the import commit (decision 112) against the row path, on two databases cloned from the
// same seeded template: the same workbook through each must leave the same search columns, token rows, word
// list and deletions; and a bulk commit failing after the indexes were dropped must leave them all as they were.

const ROW_PATH = 1_000_000_000;
const BULK = 1_000; // the demo directory holds 2,034 contacts: a workbook creating 2,500 takes the bulk path
const actor = { actorId: null, actorEmail: DEMO.ouAdmin, requestId: 'bulk-commit-test' };
const HEADER = ['Email', 'First Name', 'Family Name', 'Department', 'Secondary Emails', 'Job Title'];

let row: FileRoutesFixture;
let bulk: FileRoutesFixture;

beforeAll(async () => {
  [row, bulk] = await Promise.all([createFileRoutesFixture(), createFileRoutesFixture()]);
});
afterAll(() => Promise.all([row?.t.close(), bulk?.t.close()]));

/** What the search triggers keep, by email rather than id, sorted, for comparing two databases. */
async function searchState(f: FileRoutesFixture) {
  const q = <T>(sql: string) => f.t.db.prisma.$queryRawUnsafe<T[]>(sql);
  return {
    columns: await q(`SELECT email, search_tokens, search_text, sort_name FROM contact ORDER BY email, id`),
    tokens: await q(`SELECT t.token, t.sort_key, c.email, t.ou_id, t.department_id
                       FROM contact_search_token t JOIN contact c ON c.id = t.contact_id
                      ORDER BY 1, 2, 3, 4, 5`),
    words: await q(`SELECT word FROM search_word ORDER BY 1`),
    deletions: await q(`SELECT deletion, word FROM search_word_deletion ORDER BY 1, 2`),
  };
}

/**
 * The structures the bulk path drops and disables: every index of contact and the token table, by name and
 * definition (index OIDs change only when it rebuilt them), and the triggers of contact.
 */
async function structures(f: FileRoutesFixture) {
  return f.t.db.prisma.$queryRawUnsafe<{ name: string; oid: number; state: string }[]>(`
    SELECT c.relname AS name, c.oid::int AS oid, pg_get_indexdef(i.indexrelid) AS state
      FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     WHERE i.indrelid IN ('contact'::regclass, 'contact_search_token'::regclass)
    UNION ALL
    SELECT tgname, 0, tgenabled::text FROM pg_trigger WHERE tgrelid = 'contact'::regclass AND NOT tgisinternal
    ORDER BY 1`);
}

describe('the bulk import commit', () => {
  it('leaves the same search columns, token rows, word list and deletions as the row path', async () => {
    // Existing contacts of the OU renamed by the file (their old words may leave the word list), new ones
    // with new words (their deletions join search_word_deletion) and secondary emails.
    const existing = await row.t.db.prisma.contact.findMany({
      where: { ouId: row.ou['HPG-HK-FIN'] },
      orderBy: { id: 'asc' },
      take: 6,
    });
    const renamed = existing.map((c, i) => [c.email, `Quorvant${i}`, `Zelbrick${i % 2}`, null, null, null]);
    const created = Array.from({ length: 2_500 }, (_, i) => [
      `bulk${i}@example.com`,
      ['Tai Man', 'Wing', 'Bartholomew', 'Siu Ming'][i % 4]!,
      ['Chan', 'Wong', `Pemberlyx${i % 37}`, 'Featherstonehaugh'][i % 4]!,
      i % 5 === 0 ? 'Treasury' : null,
      i % 7 === 0 ? `other${i}@example.com; second${i}@example.org` : null,
      i % 3 === 0 ? 'Senior Analyst' : null,
    ]);
    const file = fixtures.simpleWorkbook([...renamed, ...created], HEADER);
    // A word only one contact holds, which the file renames away: the word list must lose it and its deletions.
    for (const f of [row, bulk]) {
      await f.t.db.prisma.contact.update({
        where: { id: existing[0]!.id },
        data: { familyName: 'Solitarius' },
      });
    }
    expect(await bulk.t.db.prisma.searchWord.count({ where: { word: 'solitarius' } })).toBe(1);
    const before = await structures(bulk);

    for (const [f, bulkFrom] of [
      [row, ROW_PATH],
      [bulk, BULK],
    ] as const) {
      const p = await previewFinanceImport(f, file);
      expect(p.counts).toMatchObject({ created: 2_500, updated: existing.length, invalid: 0 });
      const { result } = await commitImport(f.t.db.prisma, {
        runId: p.importRunID,
        invalidRows: 'block',
        actor,
        bulkFrom,
      });
      expect(result.counts).toMatchObject({ created: 2_500, updated: existing.length, invalid: 0 });
    }

    // The bulk path really ran: it rebuilt the GIN indexes and B-trees (new OIDs), but not the key or the
    // unique index, with the same names and definitions, and the triggers are on.
    const after = await structures(bulk);
    expect(after.map((s) => [s.name, s.state])).toEqual(before.map((s) => [s.name, s.state]));
    const oid = (list: typeof before, name: string) => list.find((s) => s.name === name)!.oid;
    for (const rebuilt of ['contact_search_tokens_idx', 'contact_email_idx', 'contact_sort_name_idx']) {
      expect(oid(after, rebuilt)).not.toBe(oid(before, rebuilt));
    }
    for (const kept of ['contact_pkey', 'contact_master_email_key']) {
      expect(oid(after, kept)).toBe(oid(before, kept));
    }

    const [expected, actual] = await Promise.all([searchState(row), searchState(bulk)]);
    expect(actual.columns).toEqual(expected.columns);
    expect(actual.tokens.length).toBe(expected.tokens.length);
    expect(actual.tokens).toEqual(expected.tokens);
    expect(actual.words).toEqual(expected.words);
    expect(actual.deletions).toEqual(expected.deletions);
    // The file's words are really there (not two equally empty lists).
    expect(actual.words).toContainEqual({ word: 'pemberlyx12' });
    expect(actual.deletions).toContainEqual({ deletion: 'featherstonhaugh', word: 'featherstonehaugh' });
    expect(actual.words).not.toContainEqual({ word: 'solitarius' });
    expect(actual.deletions.filter((d) => (d as { word: string }).word === 'solitarius')).toEqual([]);
  });

  it('runs two bulk candidates of two OUs one after the other rather than into a deadlock', async () => {
    const f = await createFileRoutesFixture();
    try {
      const previews = await Promise.all(
        (['HPG-HK-FIN', 'HPG-HK'] as const).map(async (code, i) => {
          const body = multipartFile(
            fixtures.simpleWorkbook(fixtures.numberedContacts(2_500, `pair${i}-`, 'Pair')),
          );
          const res = await f.send(f.oscar, {
            method: 'POST',
            url: `/api/ContactImport/ImportContacts?ouID=${f.ou[code]}`,
            headers: { ...body.headers, [CSRF_HEADER]: '1' },
            payload: body.payload,
          });
          return (res.json() as { data: ImportPreview }).data;
        }),
      );
      const results = await Promise.allSettled(
        previews.map((p) =>
          commitImport(f.t.db.prisma, { runId: p.importRunID, invalidRows: 'block', actor, bulkFrom: BULK }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      expect(await f.t.db.prisma.contact.count({ where: { email: { startsWith: 'pair' } } })).toBe(5_000);
    } finally {
      await f.t.close();
    }
  });

  it('keeps the row path for an import smaller than the directory', async () => {
    const before = await structures(bulk);
    const p = await previewFinanceImport(
      bulk,
      fixtures.simpleWorkbook(fixtures.numberedContacts(20, 'few', 'Few')),
    );
    await commitImport(bulk.t.db.prisma, { runId: p.importRunID, invalidRows: 'block', actor, bulkFrom: 1 });
    expect(await structures(bulk)).toEqual(before);
    // Its GIN entries are merged at the end of the commit, not left pending for every search to read.
    expect(await mergeSearchIndexPendingLists(prismaBulkQuery(bulk.t.db.prisma))).toBe(0);
  });

  it('changes nothing when it fails after dropping the indexes: rows, indexes and triggers as they were', async () => {
    const db = bulk.t.db.prisma;
    const p = await previewFinanceImport(
      bulk,
      fixtures.simpleWorkbook(fixtures.numberedContacts(6_000, 'fail', 'Fail')),
    );
    const before = {
      structures: await structures(bulk),
      search: await searchState(bulk),
      contacts: await db.contact.count(),
    };
    // Fails in the last batch, long after the bulk path dropped the indexes and disabled the triggers (only
    // then: a commit that kept its indexes succeeds, and the test with it).
    await db.$executeRawUnsafe(`CREATE FUNCTION refuse_bulk() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.email = 'fail5900@example.com' AND to_regclass('contact_search_tokens_idx') IS NULL THEN
          RAISE EXCEPTION 'injected failure';
        END IF;
        RETURN NEW;
      END $$`);
    await db.$executeRawUnsafe(
      `CREATE TRIGGER refuse_bulk BEFORE INSERT ON contact FOR EACH ROW EXECUTE FUNCTION refuse_bulk()`,
    );
    try {
      await expect(
        commitImport(db, { runId: p.importRunID, invalidRows: 'block', actor, bulkFrom: BULK }),
      ).rejects.toMatchObject({ statusCode: 500 });
    } finally {
      await db.$executeRawUnsafe('DROP TRIGGER refuse_bulk ON contact');
      await db.$executeRawUnsafe('DROP FUNCTION refuse_bulk');
    }
    expect(await structures(bulk)).toEqual(before.structures);
    expect(await searchState(bulk)).toEqual(before.search);
    expect(await db.contact.count()).toBe(before.contacts);
    const run = await db.importRun.findUniqueOrThrow({ where: { id: p.importRunID } });
    expect(run).toMatchObject({ stage: 'FAILED', message: 'The commit failed; no contact was changed.' });
  });
});
