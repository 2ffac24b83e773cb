import type { updateUserBody } from '@cd/contracts';
import type { PrismaClient, User } from '@cd/db';
import type { z } from 'zod';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import { refuse } from '../../lib/errors.js';
import { clientUserId, storedSettings } from '../auth/session-info.js';

/** Saves the caller's own settings and shortcuts (spec 7: the whole user object is sent). */
export async function updateOwnUser(
  prisma: PrismaClient,
  user: User,
  audit: AuditActor,
  body: z.output<typeof updateUserBody>,
) {
  // The body names a user (the whole user object of spec 7); it can only ever be the caller.
  if (body.id !== clientUserId(user)) throw refuse('OWN_SETTINGS_ONLY');
  const { settings, shortcuts } = body;
  // One batch transaction (no interactive round trips): the change and its audit row commit together.
  const [updated] = await prisma.$transaction([
    prisma.user.update({ where: { id: user.id }, data: { settings, shortcuts } }),
    recordAudit(prisma, audit, {
      action: 'USER_SETTINGS_UPDATE',
      entityType: 'User',
      entityId: user.id,
      before: { settings: storedSettings(user.settings), shortcuts: user.shortcuts },
      after: { settings, shortcuts },
    }),
  ]);
  return { settings: storedSettings(updated.settings) ?? settings, shortcuts: updated.shortcuts };
}
