import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../../app/access';
import { PlaceholderPage } from '../../../components/layouts/PlaceholderPage';

export const Route = createFileRoute('/_app/Reports/AuditLogByDate')({
  staticData: { access: Access.auditLogReport },
  component: () => <PlaceholderPage titleKey="auditLogByDate" />,
});
