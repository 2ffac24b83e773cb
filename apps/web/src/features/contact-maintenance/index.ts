export { contactMaintenanceQueryOptions } from './api/contact-maintenance';
export { ContactMaintenancePage } from './components/ContactMaintenancePage';
