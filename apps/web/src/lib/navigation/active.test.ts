import { describe, expect, it } from 'vitest';
import { activeMenuUrl, isActivePath } from './active';

describe('isActivePath', () => {
  it('marks Basic Search for home and its contact detail only', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/contact')).toBe(true);
    expect(isActivePath('/', '/AdvanceSearch')).toBe(false);
  });

  it('marks a section for its children, case-insensitively', () => {
    expect(isActivePath('/AdvanceSearch', '/advancesearch/contact')).toBe(true);
    expect(isActivePath('/ContactMaintenance', '/ContactMaintenance/ContactPermission')).toBe(true);
    expect(isActivePath('/ContactImport', '/ContactImports')).toBe(false);
  });
});

describe('activeMenuUrl', () => {
  const urls = [
    '/',
    '/AdvanceSearch',
    '/ContactMaintenance/BasicSearch',
    '/ContactImport',
    '/Administration/TrustedDomainMaintenance',
    '/Administration/SystemParameterSettings',
    '/Reports/AuditLogByDate',
    '/Reports/PermissionAssignmentReport',
  ];

  it('picks the item whose page or child the path is', () => {
    expect(activeMenuUrl(urls, '/')).toBe('/');
    expect(activeMenuUrl(urls, '/contact')).toBe('/');
    expect(activeMenuUrl(urls, '/advancesearch/contact')).toBe('/AdvanceSearch');
    expect(activeMenuUrl(urls, '/Reports/AuditLogByDate')).toBe('/Reports/AuditLogByDate');
    expect(activeMenuUrl(urls, '/Administration/TrustedDomainMaintenance/12')).toBe(
      '/Administration/TrustedDomainMaintenance',
    );
  });

  it('highlights a menu item on the other pages of its section (contact form, permission screen)', () => {
    expect(activeMenuUrl(urls, '/ContactMaintenance')).toBe('/ContactMaintenance/BasicSearch');
    expect(activeMenuUrl(urls, '/ContactMaintenance/ContactPermission')).toBe(
      '/ContactMaintenance/BasicSearch',
    );
    expect(activeMenuUrl(urls, '/contactmaintenance/AdvanceSearch/')).toBe('/ContactMaintenance/BasicSearch');
  });

  it('highlights nothing for a path no item or section owns, or one two sections share', () => {
    expect(activeMenuUrl(urls, '/404')).toBeUndefined();
    expect(activeMenuUrl(urls, '/Reports/Other')).toBeUndefined();
    expect(activeMenuUrl(urls, '/ContactImports')).toBeUndefined();
  });
});
