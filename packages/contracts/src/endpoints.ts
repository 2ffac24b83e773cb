// No zod here, so the web can read this table without it (decision 070). endpoint-schemas.ts links the
// schema names below to the zod schemas, for the API and for the web's types.
import {
  allFunctionCodes,
  CONTACT_MAINTENANCE_CODES,
  FunctionCode,
  SYSTEM_ADMINISTRATOR_ROLE,
} from './function-codes.js';
import { sessionEndpoints } from './session-endpoints.js';

/** Who may call: `public` needs no session; otherwise a session, one of `functionCodes` and one of `roles`. */
export interface EndpointAccess {
  public?: true;
  functionCodes?: readonly FunctionCode[];
  roles?: readonly string[];
}

/**
 * The OU a call concerns, which the API's guard checks before the handler (404 when absent, 403 when not
 * granted): the first of `field` present in the validated query or body, or, `from: 'record'`, the OU of
 * the record that field names (the API looks it up; a record outside the caller's scope answers 404).
 */
export type DeclaredOuSource =
  | { from: 'query' | 'body'; field: string | readonly string[] }
  | { from: 'record'; in: 'query' | 'body'; field: string | readonly string[]; record: string };

export interface EndpointSpec {
  method: 'GET' | 'POST';
  /** Full path, as the spec and the web call it. */
  path: string;
  /** Also answers without the path's trailing slash (legacy clients use both spellings). */
  bothSpellings?: true;
  access: EndpointAccess;
  ou?: DeclaredOuSource;
  /** Names of zod schemas exported by @cd/contracts; `response` is the 200 envelope (none for files). */
  schemas: { query?: string; body?: string; response?: string };
  /** The route exists only when this setting is on (the API checks the rest at start-up). */
  enabledBy?: 'LEGACY_SESSION_EXCHANGE';
  /** Reads go to DATABASE_READ_URL's replica when one is configured (`request.readDb`, decision 102). */
  readReplica?: true;
}

const anyCode = { functionCodes: allFunctionCodes } as const;
const ouFromQuery = { from: 'query', field: 'ouID' } as const;
const ouFromBody = { from: 'body', field: 'ouID' } as const;
const trustedDomains = {
  functionCodes: [FunctionCode.TrustedDomainMaintenance],
  roles: [SYSTEM_ADMINISTRATOR_ROLE],
} as const;
const importRunFrom = <W extends 'query' | 'body'>(where: W) =>
  ({ from: 'record', in: where, field: 'importRunID', record: 'ImportRun' }) as const;
const of = (...codes: FunctionCode[]) => ({ functionCodes: codes });

/**
 * Every endpoint under /api, once: the API registers its routes from here (start-up fails on a route
 * without an entry or an entry without a route) and the web calls them by name. The name is the path
 * after /api/ with dots for slashes.
 */
