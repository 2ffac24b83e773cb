import {
  exportOnlyColumns,
  importColumns,
  serverMessage,
  type ImportColumnKey,
  type ImportWarning,
} from '@cd/contracts';
import { columnLetters } from './cell-ref.js';
import { WorkbookError } from './workbook-error.js';

/** 'First Name *', ' first  name', 'FIRSTNAME', 'firstName' and '名字' all fold to one key. */
export const foldHeader = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[*＊:：]/g, '')
    .replace(/[\s_-]+/g, '')
    .toLowerCase();

const headerIndex = new Map<string, ImportColumnKey>();
for (const column of importColumns) {
  for (const label of [column.header, column.headerZh, column.key])
    headerIndex.set(foldHeader(label), column.key);
}

/** The contact export's own columns (ids, dates, …): an exported sheet carries them, the import sets none. */
const exportOnlyHeaders = new Set(
  exportOnlyColumns.flatMap((c) => [c.header, c.headerZh, c.key].map(foldHeader)),
);

export interface HeaderMap {
  /** Column number (1-based) → field. */
  columns: Map<number, ImportColumnKey>;
  warnings: ImportWarning[];
}

/**
 * Reads the header row: each cell names a template column in English or Chinese (case, spaces and the
 * required marker '*' do not matter). The contact export's own columns are passed over; other unknown
 * columns are ignored with a warning; a column given twice
 * or a required column missing refuses the file, naming them.
 */
export function mapHeader(cells: string[], headerRow: number): HeaderMap {
  const columns = new Map<number, ImportColumnKey>();
  const seen = new Map<ImportColumnKey, number>();
  const unknown: string[] = [];
  cells.forEach((text, index) => {
    if (text === undefined || text.trim() === '') return;
    const column = index + 1;
    const key = headerIndex.get(foldHeader(text));
    if (!key && exportOnlyHeaders.has(foldHeader(text))) return;
    if (!key) {
      unknown.push(`${columnLetters(column)} '${text.trim()}'`);
      return;
    }
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      throw new WorkbookError(
        'MISSING_COLUMNS',
        `Row ${headerRow}: the column '${text.trim()}' appears twice (columns ${columnLetters(earlier)} and ${columnLetters(column)}).`,
        { row: headerRow, column: text.trim() },
        'WORKBOOK_DUPLICATE_COLUMN',
      );
    }
    seen.set(key, column);
    columns.set(column, key);
  });
  const missing = importColumns.filter((c) => c.required && !seen.has(c.key)).map((c) => c.header);
  if (seen.size === 0) {
    throw new WorkbookError(
      'NO_HEADER',
      `Row ${headerRow} is not the template's header row: none of its cells names a column of the template.`,
    );
  }
  if (missing.length > 0) {
    throw new WorkbookError('MISSING_COLUMNS', undefined, { row: headerRow, columns: missing.join(', ') });
  }
  const ignored = `${unknown.slice(0, 20).join(', ')}${unknown.length > 20 ? ', …' : ''}`;
  const warnings: ImportWarning[] = unknown.length
    ? [
        {
          message: `Columns not in the template were ignored: ${ignored}.`,
          ...serverMessage('IMPORT_WARNING_IGNORED_COLUMNS', { ignored }),
        },
      ]
    : [];
  return { columns, warnings };
}
