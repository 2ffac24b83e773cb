// No zod here: the web's first screen imports these values (web decision 070); the schema is in
// function-code-schema.ts (not re-exported here: it imports this module).
/** Spec 6 and ARCHITECTURE 4: FN-0003 implies A (edit details), B (edit permissions), C (delete). */
export const FunctionCode = {
  DirectorySearch: 'FN-0000',
  OuMaintenance: 'FN-0001',
  DepartmentMaintenance: 'FN-0002',
  ContactMaintenance: 'FN-0003',
  ContactEdit: 'FN-0003A',
  ContactPermissionEdit: 'FN-0003B',
  ContactDelete: 'FN-0003C',
  ContactImport: 'FN-0004',
  ExportContacts: 'FN-0005',
  PermissionAssignmentReport: 'FN-0006',
  AuditLogReport: 'FN-0007',
  DirectorySync: 'FN-0008',
  SystemParameters: 'FN-0009',
  TrustedDomainMaintenance: 'FN-0010',
} as const;
export type FunctionCode = (typeof FunctionCode)[keyof typeof FunctionCode];
export const allFunctionCodes = Object.values(FunctionCode) as FunctionCode[];

/** The role that owns trusted-domain maintenance (spec 2 leaves its name unshown; ARCHITECTURE 4). */
export const SYSTEM_ADMINISTRATOR_ROLE = 'SystemAdministrator';

/** FN-0003 and its variants: holding any one of them opens contact maintenance (ARCHITECTURE 4). */
export const CONTACT_MAINTENANCE_CODES = [
  FunctionCode.ContactMaintenance,
  FunctionCode.ContactEdit,
  FunctionCode.ContactPermissionEdit,
  FunctionCode.ContactDelete,
] as const;
export type ContactMaintenanceCode = (typeof CONTACT_MAINTENANCE_CODES)[number];

/**
 * The codes that satisfy a request "for `code`": FN-0003 stands for the whole family (a holder of any
 * variant maintains contacts there); any other code only for itself.
 */
export function codesSatisfying(code: FunctionCode): readonly FunctionCode[] {
  return code === FunctionCode.ContactMaintenance ? CONTACT_MAINTENANCE_CODES : [code];
}

/** Codes a held code implies: FN-0003 carries its three variants. */
export function expandFunctionCodes(codes: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const code of codes) {
    out.add(code);
    if (code === FunctionCode.ContactMaintenance) {
      out.add(FunctionCode.ContactEdit);
      out.add(FunctionCode.ContactPermissionEdit);
      out.add(FunctionCode.ContactDelete);
    }
  }
  return [...out].sort();
}
