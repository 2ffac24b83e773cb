import { userSettings, type SessionInfo, type UserSettings } from '@cd/contracts';
import type { User } from '@cd/db';
import type { Authorization } from './authorization.js';

/** Saved settings that still fit today's model; anything older or broken falls back to the defaults. */
export function storedSettings(value: unknown): UserSettings | null {
  const parsed = userSettings.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The user id of spec 3 the client sees: the identity provider's account id. */
export const clientUserId = (user: User) => user.subject ?? user.id;

/** The spec's session response without the tokens, which stay in HttpOnly cookies. */
export function toSessionInfo(
  user: User,
  authz: Authorization,
  accessTokenExpiry: Date,
  refreshTokenExpiry: Date,
): SessionInfo {
  return {
    roles: authz.roles,
    user: {
      id: clientUserId(user),
      email: user.email,
      role: authz.roles,
      displayName: user.displayName ?? user.email,
      photoURL: user.photoUrl,
      settings: storedSettings(user.settings),
      shortcuts: user.shortcuts,
    },
    accessTokenExpiryTime: accessTokenExpiry.toISOString(),
    refreshTokenExpiryTime: refreshTokenExpiry.toISOString(),
  };
}
