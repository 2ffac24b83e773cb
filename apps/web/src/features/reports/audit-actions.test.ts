import { AUDIT_ACTIONS } from '@cd/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/reports.json';
import zhHK from '../../locales/zh-HK/reports.json';

describe('audit action names', () => {
  it('names every action the API records (contracts: AUDIT_ACTIONS) in en and zh-HK, and no other', () => {
    for (const [language, texts] of [
      ['en', en],
      ['zh-HK', zhHK],
    ] as const) {
      const named = texts.auditLog.actions as Record<string, string>;
      expect(
        AUDIT_ACTIONS.filter((action) => !named[action]),
        language,
      ).toEqual([]);
      expect(
        Object.keys(named).filter((action) => !(AUDIT_ACTIONS as readonly string[]).includes(action)),
        language,
      ).toEqual([]);
    }
  });
});
