import { describe, expect, it } from 'vitest';
import { booleanText, isDateFormat, numberText, serialToIsoDate } from './cell-text.js';

describe('isDateFormat', () => {
  const builtInDates = [
    14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53,
    54, 55, 56, 57, 58,
  ];
  it('knows every built-in date or time format, and no other built-in one', () => {
    const dates = Array.from({ length: 164 }, (_, id) => id).filter((id) => isDateFormat(id, undefined));
    expect(dates).toEqual(builtInDates);
  });

  it.each(['yyyy-mm-dd', 'd/m/yy', 'h:mm', 'mm:ss', 'DD-MMM-YYYY', '[$-409]d-mmm', '[h]:mm:ss', 'General d'])(
    'reads the custom code %j as a date',
    (code) => {
      expect(isDateFormat(164, code)).toBe(true);
    },
  );

  it.each(['', '0.00', '0.00E+00', '#,##0', '"day"0', '[Red]0', '\\d0', '"ymd"#\\h', 'General', ' general '])(
    'reads the custom code %j as not a date',
    (code) => {
      expect(isDateFormat(164, code)).toBe(false);
    },
  );
});

describe('serialToIsoDate', () => {
  it.each([
    [0, '1899-12-30'],
    [1, '1899-12-31'],
    [61, '1900-03-01'],
    [45_292, '2024-01-01'],
    [45_292.99, '2024-01-01'],
    [2_958_465, '9999-12-31'],
  ])('reads serial %d of the 1900 system as %s', (serial, iso) => {
    expect(serialToIsoDate(serial, false)).toBe(iso);
  });

  it('counts the 1904 system from 1 January 1904', () => {
    expect(serialToIsoDate(0, true)).toBe('1904-01-01');
    expect(serialToIsoDate(1, true)).toBe('1904-01-02');
    expect(serialToIsoDate(43_830, true)).toBe('2024-01-01');
  });

  it.each([-1, -0.5, 2_958_466, Number.NaN, Number.POSITIVE_INFINITY])(
    'has no date for serial %d',
    (serial) => {
      expect(serialToIsoDate(serial, false)).toBeNull();
    },
  );
});

describe('numberText', () => {
  it.each([
    ['852123456789', '852123456789'],
    ['8.52123456789E+11', '852123456789'],
    ['1E+21', '1000000000000000000000'],
    ['-5', '-5'],
    ['1.0', '1'],
    ['0.1', '0.1'],
    ['1.50', '1.5'],
    ['1E-7', '1e-7'],
    [' x ', 'x'],
    ['Infinity', 'Infinity'],
  ])('reads %j as %j', (raw, text) => {
    expect(numberText(raw)).toBe(text);
  });
});

describe('booleanText', () => {
  it('reads 1 as TRUE and anything else as FALSE', () => {
    expect(booleanText('1')).toBe('TRUE');
    expect(booleanText(' 1 ')).toBe('TRUE');
    expect(booleanText('0')).toBe('FALSE');
    expect(booleanText('true')).toBe('FALSE');
  });
});
