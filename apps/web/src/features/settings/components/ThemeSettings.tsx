import PaletteIcon from '@mui/icons-material/Palette';
import SettingsIcon from '@mui/icons-material/Settings';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { Tooltip } from '../../../components/LazyTooltip';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The drawers, their forms and dialogs are a large share of the shell's code: they load on first use.
const SettingsDrawers = lazy(() => import('./SettingsDrawers'));

/** The floating buttons at the right edge and their two drawers; the app renders them only for non-guests. */
export function ThemeSettings() {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState<'settings' | 'colors' | null>(null);
  const [used, setUsed] = useState(false);
  const show = (which: 'settings' | 'colors') => {
    setUsed(true);
    setOpen(which);
  };

  return (
    <>
      <Stack
        sx={{
          position: 'fixed',
          insetInlineEnd: 0,
          top: '50%',
          transform: 'translateY(-50%)',
          zIndex: (theme) => theme.zIndex.drawer - 1,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          borderStartStartRadius: 8,
          borderEndStartRadius: 8,
        }}
      >
        <Tooltip title={t('themeSettings')} placement="left">
          <IconButton color="inherit" onClick={() => show('settings')} aria-label={t('themeSettings')}>
            <SettingsIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('themeColorOptions')} placement="left">
          <IconButton color="inherit" onClick={() => show('colors')} aria-label={t('themeColorOptions')}>
            <PaletteIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      {used && (
        <Suspense fallback={null}>
          <SettingsDrawers open={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
