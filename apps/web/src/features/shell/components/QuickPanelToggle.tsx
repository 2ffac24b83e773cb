import ViewSidebarIcon from '@mui/icons-material/ViewSidebar';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '../../../components/LazyTooltip';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Spec 2: the quick panel (its drawer and its strings) loads only when someone opens it.
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
      {open && (
        <Suspense fallback={null}>
          <QuickPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
