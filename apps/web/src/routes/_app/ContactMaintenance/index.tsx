import { FunctionCode } from '@cd/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../../app/access';
import { useSession } from '../../../features/auth/auth-context';
import {
  ContactMaintenancePage,
  contactMaintenanceQueryOptions,
} from '../../../features/contact-maintenance';
import { searchParam, searchSchema } from '../../../lib/search-params';

// Without `contact` the form creates a contact (in `ouid` when given).
export const Route = createFileRoute('/_app/ContactMaintenance/')({
  // A contact that is gone or not the user's to maintain: back to finding one, not to a new-contact form.
  staticData: { access: Access.contactMaintenance, back: '/ContactMaintenance/BasicSearch' },
  validateSearch: searchSchema({ contact: searchParam.id().optional(), ouid: searchParam.id().optional() }),
  loaderDeps: ({ search: { contact } }) => ({ contact }),
  loader: ({ context: { queryClient }, deps: { contact } }) =>
    contact ? queryClient.ensureQueryData(contactMaintenanceQueryOptions(contact)) : undefined,
  component: function ContactMaintenanceRoute() {
    const { contact, ouid } = Route.useSearch();
    const canCreate = useSession()?.roles.includes(FunctionCode.ContactEdit) ?? false;
    return (
      <ContactMaintenancePage key={contact ?? 'new'} contactId={contact} ouId={ouid} canCreate={canCreate} />
    );
  },
});
