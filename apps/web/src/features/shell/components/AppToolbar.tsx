import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from './LanguageMenu';
import type { ReactNode } from 'react';
import { Logo } from '../../../components/Logo';

interface Props {
  /** Absent when there is no navigation to show (guests, users without roles). */
  onToggleNavigation?: () => void;
  navigationOpen: boolean;
  userMenu: ReactNode;
}

export function AppToolbar({ onToggleNavigation, navigationOpen, userMenu }: Props) {
  const { t } = useTranslation(['shell', 'common']);
  const toggleLabel = navigationOpen ? t('hideNavigation') : t('showNavigation');

  return (
    <AppBar position="static" elevation={0}>
      <Toolbar variant="dense" sx={{ gap: 1, minHeight: 56 }}>
        {onToggleNavigation && (
          <Tooltip title={toggleLabel}>
            <IconButton color="inherit" edge="start" onClick={onToggleNavigation} aria-label={toggleLabel}>
              {navigationOpen ? <MenuOpenIcon /> : <MenuIcon />}
            </IconButton>
          </Tooltip>
        )}
        <Box
          component={Link}
          to="/"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'inherit', textDecoration: 'none' }}
        >
          <Logo />
          <Typography component="span" variant="h6" sx={{ fontWeight: 700, fontSize: '1.125rem' }} noWrap>
            {t('common:appTitle')}
          </Typography>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageMenu />
        {userMenu}
      </Toolbar>
    </AppBar>
  );
}
