import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '../components/shell/AppShell';

/** Pathless layout: every page inside the application shell. */
export const Route = createFileRoute('/_app')({
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
});
