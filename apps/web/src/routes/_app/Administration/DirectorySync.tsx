import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../../app/access';
import { leaveWithNotice } from '../../../components/LeaveWithNotice';
import { Spinner } from '../../../components/Spinner';
import { DirectorySyncPage, syncConnectionsQueryOptions } from '../../../features/directory-sync';

export const Route = createFileRoute('/_app/Administration/DirectorySync')({
  staticData: { access: Access.directorySync },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(syncConnectionsQueryOptions()),
  pendingComponent: () => <Spinner />,
  errorComponent: leaveWithNotice('/'),
  component: DirectorySyncPage,
});
