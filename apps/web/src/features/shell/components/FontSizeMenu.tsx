import FormatSizeIcon from '@mui/icons-material/FormatSize';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Slider from '@mui/material/Slider';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFontSize, FONT_SIZE, readFontSize, storeFontSize } from '../font-size';

/** Spec 4/9: 70% to 130% of 16 px in 10% steps, applied when the slider is released. */
export function FontSizeMenu() {
  const { t } = useTranslation('shell');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [applied, setApplied] = useState(readFontSize);
  const [dragging, setDragging] = useState(applied);

  useEffect(() => applyFontSize(applied), [applied]);

  return (
    <>
      <Tooltip title={t('fontSize.label')}>
        <IconButton
          color="inherit"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={t('fontSize.label')}
          aria-haspopup="dialog"
        >
          <FormatSizeIcon />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
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
            valueLabelFormat={(value) => `${value}%`}
            getAriaValueText={(value) => t('fontSize.value', { value })}
            onChange={(_, value) => setDragging(value as number)}
            onChangeCommitted={(_, value) => {
              setApplied(value as number);
              storeFontSize(value as number);
            }}
          />
        </Box>
      </Popover>
    </>
  );
}
