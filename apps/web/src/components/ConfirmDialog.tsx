import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, already translated ('Are you sure you want to save?'). */
  question: string;
  /** The confirming button's text when "Yes" is not the clearest (e.g. "Delete"). */
  confirmLabel?: string;
  /** What the answer would change, shown under the question (e.g. what an OU move takes with it). */
  children?: ReactNode;
  onConfirm(): void;
  onCancel(): void;
}

/** Spec 5's yes/no confirmation before a save or a delete. */
export function ConfirmDialog({
  open,
  question,
  confirmLabel,
  children,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-describedby={id} role="alertdialog">
      <DialogContent>
        <DialogContentText id={id}>{question}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('confirm.no')}</Button>
        <Button onClick={onConfirm} variant="contained" autoFocus>
          {confirmLabel ?? t('confirm.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
