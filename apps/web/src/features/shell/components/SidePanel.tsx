import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '../../../lib/navigation/types';
import { SIDE_PANEL_WIDTH } from '../dimensions';
import { ShortcutsBar } from './ShortcutsBar';

interface Props {
  side: 'left' | 'right';
  /** Pages the user may open (already filtered by function code). */
  pages: NavItem[];
  shortcuts: string[];
  onShortcutsChange: (ids: string[]) => void;
}

/**
 * Spec 3/9's `leftSidePanel` / `rightSidePanel`: a 56 px strip at that edge of the screen holding the
 * user's shortcuts, stacked, with the same editor as the toolbar's bar (docs/decisions/033). Hidden
 * below the large breakpoint, where the navigation is a drawer and every pixel of width is content.
 */
export function SidePanel({ side, pages, shortcuts, onShortcutsChange }: Props) {
  const { t } = useTranslation('shell');
  return (
    <Box
      component="aside"
      aria-label={t(`sidePanel.${side}`)}
      data-side-panel={side}
      sx={{
        width: SIDE_PANEL_WIDTH,
        flexShrink: 0,
        display: { xs: 'none', lg: 'flex' },
        flexDirection: 'column',
        alignItems: 'center',
        py: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        // Physical sides, as the navbar's position: the right-to-left cache mirrors them (decision 033).
        borderRight: side === 'left' ? 1 : 0,
        borderLeft: side === 'right' ? 1 : 0,
        borderColor: 'divider',
        overflowY: 'auto',
      }}
    >
      <ShortcutsBar items={pages} shortcuts={shortcuts} onChange={onShortcutsChange} vertical />
    </Box>
  );
}
