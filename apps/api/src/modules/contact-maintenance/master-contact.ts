import { CONTACT_MAINTENANCE_CODES, FunctionCode } from '@cd/contracts';
import type { Prisma } from '@cd/db';
import { refuse } from '../../lib/errors.js';
import type { Authorization } from '../auth/authorization.js';

type Tx = Prisma.TransactionClient;

/** Whoever may find a contact by search or maintain it may learn that it is the master for an email. */
const seeCodes = [FunctionCode.DirectorySearch, ...CONTACT_MAINTENANCE_CODES] as const;

/** 409 for an email that already has a master contact the caller may not see: it says no more than that. */
export const masterEmailInUse = (email: string) =>
  refuse('CONTACT_MASTER_EMAIL_IN_USE', { email }, { field: 'body.email' });

/**
 * An email identifies one person, so at most one contact per email is its master record (the database's
 * contact_master_email_key holds it; this check names the holder). Refused with the other master's name
 * and OU when the caller could see it, else only that the address is in use.
 */
export async function refuseSecondMaster(
  tx: Tx,
  authz: Authorization,
  { email, contactId }: { email: string; contactId?: number },
) {
  const other = await tx.contact.findFirst({
    where: { email, isMasterRecord: true, ...(contactId === undefined ? {} : { id: { not: contactId } }) },
    select: { displayName: true, ou: { select: { id: true, path: true, name: true, nameZh: true } } },
  });
  if (!other) return;
  if (!seeCodes.some((code) => authz.can(code, other.ou))) throw masterEmailInUse(email);
  // The OU's Chinese name rides beside its name, as the import's messages do (`localParams`).
  const params = {
    email,
    name: other.displayName,
    ouName: other.ou.name,
    ...(other.ou.nameZh ? { ouNameZh: other.ou.nameZh } : {}),
  };
  throw refuse('CONTACT_MASTER_EMAIL_TAKEN', params, { field: 'body.email' });
}

/** The write itself, with the unique index's refusal (a concurrent save won the race) as the same 409. */
export async function writeMaster<T>(email: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (email && (error as { code?: unknown } | null)?.code === 'P2002') throw masterEmailInUse(email);
    throw error;
  }
}
