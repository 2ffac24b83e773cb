import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '../../../components/LazyTooltip';
import { useNotices } from '../../../components/notices';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 4: toggles fullscreen; the button is red while it is on. */
export function FullscreenToggle() {
  const { t } = useTranslation('shell');
  const { enqueueSnackbar } = useNotices();
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const sync = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = async () => {
    if (!('fullscreenElement' in document) || !document.fullscreenEnabled) {
      enqueueSnackbar(t('fullscreenUnsupported'), { variant: 'error' });
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      enqueueSnackbar(t('fullscreenUnsupported'), { variant: 'error' });
    }
  };

  const label = active ? t('fullscreen.exit') : t('fullscreen.enter');
  return (
    <Tooltip title={label}>
      <IconButton
        onClick={() => void toggle()}
        aria-label={label}
        aria-pressed={active}
        sx={{ color: active ? 'error.main' : 'inherit' }}
      >
        {active ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
}
