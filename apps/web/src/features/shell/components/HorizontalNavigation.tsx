import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Menu } from '../../../components/LazyOverlays';
import MenuItem from '@mui/material/MenuItem';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { containsUrl } from '../../../lib/navigation/active';
import type { NavItem } from '../../../lib/navigation/types';
import { useActiveMenuUrl } from '../../../lib/navigation/use-active-menu-url';
import { navigableItems } from '../../../lib/navigation/visibility';

function GroupMenu({ group, activeUrl }: { group: NavItem; activeUrl: string | undefined }) {
  const { t } = useTranslation('navigation');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = `horizontal-menu-${group.id}`;
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMore />}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          fontWeight: containsUrl(group, activeUrl) ? 800 : 600,
          textDecoration: containsUrl(group, activeUrl) ? 'underline' : 'none',
        }}
      >
        {group.title ? t(group.title) : ''}
      </Button>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {navigableItems(group.children ?? []).map((item) => {
          const Icon = item.icon;
          const external = item.type === 'link';
          return (
            <MenuItem
              key={item.id}
              component={external ? 'a' : Link}
              {...(external
                ? { href: item.url, target: item.target ?? '_blank', rel: 'noopener noreferrer' }
                : { to: item.url ?? '/' })}
              selected={!external && item.url === activeUrl}
              onClick={() => setAnchor(null)}
            >
              {Icon && (
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
              )}
              <ListItemText primary={item.title ? t(item.title) : ''} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

/** Horizontal navigation (spec 2): one menu button per group, its pages in a drop-down. */
export function HorizontalNavigation({ items }: { items: NavItem[] }) {
  const { t } = useTranslation('shell');
  const activeUrl = useActiveMenuUrl(items);
  return (
    <Box
      component="nav"
      aria-label={t('navigation')}
      data-navigation="horizontal"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        px: 2,
        py: 0.5,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {items.map((item) =>
        item.type === 'group' || item.type === 'collapse' ? (
          <GroupMenu key={item.id} group={item} activeUrl={activeUrl} />
        ) : null,
      )}
    </Box>
  );
}