export const endpoints = {
  health: {
    method: 'GET',
    path: '/api/health',
    access: { public: true },
    schemas: { response: 'healthResponse' },
  },
  ready: {
    method: 'GET',
    path: '/api/ready',
    access: { public: true },
    schemas: { response: 'readyResponse' },
  },

  ...sessionEndpoints,
  'auth.legacy-exchange': {
    method: 'POST',
    path: '/api/auth/legacy-exchange',
    access: { public: true },
    schemas: { body: 'legacyExchangeRequest', response: 'legacyExchangeResponse' },
    enabledBy: 'LEGACY_SESSION_EXCHANGE',
  },
  'Authorization.Authorize': {
    method: 'POST',
    path: '/api/Authorization/Authorize',
    access: {}, // any session
    schemas: { response: 'sessionResponse' },
  },

  'OrganizationUnits.GetOUDetail': {
    method: 'GET',
    path: '/api/OrganizationUnits/GetOUDetail',
    access: of(FunctionCode.DirectorySearch, FunctionCode.OuMaintenance),
    ou: ouFromQuery,
    schemas: { query: 'ouDetailQuery', response: 'ouDetailResponse' },
  },
  'OrganizationUnits.WorkingLocation': {
    method: 'GET',
    path: '/api/OrganizationUnits/WorkingLocation',
    access: of(FunctionCode.DirectorySearch, FunctionCode.OuMaintenance),
    ou: ouFromQuery,
    schemas: { query: 'workingLocationQuery', response: 'workingLocationResponse' },
  },
  // Any role may ask; the tree holds only the OUs where the caller has the requested function.
  'OrganizationUnits.GetOUNavigationTree': {
    method: 'GET',
    path: '/api/OrganizationUnits/GetOUNavigationTree',
    access: anyCode,
    schemas: { query: 'ouNavigationTreeQuery', response: 'ouNavigationTreeResponse' },
  },
  'OrganizationUnits.OUSearch': {
    method: 'POST',
    path: '/api/OrganizationUnits/OUSearch/',
    bothSpellings: true,
    access: of(FunctionCode.DirectorySearch, FunctionCode.OuMaintenance),
    schemas: { body: 'ouSearchRequest', response: 'ouSearchResponse' },
  },
  'OrganizationUnits.OUMaintenance': {
    method: 'GET',
    path: '/api/OrganizationUnits/OUMaintenance',
    access: of(FunctionCode.OuMaintenance),
    ou: ouFromQuery,
    schemas: { query: 'ouMaintenanceQuery', response: 'ouMaintenanceResponse' },
  },
  'OrganizationUnits.GetOUTrustedDomain': {
    method: 'GET',
    path: '/api/OrganizationUnits/GetOUTrustedDomain',
    access: of(FunctionCode.OuMaintenance, FunctionCode.TrustedDomainMaintenance),
    ou: ouFromQuery,
    schemas: { query: 'ouTrustedDomainQuery', response: 'ouTrustedDomainResponse' },
  },
  // The moved OU; its subtree and the new parent are checked as the move checks them.
  'OrganizationUnits.OUMovePreview': {
    method: 'GET',
    path: '/api/OrganizationUnits/OUMovePreview',
    access: of(FunctionCode.OuMaintenance),
    ou: ouFromQuery,
    schemas: { query: 'ouMovePreviewQuery', response: 'ouMovePreviewResponse' },
  },
  // A new OU is checked against its parent, an existing one against itself (a move: decision 087).
  'OrganizationUnits.OUUpdate': {
    method: 'POST',
    path: '/api/OrganizationUnits/OUUpdate',
    access: of(FunctionCode.OuMaintenance),
    ou: { from: 'body', field: ['ouID', 'parentOUID'] },
    schemas: { body: 'ouUpdateRequest', response: 'ouUpdateResponse' },
  },
  'OrganizationUnits.OURemove': {
    method: 'POST',
    path: '/api/OrganizationUnits/OURemove',
    access: of(FunctionCode.OuMaintenance),
    schemas: { body: 'ouRemoveRequest', response: 'ouRemoveResponse' },
  },

  'Contacts.ContactMaintenance': {
    method: 'GET',
    path: '/api/Contacts/ContactMaintenance',
    access: { functionCodes: CONTACT_MAINTENANCE_CODES },
    ou: { from: 'record', in: 'query', field: 'contactID', record: 'Contact' },
    schemas: { query: 'contactMaintenanceQuery', response: 'contactMaintenanceResponse' },
  },
  // The OU the contact is to belong to; a move also needs the OU it leaves (the handler checks it).
  'Contacts.ContactInfoUpdate': {
    method: 'POST',
    path: '/api/Contacts/ContactInfoUpdate',
    access: of(FunctionCode.ContactMaintenance, FunctionCode.ContactEdit),
    ou: ouFromBody,
    schemas: { body: 'contactInfoUpdateRequest', response: 'contactInfoUpdateResponse' },
  },
  'Contacts.RemoveContact': {
    method: 'POST',
    path: '/api/Contacts/RemoveContact',
    access: of(FunctionCode.ContactDelete),
    schemas: { body: 'removeContactRequest', response: 'removeContactResponse' },
  },
  'Contacts.GetContactPrivileges': {
    method: 'GET',
    path: '/api/Contacts/GetContactPrivileges',
    access: of(FunctionCode.ContactPermissionEdit),
    ou: ouFromQuery,
    schemas: { query: 'contactPrivilegesQuery', response: 'contactPrivilegesResponse' },
  },
  'Contacts.SaveContactPrivileges': {
    method: 'POST',
    path: '/api/Contacts/SaveContactPrivileges',
    access: of(FunctionCode.ContactPermissionEdit),
    ou: ouFromBody,
    schemas: { body: 'saveContactPrivilegesRequest', response: 'saveContactPrivilegesResponse' },
  },
  // The contact's OU decides: 404 for no such contact, 403 when its OU is not granted.
  'Contacts.GetContactsByContactID': {
    method: 'GET',
    path: '/api/Contacts/GetContactsByContactID',
    access: of(FunctionCode.DirectorySearch, FunctionCode.ContactMaintenance),
    ou: { from: 'record', in: 'query', field: 'contactID', record: 'Contact' },
    schemas: { query: 'contactDetailQuery', response: 'contactDetailResponse' },
    readReplica: true,
  },
  'Contacts.ContactBasicSearch': {
    method: 'POST',
    path: '/api/Contacts/ContactBasicSearch/',
    bothSpellings: true,
    access: of(FunctionCode.DirectorySearch, ...CONTACT_MAINTENANCE_CODES),
    schemas: { body: 'contactBasicSearchRequest', response: 'contactSearchResponse' },
    readReplica: true,
  },
  'Contacts.ContactAdvanceSearch': {
    method: 'POST',
    path: '/api/Contacts/ContactAdvanceSearch/',
    bothSpellings: true,
    access: of(FunctionCode.DirectorySearch, ...CONTACT_MAINTENANCE_CODES),
    schemas: { body: 'contactAdvanceSearchRequest', response: 'contactSearchResponse' },
    readReplica: true,
  },
  'Contacts.ExportContacts': {
    method: 'POST',
    path: '/api/Contacts/ExportContacts',
    access: of(FunctionCode.ExportContacts),
    ou: ouFromQuery,
    schemas: { query: 'contactExportQuery' },
    readReplica: true,
  },

  'Departments.DepartmentMaintenanceList': {
    method: 'GET',
    path: '/api/Departments/DepartmentMaintenanceList',
    access: of(FunctionCode.DepartmentMaintenance),
    ou: ouFromQuery,
    schemas: { query: 'departmentMaintenanceListQuery', response: 'departmentMaintenanceListResponse' },
  },
  'Departments.DepartmentMaintenance': {
    method: 'POST',
    path: '/api/Departments/DepartmentMaintenance/',
    bothSpellings: true,
    access: of(FunctionCode.DepartmentMaintenance),
    ou: ouFromBody,
    schemas: { body: 'departmentMaintenanceRequest', response: 'departmentMaintenanceResponse' },
  },
  'Departments.DeleteDepartment': {
    method: 'POST',
    path: '/api/Departments/DeleteDepartment/',
    bothSpellings: true,
    access: of(FunctionCode.DepartmentMaintenance),
    ou: { from: 'record', in: 'body', field: 'departmentID', record: 'Department' },
    schemas: { body: 'deleteDepartmentRequest', response: 'deleteDepartmentResponse' },
  },
  'Departments.DepartmentSearch': {
    method: 'POST',
    path: '/api/Departments/DepartmentSearch/',
    bothSpellings: true,
    access: of(FunctionCode.DirectorySearch, FunctionCode.DepartmentMaintenance),
    schemas: { body: 'departmentSearchRequest', response: 'departmentSearchResponse' },
  },
  // Contact maintainers choose a contact's department from this list (decision 050).
  'Departments.GetOUDepartment': {
    method: 'GET',
    path: '/api/Departments/GetOUDepartment/',
    bothSpellings: true,
    access: of(
      FunctionCode.DirectorySearch,
      FunctionCode.DepartmentMaintenance,
      ...CONTACT_MAINTENANCE_CODES,
    ),
    ou: { from: 'query', field: 'ouid' },
    schemas: { query: 'ouDepartmentsQuery', response: 'ouDepartmentsResponse' },
  },

  'TrustedDomain.GetTrustedDomain': {
    method: 'GET',
    path: '/api/TrustedDomain/GetTrustedDomain',
    access: trustedDomains,
    ou: ouFromQuery,
    schemas: { query: 'trustedDomainQuery', response: 'trustedDomainResponse' },
  },
  'TrustedDomain.SaveTrustedDomain': {
    method: 'POST',
    path: '/api/TrustedDomain/SaveTrustedDomain',
    access: trustedDomains,
    ou: ouFromBody,
    schemas: { body: 'saveTrustedDomainRequest', response: 'saveTrustedDomainResponse' },
  },

  'SystemAdministration.SelectSystemParameters': {
    method: 'GET',
    path: '/api/SystemAdministration/SelectSystemParameters',
    access: of(FunctionCode.SystemParameters),
    schemas: { response: 'selectSystemParametersResponse' },
  },
  'SystemAdministration.UpdateSystemParameters': {
    method: 'POST',
    path: '/api/SystemAdministration/UpdateSystemParameters/',
    bothSpellings: true,
    access: of(FunctionCode.SystemParameters),
    schemas: { body: 'updateSystemParametersRequest', response: 'updateSystemParametersResponse' },
  },
  'SystemAdministration.CheckGCDStatus': {
    method: 'GET',
    path: '/api/SystemAdministration/CheckGCDStatus',
    access: anyCode,
    schemas: { response: 'gcdStatusResponse' },
  },

  // Who may read an object's history: who may maintain it (the handler checks the object's OU).
  'Audit.History': {
    method: 'GET',
    path: '/api/Audit/History',
    access: of(FunctionCode.ContactEdit, FunctionCode.OuMaintenance, FunctionCode.DepartmentMaintenance),
    schemas: { query: 'auditHistoryQuery', response: 'auditHistoryResponse' },
  },
  'Countries.GetCountryList': {
    method: 'GET',
    path: '/api/Countries/GetCountryList',
    access: of(FunctionCode.DirectorySearch, FunctionCode.OuMaintenance),
    schemas: { response: 'countryListResponse' },
  },

  'ContactImport.Download': {
    method: 'GET',
    path: '/api/ContactImport/Download',
    access: of(FunctionCode.ContactImport),
    ou: ouFromQuery,
    schemas: { query: 'importTemplateQuery' },
  },
  'ContactImport.ImportContacts': {
    method: 'POST',
    path: '/api/ContactImport/ImportContacts',
    access: of(FunctionCode.ContactImport),
    ou: ouFromQuery,
    schemas: { query: 'importUploadQuery', response: 'importPreviewResponse' },
  },
  'ContactImport.ImportProgress': {
    method: 'GET',
    path: '/api/ContactImport/ImportProgress',
    access: of(FunctionCode.ContactImport),
    ou: { from: 'record', in: 'query', field: ['importRunID', 'uploadID'], record: 'ImportRun' },
    schemas: { query: 'importProgressQuery', response: 'importProgressResponse' },
  },
  'ContactImport.ErrorReport': {
    method: 'GET',
    path: '/api/ContactImport/ErrorReport',
    access: of(FunctionCode.ContactImport),
    ou: importRunFrom('query'),
    schemas: { query: 'importErrorReportQuery' },
  },
  'ContactImport.CommitImport': {
    method: 'POST',
    path: '/api/ContactImport/CommitImport',
    access: of(FunctionCode.ContactImport),
    ou: importRunFrom('body'),
    schemas: { body: 'importCommitRequest', response: 'importCommitResponse' },
  },
  'ContactImport.DiscardImport': {
    method: 'POST',
    path: '/api/ContactImport/DiscardImport',
    access: of(FunctionCode.ContactImport),
    ou: importRunFrom('body'),
    schemas: { body: 'importDiscardRequest', response: 'importCommitResponse' },
  },
  'ContactImport.ImportRuns': {
    method: 'GET',
    path: '/api/ContactImport/ImportRuns',
    access: of(FunctionCode.ContactImport),
    ou: ouFromQuery,
    schemas: { query: 'importRunsQuery', response: 'importRunsResponse' },
  },

  'Report.ExportPermissionAssignmentReport': {
    method: 'POST',
    path: '/api/Report/ExportPermissionAssignmentReport',
    access: of(FunctionCode.PermissionAssignmentReport),
    ou: ouFromQuery,
    schemas: { query: 'permissionReportQuery' },
    readReplica: true,
  },
  'Report.AuditLogByDate': {
    method: 'POST',
    path: '/api/Report/AuditLogByDate/',
    access: of(FunctionCode.AuditLogReport),
    schemas: { body: 'auditLogQuery', response: 'auditLogPageResponse' },
  },
  'Report.ExportAuditLog': {
    method: 'POST',
    path: '/api/Report/ExportAuditLog/',
    access: of(FunctionCode.AuditLogReport),
    schemas: { body: 'auditLogExportRequest', response: 'auditLogJobResponse' },
  },
  'Report.CheckAuditLogReportStatus': {
    method: 'GET',
    path: '/api/Report/CheckAuditLogReportStatus',
    access: of(FunctionCode.AuditLogReport),
    schemas: { query: 'auditLogJobRequest', response: 'auditLogJobResponse' },
  },
  'Report.AuditLogReportJobs': {
    method: 'GET',
    path: '/api/Report/AuditLogReportJobs',
    access: of(FunctionCode.AuditLogReport),
    schemas: { response: 'auditLogJobsResponse' },
  },
  'Report.CancelExportAuditLog': {
    method: 'POST',
    path: '/api/Report/CancelExportAuditLog/',
    access: of(FunctionCode.AuditLogReport),
    schemas: { body: 'auditLogJobRequest', response: 'auditLogJobResponse' },
  },
  'Report.DownloadAuditLogReport': {
    method: 'GET',
    path: '/api/Report/DownloadAuditLogReport',
    access: of(FunctionCode.AuditLogReport),
    schemas: { query: 'auditLogJobRequest' },
  },

  'User.UpdateUser': {
    method: 'POST',
    path: '/api/User/UpdateUser',
    access: anyCode,
    schemas: { body: 'updateUserBody', response: 'updateUserResponse' },
  },

  // Basic Search's home screen (decision 110): the caller's own favourites and recently viewed contacts.
  'Home.GetHome': {
    method: 'GET',
    path: '/api/Home/GetHome',
    access: of(FunctionCode.DirectorySearch),
    schemas: { response: 'homeContactsResponse' },
  },
  // The contact's OU decides, as for the card: 404 for no such contact, 403 when its OU is not granted.
  'Home.SetFavourite': {
    method: 'POST',
    path: '/api/Home/SetFavourite',
    access: of(FunctionCode.DirectorySearch),
    ou: { from: 'record', in: 'body', field: 'contactID', record: 'Contact' },
    schemas: { body: 'setFavouriteRequest', response: 'setFavouriteResponse' },
  },
  'Home.RecordContactView': {
    method: 'POST',
    path: '/api/Home/RecordContactView',
    access: of(FunctionCode.DirectorySearch),
    ou: { from: 'record', in: 'body', field: 'contactID', record: 'Contact' },
    schemas: { body: 'recordContactViewRequest', response: 'recordContactViewResponse' },
  },

  // A connection spans several OUs, so none is declared: the module answers 404 outside the caller's scope.
  'DirectorySync.GetConnections': {
    method: 'GET',
    path: '/api/DirectorySync/GetConnections',
    access: of(FunctionCode.DirectorySync),
    schemas: { response: 'syncConnectionsResponse' },
  },
  'DirectorySync.SaveConnection': {
    method: 'POST',
    path: '/api/DirectorySync/SaveConnection',
    access: of(FunctionCode.DirectorySync),
    schemas: { body: 'saveSyncConnectionRequest', response: 'saveSyncConnectionResponse' },
  },
  'DirectorySync.RotateToken': {
    method: 'POST',
    path: '/api/DirectorySync/RotateToken',
    access: of(FunctionCode.DirectorySync),
    schemas: { body: 'syncConnectionActionRequest', response: 'syncConnectionActionResponse' },
  },
  'DirectorySync.RevokeConnection': {
    method: 'POST',
    path: '/api/DirectorySync/RevokeConnection',
    access: of(FunctionCode.DirectorySync),
    schemas: { body: 'syncConnectionActionRequest', response: 'syncConnectionActionResponse' },
  },
} as const satisfies Record<string, EndpointSpec>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The URLs an endpoint answers on: its path, and without the trailing slash when it takes both. */
export const endpointUrls = (spec: EndpointSpec): string[] =>
  spec.bothSpellings ? [spec.path, spec.path.replace(/\/$/, '')] : [spec.path];
