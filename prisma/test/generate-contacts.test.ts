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
               WHERE s.token = t AND s.sort_key = c.sort_name AND s.contact_id = c.id AND s.ou_id = c.ou_id
                       AND s.department_id = coalesce(c.department_id, 0))`;
    expect(tokens!.missing).toBe(0n);
    // 5,000 contacts write ~200,000 token entries: 34 s at load 35 on the shared 2 cores.
  }, 120_000);

  it('builds the token table, its key, the word list and the indexes of contact after a bulk load', async () => {
    const indexes = `SELECT pg_get_indexdef(i.indexrelid) AS definition FROM pg_index i
                      WHERE i.indrelid = 'contact'::regclass AND i.indisvalid ORDER BY 1`;
    const before = await db.prisma.$queryRawUnsafe<{ definition: string }[]>(indexes);
    const [{ last }] = await db.prisma.$queryRaw<[{ last: number }]>`SELECT max(id) AS last FROM contact`;
    await generateContacts(db.url, { count: 1500, bulkFrom: 1 });

    // The same rows as the statement trigger writes for any other load: every listed token, nothing else.
    const [tokens] = await db.prisma.$queryRaw<{ listed: bigint; stored: bigint; missing: bigint }[]>`
      SELECT (SELECT count(*) FROM contact c, unnest(c.search_tokens) AS t WHERE c.id > ${last} AND cd_listed_token(t))
               AS listed,
             (SELECT count(*) FROM contact_search_token WHERE contact_id > ${last}) AS stored,
             (SELECT count(*) FROM contact c, unnest(c.search_tokens) AS t
               WHERE c.id > ${last} AND cd_listed_token(t) AND NOT EXISTS (SELECT 1 FROM contact_search_token s
                       WHERE s.token = t AND s.sort_key = c.sort_name AND s.contact_id = c.id AND s.ou_id = c.ou_id
                       AND s.department_id = coalesce(c.department_id, 0)))
               AS missing`;
    expect(tokens!.missing).toBe(0n);
    expect(tokens!.stored).toBe(tokens!.listed);
    const [words] = await db.prisma.$queryRaw<{ missing: bigint }[]>`
      SELECT count(*) AS missing FROM contact c, unnest(cd_token_name_words(c.search_tokens)) AS w
       WHERE c.id > ${last} AND NOT EXISTS (SELECT 1 FROM search_word s WHERE s.word = w)`;
    expect(words!.missing).toBe(0n);
    // The key, every index of contact and the trigger are back, so the next writer is served as before.
    const after = await db.prisma.$queryRawUnsafe<{ definition: string }[]>(indexes);
    expect(after).toEqual(before);
    expect(after.map((i) => i.definition)).toContainEqual(expect.stringMatching(/USING btree \(email\)/));
    const [state] = await db.prisma.$queryRaw<{ key: bigint; trigger: string }[]>`
      SELECT (SELECT count(*) FROM pg_constraint WHERE conname = 'contact_search_token_pkey') AS key,
             (SELECT tgenabled FROM pg_trigger WHERE tgname = 'contact_search_token_insert')::text AS trigger`;
    expect(state).toEqual({ key: 1n, trigger: 'O' });
    const ou = await db.prisma.organizationUnit.findFirstOrThrow();
    const one = await db.prisma.contact.create({
      data: {
        ouId: ou.id,
        firstName: 'Zebedee',
        familyName: 'Quill',
        displayName: 'Zebedee Quill',
        createdBy: 't',
        modifiedBy: 't',
      },
    });
    const [found] = await db.prisma.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM contact_search_token WHERE contact_id = ${one.id} AND token = 'quill'`;
    expect(found!.n).toBe(1n);
  }, 120_000);
});
