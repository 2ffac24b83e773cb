import { describe, expect, it } from 'vitest';
import { Authorization, type EffectiveGrant } from './authorization.js';
import { idsOnPath, moveReach, moveRefusal } from './ou-move.js';

// The tree of the tests: group 1; Hong Kong 2 (child 5); China 3 with Shanghai 6 (child 8) and Shenzhen 7.
const ou = (path: string) => ({ id: idsOnPath(path).at(-1)!, path });
const hk = ou('/1/2/');
const hkChild = ou('/1/2/5/');
const china = ou('/1/3/');
const shanghai = ou('/1/3/6/');
const shanghaiPort = ou('/1/3/6/8/');
const shenzhen = ou('/1/3/7/');
const chinaSubtree = [china, shanghai, shanghaiPort, shenzhen];

const grant = (target: { id: number; path: string }, includesSubsidiaries: boolean, code = 'FN-0001') =>
  ({
    ouId: target.id,
    ouPath: target.path,
    codes: [code],
    includesSubsidiaries,
    source: 'grant',
  }) satisfies EffectiveGrant;
const holding = (...grants: EffectiveGrant[]) => new Authorization(grants, false);
const refusalOf = (authz: Authorization, subtree = chinaSubtree, parent = hk) => {
  const error = moveRefusal(authz, subtree, parent);
  return error && { status: error.statusCode, ...error.serverMessage };
};

describe('moveRefusal', () => {
  it('refuses FN-0001 on the moved OU alone, counting the descendants it does not reach', () => {
    expect(refusalOf(holding(grant(china, false), grant(hk, true)))).toEqual({
      status: 403,
      messageCode: 'OU_MOVE_SUBTREE_NOT_MAINTAINED',
      params: { count: 3, total: 4 },
    });
  });

  it('allows the subtree held with subsidiaries on the moved OU or above it', () => {
    expect(refusalOf(holding(grant(china, true), grant(hk, true)))).toBeNull();
    expect(refusalOf(holding(grant(ou('/1/'), true)))).toBeNull();
  });

  it('allows each OU reached on its own, and counts the one left out', () => {
    const each = [grant(hk, true), grant(china, false), grant(shanghai, true), grant(shenzhen, false)];
    expect(refusalOf(holding(...each))).toBeNull();
    const withoutShenzhen = each.slice(0, 3);
    expect(refusalOf(holding(...withoutShenzhen))?.params).toEqual({ count: 1, total: 4 });
    // Shanghai without its subsidiaries leaves its port out.
    const shanghaiAlone = [
      grant(hk, true),
      grant(china, false),
      grant(shanghai, false),
      grant(shenzhen, false),
    ];
    expect(refusalOf(holding(...shanghaiAlone))?.params).toEqual({ count: 1, total: 4 });
  });

  it('needs FN-0001 on the new parent, checked before the subtree', () => {
    expect(refusalOf(holding(grant(china, true), grant(hkChild, true)))).toEqual({
      status: 403,
      messageCode: 'OU_MOVE_PARENT_NOT_MAINTAINED',
    });
    const parentRefused = moveRefusal(holding(grant(china, true)), chinaSubtree, hk);
    expect(parentRefused?.serverMessage?.messageCode).toBe('OU_MOVE_PARENT_NOT_MAINTAINED');
    expect(parentRefused?.message).toBe(
      'You cannot move an OU under an OU you do not maintain (FN-0001 on the new parent is needed).',
    );
    // FN-0001 on the parent alone (without subsidiaries) is enough for the parent.
    expect(refusalOf(holding(grant(china, true), grant(hk, false)))).toBeNull();
  });

  it('counts only FN-0001: other codes with subsidiaries do not maintain an OU', () => {
    const authz = holding(grant(hk, true), grant(china, true, 'FN-0003'), grant(china, false));
    expect(refusalOf(authz)?.params).toEqual({ count: 3, total: 4 });
    expect(refusalOf(holding(grant(china, true), grant(hk, true, 'FN-0007')))?.messageCode).toBe(
      'OU_MOVE_PARENT_NOT_MAINTAINED',
    );
  });

  it('names the counts in its English message', () => {
    const error = moveRefusal(holding(grant(china, false), grant(hk, true)), chinaSubtree, hk);
    expect(error?.message).toBe(
      'You cannot move this OU: you do not maintain (FN-0001) 3 of the 4 OUs that would move with it.',
    );
    expect(error?.code).toBe('FORBIDDEN');
  });
});

describe('moveReach', () => {
  const rows = [
    { who: 'group-wide', ouId: 1 },
    { who: 'hong-kong', ouId: 2 },
    { who: 'hong-kong-child', ouId: 5 },
    { who: 'china', ouId: 3 },
    { who: 'china-and-hong-kong', ouId: 3 },
    { who: 'china-and-hong-kong', ouId: 2 },
    { who: 'shanghai', ouId: 6 },
  ];

  it('finds who newly reaches a subtree and who stops, leaving out who reaches it both ways or from within', () => {
    expect(moveReach(rows, shanghai, hk)).toEqual({
      gaining: ['hong-kong'],
      losing: ['china'],
    });
  });

  it('keeps whoever reaches the moved OU itself', () => {
    expect(moveReach(rows, china, hk)).toEqual({ gaining: ['hong-kong'], losing: [] });
    expect(moveReach(rows, china, hkChild)).toEqual({
      gaining: ['hong-kong', 'hong-kong-child'],
      losing: [],
    });
  });

  it('lists each one once, sorted', () => {
    const twice = [...rows, { who: 'a-second-hong-kong', ouId: 2 }, { who: 'hong-kong', ouId: 5 }];
    expect(moveReach(twice, shanghai, hkChild).gaining).toEqual([
      'a-second-hong-kong',
      'hong-kong',
      'hong-kong-child',
    ]);
  });

  it('sees nothing change for a move under the same parent', () => {
    expect(moveReach(rows, shanghai, china)).toEqual({ gaining: [], losing: [] });
  });
});

describe('idsOnPath', () => {
  it('reads the ids from the root down', () => {
    expect(idsOnPath('/1/23/456/')).toEqual([1, 23, 456]);
    expect(idsOnPath('/')).toEqual([]);
  });
});
