import { ouUpdateRequest, type OuMaintenance } from '@cd/contracts';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useNotices } from '../../../components/notices';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { useFormErrors } from '../../../lib/form-errors';
import { useSaveOu } from '../api/ou-maintenance';
import { emptyOuFields, OuFields, ouProblemKey } from './OuFields';
import { DialogSaveActions } from './SaveActions';

export interface OuCreateDialogProps {
  parent: Pick<OuMaintenance, 'ouID' | 'name' | 'nameZh' | 'country'>;
  onClose(): void;
  onCreated(ouid: string): void;
}

/** A new subsidiary of `parent`; it starts in the parent's country. */
export function OuCreateDialog({ parent, onClose, onCreated }: OuCreateDialogProps) {
  const { t, i18n } = useTranslation('administration');
  const { enqueueSnackbar } = useNotices();
  const errorText = useErrorMessage();
  const save = useSaveOu();
  const titleId = useId();
  const [values, setValues] = useState({ ...emptyOuFields, countryCode: parent.country?.code ?? '' });
  const [confirming, setConfirming] = useState(false);
  const form = useFormErrors({
    textOf: (path, problem) => {
      const key = ouProblemKey(path, problem);
      return key && t(key);
    },
  });
  const body = { ...values, parentOUID: String(parent.ouID) };

  // The contract's check before the question (decision 106).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.check(ouUpdateRequest, body)) setConfirming(true);
  };
  const confirmSave = () => {
    setConfirming(false);
    save.mutate(body, {
      onSuccess: (created) => {
        enqueueSnackbar(t('saved'), { variant: 'success' });
        onCreated(String(created.ouID));
      },
      onError: (error) => {
        if (!form.showServer(error)) enqueueSnackbar(errorText(error), { variant: 'error' });
      },
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('ous.createTitle')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>
            {t('ous.createUnder', {
              parent: i18n.language === 'zh-HK' && parent.nameZh ? parent.nameZh : parent.name,
            })}
          </Typography>
          <OuFields
            values={values}
            onChange={(next, field) => {
              setValues(next);
              form.clear(field);
            }}
            problemOf={form.errorOf}
          />
        </DialogContent>
        <DialogSaveActions
          saving={save.isPending}
          confirming={confirming}
          onConfirm={confirmSave}
          onKeepEditing={() => setConfirming(false)}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
