import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

interface SaveActionsProps {
  /** Saving is under way: the Save button shows it. */
  saving: boolean;
  /** "Are you sure you want to save?" is asked (the form's submit opened it). */
  confirming: boolean;
  onConfirm(): void;
  /** The question was answered No: back to the form as it was. */
  onKeepEditing(): void;
  /** Shows a Cancel button before Save. */
  onCancel?(): void;
}

/**
 * An administration form's Cancel and Save (the form's submit button) and the question Save asks
 * before anything is sent (spec: 'Are you sure you want to save?').
 */
function SaveButtons({ saving, confirming, onConfirm, onKeepEditing, onCancel }: SaveActionsProps) {
  const { t } = useTranslation('administration');
  return (
    <>
      {onCancel && <Button onClick={onCancel}>{t('cancel')}</Button>}
      <Button type="submit" variant="contained" loading={saving}>
        {t('save')}
      </Button>
      <ConfirmDialog
        open={confirming}
        question={t('confirmSave')}
        onConfirm={onConfirm}
        onCancel={onKeepEditing}
      />
    </>
  );
}

/** The Cancel / Save actions at the foot of a form dialog. */
export function DialogSaveActions(props: SaveActionsProps) {
  return (
    <DialogActions>
      <SaveButtons {...props} />
    </DialogActions>
  );
}

/** The save bar under a form page; `leading` actions (e.g. "Add") stand at its other end. */
export function SaveBar({ leading, ...props }: SaveActionsProps & { leading?: ReactNode }) {
  return (
    <Stack direction="row" spacing={1}>
      {leading}
      {leading && <span style={{ flex: 1 }} />}
      <SaveButtons {...props} />
    </Stack>
  );
}
