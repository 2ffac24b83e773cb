import { AuthMessages } from '@cd/contracts';
import { describe, expect, it } from 'vitest';
import { resources } from '.';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.values(value as object).flatMap(leaves);
}

describe('translations', () => {
  it('zh-HK has exactly the keys of en', () => {
    expect(keys(resources['zh-HK']).sort()).toEqual(keys(resources.en).sort());
  });

  it('has no empty strings', () => {
    for (const bundle of Object.values(resources)) {
      expect(leaves(bundle).filter((text) => text.trim() === '')).toEqual([]);
    }
  });

  it('zh-HK is actually translated (the shared language names aside)', () => {
    const en = leaves(resources.en);
    const zh = leaves(resources['zh-HK']);
    const same = zh.filter((text, index) => text === en[index] && !['English', '繁體中文'].includes(text));
    expect(same).toEqual([]);
  });

  it('uses the spec 8 wording for the re-authorization messages', () => {
    expect(resources.en.auth.reAuthorizeFailed).toBe(AuthMessages.reAuthorizeFailed);
    expect(resources.en.auth.noAccessToken).toBe(AuthMessages.noAccessToken);
  });

  it('carries the spec texts of the footer and the error pages', () => {
    expect(resources.en.shell.footerNotice).toBe(
      'For internal use only. The information in this directory must not be disclosed to external parties.',
    );
    expect(resources.en.shell.showNavigation).toBe('Show Navigation');
    expect(resources.en.errors.unauthorized).toEqual({
      title: 'Unauthorized Access',
      text: 'You do not have permission to view this page.',
    });
    expect(resources.en.errors.notFound.text).toBe('The page you requested could not be found.');
  });
});
