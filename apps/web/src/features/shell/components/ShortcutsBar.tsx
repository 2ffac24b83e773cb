import AddIcon from '@mui/icons-material/Add';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { onFirstOpen } from '../../../components/LazyOverlays';
import { Tooltip } from '../../../components/LazyTooltip';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '../../../lib/navigation/types';

// The editor (its search and list) loads when first opened, off the first screen (decision 035).
const ShortcutsEditor = onFirstOpen(() => import('./ShortcutsEditor'));

interface Props {
  /** Pages the user may open (already filtered by function code). */
  items: NavItem[];
  shortcuts: string[];
  onChange: (ids: string[]) => void;
  /** Stacked in a side panel (spec 3 `leftSidePanel`/`rightSidePanel`), whose landmark names it. */
  vertical?: boolean;
}

/**
 * Spec 2 shortcuts bar: the user's favourite pages, added and removed in a popover with its own search.
 * Not a menu: a menu may hold only menu items, and a search field inside one breaks screen readers' menu
 * mode (issue 19). Escape closes it from anywhere inside.
 */
export function ShortcutsBar({ items, shortcuts, onChange, vertical = false }: Props) {
  const { t } = useTranslation(['shell', 'navigation']);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = (item: NavItem) => (item.title ? t(`navigation:${item.title}`) : '');
  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const chosen = shortcuts.map((id) => byId.get(id)).filter((item): item is NavItem => item !== undefined);

  const toggle = (id: string) =>
    onChange(shortcuts.includes(id) ? shortcuts.filter((other) => other !== id) : [...shortcuts, id]);

  return (
    <Box
      component={vertical ? 'div' : 'nav'}
      aria-label={vertical ? undefined : t('shortcuts.label')}
      sx={
        vertical
          ? { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }
          : { display: { xs: 'none', md: 'flex' }, alignItems: 'center' }
      }
    >
      {chosen.map((item) => {
        const Icon = item.icon ?? StarIcon;
        return (
          <Tooltip key={item.id} title={label(item)}>
            <IconButton color="inherit" component={Link} to={item.url ?? '/'} aria-label={label(item)}>
              <Icon fontSize="small" />
            </IconButton>
          </Tooltip>
        );
      })}
      <Tooltip title={t('shortcuts.edit')}>
        <IconButton
          color="inherit"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={t('shortcuts.edit')}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
        >
          {chosen.length ? <AddIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      <ShortcutsEditor
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        items={items}
        chosen={chosen}
        shortcuts={shortcuts}
        onToggle={toggle}
      />
    </Box>
  );
}
