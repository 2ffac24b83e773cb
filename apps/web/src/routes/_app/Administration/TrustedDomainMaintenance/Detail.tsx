import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../../../app/access';
import { leaveWithNotice } from '../../../../components/LeaveWithNotice';
import { Spinner } from '../../../../components/Spinner';
import { TrustedDomainDetailPage, trustedDomainsQueryOptions } from '../../../../features/administration';
import { searchParam, searchSchema } from '../../../../lib/search-params';

export const Route = createFileRoute('/_app/Administration/TrustedDomainMaintenance/Detail')({
  staticData: { access: Access.trustedDomains },
  validateSearch: searchSchema({ ouid: searchParam.id() }),
  loaderDeps: ({ search: { ouid } }) => ({ ouid }),
  loader: ({ context: { queryClient }, deps: { ouid } }) =>
    queryClient.ensureQueryData(trustedDomainsQueryOptions(ouid)),
  pendingComponent: () => <Spinner />,
  errorComponent: leaveWithNotice('/Administration/TrustedDomainMaintenance'),
  component: function TrustedDomainDetailRoute() {
    const { ouid } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <TrustedDomainDetailPage
        ouid={ouid}
        onDone={() => void navigate({ to: '/Administration/TrustedDomainMaintenance', search: { ouid } })}
      />
    );
  },
});
