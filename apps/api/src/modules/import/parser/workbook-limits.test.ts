// The zip and XML defences at their exact limits, on small workbooks with small limits: what the
// mutation run of the parser (`pnpm mutation:api`, group api-import) found untested.
import { describe, expect, it } from 'vitest';
import * as fixtures from '../../../test/import-fixtures/make-fixtures.js';
import { DEFAULT_WORKBOOK_LIMITS, type WorkbookLimits } from './limits.js';
import { readContactWorkbook } from './read-workbook.js';
import { WorkbookError } from './workbook-error.js';
import { ZipPackage } from './zip-reader.js';

const workbook = () => fixtures.simpleWorkbook([['a@example.com', 'A', 'B']]);

const outcome = (buffer: Buffer, limits: Partial<WorkbookLimits> = {}) =>
  readContactWorkbook(buffer, { limits }).then(
    () => 'read',
    (err: unknown) => (err instanceof WorkbookError ? err : Promise.reject(err)),
  );

async function packageFacts() {
  const pkg = await ZipPackage.open(workbook(), DEFAULT_WORKBOOK_LIMITS);
  const entries = [...pkg.entries.values()];
  pkg.close();
  return {
    count: entries.length,
    unpacked: entries.reduce((sum, e) => sum + e.uncompressedSize, 0),
    largest: Math.max(...entries.map((e) => e.uncompressedSize)),
  };
}

describe('workbook limits, exactly', () => {
  it('allows exactly maxEntries parts and refuses one more, naming both counts', async () => {
    const { count } = await packageFacts();
    expect(await outcome(workbook(), { maxEntries: count })).toBe('read');
    const refused = await outcome(workbook(), { maxEntries: count - 1 });
    expect(refused).toMatchObject({ reason: 'TOO_MANY_ENTRIES' });
    expect((refused as WorkbookError).message).toBe(
      `The workbook holds ${count} parts; at most ${count - 1} are allowed.`,
    );
  });

  it('allows exactly maxUncompressedBytes unpacked and refuses a byte less, in MB', async () => {
    const { unpacked } = await packageFacts();
    expect(await outcome(workbook(), { maxUncompressedBytes: unpacked })).toBe('read');
    const refused = await outcome(workbook(), { maxUncompressedBytes: unpacked - 1 });
    expect(refused).toMatchObject({ reason: 'TOO_LARGE_UNPACKED' });
    expect((refused as WorkbookError).message).toBe(
      `The workbook unpacks to more than ${Math.round((unpacked - 1) / 1024 / 1024)} MB; it cannot be imported.`,
    );
    const mb = await outcome(workbook(), { maxUncompressedBytes: 3 * 1024 * 1024 - 1 });
    expect(mb).toBe('read');
  });

  it('refuses declared sizes over the limits on opening the package, before inflating anything', async () => {
    const { unpacked, largest } = await packageFacts();
    const limits = (overrides: object) => ({ ...DEFAULT_WORKBOOK_LIMITS, ...overrides });
    await expect(
      ZipPackage.open(workbook(), limits({ maxUncompressedBytes: unpacked - 1 })),
    ).rejects.toMatchObject({
      reason: 'TOO_LARGE_UNPACKED',
    });
    await expect(
      ZipPackage.open(workbook(), limits({ maxCompressionRatio: 1.01, ratioCheckMinBytes: largest - 1 })),
    ).rejects.toMatchObject({ reason: 'COMPRESSION_RATIO' });
    (await ZipPackage.open(workbook(), limits({ maxUncompressedBytes: unpacked }))).close();
  });

  it('checks the compression ratio only above ratioCheckMinBytes, and then strictly above the ratio', async () => {
    const { largest } = await packageFacts();
    // Every part of a small workbook packs better than 1:1.01; with the check on for all of them it fails.
    const strict = { maxCompressionRatio: 1.01, ratioCheckMinBytes: 0 };
    expect(await outcome(workbook(), strict)).toMatchObject({ reason: 'COMPRESSION_RATIO' });
    expect(await outcome(workbook(), { ...strict, ratioCheckMinBytes: largest })).toBe('read');
    expect(await outcome(workbook(), { ...strict, ratioCheckMinBytes: largest - 1 })).toMatchObject({
      reason: 'COMPRESSION_RATIO',
    });
  });

  it('refuses a zip bomb while inflating even when its headers lie about the sizes', async () => {
    // The lying bomb declares small sizes, so only the counting stream can stop it.
    const refused = await outcome(fixtures.lyingZipBomb(), { maxCompressionRatio: 1e9 });
    expect(refused).toBeInstanceOf(WorkbookError);
  });

  it('refuses anything shorter than one zip header as not an Excel file', async () => {
    const tooShort = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(25)]);
    expect(await outcome(tooShort)).toMatchObject({ reason: 'NOT_XLSX' });
    const header = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26)]);
    expect(await outcome(header)).toMatchObject({ reason: 'CORRUPT' });
  });
});

describe('XML parts', () => {
  it('refuses a sheet that is not well-formed XML as damaged, naming the part', async () => {
    const broken = fixtures.buildXlsx({ sheets: [{ name: 'Contacts', xml: '<worksheet><sheetData><row>' }] });
    const refused = await outcome(broken);
    expect(refused).toMatchObject({ reason: 'CORRUPT' });
    expect((refused as WorkbookError).message).toMatch(
      /^The workbook part xl\/worksheets\/sheet1\.xml is not well-formed XML \([^\n]+\)\.$/,
    );
  });

  it('reads text split across CDATA sections', async () => {
    const xml = fixtures
      .sheetXml([{ cells: ['Email', 'First Name', 'Family Name'] }, { cells: ['a@example.com', 'A', 'B'] }])
      .replace('>A<', '><![CDATA[A]]><');
    const parsed = await readContactWorkbook(fixtures.buildXlsx({ sheets: [{ name: 'Contacts', xml }] }));
    expect(parsed.rows[0]?.values.firstName).toBe('A');
  });
});
