import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchByLabel } from '../../../lib/navigation/search';
import type { NavItem } from '../../../lib/navigation/types';

export interface ShortcutsEditorProps {
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  /** Pages the user may open, and those among them already chosen, in the bar's order. */
  items: NavItem[];
  chosen: NavItem[];
  shortcuts: string[];
  onToggle: (id: string) => void;
}

/**
 * The shortcuts bar's editor: a popover with its own search. Loaded when first opened (decision 035), so
 * the list components stay off the first screen.
 */
export default function ShortcutsEditor({
  anchorEl,
  open,
  onClose,
  items,
  chosen,
  shortcuts,
  onToggle,
}: ShortcutsEditorProps) {
  const { t } = useTranslation(['shell', 'navigation']);
  const [searchText, setSearchText] = useState('');
  const label = (item: NavItem) => (item.title ? t(`navigation:${item.title}`) : '');
  const listed = searchText.trim() ? matchByLabel(items, label, searchText, items.length) : chosen;
  const close = () => {
    onClose();
    setSearchText('');
  };

  return (
    <Popover
      anchorEl={anchorEl}
      open={open}
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
                onClick={() => onToggle(item.id)}
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
  );
}
