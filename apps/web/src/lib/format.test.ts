import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from './format';

describe('locale formatting', () => {
  it('formats numbers with the language grouping', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'zh-HK')).toBe('1,234,567');
  });

  it('formats dates in the language', () => {
    const date = new Date('2026-11-22T08:00:00Z');
    expect(formatDate(date, 'en')).toMatch(/Nov 22, 2026/);
    expect(formatDate(date, 'zh-HK')).toMatch(/2026年11月22日/);
  });
});
