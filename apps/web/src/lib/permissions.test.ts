import { describe, expect, it } from 'vitest';
import { effectiveRoles, hasAccess, hasPermission, isGuestRole } from './permissions';

describe('hasPermission (spec 4 navigation visibility)', () => {
  it('an absent auth list shows the item to everyone', () => {
    expect(hasPermission(undefined, null)).toBe(true);
    expect(hasPermission(null, ['FN-0001'])).toBe(true);
  });

  it('an empty auth list shows the item only to users with no role', () => {
    expect(hasPermission([], [])).toBe(true);
    expect(hasPermission([], '')).toBe(true);
    expect(hasPermission([], null)).toBe(true);
    expect(hasPermission([], ['FN-0000'])).toBe(false);
  });

  it('shows the item if the role (string or list) is in the list', () => {
    expect(hasPermission(['FN-0000'], 'FN-0000')).toBe(true);
    expect(hasPermission(['FN-0000'], 'FN-0001')).toBe(false);
    expect(hasPermission(['FN-0001', 'FN-0002'], ['FN-0000', 'FN-0002'])).toBe(true);
    expect(hasPermission(['FN-0001'], ['FN-0000'])).toBe(false);
    expect(hasPermission(['FN-0001'], null)).toBe(false);
  });
});

describe('hasAccess', () => {
  const trustDomain = { auth: ['FN-0010'], authAll: ['SystemAdministrator'] };

  it('requires every authAll entry on top of one auth code', () => {
    expect(hasAccess(trustDomain, ['FN-0010'])).toBe(false);
    expect(hasAccess(trustDomain, ['SystemAdministrator'])).toBe(false);
    expect(hasAccess(trustDomain, ['FN-0010', 'SystemAdministrator'])).toBe(true);
  });

  it('behaves like hasPermission without authAll', () => {
    expect(hasAccess({ auth: ['FN-0005'] }, ['FN-0005'])).toBe(true);
    expect(hasAccess({}, null)).toBe(true);
  });
});

describe('roles', () => {
  it('treats no role and an empty role as guest', () => {
    expect(isGuestRole(undefined)).toBe(true);
    expect(isGuestRole('')).toBe(true);
    expect(isGuestRole([])).toBe(true);
    expect(isGuestRole(['FN-0000'])).toBe(false);
  });

  it('expands FN-0003 into its variants', () => {
    expect(effectiveRoles(['FN-0003'])).toContain('FN-0003B');
  });
});
