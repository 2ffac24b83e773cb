import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../../app/access';
import { leaveWithNotice } from '../../../components/LeaveWithNotice';
import { Spinner } from '../../../components/Spinner';
import { OuDetailPage, ouMaintenanceQueryOptions } from '../../../features/administration';
import { searchParam, searchSchema } from '../../../lib/search-params';

export const Route = createFileRoute('/_app/OrganizationUnitMaintenance/Detail')({
  staticData: { access: Access.ouMaintenance },
  validateSearch: searchSchema({ ouid: searchParam.id() }),
  loaderDeps: ({ search: { ouid } }) => ({ ouid }),
  loader: ({ context: { queryClient }, deps: { ouid } }) =>
    queryClient.ensureQueryData(ouMaintenanceQueryOptions(ouid)),
  pendingComponent: () => <Spinner />,
  errorComponent: leaveWithNotice('/OrganizationUnitMaintenance'),
  component: function OuDetailRoute() {
    const { ouid } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <OuDetailPage
        ouid={ouid}
        onOpen={(id) => void navigate({ search: { ouid: id } })}
        onDeleted={() => void navigate({ to: '/OrganizationUnitMaintenance' })}
      />
    );
  },
});
