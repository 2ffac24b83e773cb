import { createFileRoute } from '@tanstack/react-router';
import { config } from '../../app/config';
import { errorPageSettings } from '../../app/route-settings';
import { useIsGuest } from '../../features/auth/auth-context';
import { ErrorPage } from '../../features/errors/components/ErrorPage';

export const Route = createFileRoute('/_app/404')({
  staticData: { access: 'public', settings: errorPageSettings },
  component: function NotFoundRoute() {
    const guest = useIsGuest();
    return (
      <ErrorPage kind="notFound" code="404" guest={guest} companyWebsiteUrl={config.companyWebsiteUrl} />
    );
  },
});
