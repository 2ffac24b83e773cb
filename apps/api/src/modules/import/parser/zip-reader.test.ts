// ZipPackage on packages damaged or built to the byte: what yauzl reports, the budget every inflated byte
// counts against, and the zip handle closed however reading ends.
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import yauzl from 'yauzl';
import * as fixtures from '../../../test/import-fixtures/make-fixtures.js';
import { writeZip } from '../../../test/import-fixtures/zip-writer.js';
import { DEFAULT_WORKBOOK_LIMITS, type WorkbookLimits } from './limits.js';
import { readContactWorkbook } from './read-workbook.js';
import { WorkbookError } from './workbook-error.js';
import { ZipPackage } from './zip-reader.js';

const SHEET = 'xl/worksheets/sheet1.xml';
const workbook = () => fixtures.simpleWorkbook([['a@example.com', 'A', 'B']]);
const limits = (overrides: Partial<WorkbookLimits> = {}) => ({ ...DEFAULT_WORKBOOK_LIMITS, ...overrides });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the package was read');
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(WorkbookError);
      return err as WorkbookError;
    },
  );
/** Where an entry's local header starts, and its sizes, as the central directory says. */
async function entryOf(zip: Buffer, name: string) {
  const pkg = await ZipPackage.open(zip, DEFAULT_WORKBOOK_LIMITS);
  const entry = pkg.entries.get(name)!;
  pkg.close();
  return entry;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ZipPackage: damaged packages', () => {
  it('names what yauzl found wrong with the zip directory', async () => {
    const err = await refusal(readContactWorkbook(fixtures.corruptZip()));
    expect(err.reason).toBe('CORRUPT');
    expect(err.message).toBe(
      'The file is damaged and cannot be read as an Excel workbook (End of central directory record signature not found. Either not a zip file, or file is truncated.).',
    );
  });

  it('refuses a directory with a damaged entry after the first', async () => {
    const zip = Buffer.from(workbook());
    const second = zip.indexOf(
      Buffer.from([0x50, 0x4b, 0x01, 0x02]),
      zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 4,
    );
    zip[second + 3] = 0x09;
    const err = await refusal(readContactWorkbook(zip));
    expect(err.reason).toBe('CORRUPT');
    expect(err.message).toMatch(
      /^The file is damaged .*\(invalid central directory file header signature: 0x9014b50\)\.$/,
    );
  });

  it('refuses a part whose local header is damaged, naming the reason', async () => {
    const zip = Buffer.from(workbook());
    zip[(await entryOf(zip, SHEET)).relativeOffsetOfLocalHeader] = 0x51;
    const err = await refusal(readContactWorkbook(zip));
    expect(err.reason).toBe('CORRUPT');
    expect(err.message).toMatch(/\(invalid local file header signature: 0x4034b51\)\.$/);
  });

  it('refuses a part that is not in the package', async () => {
    const pkg = await ZipPackage.open(workbook(), DEFAULT_WORKBOOK_LIMITS);
    try {
      expect(pkg.has('xl/nothing.xml')).toBe(false);
      const err = await refusal(pkg.open('xl/nothing.xml'));
      expect(err.reason).toBe('CORRUPT');
      expect(err.message).toBe(
        'The file is damaged and cannot be read as an Excel workbook (xl/nothing.xml is missing).',
      );
    } finally {
      pkg.close();
    }
  });

  it('refuses a small part that inflates to more than its header declares', async () => {
    const entries = fixtures.xlsxEntries({
      sheets: [{ name: 'Contacts', xml: fixtures.sheetXml([{ cells: fixtures.TEMPLATE_HEADER }]) }],
    });
    const lying = writeZip(entries.map((e) => (e.name === SHEET ? { ...e, declaredSize: 100 } : e)));
    const err = await refusal(readContactWorkbook(lying));
    expect(err.reason).toBe('COMPRESSION_RATIO');
    expect(err.message).toBe(
      'A part of the workbook unpacks to more than its header declares, as a zip bomb does; it cannot be imported.',
    );
  });

  it('reads a package whose entry names use backslashes, as some Windows tools write them', async () => {
    const extra = [{ name: 'docProps\\app.xml', data: '<Properties/>' }];
    const zip = fixtures.buildXlsx({
      sheets: [
        {
          name: 'Contacts',
          xml: fixtures.sheetXml([
            { cells: fixtures.TEMPLATE_HEADER },
            { cells: ['a@example.com', 'A', 'B'] },
          ]),
        },
      ],
      extraEntries: extra,
    });
    expect((await readContactWorkbook(zip)).rows).toHaveLength(1);
  });
});

describe('ZipPackage: the inflated-bytes budget', () => {
  it('counts every byte inflated against maxUncompressedBytes, a part read twice included', async () => {
    const zip = workbook();
    const pkg = await ZipPackage.open(zip, DEFAULT_WORKBOOK_LIMITS);
    const total = [...pkg.entries.values()].reduce((sum, e) => sum + e.uncompressedSize, 0);
    pkg.close();
    const budgeted = await ZipPackage.open(zip, limits({ maxUncompressedBytes: total }));
    try {
      for (const name of budgeted.entries.keys()) await budgeted.readText(name);
      const err = await refusal(budgeted.readText(SHEET));
      expect(err.reason).toBe('TOO_LARGE_UNPACKED');
    } finally {
      budgeted.close();
    }
  });

  it('allows a part that inflates to exactly maxCompressionRatio times its packed size', async () => {
    // A stored part is exactly 1:1; the other parts stay under ratioCheckMinBytes.
    const padded = fixtures
      .sheetXml([{ cells: fixtures.TEMPLATE_HEADER }, { cells: ['a@example.com', 'A', 'B'] }])
      .replace('<sheetData>', `<sheetData>${' '.repeat(4_000)}`);
    const entries = fixtures.xlsxEntries({ sheets: [{ name: 'Contacts', xml: padded }] });
    const zip = writeZip(entries.map((e) => (e.name === SHEET ? { ...e, stored: true } : e)));
    const entry = await entryOf(zip, SHEET);
    expect(entry.compressedSize).toBe(entry.uncompressedSize);
    const ratioOne = { maxCompressionRatio: 1, ratioCheckMinBytes: 4_000 };
    expect((await readContactWorkbook(zip, { limits: ratioOne })).rows).toHaveLength(1);
  });
});

describe('ZipPackage.readText', () => {
  it('reads a part whole as UTF-8 text', async () => {
    const zip = fixtures.inlineStringsWorkbook();
    const pkg = await ZipPackage.open(zip, DEFAULT_WORKBOOK_LIMITS);
    try {
      expect(await pkg.readText(SHEET)).toBe(await text(await pkg.open(SHEET)));
      expect(await pkg.readText(SHEET)).toContain('<x:t>電郵</x:t>');
    } finally {
      pkg.close();
    }
  });
});

describe('ZipPackage: closing', () => {
  it('closes the zip it refuses for too many entries, and the one it read', async () => {
    const close = vi.spyOn(yauzl.ZipFile.prototype, 'close');
    await refusal(readContactWorkbook(workbook(), { limits: { maxEntries: 1 } }));
    expect(close).toHaveBeenCalledTimes(1);
    await readContactWorkbook(workbook());
    expect(close).toHaveBeenCalledTimes(2);
  });
});
