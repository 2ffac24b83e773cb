import { contactExportColumns, CSRF_HEADER, type ImportPreview } from '@cd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileRoutesFixture } from '../../test/file-routes-fixture.js';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { multipartFile } from '../../test/multipart.js';
import type { TestApp } from '../../test/test-app.js';
import { loadWorkbook } from '../../test/workbooks.js';

// Issue 19 item 5: one column definition serves the template, the import and the export, so an exported
// sheet edited and imported again updates those contacts (by email) and changes nothing else.

let t: TestApp;
let oscar: InjectBrowser;
let ouId: number;

beforeAll(async () => {
  const fixture = await createFileRoutesFixture();
  ({ t, oscar } = fixture);
  ouId = fixture.ou['HPG-HK-FIN']!;
});
afterAll(() => t.close());

const csrf = { [CSRF_HEADER]: '1' };

async function exportOu(lang: 'en' | 'zh-HK') {
  const res = await oscar.request({
    method: 'POST',
    url: `/api/Contacts/ExportContacts?ouID=${ouId}&lang=${lang}`,
    headers: csrf,
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** Uploads the file; the preview is asserted before `commit` is called, so a bad preview commits nothing. */
async function previewFile(file: Buffer) {
  const body = multipartFile(file, { fileName: 'exported.xlsx' });
  const res = await oscar.request({
    method: 'POST',
    url: `/api/ContactImport/ImportContacts?ouID=${ouId}`,
    headers: { ...body.headers, ...csrf },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  const preview = (res.json() as { data: ImportPreview }).data;
  const commit = async () => {
    const committed = await oscar.request({
      method: 'POST',
      url: '/api/ContactImport/CommitImport',
      headers: csrf,
      payload: { importRunID: preview.importRunID },
    });
    expect(committed.statusCode).toBe(200);
    return (committed.json().data as { counts: ImportPreview['counts'] }).counts;
  };
  return { preview, commit };
}

/** Every contact of the directory with what hangs off it: what "changes nothing else" is checked on. */
const directory = () =>
  t.db.prisma.contact.findMany({
    orderBy: { id: 'asc' },
    include: {
      secondaryEmails: { orderBy: { position: 'asc' } },
      secondaryPhones: { orderBy: { position: 'asc' } },
    },
  });

describe('export → edit → import', () => {
  it('imports an untouched export as all unchanged, with no warning, and changes nothing', async () => {
    const count = await t.db.prisma.contact.count({ where: { ouId } });
    expect(count).toBeGreaterThan(3);
    // Phones as contact maintenance keeps them (spaces, hyphens); the import reads digits.
    const spaced = await t.db.prisma.contact.findFirstOrThrow({ where: { ouId }, orderBy: { id: 'desc' } });
    await t.db.prisma.contact.update({
      where: { id: spaced.id },
      data: { phoneNumber: '2123 4567', mobileNumber: '9123-4567', fax: '+852 2123 0000' },
    });
    for (const lang of ['en', 'zh-HK'] as const) {
      const before = await directory();
      const { preview, commit } = await previewFile(await exportOu(lang));
      expect(preview.warnings).toEqual([]);
      expect(preview.issues).toEqual([]);
      const none = { totalRows: count, created: 0, updated: 0, unchanged: count, invalid: 0 };
      expect(preview.counts).toEqual(none);
      expect(await commit()).toEqual(none);
      expect(await directory()).toEqual(before);
    }
  });

  it('updates only the contact whose cell was edited, and only that cell', async () => {
    const exported = await loadWorkbook(await exportOu('en'));
    const sheet = exported.worksheets[0]!;
    const column = (header: string) => contactExportColumns.indexOf(header) + 1;
    const row = sheet.getRow(3);
    const id = Number(row.getCell(column('Contact ID')).value);
    row.getCell(column('Job Title')).value = 'Head of Round Trips';
    const edited = Buffer.from(await exported.xlsx.writeBuffer());

    const before = await directory();
    const { preview, commit } = await previewFile(edited);
    const count = before.filter((c) => c.ouId === ouId).length;
    const one = { created: 0, updated: 1, unchanged: count - 1, invalid: 0 };
    expect(preview.counts).toMatchObject(one);
    expect(await commit()).toMatchObject(one);

    const after = await directory();
    const was = before.find((c) => c.id === id)!;
    const now = after.find((c) => c.id === id)!;
    expect(now).toEqual({
      ...was,
      title: 'Head of Round Trips',
      version: was.version + 1,
      modifiedBy: now.modifiedBy,
      modifiedAt: now.modifiedAt,
      searchText: now.searchText,
      searchTokens: now.searchTokens,
    });
    expect(after.filter((c) => c.id !== id)).toEqual(before.filter((c) => c.id !== id));

    // The same edited file again changes nothing more.
    const again = await previewFile(edited);
    expect(again.preview.counts).toMatchObject({ updated: 0, unchanged: count });
    expect(await again.commit()).toMatchObject({ updated: 0, unchanged: count });
    expect(await directory()).toEqual(after);
  });
});
