import { describe, expect, it } from 'vitest';
import { fileLanguages } from './file-language.js';
import { fileLanguage } from './file-language-schema.js';
import { serverMessageIn, serverMessageTexts } from './server-message-texts.js';
import { serverMessageCodes, serverMessageParams } from './server-messages.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('server message texts', () => {
  it('every code has a text in each language with exactly its declared placeholders', () => {
    for (const language of fileLanguages) {
      const texts = serverMessageTexts[language];
      const wrong = serverMessageCodes.filter(
        (code) => placeholders(texts[code] ?? '').join() !== [...serverMessageParams[code]].sort().join(),
      );
      expect(wrong, language).toEqual([]);
      expect(Object.keys(texts).sort(), language).toEqual([...serverMessageCodes].sort());
    }
  });

  it('says each thing once: no two codes share an English text (a macro workbook is refused as not Excel, spec 5)', () => {
    const byText = new Map<string, string[]>();
    for (const code of serverMessageCodes) {
      byText.set(serverMessageTexts.en[code], [...(byText.get(serverMessageTexts.en[code]) ?? []), code]);
    }
    const shared = [...byText.values()].filter((codes) => codes.length > 1);
    expect(shared).toEqual([['WORKBOOK_NOT_XLSX', 'WORKBOOK_MACROS']]);
  });

  it('zh-HK texts are translated, not copies of the English', () => {
    const copied = serverMessageCodes.filter(
      (code) => serverMessageTexts['zh-HK'][code] === serverMessageTexts.en[code],
    );
    expect(copied).toEqual([]);
  });

  it('names an OU by its Chinese name in zh-HK when the params carry one (ouNameZh)', () => {
    const coded = {
      messageCode: 'IMPORT_OTHER_OU',
      params: { email: 'a@example.com', ouName: 'Hong Kong Finance', ouNameZh: '香港財務部' },
    } as const;
    expect(serverMessageIn(coded, 'en')).toBe(
      'A contact with the email a@example.com belongs to another organisation unit (Hong Kong Finance).',
    );
    expect(serverMessageIn(coded, 'zh-HK')).toBe(
      '電郵為 a@example.com 的聯絡人屬於另一個組織單位（香港財務部）。',
    );
  });

  it('fills placeholders and names import columns by their Chinese header in zh-HK', () => {
    const coded = { messageCode: 'IMPORT_REQUIRED', params: { column: 'Family Name' } } as const;
    expect(serverMessageIn(coded, 'en')).toBe('Family Name is required.');
    expect(serverMessageIn(coded, 'zh-HK')).toBe('姓氏為必填欄位。');
  });

  it('reads a file language: English by default, a language it does not write refused', () => {
    expect(fileLanguage.parse(undefined)).toBe('en');
    expect(fileLanguage.parse('zh-HK')).toBe('zh-HK');
    expect(fileLanguage.safeParse('fr').success).toBe(false);
  });
});
