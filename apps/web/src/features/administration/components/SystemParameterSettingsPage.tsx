import { SYSTEM_PARAMETER_CHOICES, type SystemParameter } from '@cd/contracts';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotices } from '../../../components/notices';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StaleVersionAlert } from '../../../components/StaleVersionAlert';
import { PageLayout } from '../../../components/layouts/PageLayout';
import { useFieldError } from '../admin-errors';
import { useErrorMessage } from '../../../lib/error-message';
import {
  useReloadSystemParameters,
  useSystemParameters,
  useUpdateSystemParameters,
} from '../api/system-parameters';
import { parameterProblem } from '../parameter-values';
import { SaveBar } from './SaveActions';

/** Spec 2's System Parameter Settings (FN-0009). */
export function SystemParameterSettingsPage() {
  const { t } = useTranslation('administration');
  const parameters = useSystemParameters();
  // A fresh form whenever the saved list changes (after a save or a reload).
  const formKey = parameters.map((p) => `${p.key}:${p.version}`).join('|');
  return (
    <PageLayout title={t('parameters.title')}>
      <ParameterForm key={formKey} parameters={parameters} />
    </PageLayout>
  );
}

function ParameterForm({ parameters }: { parameters: SystemParameter[] }) {
  const { t, i18n } = useTranslation('administration');
  const fieldError = useFieldError();
  const { enqueueSnackbar } = useNotices();
  const errorText = useErrorMessage();
  const update = useUpdateSystemParameters();
  const reload = useReloadSystemParameters();
  const [values, setValues] = useState(() => new Map(parameters.map((p) => [p.key, p.value])));
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const zh = i18n.language === 'zh-HK';

  const changed = parameters.filter((p) => values.get(p.key) !== p.value);
  const problemText = (p: SystemParameter) => {
    const problem = parameterProblem(p, values.get(p.key) ?? '');
    return problem ? t(problem.key, problem) : undefined;
  };
  const invalid = changed.some((p) => problemText(p));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (changed.length === 0) enqueueSnackbar(t('parameters.nothingChanged'), { variant: 'info' });
    else if (!invalid) setConfirming(true);
  };
  const confirmSave = () => {
    setConfirming(false);
    update.mutate(
      { parameters: changed.map((p) => ({ key: p.key, value: values.get(p.key)!, version: p.version })) },
      {
        onSuccess: () => enqueueSnackbar(t('saved'), { variant: 'success' }),
        onError: (error) => enqueueSnackbar(errorText(error), { variant: 'error' }),
      },
    );
  };
  const set = (key: string, value: string) => setValues((m) => new Map(m).set(key, value));

  return (
    <Paper component="form" onSubmit={submit} noValidate sx={{ p: 2 }}>
      <Stack spacing={3}>
        <StaleVersionAlert error={update.error} onReload={() => void reload()} />
        {parameters.map((p) => {
          const label = zh ? p.descriptionZh : p.description;
          const value = values.get(p.key) ?? '';
          const problem = touched || values.get(p.key) !== p.value ? problemText(p) : undefined;
          const server = update.error ? fieldError(update.error, p.key) : undefined;
          const help = problem ?? server ?? rangeHelp(p);
          if (p.type === 'boolean') {
            return (
              <Stack key={p.key}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={value === 'true'}
                      onChange={(e) => set(p.key, String(e.target.checked))}
                    />
                  }
                  label={label}
                />
                <Typography variant="caption" color="text.secondary">
                  {p.key}
                </Typography>
              </Stack>
            );
          }
          const choices = SYSTEM_PARAMETER_CHOICES[p.key];
          return (
            <TextField
              key={p.key}
              select={Boolean(choices)}
              label={label}
              value={value}
              onChange={(e) => set(p.key, e.target.value)}
              error={Boolean(problem ?? server)}
              helperText={help ? `${help} · ${p.key}` : p.key}
              type={p.type === 'email' ? 'email' : p.type === 'url' ? 'url' : 'text'}
              slotProps={{ htmlInput: p.type === 'number' ? { inputMode: 'numeric' } : {} }}
              fullWidth
            >
              {choices?.map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {choice}
                </MenuItem>
              ))}
            </TextField>
          );
        })}
        <SaveBar
          saving={update.isPending}
          confirming={confirming}
          onConfirm={confirmSave}
          onKeepEditing={() => setConfirming(false)}
        />
      </Stack>
    </Paper>
  );

  function rangeHelp(p: SystemParameter) {
    if (p.type !== 'number' || (p.min === null && p.max === null)) return undefined;
    return t('parameters.range', { min: p.min ?? '–', max: p.max ?? '–' });
  }
}
