// The directory synchronisation feature's public surface: what routes compose.
export { DirectorySyncPage } from './components/DirectorySyncPage';
export { syncConnectionsQueryOptions } from './api/directory-sync';
