import { describe, expect, it } from 'vitest';
import { columnLetters, columnNumber, parseCellRef, parseRange } from './cell-ref.js';

describe('column letters and numbers', () => {
  it.each([
    ['A', 1],
    ['Z', 26],
    ['AA', 27],
    ['AZ', 52],
    ['BA', 53],
    ['ZZ', 702],
    ['AAA', 703],
    ['XFD', 16_384],
  ])('%s is column %i, both ways', (letters, column) => {
    expect(columnNumber(letters)).toBe(column);
    expect(columnLetters(column)).toBe(letters);
  });

  it.each(['', 'a', 'Ab', 'AAAA', 'A1', '1A', ' A', 'A '])('%j is not a column', (letters) => {
    expect(columnNumber(letters)).toBe(0);
  });

  it('has no letters for column 0', () => {
    expect(columnLetters(0)).toBe('');
  });
});

describe('parseCellRef', () => {
  it('reads a column and a row', () => {
    expect(parseCellRef('B12')).toEqual({ column: 2, row: 12 });
    expect(parseCellRef('XFD1048576')).toEqual({ column: 16_384, row: 1_048_576 });
    expect(parseCellRef('A9999999')).toEqual({ column: 1, row: 9_999_999 });
  });

  it.each(['', 'B', '12', 'A0', 'A01', 'a1', 'AAAA1', 'A12345678', ' B12', 'B12 ', 'B1:C2', '$B$12'])(
    'refuses %j',
    (ref) => {
      expect(parseCellRef(ref)).toBeNull();
    },
  );
});

describe('parseRange', () => {
  it('gives the corners whichever way the range is written', () => {
    const corners = { top: 2, bottom: 4, left: 1, right: 3 };
    expect(parseRange('A2:C4')).toEqual(corners);
    expect(parseRange('C4:A2')).toEqual(corners);
    expect(parseRange('A4:C2')).toEqual(corners);
    expect(parseRange('C2:A4')).toEqual(corners);
  });

  it('reads one cell as a range of one', () => {
    expect(parseRange('B3')).toEqual({ top: 3, bottom: 3, left: 2, right: 2 });
  });

  it.each(['', 'A1:', ':A1', 'x:A1', 'A1:x'])('refuses %j', (ref) => {
    expect(parseRange(ref)).toBeNull();
  });
});
