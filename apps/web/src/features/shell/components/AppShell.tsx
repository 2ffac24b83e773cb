import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useLocation } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { NavItem } from '../../../lib/navigation/types';
import { AppToolbar } from './AppToolbar';
import { Footer } from './Footer';
import { NavigationMenu } from './NavigationMenu';
import { Navbar } from './Navbar';

/** Layout 1 of spec 2: toolbar on top, navbar on the left, content, footer at the bottom. */
interface Props {
  /** Already filtered to what the user may see (lib/navigation/visibility). */
  items: NavItem[];
  userMenu: ReactNode;
  children: ReactNode;
}

export function AppShell({ items, userMenu, children }: Props) {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('lg'), { noSsr: true });
  const pathname = useLocation({ select: (location) => location.pathname });

  const [desktopOpen, setDesktopOpen] = useState(true);
  // The mobile drawer remembers the path it was opened on, so any route change closes it.
  const [mobileOpenedAt, setMobileOpenedAt] = useState<string | null>(null);
  const mobileOpen = mobileOpenedAt === pathname;
  const open = mobile ? mobileOpen : desktopOpen;
  const hasNavigation = items.length > 0;

  const toggle = () => {
    if (mobile) setMobileOpenedAt(mobileOpen ? null : pathname);
    else setDesktopOpen((value) => !value);
  };

  return (
    <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppToolbar
        navigationOpen={hasNavigation && open}
        onToggleNavigation={hasNavigation ? toggle : undefined}
        userMenu={userMenu}
      />
      <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
        {hasNavigation && (
          <Navbar mobile={mobile} open={open} onClose={() => setMobileOpenedAt(null)}>
            <NavigationMenu items={items} />
          </Navbar>
        )}
        <Box
          component="main"
          sx={{ flex: 1, minWidth: 0, overflowY: 'auto', display: 'flex', flexDirection: 'column' }}
        >
          {children}
        </Box>
      </Box>
      <Footer />
    </Box>
  );
}
