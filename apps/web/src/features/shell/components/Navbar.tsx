import type { LayoutConfig } from '@cd/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../../../components/LazyOverlays';
import { Logo } from '../../../components/Logo';
import type { NavItem } from '../../../lib/navigation/types';
import { HOVER_EXPAND_MS, NAVBAR_FOLDED_WIDTH, NAVBAR_WIDTH } from '../dimensions';
import { NavigationMenu } from './NavigationMenu';

// The vertical-2 navigation only: the default layout's first screen does not fetch it (decision 070).
const VerticalTwoNavigation = lazy(() =>
  import('./VerticalTwoNavigation').then((module) => ({ default: module.VerticalTwoNavigation })),
);

type NavbarConfig = LayoutConfig['navbar'];

function Brand() {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, minHeight: 56, flexShrink: 0 }}>
      <Logo />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.125rem' }} noWrap>
        {t('appTitle')}
      </Typography>
    </Box>
  );
}

/** Folded navbars (style-2 folded, or the 'folded' navigation): 76 px, expanding after 150 ms of hover. */
function useHoverExpand(enabled: boolean) {
  const [expanded, setExpanded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!enabled) return { expanded: true, handlers: {} };
  return {
    expanded,
    handlers: {
      onMouseEnter: () => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setExpanded(true), HOVER_EXPAND_MS);
      },
      onMouseLeave: () => {
        clearTimeout(timer.current);
        setExpanded(false);
      },
      onFocus: () => setExpanded(true),
      onBlur: (event: React.FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setExpanded(false);
      },
    },
  };
}

interface Props {
  items: NavItem[];
  config: NavbarConfig;
  /** Below lg: a temporary 280 px drawer that the shell closes on every route change. */
  mobile: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
}

/** The vertical navbars of spec 2: vertical (style-1, style-2, style-3, style-3-dense), vertical-2, folded. */
export function Navbar({ items, config, mobile, mobileOpen, onMobileClose }: Props) {
  const { t } = useTranslation('shell');
  const foldable = config.navigation === 'folded' || (config.style === 'style-2' && config.folded);
  const { expanded, handlers } = useHoverExpand(foldable && !mobile);
  const dense = config.style === 'style-3-dense';
  const anchor = config.position === 'right' ? 'right' : 'left';

  if (mobile) {
    return (
      <Drawer
        variant="temporary"
        anchor={anchor}
        open={mobileOpen}
        onClose={onMobileClose}
        ModalProps={{ keepMounted: true }}
      >
        <Box
          component="nav"
          aria-label={t('navigation')}
          sx={{
            width: NAVBAR_WIDTH,
            display: 'flex',
            flexDirection: 'column',
            height: '100%',
            bgcolor: 'background.paper',
            color: 'text.primary',
          }}
        >
          <Brand />
          <Box sx={{ overflowY: 'auto', flex: 1, py: 1 }}>
            <NavigationMenu items={items} />
          </Box>
        </Box>
      </Drawer>
    );
  }

  if (config.navigation === 'vertical-2') {
    return config.open ? (
      <Suspense fallback={null}>
        <VerticalTwoNavigation items={items} dense={dense} position={config.position} />
      </Suspense>
    ) : null;
  }

  const width = !config.open ? 0 : foldable && !expanded ? NAVBAR_FOLDED_WIDTH : NAVBAR_WIDTH;
  const border = config.position === 'right' ? { borderInlineStart: 1 } : { borderInlineEnd: 1 };
  return (
    <Box
      sx={{
        // The folded rail keeps its place; the expanded navbar overlays the content instead of pushing it.
        width: foldable && config.open ? NAVBAR_FOLDED_WIDTH : width,
        flexShrink: 0,
        position: 'relative',
        zIndex: (theme) => theme.zIndex.appBar - 1,
      }}
      data-navbar-style={config.style}
      data-navigation={config.navigation}
    >
      <Box
        component="nav"
        aria-label={t('navigation')}
        {...handlers}
        sx={{
          width,
          height: '100%',
          position: foldable ? 'absolute' : 'relative',
          insetInlineStart: 0,
          overflowX: 'hidden',
          overflowY: 'auto',
          display: width === 0 ? 'none' : 'flex',
          flexDirection: 'column',
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderColor: 'divider',
          ...border,
          boxShadow: foldable && expanded ? 8 : 0,
          transition: (theme) =>
            theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        }}
      >
        {config.style.startsWith('style-3') && <Brand />}
        <Box sx={{ py: 1 }}>
          <NavigationMenu items={items} iconsOnly={foldable && !expanded} dense={dense} />
        </Box>
      </Box>
    </Box>
  );
}
