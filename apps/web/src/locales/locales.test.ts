import { AuthMessages } from '@cd/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage, namespaces, type Resources } from '.';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as object).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

let en: Resources;
let zh: Resources;
beforeAll(async () => {
  [en, zh] = await Promise.all([loadLanguage('en'), loadLanguage('zh-HK')]);
});

describe('translations', () => {
  it('loads every registered namespace in both languages', () => {
    expect(Object.keys(en).sort()).toEqual([...namespaces].sort());
    expect(Object.keys(zh).sort()).toEqual([...namespaces].sort());
  });

  it('zh-HK has exactly the keys of en', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
  });

  it('every key has the same {{placeholders}} in both languages', () => {
    const zhByKey = new Map(leaves(zh));
    const mismatched = leaves(en).filter(([key, text]) => {
      const other = zhByKey.get(key);
      return other !== undefined && placeholders(other).join() !== placeholders(text).join();
    });
    expect(mismatched).toEqual([]);
  });

  it('has no empty strings', () => {
    for (const bundle of [en, zh]) {
      expect(leaves(bundle).filter(([, text]) => text.trim() === '')).toEqual([]);
    }
  });

  it('zh-HK is actually translated (names shared by both languages aside)', () => {
    const shared = new Set(['English', '繁體中文', '繁', 'JSON']);
    const enByKey = new Map(leaves(en));
    const same = leaves(zh).filter(([key, text]) => text === enByKey.get(key) && !shared.has(text));
    expect(same).toEqual([]);
  });

  it('uses the spec 8 wording for the re-authorization messages', () => {
    expect(en.auth.reAuthorizeFailed).toBe(AuthMessages.reAuthorizeFailed);
    expect(en.auth.noAccessToken).toBe(AuthMessages.noAccessToken);
  });

  it('carries the spec texts of the shell, the settings and the error pages', () => {
    expect(en.shell.footerNotice).toBe(
      'For internal use only. The information in this directory must not be disclosed to external parties.',
    );
    expect(en.shell.showNavigation).toBe('Show Navigation');
    expect(en.shell.search.noResults).toBe('No results..');
    expect(en.shell.fullscreenUnsupported).toBe('fullscreenElement is not supported by this browser');
    expect(en.settings.saved).toBe('User settings saved.');
    expect(en.settings.saveFailed).toBe('Failed to update user');
    expect(en.settings.layout.tooLow).toBe('Value is too low (min: {{n}})');
    expect(en.settings.layout.tooHigh).toBe('Value is too high (max: {{n}})');
    expect(en.settings.palette.mustBeLight).toBe('Must be a light color');
    expect(en.settings.palette.mustBeDark).toBe('Must be a dark color');
    expect(en.common.copied).toBe('Copied!');
    expect(en.settings.themeSettings).toBe('Theme Settings');
    expect(en.settings.themeColorOptions).toBe('Theme Color Options');
    expect(en.errors.unauthorized).toEqual({
      title: 'Unauthorized Access',
      text: 'You do not have permission to view this page.',
    });
    expect(en.errors.notFound.text).toBe('The page you requested could not be found.');
  });
});
