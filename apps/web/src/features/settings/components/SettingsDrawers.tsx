import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
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

/** The two drawers and the viewer dialog: loaded when the settings button is first used. */
export default function SettingsDrawers({
  open,
  onClose,
}: {
  open: 'settings' | 'colors' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('settings');
  const { userSettings } = useSettings();
  const [viewing, setViewing] = useState(false);
  return (
    <>
      <SettingsDrawer title={t('themeSettings')} open={open === 'settings'} onClose={onClose}>
        <ThemeSettingsPanel onViewSettings={() => setViewing(true)} />
      </SettingsDrawer>
      <SettingsDrawer title={t('themeColorOptions')} open={open === 'colors'} onClose={onClose}>
        <ColorOptionsPanel />
      </SettingsDrawer>
      {viewing && <SettingsViewerDialog settings={userSettings} onClose={() => setViewing(false)} />}
    </>
  );
}
