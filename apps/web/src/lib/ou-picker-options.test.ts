import { ouMatches, type OuTreeNode } from '@cd/contracts';
import { describe, expect, it } from 'vitest';
import { flattenOuTree, openOuOptions, ouDisplayName, subtreeIds } from './ou-picker-options';

const node = (ouID: number, parentOuID: number | null, name: string, extra: Partial<OuTreeNode> = {}) => ({
  ouID,
  parentOuID,
  code: `C${ouID}`,
  name,
  nameZh: null,
  depth: 0,
  hasChildren: false,
  ...extra,
});

// The server sends depth first, then by name: children come before a later root's subtree is reached.
const tree: OuTreeNode[] = [
  node(1, null, 'Group'),
  node(9, null, 'Other root'),
  node(2, 1, 'Hong Kong', { nameZh: '香港', code: 'HPG-HK' }),
  node(3, 1, 'Zürich', { code: 'HPG-ZH' }),
  node(4, 2, 'HK Finance'),
];

describe('flattenOuTree', () => {
  it('lists each OU followed by its subsidiaries, with its level below its root', () => {
    expect(flattenOuTree(tree).map((n) => [n.ouID, n.level])).toEqual([
      [1, 0],
      [2, 1],
      [4, 2],
      [3, 1],
      [9, 0],
    ]);
  });

  it('makes a node whose parent is not listed a root', () => {
    expect(flattenOuTree([node(4, 2, 'HK Finance')]).map((n) => n.level)).toEqual([0]);
  });
});

describe('openOuOptions', () => {
  it('descends only into open OUs, hiding what lies below a closed one', () => {
    const ids = (open: number[]) => openOuOptions(tree, (id) => open.includes(id)).map((n) => n.ouID);
    expect(ids([])).toEqual([1, 9]);
    expect(ids([1])).toEqual([1, 2, 3, 9]);
    expect(ids([1, 2])).toEqual([1, 2, 4, 3, 9]);
    // Hong Kong stays open, but its parent is closed: Finance is hidden with it.
    expect(ids([2])).toEqual([1, 9]);
  });
});

describe('subtreeIds', () => {
  it('is the OU and every OU below it, nothing else', () => {
    expect([...subtreeIds(tree, 2)].sort()).toEqual([2, 4]);
    expect([...subtreeIds(tree, 1)].sort()).toEqual([1, 2, 3, 4]);
  });
});

describe('ouMatches', () => {
  const zurich = tree[3]!;
  const hongKong = tree[2]!;
  it('ignores case and accents in names and codes', () => {
    expect(ouMatches(zurich, 'zurich')).toBe(true);
    expect(ouMatches(zurich, 'ZÜR')).toBe(true);
    expect(ouMatches(zurich, 'hpg-zh')).toBe(true);
    expect(ouMatches(zurich, 'hong')).toBe(false);
  });

  it('finds the Chinese name too', () => {
    expect(ouMatches(hongKong, '香港')).toBe(true);
    expect(ouMatches(zurich, '香港')).toBe(false);
  });

  it('matches everything when nothing is typed', () => {
    expect(ouMatches(zurich, '  ')).toBe(true);
  });
});

describe('ouDisplayName', () => {
  it('uses the Chinese name in zh-HK when there is one', () => {
    expect(ouDisplayName({ name: 'Hong Kong', nameZh: '香港' }, 'zh-HK')).toBe('香港');
    expect(ouDisplayName({ name: 'Hong Kong', nameZh: '香港' }, 'en')).toBe('Hong Kong');
    expect(ouDisplayName({ name: 'Zürich', nameZh: null }, 'zh-HK')).toBe('Zürich');
  });
});
