import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Collapse } from '../../../components/LazyCollapse';
import { Tooltip } from '../../../components/LazyTooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListItemButtonLink } from '../../../components/router-links';
import { containsUrl } from '../../../lib/navigation/active';
import type { NavItem } from '../../../lib/navigation/types';
import { useActiveMenuUrl } from '../../../lib/navigation/use-active-menu-url';
import { menuIndent } from '../../../lib/navigation/visibility';

interface Props {
  items: readonly NavItem[];
  /** Folded navbars show icons only (the label becomes a tooltip). */
  iconsOnly?: boolean;
  dense?: boolean;
  /** The highlighted URL when `items` is part of a larger menu (vertical-2 shows one group). */
  activeUrl?: string;
}

function Badge({ badge }: { badge: NonNullable<NavItem['badge']> }) {
  return (
    <Box
      component="span"
      sx={{
        ml: 1,
        px: 0.75,
        borderRadius: 2,
        fontSize: 11,
        fontWeight: 700,
        bgcolor: badge.bg,
        color: badge.fg,
      }}
    >
      {badge.title}
    </Box>
  );
}

function MenuEntry({
  item,
  level,
  iconsOnly,
  dense,
  activeUrl,
}: {
  item: NavItem;
  level: number;
  iconsOnly: boolean;
  dense: boolean;
  activeUrl: string | undefined;
}) {
  const { t } = useTranslation('navigation');
  const [open, setOpen] = useState(() => containsUrl(item, activeUrl));
  const title = item.title ? t(item.title) : '';
  const Icon = item.icon;
  const sx = { mx: 1, borderRadius: 1, minHeight: dense ? 32 : 40, pl: `${menuIndent(level)}px` };
  const icon = Icon && (
    <ListItemIcon sx={{ minWidth: iconsOnly ? 0 : 36, color: 'inherit' }}>
      <Icon fontSize="small" />
    </ListItemIcon>
  );
  const label = !iconsOnly && (
    <ListItemText
      primary={title}
      secondary={item.subtitle ? t(item.subtitle) : undefined}
      slotProps={{ secondary: { sx: { color: 'inherit', opacity: 0.8 } } }}
    />
  );
  const withTooltip = (node: React.ReactElement) =>
    iconsOnly ? (
      <Tooltip title={title} placement="right">
        {node}
      </Tooltip>
    ) : (
      node
    );

  switch (item.type) {
    case 'divider':
      return <Divider sx={{ my: 1 }} />;
    case 'group':
      return (
        <List
          component="div"
          dense={dense}
          disablePadding
          subheader={
            iconsOnly ? undefined : (
              <ListSubheader
                component="div"
                disableSticky
                sx={{
                  bgcolor: 'transparent',
                  color: 'inherit',
                  lineHeight: '36px',
                  fontWeight: 700,
                  pl: `${menuIndent(level)}px`,
                }}
              >
                {title}
              </ListSubheader>
            )
          }
        >
          {(item.children ?? []).map((child) => (
            <MenuEntry
              key={child.id}
              item={child}
              level={level}
              iconsOnly={iconsOnly}
              dense={dense}
              activeUrl={activeUrl}
            />
          ))}
        </List>
      );
    case 'collapse':
      return (
        <>
          {withTooltip(
            <ListItemButton
              sx={sx}
              onClick={() => setOpen((value) => !value)}
              aria-expanded={open}
              disabled={item.disabled}
            >
              {icon}
              {label}
              {item.badge && <Badge badge={item.badge} />}
              {!iconsOnly && (open ? <ExpandLess /> : <ExpandMore />)}
            </ListItemButton>,
          )}
          <Collapse in={open} unmountOnExit>
            <List component="div" dense={dense} disablePadding>
              {(item.children ?? []).map((child) => (
                <MenuEntry
                  key={child.id}
                  item={child}
                  level={level + 1}
                  iconsOnly={iconsOnly}
                  dense={dense}
                  activeUrl={activeUrl}
                />
              ))}
            </List>
          </Collapse>
        </>
      );
    case 'link': {
      const target = item.target ?? '_blank';
      return withTooltip(
        <ListItemButton
          component="a"
          href={item.url}
          target={target}
          rel={target === '_blank' ? 'noopener noreferrer' : undefined}
          sx={sx}
          disabled={item.disabled}
        >
          {icon}
          {label}
          {item.badge && <Badge badge={item.badge} />}
          {!iconsOnly && target === '_blank' && <OpenInNewIcon fontSize="inherit" aria-hidden />}
        </ListItemButton>,
      );
    }
    default:
      return withTooltip(
        <ListItemButtonLink
          to={item.url ?? '/'}
          selected={item.url !== undefined && item.url === activeUrl}
          disabled={item.disabled}
          sx={sx}
          aria-label={iconsOnly ? title : undefined}
        >
          {icon}
          {label}
          {item.badge && <Badge badge={item.badge} />}
        </ListItemButtonLink>,
      );
  }
}

/** Renders already-filtered navigation (lib/navigation/visibility): groups, collapses, items, links, dividers. */
export function NavigationMenu({ items, iconsOnly = false, dense = false, activeUrl }: Props) {
  const ownActiveUrl = useActiveMenuUrl(items);
  return (
    // Divs, not lists: MUI renders menu entries as links and buttons, which a <ul> may not hold directly.
    <List component="div" dense={dense} disablePadding>
      {items.map((item) => (
        <MenuEntry
          key={item.id}
          item={item}
          level={0}
          iconsOnly={iconsOnly}
          dense={dense}
          activeUrl={activeUrl ?? ownActiveUrl}
        />
      ))}
    </List>
  );
}
