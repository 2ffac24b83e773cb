import {
  AuditEntity,
  CONTACT_DELETE_REASONS,
  FunctionCode,
  type PermissionMove,
  serverMessage,
} from '@cd/contracts';
import type { Prisma, PrismaClient } from '@cd/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor, recordAudit } from '../../lib/audit.js';
import { ok } from '../../lib/envelope.js';
import { AppError, notFound } from '../../lib/errors.js';
import { deleteRefusals, invalidField } from '../../lib/refusals.js';
import { writeIfVersion } from '../../lib/versioning.js';
import { ownedBy, requireAuth } from '../auth/auth.plugin.js';
import { inScope } from '../auth/guard.js';
import type { OuRef } from '../auth/authorization.js';
import {
  contactColumns,
  contactInclude,
  contactSnapshot,
  replaceSecondaries,
  toContactMaintenance,
  type ContactRow,
} from './contact-writer.js';
import { moveGrantsToEmail, revokeLeaverAccess } from './grants.service.js';
import { refuseSecondMaster, writeMaster } from './master-contact.js';
import { endpoint } from '../../endpoints.js';

// Saving details needs FN-0003A (FN-0003 carries it); any variant opens the screen (ARCHITECTURE 4).
const editCodes = [FunctionCode.ContactMaintenance, FunctionCode.ContactEdit] as const;

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

function maySee(request: FastifyRequest, ou: OuRef) {
  const { authz } = requireAuth(request);
  return {
    canEditDetails: authz.can(FunctionCode.ContactEdit, ou),
    canEditPermissions: authz.can(FunctionCode.ContactPermissionEdit, ou),
    canDelete: authz.can(FunctionCode.ContactDelete, ou),
  };
}

const notMaster = () => {
  const message =
    'Only the master contact’s email change can keep the user’s permissions; this contact is not the master record.';
  const coded = serverMessage('GRANTS_MOVE_NOT_MASTER');
  return new AppError('CONFLICT', message, [{ path: 'body.retainPermissions', message, ...coded }], coded);
};

const refusal = deleteRefusals('contact', 'contactID', CONTACT_DELETE_REASONS, {
  new: 'DELETE_REFUSED_CONTACT_NEW',
  onlyContact: 'DELETE_REFUSED_CONTACT_ONLY_CONTACT',
});

export const contactMaintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;

  app.route({
    ...endpoint('Contacts.ContactMaintenance', { ouOf: (query) => contactOu(prisma, query.contactID) }),
    handler: async (request) => {
      const row = await prisma.contact.findUniqueOrThrow({
        where: { id: request.query.contactID },
        include: contactInclude,
      });
      return ok(toContactMaintenance(row, maySee(request, requireAuth(request).ou!)));
    },
  });

  app.route({
    ...endpoint('Contacts.ContactInfoUpdate'),
    handler: async (request) => {
      const auth = requireAuth(request);
      const body = request.body;
      const actor = auth.user.email;
      // A contact or department outside the caller's scope is absent, before any version or field check.
      if (body.contactID !== undefined)
        await inScope(request, editCodes, await contactOu(prisma, body.contactID));
      if (body.departmentID !== null) {
        const department = await prisma.department.findUnique({ where: { id: body.departmentID } });
        if (!department) throw notFound(`Department ${body.departmentID}`);
        await inScope(request, editCodes, ownedBy(`Department ${body.departmentID}`, department.ouId));
        if (department.ouId !== body.ouID) {
          throw invalidField(
            'body.departmentID',
            'The department belongs to another OU.',
            serverMessage('CONTACT_DEPARTMENT_OTHER_OU'),
          );
        }
      }
      const master = body.isMasterRecord ? body.email : null;
      const { saved, permissionMove } = await prisma.$transaction(async (tx) => {
        let before: ContactRow | null = null;
        let contactId: number;
        let permissionMove: PermissionMove | undefined;
        if (body.contactID === undefined) {
          if (master) await refuseSecondMaster(tx, auth.authz, { email: master });
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
                if (!from || !editCodes.some((code) => auth.authz.can(code, from))) {
                  throw new AppError('FORBIDDEN', 'You may not move contacts out of their current OU.');
                }
              }
              if (master) await refuseSecondMaster(tx, auth.authz, { email: master, contactId });
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
        await recordAudit(tx, auditActor(request), {
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
          if (!target || !auth.authz.can(FunctionCode.ContactPermissionEdit, target)) {
            throw new AppError('FORBIDDEN', 'Keeping the permissions needs FN-0003B on this contact’s OU.');
          }
          permissionMove = await moveGrantsToEmail(tx, auditActor(request), auth.authz, {
            from: before.email,
            to: after.email,
            contactId,
            confirmMerge: body.confirmGrantMerge,
          });
        }
        return { saved: after, permissionMove };
      });
      const ou = (await ouRef(prisma, saved.ouId))!;
      const contact = toContactMaintenance(saved, maySee(request, ou));
      return ok(permissionMove ? { ...contact, permissionMove } : contact, 'Contact saved.');
    },
  });

  app.route({
    ...endpoint('Contacts.RemoveContact'),
    handler: async (request) => {
      requireAuth(request);
      const { contactID, version } = request.body;
      if (contactID === undefined) throw refusal('new');
      const ou = await inScope(request, [FunctionCode.ContactDelete], await contactOu(prisma, contactID));
      const rootPath = ou.path.slice(0, ou.path.indexOf('/', 1) + 1);
      const accessRevoked = await prisma.$transaction(async (tx) => {
        const others = await tx.contact.findFirst({
          where: { id: { not: contactID }, ou: { path: { startsWith: rootPath } } },
          select: { id: true },
        });
        if (!others) throw refusal('onlyContact');
        const before = await writeIfVersion({
          what: `Contact ${contactID}`,
          expectedVersion: version!,
          load: () => tx.contact.findUnique({ where: { id: contactID }, include: contactInclude }),
          write: () => tx.contact.deleteMany({ where: { id: contactID, version } }),
        });
        await recordAudit(tx, auditActor(request), {
          action: 'CONTACT_DELETE',
          entityType: AuditEntity.Contact,
          entityId: contactID,
          ouId: before.ouId,
          before: contactSnapshot(before),
          after: null,
        });
        if (!before.email) return null;
        return revokeLeaverAccess(tx, auditActor(request), {
          email: before.email,
          contactId: contactID,
          ouId: before.ouId,
        });
      });
      return ok(accessRevoked ? { contactID, accessRevoked } : { contactID }, 'Contact deleted.');
    },
  });
};
