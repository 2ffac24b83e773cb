import { isApiError, isServerMessage } from '../../lib/api-error';

export { isApiError };

/** An edit, rotate or revoke based on an old version (409 STALE_VERSION): offer a reload. */
export const isStaleVersion = (error: unknown) => isServerMessage(error, 'STALE_VERSION');
