import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../../app/access';
import { PlaceholderPage } from '../../../components/layouts/PlaceholderPage';

export const Route = createFileRoute('/_app/ContactMaintenance/ContactPermission')({
  staticData: { access: Access.contactMaintenance },
  component: () => <PlaceholderPage titleKey="contactPermission" />,
});
