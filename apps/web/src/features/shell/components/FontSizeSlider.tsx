import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FONT_SIZE } from '../font-size';

/** The slider shows while dragging; the size applies only when it is released (spec 4). */
export default function FontSizeSlider({
  value,
  onCommit,
}: {
  value: number;
  onCommit: (value: number) => void;
}) {
  const { t } = useTranslation('shell');
  const [dragging, setDragging] = useState(value);
  return (
    <Box sx={{ p: 2, width: 280 }} role="dialog" aria-label={t('fontSize.label')}>
      <Typography id="font-size-slider-label" gutterBottom>
        {t('fontSize.label')}
      </Typography>
      <Slider
        aria-labelledby="font-size-slider-label"
        value={dragging}
        min={FONT_SIZE.min}
        max={FONT_SIZE.max}
        step={FONT_SIZE.step}
        marks
        valueLabelDisplay="auto"
        valueLabelFormat={(size) => `${size}%`}
        getAriaValueText={(size) => t('fontSize.value', { value: size })}
        onChange={(_, size) => setDragging(size as number)}
        onChangeCommitted={(_, size) => onCommit(size as number)}
      />
    </Box>
  );
}
