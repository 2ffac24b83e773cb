import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { withHideTime, type ShowNotice } from './notices';
import { readableNoticeVariants } from './notice-variants';

/** notistack itself, loaded with the first notice (components/notices.tsx). */
export default function NoticeStack({ connect }: { connect: (show: ShowNotice | null) => void }) {
  // The provider has registered itself by now (children's effects run first), so the queue can flow.
  useEffect(() => {
    connect(({ message, options }) => enqueueSnackbar(message, withHideTime(options)));
    return () => connect(null);
  }, [connect]);
  // Spec 9: the application area shows at most 5 toasts, bottom-right.
  return (
    <SnackbarProvider
      maxSnack={5}
      Components={readableNoticeVariants}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    />
  );
}
