import { describe, expect, it } from 'vitest';
import { beforeMigration, rows } from './support/before-migration.js';

const MIGRATION = '20261126031500_search_bulk_and_name_habits';

/** Decision 099 (items 7 and 8): contacts written before the migration get the new tokens and table rows. */
describe(`migration ${MIGRATION}`, () => {
  const earlier = beforeMigration(MIGRATION);

  it('rebuilds the tokens and the token table of the contacts that exist', async () => {
    const db = await earlier.apply();
    await rows(
      db.url,
      `INSERT INTO organization_unit (id, code, name, path, depth, created_by, modified_by)
       VALUES (1, 'X', 'X', '/1/', 0, 't', 't');
       INSERT INTO contact (ou_id, first_name, family_name, local_name, display_name, email, phone_number,
                            created_by, modified_by)
       VALUES (1, 'Tai Man', 'Chan', 'Chan Tai Man', 'Chan Tai Man', 'tm.chan@example.com', '29876543', 't', 't')`,
    );
    const [old] = await rows(
      db.url,
      `SELECT count(*)::int AS n FROM contact_search_token WHERE token LIKE '#%'`,
    );
    expect(old!.n).toBeGreaterThan(0);

    await expect(earlier.applyThrough()).resolves.toEqual([MIGRATION]);
    const [contact] = await rows(db.url, 'SELECT search_tokens FROM contact');
    expect(contact!.search_tokens).toEqual(
      expect.arrayContaining(['tm', 'taiman', '=t m chan', '=chan t m', '#p29876543', 'tm.chan@example.com']),
    );
    const table = await rows(db.url, 'SELECT token FROM contact_search_token');
    const listed = (contact!.search_tokens as string[]).filter((t) => !t.startsWith('#') && !/[@.]/.test(t));
    expect(table.map((r) => r.token as string).sort()).toEqual(listed.sort());
    const [key] = await rows(
      db.url,
      `SELECT count(*)::int AS n FROM pg_constraint WHERE conname = 'contact_search_token_pkey'`,
    );
    expect(key!.n).toBe(1);
  });
});
