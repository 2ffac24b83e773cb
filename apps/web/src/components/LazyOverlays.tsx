import type { DrawerProps } from '@mui/material/Drawer';
import type { MenuProps } from '@mui/material/Menu';
import type { PopoverProps } from '@mui/material/Popover';
import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * An overlay fetched when it first opens: MUI's modal, popover, focus trap and roving focus are about 10 KB
 * gzipped that the first screen never shows. Once opened it stays mounted, so closing still animates.
 */
export function onFirstOpen<P extends { open?: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  const Overlay = lazy(load);
  return function LazyOverlay(props: P) {
    const [opened, setOpened] = useState(Boolean(props.open));
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  };
}

// A menu's items load with it (the first screen's menus show nothing until opened).
const loadMenuItem = () => import('@mui/material/MenuItem');
export const Menu = onFirstOpen<MenuProps>(() => {
  void loadMenuItem();
  return import('@mui/material/Menu');
});
/** MUI's MenuItem for the menus above: rendered only inside an opened menu, so fetched with it. */
export const MenuItem = lazy(loadMenuItem);
export const Popover = onFirstOpen<PopoverProps>(() => import('@mui/material/Popover'));
/** The temporary drawer (the navigation below the lg breakpoint); permanent navbars are plain boxes. */
export const Drawer = onFirstOpen<DrawerProps>(() => import('@mui/material/Drawer'));
