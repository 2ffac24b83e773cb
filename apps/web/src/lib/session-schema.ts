import type { SessionInfo } from '@cd/contracts';
import type { LazyResponseSchema } from './api-client';

/**
 * The session's contract, loaded on first use (decision 070): the session probe and re-authorization are
 * the first calls every visit makes, and zod is not part of the first download.
 */
export const sessionResponse: LazyResponseSchema<SessionInfo> = () =>
  import('./session-contract').then((contract) => contract.sessionResponse);
