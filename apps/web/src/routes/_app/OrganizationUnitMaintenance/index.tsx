import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../../app/access';
import { OuMaintenanceListPage } from '../../../features/administration';

export const Route = createFileRoute('/_app/OrganizationUnitMaintenance/')({
  staticData: { access: Access.ouMaintenance },
  component: function OuMaintenanceRoute() {
    const navigate = Route.useNavigate();
    return (
      <OuMaintenanceListPage
        onOpen={(ouid) => void navigate({ to: '/OrganizationUnitMaintenance/Detail', search: { ouid } })}
      />
    );
  },
});
