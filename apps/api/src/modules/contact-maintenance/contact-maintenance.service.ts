import {
  AuditEntity,
  FunctionCode,
  type ContactInfoUpdate,
  type PermissionMove,
  type removeContactRequest,
} from '@cd/contracts';
import type { Prisma, PrismaClient } from '@cd/db';
import type { z } from 'zod';
import { recordAudit } from '../../lib/audit.js';
import { notFound, refuse } from '../../lib/errors.js';
import { writeIfVersion } from '../../lib/versioning.js';
import { ownedBy, type Caller } from '../auth/auth.plugin.js';
import type { Authorization, OuRef } from '../auth/authorization.js';
import { ownedInScope } from '../auth/guard.js';
import {
  contactColumns,
  contactInclude,
  contactSnapshot,
  replaceSecondaries,
  toContactMaintenance,
  type ContactRow,
} from './contact-writer.js';
import { moveGrantsToEmail, revokeLeaverAccess } from './grants.service.js';
import { refuseSyncedEdits } from '../directory-sync/field-policies.js';
import { refuseSecondMaster, writeMaster } from './master-contact.js';

// Saving details needs FN-0003A (FN-0003 carries it); any variant opens the screen (ARCHITECTURE 4).
export const editCodes = [FunctionCode.ContactMaintenance, FunctionCode.ContactEdit] as const;

/** The OU of a contact, for the guard: 404 naming the contact when there is none or it is out of scope. */
export const contactOu = (prisma: PrismaClient, contactID: number) =>
  prisma.contact
    .findUnique({ where: { id: contactID }, select: { ouId: true } })
    .then((contact) =>
      contact
        ? ownedBy(`Contact ${contactID}`, contact.ouId)
        : Promise.reject(notFound(`Contact ${contactID}`)),
    );

export const ouRef = (db: Prisma.TransactionClient, id: number): Promise<OuRef | null> =>
  db.organizationUnit.findUnique({ where: { id }, select: { id: true, path: true } });

const maySee = (authz: Authorization, ou: OuRef) => ({
  canEditDetails: authz.can(FunctionCode.ContactEdit, ou),
  canEditPermissions: authz.can(FunctionCode.ContactPermissionEdit, ou),
  canDelete: authz.can(FunctionCode.ContactDelete, ou),
});

const notMaster = () => refuse('GRANTS_MOVE_NOT_MASTER', {}, { field: 'body.retainPermissions' });

const deleteRefused = (code: 'DELETE_REFUSED_CONTACT_NEW' | 'DELETE_REFUSED_CONTACT_ONLY_CONTACT') =>
  refuse(code, {}, { field: 'contactID' });

/** The maintenance form of a contact whose OU the guard has checked. */
export async function contactForMaintenance(
  prisma: PrismaClient,
  caller: Caller,
  contactId: number,
  ou: OuRef,
) {
  const row = await prisma.contact.findUniqueOrThrow({ where: { id: contactId }, include: contactInclude });
  return toContactMaintenance(row, maySee(caller.authz, ou));
}

/**
 * Creates or updates a contact from its form; a changed email of the master contact can take the user's
 * grants along (retainPermissions). The guard has checked the OU the contact is to belong to.
 */
