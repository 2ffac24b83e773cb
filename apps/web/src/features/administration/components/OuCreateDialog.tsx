import type { OuMaintenance } from '@cd/contracts';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useNotices } from '../../../components/notices';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { useSaveOu } from '../api/ou-maintenance';
import { emptyOuFields, OuFields, validateOuFields } from './OuFields';
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
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const problems = validateOuFields(values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length === 0) setConfirming(true);
  };
  const confirmSave = () => {
    setConfirming(false);
    save.mutate(
      { ...values, parentOUID: String(parent.ouID) },
      {
        onSuccess: (created) => {
          enqueueSnackbar(t('saved'), { variant: 'success' });
          onCreated(String(created.ouID));
        },
        onError: (error) => enqueueSnackbar(errorText(error), { variant: 'error' }),
      },
    );
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
            onChange={setValues}
            problems={touched ? problems : {}}
            error={save.error}
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
