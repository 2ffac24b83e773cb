import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../../../app/access';
import { TrustedDomainListPage } from '../../../../features/administration';
import { searchParam, searchSchema } from '../../../../lib/search-params';

export const Route = createFileRoute('/_app/Administration/TrustedDomainMaintenance/')({
  staticData: { access: Access.trustedDomains },
  validateSearch: searchSchema({ ouid: searchParam.id().optional() }),
  component: function TrustedDomainMaintenanceRoute() {
    const { ouid } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <TrustedDomainListPage
        ouid={ouid}
        onChooseOu={(id) => void navigate({ search: id ? { ouid: id } : {} })}
        onEdit={(id) =>
          void navigate({ to: '/Administration/TrustedDomainMaintenance/Detail', search: { ouid: id } })
        }
      />
    );
  },
});
