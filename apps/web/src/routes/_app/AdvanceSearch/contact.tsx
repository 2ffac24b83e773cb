import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../../app/access';
import { leaveWithNotice } from '../../../components/LeaveWithNotice';
import {
  ContactDetailPage,
  ContactDetailPending,
  contactDetailQueryOptions,
} from '../../../features/contacts';
import { searchParam, searchSchema } from '../../../lib/search-params';

// Spec 2: the same detail screen under Advance Search (see ../contact.tsx, the worked example).
export const Route = createFileRoute('/_app/AdvanceSearch/contact')({
  staticData: { access: Access.directory },
  validateSearch: searchSchema({ contact: searchParam.id(), rtnURL: searchParam.returnPath().optional() }),
  loaderDeps: ({ search: { contact } }) => ({ contact }),
  loader: ({ context: { queryClient }, deps: { contact } }) =>
    queryClient.ensureQueryData(contactDetailQueryOptions(contact)),
  pendingComponent: ContactDetailPending,
  errorComponent: leaveWithNotice('/'),
  component: function AdvanceSearchContactRoute() {
    const { contact, rtnURL } = Route.useSearch();
    return <ContactDetailPage contactId={contact} returnTo={rtnURL} />;
  },
});
