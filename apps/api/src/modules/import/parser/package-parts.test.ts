// How the package's parts are found: what proves a zip is an .xlsx workbook, relationships resolved
// against their folder, sheet visibility, the date system and which cell styles show dates.
import { describe, expect, it } from 'vitest';
import {
  buildXlsx,
  sheetXml,
  xlsxEntries,
  type PackageSpec,
} from '../../../test/import-fixtures/make-fixtures.js';
import { writeZip, type ZipEntryInput } from '../../../test/import-fixtures/zip-writer.js';
import { DEFAULT_WORKBOOK_LIMITS } from './limits.js';
import { readDateStyles, readWorkbookParts } from './package-parts.js';
import { readSharedStrings } from './shared-strings.js';
import { WorkbookError } from './workbook-error.js';
import { ZipPackage } from './zip-reader.js';

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const WORKBOOK_CT = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
const sheet = sheetXml([{ cells: ['Email'] }]);
const spec = (overrides: Partial<PackageSpec> = {}): PackageSpec => ({
  sheets: [{ name: 'Contacts', xml: sheet }],
  ...overrides,
});

async function withPackage<T>(zip: Buffer, use: (pkg: ZipPackage) => Promise<T>): Promise<T> {
  const pkg = await ZipPackage.open(zip, DEFAULT_WORKBOOK_LIMITS);
  try {
    return await use(pkg);
  } finally {
    pkg.close();
  }
}
const parts = (zip: Buffer) => withPackage(zip, readWorkbookParts);
/** The entries of `spec` with some replaced by name (and others added). */
const replaced = (entries: ZipEntryInput[], replacements: Record<string, string | null>) =>
  writeZip([
    ...entries
      .filter((e) => !(e.name in replacements))
      .concat(
        Object.entries(replacements)
          .filter((r): r is [string, string] => r[1] !== null)
          .map(([name, data]) => ({ name, data })),
      ),
  ]);
const refusedAsNotExcel = async (zip: Buffer) => {
  const err = await parts(zip).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(WorkbookError);
  expect((err as WorkbookError).reason).toBe('NOT_XLSX');
};
const relationships = (...rels: string[]) =>
  `<Relationships xmlns="${PKG_REL}">${rels.join('')}</Relationships>`;
const contentTypes = (workbookPath: string, extra = '') =>
  `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${workbookPath}" ContentType="${WORKBOOK_CT}"/>${extra}</Types>`;

