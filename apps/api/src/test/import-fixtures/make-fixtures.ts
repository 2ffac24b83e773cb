/**
 * The import parser's fixture corpus, made by code so every odd or hostile byte is explained here.
 * Tests call these functions; `pnpm --filter @cd/api exec tsx src/test/import-fixtures/make-fixtures.ts [dir]`
 * writes them out (default ./out beside this file, git-ignored) for trying them in Excel or the browser.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeZip, type ZipEntryInput } from './zip-writer.js';

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const SHEET_CT = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';
const WORKBOOK_CT = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
const MACRO_WORKBOOK_CT = 'application/vnd.ms-excel.sheet.macroEnabled.main+xml';

export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface SheetSpec {
  name: string;
  xml: string;
  /** true: state="hidden" (Excel's Hide); 'veryHidden' as only code makes it (the template's lists). */
  hidden?: boolean | 'veryHidden';
}

export interface PackageSpec {
  sheets: SheetSpec[];
  sharedStrings?: string[] | string;
  stylesXml?: string;
  date1904?: boolean;
  workbookContentType?: string;
  extraEntries?: ZipEntryInput[];
  /** Namespace prefix for the SpreadsheetML elements, as some generators write (`x:`). */
  prefix?: string;
}

/** An .xlsx package from its parts. */
export function buildXlsx(spec: PackageSpec): Buffer {
  return writeZip(xlsxEntries(spec));
}

/** The zip entries of an .xlsx package, for fixtures that swap one of them. */
export function xlsxEntries(spec: PackageSpec): ZipEntryInput[] {
  const p = spec.prefix ? `${spec.prefix}:` : '';
  const xmlns = spec.prefix ? `xmlns:${spec.prefix}="${NS}"` : `xmlns="${NS}"`;
  const sheetOverrides = spec.sheets
    .map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${SHEET_CT}"/>`)
    .join('');
  const sst = Array.isArray(spec.sharedStrings)
    ? `<sst ${xmlns} count="${spec.sharedStrings.length}" uniqueCount="${spec.sharedStrings.length}">${spec.sharedStrings
        .map((s) =>
          s.startsWith('<') ? `<si>${s}</si>` : `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`,
        )
        .join('')}</sst>`
    : spec.sharedStrings;
  const entries: ZipEntryInput[] = [
    {
      name: '[Content_Types].xml',
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${spec.workbookContentType ?? WORKBOOK_CT}"/>${sheetOverrides}${sst ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' : ''}${spec.stylesXml ? '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' : ''}</Types>`,
    },
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><${p}workbook ${xmlns} xmlns:r="${REL_NS}">${spec.date1904 ? `<${p}workbookPr date1904="1"/>` : ''}<${p}sheets>${spec.sheets
        .map(
          (s, i) =>
            `<${p}sheet name="${escapeXml(s.name)}" sheetId="${i + 1}"${s.hidden ? ` state="${s.hidden === true ? 'hidden' : s.hidden}"` : ''} r:id="rId${i + 1}"/>`,
        )
        .join('')}</${p}sheets></${p}workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG_REL_NS}">${spec.sheets
        .map(
          (_, i) =>
            `<Relationship Id="rId${i + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
        )
        .join(
          '',
        )}${sst ? `<Relationship Id="rIdS" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/>` : ''}${spec.stylesXml ? `<Relationship Id="rIdT" Type="${REL_NS}/styles" Target="/xl/styles.xml"/>` : ''}</Relationships>`,
    },
    ...spec.sheets.map((s, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, data: s.xml })),
    ...(sst ? [{ name: 'xl/sharedStrings.xml', data: sst }] : []),
    ...(spec.stylesXml ? [{ name: 'xl/styles.xml', data: spec.stylesXml }] : []),
    ...(spec.extraEntries ?? []),
  ];
  return entries;
}

type Cell = string | number | { s: number } | { v: string; t?: string; s?: number; f?: string } | null;

