import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface DialogApi {
  /** Shows one dialog at a time; the content renders its own MUI Dialog and calls `closeDialog`. */
  openDialog(content: ReactNode): void;
  closeDialog(): void;
}

const DialogContext = createContext<DialogApi | null>(null);

export function useDialog(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialog needs a DialogHost');
  return api;
}

/** The shared dialog host (spec 2): screens open confirmations and forms here instead of owning a Dialog each. */
export function DialogHost({ children }: { children: ReactNode }) {
  const [content, setContent] = useState<ReactNode>(null);
  const closeDialog = useCallback(() => setContent(null), []);
  const api = useMemo(() => ({ openDialog: setContent, closeDialog }), [closeDialog]);
  return (
    <DialogContext value={api}>
      {children}
      {content}
    </DialogContext>
  );
}
