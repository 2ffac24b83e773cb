import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../app/access';
import { leaveWithNotice } from '../../components/LeaveWithNotice';
import { OuReportPage } from '../../features/reports';
import { searchParam, searchSchema } from '../../lib/search-params';

export const Route = createFileRoute('/_app/ExportContacts')({
  staticData: { access: Access.exportContacts },
  validateSearch: searchSchema({ ouid: searchParam.id().optional() }),
  errorComponent: leaveWithNotice('/'),
  component: function ExportContactsRoute() {
    const { ouid } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <OuReportPage
        report="contacts"
        ou={ouid}
        onOuChange={(ou) => void navigate({ search: ou ? { ouid: ou } : {} })}
      />
    );
  },
});
