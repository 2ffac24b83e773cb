import AddIcon from '@mui/icons-material/Add';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Popover } from '../../../components/LazyOverlays';
import { Tooltip } from '../../../components/LazyTooltip';
import Typography from '@mui/material/Typography';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchByLabel } from '../../../lib/navigation/search';
import type { NavItem } from '../../../lib/navigation/types';

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
  const [searchText, setSearchText] = useState('');
  const label = (item: NavItem) => (item.title ? t(`navigation:${item.title}`) : '');
  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const chosen = shortcuts.map((id) => byId.get(id)).filter((item): item is NavItem => item !== undefined);
  const listed = searchText.trim() ? matchByLabel(items, label, searchText, items.length) : chosen;

  const toggle = (id: string) =>
    onChange(shortcuts.includes(id) ? shortcuts.filter((other) => other !== id) : [...shortcuts, id]);
  const close = () => {
    setAnchor(null);
    setSearchText('');
  };

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
      <Popover
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('shortcuts.edit') } }}
      >
        <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
          <InputBase
            autoFocus
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder={t('shortcuts.search')}
            inputProps={{ 'aria-label': t('shortcuts.search') }}
            sx={{ width: 240 }}
          />
        </Box>
        {listed.length === 0 && (
          <Typography sx={{ px: 2, py: 1 }} role="status">
            {searchText.trim() ? t('search.noResults') : t('shortcuts.empty')}
          </Typography>
        )}
        <List dense aria-label={t('shortcuts.label')} sx={{ maxHeight: 360, overflowY: 'auto' }}>
          {listed.map((item) => {
            const selected = shortcuts.includes(item.id);
            return (
              <ListItem key={item.id} disablePadding>
                <ListItemButton
                  onClick={() => toggle(item.id)}
                  aria-pressed={selected}
                  aria-label={
                    selected
                      ? t('shortcuts.remove', { title: label(item) })
                      : t('shortcuts.add', { title: label(item) })
                  }
                >
                  <ListItemIcon>
                    {selected ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
                  </ListItemIcon>
                  <ListItemText primary={label(item)} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Popover>
    </Box>
  );
}
