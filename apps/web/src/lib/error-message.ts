import type { TFunction } from 'i18next';
import { SearchParamError } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiError, type ApiErrorCode } from './api-error';
import { serverMessageText } from './server-message';

/**
 * The one place an error becomes text for a person (decision 016). Every code has a key in the
 * `errors` namespace (`api.<CODE>`). The server's own message is shown instead only when it says
 * something specific about this request (a business rule, a missing record, a refused field) AND is
 * written in the user's language; a zh-HK user never reads the API's English. A message that comes with a
 * code this client knows (decision 053) is shown in the user's language with its details, before all else.
 */
const SERVER_MESSAGE_IS_SPECIFIC: ReadonlySet<ApiErrorCode> = new Set<ApiErrorCode>([
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RESULT_FALSE',
  'UNKNOWN',
]);

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

/** The locale key (namespace `errors`) for an error of any kind. */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (isApiError(error)) return `api.${error.code}`;
  if (isInvalidLink(error)) return 'invalidLink';
  return 'unexpected';
}

/** Same language: equal tags, or one is the other's bare primary subtag (`en` ~ `en-GB`, not `zh-CN` ~ `zh-HK`). */
export function sameLanguage(a: string, b: string): boolean {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x === y || x === y.split('-')[0] || y === x.split('-')[0];
}

function usesServerMessage(error: ApiError, language: string): boolean {
  return (
    SERVER_MESSAGE_IS_SPECIFIC.has(error.code) &&
    error.message !== '' &&
    sameLanguage(error.language, language)
  );
}

export function errorMessage(error: unknown, t: TFunction<'errors'>, language: string): string {
  const coded = isApiError(error) ? serverMessageText(error, t, language) : undefined;
  const text =
    coded ??
    (isApiError(error) && usesServerMessage(error, language) ? error.message : t(errorMessageKey(error)));
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
