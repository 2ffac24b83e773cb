import { describe, expect, it } from 'vitest';
import { fileProblem } from './file-check';

const MB = 1024 * 1024;

describe('fileProblem', () => {
  it('accepts an .xlsx of at most 20 MB, whatever the case of its extension', () => {
    expect(fileProblem({ name: 'contacts.xlsx', size: 20 * MB })).toBeNull();
    expect(fileProblem({ name: 'CONTACTS.XLSX', size: 1 })).toBeNull();
  });
  it('refuses other extensions, including the macro and legacy formats', () => {
    for (const name of ['a.xls', 'a.xlsm', 'a.csv', 'a.xlsx.exe', 'xlsx']) {
      expect(fileProblem({ name, size: 1 })).toBe('notExcel');
    }
  });
  it('refuses a file one byte over the limit', () => {
    expect(fileProblem({ name: 'a.xlsx', size: 20 * MB + 1 })).toBe('tooLarge');
    expect(fileProblem({ name: 'a.xlsx', size: 5 * MB + 1 }, 5)).toBe('tooLarge');
  });
});
