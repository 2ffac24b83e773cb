import FormatSizeIcon from '@mui/icons-material/FormatSize';
import IconButton from '@mui/material/IconButton';
import { Popover } from '../../../components/LazyOverlays';
import { Tooltip } from '../../../components/LazyTooltip';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFontSize, readFontSize, storeFontSize } from '../font-size';

const FontSizeSlider = lazy(() => import('./FontSizeSlider'));

/** Spec 4/9: 70% to 130% of 16 px in 10% steps, applied when the slider is released. */
export function FontSizeMenu() {
  const { t } = useTranslation('shell');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [applied, setApplied] = useState(readFontSize);

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
        <Suspense fallback={null}>
          <FontSizeSlider
            value={applied}
            onCommit={(value) => {
              setApplied(value);
              storeFontSize(value);
            }}
          />
        </Suspense>
      </Popover>
    </>
  );
}
