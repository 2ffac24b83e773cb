import { STALE_VERSION_MESSAGE } from '@cd/contracts';
import { isApiError } from '../../lib/api-error';

export { isApiError };

/** An edit, rotate or revoke based on an old version (409 with the contract's message): offer a reload. */
export const isStaleVersion = (error: unknown) =>
  isApiError(error) && error.status === 409 && error.message === STALE_VERSION_MESSAGE;
