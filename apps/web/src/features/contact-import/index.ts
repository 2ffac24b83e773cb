// The contact import feature's public surface: what the /ContactImport route composes.
export { ContactImportPage } from './components/ContactImportPage';
