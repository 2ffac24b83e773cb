import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition as name } from './content-disposition';

describe('filenameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="report.xlsx"', 'report.xlsx'],
    ['attachment; filename=report.xlsx', 'report.xlsx'],
    ['attachment; FILENAME="a \\"quoted\\" name.csv"', 'a "quoted" name.csv'],
    ['attachment; filename="a;b.csv"', 'a;b.csv'],
    ["attachment; filename*=UTF-8''Import%20Contacts_%E9%A6%99%E6%B8%AF.xlsx", 'Import Contacts_香港.xlsx'],
    ['attachment; filename*=utf-8\'zh-HK\'%E5%A0%B1%E5%91%8A.pdf; filename="fallback.pdf"', '報告.pdf'],
    ['attachment; filename="fallback.pdf"; filename*=UTF-8\'\'%E5%A0%B1%E5%91%8A.pdf', '報告.pdf'],
    ["attachment; filename*=iso-8859-1'en'%A3%20rates.txt", '£ rates.txt'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A; filename="plain.txt"', 'plain.txt'],
    ['attachment; filename*=KOI8-R\'\'%C1; filename="plain.txt"', 'plain.txt'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\temp\\\\x.txt"', 'x.txt'],
    ['attachment; filename=".."', null],
    ['attachment', null],
    ['inline; name="x"', null],
  ])('%s → %s', (header, expected) => {
    expect(name(header)).toBe(expected);
  });

  it('is null without a header', () => {
    expect(name(null)).toBeNull();
  });
});
