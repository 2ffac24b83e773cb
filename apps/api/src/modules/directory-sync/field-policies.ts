import { SYNCED_FIELDS, type SyncedField } from '@cd/contracts';
import type { Prisma } from '@cd/db';
import { fieldIssue, refuseFields } from '../../lib/errors.js';
import { fieldPoliciesOf } from './connections.js';

type Tx = Prisma.TransactionClient;

/** The contact columns a manual save would write, as contact-writer's contactColumns gives them. */
interface NextColumns {
  firstName: string;
  familyName: string;
  displayName: string;
  email: string | null;
  title: string | null;
  phoneNumber: string | null;
  mobileNumber: string | null;
  departmentId: number | null;
}

const LABEL: Record<SyncedField, { label: string; path: string }> = {
  firstName: { label: 'First name', path: 'body.firstName' },
  familyName: { label: 'Family name', path: 'body.familyName' },
  displayName: { label: 'Display name', path: 'body.firstName' },
  email: { label: 'Email', path: 'body.email' },
  title: { label: 'Title', path: 'body.title' },
  phoneNumber: { label: 'Phone', path: 'body.phone.number' },
  mobileNumber: { label: 'Mobile', path: 'body.mobile.number' },
  department: { label: 'Department', path: 'body.departmentID' },
};

const same = (a: string | null | undefined, b: string | null | undefined) => (a || null) === (b || null);

/**
 * A manual save of a contact an active connection keeps: each synced field it changes must be one the
 * connection lets people edit (OVERWRITE, the next sync writes it back); REFUSE, the default, is a 400
 * naming the field. A revoked connection keeps nothing.
 */
export async function refuseSyncedEdits(tx: Tx, contactId: number, next: NextColumns) {
  const identity = await tx.syncIdentity.findUnique({
    where: { contactId },
    select: {
      active: true,
      contact: true,
      connection: { select: { fieldPolicies: true, revokedAt: true } },
    },
  });
  if (!identity?.active || identity.connection.revokedAt || !identity.contact) return;
  const current = identity.contact;
  // The form derives the display name from the name parts, which are checked themselves: a save that keeps
  // them leaves the display name to the sync, whatever spelling the identity provider chose.
  const changed: Record<SyncedField, boolean> = {
    firstName: !same(next.firstName, current.firstName),
    familyName: !same(next.familyName, current.familyName),
    displayName: false,
    email: !same(next.email?.toLowerCase(), current.email?.toLowerCase()),
    title: !same(next.title, current.title),
    phoneNumber: !same(next.phoneNumber, current.phoneNumber),
    mobileNumber: !same(next.mobileNumber, current.mobileNumber),
    department: next.departmentId !== current.departmentId,
  };
  const policies = fieldPoliciesOf(identity.connection);
  const refused = SYNCED_FIELDS.find((field) => changed[field] && (policies[field] ?? 'REFUSE') === 'REFUSE');
  if (!refused) return;
  const { label, path } = LABEL[refused];
  throw refuseFields([fieldIssue(path, 'CONTACT_FIELD_SYNCED', { field: label })]);
}
