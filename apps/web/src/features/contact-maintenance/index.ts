export { contactMaintenanceQueryOptions } from './api/contact-maintenance';
export { ContactMaintenancePage } from './components/ContactMaintenancePage';
export { contactPrivilegesQueryOptions } from './api/contact-privileges';
export { ContactPermissionPage } from './components/ContactPermissionPage';
