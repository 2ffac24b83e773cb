import { describe, expect, it } from 'vitest';
import { beforeMigration, rows } from './support/before-migration.js';

const MIGRATION = '20261125200000_master_contact_per_email';

/** Decision 086: a database that already holds two masters for one email keeps the oldest as the master. */
describe(`migration ${MIGRATION}`, () => {
  const earlier = beforeMigration(MIGRATION);

  it('applies on data that breaks the rule: the oldest master stays, the others are demoted and audited', async () => {
    const db = await earlier.apply();
    await rows(
      db.url,
      `INSERT INTO organization_unit (id, code, name, path, depth, created_by, modified_by)
       VALUES (1, 'X', 'X', '/1/', 0, 't', 't')`,
    );
    const contact = (id: number, email: string, master: boolean, day: number) =>
      `(${id}, 1, 'A', 'B', 'A B', '${email}', ${master}, '2020-01-0${day}', 't', 't')`;
    await rows(
      db.url,
      `INSERT INTO contact (id, ou_id, first_name, family_name, display_name, email, is_master_record,
                            created_at, created_by, modified_by)
       VALUES ${[
         contact(1, 'same@example.com', true, 3),
         contact(2, 'same@example.com', true, 1), // the oldest
         contact(3, 'same@example.com', true, 2),
         contact(4, 'same@example.com', false, 1),
         contact(5, 'other@example.com', true, 1),
       ].join(', ')}`,
    );

    await expect(earlier.applyThrough()).resolves.toEqual([MIGRATION]);
    const masters = await rows(db.url, 'SELECT id FROM contact WHERE is_master_record ORDER BY id');
    expect(masters.map((r) => r.id)).toEqual([2, 5]);
    const audit = await rows(
      db.url,
      `SELECT entity_id, ou_id, before, after FROM audit_log WHERE action = 'CONTACT_UPDATE' ORDER BY entity_id`,
    );
    expect(audit).toEqual([
      { entity_id: '1', ou_id: 1, before: { isMasterRecord: true }, after: { isMasterRecord: false } },
      { entity_id: '3', ou_id: 1, before: { isMasterRecord: true }, after: { isMasterRecord: false } },
    ]);
    await expect(rows(db.url, 'UPDATE contact SET is_master_record = true WHERE id = 4')).rejects.toThrow(
      'contact_master_email_key',
    );
  });
});
