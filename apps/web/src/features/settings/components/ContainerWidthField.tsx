import { CONTAINER_WIDTH } from '@cd/contracts';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { containerWidthError } from '../settings-model';

/** Spec 9: the container width applies 500 ms after the last valid keystroke. */
export const CONTAINER_WIDTH_DEBOUNCE_MS = 500;

export function ContainerWidthField({
  value,
  disabled,
  onChange,
}: {
  value: number;
  disabled: boolean;
  onChange: (width: number) => void;
}) {
  const { t } = useTranslation('settings');
  const [text, setText] = useState(String(value));
  const parsed = Number(text);
  // A width set elsewhere (reset, another layout's defaults) replaces the text; the field is not remounted
  // for it, so whoever is typing keeps focus while their own value applies.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== parsed) setText(String(value));
  }
  const error = text.trim() === '' ? containerWidthError(Number.NaN) : containerWidthError(parsed);

  useEffect(() => {
    if (error || parsed === value) return;
    const timer = setTimeout(() => onChange(parsed), CONTAINER_WIDTH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [parsed, error, value, onChange]);

  return (
    <TextField
      label={t('layout.containerWidth')}
      type="number"
      size="small"
      value={text}
      disabled={disabled}
      onChange={(event) => setText(event.target.value)}
      error={Boolean(error)}
      // No hint while disabled: greyed-out helper text would fail contrast, and there is nothing to enter.
      helperText={
        disabled
          ? undefined
          : error
            ? t(`layout.${error.key}`, { n: error.limit })
            : t('layout.containerWidthHint', CONTAINER_WIDTH)
      }
      slotProps={{ htmlInput: { min: CONTAINER_WIDTH.min, max: CONTAINER_WIDTH.max, step: 1 } }}
    />
  );
}
