import { enqueueSnackbar, SnackbarProvider, type OptionsObject, type SnackbarMessage } from 'notistack';
import { useEffect } from 'react';
import { readableNoticeVariants } from './notice-variants';

type ShowNotice = (notice: { message: SnackbarMessage; options?: OptionsObject }) => void;

/** notistack itself, loaded with the first notice (components/notices.tsx). */
export default function NoticeStack({ connect }: { connect: (show: ShowNotice | null) => void }) {
  // The provider has registered itself by now (children's effects run first), so the queue can flow.
  useEffect(() => {
    connect(({ message, options }) => enqueueSnackbar(message, options));
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
