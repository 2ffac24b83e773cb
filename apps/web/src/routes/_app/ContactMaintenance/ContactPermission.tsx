import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../../app/access';
import { leaveWithNotice } from '../../../components/LeaveWithNotice';
import {
  ContactPermissionPage,
  contactMaintenanceQueryOptions,
  contactPrivilegesQueryOptions,
} from '../../../features/contact-maintenance';
import { searchParam, searchSchema } from '../../../lib/search-params';

// `?contact=` names the contact, `?ouid=` the OU whose grants are edited (default: the contact's own OU).
export const Route = createFileRoute('/_app/ContactMaintenance/ContactPermission')({
  staticData: { access: Access.contactMaintenance },
  validateSearch: searchSchema({ contact: searchParam.id(), ouid: searchParam.id().optional() }),
  loaderDeps: ({ search: { contact, ouid } }) => ({ contact, ouid }),
  loader: async ({ context: { queryClient }, deps: { contact, ouid } }) => {
    const ouId =
      ouid ?? String((await queryClient.ensureQueryData(contactMaintenanceQueryOptions(contact))).ouID);
    await queryClient.ensureQueryData(contactPrivilegesQueryOptions(contact, ouId));
    return { ouId };
  },
  errorComponent: leaveWithNotice('/ContactMaintenance/BasicSearch'),
  component: function ContactPermissionRoute() {
    const { contact } = Route.useSearch();
    const { ouId } = Route.useLoaderData();
    return <ContactPermissionPage key={`${contact}:${ouId}`} contactId={contact} ouId={ouId} />;
  },
});
