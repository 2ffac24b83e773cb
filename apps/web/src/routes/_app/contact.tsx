import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../app/access';
import { leaveWithNotice } from '../../components/LeaveWithNotice';
import { ContactDetailPage, ContactDetailPending, contactDetailQueryOptions } from '../../features/contacts';
import { searchParam, searchSchema } from '../../lib/search-params';

// The worked example every screen copies (apps/web/README.md "Writing a feature route"):
// access, plain-string search params validated by name, data loaded before render, a feature component.
export const Route = createFileRoute('/_app/contact')({
  staticData: { access: Access.directory },
  validateSearch: searchSchema({ contact: searchParam.id(), rtnURL: searchParam.returnPath().optional() }),
  loaderDeps: ({ search: { contact } }) => ({ contact }),
  loader: ({ context: { queryClient }, deps: { contact } }) =>
    queryClient.ensureQueryData(contactDetailQueryOptions(contact)),
  pendingComponent: ContactDetailPending,
  // Spec 2: a failed load (or result false) goes back to / with the message as an error notice.
  errorComponent: leaveWithNotice('/'),
  component: function ContactRoute() {
    const { contact, rtnURL } = Route.useSearch();
    return <ContactDetailPage contactId={contact} returnTo={rtnURL} />;
  },
});
