import type { UserSettings } from '@cd/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { CopyButton } from '../../../components/CopyButton';
import { useTranslation } from 'react-i18next';
import { settingsToQueryParams } from '../settings-model';

export function SettingsViewerDialog({ settings, onClose }: { settings: UserSettings; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const [view, setView] = useState<'json' | 'query'>('json');
  const text = view === 'json' ? JSON.stringify(settings, null, 2) : settingsToQueryParams(settings);

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="settings-viewer-title">
      <DialogTitle id="settings-viewer-title">{t('viewer.title')}</DialogTitle>
      <DialogContent>
        <Tabs value={view} onChange={(_, next) => setView(next)} aria-label={t('viewer.title')}>
          <Tab value="json" label={t('viewer.json')} />
          <Tab value="query" label={t('viewer.query')} />
        </Tabs>
        <Box
          component="pre"
          tabIndex={0}
          aria-label={view === 'json' ? t('viewer.json') : t('viewer.query')}
          sx={{
            mt: 2,
            p: 2,
            bgcolor: 'action.hover',
            borderRadius: 1,
            overflow: 'auto',
            maxHeight: 400,
            fontSize: 12,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-all',
          }}
        >
          {text}
        </Box>
      </DialogContent>
      <DialogActions>
        <CopyButton value={text} label={t('viewer.copy')} />
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