/** Sheet XML from rows of cells: strings go inline, numbers as numbers, objects as given. */
export function sheetXml(rows: { r?: number; cells: Cell[] }[], extra = '', prefix = ''): string {
  const p = prefix ? `${prefix}:` : '';
  const xmlns = prefix ? `xmlns:${prefix}="${NS}"` : `xmlns="${NS}"`;
  let next = 1;
  const body = rows
    .map(({ r, cells }) => {
      const rowNumber = r ?? next;
      next = rowNumber + 1;
      const xml = cells
        .map((cell, i) => {
          const ref = `${String.fromCharCode(65 + (i % 26))}${rowNumber}`.replace(/^/, i >= 26 ? 'A' : '');
          if (cell === null) return '';
          if (typeof cell === 'number') return `<${p}c r="${ref}"><${p}v>${cell}</${p}v></${p}c>`;
          if (typeof cell === 'string')
            return `<${p}c r="${ref}" t="inlineStr"><${p}is><${p}t>${escapeXml(cell)}</${p}t></${p}is></${p}c>`;
          if (!('v' in cell)) return `<${p}c r="${ref}" s="${cell.s}"/>`;
          return `<${p}c r="${ref}"${cell.t ? ` t="${cell.t}"` : ''}${cell.s !== undefined ? ` s="${cell.s}"` : ''}>${cell.f ? `<${p}f>${escapeXml(cell.f)}</${p}f>` : ''}<${p}v>${escapeXml(cell.v)}</${p}v></${p}c>`;
        })
        .join('');
      return `<${p}row r="${rowNumber}">${xml}</${p}row>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><${p}worksheet ${xmlns}><${p}sheetData>${body}</${p}sheetData>${extra}</${p}worksheet>`;
}

export const TEMPLATE_HEADER = [
  'Email',
  'First Name',
  'Family Name',
  'Department',
  'Phone Number',
  'Phone Country Code',
];

/**
 * As Excel saves: shared strings (one of them rich text, one with a phonetic guide), a hidden 'Lists'
 * sheet before the data sheet, header cells with extra spaces and the required marker, a phone stored as
 * a number shown as 8.52E+11, a date serial under a date style, a formula with its cached value, a
 * department merged down two rows, a hidden column and blank rows in the middle.
 */
export function excelStyleWorkbook(): Buffer {
  const strings = [
    '  Email * ',
    'First  Name',
    'Family Name *',
    'Department',
    'Phone Number',
    'Job Title',
    'amy.wong@example.com',
    '<r><rPr><b/></rPr><t>A</t></r><r><t>my</t></r>',
    'Wong',
    'Finance',
    'ben.lau@example.com',
    'Ben',
    '<t>Lau</t><rPh sb="0" eb="1"><t>ラウ</t></rPh>',
  ];
  const s = (i: number) => ({ v: String(i), t: 's' });
  const styles = `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="${NS}"><numFmts count="1"><numFmt numFmtId="164" formatCode="0.00E+00"/></numFmts><cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="14"/></cellXfs></styleSheet>`;
  const data = sheetXml(
    [
      { cells: [s(0), s(1), s(2), s(3), s(4), s(5), 'Hidden note'] },
      { cells: [s(6), s(7), s(8), s(9), { v: '852123456789', s: 1 }, { v: '45292', s: 2 }, 'x'] },
      { r: 5, cells: [s(10), s(11), s(12), null, { v: '21234567', f: '21230000+4567' }, null, null] },
      { r: 6, cells: [{ s: 0 }, null, null, null, null, null] },
    ],
    '<mergeCells count="1"><mergeCell ref="D2:D5"/></mergeCells>',
  ).replace('<sheetData>', '<cols><col min="7" max="7" hidden="1"/></cols><sheetData>');
  return buildXlsx({
    sheets: [
      { name: 'Lists', xml: sheetXml([{ cells: ['Finance', 'Sales'] }]), hidden: true },
      { name: 'Contacts', xml: data },
    ],
    sharedStrings: strings,
    stylesXml: styles,
  });
}

/** As Google Sheets or a streaming writer saves: inline strings, a namespace prefix, no cell references. */
export function inlineStringsWorkbook(): Buffer {
  const rows = [
    ['電郵', '名字', '姓氏', '手機號碼', '手機國家代碼'],
    ['chan.tm@example.com', 'Tai Man', 'Chan', '9123 4567', '+852 Hong Kong'],
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?><x:worksheet xmlns:x="${NS}"><x:sheetData>${rows
    .map(
      (cells, i) =>
        `<x:row r="${i + 1}">${cells.map((c) => `<x:c t="inlineStr"><x:is><x:t>${escapeXml(c)}</x:t></x:is></x:c>`).join('')}</x:row>`,
    )
    .join('')}</x:sheetData></x:worksheet>`;
  return buildXlsx({ sheets: [{ name: 'Sheet1', xml }], prefix: 'x' });
}

/** The header, then rows; each row an array of cell texts in TEMPLATE_HEADER order. */
export function simpleWorkbook(rows: (string | number | null)[][], header = TEMPLATE_HEADER): Buffer {
  return buildXlsx({
    sheets: [{ name: 'Contacts', xml: sheetXml([{ cells: header }, ...rows.map((cells) => ({ cells }))]) }],
  });
}

/** `count` valid rows for simpleWorkbook: `{prefix}{i}@example.com`, first name `first`, family name `N{i}`. */
export function numberedContacts(count: number, prefix: string, first: string): (string | null)[][] {
  return Array.from({ length: count }, (_, i) => [
    `${prefix}${i}@example.com`,
    first,
    `N${i}`,
    null,
    null,
    null,
  ]);
}

// ---- hostile and refused files ----

/** 100 MB of spaces in the sheet part, headers honest: refused on its declared size and ratio. */
export function zipBomb(): Buffer {
  return zipBombWith(undefined);
}

function zipBombWith(declaredSize: number | undefined): Buffer {
  const head = sheetXml([{ cells: TEMPLATE_HEADER }]).replace('</sheetData></worksheet>', '');
  const padding = Buffer.alloc(100 * 1024 * 1024, 0x20);
  const entries = xlsxEntries({ sheets: [{ name: 'Contacts', xml: '' }] }).filter(
    (e) => !e.name.startsWith('xl/worksheets/'),
  );
  return writeZip([
    ...entries,
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.concat([Buffer.from(head), padding]), declaredSize },
  ]);
}

/** The same bomb whose headers claim a few kilobytes: caught while it inflates. */
export function lyingZipBomb(): Buffer {
  return zipBombWith(4096);
}

/** 1.1 million empty rows after the header (Excel stops at 1,048,576): bounded by the row-element limit. */
export function millionsOfEmptyRows(): Buffer {
  const rows: string[] = [];
  for (let r = 2; r <= 1_100_001; r++) rows.push(`<row r="${r}"/>`);
  const xml = sheetXml([{ cells: TEMPLATE_HEADER }]).replace('</sheetData>', `${rows.join('')}</sheetData>`);
  return buildXlsx({ sheets: [{ name: 'Contacts', xml }] });
}

/** Excel's own cell maximum, 32,767 characters, in a name cell. */
export function longCellWorkbook(): Buffer {
  return simpleWorkbook([['long@example.com', 'A'.repeat(32_767), 'Long', null, null, null]]);
}

/** A billion-laughs entity expansion in the sheet part. */
export function entityExpansionWorkbook(): Buffer {
  const laughs = [
    '<!ENTITY lol "lol">',
    ...Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`),
  ].join('');
  const xml = `<?xml version="1.0"?><!DOCTYPE worksheet [${laughs}]><worksheet xmlns="${NS}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&lol9;</t></is></c></row></sheetData></worksheet>`;
  return buildXlsx({ sheets: [{ name: 'Contacts', xml }] });
}

/** A real workbook cut off half way. */
export function corruptZip(): Buffer {
  const whole = simpleWorkbook([['a@example.com', 'A', 'B', null, null, null]]);
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** A macro-enabled workbook (.xlsm) renamed to .xlsx. */
export function macroWorkbook(): Buffer {
  return buildXlsx({
    sheets: [{ name: 'Contacts', xml: sheetXml([{ cells: TEMPLATE_HEADER }]) }],
    workbookContentType: MACRO_WORKBOOK_CT,
    extraEntries: [{ name: 'xl/vbaProject.bin', data: Buffer.from('not really VBA') }],
  });
}

/** The signature of an Excel 97-2003 (.xls) compound file. */
export function legacyXls(): Buffer {
  return Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
}

export function csvFile(): Buffer {
  return Buffer.from('Email,First Name,Family Name\na@example.com,A,B\n');
}

/** A zip that is not a workbook (a Word document's skeleton). */
export function wordDocument(): Buffer {
  return writeZip([
    {
      name: '[Content_Types].xml',
      data: '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    },
    { name: 'word/document.xml', data: '<document/>' },
  ]);
}

export function tooManyEntries(): Buffer {
  const extra = Array.from({ length: 1500 }, (_, i) => ({
    name: `xl/media/image${i}.bin`,
    data: 'x',
    stored: true,
  }));
  return buildXlsx({
    sheets: [{ name: 'Contacts', xml: sheetXml([{ cells: TEMPLATE_HEADER }]) }],
    extraEntries: extra,
  });
}

export const hostileFixtures = {
  'zip-bomb.xlsx': zipBomb,
  'lying-zip-bomb.xlsx': lyingZipBomb,
  'millions-of-empty-rows.xlsx': millionsOfEmptyRows,
  'long-cell.xlsx': longCellWorkbook,
  'entity-expansion.xlsx': entityExpansionWorkbook,
  'corrupt.xlsx': corruptZip,
  'macros.xlsx': macroWorkbook,
  'legacy.xls': legacyXls,
  'contacts.csv': csvFile,
  'word-document.xlsx': wordDocument,
  'too-many-entries.xlsx': tooManyEntries,
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'out');
  mkdirSync(dir, { recursive: true });
  const all = {
    ...hostileFixtures,
    'excel-style.xlsx': excelStyleWorkbook,
    'inline-strings.xlsx': inlineStringsWorkbook,
  };
  for (const [name, make] of Object.entries(all)) writeFileSync(path.join(dir, name), make());
  console.log(`wrote ${Object.keys(all).length} fixtures to ${dir}`);
}
