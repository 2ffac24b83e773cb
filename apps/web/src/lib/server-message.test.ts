import { columnLabel, serverMessageCodes, serverMessageParams, trustedDomainInput } from '@cd/contracts';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../locales';
import { ApiError } from './api-error';
import { errorMessage } from './error-message';
import { serverMessageText } from './server-message';

const resources = { en: await loadLanguage('en'), 'zh-HK': await loadLanguage('zh-HK') };
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ resources, lng: 'en', fallbackLng: false, ns: ['errors'], defaultNS: 'errors' });
});
const tFor = (language: string) => i18n.getFixedT(language, 'errors');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('coded server messages (decision 053)', () => {
  it('every code has an en and a zh-HK text with exactly the placeholders the contract declares', () => {
    for (const language of ['en', 'zh-HK'] as const) {
      const texts = resources[language].errors.server as Record<string, string>;
      const wrong = serverMessageCodes.filter(
        (code) =>
          typeof texts[code] !== 'string' ||
          placeholders(texts[code]).join() !== [...serverMessageParams[code]].sort().join(),
      );
      expect(wrong, language).toEqual([]);
      // No text for a code the server cannot send.
      expect(
        Object.keys(texts).filter((code) => !(code in serverMessageParams)),
        language,
      ).toEqual([]);
    }
  });

  it('a zh-HK user reads an import row problem in Chinese, details and column name filled in', () => {
    const issue = {
      messageCode: 'IMPORT_DIGIT_RANGE',
      params: { column: 'Phone Number', min: 3, max: 20, value: '12' },
    };
    expect(serverMessageText(issue, tFor('zh-HK'), 'zh-HK')).toBe(
      '電話號碼必須為 3 至 20 位數字（「12」）。',
    );
    expect(serverMessageText(issue, tFor('en'), 'en')).toBe("Phone Number must have 3 to 20 digits ('12').");
  });

  it('lists missing columns by their Chinese headers', () => {
    const refused = {
      messageCode: 'WORKBOOK_MISSING_COLUMNS',
      params: { row: 1, columns: 'Email, Family Name' },
    };
    expect(serverMessageText(refused, tFor('zh-HK'), 'zh-HK')).toBe(
      '標題行（第 1 行）缺少必填欄位：電郵、姓氏。',
    );
  });

  it('knows nothing of an unknown or missing code, so the caller keeps the server text', () => {
    expect(serverMessageText({ messageCode: 'NEW_IN_A_LATER_API' }, tFor('zh-HK'), 'zh-HK')).toBeUndefined();
    expect(serverMessageText({}, tFor('zh-HK'), 'zh-HK')).toBeUndefined();
    expect(serverMessageText({ messageCode: 'toString' }, tFor('en'), 'en')).toBeUndefined();
  });

  it('an error envelope with a known code reads in the user language with its details', () => {
    const tooLarge = new ApiError(
      413,
      'PAYLOAD_TOO_LARGE',
      'File is too large. Maximum allowed size is 5 MB.',
      [],
      'r',
      'en',
      undefined,
      'IMPORT_FILE_TOO_LARGE',
      { size: 5 },
    );
    expect(errorMessage(tooLarge, tFor('zh-HK'), 'zh-HK')).toBe('檔案過大。允許的最大檔案大小為 5 MB。');
    expect(errorMessage(tooLarge, tFor('en'), 'en')).toBe('File is too large. Maximum allowed size is 5 MB.');
    const refusal = new ApiError(
      409,
      'CONFLICT',
      "You can't delete this OU. It still has contacts.",
      [],
      'r',
      'en',
      undefined,
      'DELETE_REFUSED_OU_HAS_CONTACTS',
    );
    expect(errorMessage(refusal, tFor('zh-HK'), 'zh-HK')).toBe(
      '您不能刪除此組織單位。此組織單位仍有聯絡人。',
    );
  });

  it('an unknown code (a newer API) falls back to the generic text in either language', () => {
    const newer = new ApiError(409, 'CONFLICT', 'A newer refusal.', [], 'r', 'en', undefined, 'NEWER_CODE');
    expect(errorMessage(newer, tFor('en'), 'en')).toBe(resources.en.errors.api.CONFLICT);
    expect(errorMessage(newer, tFor('zh-HK'), 'zh-HK')).toBe(resources['zh-HK'].errors.api.CONFLICT);
  });

  it('names import columns by their Chinese header only in Chinese, and leaves other names alone', () => {
    expect(columnLabel('Email', 'zh-HK')).toBe('電郵');
    expect(columnLabel('Email', 'en')).toBe('Email');
    expect(columnLabel('Nickname', 'zh-HK')).toBe('Nickname');
  });
});

describe('trusted domain refusals', () => {
  it('the contract check in the browser carries the code and domain the zh-HK text needs', () => {
    const issue = trustedDomainInput.safeParse('*.example.com').error!.issues[0]!;
    const { messageCode, ...params } = ('params' in issue ? issue.params : undefined) ?? {};
    expect(serverMessageText({ messageCode, params }, tFor('zh-HK'), 'zh-HK')).toBe(
      '*.example.com：不允許使用萬用字元，請逐一列出每個網域',
    );
    expect(serverMessageText({ messageCode, params }, tFor('en'), 'en')).toBe(issue.message);
  });
});
