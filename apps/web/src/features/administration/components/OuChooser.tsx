import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { idParam } from '@cd/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Picks the OU a maintenance screen works on, by its id (decision 036: the OU navigation tree endpoint is
 * not on this branch yet; the URL's `ouid` keeps the choice bookmarkable either way).
 */
export function OuChooser({ ouid, onChoose }: { ouid?: string; onChoose(ouid: string): void }) {
  const { t } = useTranslation('administration');
  const [value, setValue] = useState(ouid ?? '');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = idParam('ouID').safeParse(value.trim()).success;
    setInvalid(!ok);
    if (ok) onChoose(value.trim());
  };
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ mb: 2, alignItems: 'start' }}>
      <TextField
        label={t('ou.id')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={invalid}
        helperText={invalid ? t('ou.invalidId') : t('ou.idHelp')}
        size="small"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Button type="submit" variant="outlined">
        {t('ou.open')}
      </Button>
    </Stack>
  );
}
