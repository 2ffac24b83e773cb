import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. spec 5's 'Are you sure you want to save?'. */
  message: string;
  confirmLabel?: string;
  onConfirm(): void;
  onCancel(): void;
}

/** Spec 5's yes/no confirmation before a save or a delete. */
export function ConfirmDialog({ open, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('maintenance');
  const id = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-describedby={id}>
      <DialogContent>
        <DialogContentText id={id}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('no')}</Button>
        <Button onClick={onConfirm} variant="contained" autoFocus>
          {confirmLabel ?? t('yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
