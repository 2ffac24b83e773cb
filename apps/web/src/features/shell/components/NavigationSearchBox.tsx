import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import InputBase from '@mui/material/InputBase';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchByLabel } from '../../../lib/navigation/search';
import type { NavItem } from '../../../lib/navigation/types';

/**
 * Spec 2/4 navigation search: opens on click; Escape, a click elsewhere or choosing a suggestion closes it
 * and clears the text; at most 10 suggestions, accents and case ignored; 'No results..' when none match.
 */
export default function NavigationSearchBox({ items, onClose }: { items: NavItem[]; onClose: () => void }) {
  const { t } = useTranslation(['shell', 'navigation']);
  const navigate = useNavigate();
  const listId = useId();
  const [searchText, setSearchText] = useState('');
  const [active, setActive] = useState(0);
  const label = (item: NavItem) => (item.title ? t(`navigation:${item.title}`) : '');
  const suggestions = useMemo(() => matchByLabel(items, label, searchText), [items, searchText, t]); // eslint-disable-line react-hooks/exhaustive-deps
  const noSuggestions = searchText.trim() !== '' && suggestions.length === 0;

  // Closing unmounts the box, which clears the text (spec 4).
  const close = onClose;
  const choose = (item: NavItem) => {
    close();
    if (item.type === 'link') window.open(item.url, item.target ?? '_blank', 'noopener');
    else void navigate({ to: item.url ?? '/' });
  };

  return (
    <ClickAwayListener onClickAway={close}>
      <Box sx={{ position: 'relative' }}>
        <Paper sx={{ display: 'flex', alignItems: 'center', px: 1, width: { xs: 150, sm: 280 } }}>
          <SearchIcon fontSize="small" aria-hidden />
          <InputBase
            autoFocus
            value={searchText}
            onChange={(event) => {
              setSearchText(event.target.value);
              setActive(0);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') close();
              else if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, suggestions.length - 1));
              else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
              else if (event.key === 'Enter' && suggestions[active]) choose(suggestions[active]);
            }}
            placeholder={t('search.placeholder')}
            sx={{ ml: 1, flex: 1 }}
            inputProps={{
              'aria-label': t('search.placeholder'),
              role: 'combobox',
              'aria-expanded': suggestions.length > 0,
              // Only while the list exists: a reference to a missing element is invalid ARIA.
              'aria-controls': suggestions.length > 0 ? listId : undefined,
              'aria-autocomplete': 'list',
              'aria-activedescendant': suggestions[active]
                ? `${listId}-${suggestions[active].id}`
                : undefined,
            }}
          />
        </Paper>
        {(suggestions.length > 0 || noSuggestions) && (
          <Paper
            elevation={8}
            sx={{
              position: 'absolute',
              top: '100%',
              insetInlineStart: 0,
              insetInlineEnd: 0,
              mt: 0.5,
              zIndex: (theme) => theme.zIndex.modal,
            }}
          >
            {noSuggestions ? (
              <Typography sx={{ p: 2 }} role="status">
                {t('search.noResults')}
              </Typography>
            ) : (
              <Box
                component="ul"
                id={listId}
                role="listbox"
                aria-label={t('search.suggestions')}
                sx={{ m: 0, p: 0, listStyle: 'none' }}
              >
                {suggestions.map((item, index) => (
                  // A listbox owns options only: the list item steps aside (role none) for its option.
                  <li key={item.id} role="none">
                    <ListItemButton
                      id={`${listId}-${item.id}`}
                      role="option"
                      aria-selected={index === active}
                      selected={index === active}
                      tabIndex={-1}
                      onClick={() => choose(item)}
                    >
                      <ListItemText primary={label(item)} />
                    </ListItemButton>
                  </li>
                ))}
              </Box>
            )}
          </Paper>
        )}
      </Box>
    </ClickAwayListener>
  );
}
