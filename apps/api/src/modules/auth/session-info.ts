import type { SessionInfo } from '@cd/contracts';
import type { User } from '@cd/db';
import type { Authorization } from './authorization.js';

const asSettings = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

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
      id: user.subject ?? user.id,
      email: user.email,
      role: authz.roles,
      displayName: user.displayName ?? user.email,
      photoURL: user.photoUrl,
      settings: asSettings(user.settings),
      shortcuts: user.shortcuts,
    },
    accessTokenExpiryTime: accessTokenExpiry.toISOString(),
    refreshTokenExpiryTime: refreshTokenExpiry.toISOString(),
  };
}
