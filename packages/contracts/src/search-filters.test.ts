import { describe, expect, it } from 'vitest';
import {
  filterBasicSearchInput,
  filterNameInput,
  filterPhoneInput,
  looksLikePhoneNumber,
} from './search-filters.js';

describe('spec 5 input filters', () => {
  it.each([
    ["O'Brien", 'OBrien'],
    ['~!@#$%^*+=\'";<>Chan', 'Chan'],
    ['Jean-Luc (HK)', 'Jean-Luc (HK)'],
    ['陳大文', '陳大文'],
    ['José', 'José'],
  ])('name input %j → %j', (input, expected) => {
    expect(filterNameInput(input)).toBe(expected);
  });

  it.each([
    ['+852 2345-6789', '85223456789'],
    ['(852) 2345 6789 ext. 1234', '852234567891234'],
    ['abc', ''],
  ])('phone input %j → %j', (input, expected) => {
    expect(filterPhoneInput(input)).toBe(expected);
  });

  it.each([
    ['Carmen.Lee@harbourpacific.com.hk', 'Carmen.Lee@harbourpacific.com.hk'],
    ["o'brien@x.com", 'obrien@x.com'],
    ['chan @ tai', 'chan  tai'],
    ['wong!', 'wong'],
  ])('basic box %j → %j (an address keeps its @)', (input, expected) => {
    expect(filterBasicSearchInput(input)).toBe(expected);
  });

  it('tells phone numbers from names', () => {
    expect(looksLikePhoneNumber('+852 2345-6789')).toBe(true);
    expect(looksLikePhoneNumber('1234')).toBe(true);
    expect(looksLikePhoneNumber('12')).toBe(false);
    expect(looksLikePhoneNumber('chan 1234')).toBe(false);
  });
});
