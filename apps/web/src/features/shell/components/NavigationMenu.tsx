import List from '@mui/material/List';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListItemButtonLink } from '../../../components/router-links';
import { isActivePath } from '../../../lib/navigation/active';
import type { NavItem } from '../../../lib/navigation/types';

/** Renders already-filtered navigation (see visibleNavigation): groups as headings, items as links. */
export function NavigationMenu({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation('navigation');
  const pathname = useLocation({ select: (location) => location.pathname });

  const renderItem = (item: NavItem) => {
    const Icon = item.icon;
    return (
      <ListItemButtonLink
        key={item.id}
        to={item.url ?? '/'}
        selected={isActivePath(item.url ?? '/', pathname)}
        sx={{ mx: 1, borderRadius: 1, minHeight: 40 }}
      >
        {Icon && (
          <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
            <Icon fontSize="small" />
          </ListItemIcon>
        )}
        <ListItemText primary={t(item.title)} />
      </ListItemButtonLink>
    );
  };

  return (
    <>
      {items.map((group) =>
        group.type === 'group' ? (
          <List
            key={group.id}
            dense
            subheader={
              <ListSubheader
                disableSticky
                sx={{ bgcolor: 'transparent', lineHeight: '36px', fontWeight: 700 }}
              >
                {t(group.title)}
              </ListSubheader>
            }
          >
            {(group.children ?? []).map(renderItem)}
          </List>
        ) : (
          renderItem(group)
        ),
      )}
    </>
  );
}
