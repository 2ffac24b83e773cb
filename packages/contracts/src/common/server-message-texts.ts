import type { FileLanguage } from './file-language.js';
import { serverMessageTextsEn } from './server-message-texts-en.js';
import { serverMessageTextsZhHK } from './server-message-texts-zh-HK.js';
import { localParams } from './import-column-label.js';
import { fillPlaceholders, type ServerMessage, type ServerMessageCode } from './server-messages.js';

/**
 * The text of every coded server message in each language (decision 053, 077): the web's
 * `errors:server.<code>` (it loads only the user's language, from the per-language modules) and the API's
 * files read the same texts, so a message reads the same on screen and in a downloaded file. A missing
 * code fails the typecheck. Kept out of the package's index, away from the web's first chunk.
 */
export const serverMessageTexts: Record<FileLanguage, Record<ServerMessageCode, string>> = {
  en: serverMessageTextsEn,
  'zh-HK': serverMessageTextsZhHK,
};

/** A coded message in a file's language, placeholders filled in (no HTML escaping: files are not HTML). */
export function serverMessageIn(coded: ServerMessage, language: FileLanguage): string {
  return fillPlaceholders(
    serverMessageTexts[language][coded.messageCode],
    localParams(coded.params ?? {}, language),
  );
}
