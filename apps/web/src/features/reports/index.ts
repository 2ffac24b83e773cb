// The reports feature's public surface: what the export and report routes compose.
export { OuReportPage } from './components/OuReportPage';
