import { DELETE_REFUSED, STALE_VERSION_MESSAGE, type FieldIssue } from '@cd/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import { useErrorMessage } from '../../lib/error-message';
import { useServerMessage } from '../../lib/server-message';

/** A save based on an old version (409 with the contract's message): the screen offers a reload. */
export const isStaleVersion = (error: unknown) =>
  isApiError(error) && error.status === 409 && error.message === STALE_VERSION_MESSAGE;

/** The server's issue with one field of the request (`details[].path` ends with the field's name). */
export function fieldIssueOf(error: unknown, field: string): FieldIssue | undefined {
  if (!isApiError(error)) return undefined;
  return error.details.find((d) => d.path === field || d.path.endsWith(`.${field}`));
}

/** `const fieldError = useFieldError(); fieldError(save.error, 'code')`: the server's word on one field, in the user's language when coded. */
export function useFieldError(): (error: unknown, field: string) => string | undefined {
  const serverText = useServerMessage();
  return (error, field) => {
    const issue = fieldIssueOf(error, field);
    return issue && serverText(issue, issue.message);
  };
}

/**
 * Administration's refusals in the user's language: the API writes English, so the ones this feature
 * knows by their contract text get their own keys; everything else goes through the shared mapping.
 */
export function useAdminErrorMessage() {
  const { t } = useTranslation('administration');
  const generic = useErrorMessage();
  return (error: unknown) => {
    if (isStaleVersion(error)) return t('stale');
    if (isApiError(error) && error.message.startsWith(DELETE_REFUSED.department)) {
      return t('departments.deleteRefused');
    }
    return generic(error);
  };
}
