import { describe, expect, it } from 'vitest';
import { correctedNames, editDistance, suggestionBudget, typoBudget } from './spelling.js';

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

  it('lists the whole names of a corrected query, never the query as typed', () => {
    expect(correctedNames(['micheal', 'wong'], [[{ word: 'michael', distance: 1 }], []])).toEqual([
      { token: '=michael wong', typos: 1 },
    ]);
    const names = correctedNames(
      ['stephanei', 'cheung'],
      [[{ word: 'stephanie', distance: 1 }], [{ word: 'cheng', distance: 1 }]],
    );
    expect(names).toEqual([
      { token: '=stephanei cheng', typos: 1 },
      { token: '=stephanie cheung', typos: 1 },
      { token: '=stephanie cheng', typos: 2 },
    ]);
    const many = Array.from({ length: 6 }, (_, i) => ({ word: `w${i}`, distance: 1 }));
    expect(correctedNames(['aaaaa', 'bbbbb'], [many, many])).toEqual([]); // 48 > 32: the GIN index alone
  });
});
