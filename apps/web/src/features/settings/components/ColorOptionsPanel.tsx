import { colorSchemeIds, themeSections, type ColorSchemeId, type ThemeSection } from '@cd/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { colorSchemes, paletteFor } from '../color-schemes';
import { useSettings } from '../settings-store';
import { PaletteDialog } from './PaletteDialog';

function Swatch({ id }: { id: ColorSchemeId }) {
  const palette = colorSchemes[id];
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-flex', mr: 1, border: 1, borderColor: 'divider' }}
    >
      {[palette.background.default, palette.primary.main, palette.secondary.main].map((color) => (
        <Box key={color} component="span" sx={{ width: 12, height: 16, bgcolor: color }} />
      ))}
    </Box>
  );
}

/** The 'Theme Color Options' drawer: a colour scheme per section, and 'Edit palette' for each. */
export function ColorOptionsPanel() {
  const { t } = useTranslation('settings');
  const { userSettings, update } = useSettings();
  const [editing, setEditing] = useState<ThemeSection | null>(null);
  const editedId = editing ? userSettings.theme[editing] : null;

  return (
    <Stack spacing={2}>
      {themeSections.map((section) => {
        const id = `color-scheme-${section}`;
        return (
          <Stack key={section} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <FormControl size="small" sx={{ flex: 1 }}>
              <InputLabel id={id}>{t(`colors.sections.${section}`)}</InputLabel>
              <Select
                labelId={id}
                label={t(`colors.sections.${section}`)}
                value={userSettings.theme[section]}
                onChange={(event) => update({ theme: { [section]: event.target.value as ColorSchemeId } })}
                SelectDisplayProps={{ 'data-testid': id } as object}
              >
                {colorSchemeIds.map((scheme) => (
                  <MenuItem key={scheme} value={scheme}>
                    <Swatch id={scheme} />
                    {t(`colors.schemes.${scheme}`)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <Button size="small" onClick={() => setEditing(section)}>
              {t('palette.edit')}
            </Button>
          </Stack>
        );
      })}
      {editing && editedId && (
        <PaletteDialog
          palette={paletteFor(editedId, userSettings.customPalettes)}
          onClose={() => setEditing(null)}
          onSave={(palette) => {
            update({ customPalettes: { [editedId]: palette } });
            setEditing(null);
          }}
        />
      )}
    </Stack>
  );
}
