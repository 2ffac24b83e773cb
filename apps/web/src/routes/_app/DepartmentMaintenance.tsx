import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../app/access';
import { PlaceholderPage } from '../../components/layouts/PlaceholderPage';

export const Route = createFileRoute('/_app/DepartmentMaintenance')({
  staticData: { access: Access.departmentMaintenance },
  component: () => <PlaceholderPage titleKey="departmentMaintenance" />,
});
