import { FunctionCode } from '@cd/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../../app/access';
import { useSession } from '../../../features/auth/auth-context';
import { AdvanceSearchPage } from '../../../features/contacts';
import { searchParam, searchSchema } from '../../../lib/search-params';

const text = () => searchParam.text().optional();

// The directory's Advance Search over the contacts the caller may maintain; a result opens the edit form.
export const Route = createFileRoute('/_app/ContactMaintenance/AdvanceSearch')({
  staticData: { access: Access.contactMaintenance },
  validateSearch: searchSchema({
    name: text(),
    title: text(),
    dept: text(),
    ouid: searchParam.id().optional(),
    thisOU: text(),
    addr: text(),
    country: text(),
    email: text(),
    phone: text(),
    mobile: text(),
    page: searchParam.page().optional(),
  }),
  component: function MaintenanceAdvanceSearchRoute() {
    const canCreate = useSession()?.roles.includes(FunctionCode.ContactEdit) ?? false;
    return <AdvanceSearchPage params={Route.useSearch()} purpose="maintenance" canCreate={canCreate} />;
  },
});
