import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { Tooltip } from '../../../components/LazyTooltip';
import Typography from '@mui/material/Typography';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/Logo';
import type { NavItem } from '../../../lib/navigation/types';
import type { Language } from '../../../locales';
import { FontSizeMenu } from './FontSizeMenu';
import { FullscreenToggle } from './FullscreenToggle';
import { GcdStatusLabel } from './GcdStatusLabel';
import { LanguageMenu } from './LanguageMenu';
import { NavigationSearch } from './NavigationSearch';
import { QuickPanelToggle } from './QuickPanelToggle';
import { ShortcutsBar } from './ShortcutsBar';

export interface ToolbarProps {
  /** Absent when there is no navigation to show (guests, users without roles). */
  onToggleNavigation?: () => void;
  navigationOpen: boolean;
  /** Pages the user may open: navigation search and shortcuts offer these. */
  pages: NavItem[];
  shortcuts: string[];
  onShortcutsChange: (ids: string[]) => void;
  /** Signed in with a role: the status label and the shortcuts show. */
  member: boolean;
  onLanguageChange: (language: Language) => void;
  userMenu: ReactNode;
  sticky: boolean;
}

export function AppToolbar(props: ToolbarProps) {
  const { t } = useTranslation(['shell', 'common']);
  const { onToggleNavigation, navigationOpen, member } = props;
  // Spec 2: the toggle's tooltip is 'Show Navigation'.
  const toggleLabel = navigationOpen ? t('hideNavigation') : t('showNavigation');

  return (
    <AppBar position={props.sticky ? 'sticky' : 'static'} elevation={0} color="primary" enableColorOnDark>
      <Toolbar variant="dense" sx={{ gap: 0.5, minHeight: 56 }}>
        {onToggleNavigation && (
          <Tooltip title={toggleLabel}>
            <IconButton
              color="inherit"
              edge="start"
              onClick={onToggleNavigation}
              aria-label={toggleLabel}
              aria-expanded={navigationOpen}
            >
              {navigationOpen ? <MenuOpenIcon /> : <MenuIcon />}
            </IconButton>
          </Tooltip>
        )}
        <Box
          component={Link}
          to="/"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            color: 'inherit',
            textDecoration: 'none',
            mr: 1,
          }}
        >
          <Logo />
          <Typography
            component="span"
            variant="h6"
            sx={{ fontWeight: 700, fontSize: '1.125rem', display: { xs: 'none', sm: 'block' } }}
            noWrap
          >
            {t('common:appTitle')}
          </Typography>
        </Box>
        {member && (
          <ShortcutsBar items={props.pages} shortcuts={props.shortcuts} onChange={props.onShortcutsChange} />
        )}
        <Box sx={{ flexGrow: 1 }} />
        {member && <GcdStatusLabel />}
        {props.pages.length > 0 && <NavigationSearch items={props.pages} />}
        <FontSizeMenu />
        <LanguageMenu onChange={props.onLanguageChange} />
        {/* A phone's toolbar has room for what matters there (issue 19: 390 px never overflows). */}
        <Box sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
          <FullscreenToggle />
        </Box>
        {member && <QuickPanelToggle />}
        {props.userMenu}
      </Toolbar>
    </AppBar>
  );
}
