import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '../../../components/LazyTooltip';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '../../../lib/navigation/types';

const NavigationSearchBox = lazy(() => import('./NavigationSearchBox'));

/** Spec 2/4 navigation search: a button until clicked, then the search box (loaded on first use). */
export function NavigationSearch({ items }: { items: NavItem[] }) {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(false);
  if (opened) {
    return (
      <Suspense fallback={null}>
        <NavigationSearchBox items={items} onClose={() => setOpened(false)} />
      </Suspense>
    );
  }
  return (
    <Tooltip title={t('search.open')}>
      <IconButton color="inherit" onClick={() => setOpened(true)} aria-label={t('search.open')}>
        <SearchIcon />
      </IconButton>
    </Tooltip>
  );
}
