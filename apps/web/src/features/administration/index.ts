// The administration feature's public surface: what routes compose.
export { DepartmentMaintenancePage } from './components/DepartmentMaintenancePage';
export { SystemParameterSettingsPage } from './components/SystemParameterSettingsPage';
export { systemParametersQueryOptions } from './api/system-parameters';
export { TrustedDomainListPage } from './components/TrustedDomainListPage';
export { TrustedDomainDetailPage } from './components/TrustedDomainDetailPage';
export { trustedDomainsQueryOptions } from './api/trusted-domains';
export { OuMaintenanceListPage } from './components/OuMaintenanceListPage';
export { OuDetailPage } from './components/OuDetailPage';
export { ouMaintenanceQueryOptions } from './api/ou-maintenance';
