import type { FieldIssue } from '@cd/contracts';
import { isApiError, isServerMessage } from '../../lib/api-error';
import { useFieldIssueText } from '../../lib/server-message';

/** A save based on an old version (409 STALE_VERSION): the screen offers a reload. */
export const isStaleVersion = (error: unknown) => isServerMessage(error, 'STALE_VERSION');

/** The server's issue with one field of the request (`details[].path` ends with the field's name). */
export function fieldIssueOf(error: unknown, field: string): FieldIssue | undefined {
  if (!isApiError(error)) return undefined;
  return error.details.find((d) => d.path === field || d.path.endsWith(`.${field}`));
}

/** `const fieldError = useFieldError(); fieldError(save.error, 'code')`: the server's word on one field, in the user's language. */
export function useFieldError(): (error: unknown, field: string) => string | undefined {
  const issueText = useFieldIssueText();
  return (error, field) => {
    const issue = fieldIssueOf(error, field);
    return issue && issueText(issue);
  };
}
