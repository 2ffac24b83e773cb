import type { LayoutConfig, LayoutStyle, ThemeSection } from '@cd/contracts';
import Box from '@mui/material/Box';
import { ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeepPartial } from '../../../lib/deep-merge';
import type { NavItem } from '../../../lib/navigation/types';
import { navigableItems } from '../../../lib/navigation/visibility';
import type { Language } from '../../../locales';
import { AppToolbar } from './AppToolbar';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { SidePanel } from './SidePanel';

// Layouts 2 and 3 only: the default layout's first screen does not fetch it (decision 070).
const HorizontalNavigation = lazy(() =>
  import('./HorizontalNavigation').then((module) => ({ default: module.HorizontalNavigation })),
);

export interface AppShellProps {
  /** Already filtered to what the user may see (lib/navigation/visibility). */
  items: NavItem[];
  style: LayoutStyle;
  config: LayoutConfig;
  themes: Record<ThemeSection, Theme>;
  onConfigChange: (patch: DeepPartial<LayoutConfig>) => void;
  shortcuts: string[];
  onShortcutsChange: (ids: string[]) => void;
  member: boolean;
  onLanguageChange: (language: Language) => void;
  userMenu: ReactNode;
  /** The theme settings button and drawers, for non-guests only. */
  settingsPanel?: ReactNode;
  children: ReactNode;
}

export const MAIN_CONTENT_ID = 'main-content';

function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 700,
        borderRadius: 1,
        boxShadow: 4,
        '&:focus': { top: 8 },
      }}
    >
      {t('skipToContent')}
    </Box>
  );
}

/** Layouts 1–3 of spec 2/9 with their modes (boxed, container, fullwidth) and bars, from the layout config. */
export function AppShell(props: AppShellProps) {
  const { items, config, themes, onConfigChange, children } = props;
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('lg'), { noSsr: true });
  const pathname = useLocation({ select: (location) => location.pathname });
  // The mobile drawer remembers the path it was opened on, so any route change closes it.
  const [mobileOpenedAt, setMobileOpenedAt] = useState<string | null>(null);
  const mobileOpen = mobileOpenedAt === pathname;
  const hasNavigation = items.length > 0 && config.navbar.display;
  const horizontal = !mobile && config.navbar.navigation === 'horizontal';
  const open = mobile ? mobileOpen : config.navbar.open;

  const toggle = () => {
    if (mobile) setMobileOpenedAt(mobileOpen ? null : pathname);
    else onConfigChange({ navbar: { open: !config.navbar.open } });
  };

  const scrollContent = config.scroll === 'content';
  const toolbar = config.toolbar.display && (
    <ThemeProvider theme={themes.toolbar}>
      <AppToolbar
        onToggleNavigation={hasNavigation && !horizontal ? toggle : undefined}
        navigationOpen={hasNavigation && open}
        pages={navigableItems(items)}
        shortcuts={props.shortcuts}
        onShortcutsChange={props.onShortcutsChange}
        member={props.member}
        onLanguageChange={props.onLanguageChange}
        userMenu={props.userMenu}
        sticky={config.toolbar.style === 'fixed' && !scrollContent}
      />
    </ThemeProvider>
  );
  const horizontalNav = hasNavigation && horizontal && (
    <ThemeProvider theme={themes.navbar}>
      <Suspense fallback={null}>
        <HorizontalNavigation items={items} />
      </Suspense>
    </ThemeProvider>
  );
  const toolbarBelow = config.toolbar.position === 'below';
  const footer = config.footer.display && (
    <ThemeProvider theme={themes.footer}>
      <Footer sticky={config.footer.style === 'fixed' && !scrollContent} />
    </ThemeProvider>
  );
  const footerInside = config.footer.style === 'static';
  const sidePanel = (side: 'left' | 'right') => (
    <SidePanel
      side={side}
      pages={navigableItems(items)}
      shortcuts={props.shortcuts}
      onShortcutsChange={props.onShortcutsChange}
    />
  );

  return (
    <Box
      data-layout={props.style}
      data-mode={config.mode}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        color: 'text.primary',
        ...(scrollContent ? { height: '100vh', overflow: 'hidden' } : { minHeight: '100vh' }),
        ...(config.mode === 'boxed' && !mobile
          ? { maxWidth: config.containerWidth, mx: 'auto', boxShadow: 8, width: '100%' }
          : {}),
      }}
    >
      <SkipLink />
      {toolbarBelow ? horizontalNav : toolbar}
      {toolbarBelow ? toolbar : horizontalNav}
      <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
        {config.leftSidePanel.display && sidePanel('left')}
        <Box
          sx={{
            flex: 1,
            display: 'flex',
            minHeight: 0,
            minWidth: 0,
            flexDirection: config.navbar.position === 'right' ? 'row-reverse' : 'row',
          }}
        >
          {hasNavigation && !horizontal && (
            <ThemeProvider theme={themes.navbar}>
              <Navbar
                items={items}
                config={config.navbar}
                mobile={mobile}
                mobileOpen={mobileOpen}
                onMobileClose={() => setMobileOpenedAt(null)}
              />
            </ThemeProvider>
          )}
          <Box
            component="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            sx={{
              flex: 1,
              minWidth: 0,
              display: 'flex',
              flexDirection: 'column',
              outline: 'none',
              ...(scrollContent ? { overflowY: 'auto' } : {}),
            }}
          >
            <Box
              sx={{
                flex: 1,
                display: 'flex',
                flexDirection: 'column',
                width: '100%',
                ...(config.mode === 'container' ? { maxWidth: config.containerWidth, mx: 'auto' } : {}),
              }}
              data-testid="content-container"
            >
              {children}
            </Box>
            {footerInside && footer}
          </Box>
        </Box>
        {config.rightSidePanel.display && sidePanel('right')}
      </Box>
      {!footerInside && footer}
      {props.settingsPanel}
    </Box>
  );
}
