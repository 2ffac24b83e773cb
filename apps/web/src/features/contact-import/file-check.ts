import { IMPORT_MAX_FILE_MB_DEFAULT } from '@cd/contracts';

export type FileProblem = 'notExcel' | 'legacyXls' | 'tooLarge';

/**
 * The browser's early answer (spec 5) before a byte is sent; the server checks the real content again.
 * Only the name can be judged here: a renamed file is refused by the server's workbook check.
 */
export function fileProblem(file: { name: string; size: number }, maxMegabytes = IMPORT_MAX_FILE_MB_DEFAULT) {
  const name = file.name.toLowerCase();
  // Excel 97–2003: told to save as "Excel Workbook (.xlsx)" rather than just refused.
  if (name.endsWith('.xls')) return 'legacyXls' satisfies FileProblem;
  if (!name.endsWith('.xlsx')) return 'notExcel' satisfies FileProblem;
  if (file.size > maxMegabytes * 1024 * 1024) return 'tooLarge' satisfies FileProblem;
  return null;
}
