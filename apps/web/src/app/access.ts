import { FunctionCode as FN, SYSTEM_ADMINISTRATOR_ROLE } from '@cd/contracts';
import type { AccessRule } from '../lib/permissions';

/** Route access of spec 2, one entry per function-code column. Routes and the side menu share it. */
export const Access = {
  directory: { auth: [FN.DirectorySearch] },
  // A grant of one FN-0003 variant (ARCHITECTURE 4) still needs to reach the maintenance screens.
  contactMaintenance: {
    auth: [FN.ContactMaintenance, FN.ContactEdit, FN.ContactPermissionEdit, FN.ContactDelete],
  },
  contactImport: { auth: [FN.ContactImport] },
  departmentMaintenance: { auth: [FN.DepartmentMaintenance] },
  ouMaintenance: { auth: [FN.OuMaintenance] },
  trustedDomains: { auth: [FN.TrustedDomainMaintenance], authAll: [SYSTEM_ADMINISTRATOR_ROLE] },
  systemParameters: { auth: [FN.SystemParameters] },
  auditLogReport: { auth: [FN.AuditLogReport] },
  permissionAssignmentReport: { auth: [FN.PermissionAssignmentReport] },
  exportContacts: { auth: [FN.ExportContacts] },
  directorySync: { auth: [FN.DirectorySync] },
} as const satisfies Record<string, AccessRule>;

/** What a route declares in `staticData.access`: public (guests too) or a rule for signed-in users. */
export type RouteAccess = 'public' | AccessRule;

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Absent means: any signed-in user who holds at least one role. */
    access?: RouteAccess;
  }
}
