import type { TooltipProps } from '@mui/material/Tooltip';
import { lazy, Suspense } from 'react';

const MuiTooltip = lazy(() => import('@mui/material/Tooltip'));

/**
 * MUI's Tooltip, fetched after the first render: with Popper it weighs about 11 KB gzipped, and a hint is
 * never needed before the first paint. Until it arrives the child renders bare (its accessible name comes
 * from its own label, never from the tooltip), then the same child inside the tooltip.
 */
export function Tooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <MuiTooltip {...props} />
    </Suspense>
  );
}
