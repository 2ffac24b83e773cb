import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../../app/access';
import { PlaceholderPage } from '../../../components/layouts/PlaceholderPage';

export const Route = createFileRoute('/_app/AdvanceSearch/contact')({
  staticData: { access: Access.directory },
  component: () => <PlaceholderPage titleKey="contactDetail" />,
});
