import type { ErrorComponentProps } from '@tanstack/react-router';
import { useNavigate } from '@tanstack/react-router';
import { notify as enqueueSnackbar } from './notices';
import { useEffect, useRef } from 'react';
import { isApiError } from '../lib/api-error';
import { isInvalidLink, useErrorMessage } from '../lib/error-message';

/** Errors a route expects from its loader or its URL; anything else is a defect for the crash page. */
function isExpected(error: unknown): boolean {
  return isApiError(error) || isInvalidLink(error);
}

/**
 * A route `errorComponent` for spec 2's "on load failure, go to `to` and show the message": the notice
 * is in the user's language (lib/error-message). Unexpected errors are rethrown to the crash page.
 */
export function leaveWithNotice(to: string) {
  return function LeaveWithNotice({ error }: ErrorComponentProps) {
    const message = useErrorMessage();
    const navigate = useNavigate();
    const done = useRef(false);
    useEffect(() => {
      // StrictMode runs effects twice; one notice, one navigation.
      if (done.current || !isExpected(error)) return;
      done.current = true;
      enqueueSnackbar(message(error), { variant: 'error', preventDuplicate: true });
      void navigate({ href: to, replace: true });
    }, [error, message, navigate]);
    if (!isExpected(error)) throw error;
    return null;
  };
}
