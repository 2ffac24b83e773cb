import { isServerMessageCode, localParams, type MessageParams } from '@cd/contracts';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** What the API sends next to an English message so the web can say it in the user's language. */
export interface CodedMessage {
  messageCode?: string;
  params?: MessageParams;
}

/**
 * The text of a coded server message in the user's language (`errors:server.<code>`), or undefined when
 * this client does not know the code: the caller then shows the server's own text (decision 053).
 */
export function serverMessageText(
  coded: CodedMessage,
  t: TFunction<'errors'>,
  language: string,
): string | undefined {
  if (!isServerMessageCode(coded.messageCode)) return undefined;
  return t(`server.${coded.messageCode}`, {
    ...localParams(coded.params ?? {}, language),
    // React escapes what it renders; escaping here too would show &#39; for an apostrophe.
    interpolation: { escapeValue: false },
  });
}

/** `const text = useServerMessage(); text(issue, issue.message)`: a coded message, else the server's text. */
export function useServerMessage(): (coded: CodedMessage, fallback: string) => string {
  const { t, i18n } = useTranslation('errors');
  return useCallback(
    (coded: CodedMessage, fallback: string) => serverMessageText(coded, t, i18n.language) ?? fallback,
    [t, i18n.language],
  );
}
