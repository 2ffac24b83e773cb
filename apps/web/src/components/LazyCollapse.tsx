import type { CollapseProps } from '@mui/material/Collapse';
import { lazy, Suspense } from 'react';

const MuiCollapse = lazy(() => import('@mui/material/Collapse'));

/**
 * MUI's Collapse, fetched after the first render (with its Transition about 2 KB gzipped that the first
 * paint does not need, decision 070). Until it arrives an open section simply shows and a closed one is
 * absent, as `unmountOnExit` has it; then the same content inside the Collapse, which does not animate on
 * mount.
 */
export function Collapse(props: CollapseProps) {
  return (
    <Suspense fallback={props.in || !props.unmountOnExit ? props.children : null}>
      <MuiCollapse {...props} />
    </Suspense>
  );
}
