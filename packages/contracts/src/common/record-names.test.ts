import { describe, expect, it } from 'vitest';
import { localParams } from './import-column-label.js';
import { chineseRecordName } from './record-names.js';

describe('record names in the reader language', () => {
  it('names the kind in Chinese and keeps the id', () => {
    expect(chineseRecordName('Contact 42')).toBe('聯絡人 42');
    expect(chineseRecordName('Organisation unit 7')).toBe('組織單位 7');
    expect(chineseRecordName('System parameter import.previewExpiryHours')).toBe(
      '系統參數 import.previewExpiryHours',
    );
    expect(chineseRecordName('Import run')).toBe('匯入記錄');
    expect(chineseRecordName('OrganizationUnit 3')).toBe('組織單位 3');
  });

  it('leaves a record of an unknown kind as written', () => {
    expect(chineseRecordName('Spaceship 9')).toBe('Spaceship 9');
    expect(chineseRecordName('')).toBe('');
  });

  it('is applied to the record of a Chinese message only', () => {
    expect(localParams({ record: 'Department 5' }, 'zh-HK')).toEqual({ record: '部門 5' });
    expect(localParams({ record: 'Department 5' }, 'en')).toEqual({ record: 'Department 5' });
  });
});