describe('readWorkbookParts', () => {
  it('finds the sheets in order with their visibility, the shared strings and the styles', async () => {
    const zip = buildXlsx(
      spec({
        sheets: [
          { name: 'Lists', xml: sheet, hidden: true },
          { name: 'Contacts', xml: sheet },
        ],
        sharedStrings: ['a'],
        stylesXml: `<styleSheet xmlns="${NS}"/>`,
      }),
    );
    expect(await parts(zip)).toEqual({
      sheets: [
        { name: 'Lists', path: 'xl/worksheets/sheet1.xml', hidden: true, veryHidden: false },
        { name: 'Contacts', path: 'xl/worksheets/sheet2.xml', hidden: false, veryHidden: false },
      ],
      sharedStringsPath: 'xl/sharedStrings.xml',
      stylesPath: 'xl/styles.xml',
      date1904: false,
    });
  });

  it('has no shared strings or styles when the package has none', async () => {
    expect(await parts(buildXlsx(spec()))).toMatchObject({ sharedStringsPath: null, stylesPath: null });
  });

  it.each([
    ['1', true],
    ['true', true],
    ['0', false],
    ['false', false],
  ])('reads date1904="%s" as %s', async (flag, date1904) => {
    const entries = xlsxEntries(spec());
    const workbook = `<workbook xmlns="${NS}" xmlns:r="${REL}"><workbookPr date1904="${flag}"/><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`;
    expect((await parts(replaced(entries, { 'xl/workbook.xml': workbook }))).date1904).toBe(date1904);
  });

  it('resolves relationship targets relative to the part, absolute, with . and .., and skips external or broken ones; reads an unprefixed id and a missing name', async () => {
    const entries = xlsxEntries(spec());
    const workbook = `<workbook xmlns="${NS}" xmlns:ns1="${REL}"><sheets>${[
      ['Absolute', 'a', 'veryHidden'],
      ['Up', 'b', 'visible'],
      ['External', 'c'],
      ['Missing', 'd'],
      ['Chart', 'e'],
      ['NoRel', 'zz'],
      ['NoTarget', 'f'],
    ]
      .map(([name, id, state]) => `<sheet name="${name}" ns1:id="${id}"${state ? ` state="${state}"` : ''}/>`)
      .join('')}<sheet id="a"/></sheets></workbook>`;
    const ws = `${REL}/worksheet`;
    const zip = replaced(entries, {
      'xl/workbook.xml': workbook,
      'xl/_rels/workbook.xml.rels': relationships(
        `<Relationship Id="a" Type="${ws}" Target="/xl/worksheets/sheet1.xml"/>`,
        `<Relationship Id="b" Type="${ws}" Target="./../other/./sheets//two.xml"/>`,
        `<Relationship Id="c" Type="${ws}" Target="xl/worksheets/sheet1.xml" TargetMode="External"/>`,
        `<Relationship Id="d" Type="${ws}" Target="worksheets/none.xml"/>`,
        `<Relationship Id="e" Type="${REL}/chartsheet" Target="worksheets/sheet1.xml"/>`,
        `<Relationship Target="worksheets/sheet1.xml"/>`,
        `<Relationship Id="f" Type="${ws}"/>`,
      ),
      'other/sheets/two.xml': sheet,
    });
    expect((await parts(zip)).sheets).toEqual([
      { name: 'Absolute', path: 'xl/worksheets/sheet1.xml', hidden: true, veryHidden: true },
      { name: 'Up', path: 'other/sheets/two.xml', hidden: false, veryHidden: false },
      { name: '', path: 'xl/worksheets/sheet1.xml', hidden: false, veryHidden: false },
    ]);
  });

  it('finds a workbook that is not at xl/workbook.xml through the root relationships', async () => {
    const zip = writeZip([
      { name: '[Content_Types].xml', data: contentTypes('book/main.xml') },
      {
        name: '_rels/.rels',
        data: relationships(
          `<Relationship Id="x" Type="${REL}/extended-properties" Target="docProps/app.xml"/>`,
          `<Relationship Id="y" Type="${REL}/officeDocument" Target="book/main.xml"/>`,
        ),
      },
      {
        name: 'book/main.xml',
        data: `<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Only" r:id="s"/></sheets></workbook>`,
      },
      {
        name: 'book/_rels/main.xml.rels',
        data: relationships(
          `<Relationship Id="s" Type="${REL}/worksheet" Target="s.xml"/>`,
          `<Relationship Id="t" Type="${REL}/sharedStrings" Target="missing.xml"/>`,
        ),
      },
      { name: 'book/s.xml', data: sheet },
    ]);
    expect(await parts(zip)).toEqual({
      sheets: [{ name: 'Only', path: 'book/s.xml', hidden: false, veryHidden: false }],
      sharedStringsPath: null,
      stylesPath: null,
      date1904: false,
    });
  });

  it('has no sheets when the workbook part has no relationships', async () => {
    const zip = replaced(xlsxEntries(spec()), { 'xl/_rels/workbook.xml.rels': null });
    expect((await parts(zip)).sheets).toEqual([]);
  });

  it('refuses a package without content types, root relationships or a workbook part', async () => {
    const entries = xlsxEntries(spec());
    await refusedAsNotExcel(replaced(entries, { '[Content_Types].xml': null }));
    await refusedAsNotExcel(replaced(entries, { '_rels/.rels': null }));
    await refusedAsNotExcel(replaced(entries, { 'xl/workbook.xml': null }));
    await refusedAsNotExcel(
      replaced(entries, {
        '_rels/.rels': relationships(
          `<Relationship Id="r" Type="${REL}/officeDocument" Target="xl/workbook.xml" TargetMode="External"/>`,
        ),
      }),
    );
  });

  it('refuses a workbook part of another content type (a template, a macro workbook)', async () => {
    await refusedAsNotExcel(
      buildXlsx(
        spec({
          workbookContentType:
            'application/vnd.openxmlformats-officedocument.spreadsheetml.template.main+xml',
        }),
      ),
    );
    const entries = xlsxEntries(spec());
    const defaultOnly = `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="${WORKBOOK_CT}"/></Types>`;
    await refusedAsNotExcel(replaced(entries, { '[Content_Types].xml': defaultOnly }));
  });

  it.each([
    ['xl/vbaProject.bin', 'a VBA project'],
    ['XL/VBAPROJECT.BIN', 'a VBA project in capitals'],
    ['xl/activeX/activeX1.xml', 'an ActiveX control'],
  ])('refuses a package holding %s (%s)', async (name) => {
    await refusedAsNotExcel(buildXlsx(spec({ extraEntries: [{ name, data: 'x' }] })));
  });

  it.each([
    'application/vnd.ms-excel.sheet.macroEnabled.main+xml',
    'application/vnd.ms-office.vbaProject',
    'application/vnd.ms-office.activeX+xml',
    'application/x-VBAPROJECT',
  ])('refuses a package declaring the content type %s anywhere', async (type) => {
    const entries = xlsxEntries(spec());
    await refusedAsNotExcel(
      replaced(entries, {
        '[Content_Types].xml': contentTypes(
          'xl/workbook.xml',
          `<Default Extension="bin" ContentType="${type}"/>`,
        ),
      }),
    );
  });
});

