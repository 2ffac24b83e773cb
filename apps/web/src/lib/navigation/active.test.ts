import { describe, expect, it } from 'vitest';
import { isActivePath } from './active';

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
