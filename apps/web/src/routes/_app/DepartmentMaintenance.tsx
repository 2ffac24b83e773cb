import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../app/access';
import { DepartmentMaintenancePage } from '../../features/administration';
import { searchParam, searchSchema } from '../../lib/search-params';

export const Route = createFileRoute('/_app/DepartmentMaintenance')({
  staticData: { access: Access.departmentMaintenance },
  validateSearch: searchSchema({ ouid: searchParam.id().optional() }),
  component: function DepartmentMaintenanceRoute() {
    const { ouid } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <DepartmentMaintenancePage
        ouid={ouid}
        onChooseOu={(id) => void navigate({ search: id ? { ouid: id } : {} })}
      />
    );
  },
});
