// The contacts feature's public surface: what routes compose. Internals stay inside the folder.
export { contactDetailQueryOptions } from './api/get-contact-detail';
export { ContactDetailPage } from './components/ContactDetailPage';
export { ContactDetailPending } from './components/ContactDetailPending';
export { BasicSearchPage } from './components/BasicSearchPage';
export { AdvanceSearchPage, type AdvanceSearchParams } from './components/AdvanceSearchPage';
export { advanceSearchParamsSchema } from './advance-search-params';
