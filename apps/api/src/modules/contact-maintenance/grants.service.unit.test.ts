import { describe, expect, it } from 'vitest';
import { grant } from '../../test/grant-fixtures.js';
import { Authorization } from '../auth/authorization.js';
import { mayGrant, whyNotGrantable } from './grants.service.js';

const finance = { id: 4, path: '/1/4/' };
const hongKong = { id: 2, path: '/1/2/' };
const belowHongKong = { id: 7, path: '/1/2/7/' };

/** The no-escalation rule every grant change goes through (decision 086). */
describe('whyNotGrantable', () => {
  // carmen: FN-0003 (so FN-0003B) on Finance only, FN-0000 on Hong Kong's subtree through her domain.
  const carmen = new Authorization(
    [
      grant({ ouId: 4, ouPath: '/1/4/', codes: ['FN-0003', 'FN-0003A', 'FN-0003B', 'FN-0003C'] }),
      grant({
        ouId: 2,
        ouPath: '/1/2/',
        codes: ['FN-0000'],
        includesSubsidiaries: true,
        source: 'trusted-domain',
      }),
    ],
    false,
  );
  // oscar: FN-0003B and FN-0005 on Hong Kong with subsidiaries, FN-0006 on Hong Kong itself only.
  const oscar = new Authorization(
    [
      grant({ ouId: 2, ouPath: '/1/2/', codes: ['FN-0003B', 'FN-0005'], includesSubsidiaries: true }),
      grant({ ouId: 2, ouPath: '/1/2/', codes: ['FN-0006'] }),
    ],
    false,
  );

  it('allows a code the editor holds where they edit permissions', () => {
    expect(whyNotGrantable(carmen, 'FN-0003A', finance, false)).toBeNull();
    expect(whyNotGrantable(oscar, 'FN-0005', belowHongKong, true)).toBeNull();
    expect(mayGrant(oscar, 'FN-0005', hongKong, true)).toBe(true);
  });

  it('refuses where the editor may not edit permissions, even a code they hold there', () => {
    expect(whyNotGrantable(carmen, 'FN-0000', hongKong, false)).toBe('noPermissionEditOnOu');
    expect(mayGrant(carmen, 'FN-0000', hongKong, false)).toBe(false);
  });

  it('refuses a code the editor does not hold there', () => {
    expect(whyNotGrantable(carmen, 'FN-0001', finance, false)).toBe('notHeldOnOu');
    expect(whyNotGrantable(oscar, 'FN-0006', belowHongKong, false)).toBe('notHeldOnOu');
  });

  it('refuses a grant with subsidiaries unless the editor holds the code on the whole subtree', () => {
    expect(whyNotGrantable(carmen, 'FN-0003C', finance, true)).toBe('notHeldOnSubtree');
    expect(whyNotGrantable(oscar, 'FN-0006', hongKong, true)).toBe('notHeldOnSubtree');
    expect(whyNotGrantable(oscar, 'FN-0006', hongKong, false)).toBeNull();
  });
});
