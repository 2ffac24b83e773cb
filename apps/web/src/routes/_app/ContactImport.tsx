import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../app/access';
import { leaveWithNotice } from '../../components/LeaveWithNotice';
import { ContactImportPage } from '../../features/contact-import';
import { searchParam, searchSchema } from '../../lib/search-params';

export const Route = createFileRoute('/_app/ContactImport')({
  staticData: { access: Access.contactImport },
  validateSearch: searchSchema({ ouid: searchParam.id().optional() }),
  errorComponent: leaveWithNotice('/'),
  component: function ContactImportRoute() {
    const { ouid } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ContactImportPage ou={ouid} onOuChange={(ou) => void navigate({ search: ou ? { ouid: ou } : {} })} />
    );
  },
});
