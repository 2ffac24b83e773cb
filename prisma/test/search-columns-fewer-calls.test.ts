import { describe, expect, it } from 'vitest';
import { beforeMigration, rows } from './support/before-migration.js';

const MIGRATION = '20261126094500_search_columns_fewer_calls';

// display, first, middle, family, local, chinese, title, email, phone cc/area/number/ext, mobile cc/number
type Case = (string | null)[];
// prettier-ignore
const CASES: Case[] = [
  ['Tai Man Chan', 'Tai Man', null, 'Chan', null, null, 'Officer', 'tm.chan@example.com', '852', null, '2123 4567', null, '852', '9123 4567'],
  ['Chan Tai Man', 'Tai-man', null, 'Chan', 'Chan Tai Man', '陳大文', "Head of IT", null, null, null, null, null, null, null],
  ["Jean-Luc O'Brien", 'Jean-Luc', 'Łukasz', "O'Brien", null, null, null, 'jl@example.com', '1', '212', '555-0100', '12', null, null],
  ['Peter Wong', 'Siu Ming', null, 'Wong', 'Peter', '黃小明', 'Manager', 'peter.wong@example.com', null, null, null, '88', '852', '6000 0001'],
  ['Wong Siu Ming', 'Siu Ming', null, 'Wong', 'Wong Siu Ming', null, null, null, null, null, null, null, null, null],
  ['Yamada Taro', 'Taro', null, 'Yamada', '山田 太郎', '山田太郎', null, '  ', null, null, null, null, null, null],
  ['Madonna', '', null, 'Madonna', 'Madonna', null, null, null, null, null, null, null, null, null],
  ['Prince', 'Prince', null, '', null, null, null, null, null, null, null, null, null, null],
  ['José Álvarez', 'José', 'María', 'Álvarez', 'Pepe', '  陳 ', 'Analyst', null, '34', null, '912 345 678', null, null, null],
  ['Chan Chan', 'Chan', null, 'Chan', 'Chan Chan', null, null, null, null, null, null, null, null, null],
  ['Lee', 'Lee', null, 'Lee', null, null, null, null, null, null, null, null, null, null],
  ['Ｆｕｌｌ Width', 'Ｆｕｌｌ', null, 'Width', 'full width', null, null, null, null, null, null, null, null, null],
];

const COLUMNS = `display_name, first_name, middle_name, family_name, local_name, chinese_name, title, email,
  phone_country_code, phone_area_code, phone_number, phone_extension, mobile_country_code, mobile_number`;

const literal = (v: string | null) => (v === null ? 'NULL' : `'${v.replace(/'/g, "''")}'`);

const insertCases = (marker: string) =>
  `INSERT INTO contact (ou_id, created_by, modified_by, ${COLUMNS})
   VALUES ${CASES.map((c) => `(1, '${marker}', 't', ${c.map(literal).join(', ')})`).join(',\n')}`;

/** The columns of every case written by `marker`, in case order, tokens as a sorted set (their order is not kept). */
async function columnsOf(url: string, marker: string) {
  const found = await rows(
    url,
    `SELECT ARRAY(SELECT DISTINCT t FROM unnest(search_tokens) AS t ORDER BY 1) AS tokens, search_text, sort_name
       FROM contact WHERE created_by = '${marker}' ORDER BY id`,
  );
  expect(found).toHaveLength(CASES.length);
  return found;
}

/**
 * Decision 099, "Bulk writes, third pass": the trigger skips names it has already tokenised and a query per
 * row, and must still write exactly the columns of the trigger it replaces, on insert and on update.
 */
describe(`migration ${MIGRATION}`, () => {
  const earlier = beforeMigration(MIGRATION);

  it('writes the same search columns as the trigger before it, on insert and on update', async () => {
    const db = await earlier.apply();
    await rows(
      db.url,
      `INSERT INTO organization_unit (id, code, name, path, depth, created_by, modified_by)
       VALUES (1, 'X', 'X', '/1/', 0, 't', 't');
       ${insertCases('plain')};
       ${insertCases('secondary')};
       INSERT INTO contact_email (contact_id, email, position)
       SELECT id, 'alias.' || id || '@example.com', 1 FROM contact WHERE created_by = 'secondary';
       INSERT INTO contact_phone (contact_id, kind, country_code, area_code, number, extension, position)
       SELECT id, 'MOBILE', '852', NULL, '5000 ' || id, '7', 1 FROM contact WHERE created_by = 'secondary'`,
    );
    const inserted = await columnsOf(db.url, 'plain');
    const updated = await columnsOf(db.url, 'secondary');
    expect(updated.every((c) => (c.tokens as string[]).some((t) => t.startsWith('#m8525000')))).toBe(true);

    await expect(earlier.applyThrough()).resolves.toEqual([MIGRATION]);
    await rows(db.url, insertCases('after'));
    expect(await columnsOf(db.url, 'after')).toEqual(inserted);
    await rows(db.url, `UPDATE contact SET search_text = 'x' WHERE created_by IN ('plain', 'secondary')`);
    expect(await columnsOf(db.url, 'plain')).toEqual(inserted);
    expect(await columnsOf(db.url, 'secondary')).toEqual(updated);
  });
});
