import { describe, expect, it } from 'vitest';
import { editDistance, suggestionBudget, typoBudget } from './spelling.js';

describe('spelling', () => {
  it.each([
    ['smith', 'smith', 0],
    ['smiht', 'smith', 1], // adjacent swap: one edit
    ['msith', 'smith', 1],
    ['smth', 'smith', 1], // missing
    ['smitth', 'smith', 1], // extra
    ['smyth', 'smith', 1], // wrong
    ['fitsgerlad', 'fitzgerald', 2],
    ['mrkaus', 'markus', 2],
    ['ca', 'abc', 3], // optimal string alignment: a swapped pair is not edited again
  ])('editDistance(%j, %j) = %i', (a, b, d) => {
    expect(editDistance(a, b, 3)).toBe(d);
    expect(editDistance(b, a, 3)).toBe(d);
  });

  it('stops at the budget', () => {
    expect(editDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 1)).toBe(2);
  });

  it('forgives no typo under five letters, one from five, two from nine; suggests one more', () => {
    expect(['jonh', 'smith', 'christop', 'stephanie'].map(typoBudget)).toEqual([0, 1, 1, 2]);
    expect(['jo', 'jonh', 'smith', 'stephanie'].map(suggestionBudget)).toEqual([0, 1, 2, 3]);
  });
});
