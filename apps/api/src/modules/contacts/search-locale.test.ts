import { createTestDatabase } from '@cd/db/testing';
import { describe, expect, it } from 'vitest';
import { searchLocale, searchLocaleWarning } from './search-locale.js';

describe('searchLocaleWarning', () => {
  it('is silent under a UTF-8 ctype and names what a C ctype loses', () => {
    expect(searchLocaleWarning({ ctype: 'C.UTF-8', cjkTrigrams: true, unicodeCase: true })).toBeNull();
    const warning = searchLocaleWarning({ ctype: 'C', cjkTrigrams: false, unicodeCase: false });
    expect(warning).toContain('"C"');
    expect(warning).toContain('Chinese text inside longer names');
    expect(warning).toContain('Greek and Cyrillic');
  });
});

describe('searchLocale', () => {
  it('reads the ctype of the database and what it allows (the embedded server: everything)', async () => {
    const db = await createTestDatabase({ seeded: false });
    try {
      const locale = await searchLocale(db.prisma);
      expect(locale).toEqual({
        ctype: expect.stringMatching(/utf-?8/i),
        cjkTrigrams: true,
        unicodeCase: true,
      });
      expect(searchLocaleWarning(locale)).toBeNull();
    } finally {
      await db.drop();
    }
  });
});
