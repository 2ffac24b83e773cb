import { createFileRoute } from '@tanstack/react-router';
import { config } from '../../app/config';
import { errorPageSettings } from '../../app/route-settings';
import { useIsGuest } from '../../features/auth/auth-context';
import { ErrorPage } from '../../features/errors/components/ErrorPage';

export const Route = createFileRoute('/_app/401')({
  staticData: { access: 'public', settings: errorPageSettings },
  component: function UnauthorizedRoute() {
    const guest = useIsGuest();
    return (
      <ErrorPage kind="unauthorized" code="401" guest={guest} companyWebsiteUrl={config.companyWebsiteUrl} />
    );
  },
});
