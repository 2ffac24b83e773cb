import type { FieldIssue, MessageParams } from '@cd/contracts';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageRules } from '../locales';

/** What the API sends next to an English message so the web can say it in the user's language. */
export interface CodedMessage {
  messageCode?: string;
  params?: MessageParams;
}

/**
 * The text of a coded server message in the user's language (`errors:server.<code>`), or undefined when
 * this client does not know the code (decision 053).
 */
export function serverMessageText(
  coded: CodedMessage,
  t: TFunction<'errors'>,
  language: string,
): string | undefined {
  // Loaded with the `errors` texts, so whoever holds an `errors` translation function has the table.
  const rules = serverMessageRules();
  if (!rules?.isServerMessageCode(coded.messageCode)) return undefined;
  return t(`server.${coded.messageCode}`, {
    ...rules.localParams(coded.params ?? {}, language),
    // React escapes what it renders; escaping here too would show &#39; for an apostrophe.
    interpolation: { escapeValue: false },
  });
}

/**
 * The one text of a field issue (the API's `details[]`, or a contract schema's issue coded with
 * `schemaIssueCode`) in the user's language (decision 097): its code's text, else the generic "not valid".
 */
export const fieldIssueText = (issue: CodedMessage, t: TFunction<'errors'>, language: string): string =>
  serverMessageText(issue, t, language) ?? t('server.FIELD_INVALID');

/** `const issueText = useFieldIssueText(); issueText(issue)`. */
export function useFieldIssueText(): (issue: CodedMessage | FieldIssue) => string {
  const { t, i18n } = useTranslation('errors');
  return useCallback((issue) => fieldIssueText(issue, t, i18n.language), [t, i18n.language]);
}

/**
 * `const text = useServerMessage(); text(run, run.message)`: a stored message (import runs and previews
 * written before their code existed keep only their text), coded when it can be.
 */
export function useServerMessage(): (coded: CodedMessage, fallback: string) => string {
  const { t, i18n } = useTranslation('errors');
  return useCallback(
    (coded: CodedMessage, fallback: string) => serverMessageText(coded, t, i18n.language) ?? fallback,
    [t, i18n.language],
  );
}
