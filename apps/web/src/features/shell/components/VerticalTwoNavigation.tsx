import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { containsUrl } from '../../../lib/navigation/active';
import type { NavItem } from '../../../lib/navigation/types';
import { useActiveMenuUrl } from '../../../lib/navigation/use-active-menu-url';
import { RAIL_DENSE_WIDTH, RAIL_PANEL_WIDTH, RAIL_WIDTH } from '../dimensions';
import { NavigationMenu } from './NavigationMenu';

/** Vertical-2 (spec 2/9): an icon rail of the groups (120 px, 64 px dense) plus a 280 px panel of the chosen one. */
export function VerticalTwoNavigation({
  items,
  dense,
  position,
}: {
  items: NavItem[];
  dense: boolean;
  position: 'left' | 'right';
}) {
  const { t } = useTranslation(['navigation', 'shell']);
  const activeUrl = useActiveMenuUrl(items);
  const [selectedId, setSelectedId] = useState(
    () => items.find((item) => containsUrl(item, activeUrl))?.id ?? items[0]?.id,
  );
  const selected = items.find((item) => item.id === selectedId);

  return (
    <Box
      component="nav"
      aria-label={t('shell:navigation')}
      sx={{
        display: 'flex',
        flexDirection: position === 'right' ? 'row-reverse' : 'row',
        flexShrink: 0,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderInlineEnd: 1,
        borderColor: 'divider',
      }}
      data-navigation="vertical-2"
    >
      <Box
        role="tablist"
        aria-orientation="vertical"
        sx={{
          width: dense ? RAIL_DENSE_WIDTH : RAIL_WIDTH,
          display: 'flex',
          flexDirection: 'column',
          py: 1,
          gap: 0.5,
          borderInlineEnd: 1,
          borderColor: 'divider',
        }}
      >
        {items.map((item) => {
          const Icon = item.children?.find((child) => child.icon)?.icon ?? item.icon;
          const title = item.title ? t(item.title) : '';
          return (
            <ButtonBase
              key={item.id}
              role="tab"
              aria-selected={item.id === selectedId}
              aria-label={dense ? title : undefined}
              onClick={() => setSelectedId(item.id)}
              sx={{
                flexDirection: 'column',
                py: 1.5,
                mx: 0.5,
                borderRadius: 1,
                gap: 0.5,
                bgcolor: item.id === selectedId ? 'action.selected' : undefined,
              }}
            >
              {Icon && <Icon fontSize="small" />}
              {!dense && (
                <Typography variant="caption" sx={{ textAlign: 'center', px: 0.5 }}>
                  {title}
                </Typography>
              )}
            </ButtonBase>
          );
        })}
      </Box>
      {selected && (
        <Box role="tabpanel" sx={{ width: RAIL_PANEL_WIDTH, overflowY: 'auto', py: 1 }}>
          <NavigationMenu items={[selected]} dense={dense} activeUrl={activeUrl} />
        </Box>
      )}
    </Box>
  );
}
