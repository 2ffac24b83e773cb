import { FunctionCode } from '@cd/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../../app/access';
import { useSession } from '../../../features/auth/auth-context';
import { BasicSearchPage } from '../../../features/contacts';
import { searchParam, searchSchema } from '../../../lib/search-params';

// The directory's Basic Search over the contacts the caller may maintain; a result opens the edit form.
export const Route = createFileRoute('/_app/ContactMaintenance/BasicSearch')({
  staticData: { access: Access.contactMaintenance },
  validateSearch: searchSchema({ name: searchParam.text().optional(), page: searchParam.page().optional() }),
  component: function MaintenanceBasicSearchRoute() {
    const { name, page } = Route.useSearch();
    const canCreate = useSession()?.roles.includes(FunctionCode.ContactEdit) ?? false;
    return (
      <BasicSearchPage
        name={name ?? ''}
        page={Number(page ?? '1')}
        purpose="maintenance"
        canCreate={canCreate}
      />
    );
  },
});