describe('readDateStyles', () => {
  const styles = (body: string) =>
    buildXlsx(spec({ stylesXml: `<x:styleSheet xmlns:x="${NS}">${body}</x:styleSheet>` }));
  const dateStyles = (zip: Buffer) => withPackage(zip, (pkg) => readDateStyles(pkg, 'xl/styles.xml'));

  it('tells for each cell style whether it shows a date, from built-in and custom formats', async () => {
    const zip = styles(
      '<x:numFmts><x:numFmt numFmtId="164" formatCode="yyyy-mm-dd"/><x:numFmt numFmtId="165" formatCode="0.00"/><x:numFmt numFmtId="166"/></x:numFmts>' +
        '<x:cellStyleXfs><x:xf numFmtId="14"/></x:cellStyleXfs>' +
        '<x:cellXfs><x:xf numFmtId="0"/><x:xf numFmtId="14"/><x:xf numFmtId="164"/><x:xf numFmtId="165"/><x:xf/><x:xf numFmtId="166"/></x:cellXfs>' +
        '<x:dxfs><x:xf numFmtId="14"/></x:dxfs>',
    );
    expect(await dateStyles(zip)).toEqual([false, true, true, false, false, false]);
  });

  it('has none without a styles part', async () => {
    expect(await withPackage(buildXlsx(spec()), (pkg) => readDateStyles(pkg, null))).toEqual([]);
  });
});

describe('readSharedStrings', () => {
  const limits = (maxSharedStringChars: number) => ({ ...DEFAULT_WORKBOOK_LIMITS, maxSharedStringChars });
  const strings = (items: string[] | string, max = 1_000) =>
    withPackage(buildXlsx(spec({ sharedStrings: items })), (pkg) =>
      readSharedStrings(pkg, 'xl/sharedStrings.xml', limits(max)),
    );

  it('reads plain and rich items, leaving out phonetic guides, under any prefix', async () => {
    expect(
      await strings([
        'plain',
        '<r><rPr><b/></rPr><t>ri</t></r><r><t xml:space="preserve">ch </t></r>',
        '<t>劉</t><rPh sb="0" eb="1"><t>ラウ</t></rPh><rPh sb="0" eb="1"><t>リュウ</t></rPh><phoneticPr fontId="1"/>',
        '',
        '<t/>',
      ]),
    ).toEqual(['plain', 'rich ', '劉', '', '']);
    const prefixed = `<x:sst xmlns:x="${NS}"><x:si><x:t>one</x:t></x:si><x:si><x:r><x:t>t</x:t></x:r><x:r><x:t>wo</x:t></x:r></x:si></x:sst>`;
    expect(await strings(prefixed)).toEqual(['one', 'two']);
  });

  it('ignores text outside items and outside t elements', async () => {
    const xml = `<sst xmlns="${NS}"><t>stray</t><si>noise<t>kept</t><rPr>more</rPr></si></sst>`;
    expect(await strings(xml)).toEqual(['kept']);
  });

  it('allows exactly maxSharedStringChars characters of text and refuses one more', async () => {
    const items = ['abc', 'de', '<t>f</t><rPh><t>ignored</t></rPh>'];
    expect(await strings(items, 6)).toEqual(['abc', 'de', 'f']);
    const err = await strings(items, 5).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WorkbookError);
    expect(err).toMatchObject({
      reason: 'TOO_LARGE_UNPACKED',
      message: 'The workbook holds too much text to be imported.',
    });
  });

  it('has none without a shared-strings part', async () => {
    expect(
      await withPackage(buildXlsx(spec()), (pkg) => readSharedStrings(pkg, null, DEFAULT_WORKBOOK_LIMITS)),
    ).toEqual([]);
  });
});
