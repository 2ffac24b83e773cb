import CloseIcon from '@mui/icons-material/Close';
import PaletteIcon from '@mui/icons-material/Palette';
import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings-store';
import { ColorOptionsPanel } from './ColorOptionsPanel';
import { SettingsViewerDialog } from './SettingsViewerDialog';
import { ThemeSettingsPanel } from './ThemeSettingsPanel';

/** Spec 9: side drawers are 380 px wide, at most 90vw. */
const DRAWER_WIDTH = 380;

function SettingsDrawer({
  title,
  open,
  onClose,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('settings');
  const titleId = `drawer-${title.replace(/\W+/g, '-')}`;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: DRAWER_WIDTH, maxWidth: '90vw' },
          role: 'dialog',
          'aria-labelledby': titleId,
        } as object,
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ p: 2, overflowY: 'auto' }}>{children}</Box>
    </Drawer>
  );
}

/** The floating buttons at the right edge and their two drawers; the app renders them only for non-guests. */
export function ThemeSettings() {
  const { t } = useTranslation('settings');
  const { userSettings } = useSettings();
  const [open, setOpen] = useState<'settings' | 'colors' | null>(null);
  const [viewing, setViewing] = useState(false);

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
          <IconButton color="inherit" onClick={() => setOpen('settings')} aria-label={t('themeSettings')}>
            <SettingsIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('themeColorOptions')} placement="left">
          <IconButton color="inherit" onClick={() => setOpen('colors')} aria-label={t('themeColorOptions')}>
            <PaletteIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <SettingsDrawer title={t('themeSettings')} open={open === 'settings'} onClose={() => setOpen(null)}>
        <ThemeSettingsPanel onViewSettings={() => setViewing(true)} />
      </SettingsDrawer>
      <SettingsDrawer title={t('themeColorOptions')} open={open === 'colors'} onClose={() => setOpen(null)}>
        <ColorOptionsPanel />
      </SettingsDrawer>
      {viewing && <SettingsViewerDialog settings={userSettings} onClose={() => setViewing(false)} />}
    </>
  );
}
