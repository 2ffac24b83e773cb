import { z } from 'zod';
import { envelope } from './common/envelope.js';
import { text } from './common/text.js';
import { userSettings } from './settings.js';

export { CSRF_HEADER, CSRF_HEADER_VALUE } from './csrf.js';

/** User (client) of spec 3. `role` is the session's roles, as the legacy client had it. */
export const sessionUser = z.object({
  id: z.string(),
  email: z.string(),
  role: z.array(z.string()),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  settings: userSettings.nullable(),
  shortcuts: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** The session response of spec 3, without the tokens: those live only in HttpOnly cookies. */
export const sessionInfo = z.object({
  roles: z.array(z.string()),
  user: sessionUser,
  accessTokenExpiryTime: z.string(),
  refreshTokenExpiryTime: z.string(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;
export const sessionResponse = envelope(sessionInfo);

/** POST /api/auth/sign-out: the session is over; the browser goes on to `location` (the IdP's sign-out). */
export const signOutResponse = envelope(z.object({ location: z.string() }));

/** GET /api/auth/login: where to return after sign-in, and the account to suggest to the IdP. */
export const loginQuery = z.object({
  returnTo: text().optional(),
  login_hint: text().max(320).optional(),
});

/** The legacy exchange's token; the API's body limit is twice this. */
export const LEGACY_TOKEN_MAX_LENGTH = 8192;
const legacyToken = text().trim().min(1).max(LEGACY_TOKEN_MAX_LENGTH);
/** The legacy client posted the bare string (text/plain); JSON `{ payload }` is accepted too. */
export const legacyExchangeRequest = z.union([legacyToken, z.object({ payload: legacyToken })]);
export const legacyExchangeResponse = envelope(z.object({ loginUrl: z.string() }));

/** Identity payload of spec 3, built by the server from verified ID-token claims. */
export const identityPayload = z.object({
  userID: z.string().min(1),
  tenantID: z.string().min(1),
  userRole: z.array(z.string()),
  acquiredTime: z.string(),
  email: z.string(),
  version: z.literal(1),
});
export type IdentityPayload = z.infer<typeof identityPayload>;

/** Messages of spec 8 the client shows when re-authorization is impossible. */
export const AuthMessages = {
  noAccessToken: 'Please close and refresh the page to try again',
  reAuthorizeFailed: 'Please refresh this page and try again',
} as const;
