import type { TFunction } from 'i18next';
import { SearchParamError } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiErrorCode } from './api-error';
import { serverMessageText } from './server-message';

/** Failures a person can only report: the request id lets support find them in the logs. */
const NEEDS_REFERENCE: ReadonlySet<ApiErrorCode> = new Set<ApiErrorCode>([
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'INVALID_RESPONSE',
  'UNKNOWN',
]);

export type ErrorMessageKey = `api.${ApiErrorCode}` | 'invalidLink' | 'unexpected';

/** The router's refusal of a search param that fails the route's schema: a mangled or stale link. */
export function isInvalidLink(error: unknown): boolean {
  return error instanceof SearchParamError;
}

/**
 * A route's error that its URL explains, so the user gets a notice instead of the crash page: a search
 * param the schema refuses, or a refusal (4xx, or `result: false`) of the record the URL names.
 */
export function isExpectedRouteError(error: unknown): boolean {
  if (isInvalidLink(error)) return true;
  if (!isApiError(error)) return false;
  return (error.status >= 400 && error.status < 500) || error.code === 'RESULT_FALSE';
}

/** The locale key (namespace `errors`) for an error of any kind. */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (isApiError(error)) return `api.${error.code}`;
  if (isInvalidLink(error)) return 'invalidLink';
  return 'unexpected';
}

/**
 * The one place an error becomes text for a person (decisions 016, 097), in one path: a refusal the server
 * coded (`messageCode`, decision 053) in the user's language with its details; anything else (an older
 * server, a proxy's 502, a network failure, a broken link) as the generic text of its kind
 * (`errors:api.<CODE>`). The server's English `message` is for API clients and logs, never shown.
 */
export function errorMessage(error: unknown, t: TFunction<'errors'>, language: string): string {
  const text = (isApiError(error) && serverMessageText(error, t, language)) || t(errorMessageKey(error));
  if (isApiError(error) && error.requestId && NEEDS_REFERENCE.has(error.code)) {
    return `${text} ${t('reference', { requestId: error.requestId })}`;
  }
  return text;
}

/** `const message = useErrorMessage(); enqueueSnackbar(message(error), { variant: 'error' })`. */
export function useErrorMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation('errors');
  return useCallback((error: unknown) => errorMessage(error, t, i18n.language), [t, i18n.language]);
}
