import ViewSidebarIcon from '@mui/icons-material/ViewSidebar';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';

// Spec 2: the quick panel (and its strings) load only when someone opens it.
const QuickPanel = lazy(() => import('./QuickPanel'));

export function QuickPanelToggle() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('quickPanel.toggle')}>
        <IconButton
          color="inherit"
          onClick={() => setOpen((value) => !value)}
          aria-label={t('quickPanel.toggle')}
          aria-expanded={open}
        >
          <ViewSidebarIcon />
        </IconButton>
      </Tooltip>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { width: 380, maxWidth: '90vw' } } }}
      >
        {open && (
          <Suspense fallback={<Spinner />}>
            <QuickPanel onClose={() => setOpen(false)} />
          </Suspense>
        )}
      </Drawer>
    </>
  );
}
