import { expandFunctionCodes } from '@cd/contracts';

/**
 * An access rule as navigation items and routes declare it.
 * `auth` follows spec 4: absent = everyone, empty = only users with no role, else any one of the codes.
 * `authAll` adds codes or roles that must all be held as well (Trust Domain needs FN-0010 *and* the
 * SystemAdministrator role).
 */
export interface AccessRule {
  auth?: readonly string[] | null;
  authAll?: readonly string[];
}

export type UserRole = string | readonly string[] | null | undefined;

/** Spec 4 "Navigation item visibility", kept verbatim: the legacy hasPermission. */
export function hasPermission(auth: readonly string[] | null | undefined, userRole: UserRole): boolean {
  if (auth === null || auth === undefined) return true;
  if (auth.length === 0) return isGuestRole(userRole);
  if (userRole === null || userRole === undefined) return false;
  if (typeof userRole === 'string') return auth.includes(userRole);
  return auth.some((code) => userRole.includes(code));
}

export function hasAccess(rule: AccessRule, userRole: UserRole): boolean {
  if (!hasPermission(rule.auth, userRole)) return false;
  const all = rule.authAll ?? [];
  if (all.length === 0) return true;
  if (userRole === null || userRole === undefined) return false;
  const held = typeof userRole === 'string' ? [userRole] : userRole;
  return all.every((code) => held.includes(code));
}

/** Spec 4 "Guest": a user with no role or an empty role. */
export function isGuestRole(userRole: UserRole): boolean {
  return userRole === null || userRole === undefined || userRole.length === 0;
}

/** The codes a session's roles grant on the client: FN-0003 carries its variants (ARCHITECTURE 4). */
export function effectiveRoles(roles: readonly string[]): string[] {
  return expandFunctionCodes(roles);
}
