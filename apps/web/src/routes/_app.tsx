import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppLayout } from '../app/AppLayout';

/** Pathless layout: every page inside the application shell. */
export const Route = createFileRoute('/_app')({
  component: () => (
    <AppLayout>
      <Outlet />
    </AppLayout>
  ),
});
