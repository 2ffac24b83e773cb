import { describe, expect, it } from 'vitest';
import { fileProblem } from './file-check';

const MB = 1024 * 1024;

describe('fileProblem', () => {
  it('accepts an .xlsx of at most 20 MB, whatever the case of its extension', () => {
    expect(fileProblem({ name: 'contacts.xlsx', size: 20 * MB })).toBeNull();
    expect(fileProblem({ name: 'CONTACTS.XLSX', size: 1 })).toBeNull();
  });
  it('tells an Excel 97–2003 file apart, whatever the case of its extension', () => {
    for (const name of ['a.xls', 'OLD.XLS', 'a.xlsx.xls'])
      expect(fileProblem({ name, size: 1 })).toBe('legacyXls');
    expect(fileProblem({ name: 'a.xls', size: 30 * MB })).toBe('legacyXls');
  });
  it('refuses other extensions, including the macro format', () => {
    for (const name of ['a.xlsm', 'a.csv', 'a.xlsx.exe', 'xlsx', 'a.xlsb', 'xls']) {
      expect(fileProblem({ name, size: 1 })).toBe('notExcel');
    }
  });
  it('refuses a file one byte over the limit', () => {
    expect(fileProblem({ name: 'a.xlsx', size: 20 * MB + 1 })).toBe('tooLarge');
    expect(fileProblem({ name: 'a.xlsx', size: 5 * MB + 1 }, 5)).toBe('tooLarge');
  });
});
