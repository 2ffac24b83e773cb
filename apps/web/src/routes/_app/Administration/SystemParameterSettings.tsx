import { createFileRoute } from '@tanstack/react-router';
import { Access } from '../../../app/access';
import { leaveWithNotice } from '../../../components/LeaveWithNotice';
import { Spinner } from '../../../components/Spinner';
import { SystemParameterSettingsPage, systemParametersQueryOptions } from '../../../features/administration';

export const Route = createFileRoute('/_app/Administration/SystemParameterSettings')({
  staticData: { access: Access.systemParameters },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(systemParametersQueryOptions()),
  pendingComponent: () => <Spinner />,
  errorComponent: leaveWithNotice('/'),
  component: SystemParameterSettingsPage,
});
