import type { ContactPrivileges } from '@cd/contracts';
import { describe, expect, it } from 'vitest';
import { changed, grantsOf, mayToggleGrant, mayToggleSubsidiaries, toRows } from './privilege-model';

const privileges: ContactPrivileges = {
  contactID: 7,
  version: '0123456789abcdef',
  displayName: 'Nora Smith',
  email: 'nora@example.com',
  hasSignedIn: false,
  ouID: 3,
  ouName: 'Finance',
  grants: [
    { ouID: 3, ouName: 'Finance', functionCode: 'FN-0002', includesSubsidiaries: true, editable: false },
    { ouID: 3, ouName: 'Finance', functionCode: 'FN-0003A', includesSubsidiaries: false, editable: true },
  ],
  subsidiaryGrants: [],
  grantableCodes: ['FN-0002', 'FN-0003A', 'FN-0003B'],
  grantableWithSubsidiaries: ['FN-0003A'],
};

const row = (code: string) => toRows(privileges).find((r) => r.code === code)!;

describe('permission rows', () => {
  it('lists every function code with what the user holds', () => {
    const rows = toRows(privileges);
    expect(rows.map((r) => r.code)).toContain('FN-0010');
    expect(grantsOf(rows)).toEqual([
      { functionCode: 'FN-0002', includesSubsidiaries: true },
      { functionCode: 'FN-0003A', includesSubsidiaries: false },
    ]);
    expect(changed(rows, privileges)).toBe(false);
  });

  it('lets the editor change only codes they hold, with subsidiaries only where they hold the subtree', () => {
    expect(mayToggleGrant(row('FN-0010'))).toBe(false);
    expect(mayToggleGrant(row('FN-0003B'))).toBe(true);
    expect(mayToggleSubsidiaries(row('FN-0003B'))).toBe(false);
    expect(mayToggleSubsidiaries(row('FN-0003A'))).toBe(true);
    // Held on this OU only, but granted with subsidiaries: revoking it would reach beyond the editor.
    expect(mayToggleGrant(row('FN-0002'))).toBe(false);
  });

  it('notices a change', () => {
    const rows = toRows(privileges).map((r) => (r.code === 'FN-0003B' ? { ...r, granted: true } : r));
    expect(changed(rows, privileges)).toBe(true);
  });
});
