import type { OptionsObject, SnackbarMessage } from 'notistack';
import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * Toasts (spec 9) without notistack in the first download (decision 070): `notify` queues a notice, the
 * host fetches notistack with the first one and shows the queue, then every later notice goes straight
 * through. The same options as notistack's `enqueueSnackbar`.
 */
interface Notice {
  message: SnackbarMessage;
  options?: OptionsObject;
}
export type ShowNotice = (notice: Notice) => void;

/** Spec 9: notices hide after 2000 ms by default. */
export const NOTICE_HIDE_MS = 2000;
/** An error stays long enough to be read in full (decision 084); a caller may still set its own time. */
export const ERROR_NOTICE_HIDE_MS = 6000;

export function withHideTime(options?: OptionsObject): OptionsObject {
  const hide = options?.variant === 'error' ? ERROR_NOTICE_HIDE_MS : NOTICE_HIDE_MS;
  return { autoHideDuration: hide, ...options };
}

let queued: Notice[] = [];
let show: ShowNotice | null = null;
const waitingHosts = new Set<() => void>();

export function notify(message: SnackbarMessage, options?: OptionsObject): void {
  if (show) return show({ message, options });
  queued.push({ message, options });
  for (const wake of waitingHosts) wake();
}

const notices = { enqueueSnackbar: notify };
/** For components: `const { enqueueSnackbar } = useNotices();`, as notistack's `useSnackbar` had it. */
export const useNotices = () => notices;

/**
 * Called by the loaded stack once notistack's provider is mounted; null when it goes away. The hide time
 * is applied here, so the stack needs nothing from this module (no import circle).
 */
function connect(next: ShowNotice | null) {
  show = next && (({ message, options }) => next({ message, options: withHideTime(options) }));
  if (!show) return;
  const pending = queued;
  queued = [];
  pending.forEach(show);
}

const NoticeStack = lazy(() => import('./NoticeStack'));

/** Rendered once, next to the application; mounts the toast stack when the first notice comes. */
export function NoticesHost() {
  const [wanted, setWanted] = useState(() => queued.length > 0);
  useEffect(() => {
    const wake = () => setWanted(true);
    if (queued.length > 0) wake();
    waitingHosts.add(wake);
    return () => {
      waitingHosts.delete(wake);
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <NoticeStack connect={connect} />
    </Suspense>
  ) : null;
}