export async function saveContact(prisma: PrismaClient, caller: Caller, body: ContactInfoUpdate) {
  const actor = caller.email;
  // A contact or department outside the caller's scope is absent, before any version or field check.
  if (body.contactID !== undefined)
    await ownedInScope(prisma, caller.authz, editCodes, await contactOu(prisma, body.contactID));
  if (body.departmentID !== null) {
    const department = await prisma.department.findUnique({ where: { id: body.departmentID } });
    if (!department) throw notFound(`Department ${body.departmentID}`);
    await ownedInScope(
      prisma,
      caller.authz,
      editCodes,
      ownedBy(`Department ${body.departmentID}`, department.ouId),
    );
    if (department.ouId !== body.ouID) {
      throw refuse('CONTACT_DEPARTMENT_OTHER_OU', {}, { field: 'body.departmentID' });
    }
  }
  const master = body.isMasterRecord ? body.email : null;
  const { saved, permissionMove } = await prisma.$transaction(async (tx) => {
    let before: ContactRow | null = null;
    let contactId: number;
    let permissionMove: PermissionMove | undefined;
    if (body.contactID === undefined) {
      if (master) await refuseSecondMaster(tx, caller.authz, { email: master });
      const created = await writeMaster(master, () =>
        tx.contact.create({
          data: { ...contactColumns(body, actor), source: 'MANUAL', createdBy: actor },
        }),
      );
      contactId = created.id;
    } else {
      contactId = body.contactID;
      before = await writeIfVersion({
        what: `Contact ${contactId}`,
        expectedVersion: body.version!,
        load: () => tx.contact.findUnique({ where: { id: contactId }, include: contactInclude }),
        write: async () => {
          const current = await tx.contact.findUniqueOrThrow({ where: { id: contactId } });
          if (current.ouId !== body.ouID) {
            const from = await ouRef(prisma, current.ouId);
            if (!from || !editCodes.some((code) => caller.authz.can(code, from))) {
              throw refuse('CONTACT_MOVE_OUT_OF_OU');
            }
          }
          if (master) await refuseSecondMaster(tx, caller.authz, { email: master, contactId });
          await refuseSyncedEdits(tx, contactId, contactColumns(body, actor));
          return writeMaster(master, () =>
            tx.contact.updateMany({
              where: { id: contactId, version: body.version },
              data: { ...contactColumns(body, actor), version: { increment: 1 } },
            }),
          );
        },
      });
    }
    await replaceSecondaries(tx, contactId, body);
    const after = await tx.contact.findUniqueOrThrow({
      where: { id: contactId },
      include: contactInclude,
    });
    await recordAudit(tx, caller.audit, {
      action: before ? 'CONTACT_UPDATE' : 'CONTACT_CREATE',
      entityType: AuditEntity.Contact,
      entityId: contactId,
      ouId: after.ouId,
      before: before ? contactSnapshot(before) : null,
      after: contactSnapshot(after),
    });
    if (before && body.retainPermissions && before.email && after.email && before.email !== after.email) {
      // Only the master contact speaks for the person: any other contact may share the address.
      if (!before.isMasterRecord || !after.isMasterRecord) throw notMaster();
      const target = await ouRef(tx, after.ouId);
      if (!target || !caller.authz.can(FunctionCode.ContactPermissionEdit, target)) {
        throw refuse('GRANTS_KEEP_NEEDS_PERMISSION_EDIT');
      }
      permissionMove = await moveGrantsToEmail(tx, caller.audit, caller.authz, {
        from: before.email,
        to: after.email,
        contactId,
        confirmMerge: body.confirmGrantMerge,
      });
    }
    return { saved: after, permissionMove };
  });
  const ou = (await ouRef(prisma, saved.ouId))!;
  const contact = toContactMaintenance(saved, maySee(caller.authz, ou));
  return permissionMove ? { ...contact, permissionMove } : contact;
}

/** Deletes a contact (never the last of its top-level OU) and ends a leaver's access. */
export async function removeContact(
  prisma: PrismaClient,
  caller: Caller,
  { contactID, version }: z.output<typeof removeContactRequest>,
) {
  if (contactID === undefined) throw deleteRefused('DELETE_REFUSED_CONTACT_NEW');
  const ou = await ownedInScope(
    prisma,
    caller.authz,
    [FunctionCode.ContactDelete],
    await contactOu(prisma, contactID),
  );
  const rootPath = ou.path.slice(0, ou.path.indexOf('/', 1) + 1);
  const accessRevoked = await prisma.$transaction(async (tx) => {
    const others = await tx.contact.findFirst({
      where: { id: { not: contactID }, ou: { path: { startsWith: rootPath } } },
      select: { id: true },
    });
    if (!others) throw deleteRefused('DELETE_REFUSED_CONTACT_ONLY_CONTACT');
    const before = await writeIfVersion({
      what: `Contact ${contactID}`,
      expectedVersion: version!,
      load: () => tx.contact.findUnique({ where: { id: contactID }, include: contactInclude }),
      write: () => tx.contact.deleteMany({ where: { id: contactID, version } }),
    });
    await recordAudit(tx, caller.audit, {
      action: 'CONTACT_DELETE',
      entityType: AuditEntity.Contact,
      entityId: contactID,
      ouId: before.ouId,
      before: contactSnapshot(before),
      after: null,
    });
    if (!before.email) return null;
    return revokeLeaverAccess(tx, caller.audit, {
      email: before.email,
      contactId: contactID,
      ouId: before.ouId,
    });
  });
  return accessRevoked ? { contactID, accessRevoked } : { contactID };
}
