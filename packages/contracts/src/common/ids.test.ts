import { describe, expect, it } from 'vitest';
import { idParam, intParam, isWholeNumberInRange, MAX_ID } from './ids.js';

describe('idParam', () => {
  const id = idParam('ouID');
  it.each([
    ['1', 1],
    ['42', 42],
    [String(MAX_ID), MAX_ID],
    [7, 7],
  ])('accepts %j', (input, expected) => {
    expect(id.parse(input)).toBe(expected);
  });

  it.each([
    '0',
    '-1',
    '+1',
    ' 1',
    '1 ',
    '0x1',
    '1e3',
    '1.0',
    '01',
    '',
    'abc',
    String(MAX_ID + 1),
    '99999999999',
    1.5,
    -3,
    0,
  ])('refuses %j with a message naming the field', (input) => {
    const result = id.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^ouID must be/);
  });

  it('refuses non-scalar input', () => {
    expect(id.safeParse(['1']).success).toBe(false);
    expect(id.safeParse(null).success).toBe(false);
  });
});

describe('intParam', () => {
  it('keeps to its range', () => {
    const page = intParam('page', { min: 1, max: 10 });
    expect(page.parse('10')).toBe(10);
    expect(page.safeParse('11').success).toBe(false);
    expect(intParam('offset').parse('0')).toBe(0);
  });
});

describe('isWholeNumberInRange', () => {
  it('agrees with intParam on every value', () => {
    const range = { min: 1, max: 100_000 };
    const page = intParam('page', range);
    for (const value of [
      '1',
      '100000',
      '100001',
      '0',
      '-1',
      '+1',
      '0x1',
      '1e3',
      '1.0',
      ' 1',
      '',
      'abc',
      5,
      2.5,
    ]) {
      expect(isWholeNumberInRange(value, range)).toBe(page.safeParse(value).success);
    }
  });

  it('defaults to 0..MAX_ID', () => {
    expect(isWholeNumberInRange('0')).toBe(true);
    expect(isWholeNumberInRange(String(MAX_ID + 1))).toBe(false);
  });
});
