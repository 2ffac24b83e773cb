import { z } from 'zod';
import { text } from './common/text.js';
import { userSettings } from './settings.js';
import { envelope } from './common/envelope.js';

/** Navigation item ids (spec 3 "shortcuts"). */
export const shortcuts = z
  .array(text().regex(/^[a-z0-9-]{1,64}$/, 'Not a navigation item id'))
  .max(50)
  .refine((ids) => new Set(ids).size === ids.length, 'Shortcuts must not repeat');

/**
 * `POST /api/User/UpdateUser`: the whole user object of spec 3 (spec 7: "an update of the whole user
 * object"). Only `settings` and `shortcuts` are the user's to change; the rest comes from the identity
 * provider and the grants, so extra fields (email, role, displayName, photoURL) are accepted and ignored.
 * `id` must be the caller's own.
 */
export const updateUserBody = z.object({
  id: text().min(1).max(255),
  settings: userSettings,
  shortcuts,
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;
export const updateUserResponse = envelope(
  z.object({ settings: userSettings, shortcuts: z.array(z.string()) }),
);

/**
 * What the toolbar's status label shows (system parameter `gcd.status.source`): DATABASE the live database
 * check and contact count, SYNC the state of directory synchronisation (FN-0008), STATIC `gcd.status.text`.
 */
export const GCD_STATUS_SOURCES = ['DATABASE', 'SYNC', 'STATIC'] as const;
export type GcdStatusSource = (typeof GCD_STATUS_SOURCES)[number];

/**
 * The state of directory synchronisation over the connections not revoked: NO_CONNECTION (none), NEVER
 * (none has synced yet), ERRORS (a connection's newest refused request came after its last sync), IN_SYNC.
 */
export const GCD_SYNC_STATES = ['NO_CONNECTION', 'NEVER', 'ERRORS', 'IN_SYNC'] as const;
export const gcdSyncStatus = z.object({
  state: z.enum(GCD_SYNC_STATES),
  /** The newest last sync of any connection. */
  lastSyncAt: z.string().nullable(),
  connections: z.number().int().nonnegative(),
  /** The connections in ERRORS' sense. */
  failingConnections: z.number().int().nonnegative(),
});
export type GcdSyncStatus = z.infer<typeof gcdSyncStatus>;

/** `GET /api/SystemAdministration/CheckGCDStatus`: the directory's own status (the toolbar's gcdStatus). */
export const gcdStatus = z.object({
  status: z.enum(['ok', 'unavailable']),
  databaseReachable: z.boolean(),
  lastImportAt: z.string().nullable(),
  contactCount: z.number().int().nonnegative().nullable(),
  checkedAt: z.string(),
  source: z.enum(GCD_STATUS_SOURCES),
  /** With source STATIC: the administrator's text (`gcd.status.text`); null otherwise. */
  text: z.string().nullable(),
  /** With source SYNC and a database that answers: the sync state; null otherwise. */
  sync: gcdSyncStatus.nullable(),
});
export type GcdStatus = z.infer<typeof gcdStatus>;
export const gcdStatusResponse = envelope(gcdStatus);
