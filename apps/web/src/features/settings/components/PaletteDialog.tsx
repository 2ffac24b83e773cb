import { palette as paletteSchema, PaletteMessages, type Palette } from '@cd/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

const fields = [
  'primary.main',
  'primary.light',
  'primary.dark',
  'primary.contrastText',
  'secondary.main',
  'secondary.light',
  'secondary.dark',
  'secondary.contrastText',
  'background.paper',
  'background.default',
  'text.primary',
  'text.secondary',
] as const;
type Field = (typeof fields)[number];

const read = (palette: Palette, field: Field) => {
  const [group, key] = field.split('.') as [keyof Palette, string];
  return (palette[group] as Record<string, string>)[key] ?? '';
};
const write = (palette: Palette, field: Field, value: string): Palette => {
  const [group, key] = field.split('.') as [keyof Palette, string];
  return { ...palette, [group]: { ...(palette[group] as object), [key]: value } };
};

const messageKeys: Record<string, 'mustBeLight' | 'mustBeDark'> = {
  [PaletteMessages.mustBeLight]: 'mustBeLight',
  [PaletteMessages.mustBeDark]: 'mustBeDark',
};

/** 'Edit palette' (spec 2/5): validated on every change and mode switch; Save only when changed and valid. */
export function PaletteDialog({
  palette,
  onClose,
  onSave,
}: {
  palette: Palette;
  onClose: () => void;
  onSave: (palette: Palette) => void;
}) {
  const { t } = useTranslation('settings');
  const [draft, setDraft] = useState(palette);
  const issues = useMemo(() => {
    const result = paletteSchema.safeParse(draft);
    return new Map((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
  }, [draft]);
  const changed = JSON.stringify(draft) !== JSON.stringify(palette);

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="palette-dialog-title">
      <DialogTitle id="palette-dialog-title">{t('palette.title')}</DialogTitle>
      <DialogContent>
        <FormControlLabel
          control={
            <Switch
              checked={draft.mode === 'dark'}
              onChange={(_, dark) => setDraft({ ...draft, mode: dark ? 'dark' : 'light' })}
            />
          }
          label={t('palette.darkMode')}
        />
        <Grid container spacing={2} sx={{ mt: 1 }}>
          {fields.map((field) => {
            const issue = issues.get(field);
            const known = issue ? messageKeys[issue] : undefined;
            return (
              <Grid key={field} size={{ xs: 12, sm: 6 }}>
                <TextField
                  fullWidth
                  size="small"
                  label={t(`palette.fields.${field}`)}
                  value={read(draft, field)}
                  onChange={(event) => setDraft(write(draft, field, event.target.value))}
                  error={Boolean(issue)}
                  helperText={issue ? (known ? t(`palette.${known}`) : t('palette.invalidColor')) : ' '}
                />
              </Grid>
            );
          })}
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={!changed || issues.size > 0} onClick={() => onSave(draft)}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
