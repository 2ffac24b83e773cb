import { describe, expect, it } from 'vitest';
import { searchLocaleWarning } from './search-locale.js';

describe('searchLocaleWarning', () => {
  it('is silent under a UTF-8 ctype and names what a C ctype loses', () => {
    expect(searchLocaleWarning({ ctype: 'C.UTF-8', cjkTrigrams: true, unicodeCase: true })).toBeNull();
    const warning = searchLocaleWarning({ ctype: 'C', cjkTrigrams: false, unicodeCase: false });
    expect(warning).toContain('"C"');
    expect(warning).toContain('Chinese text inside longer names');
    expect(warning).toContain('Greek and Cyrillic');
  });
});
