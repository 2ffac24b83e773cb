import { columnLetters } from '../modules/import/parser/cell-ref.js';

/**
 * The XML of a one-sheet workbook as the streamed exports write it (decision 075): inline strings (no
 * shared-strings table that would grow with the data), every column in the Text format (numFmtId 49, '@')
 * and never a formula (decision 030), a bold frozen header row.
 */
export type ExportCell = string | number | boolean | null | undefined;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** Style indexes into cellXfs below. */
const TEXT_STYLE = 1;
const HEADER_STYLE = 2;

export const SHEET_PATH = 'xl/worksheets/sheet1.xml';

/** Every part except the sheet, by path inside the zip. */
export function workbookParts(sheetName: string): [string, string][] {
  return [
    [
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${CT}.sheet.main+xml"/>` +
        `<Override PartName="/${SHEET_PATH}" ContentType="${CT}.worksheet+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${CT}.styles+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" ` +
        `Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
        `<sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      'xl/styles.xml',
      `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
        '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
        '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
        '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
        '<fill><patternFill patternType="gray125"/></fill></fills>' +
        '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
        '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
        '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
        '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
        '<xf numFmtId="49" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/>' +
        '</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
        '</styleSheet>',
    ],
  ];
}

/** The sheet up to its first data row: frozen header pane, Text-formatted columns, the header row. */
export function sheetStart(headers: readonly string[]): string {
  const cols = headers
    .map((header, i) => {
      const width = Math.min(40, Math.max(12, header.length + 4));
      return `<col min="${i + 1}" max="${i + 1}" width="${width}" style="${TEXT_STYLE}" customWidth="1"/>`;
    })
    .join('');
  return (
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" ' +
    'state="frozen"/><selection pane="bottomLeft"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>` +
    rowXml(1, headers, HEADER_STYLE)
  );
}

export const SHEET_END = '</sheetData></worksheet>';

/** Column letters of the first columns, computed once instead of per cell. */
const LETTERS = Array.from({ length: 64 }, (_, i) => columnLetters(i + 1));

/** One row: numbers as numbers, everything else as an inline text cell (never a formula). */
export function rowXml(rowNumber: number, cells: readonly ExportCell[], style = TEXT_STYLE): string {
  let xml = `<row r="${rowNumber}">`;
  for (let i = 0; i < cells.length; i++) {
    const value = cells[i];
    const ref = `${LETTERS[i] ?? columnLetters(i + 1)}${rowNumber}`;
    if (value === null || value === undefined || value === '') {
      xml += `<c r="${ref}" s="${style}"/>`;
    } else if (typeof value === 'number' && Number.isFinite(value)) {
      xml += `<c r="${ref}" s="${style}"><v>${value}</v></c>`;
    } else {
      xml += `<c r="${ref}" s="${style}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(String(value))}</t></is></c>`;
    }
  }
  return `${xml}</row>`;
}

/* eslint-disable no-control-regex -- the control characters XML 1.0 cannot carry are the point */
const XML_SPECIAL = /[<>&"\r\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/;
const XML_SPECIAL_ALL = /[<>&"\r\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/g;
/* eslint-enable no-control-regex */
const ENTITIES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  '"': '&quot;',
  // A literal CR would be read back as LF (XML end-of-line handling); the reference keeps it.
  '\r': '&#13;',
};

/** Escapes markup and drops the control characters XML 1.0 cannot carry at all. */
export function escapeXml(text: string): string {
  if (!XML_SPECIAL.test(text)) return text;
  return text.replace(XML_SPECIAL_ALL, (ch) => ENTITIES[ch] ?? '');
}
