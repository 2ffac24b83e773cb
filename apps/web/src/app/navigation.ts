import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ApartmentIcon from '@mui/icons-material/Apartment';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import DomainVerificationIcon from '@mui/icons-material/DomainVerification';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/Settings';
import SyncIcon from '@mui/icons-material/Sync';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import type { NavItem } from '../lib/navigation/types';
import { Access } from './access';

/** The side menu of spec 2; each item carries the same rule as the route it opens. */
export const navigation: NavItem[] = [
  {
    id: 'directory',
    type: 'group',
    title: 'groups.directory',
    children: [
      {
        id: 'basic-search',
        type: 'item',
        title: 'items.basicSearch',
        url: '/',
        icon: SearchIcon,
        ...Access.directory,
      },
      {
        id: 'advance-search',
        type: 'item',
        title: 'items.advanceSearch',
        url: '/AdvanceSearch',
        icon: ManageSearchIcon,
        ...Access.directory,
      },
      {
        id: 'department-search',
        type: 'item',
        title: 'items.departmentSearch',
        url: '/DepartmentSearch',
        icon: ApartmentIcon,
        ...Access.directory,
      },
      {
        id: 'ou-search',
        type: 'item',
        title: 'items.ouSearch',
        url: '/OUSearch',
        icon: AccountTreeIcon,
        ...Access.directory,
      },
    ],
  },
  {
    id: 'administration',
    type: 'group',
    title: 'groups.administration',
    children: [
      {
        id: 'contact-maintenance',
        type: 'item',
        title: 'items.contactMaintenance',
        url: '/ContactMaintenance/BasicSearch',
        icon: EditNoteIcon,
        ...Access.contactMaintenance,
      },
      {
        id: 'contact-import',
        type: 'item',
        title: 'items.contactImport',
        url: '/ContactImport',
        icon: UploadFileIcon,
        ...Access.contactImport,
      },
      {
        id: 'department-maintenance',
        type: 'item',
        title: 'items.departmentMaintenance',
        url: '/DepartmentMaintenance',
        icon: WorkspacesIcon,
        ...Access.departmentMaintenance,
      },
      {
        id: 'ou-maintenance',
        type: 'item',
        title: 'items.ouMaintenance',
        url: '/OrganizationUnitMaintenance',
        icon: CorporateFareIcon,
        ...Access.ouMaintenance,
      },
      {
        id: 'trust-domain',
        type: 'item',
        title: 'items.trustDomain',
        url: '/Administration/TrustedDomainMaintenance',
        icon: DomainVerificationIcon,
        ...Access.trustedDomains,
      },
      {
        id: 'directory-sync',
        type: 'item',
        title: 'items.directorySync',
        url: '/Administration/DirectorySync',
        icon: SyncIcon,
        ...Access.directorySync,
      },
    ],
  },
  {
    id: 'reports',
    type: 'group',
    title: 'groups.reports',
    children: [
      {
        id: 'audit-log-by-date',
        type: 'item',
        title: 'items.auditLogByDate',
        url: '/Reports/AuditLogByDate',
        icon: EventNoteIcon,
        ...Access.auditLogReport,
      },
      {
        id: 'permission-assignment-report',
        type: 'item',
        title: 'items.permissionAssignmentReport',
        url: '/Reports/PermissionAssignmentReport',
        icon: AssignmentIndIcon,
        ...Access.permissionAssignmentReport,
      },
      {
        id: 'export-contacts',
        type: 'item',
        title: 'items.exportContacts',
        url: '/ExportContacts',
        icon: FileDownloadIcon,
        ...Access.exportContacts,
      },
    ],
  },
  {
    id: 'application-administration',
    type: 'group',
    title: 'groups.applicationAdministration',
    children: [
      {
        id: 'system-parameter-settings',
        type: 'item',
        title: 'items.systemParameterSettings',
        url: '/Administration/SystemParameterSettings',
        icon: SettingsIcon,
        ...Access.systemParameters,
      },
    ],
  },
];
