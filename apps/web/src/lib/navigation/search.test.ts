import { describe, expect, it } from 'vitest';
import { matchByLabel } from './search';
import { menuIndent } from './visibility';

describe('navigation search', () => {
  const labels = [
    'Basic Search',
    'Advance Search',
    'Département Search',
    'OU Search',
    ...Array.from({ length: 20 }, (_, i) => `Search ${i}`),
  ];

  it('ignores accents and case', () => {
    expect(matchByLabel(labels, (l) => l, 'departement')).toEqual(['Département Search']);
    expect(matchByLabel(labels, (l) => l, 'DÉPART')).toEqual(['Département Search']);
  });

  it('returns at most 10 suggestions and none for a blank query', () => {
    expect(matchByLabel(labels, (l) => l, 'search')).toHaveLength(10);
    expect(matchByLabel(labels, (l) => l, '   ')).toEqual([]);
  });

  it('finds Chinese labels', () => {
    expect(matchByLabel(['基本搜尋', '進階搜尋'], (l) => l, '進階')).toEqual(['進階搜尋']);
  });
});

describe('menu indents (spec 9)', () => {
  it('is 16 px at the top, 38 + 16 per level below, capped at 80', () => {
    expect([0, 1, 2, 3, 4].map(menuIndent)).toEqual([16, 54, 70, 80, 80]);
  });
});
