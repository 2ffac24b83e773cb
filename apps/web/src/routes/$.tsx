import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec 2: any unmatched path redirects to /404.
export const Route = createFileRoute('/$')({
  staticData: { access: 'public' },
  beforeLoad: () => {
    throw redirect({ to: '/404', replace: true });
  },
});
