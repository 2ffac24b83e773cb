import { importColumns } from '../import-columns.js';
import { fileLanguageOf } from './file-language.js';
import type { MessageParams } from './message-params.js';
import { chineseRecordName } from './record-names.js';

const isChinese = (language: string) => fileLanguageOf(language) === 'zh-HK';
const chineseHeader = new Map<string, string>(importColumns.map((c) => [c.header, c.headerZh]));

/**
 * An import column's header as the language writes it: the server names columns by the template's English
 * header, and the template also carries each column's Chinese header.
 */
export function columnLabel(header: string, language: string): string {
  return isChinese(language) ? (chineseHeader.get(header) ?? header) : header;
}

/**
 * A message's params with import column names in the language (`column`, and the list in `columns`) and
 * an OU's name in it: `ouNameZh`, sent beside `ouName`, is no placeholder but replaces it in Chinese; a
 * record's kind in it (`record-names.ts`).
 */
export function localParams(params: MessageParams, language: string): MessageParams {
  const { ouNameZh, ...local } = params;
  if (isChinese(language) && typeof ouNameZh === 'string' && ouNameZh) local.ouName = ouNameZh;
  if (isChinese(language) && typeof local.record === 'string') local.record = chineseRecordName(local.record);
  if (typeof local.column === 'string') local.column = columnLabel(local.column, language);
  if (typeof local.columns === 'string') {
    local.columns = local.columns
      .split(', ')
      .map((c) => columnLabel(c, language))
      .join(isChinese(language) ? '、' : ', ');
  }
  return local;
}
