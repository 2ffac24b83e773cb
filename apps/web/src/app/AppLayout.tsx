import { useMemo, type ReactNode } from 'react';
import { useSession } from '../features/auth/auth-context';
import { UserMenu } from '../features/auth/components/UserMenu';
import { AppShell } from '../features/shell/components/AppShell';
import { visibleNavigation } from '../lib/navigation/visibility';
import { navigation } from './navigation';

/** The composition root of the shell: features never import each other, so app/ wires them together. */
export function AppLayout({ children }: { children: ReactNode }) {
  const auth = useSession();
  const items = useMemo(() => visibleNavigation(navigation, auth?.roles ?? null), [auth?.roles]);
  return (
    <AppShell items={items} userMenu={<UserMenu />}>
      {children}
    </AppShell>
  );
}
