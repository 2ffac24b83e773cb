// The directory-browse feature's public surface: what the /DepartmentSearch and /OUSearch routes compose.
export { departmentSearchQueryOptions } from './api/departments';
export { ouSearchQueryOptions } from './api/organization-units';
export { DepartmentSearchPage } from './components/DepartmentSearchPage';
export { OuSearchPage } from './components/OuSearchPage';
