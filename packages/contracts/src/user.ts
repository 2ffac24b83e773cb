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

/** `GET /api/SystemAdministration/CheckGCDStatus`: the directory's own status (the toolbar's gcdStatus). */
export const gcdStatus = z.object({
  status: z.enum(['ok', 'unavailable']),
  databaseReachable: z.boolean(),
  lastImportAt: z.string().nullable(),
  contactCount: z.number().int().nonnegative().nullable(),
  checkedAt: z.string(),
});
export type GcdStatus = z.infer<typeof gcdStatus>;
export const gcdStatusResponse = envelope(gcdStatus);
