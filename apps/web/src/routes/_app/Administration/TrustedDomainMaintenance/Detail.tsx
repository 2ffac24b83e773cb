import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../../../app/access';
import { PlaceholderPage } from '../../../../components/layouts/PlaceholderPage';

export const Route = createFileRoute('/_app/Administration/TrustedDomainMaintenance/Detail')({
  staticData: { access: Access.trustedDomains },
  component: () => <PlaceholderPage titleKey="trustedDomainDetail" />,
});
