import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStoredRedirect, getStoredRedirect, storeRedirect } from './redirect-storage';

describe('stored redirect (spec 9: per tab, in session storage)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps the path in this tab only, under its own key, until cleared', () => {
    expect(getStoredRedirect()).toBeNull();
    storeRedirect('/ContactImport?ouid=7');
    expect(getStoredRedirect()).toBe('/ContactImport?ouid=7');
    expect(sessionStorage.getItem('cd.redirectUrl')).toBe('/ContactImport?ouid=7');
    expect(localStorage.length).toBe(0);
    clearStoredRedirect();
    expect(getStoredRedirect()).toBeNull();
  });

  it('leaves other session entries alone when clearing', () => {
    sessionStorage.setItem('other', 'kept');
    storeRedirect('/x');
    clearStoredRedirect();
    expect(sessionStorage.getItem('other')).toBe('kept');
  });

  it('works as "nothing stored" where storage is refused (privacy modes)', () => {
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    expect(() => storeRedirect('/x')).not.toThrow();
    expect(getStoredRedirect()).toBeNull();
    expect(() => clearStoredRedirect()).not.toThrow();
  });
});
