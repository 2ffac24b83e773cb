import { FunctionCode } from '@cd/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../../app/access';
import { useSession } from '../../../features/auth/auth-context';
import { AdvanceSearchPage, advanceSearchParamsSchema } from '../../../features/contacts';

// The directory's Advance Search over the contacts the caller may maintain; a result opens the edit form.
export const Route = createFileRoute('/_app/ContactMaintenance/AdvanceSearch')({
  staticData: { access: Access.contactMaintenance },
  validateSearch: advanceSearchParamsSchema,
  component: function MaintenanceAdvanceSearchRoute() {
    const canCreate = useSession()?.roles.includes(FunctionCode.ContactEdit) ?? false;
    return <AdvanceSearchPage params={Route.useSearch()} purpose="maintenance" canCreate={canCreate} />;
  },
});
