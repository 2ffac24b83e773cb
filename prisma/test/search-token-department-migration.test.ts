import { describe, expect, it } from 'vitest';
import { beforeMigration, rows } from './support/before-migration.js';

const MIGRATION = '20261126090000_search_token_department';

/** Decision 099 item 15: the token rows of contacts written before the migration carry their department. */
describe(`migration ${MIGRATION}`, () => {
  const earlier = beforeMigration(MIGRATION);

  it('copies every token row with its contact’s department (0 for none) and rebuilds the key', async () => {
    const db = await earlier.apply();
    await rows(
      db.url,
      `INSERT INTO organization_unit (id, code, name, path, depth, created_by, modified_by)
       VALUES (1, 'X', 'X', '/1/', 0, 't', 't');
       INSERT INTO department (id, ou_id, code, name, created_by, modified_by)
       VALUES (7, 1, 'FIN', 'Finance', 't', 't');
       INSERT INTO contact (ou_id, department_id, first_name, family_name, display_name, created_by, modified_by)
       VALUES (1, 7, 'Tai Man', 'Chan', 'Chan Tai Man', 't', 't'), (1, NULL, 'Siu Ming', 'Wong', 'Wong Siu Ming', 't', 't')`,
    );
    const [before] = await rows(db.url, 'SELECT count(*)::int AS n FROM contact_search_token');

    await expect(earlier.applyThrough()).resolves.toEqual([MIGRATION]);
    const table = await rows(
      db.url,
      `SELECT c.family_name AS family, array_agg(DISTINCT t.department_id) AS departments, count(*)::int AS n
         FROM contact_search_token t JOIN contact c ON c.id = t.contact_id GROUP BY 1 ORDER BY 1`,
    );
    expect(table).toEqual([
      { family: 'Chan', departments: [7], n: expect.any(Number) },
      { family: 'Wong', departments: [0], n: expect.any(Number) },
    ]);
    expect(table.reduce((sum, r) => sum + (r.n as number), 0)).toBe(before!.n);
    const [key] = await rows(
      db.url,
      `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'contact_search_token_pkey'`,
    );
    expect(key!.def).toBe('PRIMARY KEY (token, sort_key, contact_id, ou_id, department_id)');

    // The triggers keep it: a move to another department rewrites the contact's rows.
    await rows(db.url, `UPDATE contact SET department_id = 7 WHERE family_name = 'Wong'`);
    const [moved] = await rows(
      db.url,
      `SELECT count(*)::int AS n FROM contact_search_token t JOIN contact c ON c.id = t.contact_id
        WHERE c.family_name = 'Wong' AND t.department_id <> 7`,
    );
    expect(moved!.n).toBe(0);
  });
});
