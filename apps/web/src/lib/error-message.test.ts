import { errorCodes } from '@cd/contracts';
import { SearchParamError } from '@tanstack/react-router';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../locales';
import { ApiError, apiErrorCodes } from './api-error';
import { errorMessage, errorMessageKey } from './error-message';

const resources = { en: await loadLanguage('en'), 'zh-HK': await loadLanguage('zh-HK') };
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ resources, lng: 'en', fallbackLng: false, ns: ['errors'], defaultNS: 'errors' });
});
const message = (error: unknown, language: string) =>
  errorMessage(error, i18n.getFixedT(language, 'errors'), language);

const notFound = new ApiError(
  404,
  'NOT_FOUND',
  'Contact 99 was not found.',
  [],
  'req-1',
  'en',
  undefined,
  'RECORD_NOT_FOUND',
  { record: 'Contact 99' },
);
const uncoded = new ApiError(404, 'NOT_FOUND', 'Contact 99 was not found.', [], 'req-1');

describe('error messages', () => {
  it('every error code, server or client, has a text in both languages', () => {
    expect(apiErrorCodes).toEqual(expect.arrayContaining([...errorCodes]));
    for (const language of ['en', 'zh-HK'] as const) {
      const api = resources[language].errors.api as Record<string, string>;
      expect(apiErrorCodes.filter((code) => !api[code])).toEqual([]);
    }
  });

  it("a coded refusal reads in the user's language, from its code alone", () => {
    expect(message(notFound, 'en')).toBe('Contact 99 was not found.');
    expect(message(notFound, 'zh-HK')).toBe('找不到 聯絡人 99。');
    const sameCodeOtherText = new ApiError(
      404,
      'NOT_FOUND',
      'Gone.',
      [],
      'r',
      'en',
      undefined,
      'RECORD_NOT_FOUND',
      {
        record: 'Contact 99',
      },
    );
    expect(message(sameCodeOtherText, 'en')).toBe('Contact 99 was not found.');
  });

  it('an uncoded error never shows the server text: the generic text of its kind, in either language', () => {
    expect(message(uncoded, 'en')).toBe(resources.en.errors.api.NOT_FOUND);
    expect(message(uncoded, 'zh-HK')).toBe(resources['zh-HK'].errors.api.NOT_FOUND);
    const zh = new ApiError(409, 'CONFLICT', '此聯絡人已被更改', [], 'r', 'zh-HK');
    expect(message(zh, 'zh-HK')).toBe(resources['zh-HK'].errors.api.CONFLICT);
  });

  it('generic failures use the locale text even in English, with the request id to report', () => {
    const internal = new ApiError(500, 'INTERNAL', 'Internal Server Error', [], 'req-500');
    expect(message(internal, 'en')).toBe(`${resources.en.errors.api.INTERNAL} (Reference: req-500)`);
    expect(message(internal, 'zh-HK')).toBe(
      `${resources['zh-HK'].errors.api.INTERNAL} （參考編號：req-500）`,
    );
    const csrf = new ApiError(403, 'CSRF_REJECTED', 'Missing the x-cd-csrf request header.');
    expect(message(csrf, 'en')).toBe(resources.en.errors.api.CSRF_REJECTED);
  });

  it('an unknown server code reads as the generic text, with its request id', () => {
    const unknown = new ApiError(422, 'UNKNOWN', 'Quota exceeded', [], 'req-q', 'en', 'QUOTA_EXCEEDED');
    expect(message(unknown, 'en')).toBe(`${resources.en.errors.api.UNKNOWN} (Reference: req-q)`);
    expect(message(unknown, 'zh-HK')).toBe(`${resources['zh-HK'].errors.api.UNKNOWN} （參考編號：req-q）`);
  });

  it('an empty server message falls back to the locale text', () => {
    expect(message(new ApiError(200, 'RESULT_FALSE', ''), 'en')).toBe(resources.en.errors.api.RESULT_FALSE);
  });

  it('maps a refused search param to the invalid-link text and anything else to a generic one', () => {
    expect(errorMessageKey(new SearchParamError('bad'))).toBe('invalidLink');
    expect(errorMessageKey(new TypeError('x'))).toBe('unexpected');
    expect(errorMessageKey(notFound)).toBe('api.NOT_FOUND');
  });
});
